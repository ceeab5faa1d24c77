"""`dealt orders` (merged search over subsets of applied modifiers) agrees with brute force over every order."""
import json
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.testing.process import refused, run_dealt
from dealt.facts.scenario import load_scenario
from dealt.inference.orders import brute_force, orders
from dealt.kb import GAME_MODULES, load_game

ROOT = Path(__file__).parent.parent
CASES = sorted((ROOT / "tests" / "orders_cases").glob("*.yaml")) + [ROOT / "examples" / "sentinels" /
                                                                   "voss_vs_tempest.yaml"]


EIGHT_MODIFIERS = ROOT / "tests" / "orders_bench" / "eight_modifiers.yaml"


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


def test_magic_orders_are_counted_before_any_is_built_and_too_many_are_refused():
    """Nine replacement effects on one creature (eight prevention shields (inline effects) and Furnace of Rath): 9! orders,
    each a whole resolution. They are counted first and refused at once, with the count."""
    path = ROOT / "tests" / "orders_cases" / "too_many" / "eight_shields_and_furnace_of_rath.yaml"
    err = refused(run_dealt("orders", path), "--max-states")
    assert "362,880 orders are possible" in err and "the state budget is 1,000, so none is tried" in err
    assert "replacement_order" in err


def test_magic_orders_within_the_budget_are_all_tried_and_past_it_refused(capsys):
    path = ROOT / "tests" / "rulings" / "mtg" / "affected_player_applies_furnace_of_rath_before_urzas_armor.yaml"
    assert main(["orders", str(path), "--json", "--max-states", "2"]) == 0
    found = json.loads(capsys.readouterr().out)["outcomes"]
    assert [f["orders"] for f in found] == [["B: furnace_of_rath then urzas_armor"],
                                            ["B: urzas_armor then furnace_of_rath"]]
    assert main(["orders", str(path), "--max-states", "1"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "2 orders are possible" in err and "the state budget is 1" in err


def test_sentinels_orders_stop_at_the_state_budget_saying_what_was_explored():
    err = refused(run_dealt("orders", EIGHT_MODIFIERS, "--max-states", "20"), "--max-states")
    assert "the state budget of 20 is spent after exploring" in err and "merged order states" in err
    assert "one-effect runs" in err


def test_orders_stop_at_the_time_budget():
    err = refused(run_dealt("orders", EIGHT_MODIFIERS, "--timeout", "0.001"), "--timeout")
    assert "the time budget of 0.001 s is spent after exploring" in err
