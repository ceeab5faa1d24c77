"""`dealt orders` by brute force: every order a player could choose for effects that apply together.

Used by a game whose orders are few (Magic's 616.1 replacement orders: the effects actually contested).
A game offers the alternatives through its ``order_alternatives`` hook: a list of (label, choices), each a
complete set of the players' order choices. Each is resolved as the scenario with those choices; outcomes
with the same final board and players are one outcome, listed with every order that leads to it.
"""
import dataclasses
import json

from dealt.facts.errors import InputError
from dealt.inference.outcome import resolve

#: more runs than this and `dealt orders` refuses (say the orders in choices instead)
MAX_ORDERS = 5040


def _key(outcome):
    return json.dumps({"board": outcome.board, "players": outcome.players}, sort_keys=True)


def orders_over_alternatives(game, scenario):
    """[{"outcome": Outcome, "orders": [label, ...], "chosen": bool}], one entry per distinct outcome, in
    the order first met; `chosen` marks the outcome of the scenario's own choices."""
    alternatives = game.order_alternatives(game, scenario)
    if len(alternatives) > MAX_ORDERS:
        raise InputError(scenario.file, "choices", f"{len(alternatives)} orders are possible; at most {MAX_ORDERS} "
                         "are tried.", allowed="give some of the orders in choices")
    distinct = {}
    for label, choices in alternatives:
        outcome = resolve(game, dataclasses.replace(scenario, choices=choices))
        distinct.setdefault(_key(outcome), {"outcome": outcome, "orders": [], "chosen": False})["orders"].append(label)
    own = distinct.get(_key(resolve(game, scenario)))
    if own is not None:
        own["chosen"] = True
    return list(distinct.values())
