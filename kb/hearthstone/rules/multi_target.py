"""Other multi-target effects: every Damage Event is created first, in the card's order, then all resolve in that order.

Source: Hearthstone wiki, Damage Events: "All other damaging effects that affect 'multiple targets'
first create all Damage Events in a given order, then resolve all Damage Events in the same order:
Multi-Shot, Forked Lightning and Cleave deal damage in random order; Explosive Shot and Powershot deal
damage in the order center-left-right; Cone of Cold deals damage in the order left-right-center;
Betrayal makes target minion create two Damages Events in the order left-right. ... the source of the
Damage Event is the minion, not the spell".
"""
from dealt.facts.templates import Ability, Action, Entity
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule, create_in_order, members, neighbours, new_event

ORDERS = {
    "center_left_right": lambda centre, left, right: [centre, left, right],
    "left_right_center": lambda centre, left, right: [left, right, centre],
}


def picked_at_random(engine, count, group, controller, card):
    """`count` different living characters of `group` picked at random one after the other (fewer when the
    group runs out), each a pick of ``choices.picks``."""
    picked = []
    for n in range(1, count + 1):
        candidates = [e["id"] for e in members(engine, group, controller, exclude=picked)]
        if not candidates:
            break
        picked.append(engine.chance.pick(candidates, f"target {n} of {card}"))
    return picked


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source_kind=MATCH.source_kind),
      Ability(trigger=MATCH.trigger, done=False, mechanic="deal_damage_to_random_targets", card=MATCH.card, count=MATCH.count, amount=MATCH.amount,
              group=MATCH.group, spell_damage_factor=MATCH.factor))
def random_targets_are_chosen_and_their_events_created_in_random_order(
        self, action, card, controller, source_kind, count, amount, group, factor):
    """{card} picks {picked} at random, in that order, and creates their events in that order before any resolves.

    Source: Hearthstone wiki, Damage Events: 'Multi-Shot, Forked Lightning and Cleave deal damage in
    random order', creating all Damage Events first and resolving them in the same order.
    """
    picked = picked_at_random(self, count, group, controller, card)
    self.explain(picked=", ".join(picked) or "nobody")
    create_in_order(self, [(t, amount) for t in picked], card, controller, source_kind, factor, source=action["source"])
    self.modify(action, spent=True)


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source_kind=MATCH.source_kind, targets=MATCH.targets),
      Ability(trigger=MATCH.trigger, done=False, mechanic="deal_damage_to_target_and_neighbours", card=MATCH.card, amount=MATCH.amount,
              other=MATCH.other, order=MATCH.order, spell_damage_factor=MATCH.factor))
def target_and_neighbours_are_hit_in_the_cards_order(self, action, card, controller, source_kind, targets,
                                                     amount, other, order, factor):
    """{card} creates events for {plan}, in the order {order}, before any resolves.

    Source: Hearthstone wiki, Damage Events: 'Explosive Shot and Powershot deal damage in the order
    center-left-right; Cone of Cold deals damage in the order left-right-center'.
    """
    centre = self.find_all(Entity, id=targets[0])[0]
    left, right = neighbours(self, centre)
    by_role = {"centre": (centre["id"], amount), "left": left and (left["id"], other),
               "right": right and (right["id"], other)}
    plan = [p for p in ORDERS[order](by_role["centre"], by_role["left"], by_role["right"]) if p]
    self.explain(plan=", ".join(f"{t} ({a})" for t, a in plan), order=order.replace("_", "-"))
    create_in_order(self, plan, card, controller, source_kind, factor, source=action["source"])
    self.modify(action, spent=True)


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          targets=MATCH.targets),
      Ability(trigger=MATCH.trigger, done=False, mechanic="target_minion_damages_its_neighbours", card=MATCH.card))
def target_minion_deals_its_attack_to_its_neighbours(self, action, card, controller, targets):
    """{card}: {target} deals its {attack} Attack to {plan}, left then right; the minion is the source, not the spell.

    Source: Hearthstone wiki, Damage Events: 'Betrayal makes target minion create two Damages Events in
    the order left-right. Notice that the source of the Damage Event is the minion, not the spell: thus
    bonuses from Spell Damage and Prophet Velen do not apply'.
    """
    minion = self.find_all(Entity, id=targets[0])[0]
    left, right = neighbours(self, minion)
    plan = [(n["id"], minion["attack"]) for n in (left, right) if n]
    self.explain(target=minion["id"], attack=minion["attack"], plan=", ".join(t for t, _ in plan) or "nobody")
    for target, amount in plan:
        new_event(self, source=minion["id"], source_card=minion["card"], source_kind="minion",
                  controller=minion["controller"], target=target, proposed=amount, amount=amount, step="proposed")
    self.modify(action, spent=True)
