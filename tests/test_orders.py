"""`dealt orders` (merged search over subsets of applied modifiers) agrees with brute force over every order."""
import json
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.facts.scenario import load_scenario
from dealt.inference.orders import brute_force, orders
from dealt.kb import GAME_MODULES, load_game

ROOT = Path(__file__).parent.parent
CASES = sorted((ROOT / "tests" / "orders_cases").glob("*.yaml")) + [ROOT / "examples" / "sentinels" /
                                                                   "voss_vs_tempest.yaml"]


def _load(path):
    scenario = load_scenario(path, tuple(GAME_MODULES))
    return load_game(scenario.game), scenario


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_orders_agree_with_brute_force(path):
    game, scenario = _load(path)
    result = orders(game, scenario)
    assert {o.key: o.orders for o in result.outcomes} == brute_force(game, scenario)
    assert sum(o.orders for o in result.outcomes) == result.total


def test_the_texts_example_has_two_outcomes_and_its_order_is_the_best():
    result = orders(*_load(ROOT / "examples" / "sentinels" / "voss_vs_tempest.yaml"))
    assert result.total == 24
    assert [(o.target_hp, o.orders, o.best, o.worst) for o in result.outcomes] == [(24, 2, True, False),
                                                                                  (22, 22, False, True)]
    assert [e["dealt"] for e in result.outcomes[0].events] == [2]
    assert result.outcomes[0].example == ("nemesis", "hurricane", "winds", "stunbolt")


def test_merged_search_runs_far_fewer_engines_than_orders():
    result = orders(*_load(ROOT / "tests" / "orders_bench" / "eight_modifiers.yaml"))
    assert result.total == 40320
    assert sum(o.orders for o in result.outcomes) == 40320
    assert result.probes + result.runs < 100
    assert [o.target_hp for o in result.outcomes] == [25, 23, 21]


def test_orders_cli_text_and_json(capsys):
    path = ROOT / "examples" / "sentinels" / "voss_vs_tempest.yaml"
    assert main(["orders", str(path)]) == 0
    text = capsys.readouterr().out
    assert "24 legal orders; 2 distinct outcome(s)" in text and "BEST for tempest" in text and "WORST" in text
    assert main(["orders", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["orders"] == 24 and [o["target_hp"] for o in data["outcomes"]] == [24, 22]


def test_orders_refuses_a_bad_order_with_exit_2(capsys):
    path = ROOT / "tests" / "bad_inputs" / "sentinels_order_leaves_a_modifier_out.yaml"
    assert main(["orders", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "the order leaves out the nemesis bonus" in err and "Traceback" not in err


def test_orders_refuses_a_game_without_orders(capsys):
    path = ROOT / "examples" / "hearthstone" / "fireball_velen_kobold.yaml"
    assert main(["orders", str(path)]) == 2
    assert "no player-chosen order" in capsys.readouterr().err
