"""Sentinels' `original` rule set (kb/sentinels/variants/original.py): every card acts in the order it was played.

The rules text: 'Originally, all cards triggered in the order that they were played. However, after some problems,
namely with Superhuman Durability and Fortitude, this changed so that you can choose which card takes effect
first.' Under `original` a scenario's ``choices.order`` is set aside (said in the ruling, and a Note), a bad order
is still refused, and `dealt orders` has nothing to choose. The ruling files are tests/rulings/sentinels/variants/.
"""
import copy
import itertools
import json
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.facts.errors import InputError
from dealt.facts.scenario import load_scenario
from dealt.inference.diff import diff_scenario
from dealt.inference.orders import orders
from dealt.inference.outcome import resolve
from dealt.kb import GAME_MODULES, PLANNED_GAMES, load_game
from dealt.kb.sentinels.variants.original import ORDER_SET_ASIDE

ROOT = Path(__file__).resolve().parent.parent
RULINGS = ROOT / "tests" / "rulings" / "sentinels"
VARIANTS = RULINGS / "variants"
SET_ASIDE_RULE = "cards_act_in_the_order_they_were_played_whatever_the_players_chose"

#: the Sentinels files of tests/rulings/ that `original` changes (`dealt diff FILE --against original` differs; what
#: `dealt corpus tests/rulings --against original` lists for Sentinels), each resolved under its own rules (the
#: default: no Sentinels file outside variants/original_* names a rule set) and under `original`. The result (HP,
#: amounts dealt) changes where the players chose an order other than play order and the order decides it:
CHANGE_THE_RESULT = [
    "fortitude_then_durability_deals_4.yaml",
    "reduction_to_zero_then_increase_counts_from_zero.yaml",
    "turn_stunbolt_reduces_voss_damage_until_the_start_of_the_wraiths_next_turn.yaml",     # a sequence's 1st action
    "variants/default_the_players_order_of_type_changes_makes_the_damage_fire_and_ra_is_immune.yaml",
    "variants/default_the_players_put_durability_before_fortitude_and_legacy_is_dealt_1.yaml",
    "voss_vs_tempest_stunbolt_before_shielding_winds_deals_4.yaml",
    "why_not_shielding_winds_below_its_threshold_at_its_place_in_the_order.yaml",
]
#: ... and only the explanation changes where an order was chosen that gives the same result in play order: the
#: ruling then says the order is set aside, and the modifiers' places are "in play order"
CHANGE_ONLY_THE_EXPLANATION = [
    "card_legacy_against_baron_blade_nemesis_presence_and_force_field_in_the_chosen_order.yaml",
    "durability_then_fortitude_deals_1.yaml",
    "fixed_damage_ignores_every_modifier.yaml",
    "imbued_fire_changes_the_type_first_so_the_fire_increase_applies.yaml",
    "irreducible_damage_is_increased_but_not_reduced.yaml",
    "redirected_damage_loses_the_original_targets_modifiers.yaml",
    "scope_named_target_reduction_acts_on_damage_to_that_target.yaml",
    "scope_villain_targets_reduction_acts_on_damage_to_a_villain_target.yaml",
    "voss_vs_tempest_first_two_steps_switched_still_deals_2.yaml",
    "voss_vs_tempest_in_the_texts_order_deals_2.yaml",
    "why_order_the_players_chose_each_modifier_in_its_place.yaml",
]

#: the rules text's worked example: four modifiers (the nemesis bonus among them), 24 orders
EXAMPLE = RULINGS / "voss_vs_tempest_stunbolt_before_shielding_winds_deals_4.yaml"


def _load(path, rules=""):
    scenario = load_scenario(str(path), tuple(GAME_MODULES), PLANNED_GAMES)
    if rules:
        scenario.rules = rules
    return scenario


def _without_orders(scenario):
    """The scenario with no ``choices.order`` (the one-action form and every action of a sequence)."""
    scenario = copy.copy(scenario)
    scenario.choices = {k: v for k, v in scenario.choices.items() if k != "order"}
    scenario.actions = [{**a, "choices": {k: v for k, v in (a.get("choices") or {}).items() if k != "order"}}
                        for a in scenario.actions]
    if not scenario.sequence and scenario.actions:
        scenario.actions[0]["choices"] = scenario.choices
    return scenario


def _result(outcome):
    """What a resolution decided: each damage (target, amount dealt, prevented) and each target's HP after."""
    return ([(e["id"], e["source"], e["target"], e["dealt"], e["prevented"]) for e in outcome.events],
            {i: (e.get("health"), e.get("destroyed"), e.get("hand")) for i, e in outcome.board.items()})


def _files():
    files = sorted(RULINGS.rglob("*.yaml")) + sorted((ROOT / "examples" / "sentinels").rglob("*.yaml"))
    return [f for f in files if "error" not in ((_load(f).expect) or {})]


def test_the_variant_is_one_rule_in_place_of_the_players_order():
    game = load_game("sentinels")
    variant = game.variant_named("original")
    assert variant.name == "original" and variant.game == "sentinels"
    assert [(d.kind, d.name, d.default) for d in variant.differences()] == [
        ("replaces", SET_ASIDE_RULE, "modifiers_apply_in_the_order_the_player_chose")]
    difference = variant.differences()[0]
    assert "Originally, all cards triggered in the order that they were played" in difference.source
    assert "Based on the newest ruling" in difference.source            # the type changes' order too
    rules = game.rules("original")
    assert SET_ASIDE_RULE in rules and "modifiers_apply_in_the_order_the_player_chose" not in rules
    # the rest of the default rules stay, the play-order default among them
    assert set(game.rules()) - set(rules) == {"modifiers_apply_in_the_order_the_player_chose"}


