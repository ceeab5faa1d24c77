"""Where a summoned token goes (kb/hearthstone/rules/_summoning.py): a minion's summon immediately to its right,
the minions to its right moving on (Hearthstone wiki, Summon); a spell's at the right end."""
from pathlib import Path

from dealt.cli import main
from dealt.facts.scenario import load_scenario
from dealt.facts.templates import Entity
from dealt.inference.chance import Chance
from dealt.kb import GAME_MODULES, PLANNED_GAMES, load_game

RULINGS = Path(__file__).parent / "rulings" / "hearthstone"


def _positions(ruling):
    """{board id: position} of the living minions after the ruling's action."""
    game = load_game("hearthstone")
    scenario = load_scenario(RULINGS / f"{ruling}.yaml", tuple(GAME_MODULES), PLANNED_GAMES)
    board = game.board(scenario)
    engine = game.engine_for(board)
    engine.start(board.facts, Chance(scenario.choices, scenario.seed, scenario.file, scenario.line_of))
    engine.run()
    return {e["id"]: e["position"] for e in engine.find_all(Entity, kind="minion") if not e["destroyed"]}


def test_dragon_eggs_whelp_goes_to_its_right_and_the_wisp_moves_on(capsys):
    ruling = "derived_dragon_egg_takes_damage_and_summons_its_black_whelp_to_its_right"
    assert _positions(ruling) == {"egg": 1, "black_whelp": 2, "wisp": 3}
    assert main(["why", str(RULINGS / f"{ruling}.yaml"), "black_whelp"]) == 0
    out = capsys.readouterr().out
    assert "Dragon Egg summons 1 Black Whelp: black_whelp for A, to the right of egg." in out, out


def test_a_spells_token_goes_to_the_right_end(capsys):
    ruling = "derived_wound_prey_deals_1_then_summons_the_1_1_swift_hyena_with_rush"
    assert _positions(ruling)["swift_hyena"] == 1
    assert main(["why", str(RULINGS / f"{ruling}.yaml"), "swift_hyena"]) == 0
    out = capsys.readouterr().out
    assert "Wound Prey summons 1 Swift Hyena: swift_hyena for A, at the right end of its side." in out, out


def test_a_deathrattles_token_takes_its_dead_minions_place(capsys):
    ruling = "derived_mecharoos_deathrattle_summons_its_jo_e_bot_in_its_place"
    assert _positions(ruling) == {"left": 1, "jo_e_bot": 2, "right": 3}
    assert main(["why", str(RULINGS / f"{ruling}.yaml"), "jo_e_bot"]) == 0
    out = capsys.readouterr().out
    assert "Mecharoo summons 1 Jo-E Bot: jo_e_bot for A, in roo's place." in out, out


def test_two_tokens_of_a_living_minion_go_to_its_right_then_its_left():
    ruling = "derived_battleworn_vanguard_summons_two_felwings_one_to_its_right_then_one_to_its_left"
    assert _positions(ruling) == {"left": 1, "felwing_2": 2, "vanguard": 3, "felwing": 4, "right": 5}
