"""Honorable Kill as a trigger (Troll Centurion): its host kills a minion with exactly lethal damage, on its turn.

Source: Dotesports, "How does Honorable Kill work in Hearthstone" (Fractured in Alterac Valley): "you'll
first need to deal exact damage to destroy a minion using Direwolf Commander ... that means you'd need
to attack and kill a minion using Direwolf Commander that has exactly two health. Killing a one-health
minion won't net you a benefit"; "the damage it deals must match the health of the minion"; and only on its
controller's turn: the game's keyword text (GLOBAL_KEYWORD_HONORABLEKILL_TEXT, hearthstone_data
Strings/enUS/GLOBAL.txt) is "Deal exact lethal damage on your turn for a bonus." (a counterattack on the
opponent's turn earns none). A Damage
Event from the host leaves the minion at exactly 0 Health: taken at the character damage triggers step,
at the host's slot in play order (as a trigger of what its host deals, like Water Elemental's), and
resolved through :mod:`.queued_triggers` once the action's events have, before the deaths.
"""
from dealt.facts.templates import Entity, Player
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule
from dealt.kb.hearthstone.rules.queued_triggers import changing_event_at_its_slot, queue_trigger
from dealt.kb.hearthstone.triggers import WHENS

WHEN = "honorable_kill"


@Rule(*changing_event_at_its_slot(WHEN, "source", target=MATCH.target),
      AS.killer << Entity(id=MATCH.host, controller=MATCH.controller),
      Player(name=MATCH.controller, active=True),
      Entity(id=MATCH.target, kind="minion", health=0))
def exactly_lethal_damage_from_this_minion_queues_its_honorable_kill(self, event, cursor, ability, killer, target,
                                                                      controller):
    """{card}'s Honorable Kill ({host}) is queued: on its controller's turn, {host} dealt {target} exactly lethal damage ({event}: it is left at exactly 0 Health).

    Source: Dotesports, 'How does Honorable Kill work in Hearthstone': 'deal exact damage to destroy a
    minion'; 'the damage it deals must match the health of the minion you're trying to kill. Overkilling
    will grant you no benefit.'; GLOBAL_KEYWORD_HONORABLEKILL_TEXT: 'Deal exact lethal damage on your turn
    for a bonus.'
    """
    self.explain(host=killer["id"], card=ability["card"], event=event["id"])
    queue_trigger(self, ability, killer, WHENS[WHEN].phase, f"{killer['id']} killed {target} with exactly lethal damage")
    self.modify(event, cursor=cursor + 1)
