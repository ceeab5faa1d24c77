"""The orders a Magic scenario's affected players could choose (616.1), for `dealt orders`.

The scenario is resolved once as given; every affected player or object that had two or more effects to
choose among at a stage (616.1, :mod:`dealt.kb.mtg.choice`) may order them any way, so the alternatives are
every permutation of those effects, stage by stage, for each of them (the rest of the choices as given). Under
the pre-2024 rules each damage assignment order of a creature whose damage is not divided in the choices
(509.2-3, :mod:`dealt.kb.mtg.variants.assignment_order`) is varied too.
"""
import dataclasses
import itertools
import math

from dealt.inference.outcome import resolve
from dealt.kb.mtg.variants import assignment_order


def _contested(outcome):
    """{who: [[effect ids] per stage]} of each affected player or object that chose an order (616.1); an order is
    the affected's for every damage event of the action (both combat damage steps, 510.4)."""
    contested = {}
    for choice in outcome.notes:
        if choice["kind"] == "replacement_order":        # one order per stage, whichever events it is used in
            contested.setdefault(choice["entity"], {}).setdefault(choice["stage"], choice["order"])
    return {who: list(stages.values()) for who, stages in contested.items()}


def alternatives(game, scenario):
    """(how many, [(label, choices)] lazily) for every combination of orders of the contested effects
    (each stage's on its own): counted before any is built, so a caller can refuse too many."""
    contested = _contested(resolve(game, scenario))
    whos = sorted(contested)
    count = math.prod(math.factorial(len(stage)) for w in whos for stage in contested[w])
    assigning = assignment_order.orders_to_choose(game, scenario)      # pre-2024: damage assignment orders (509.2-3)
    if assigning:
        count *= math.prod(math.factorial(len(o)) for o in assigning.values())
        return count, assignment_order.with_orders_to_choose(_orders(scenario, contested, whos), assigning)
    return count, _orders(scenario, contested, whos)


def _orders(scenario, contested, whos):
    per_who = [lambda w=w: (sum(map(list, combo), []) for combo in
                            _product([lambda st=st: itertools.permutations(st) for st in contested[w]]))
               for w in whos]
    for combo in _product(per_who):
        order = {w: list(o) for w, o in zip(whos, combo)}
        label = "; ".join(f"{w}: {' then '.join(o)}" for w, o in order.items()) or "(no order to choose)"
        yield label, {**scenario.choices, "replacement_order": {**(scenario.choices.get("replacement_order")
                                                                  or {}), **order}}


def _product(makers):
    """itertools.product over iterables each made afresh by a maker, one combination at a time
    (itertools.product would build every one of its inputs first)."""
    if not makers:
        yield ()
        return
    for first in makers[0]():
        for rest in _product(makers[1:]):
            yield (first,) + rest


def action_orders(game, outcome, index, choices):
    """[(label, choices)] of one action of a sequence (0-based `index`): every combination of orders of the
    effects contested in its events (616.1), its other choices kept; one ("", choices) when none is."""
    mine = set(outcome.actions[index]["events"])
    view = dataclasses.replace(outcome, notes=[n for n in outcome.notes if n.get("event") in mine])
    contested = _contested(view)
    if not contested:
        return [("", choices)]
    scenario = dataclasses.replace(outcome.scenario, choices=choices)
    return list(_orders(scenario, contested, sorted(contested)))
