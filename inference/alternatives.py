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


def orders_over_sequence(game, scenario, budget=None):
    """`dealt orders` of a sequence of actions: every combination of the orders each action's player may
    choose (the game's ``action_orders``: the effects contested in that action, as the scenario resolves),
    each resolved as the whole sequence; the same result shape as :func:`orders_over_alternatives`, each
    label naming the action ("action 2: ...")."""
    import itertools
    import math
    given = resolve(game, scenario)
    per_action = [game.action_orders(game, given, i, item["choices"]) for i, item in enumerate(scenario.actions)]
    count = math.prod(len(options) for options in per_action)
    if budget is not None:
        budget.default_states(MAX_ORDERS)
    if budget is not None and budget.max_states is not None and count > budget.max_states:
        raise BudgetSpent(scenario.file, "--max-states", f"{count:,} combinations of orders are possible over the "
                          f"actions, each resolved on its own; the state budget is {budget.max_states:,}, so none "
                          "is tried.", allowed="give some of the orders in the actions' choices, or raise --max-states")
    distinct, tried = {}, 0
    for combo in itertools.product(*per_action):
        actions = [{**item, "choices": choices} for item, (_, choices) in zip(scenario.actions, combo)]
        outcome = resolve(game, dataclasses.replace(scenario, actions=actions))
        label = "; ".join(f"action {i}: {text}" for i, (text, _) in enumerate(combo, 1) if text) or "(no order to choose)"
        distinct.setdefault(_key(outcome), {"outcome": outcome, "orders": [], "chosen": False})["orders"].append(label)
        tried += 1
        if budget is not None:
            budget.check(tried, lambda: f"{tried:,} of {count:,} combinations ({len(distinct)} distinct outcomes)")
    if budget is not None:
        budget.clear()
    own = distinct.get(_key(given))
    if own is not None:
        own["chosen"] = True
    return list(distinct.values())
