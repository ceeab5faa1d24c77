"""Sentinels turns (issue 15): whose turn comes next, and what the end of a turn says it ends.

Source: Sentinels Enhanced Edition rulebook, 'Gameplay' (the villain turn, the hero turns clockwise, the
environment turn); :mod:`dealt.kb.sentinels.turns`, :mod:`dealt.kb.sentinels.rules.end_of_turn`.
"""
from pathlib import Path

import pytest

from dealt.facts.scenario import load_scenario
from dealt.inference.outcome import resolve, ruling
from dealt.kb import GAME_MODULES, PLANNED_GAMES, load_game
from dealt.kb.sentinels.turns import next_player, turn_order

RULINGS = Path(__file__).parent / "rulings" / "sentinels"


def _scenario(tmp_path, text):
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    return load_scenario(path, tuple(GAME_MODULES), PLANNED_GAMES)


BOARD = """game: sentinels
active_player: {active}
board:
  - {{id: dinosaur, kind: environment, hp: 10, controller: environment}}
  - {{id: tempest, card: Tempest, controller: tempest}}
  - {{id: voss, card: Grand Warlord Voss, controller: overlord}}
  - {{id: nightmist, kind: hero, hp: 26, controller: nightmist, hand: 3}}
  - {{id: amulet, card: Amulet of the Elder Gods, controller: nightmist, used: true}}
  - {{id: wraith, kind: hero, hp: 26, controller: wraith}}
  - {{id: stunbolt, card: Stunbolt, controller: wraith, attached_to: voss}}
action: end_turn
"""


def test_the_villain_turn_then_each_hero_in_board_order_then_the_environment(tmp_path):
    scenario = _scenario(tmp_path, BOARD.format(active="overlord"))
    # the villain player is whoever controls the villain (here not named "villain"); heroes in board order
    assert turn_order(scenario) == ["overlord", "tempest", "nightmist", "wraith", "environment"]
    assert [next_player(scenario, p) for p in turn_order(scenario)] == [
        "tempest", "nightmist", "wraith", "environment", "overlord"]


def _rulings(scenario):
    outcome = resolve(load_game("sentinels"), scenario)
    firings = [n for n in outcome.trace.firings if not outcome.trace.firing(n)["housekeeping"]]
    return [(r["rule"], r["ruling"]) for r in (ruling(outcome.trace, n) for n in firings)], outcome


def test_the_end_of_a_turn_says_what_may_act_again_and_what_ends(tmp_path):
    said, outcome = _rulings(_scenario(tmp_path, BOARD.format(active="nightmist")))
    assert said == [
        ("the_turn_ends_and_what_lasted_this_turn_ends",
         "nightmist's turn ends: Amulet of the Elder Gods (amulet) acted this turn, and may act again next turn "
         "(once each turn); nothing lasted only this turn."),
        ("the_next_players_turn_starts_and_what_they_made_last_until_it_ends",
         "wraith's turn starts: Stunbolt (stunbolt) lasted until the start of wraith's next turn and ends; wraith is "
         "the active player."),
    ]
    assert outcome.board["stunbolt"]["destroyed"] and not outcome.board["amulet"]["destroyed"]
    assert outcome.board["nightmist"]["hand"] == 3


def test_nothing_to_end_is_said_too(tmp_path):
    said, outcome = _rulings(_scenario(tmp_path, BOARD.format(active="overlord").replace(", used: true", "")))
    assert said == [
        ("the_turn_ends_and_what_lasted_this_turn_ends",
         "overlord's turn ends: nothing that acts once each turn has acted this turn; nothing lasted only this turn."),
        ("the_next_players_turn_starts_and_what_they_made_last_until_it_ends",
         "tempest's turn starts: nothing tempest made lasts until the start of their next turn; tempest is the "
         "active player."),
    ]
    assert not outcome.board["stunbolt"]["destroyed"]


@pytest.mark.parametrize("name", sorted(p.name for p in RULINGS.glob("turn_*.yaml")))
def test_every_turn_ruling_ends_the_turn(name):
    scenario = load_scenario(RULINGS / name, tuple(GAME_MODULES), PLANNED_GAMES)
    assert "end_turn" in [a["action"]["form"] for a in scenario.actions]
