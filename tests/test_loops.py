"""No resolution runs unbounded: the rules end Sentinels' self-feeding retaliation, the budget stops any loop
they do not end (exit 2, naming it), and a card's own cap reached is reported.

Every run that could loop forever on a regression runs in a subprocess with a timeout, so it cannot hang
the suite.
"""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.facts.errors import InputError
from dealt.facts.scenario import load_scenario
from dealt.inference.chance import Chance
from dealt.kb import GAME_MODULES, PLANNED_GAMES, load_game

ROOT = Path(__file__).parent.parent
LOOPS = ROOT / "tests" / "loop_cases"
SELF_FEEDING = LOOPS / "absolute_zero_feeds_his_own_transducer_until_he_is_incapacitated.yaml"
HUGE_HP = LOOPS / "absolute_zero_at_the_largest_hp_loops_past_a_small_budget.yaml"
CAPPED = ROOT / "tests" / "rulings" / "hearthstone" / "bouncing_blade_stops_at_its_cap_of_80_missiles.yaml"
#: one bundled example per game
EXAMPLES = [ROOT / "examples" / p for p in ("hearthstone/avenging_wrath.yaml", "riftbound/volibear_annie_split.yaml",
                                            "sentinels/voss_vs_tempest.yaml", "mtg/worship_awe_strike.yaml")]


def _run(args, timeout, **env):
    return subprocess.run(args, capture_output=True, text=True, timeout=timeout,
                          env={**os.environ, **env})


def _dealt(*args, timeout=60, **env):
    return _run([sys.executable, "-m", "dealt.cli", *map(str, args)], timeout, **env)


def test_absolute_zero_feeding_his_own_transducer_ends_when_he_is_incapacitated():
    checked = _run([sys.executable, "-c", "import sys; from dealt.testing.rulings import check_ruling; "
                    "check_ruling(sys.argv[1])", str(SELF_FEEDING)], timeout=60)
    assert checked.returncode == 0, checked.stderr[-3000:]
    resolved = _dealt("resolve", SELF_FEEDING, "--json")
    assert resolved.returncode == 0, resolved.stderr
    outcome = json.loads(resolved.stdout)
    assert [e["dealt"] for e in outcome["events"]] == [2, 3, 4, 5, 6, 7, 8]
    assert outcome["board"]["az"]["health"] == -6 and outcome["board"]["az"]["destroyed"]
    why = _dealt("why", SELF_FEEDING, "e7")
    assert why.returncode == 0, why.stderr
    assert "az is at -6 HP, incapacitated: Isothermic Transducer is removed from play with it" in why.stdout
    assert "rule effects_of_a_card_whose_host_is_out_of_play_do_not_act" in why.stdout
    why = _dealt("why", SELF_FEEDING, "e7", "--json")
    after = json.loads(why.stdout)["events"][0]["after"]
    assert [a["rule"] for a in after] == ["effects_of_a_card_whose_host_is_out_of_play_do_not_act"]
    assert "forums.greaterthangames.com/t/ongoing-cards/7466" in after[0]["source"]


def test_event_budget_stops_a_loop_the_rules_do_not_end_naming_it():
    run = _dealt("resolve", HUGE_HP, DEALT_MAX_EVENTS="20")
    assert run.returncode == 2, run.stderr
    assert "Traceback" not in run.stderr and run.stdout == ""
    message = run.stderr.strip()
    assert "\n" not in message
    assert str(HUGE_HP) in message and "at action" in message
    imbued = ("Imbued Fire as the rules text describes it (hero targets' damage changed to fire, fire damage "
              "increased: by 1 here)")   # the loop case's inline effect, called by its text
    assert f"Isothermic Transducer and {imbued} kept firing in a loop, dealing az -> az again and again" in message
    assert "events, past the budget of 28 for this action (DEALT_MAX_EVENTS)" in message   # 20 + 2 per entry
    assert "retaliation_deals_the_amount_actually_dealt_to_the_chosen_target (Isothermic Transducer)" in message
    assert f"increase_applies_in_its_place ({imbued})" in message


def test_firing_budget_stops_it_too():
    run = _dealt("resolve", HUGE_HP, DEALT_MAX_FIRINGS="25")
    assert run.returncode == 2, run.stderr
    assert "105 rule firings, the budget for this action (DEALT_MAX_FIRINGS)" in run.stderr   # 25 + 20 per entry
    assert "Isothermic Transducer" in run.stderr and "kept firing in a loop" in run.stderr


def test_at_the_largest_hp_the_rules_end_the_loop_within_the_default_budget():
    """No scenario can feed the loop past the default budget: numbers stop at 999 (the README's Limits)."""
    run = _dealt("resolve", HUGE_HP, "--json")
    assert run.returncode == 0, run.stderr
    outcome = json.loads(run.stdout)
    assert outcome["board"]["az"]["destroyed"] is True and outcome["board"]["az"]["health"] <= 0
    assert 40 <= len(outcome["events"]) <= 50


def test_a_budget_in_the_environment_must_be_a_whole_number():
    run = _dealt("resolve", EXAMPLES[0], DEALT_MAX_EVENTS="lots")
    assert run.returncode == 2
    assert "DEALT_MAX_EVENTS must be a whole number of at least 1, not 'lots'" in run.stderr
    assert "Traceback" not in run.stderr


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.parent.name)
def test_every_game_runs_within_the_engines_budget(path):
    from dealt.inference.budget import Budget
    scenario = load_scenario(path, tuple(GAME_MODULES), PLANNED_GAMES)
    game = load_game(scenario.game)
    board = game.board(scenario)
    engine = game.engine_for(board)
    engine.budget = Budget(firings=3, per_entry_firings=0)
    try:
        engine.start(board.facts, Chance(scenario.choices, scenario.seed, scenario.file, scenario.line_of))
        with pytest.raises(InputError) as stopped:
            engine.run()
    finally:
        engine.budget = None
    assert "rule firings, the budget for this action (DEALT_MAX_FIRINGS)" in stopped.value.message()
    assert str(path) in stopped.value.message()
    assert main(["resolve", str(path)]) == 0            # the default budget leaves every real board alone


def test_bouncing_blades_cap_is_reported_in_every_output(capsys):
    assert main(["resolve", str(CAPPED)]) == 0
    assert "Bouncing Blade stopped at its cap: 80 missiles, its most, though no minion had died" in capsys.readouterr().out
    assert main(["resolve", str(CAPPED), "--json"]) == 0
    notes = json.loads(capsys.readouterr().out)["notes"]
    assert {"event": "", "kind": "cap", "entity": "Bouncing Blade", "amount": 80} in notes
    assert main(["why", str(CAPPED), "Bouncing Blade"]) == 0
    text = capsys.readouterr().out
    assert "Stopped at its cap: Bouncing Blade has shot 80 missiles, its most: it stops, though no minion has died." in text
    assert "rule repeating_missile_stops_at_its_cap_of_80; source: hearthstone.wiki.gg" in text
    assert main(["why", str(CAPPED), "yeti", "--json"]) == 0
    caps = json.loads(capsys.readouterr().out)["caps"]
    assert [c["rule"] for c in caps] == ["repeating_missile_stops_at_its_cap_of_80"]
