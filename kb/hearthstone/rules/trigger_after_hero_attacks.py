"""'After your hero attacks' as a trigger (Pufferfist): its controller's hero attacked.

Source: Hearthstone wiki, Advanced rulebook: after the Combat Phase resolves (and its deaths are
processed), 'After this attacks' and 'After your hero attacks' triggers queue and resolve in order of
play. Queued once the attack and counterattack (and what they set off) have resolved and the deaths are
done; the host must still be in play.
"""
from dealt.facts.templates import Ability, Action, Done, Entity
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, P, Rule
from dealt.kb.hearthstone.rules._flow import settled
from dealt.kb.hearthstone.rules.queued_triggers import deaths_processed, queue_trigger
from dealt.kb.hearthstone.triggers import WHENS

WHEN = "after_your_hero_attacks"


@Rule(Action(kind="attack", spent=True, source_kind="hero", source=MATCH.hero, controller=MATCH.controller),
      AS.ability << Ability(when=WHEN, host=MATCH.host, trigger=MATCH.trigger),
      AS.watcher << Entity(id=MATCH.host, controller=MATCH.controller, destroyed=False, health=P(lambda h: h > 0)),
      NOT(Done(what="queued", key=MATCH.trigger)),
      *settled(),
      *deaths_processed())
def after_your_hero_attacks_the_trigger_is_queued(self, ability, watcher, trigger, hero):
    """{card}'s 'After your hero attacks' trigger ({host}) is queued: {hero} attacked, and the combat has resolved.

    Source: Hearthstone wiki, Advanced rulebook: 'After your hero attacks' triggers queue after the
    Combat Phase and its deaths, and resolve in order of play.
    """
    self.explain(host=watcher["id"], card=ability["card"])
    self.declare(Done(what="queued", key=trigger))
    queue_trigger(self, ability, watcher, WHENS[WHEN].phase, f"{hero} attacked")
