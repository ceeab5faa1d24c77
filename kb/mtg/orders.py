"""The orders a Magic scenario's affected players could choose (616.1), for `dealt orders`.

The scenario is resolved once as given; every affected player or object that had two or more effects to
choose among at a stage may order them any way, so the alternatives are every permutation of those
effects for each of them (the rest of the choices as given).
"""
import itertools

from dealt.inference.outcome import resolve


def _contested(outcome):
    """{who: [effect ids]} of those who took a turn at a stage with two or more effects to order."""
    trace = outcome.trace
    took = set()
    for node in trace.facts_of("Affected"):
        data = trace.graph.nodes[node]["data"]
        took.add((data["who"], data["stage"]))
    ranks = {}
    for node in trace.facts_of("Rank"):
        data = trace.graph.nodes[node]["data"]
        if (data["affected"], data["stage"]) in took:
            ranks.setdefault(data["affected"], []).append((data["stage"], data["position"], data["effect"]))
    return {who: [e for _, _, e in sorted(found)] for who, found in ranks.items() if len(found) >= 2}


def alternatives(game, scenario):
    """[(label, choices)] for every combination of orders of the contested effects."""
    contested = _contested(resolve(game, scenario))
    whos = sorted(contested)
    out = []
    for combo in itertools.product(*(itertools.permutations(contested[w]) for w in whos)):
        order = {w: list(o) for w, o in zip(whos, combo)}
        label = "; ".join(f"{w}: {' then '.join(o)}" for w, o in order.items()) or "(no order to choose)"
        out.append((label, {**scenario.choices, "replacement_order": {**(scenario.choices.get("replacement_order")
                                                                        or {}), **order}}))
    return out
