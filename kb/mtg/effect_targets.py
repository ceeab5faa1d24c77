"""The targets of an effect in play (a resolved spell whose effect lasts this turn): checked, as a tuple.

One target is ``target: ID``; an effect cast on "up to two target creatures" (Redeem) takes ``target: [ID, ID]``.
Effects that target creatures (Awe Strike, Redeem, Disfigure) refuse anything else (115.1: a spell's targets
are what its text says).
"""
from dealt.facts.errors import at

#: mechanics whose targets are creatures ("target creature", "up to two target creatures")
CREATURE_TARGETS = ("prevent_all_damage_to_targets", "gets_plus", "gets_minus")


def effect_targets(scenario, entry, card, mechanic, most, by_id, players):
    """The effect's targets, each on the board, each once, at most `most`, each what its text targets."""
    target = entry.get("target")
    if target is None:
        return ()
    where = at(entry["where"], "target")
    given = target if isinstance(target, list) else [target]
    if isinstance(target, list) and most < 2:
        raise scenario.error(where, f"{card.name}'s effect has one target, not a list.", allowed="target: ID")
    if not given or len(given) > most:
        raise scenario.error(where, f"{card.name} targets up to {most}; got {len(given)}.",
                             allowed=f"target: [ID, ...] (1 to {most})")
    out = []
    for i, t in enumerate(given):
        place = at(where, i) if isinstance(target, list) else where
        t = str(t)
        if t not in by_id and t not in players:
            raise scenario.error(place, f"the target {t!r} is not on the board.",
                                 allowed=", ".join(list(players) + list(by_id)))
        if t in out:
            raise scenario.error(place, f"{t!r} is named twice; the same object is one target (115.3).")
        if mechanic in CREATURE_TARGETS and "creature" not in by_id.get(t, {}).get("types", ()):
            raise scenario.error(place, f"{card.name} targets creatures; {t!r} is not one.",
                                 allowed=", ".join(i for i, e in by_id.items() if "creature" in e["types"])
                                 or "(no creature on this board)")
        out.append(t)
    return tuple(out)
