"""'After a friendly minion dies' as a trigger (Blood Troll Sapper, Wrathscale Naga): another minion of its host's
controller has died.

Source: Hearthstone wiki, Advanced rulebook: 'When the outermost Phase resolves, Hearthstone will run several
Steps, including processing Deaths'; Blizzard forum, 'Order of Operations Rules'
(https://us.forums.blizzard.com/en/hearthstone/t/order-of-operations-rules/145133): 'Deathrattles and
death-related effects take place after damage has been exchanged and minions/weapons/locations have been
destroyed and removed from the board. This prevents Deathrattles from acting upon other minions which were
destroyed in the same combat'. So the trigger is queued once the deaths have been processed, once for each
friendly minion that died, in the Deathrattles' phase (resolved with them, in play order); a host that died in
the same deaths has been removed from the board and does not see the others die; an enemy minion's death does
not set it off ('friendly').
"""
from dealt.facts.templates import Ability, Done, Entity
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, P, TEST, Rule
from dealt.kb.hearthstone.rules.queued_triggers import deaths_processed, queue_trigger
from dealt.kb.hearthstone.triggers import WHENS

WHEN = "after_a_friendly_minion_dies"


@Rule(Entity(kind="minion", destroyed=True, id=MATCH.dead, controller=MATCH.controller),
      AS.ability << Ability(when=WHEN, host=MATCH.host, trigger=MATCH.trigger),
      AS.watcher << Entity(id=MATCH.host, controller=MATCH.controller, destroyed=False, health=P(lambda h: h > 0)),
      TEST(lambda host, dead: host != dead),
      NOT(Done(what="death_seen", key=MATCH.trigger, of=MATCH.dead)),
      *deaths_processed())
def after_a_friendly_minion_dies_the_trigger_is_queued(self, ability, watcher, trigger, dead):
    """{card}'s 'After a friendly minion dies' trigger ({host}) is queued: {dead}, a friendly minion, has died; it resolves after the deaths, in play order.

    Source: Blizzard forum, 'Order of Operations Rules': 'Deathrattles and death-related effects take place
    after damage has been exchanged and minions ... have been destroyed and removed from the board'; Advanced
    rulebook: deaths are processed when the outermost Phase resolves.
    """
    self.explain(host=watcher["id"], card=ability["card"])
    self.declare(Done(what="death_seen", key=trigger, of=dead))
    queue_trigger(self, ability, watcher, WHENS[WHEN].phase, f"{dead} died")
