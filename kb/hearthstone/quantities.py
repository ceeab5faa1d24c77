"""The quantities a card's condition reads (condition kind ``count``, :mod:`.rules.counted_conditions`): from the
board, the players' fields, or the game's history the scenario gives (:mod:`dealt.facts.history`).

Each is a number for the card's controller, declared as a :class:`~dealt.facts.templates.Quantity` fact for the
card being played; a yes/no fact is 1 or 0. A quantity the scenario does not give, where the board cannot
answer it (a player's deck, hand or history), is refused: exit 2 naming the card, its clause and the field.
"""
from dealt.facts.history import HISTORY, YES_NO

#: quantity -> how a ruling says it ({player}, {value}, {s}: "" for 1), where the scenario gives it (None: the board)
BOARD_QUANTITIES = {
    "deck": ("{player}'s deck holds {value} card{s}", "players: {{{player}: {{deck: N}}}}"),
    "hand": ("{player}'s hand holds {value} card{s} ({card} itself has left it)",
             "players: {{{player}: {{hand: [...]}}}} (an empty hand: hand: [])"),
    "hero_health": ("{player}'s hero has {value} Health", None),
    "enemy_minions": ("{player}'s opponent controls {value} minion{s}", None),
    "other_minions": ("{player} controls {value} other minion{s}", None),
}


def says(what, player, value, card=""):
    """How a ruling says quantity `what` of `player` is `value`: "A's deck holds 9 cards"."""
    if what in BOARD_QUANTITIES:
        return BOARD_QUANTITIES[what][0].format(player=player, value=value, s="" if value == 1 else "s", card=card)
    scope, fact = what.split(".")
    kind, words = HISTORY[scope][fact]
    words = words.replace("the player's", f"{player}'s").replace("the player", player).replace(
        "the action's card", card)
    return f"{words}: {('yes' if value else 'no') if kind == YES_NO else value} (history.{what})"


def asks(what, compare, bound):
    """What a condition asks of the quantity, in words: "at least 2", "at most 12", "yes"."""
    if "." in what and HISTORY[what.split(".")[0]][what.split(".")[1]][0] == YES_NO:
        return "yes" if (compare, bound) == ("at_least", 1) else "no"
    return f"{compare.replace('_', ' ')} {bound}"


def holds(value, compare, bound):
    """Whether `value` is `compare` `bound` (a TEST's predicate: pure)."""
    return value >= bound if compare == "at_least" else value <= bound


def quantity_facts(scenario, record, conditions, entries, played, controller):
    """The Quantity facts the count conditions of `record` (being played by `controller`) read."""
    from dealt.facts.templates import Quantity
    found = {}
    for _, params in conditions:
        if params["condition"] == "count" and params["what"] not in found:
            found[params["what"]] = _value(scenario, record, params["what"], entries, played, controller)
    return [Quantity(card=record.name, what=what, value=value) for what, value in sorted(found.items())]


def _clause(record):
    """The clause of `record`'s text its condition was read from (for a refusal)."""
    return next((r.clause for r in record.derivation().readings
                 if any(m in ("only_if", "instead_if") for m, _ in r.mechanics)), record.text)


def _missing(scenario, record, player, field, what):
    return scenario.error("action.card", f"{record.name}'s text, '{_clause(record)}', asks what the board does not "
                          f"hold ({what}): give it in the scenario.", allowed=field)


def _value(scenario, record, what, entries, played, player):
    state = scenario.players.get(player, {})
    if what == "deck":
        if "deck" not in state:
            raise _missing(scenario, record, player, f"players: {{{player}: {{deck: N}}}}", f"how many cards {player}'s deck holds")
        return state["deck"]
    if what == "hand":
        if "hand" not in state:
            raise _missing(scenario, record, player, BOARD_QUANTITIES["hand"][1].format(player=player),
                           f"the cards in {player}'s hand")
        return len(state["hand"])
    if what == "hero_health":
        heroes = [e for e in entries if e["kind"] == "hero" and e["controller"] == player]
        if not heroes:
            raise scenario.error("action.card", f"{record.name}'s text, '{_clause(record)}', reads {player}'s hero's "
                                 f"Health, and {player} has no hero on the board.", allowed=f"a hero of player {player}")
        return heroes[0]["health"]
    if what == "enemy_minions":
        return sum(e["kind"] == "minion" and e["controller"] != player for e in entries)
    if what == "other_minions":
        return sum(e["kind"] == "minion" and e["controller"] == player and e is not played for e in entries)
    scope, fact = what.split(".")
    given = state.get("history", {}).get(scope, {})
    if fact not in given:
        kind, words = HISTORY[scope][fact]
        raise _missing(scenario, record, player, f"players: {{{player}: {{history: {{{scope}: {{{fact}: {kind}}}}}}}}}",
                       words.replace("the player's", f"{player}'s").replace("the player", player)
                       .replace("the action's card", record.name))
    return int(given[fact])

