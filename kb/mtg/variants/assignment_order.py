"""The damage assignment order of the rules before November 2024 (509.2-3): read from a scenario's choices.

Before the Magic: The Gathering Foundations update (Comprehensive Rules of 2024-11-08), right after blockers were
declared the active player announced, for each attacking creature blocked by two or more creatures, its damage
assignment order, 'which consists of the creatures blocking it in an order of that player's choice' (509.2), and
the defending player did the same for each creature blocking two or more attackers (509.3). In the combat
damage step such a creature could not assign combat damage to a creature in its order 'unless, when combat damage
assignments are complete, each creature that precedes that blocking creature in its order is assigned lethal
damage' (510.1c-d). The Foundations Update Bulletin removed the order (509.2-3, 'Various References Throughout').

A scenario gives the orders as ``choices: {damage_assignment_order: {CREATURE: [IDS]}}``, only under the
``pre-2024`` rule set (:mod:`dealt.kb.mtg.variants.pre_2024`); under the current rules the choice is refused. An
order names every creature blocking that attacker (or blocked by that blocker) once; with none given, the order is
the one ``blocks`` lists them in. This module only reads and checks the choice and states each order as a fact; the
rules of the variant check each division against it.
"""
from dealt.facts.errors import at
from dealt.facts.mtg import DamageAssignmentOrder

#: the rule set that has damage assignment orders (dealt.kb.variants)
NAME = "pre-2024"
WHERE = "choices.damage_assignment_order"
KEY = "damage_assignment_order"


def has_orders(game):
    """Whether `game` (as the board builder sees it) is under the rule set with damage assignment orders."""
    variant = getattr(game, "variant", None)
    return variant is not None and variant.name == NAME


def refuse_outside_their_rules(game, scenario):
    """A damage assignment order given under the current rules, or for an action with no combat, is an error."""
    given = scenario.choices.get(KEY)
    if given is None:
        return
    if not has_orders(game):
        rules = getattr(getattr(game, "variant", None), "name", None) or "default"
        raise scenario.error(WHERE, f"damage assignment order exists only under the pre-2024 rules (509.2-3 before "
                             f"the Magic: The Gathering Foundations update of November 2024); this scenario is "
                             f"resolved under the {rules} rules, where a creature divides its combat damage as its "
                             "controller chooses (510.1c-d), with no order.",
                             allowed=f"`rules: {NAME}` at the top of the file (or `--rules {NAME}`), or leave "
                             f"{KEY} out and give the division in choices.assignment")
    if scenario.action["form"] != "combat":
        raise scenario.error(WHERE, "a damage assignment order is announced for a creature in combat (509.2-3); "
                             "this action has no combat.", allowed="leave it out, or use a combat action")
    if not isinstance(given, dict):
        raise scenario.error(WHERE, "damage_assignment_order maps each creature to the creatures it assigns its "
                             "damage to, first first.", allowed="{ATTACKER: [ITS BLOCKERS]} or {BLOCKER: [ITS ATTACKERS]}")


def read_orders(game, scenario, blocks, blockers, by_id):
    """(DamageAssignmentOrder facts, the blockers of each attacker and the attackers of each blocker in their orders).

    `blocks` is {blocker: [attackers]} and `blockers` {attacker: [blockers]}, each in the order the scenario lists
    them. Under the current rules nothing changes (the choice was refused before). An order given is checked: its
    creature is in combat with two or more to order, and it names each of them once.
    """
    if not has_orders(game):
        return [], blockers, blocks
    given = scenario.choices.get(KEY) or {}
    several = {**{a: ("attacker", bs) for a, bs in blockers.items() if len(bs) > 1},
               **{b: ("blocker", as_) for b, as_ in blocks.items() if len(as_) > 1}}
    for creature, order in given.items():
        where = at(WHERE, str(creature))
        creature = str(creature)
        if creature not in several:
            if creature in blockers or creature in blocks:
                what = (f"{creature} is blocked by one creature" if creature in blockers
                        else f"{creature} blocks one creature")
                raise scenario.error(where, f"{what}, so it has no damage assignment order to announce (509.2-3: "
                                     "an order among two or more).", allowed=", ".join(several) or "(none here)")
            raise scenario.error(where, f"{creature!r} is neither an attacker blocked by two or more creatures nor a "
                                 "creature blocking two or more (509.2-3).", allowed=", ".join(several) or "(none here)")
        role, among = several[creature]
        whom = "blocking it" if role == "attacker" else "it blocks"
        if not isinstance(order, list):
            raise scenario.error(where, f"an order is a list of the creatures {whom}, the first assigned lethal "
                                 "damage first.", allowed=", ".join(among))
        for i, other in enumerate(order):
            if str(other) not in among:
                raise scenario.error(at(where, i), f"{other!r} is not one of the creatures {whom}.",
                                     allowed=", ".join(among))
            if [str(o) for o in order].index(str(other)) != i:
                raise scenario.error(at(where, i), f"{other} is named twice; each creature has one place in the order.",
                                     allowed="each of " + ", ".join(among) + " once")
        missing = [c for c in among if c not in [str(o) for o in order]]
        if missing:
            raise scenario.error(where, f"a damage assignment order holds every creature {whom} (509.2-3); it leaves "
                                 f"out {', '.join(missing)}.", allowed="an order of all of " + ", ".join(among))
    facts, ordered = [], {}
    assignment = scenario.choices.get("assignment") or {}
    for creature, (role, among) in several.items():
        chosen = given.get(creature)
        order = tuple(str(o) for o in chosen) if chosen is not None else tuple(among)
        ordered[creature] = list(order)
        place = scenario.placed(at("choices.assignment", creature) if creature in assignment
                                else at(WHERE, creature) if chosen is not None else "action.combat.blocks")
        facts.append(DamageAssignmentOrder(
            creature=creature, order=order, role=role, chooser=str(by_id[creature]["controller"]),
            given=scenario.placed(at(WHERE, creature)) if chosen is not None else "",
            divided=creature in assignment, file=str(scenario.file), where=place, line=scenario.line_of(place) or 0))
    blockers = {a: ordered.get(a, bs) for a, bs in blockers.items()}
    blocks = {b: ordered.get(b, as_) for b, as_ in blocks.items()}
    return facts, blockers, blocks


def orders_to_choose(game, scenario):
    """{creature: its order as the scenario resolves} of each damage assignment order `dealt orders` may vary: under
    the pre-2024 rules, a creature in combat with two or more to order whose damage is not divided in
    ``choices.assignment`` (a division given is the player's, checked against the order, not an alternative)."""
    if (getattr(scenario, "rules", "") or "") != NAME or scenario.sequence or scenario.action["form"] != "combat":
        return {}
    board = game.board(scenario)
    return {f["creature"]: list(f["order"]) for f in board.facts
            if isinstance(f, DamageAssignmentOrder) and not f["divided"]}


def with_orders_to_choose(alternatives, assigning):
    """Each (label, choices) of `alternatives` once per combination of the damage assignment orders in
    `assigning` (every permutation of each), one at a time."""
    import itertools
    creatures = sorted(assigning)
    for label, choices in alternatives:
        for combo in itertools.product(*(itertools.permutations(assigning[c]) for c in creatures)):
            orders = {c: list(o) for c, o in zip(creatures, combo)}
            said = "; ".join(f"{c}'s damage assignment order: {' then '.join(o)}" for c, o in orders.items())
            yield (said if label == "(no order to choose)" else f"{label}; {said}"), {
                **choices, KEY: {**(choices.get(KEY) or {}), **orders}}
