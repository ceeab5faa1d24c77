"""The orders a Magic scenario's affected players could choose (616.1), for `dealt orders`.

The scenario is resolved once as given; every affected player or object that had two or more effects to
choose among at a stage (616.1, :mod:`dealt.kb.mtg.choice`) may order them any way, so the alternatives are
every permutation of those effects, stage by stage, for each of them (the rest of the choices as given).
"""
import itertools

from dealt.inference.outcome import resolve


def _contested(outcome):
    """{who: [[effect ids] per stage]} of each affected player or object that chose an order (616.1)."""
    contested = {}
    for choice in outcome.notes:
        if choice["kind"] == "replacement_order":
            contested.setdefault(choice["entity"], []).append(choice["order"])
    return contested


def alternatives(game, scenario):
    """[(label, choices)] for every combination of orders of the contested effects (each stage's on its own)."""
    contested = _contested(resolve(game, scenario))
    whos = sorted(contested)
    per_who = [[sum(combo, []) for combo in itertools.product(*(map(list, itertools.permutations(stage))
                                                               for stage in contested[w]))] for w in whos]
    out = []
    for combo in itertools.product(*per_who):
        order = {w: list(o) for w, o in zip(whos, combo)}
        label = "; ".join(f"{w}: {' then '.join(o)}" for w, o in order.items()) or "(no order to choose)"
        out.append((label, {**scenario.choices, "replacement_order": {**(scenario.choices.get("replacement_order")
                                                                        or {}), **order}}))
    return out
