"""`dealt odds` as a person reads it (text) and as a program reads it (JSON).

A probability is said as a percentage with one decimal, except where one decimal would mislead:
a chance below 0.1% is "<0.1%" (never "0.0%", which reads as impossible) and a chance above 99.9%
but not certain is ">99.9%" (never "100.0%", which reads as certain). `--exact` adds the exact
fraction; the JSON gives both, the fraction as a string ("1/64") and a float. A result that is the
same in every outcome is said once ("heroB ends at 22 in every outcome").
"""
from fractions import Fraction

#: below this a chance is said as "<0.1%", above 1 - this as ">99.9%"
SMALLEST = Fraction(1, 1000)


def fraction(p):
    """An exact probability as a string: "1/64", "0", "1"."""
    return f"{p.numerator}/{p.denominator}" if p.denominator != 1 else str(p.numerator)


def percent(p):
    """A probability as a percentage that never rounds a possible result to 0% nor an uncertain one to 100%."""
    if p == 0:
        return "0%"
    if p == 1:
        return "100%"
    if p < SMALLEST:
        return "<0.1%"
    if p > 1 - SMALLEST:
        return ">99.9%"
    return f"{float(p):.1%}"


def said(p, exact=False):
    """A probability in the text: its percentage, and with `exact` its fraction first."""
    return f"{fraction(p)} ({percent(p)})" if exact else percent(p)


def probability_json(p):
    """A probability in the JSON: the exact fraction as a string and the nearest float."""
    return {"exact": fraction(p), "probability": float(p)}


def character_names(scenario, board):
    """Board id -> the card it is: the characters of the board, and every entry of the scenario's board (a
    sequence's first board holds only what its first action needs)."""
    names = {e["id"]: e["card"] for e in scenario.board
             if isinstance(e, dict) and isinstance(e.get("id"), str) and isinstance(e.get("card"), str)}
    names.update((f["id"], f["card"]) for f in board.facts if type(f).__name__ == "Entity" and f.get("card"))
    return names


def labelled(character, names):
    """A character as the odds name it: its card and its board id in brackets (the id alone for one that is
    not on the first board)."""
    card = names.get(character, "")
    return f"{card} ({character})" if card else character


def certain_value(dist):
    """The one value of a distribution that has only one, or None."""
    return next(iter(dist)) if len(dist) == 1 else None


def odds_text(title, scenario_name, names, board, result, exact=False):
    """The text of `dealt odds`: final values, who is destroyed, total damage and the asked rule or card
    (`names`: board id -> card, :func:`character_names`)."""
    m = result.marginals()
    stat = result.stat
    before = {f["id"]: f["health"] for f in board.facts if type(f).__name__ == "Entity"}
    width = max((len(labelled(c, names)) for c in m["health"]), default=0) + 2
    lines = [f"{title}: {scenario_name}: exact odds over every random result "
             f"({count(len(result.outcomes), 'distinct outcome')}; {result.states} merged states, "
             f"{result.engine_runs} engine runs)", "", f"Final {stat} (probability):"]
    unchanged = []
    for c, dist in m["health"].items():
        value = certain_value(dist)
        if value is not None and not m["dies"][c] and value == before.get(c):
            unchanged.append(c)             # unchanged for certain: named once, at the end of the section
        elif value is not None:
            lines.append(f"  {labelled(c, names)} ends at {value} in every outcome")
        else:
            lines.append(f"  {labelled(c, names):<{width}}"
                         + ", ".join(f"{v}: {said(p, exact)}" for v, p in dist.items()))
    if unchanged:
        lines.append("  unchanged in every outcome: " + ", ".join(labelled(c, names) for c in unchanged))
    lines += ["", "Destroyed (probability):"]
    destroyed = [(c, p) for c, p in m["dies"].items() if p]
    for c, p in destroyed:
        lines.append(f"  {labelled(c, names)} is destroyed in every outcome" if p == 1 else
                     f"  {labelled(c, names):<{width}}{said(p, exact)}")
    if not destroyed:
        lines.append("  no character is destroyed in any outcome")
    total = m["total_damage"]
    if certain_value(total) is not None:
        lines += ["", f"Total damage dealt: {certain_value(total)} in every outcome"]
    else:
        lines += ["", "Total damage dealt (probability):"]
        lines += [f"  {t:>3}: {said(p, exact)}" for t, p in total.items()]
    if result.acting:
        lines += ["", acting_line(result.acting, m["rule_fires"], exact)]
    return "\n".join(lines)


def acting_line(asked, p, exact=False):
    """What the odds say of the rule or card asked about with --rule."""
    what = f"{asked.rule} fires" if asked.rule else f"{asked.card} acts (a ruling of its own fires)"
    if p == 1:
        return f"{what} in every outcome"
    if p == 0:
        return f"{what} in no outcome"
    return f"{what} with probability {said(p, exact)}"


def odds_json(board, result):
    """The JSON of `dealt odds`: every probability as {"exact": "1/64", "probability": 0.015625}."""
    m = result.marginals()
    asked = result.acting
    return {
        "cards": board.sources,
        "stat": result.stat,
        "health": {c: {str(h): probability_json(p) for h, p in d.items()} for c, d in m["health"].items()},
        "dies": {c: probability_json(p) for c, p in m["dies"].items()},
        "total_damage": {str(t): probability_json(p) for t, p in m["total_damage"].items()},
        "rule": asked.rule or None if asked else None,
        "card": asked.card or None if asked else None,
        "rule_fires": probability_json(m["rule_fires"]) if asked else None,
        "outcomes": len(result.outcomes), "states": result.states, "engine_runs": result.engine_runs,
    }


def count(n, noun):
    """`n` and its noun, plural unless one."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def odds_output_json(game, scenario, result):
    """The JSON of `dealt odds` with the rule set it was worked out under."""
    from dealt.viz.rule_set import rule_set_name
    return {**odds_json(game.board(scenario), result), "rules": rule_set_name(scenario)}


def odds_output_text(game, scenario, result, exact=False):
    """The text of `dealt odds`: the odds, the rule-set line after the title, and where each card came from."""
    from dealt.kb.libraries import source_line
    from dealt.viz.rule_set import with_rule_set_line
    board = game.board(scenario)
    lines = [with_rule_set_line(odds_text(game.title, scenario.file, character_names(scenario, board), board, result,
                                          exact=exact), game, scenario)]
    if board.sources:
        lines += ["", "Cards (where each modelled card came from):"] + [f"  {source_line(s)}" for s in board.sources]
    return "\n".join(lines)
