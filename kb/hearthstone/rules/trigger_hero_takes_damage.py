"""'Whenever your hero takes damage' as a trigger (Zzeraku the Warped; 'on your turn': Emberroot Destroyer): a
character damage trigger of a minion that watches its controller's hero.

Source: Hearthstone wiki, Damage Events, Resolving a Damage Event: "If the Damage Event was prevented or if it did
not change the character's current Health+Armor total (including due to Divine Shield and Commanding Shout), it
will not run any triggers. Otherwise, Triggered effect#Character damage ... queue and resolve in play order." The
trigger takes its host's slot in play order at the character damage triggers step of an event whose target is
its controller's hero and that reduced that hero's Health+Armor (Armor lost counts: the total changed); 'on your
turn' only while its controller is the active player, as the text says. :mod:`.queued_triggers` resolves it once
the action's events have, before the deaths.
"""
from dealt.facts.templates import Ability, DamageEvent, Entity, Player, Slot
from dealt.kb.hearthstone.rules._common import AS, L, MATCH, P, TEST, Rule
from dealt.kb.hearthstone.rules.queued_triggers import queue_trigger
from dealt.kb.hearthstone.triggers import WHENS

STEP = WHENS["your_hero_takes_damage"].step
ON_YOUR_TURN = "your_hero_takes_damage_on_your_turn"


@Rule(AS.event << DamageEvent(step=STEP, cursor=MATCH.cursor, lost=P(lambda lost: lost > 0), target=MATCH.hero),
      Slot(step=STEP, position=MATCH.cursor, effect=MATCH.trigger),
      AS.ability << Ability(when=MATCH.when & (L("your_hero_takes_damage") | L(ON_YOUR_TURN)), trigger=MATCH.trigger,
                            host=MATCH.host),
      Entity(id=MATCH.hero, kind="hero", controller=MATCH.controller),
      AS.watcher << Entity(id=MATCH.host, controller=MATCH.controller, destroyed=False),
      Player(name=MATCH.controller, active=MATCH.active),
      TEST(lambda when, active: active or when != ON_YOUR_TURN))
def damage_to_your_hero_queues_the_trigger(self, event, cursor, ability, watcher, hero, when):
    """{card}'s {trigger_words} ({host}) is queued: {hero}, its controller's hero, took damage ({event}, Health+Armor down by {lost}).

    Source: Hearthstone wiki, Damage Events, Resolving a Damage Event: character damage triggers 'queue and
    resolve in play order' (none when the event 'did not change the character's current Health+Armor total'). Hearthstone wiki, Damage Events, Resolving a Damage Event: 'If the Damage Event was prevented or if it did not change the character's current Health+Armor total (including due to Divine Shield and Commanding Shout), it will not run any triggers.'
    """
    self.explain(host=watcher["id"], card=ability["card"], trigger_words=WHENS[when].says, lost=event["lost"],
                 event=event["id"])
    queue_trigger(self, ability, watcher, WHENS[when].phase, f"{hero} took damage ({event['id']})")
    self.modify(event, cursor=cursor + 1)

