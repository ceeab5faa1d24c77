"""Which creatures each static power/toughness effect applies to (613.4c, layer 7c), for the board.

``gets_plus`` and ``gets_minus`` effects name a scope: creatures you control (Glorious Anthem), other creatures
you control (a lord), a target creature (Disfigure), creatures your opponents control. The board hands each
(effect, creature) pair to the rules as a ``PTChange`` fact, in play order, and uses the creature's current
power and toughness itself where it checks choices before any rule runs (combat damage assignment, 510.1a;
lethal damage for trample, 702.19b) and where it names the creature ("the 3/3 creature").
"""
from dealt.facts.mtg import PTChange

SIGNS = {"gets_plus": 1, "gets_minus": -1}


def _applies(effect, entry):
    scope = effect["params"]["scope"]
    if "creature" not in entry["types"]:
        return False
    if scope == "target_creature":
        return entry["id"] in effect["targets"]
    if scope == "creatures_your_opponents_control":
        return entry["controller"] != effect["controller"]
    mine = entry["controller"] == effect["controller"]
    return mine and (scope == "creatures_you_control" or entry["id"] != effect["host"])


def pt_changes(effects, permanents):
    """PTChange facts: one per static P/T effect (`effects`: the board's records by id) and creature it applies
    to, effects in play order."""
    out = []
    for effect_id, fx in sorted(((i, f) for i, f in effects.items() if f["mechanic"] in SIGNS),
                                key=lambda kv: kv[1]["order"]):
        sign = SIGNS[fx["mechanic"]]
        for e in sorted(permanents, key=lambda e: e["order"]):
            if _applies(fx, e):
                out.append(PTChange(effect=effect_id, card=fx["card"], permanent=e["id"],
                                    power=sign * fx["params"]["power"], toughness=sign * fx["params"]["toughness"],
                                    order=len(out) + 1))
    return out


def with_current_pt(permanents, changes):
    """Set each creature's entry to its current power and toughness (its printed ones kept as ``printed``)."""
    for e in permanents:
        if "creature" not in e["types"]:
            continue
        e["printed"] = (e.get("power", 0), e.get("toughness", 0))
        mine = [c for c in changes if c["permanent"] == e["id"]]
        e["power"] = e["printed"][0] + sum(c["power"] for c in mine)
        e["toughness"] = e["printed"][1] + sum(c["toughness"] for c in mine)
