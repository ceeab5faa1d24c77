"""Triggered abilities (a Hearthstone card file's `when`): what `dealt why` says of them, that two triggers
set off together resolve in play order under any PYTHONHASHSEED, and that a bad `when` is refused.

Source: Hearthstone wiki, Advanced rulebook: triggers queue and resolve in order of play; the vocabulary
and each trigger's rule: :mod:`dealt.kb.hearthstone.triggers`.
"""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.facts.errors import InputError
from dealt.kb import load_game
from dealt.kb.cards import load_card_file

HERE = Path(__file__).parent / "triggers"
RULINGS = Path(__file__).parent / "rulings" / "hearthstone"
JUGGLERS = HERE / "two_knife_jugglers.yaml"


def _run(capsys, *args):
    code = main(list(map(str, args)))
    out, err = capsys.readouterr()
    return code, out, err


def test_why_says_which_trigger_set_the_damage_off_and_why(capsys):
    code, out, err = _run(capsys, "why", RULINGS / "knife_juggler_hits_a_random_enemy_after_you_play_a_minion.yaml",
                          "e1")
    assert (code, err) == (0, "")
    lines = [line.strip() for line in out.splitlines()]
    queued = lines.index("1. [Proposed damage] Knife Juggler's 'After you summon a minion' trigger (juggler) is queued: "
                         "A played wisp, and its Battlecry has resolved.")
    assert lines[queued + 2] == ("2. [Proposed damage] Knife Juggler's 'After you summon a minion' trigger (juggler), set "
                                 "off because A summoned wisp, resolves now: it is the first queued trigger by "
                                 "phase, then play order.")
    assert lines[queued + 4].startswith("3. [Proposed damage] Knife Juggler picks yeti at random")


def test_why_of_a_deathrattle_names_the_minion_that_died(capsys):
    code, out, _ = _run(capsys, "why", RULINGS / "abomination_deathrattle_deals_two_to_all_characters_after_it_dies.yaml",
                        "e5")
    assert code == 0
    assert ("1. [Proposed damage] Abomination's Deathrattle (abomination) is queued: abomination has died; it resolves "
            "after the deaths, in play order.") in out
    assert "yeti (Chillwind Yeti): Health 5 -> 3." in out


def test_two_triggers_set_off_together_resolve_in_play_order(capsys):
    code, out, _ = _run(capsys, "resolve", "--json", JUGGLERS)
    events = json.loads(out)["events"]
    assert code == 0
    assert [(e["source"], e["target"], e["dealt"]) for e in events] == [("juggler_old", "yeti", 1),
                                                                        ("juggler_new", "heroB", 1)]


@pytest.mark.parametrize("path", [JUGGLERS, RULINGS / "blackhowl_gunspires_triggers_resolve_after_the_area_damage_in_play_order.yaml",
                                  RULINGS / "end_of_turn_triggers_resolve_in_play_order_then_the_next_players_start_of_turn.yaml"])
def test_simultaneous_triggers_resolve_alike_under_any_hash_seed(path):
    outputs = []
    for seed in ("0", "1"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        runs = [subprocess.run([sys.executable, "-m", "dealt.cli", *args, str(path), *extra], env=env,
                               capture_output=True, text=True, check=True).stdout
                for args, extra in ((("resolve", "--json"), ()), (("why",), ("e2",)))]
        outputs.append(runs)
    assert outputs[0] == outputs[1]
    assert json.loads(outputs[0][0])["events"]


def test_a_misspelt_when_is_refused_with_the_file_line_and_allowed_values():
    game = load_game("hearthstone")
    with pytest.raises(InputError) as refused:
        load_card_file(HERE / "bad_when.yaml", game.registry, game.keywords)
    text = str(refused.value)
    assert "bad_when.yaml, line 8, at mechanics[0].when" in text
    assert "when 'deathratle' is not a hearthstone trigger condition. Did you mean 'deathrattle'?" in text
    assert "Allowed: this_takes_damage, frenzy, honorable_kill, deathrattle, after_you_summon_a_minion" in text


def test_when_on_an_effect_is_refused():
    game = load_game("hearthstone")
    with pytest.raises(InputError) as refused:
        load_card_file(HERE / "when_on_an_effect.yaml", game.registry, game.keywords)
    assert "line 7, at mechanics[0].when" in str(refused.value)
    assert "mechanic gain_attack_on_damage is not an ability (it is a effect)" in str(refused.value)


def test_dealt_check_reports_a_misspelt_when(capsys):
    code, _, err = _run(capsys, "check", HERE / "bad_when.yaml")
    assert code == 2
    assert "Did you mean 'deathrattle'?" in err


def test_end_turn_in_magic_runs_the_cleanup_step(capsys):
    """end_turn is an action in every game; in Magic the cleanup step removes marked damage (514.2)."""
    code, out, _ = _run(capsys, "resolve", "--json", HERE / "end_turn_in_magic.yaml")
    assert code == 0
    outcome = json.loads(out)
    assert outcome["board"]["bears"]["damage"] == 0
    assert outcome["fired"] == ["damage_is_removed_and_this_turn_effects_end_in_the_cleanup_step",
                                "the_turn_passes_to_the_next_player_in_turn_order"]


def test_dealt_card_shows_an_ability_as_a_trigger_with_the_text_it_reads(capsys):
    code, out, _ = _run(capsys, "card", "Knife Juggler")
    assert code == 0
    assert ("deal_damage_to_random_targets(count=1, amount=1, group='enemy_characters', "
            "when='after_you_summon_a_minion') [trigger: after_you_summon_a_minion, reads 'After you summon a "
            "minion,']") in out


def test_odds_of_a_board_with_a_queued_trigger_count_it_in_every_branch():
    """The merged enumeration cuts a run once its Damage Events are done; a triggered ability queued then
    is replayed in full (inference.odds.queues_triggers), so every branch counts the Deathrattle."""
    from dealt.facts.scenario import load_scenario
    from dealt.inference.odds import Enumerator, brute_force, odds, queues_triggers
    from dealt.kb import GAME_MODULES
    scenario = load_scenario(HERE / "odds_missiles_into_an_abomination.yaml", tuple(GAME_MODULES))
    game = load_game("hearthstone")
    board = game.board(scenario)
    assert queues_triggers(board)
    exact = brute_force(game, scenario)
    assert odds(game, scenario).outcomes == exact.outcomes
    assert sum(exact.outcomes.values()) == 1
    merged = Enumerator(game, board, "", None).run(board.facts)     # what the merged enumeration alone gives
    assert merged.outcomes != exact.outcomes
