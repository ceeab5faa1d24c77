"""Riftbound's end of turn (issue 15): `end_turn` heals every unit, ends "this turn" effects and passes the turn
(Core Rules 317), and `dealt why` says so in that order, with the rule and its source."""
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.testing.text import assert_says_in_order

RULINGS = Path(__file__).parent / "rulings" / "riftbound"


@pytest.mark.parametrize("ruling, subject, says", [
    ("turn_end_heals_every_unit_and_the_turn_passes_to_the_next_player", "x",
     ["x: Damage 3 -> 0.",
      "A's turn is over: B becomes the Turn Player.", "rule the_next_player_becomes_the_turn_player", "317.3",
      "A's turn ends. In the Expiration Step every unit is healed: the damage marked on it is removed "
      "(ours 1 -> 0, x 3 -> 0).", "rule every_unit_is_healed_as_the_turn_ends"]),
    ("turn_end_an_unused_prevent_expires_with_the_turn", "barrier",
     ["barrier (Ki Barrier): Location - -> gone, Prevent 5 -> 0.",
      "A's turn ends. Every \"this turn\" effect expires at once and leaves the board, with whatever it still held "
      "(barrier, which still prevented 5).", "rule this_turn_effects_expire_as_the_turn_ends"]),
])
def test_why_says_what_the_end_of_turn_did(capsys, ruling, subject, says):
    assert main(["why", str(RULINGS / f"{ruling}.yaml"), subject]) == 0
    assert_says_in_order(capsys.readouterr().out, says)


def test_resolve_shows_an_expired_effect_as_expired(capsys):
    assert main(["resolve", str(RULINGS / "turn_end_an_unused_prevent_expires_with_the_turn.yaml")]) == 0
    out = capsys.readouterr().out
    assert "barrier  Ki Barrier             effect   player B  expired with the turn (Core Rules 317.2.c)" in out
    assert "Rules fired, in order: every_unit_is_healed_as_the_turn_ends, this_turn_effects_expire_as_the_turn_ends, " \
           "the_next_player_becomes_the_turn_player" in out


def test_the_prevent_tracked_on_each_unit_expires_with_the_effect_on_the_player(capsys):
    """The Prevent of a player's "this turn" prevention tracked on each unit (``fog@a``, Core Rules 437.2) is not a
    board id a ruling file can name, so this reads it in ``resolve --json``: it expires with ``fog`` (317.2.c)."""
    import json
    ruling = RULINGS / "turn_end_this_turn_effects_on_a_player_expire_and_annie_stays.yaml"
    assert main(["resolve", "--json", str(ruling)]) == 0
    board = json.loads(capsys.readouterr().out)["board"]
    for ward in ("fog@a", "fog@b"):
        assert (board[ward]["location"], board[ward]["prevent"]) == ("gone", 0), ward
    assert (board["fog"]["location"], board["surge"]["location"], board["annie"]["location"]) == ("gone", "gone", "base")
