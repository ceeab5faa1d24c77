"""The chosen target and others picked at random: every target known first, every event created, then resolved.

Source: Hearthstone wiki, Damage Events: 'All other damaging effects that affect "multiple targets" first create all
Damage Events in a given order, then resolve all Damage Events in the same order: Multi-Shot, Forked Lightning and
Cleave deal damage in random order'. The chosen target's event comes first, as the text says it first (Fireplace,
Unstable Felbolt: ``play = Hit(TARGET, 3), Hit(RANDOM_FRIENDLY_MINION, 3)``).
"""
from dealt.facts.templates import Ability, Action, Entity
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule, create_in_order, is_alive, members, neighbours


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source_kind=MATCH.source_kind, targets=MATCH.targets),
      Ability(trigger=MATCH.trigger, done=False, mechanic="deal_damage_to_target_and_random_others", card=MATCH.card,
              amount=MATCH.amount, other=MATCH.other, count=MATCH.count, group=MATCH.among,
              spell_damage_factor=MATCH.factor, spell_damage_applies=MATCH.applies))
def target_and_the_others_picked_at_random_are_created_before_any_resolves(
        self, action, card, controller, source_kind, targets, amount, other, count, among, factor, applies):
    """{card} hits {target}, the one chosen ({amount}), and {picked}, picked at random ({other} each), creating every event in that order before any resolves.

    Source: Hearthstone wiki, Damage Events: multi-target effects 'first create all Damage Events in a given order,
    then resolve all Damage Events in the same order' (Cleave's targets 'in random order'); Unstable Felbolt, 'Deal 3
    damage to an enemy minion and a random friendly one.'; Chain Lightning, '... a minion and a random adjacent one.'
    """
    target = targets[0]
    picked = []
    for n in range(1, count + 1):
        if among == "neighbours":
            centre = self.find_all(Entity, id=target)[0]
            pool = [m["id"] for m in neighbours(self, centre) if m and is_alive(m) and m["id"] not in picked]
        else:
            pool = [e["id"] for e in members(self, among, controller, exclude=(target, *picked))]
        if not pool:
            break
        picked.append(self.chance.pick(pool, f"other target {n} of {card}"))
    self.explain(target=target, picked=", ".join(picked) or "nobody (none is left to pick)")
    create_in_order(self, [(target, amount)] + [(t, other) for t in picked], card, controller, source_kind, factor,
                    applies, source=action["source"])
    self.modify(action, spent=True)
