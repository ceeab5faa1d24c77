"""Deathrattles that deal damage: Sergeant Sally.

Source: Hearthstone wiki, Creating a Damage Event: proposed damage varies "on the Attack value of a
... minion (... Sergeant Sally ...)". A Deathrattle resolves after the deaths: once every character
at 0 Health (or marked for destruction) has been destroyed and nothing else is resolving.
Deathrattles of minions that died together resolve one at a time, in play order, with every other
Deathrattle (a card file's ``when: deathrattle``): Sally's is queued like them when she dies
(:mod:`.queued_triggers` starts the first in play order); it creates its Damage Events (in play order,
all before any resolves, as an area effect does) from the minion's Attack as it last was.
"""
from dealt.facts.templates import Action, Done, Effect, Entity
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, Rule, members, new_event
from dealt.kb.hearthstone.rules.queued_triggers import queue_trigger
from dealt.kb.hearthstone.triggers import WHENS

MECHANIC = "deathrattle_deal_this_minions_attack_to_all"


@Rule(Effect(mechanic=MECHANIC, id=MATCH.effect, host=MATCH.host, card=MATCH.card),
      AS.minion << Entity(id=MATCH.host, destroyed=True),
      NOT(Done(what="deathrattle", key=MATCH.effect)))
def deathrattle_of_sergeant_sally_is_queued_when_she_dies(self, effect, minion, card):
    """{card}'s Deathrattle ({host}) is queued: {host} has died; it resolves after the deaths, in play order with the other Deathrattles.

    Source: Hearthstone wiki, Deathrattle: a Deathrattle 'activates when the minion is destroyed';
    Advanced rulebook: deaths are processed when the outermost Phase resolves, and Deathrattles then
    resolve in order of play.
    """
    self.declare(Done(what="deathrattle", key=effect))
    queue_trigger(self, {"trigger": effect, "card": card, "when": "deathrattle"}, minion,
                  WHENS["deathrattle"].phase, f"{minion['id']} died")


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.effect),
      Effect(mechanic=MECHANIC, id=MATCH.effect, host=MATCH.host, group=MATCH.group),
      AS.minion << Entity(id=MATCH.host))
def deathrattle_deals_the_minions_last_attack_to_all(self, action, minion, group):
    """{dead}'s Deathrattle ({card_name}) deals its last Attack, {amount}, to each of {affected}: every event is created in play order before any resolves.

    Source: Sergeant Sally, 'Deathrattle: Deal damage equal to this minion's Attack to all enemy
    minions.'; Hearthstone wiki, Damage Events: proposed damage varies 'on the Attack value of a ...
    minion (... Sergeant Sally ...)'. Deathrattles of minions that died together resolve in play order.
    """
    amount = minion["attack"]
    targets = [e["id"] for e in members(self, group, minion["controller"])]
    for target in targets:
        new_event(self, source=minion["id"], source_card=minion["card"], source_kind="minion",
                  controller=minion["controller"], target=target, proposed=amount, amount=amount,
                  step="proposed")
    self.modify(action, spent=True)
    self.explain(dead=minion["id"], card_name=minion["card"], amount=amount,
                 affected=", ".join(targets) or "nobody")
