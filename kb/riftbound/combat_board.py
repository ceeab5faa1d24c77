"""Reading a Riftbound combat: ``action: {combat: {battlefield, attackers, defenders}}`` and
``choices: {assignment: {PLAYER: {UNIT: AMOUNT}}}``, checked against the board.

What is checked here is the shape: the units are on the board, at the battlefield, each side one player's,
and an assignment names a side and the other side's units with whole amounts. Whether an assignment obeys
the Core Rules (443.1.d: the summed Might, lethal damage in full, Tank first) depends on the Might the units
have in the combat, so the rule that makes the assignment checks it (:mod:`.rules.combat`).
"""
from dealt.facts.errors import at, shown
from dealt.facts.riftbound import Combat
from dealt.facts.templates import Choice
from dealt.kb.board import whole_number

FIELDS = ("battlefield", "attackers", "defenders")
FORM = "combat: {battlefield: BATTLEFIELD, attackers: [UNITS], defenders: [UNITS]}"
SIDES = ("attacker", "defender")
#: where a unit is when it is not at a battlefield (it cannot be in a combat)
NOT_A_BATTLEFIELD = ("base", "hand", "gone")


def _side(scenario, by_id, raw, role, battlefield):
    where = at("action.combat", role + "s")
    units = raw.get(role + "s")
    if not isinstance(units, list) or not units:
        raise scenario.error(where, f"a combat needs its {role}s: a non-empty list of units (Core Rules 443.1.a: "
                             "the combat damage step occurs only if both attacking and defending units remain).",
                             allowed=f"{role}s: [UNIT IDS] at {battlefield}")
    here = [e["id"] for e in by_id.values() if e["kind"] == "unit" and e["location"] == battlefield]
    seen = []
    for i, unit in enumerate(units):
        unit = str(unit)
        entity = by_id.get(unit)
        if entity is None or entity["kind"] != "unit" or entity["location"] != battlefield or unit in seen:
            problem = ("is named twice" if unit in seen else "is not on the board" if entity is None
                       else f"is a {entity['kind']}" if entity["kind"] != "unit"
                       else f"is at {entity['location']}, not at {battlefield}")
            raise scenario.error(at(where, i), f"{shown(unit)} {problem}; a combat's units are units at its "
                                 "battlefield.", allowed=", ".join(here) or "(no unit is there)")
        seen.append(unit)
    players = sorted({by_id[u]["controller"] for u in seen})
    if len(players) != 1:
        raise scenario.error(where, f"the {role}s are one player's units; these are {' and '.join(players)}'s "
                             "(Core Rules 443.1.d: each player assigns their own summed Might).")
    return tuple(seen), players[0]


def _assignment(scenario, combat):
    """Choice facts, one per side that gives one: (the key it is given under, (unit, amount) pairs in the
    order given)."""
    given = scenario.choices.get("assignment")
    if given is None:
        return []
    names = {combat["attacker"]: "attacker", combat["defender"]: "defender", "attacker": "attacker",
             "defender": "defender"}
    allowed = (f"assignment: {{{combat['attacker']}: {{{', '.join(f'{u}: N' for u in combat['defenders'])}}}, "
               f"{combat['defender']}: {{{', '.join(f'{u}: N' for u in combat['attackers'])}}}}} (a player, or "
               "attacker / defender, and the damage their side assigns to each of the other side's units)")
    if not isinstance(given, dict):
        raise scenario.error("choices.assignment", f"assignment must be a mapping, not {shown(given)}.", allowed=allowed)
    choices = {}
    for key, shares in given.items():
        where = at("choices.assignment", str(key))
        side = names.get(str(key))
        if side is None:
            raise scenario.error(where, f"{shown(key)} is neither player of this combat.", allowed=allowed)
        if side in choices:
            raise scenario.error(where, f"the {side}'s assignment is given twice.", allowed=allowed)
        if not isinstance(shares, dict):
            raise scenario.error(where, f"a side's assignment maps the other side's units to amounts, not "
                                 f"{shown(shares)}.", allowed=allowed)
        opposing = combat["defenders"] if side == "attacker" else combat["attackers"]
        pairs = []
        for unit, amount in shares.items():
            if str(unit) not in opposing:
                raise scenario.error(at(where, str(unit)), f"{shown(unit)} is not one of the {'defenders' if side == 'attacker' else 'attackers'}; "
                                     f"a player assigns damage among the other player's units (Core Rules 443.1.d).",
                                     allowed=", ".join(opposing))
            pairs.append((str(unit), whole_number(scenario, at(where, str(unit)), amount)))
        choices[side] = (str(key), tuple(pairs))
    return [Choice(kind="assignment", key=side, value=value) for side, value in choices.items()]


def combat_facts(scenario, by_id):
    """The Combat fact and the assignment choices for the scenario's combat action (InputError if malformed)."""
    raw = scenario.action["combat"]
    if not isinstance(raw, dict) or set(raw) - set(FIELDS):
        extra = sorted(set(raw) - set(FIELDS)) if isinstance(raw, dict) else None
        raise scenario.error(at("action.combat", str(extra[0])) if extra else "action.combat",
                             f"{shown(extra[0]) + ' is not a field of combat' if extra else 'combat must be a mapping'}.",
                             allowed=FORM)
    battlefield = raw.get("battlefield")
    if not isinstance(battlefield, str) or not battlefield.strip() or battlefield in NOT_A_BATTLEFIELD:
        raise scenario.error("action.combat.battlefield", f"a combat is at a battlefield, not {shown(battlefield)}.",
                             allowed="a battlefield name, such as bf1 (a location of the board's units)")
    for kind in ("split",):
        if kind in scenario.choices:
            raise scenario.error(at("choices", kind), "a combat splits nothing; its damage is assigned.",
                                 allowed="assignment: {PLAYER: {UNIT: AMOUNT}}")
    if scenario.before_resolution:
        raise scenario.error("before_resolution", "a combat is not a chain item; nothing waits to resolve.")
    attackers, attacker = _side(scenario, by_id, raw, "attacker", battlefield)
    defenders, defender = _side(scenario, by_id, raw, "defender", battlefield)
    if attacker == defender:
        raise scenario.error("action.combat.defenders", f"the attackers and defenders are both {attacker}'s units; "
                             "a combat is between two players (Core Rules 443.1.d).")
    combat = {"battlefield": battlefield, "attacker": attacker, "defender": defender, "attackers": attackers,
              "defenders": defenders}
    return Combat(**combat), _assignment(scenario, combat), (attacker, defender)
