"""'Whenever this minion takes damage' as a trigger: a character damage trigger of its host.

Source: Hearthstone wiki, Damage Events, Resolving a Damage Event: "If the Damage Event was prevented or
if it did not change the character's current Health+Armor total (including due to Divine Shield and
Commanding Shout), it will not run any triggers. Otherwise, Triggered effect#Character damage ... queue
and resolve in play order." The trigger takes its host's slot in play order at the character damage
triggers step; when the event reduced its host's Health+Armor it queues the ability (once per such
event), and :mod:`.queued_triggers` resolves it once the action's events have resolved, before the
deaths (a mortally wounded host still acts).
"""
from dealt.facts.templates import Entity
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule
from dealt.kb.hearthstone.rules.queued_triggers import changing_event_at_its_slot, queue_trigger
from dealt.kb.hearthstone.triggers import WHENS

WHEN = "this_takes_damage"


@Rule(*changing_event_at_its_slot(WHEN, "target"),
      AS.minion << Entity(id=MATCH.host, destroyed=False))
def damage_to_this_minion_queues_its_trigger(self, event, cursor, ability, minion):
    """{card}'s 'Whenever this minion takes damage' trigger ({host}) is queued: {host} took damage ({event}, Health+Armor down by {lost}); it resolves in play order with the other triggers.

    Source: Hearthstone wiki, Damage Events, Resolving a Damage Event: 'Otherwise, Triggered
    effect#Character damage ... queue and resolve in play order' (and none when the event 'did not change
    the character's current Health+Armor total').
    """
    self.explain(host=minion["id"], card=ability["card"], lost=event["lost"], event=event["id"])
    queue_trigger(self, ability, minion, WHENS[WHEN].phase, f"{minion['id']} took damage ({event['id']})")
    self.modify(event, cursor=cursor + 1)
