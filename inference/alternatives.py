"""`dealt orders` by brute force: every order a player could choose for effects that apply together.

Used by a game whose orders are few (Magic's 616.1 replacement orders: the effects actually contested).
A game offers the alternatives through its ``order_alternatives`` hook: their number and, built one at a
time, the (label, choices), each a complete set of the players' order choices. Each is resolved as the scenario with those choices; outcomes
with the same final board and players are one outcome, listed with every order that leads to it.
"""
import dataclasses
import json

from dealt.inference.search_budget import BudgetSpent
from dealt.inference.outcome import resolve

#: orders tried at most unless --max-states says otherwise: each one is a whole resolution (about 25 ms),
#: so this many fit in the time budget; 6 contested effects (720 orders) do, 7 (5,040) are refused
MAX_ORDERS = 1000


def _key(outcome):
    return json.dumps({"board": outcome.board, "players": outcome.players}, sort_keys=True)


def orders_over_alternatives(game, scenario, budget=None):
    """[{"outcome": Outcome, "orders": [label, ...], "chosen": bool}], one entry per distinct outcome, in
    the order first met; `chosen` marks the outcome of the scenario's own choices.

    The orders are counted before any is built: more than the budget's states (each order is one
    whole resolution) and `dealt orders` refuses at once with the count; the time budget is checked
    after each order.
    """
    count, alternatives = game.order_alternatives(game, scenario)
    if budget is not None:
        budget.default_states(MAX_ORDERS)
    if budget is not None and budget.max_states is not None and count > budget.max_states:
        raise BudgetSpent(scenario.file, "--max-states", f"{count:,} orders are possible, each resolved on its "
                          f"own; the state budget is {budget.max_states:,}, so none is tried.",
                          allowed="give some of the orders in choices (replacement_order), or raise --max-states")
    distinct, tried = {}, 0
    for label, choices in alternatives:
        outcome = resolve(game, dataclasses.replace(scenario, choices=choices))
        distinct.setdefault(_key(outcome), {"outcome": outcome, "orders": [], "chosen": False})["orders"].append(label)
        tried += 1
        if budget is not None:
            budget.check(tried, lambda: f"{tried:,} of {count:,} orders ({len(distinct)} distinct outcomes)")
    if budget is not None:
        budget.clear()
    own = distinct.get(_key(resolve(game, scenario)))
    if own is not None:
        own["chosen"] = True
    return list(distinct.values())


#: example orders kept per distinct outcome of a sequence (the count is always exact)
EXAMPLES_KEPT = 20


def orders_over_sequence(game, scenario, budget=None):
    """`dealt orders` of a sequence of actions: every combination of the orders each action's player may
    choose (the game's ``action_orders``: the effects contested in that action, as the scenario resolves).

    The search goes action by action: each order of action k is run from every distinct state the orders
    of the actions before it lead to (states are working memory's whole content, so two paths merge only
    when nothing at all tells them apart), so the work grows with the distinct situations, not with the
    product of the orders. Each final state is then resolved once in full. The same result shape as
    :func:`orders_over_alternatives`, with `count` (the orders leading there) and up to EXAMPLES_KEPT of
    their labels ("action 2: ...").
    """
    from dealt.inference.sequence import run_sequence
    given = resolve(game, scenario)
    per_action = [game.action_orders(game, given, i, item["choices"]) for i, item in enumerate(scenario.actions)]
    if budget is not None:
        budget.default_states(MAX_ORDERS)
    frontier = {None: (1, [], [()])}            # state -> (orders leading there, example choices, labels)
    runs = 0
    for k, options in enumerate(per_action):
        if len(options) == 1:                   # nothing to choose here: every path takes the one way
            frontier = {key: (n, chosen + [options[0][1]], labels) for key, (n, chosen, labels) in frontier.items()}
            continue
        nxt = {}
        for n, chosen, labels in frontier.values():
            for label, choices in options:
                prefix = chosen + [choices]
                actions = [{**item, "choices": c} for item, c in zip(scenario.actions, prefix)]
                engine = run_sequence(game, dataclasses.replace(scenario, actions=actions))[0]
                runs += 1
                if budget is not None:
                    budget.check(runs, lambda: f"{runs:,} runs of the actions' orders, action {k + 1} of "
                                               f"{len(per_action)} ({len(nxt):,} distinct states there)")
                key = _memory(engine)
                entry = nxt.setdefault(key, [0, prefix, []])
                entry[0] += n
                entry[2].extend(l + (f"action {k + 1}: {label}",) for l in labels[:EXAMPLES_KEPT - len(entry[2])])
        frontier = {key: tuple(v) for key, v in nxt.items()}
    distinct = {}
    for n, chosen, labels in frontier.values():
        actions = [{**item, "choices": c} for item, c in zip(scenario.actions, chosen)]
        outcome = resolve(game, dataclasses.replace(scenario, actions=actions))
        entry = distinct.setdefault(_key(outcome), {"outcome": outcome, "orders": [], "count": 0, "chosen": False})
        entry["count"] += n
        entry["orders"].extend(("; ".join(l) or "(no order to choose)")
                               for l in labels[:EXAMPLES_KEPT - len(entry["orders"])])
    if budget is not None:
        budget.clear()
    own = distinct.get(_key(given))
    if own is not None:
        own["chosen"] = True
    return list(distinct.values())


def _memory(engine):
    """Working memory's whole content, as a hashable key (two paths merge only when it is the same)."""
    return tuple(sorted(repr((type(f).__name__, sorted((k, v) for k, v in f.items() if not str(k).startswith("__"))))
                        for f in engine.facts.values()))
