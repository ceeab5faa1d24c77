"""Every distinct outcome over the orders a player may choose, by the search the game has (`dealt orders`).

Sentinels' modifiers are searched by a merged search over the orders (:mod:`dealt.inference.orders`); Magic's
contested replacement effects (616.1) by resolving each order (:mod:`dealt.inference.alternatives`), and a
sequence by every action's orders in combination. A game with no player-chosen order has nothing to search.
"""
from dataclasses import dataclass

from dealt.facts.errors import InputError


@dataclass
class OrderOutcomes:
    """What the search found: ``kind`` is ``search`` (an OrdersResult) or ``alternatives`` (a list of
    {orders, count, chosen, outcome}, for Magic's orders and for a sequence's combinations)."""

    kind: str
    found: object


def every_order(game, scenario, budget=None):
    """The outcomes over every order a player may choose in `scenario`; InputError if its game has none."""
    if game.order_search is None and game.order_alternatives is None:
        raise InputError(scenario.file, "game", f"{game.title} has no player-chosen order of effects to "
                         "enumerate.", allowed="a sentinels or mtg scenario", line=scenario.line_of("game"))
    if scenario.sequence and game.action_orders is not None:     # every action's orders, each combination resolved
        from dealt.inference.alternatives import orders_over_sequence
        return OrderOutcomes("alternatives", orders_over_sequence(game, scenario, budget))
    if game.order_search is not None:                            # a merged search over the orders (Sentinels)
        return OrderOutcomes("search", game.order_search(game, scenario, budget))
    from dealt.inference.alternatives import orders_over_alternatives
    return OrderOutcomes("alternatives", orders_over_alternatives(game, scenario, budget))   # Magic's 616.1
