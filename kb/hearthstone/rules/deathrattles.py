"""Deathrattles that deal damage: Sergeant Sally.

Source: Hearthstone wiki, Creating a Damage Event: proposed damage varies "on the Attack value of a
... minion (... Sergeant Sally ...)". A Deathrattle resolves after the deaths: once every character
at 0 Health (or marked for destruction) has been destroyed and nothing else is resolving.
Deathrattles of minions that died together resolve one at a time, in play order; each creates its
Damage Events (in play order, all before any resolves, as an area effect does) from the minion's
Attack as it last was.
"""
from dealt.facts.templates import Done, Effect, Entity
from dealt.kb.hearthstone.rules._common import L, MATCH, NOT, P, Rule, members, new_event
from dealt.kb.hearthstone.rules._flow import settled

MECHANIC = "deathrattle_deal_this_minions_attack_to_all"


def _pending(engine):
    """Deathrattle effects whose host has been destroyed and which have not resolved, in play order."""
    done = {d["key"] for d in engine.find_all(Done, what="deathrattle")}
    return [e for e in engine.find_all(Effect, mechanic=MECHANIC)
            if e["id"] not in done and engine.find_all(Entity, id=e["host"], destroyed=True)]


@Rule(Effect(mechanic=MECHANIC, id=MATCH.effect, host=MATCH.host),
      Entity(id=MATCH.host, destroyed=True),
      NOT(Done(what="deathrattle", key=MATCH.effect)),
      NOT(Entity(kind=L("minion") | L("hero"), destroyed=False, health=P(lambda h: h <= 0))),
      NOT(Entity(doomed=True, destroyed=False)),
      *settled())
def deathrattle_deals_the_minions_last_attack_to_all(self):
    """{dead}'s Deathrattle ({card_name}) deals its last Attack, {amount}, to each of {affected}: every event is created in play order before any resolves.

    Source: Sergeant Sally, 'Deathrattle: Deal damage equal to this minion's Attack to all enemy
    minions.'; Hearthstone wiki, Damage Events: proposed damage varies 'on the Attack value of a ...
    minion (... Sergeant Sally ...)'. Deathrattles of minions that died together resolve in play order.
    """
    effect = _pending(self)[0]                  # the first in play order, whichever activation fired
    minion = self.find_all(Entity, id=effect["host"])[0]
    amount = minion["attack"]
    targets = [e["id"] for e in members(self, effect["group"], minion["controller"])]
    for target in targets:
        new_event(self, source=minion["id"], source_card=minion["card"], source_kind="minion",
                  controller=minion["controller"], target=target, proposed=amount, amount=amount,
                  step="proposed")
    self.declare(Done(what="deathrattle", key=effect["id"]))
    self.explain(dead=minion["id"], card_name=minion["card"], amount=amount,
                 affected=", ".join(targets) or "nobody")
