"""Names every Riftbound rules module uses, and the few helpers they share."""
from dealt._compat import experta
from dealt.facts.templates import Entity
from dealt.kb.sequence import declare_damage_event

AS, MATCH, NOT, TEST, L, P, W, Rule = (
    experta.AS, experta.MATCH, experta.NOT, experta.TEST, experta.L, experta.P, experta.W, experta.Rule)

GONE = "gone"


def new_event(engine, **fields):
    """Declare a Damage Event waiting its turn (`queue`, `prev`): events are dealt one target at a
    time in the order the targets were chosen, then what they caused resolves in the same order."""
    return declare_damage_event(engine, "waiting", step="instruction", **fields)


def choice_error(engine, where, problem, allowed=None):
    """An InputError about the scenario's choices (the run stops; nothing is printed)."""
    return engine.chance.input_error(where, problem, allowed)


def is_legal(entity, item):
    """Whether a chosen unit is still a legal target of the chain item: on the board, and in its scope.

    Source: Riftbound Core Rules 356.3.e.2: 'A target is illegal as the spell resolves if it no
    longer meets the targeting requirements of the spell, or if it has changed Zones'.
    """
    if entity is None or entity["location"] == GONE or entity["destroyed"]:
        return False
    if item["scope"] == "enemy_units_here":
        return entity["controller"] != item["controller"] and entity["location"] == item["here"]
    if item["scope"] == "units_at_battlefields":
        return entity["location"] != "base"
    if item["scope"] == "enemy_units_at_battlefields":
        return entity["controller"] != item["controller"] and entity["location"] != "base"
    return True


def listing(pairs):
    """'a 3, b 2, c 1'."""
    return ", ".join(f"{t} {a}" for t, a in pairs) or "nothing"


def has_lethal_damage(marked, might):
    """Core Rules 143.2.a: nonzero damage marked equalling or exceeding its Might (a Might below 0 counts as 0)."""
    return marked > 0 and marked >= max(might, 0)


def heal_all_units(engine):
    """Heal every unit on the board (remove the damage marked on it); returns what was healed, in words."""
    healed = []
    for unit in engine.find_all(Entity, kind="unit", destroyed=False):
        if unit["damage"] > 0 and unit["location"] != GONE:
            healed.append(f"{unit['id']} {unit['damage']} -> 0")
            engine.modify(unit, damage=0)
    return ", ".join(healed) or "no unit had damage marked"
