"""Amounts read from the game state: "deal damage equal to its Might", "deal 1 for each card in your hand".

An amount is a whole number, or one of
``{might_of: UNIT}`` (``self``: the unit whose ability it is, or the unit a ``deal`` names as the source) and
``{cards_in_hand: PLAYER, each: N}`` (``controller`` or ``opponent``, or a player's name; ``each`` defaults to
1), the hand size coming from ``players: {A: {cards_in_hand: N}}``. It is kept as a tuple
(``("might_of", unit)`` / ``("cards_in_hand", player, each)``) until a rule reads the state
(:mod:`dealt.kb.riftbound.rules.amounts`).
"""
from dealt.facts.errors import InputError, at, shown

FORMS = "a whole number, {might_of: UNIT | self} or {cards_in_hand: controller | opponent | PLAYER, each: N}"


def _form(value, error):
    if not isinstance(value, dict) or len(set(value) & {"might_of", "cards_in_hand"}) != 1:
        raise error(None, f"an amount is {FORMS}, not {shown(value)}.")
    if "might_of" in value:
        if set(value) != {"might_of"} or not isinstance(value["might_of"], str) or not value["might_of"]:
            raise error(None, f"might_of names one unit: {{might_of: UNIT}}, not {shown(value)}.")
        return ("might_of", value["might_of"])
    extra = set(value) - {"cards_in_hand", "each"}
    if extra:
        raise error(sorted(extra)[0], f"{shown(sorted(extra)[0])} is not a field of cards_in_hand.")
    each = value.get("each", 1)
    if isinstance(each, bool) or not isinstance(each, int) or each < 0:
        raise error("each", f"each must be a whole number, 0 or more, not {shown(each)}.")
    who = value["cards_in_hand"]
    if not isinstance(who, str) or not who:
        raise error("cards_in_hand", f"cards_in_hand names a player (controller, opponent or a name), not {shown(who)}.")
    return ("cards_in_hand", who, each)


class Amounts:
    """The vocabulary of a mechanic's ``amount`` that may be read from the game state (a
    :class:`~dealt.kb.mechanics.Param`'s ``vocabulary``, as Sentinels' scopes are)."""

    name = "int | {might_of} | {cards_in_hand}"     # as `dealt mechanics` names the parameter's type

    def check(self, value, file, where, param):
        if isinstance(value, int) and not isinstance(value, bool):
            if value < 0:
                raise InputError(file, where, f"{param} must not be negative (got {value}).")
            return value

        def error(field, problem):
            return InputError(file, at(where, field) if field else where, problem, allowed=FORMS)
        return _form(value, error)

    def describe(self):
        return f"{self.name}: {FORMS}"


AMOUNT = Amounts()


def scenario_amount(scenario, where, value):
    """A ``deal`` action's amount expression (a mapping), checked; the number form is the scenario's own check."""
    def error(field, problem):
        return scenario.error(at(where, field) if field else where, problem, allowed=FORMS)
    return _form(value, error)


def resolved_amount(scenario, where, amount, item, by_id):
    """The amount with its references made board ids and player names: (number, expression); InputError if a
    reference is unknown or a hand size is missing."""
    if isinstance(amount, int):
        return amount, ()
    if amount[0] == "might_of":
        unit = item["source"] if amount[1] == "self" else amount[1]
        if amount[1] == "self" and item["source_kind"] == "spell":
            raise scenario.error(where, "might_of: self is the Might of the unit whose ability it is (or the unit "
                                 "named as the source); a spell has no Might.", allowed="might_of: UNIT")
        if unit not in by_id or by_id[unit]["kind"] != "unit":
            raise scenario.error(where, f"might_of names {shown(unit)}, which is not a unit on the board.",
                                 allowed=", ".join(i for i, e in by_id.items() if e["kind"] == "unit"))
        return -1, ("might_of", unit)
    _, who, each = amount
    players = sorted(scenario.players)
    opponents = [p for p in players if p != item["controller"]]
    player = item["controller"] if who == "controller" else (opponents[0] if who == "opponent" and len(opponents) == 1
                                                               else who)
    if player not in scenario.players:
        raise scenario.error(where, f"cards_in_hand names {shown(who)}, which is no player here"
                             + (" (opponent needs exactly one other player)" if who == "opponent" else "") + ".",
                             allowed="controller, opponent, " + ", ".join(players))
    if "cards_in_hand" not in scenario.players[player]:
        raise scenario.error(where, f"the amount counts the cards in {player}'s hand, but the scenario does not say "
                             "how many there are.", allowed=f"players: {{{player}: {{cards_in_hand: N}}}}")
    return -1, ("cards_in_hand", player, each)
