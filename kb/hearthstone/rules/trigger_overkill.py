"""Overkill as a trigger (Ticket Scalper, Half-Time Scavenger): its host deals a character more damage than
its Health, on its controller's turn; Honorable Kill's counterpart (exactly lethal damage acts not).

Source: the game's keyword text (GLOBAL_KEYWORD_OVERKILL_TEXT, hearthstone_data Strings/enUS/GLOBAL.txt):
"Deal excess damage on your turn for a bonus."; Hearthstone wiki, Overkill
(https://hearthstone.wiki.gg/wiki/Overkill): "an ability that activates whenever a card with the keyword
deals damage to a character with less Health than the damage dealt during your turn"; "Cards can only
activate their Overkill effects on the controlling player's turn"; "Overkill effects on minions can trigger
regardless of if the attacking minion survives or not"; "Overkill effects can trigger by dealing excess
damage to a hero"; "If an area of effect card with Overkill destroys multiple characters at the same time,
the Overkill effect will trigger for each character killed"; Dotesports, "How Overkill works in
Hearthstone": "If Oondasta kills a minion with seven health, it won't trigger the Overkill effect." A Damage
Event from the host that changed the target's Health+Armor (a Divine Shield's or a prevented event runs no
trigger: Hearthstone wiki, Damage Events, Resolving a Damage Event) and leaves it below 0 Health (a hero's
Armor is spent first, so only damage beyond Health+Armor is excess): taken at the character damage
triggers step, at the host's slot in play order, resolved through :mod:`.queued_triggers` once the
action's events have, before the deaths.
"""
from dealt.facts.templates import Entity, Player
from dealt.kb.hearthstone.rules._common import AS, MATCH, P, Rule
from dealt.kb.hearthstone.rules.queued_triggers import changing_event_at_its_slot, queue_trigger
from dealt.kb.hearthstone.triggers import WHENS

WHEN = "overkill"


@Rule(*changing_event_at_its_slot(WHEN, "source", target=MATCH.target),
      AS.killer << Entity(id=MATCH.host, controller=MATCH.controller),
      Player(name=MATCH.controller, active=True),
      Entity(id=MATCH.target, health=P(lambda health: health < 0)))
def excess_damage_from_this_minion_queues_its_overkill(self, event, cursor, ability, killer, target, controller):
    """{card}'s Overkill ({host}) is queued: on its controller's turn, {host} dealt {target} more damage than its Health ({event}: it is left below 0 Health).

    Source: GLOBAL_KEYWORD_OVERKILL_TEXT: 'Deal excess damage on your turn for a bonus.'; Hearthstone wiki,
    Overkill: 'deals damage to a character with less Health than the damage dealt during your turn'.
    """
    self.explain(host=killer["id"], card=ability["card"], event=event["id"])
    queue_trigger(self, ability, killer, WHENS[WHEN].phase, f"{killer['id']} dealt {target} excess damage")
    self.modify(event, cursor=cursor + 1)