def test_under_original_no_chosen_order_changes_the_outcome_and_each_is_said_set_aside():
    game = load_game("sentinels")
    base = _load(EXAMPLE, "original")
    names = base.choices["order"]
    play_order = _result(resolve(game, _without_orders(base)))
    default_results = set()
    for order in itertools.permutations(names):
        for rules in ("original", ""):
            scenario = copy.copy(base)
            scenario.rules = rules
            scenario.choices = {**base.choices, "order": list(order)}
            scenario.actions = [{**base.actions[0], "choices": scenario.choices}]
            outcome = resolve(game, scenario)
            if rules:
                assert _result(outcome) == play_order, order
                notes = [n for n in outcome.notes if n["kind"] == ORDER_SET_ASIDE]
                assert notes == [{"event": "e1", "kind": ORDER_SET_ASIDE, "entity": "tempest", "amount": 4}]
                assert outcome.fired.index(SET_ASIDE_RULE) < outcome.fired.index("damage_dealt_reduces_hp")
            else:
                default_results.add(repr(_result(outcome)))
    assert len(default_results) > 1           # under the default rules the same orders do part


def test_no_order_given_nothing_is_set_aside():
    outcome = resolve(load_game("sentinels"), _load(VARIANTS / "original_no_order_given_the_modifiers_act_in_play_order"
                                                    "_as_in_the_default_rules.yaml"))
    assert not [n for n in outcome.notes if n["kind"] == ORDER_SET_ASIDE]
    assert SET_ASIDE_RULE not in outcome.fired


@pytest.mark.parametrize("path", _files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_original_is_the_default_rules_with_every_order_left_out(path):
    """Every Sentinels ruling and example: under `original` it resolves as under the default rules with no order
    chosen (play order), sequences of actions included; the file's own `rules:` does not matter."""
    game = load_game("sentinels")
    scenario = _load(path)
    scenario.rules = "original"
    try:
        got = _result(resolve(game, scenario))
    except InputError as exc:                 # bad under original: bad under the default too, with the same words
        scenario.rules = ""
        with pytest.raises(InputError) as default_error:
            resolve(game, scenario)
        assert default_error.value.message() == exc.message()
        return
    plain = _without_orders(scenario)
    plain.rules = ""
    assert got == _result(resolve(game, plain))


def test_the_rulings_original_changes_are_exactly_those_listed():
    result, explanation = [], []
    for path in sorted(RULINGS.rglob("*.yaml")):
        if _load(path).expect.get("error"):       # refused alike under both (the diff would exit 2)
            continue
        diff = diff_scenario(str(path), None, "original")
        if diff.characters or diff.players or diff.events:
            result.append(str(path.relative_to(RULINGS)))
        elif diff.differs:
            explanation.append(str(path.relative_to(RULINGS)))
            assert SET_ASIDE_RULE in json.dumps(diff.to_json())       # they part where the order is set aside
    assert result == CHANGE_THE_RESULT
    assert explanation == CHANGE_ONLY_THE_EXPLANATION


def test_a_bad_order_is_refused_under_original_naming_the_place(capsys):
    path = VARIANTS / "original_an_order_that_leaves_a_modifier_out_is_still_refused.yaml"
    assert main(["resolve", str(path)]) == 2
    err = capsys.readouterr().err
    assert "choices.order" in err and "leaves out Fortitude (fortitude)" in err and "Traceback" not in err


def test_orders_has_nothing_to_choose_under_original():
    game = load_game("sentinels")
    default = orders(game, _load(EXAMPLE))
    assert default.total == 24 and len(default.outcomes) > 1
    result = orders(game, _load(EXAMPLE, "original"))
    assert result.total == 1 and len(result.outcomes) == 1 and result.set_by == SET_ASIDE_RULE
    only = result.outcomes[0]
    assert only.chosen and only.best and only.worst and only.example == ("nemesis", "hurricane", "winds", "stunbolt")
    assert only.target_hp == 24                            # 3 -> 4 -> 5 -> 3 -> 2, Tempest 26 -> 24


def test_orders_of_a_sequence_has_nothing_to_choose_under_original(capsys):
    path = ROOT / "examples" / "sentinels" / "voss_vs_tempest_over_three_turns.yaml"
    assert main(["orders", str(path), "--rules", "original"]) == 0
    out = capsys.readouterr().out
    assert "1 order(s) of the contested effects; 1 distinct outcome(s)" in out and "(no order to choose)" in out


def test_diff_shows_the_difference_and_exits_1_with_exit_code(capsys):
    path = VARIANTS / "default_the_players_put_durability_before_fortitude_and_legacy_is_dealt_1.yaml"
    assert main(["diff", str(path), "--against", "original", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["differs"] is True
    assert main(["diff", str(path), "--against", "original", "--exit-code"]) == 1
    out = capsys.readouterr().out
    assert "e1: dealt 1 | 4" in out and SET_ASIDE_RULE in out
