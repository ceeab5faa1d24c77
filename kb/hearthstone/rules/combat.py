"""Combat: an attack and its counterattack, and attackers that also hit the defender's neighbours.

Source: Hearthstone wiki, Damage Events: "When combat damage is dealt, first the two Damage Events are
created in the order attack-counterattack, and then they are resolved in the same order", and "after
they attacked a minion, Magnataur Alpha and Foe Reaper 4000 deal damage in the order left-right."
"Damage Events created during combat by the attacker and the defender have a proposed damage equal to
the Attack value of that character."
"""
from dealt.facts.templates import Action, Effect, Entity
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule, neighbours, new_event


def _combat_event(engine, source, target, place):
    new_event(engine, source=source["id"], source_card=source["card"], source_kind=source["kind"],
              controller=source["controller"], target=target["id"], proposed=source["attack"],
              amount=source["attack"], step="proposed")


@Rule(AS.action << Action(kind="attack", spent=False, source=MATCH.attacker, targets=MATCH.targets))
def attack_and_counterattack_are_created_in_that_order(self, action, attacker, targets):
    """{attacker} attacks {defender}: the attack ({attack}) and the counterattack ({counter}) are created in that order, then resolved in that order.

    Source: Hearthstone wiki, Damage Events: 'first the two Damage Events are created in the order
    attack-counterattack, and then they are resolved in the same order'; each proposes the Attack of
    the character that deals it. A hero that is attacked deals no damage back.
    """
    source = self.find_all(Entity, id=attacker)[0]
    defender = self.find_all(Entity, id=targets[0])[0]
    _combat_event(self, source, defender, 1)
    place = 1
    if defender["kind"] == "minion":
        place += 1
        _combat_event(self, defender, source, place)
    self.explain(defender=defender["id"], attack=source["attack"],
                 counter=defender["attack"] if defender["kind"] == "minion" else "none: heroes do not counterattack")
    if defender["kind"] == "minion" and self.find_all(Effect, host=attacker,
                                                      mechanic="damage_neighbours_of_attacked_minion"):
        for neighbour in neighbours(self, defender):
            if neighbour:
                place += 1
                _combat_event(self, source, neighbour, place)
    self.modify(action, spent=True)
