"""Several actions in one scenario (``actions:``, issue 15): one engine, state carried as facts, outputs per action.

The core, on Hearthstone boards: events numbered across the scenario and tagged with their action, the board
after each action, a popped Divine Shield staying popped (a fact of working memory, not the scenario's
keyword), the JSON and ruling forms, `why` action by action, the graph's clusters, and the odds over every
action's random results. Each game's own sequences are ruling files (tests/rulings/<game>/turn_*.yaml).
"""
import json
from fractions import Fraction
from pathlib import Path

import pytest
import yaml

from dealt.cli import main
from dealt.facts.scenario import load_scenario
from dealt.inference.outcome import resolve
from dealt.kb import GAME_MODULES, load_game
from dealt.testing.rulings import RulingFailure, check_ruling

BOARD = [{"id": "heroA", "card": "Jaina Proudmoore", "kind": "hero", "controller": "A"},
         {"id": "heroB", "card": "Garrosh Hellscream", "kind": "hero", "controller": "B"},
         {"id": "squire", "card": "Argent Squire", "controller": "B"},
         {"id": "yeti", "card": "Chillwind Yeti", "controller": "B"}]


def _file(tmp_path, actions, name="s.yaml", **extra):
    path = tmp_path / name
    path.write_text(yaml.safe_dump({"game": "hearthstone", "active_player": "A", "board": BOARD,
                                    "actions": actions, **extra}, sort_keys=False))
    return path


def _resolve(path):
    scenario = load_scenario(path, tuple(GAME_MODULES))
    return resolve(load_game(scenario.game), scenario)


def _run(capsys, *args):
    code = main(list(map(str, args)))
    out, err = capsys.readouterr()
    return code, out, err


MOONFIRE_TWICE_THEN_FIREBALL = [{"card": "Moonfire", "targets": ["squire"]}, {"card": "Moonfire", "targets": ["squire"]},
                                "end_turn", {"card": "Fireball", "targets": ["yeti"]}]


def test_each_action_reads_the_board_the_one_before_left(tmp_path):
    """Moonfire pops the Squire's Divine Shield; the second Moonfire finds no shield and kills it: the shield's
    loss is a fact the next action reads, not the scenario's keyword list again."""
    outcome = _resolve(_file(tmp_path, MOONFIRE_TWICE_THEN_FIREBALL))
    assert [(e["id"], e["target"], e["dealt"], e["action"]) for e in outcome.events] == [
        ("e1", "squire", 0, 1), ("e2", "squire", 1, 2), ("e3", "yeti", 6, 4)]
    first, second, turn, fireball = outcome.actions
    assert first["board"]["squire"]["keywords"] == [] and first["board"]["squire"]["health"] == 1
    assert first["fired"] == ["card_proposes_the_damage_in_its_text", "divine_shield_is_removed_and_absorbs_the_damage",
                              "damage_reduces_armor_then_health"]
    assert "divine_shield_is_removed_and_absorbs_the_damage" not in second["fired"]
    assert second["board"]["squire"]["destroyed"] is True
    assert "character_at_zero_health_is_destroyed" in second["fired"]
    assert turn["events"] == [] and turn["does"] == "A's turn ends"
    assert fireball["does"] == "Fireball (B) at yeti"            # after end_turn the card is B's by default
    assert fireball["board"]["yeti"]["destroyed"] is True
    assert outcome.board == fireball["board"]


def test_json_keeps_the_top_level_keys_and_adds_actions(tmp_path, capsys):
    code, out, _ = _run(capsys, "resolve", "--json", _file(tmp_path, MOONFIRE_TWICE_THEN_FIREBALL))
    data = json.loads(out)
    assert code == 0
    assert {"board", "events", "fired", "players"} <= set(data)
    assert [e["id"] for e in data["events"]] == ["e1", "e2", "e3"]
    assert [(a["action"], a["where"], [e["id"] for e in a["events"]]) for a in data["actions"]] == [
        (1, "actions[0]", ["e1"]), (2, "actions[1]", ["e2"]), (3, "actions[2]", []), (4, "actions[3]", ["e3"])]
    assert data["actions"][1]["board"]["squire"]["destroyed"] is True
    assert data["actions"][1]["fired"][-1] == "character_at_zero_health_is_destroyed"


def test_a_one_action_scenario_has_no_actions_key(capsys):
    example = Path(__file__).parent.parent / "examples" / "hearthstone" / "fireball_velen_kobold.yaml"
    code, out, _ = _run(capsys, "resolve", "--json", example)
    assert code == 0 and "actions" not in json.loads(out)


def test_resolve_text_lists_each_action_with_its_events_and_changes(tmp_path, capsys):
    code, out, _ = _run(capsys, "resolve", _file(tmp_path, MOONFIRE_TWICE_THEN_FIREBALL))
    assert code == 0
    part = out[out.index("Actions, in order"):out.index("Damage events")]
    assert "1. actions[0]: Moonfire (A) at squire" in part
    assert "e2  Moonfire -> squire: dealt 1" in part
    assert "board after: squire health 1 -> 0, destroyed False -> True" in part
    assert "3. actions[2]: A's turn ends" in part and "board after: no change" in part


def test_why_says_each_actions_part_in_order(tmp_path, capsys):
    code, out, _ = _run(capsys, "why", _file(tmp_path, MOONFIRE_TWICE_THEN_FIREBALL), "squire")
    assert code == 0
    assert "e1 (created 1, resolved 1 of 3): Moonfire (spell of player A) -> squire, proposed 1, in action 1" in out
    lines = out[out.index("Action by action"):].splitlines()
    assert lines[1] == "  after action 1 (actions[0]: Moonfire (A) at squire): e1; Health 1, Armor 0"
    assert lines[2] == "  after action 2 (actions[1]: Moonfire (A) at squire): e2; Health 0, Armor 0, destroyed"
    assert "no event of it" in lines[4]


def test_graph_draws_one_cluster_per_action_linked_in_order(tmp_path, capsys):
    out_file = tmp_path / "g.dot"
    code, _, _ = _run(capsys, "graph", _file(tmp_path, MOONFIRE_TWICE_THEN_FIREBALL), "-o", out_file)
    dot = out_file.read_text()
    assert code == 0
    for n in range(1, 5):
        assert f"subgraph cluster_action{n}" in dot
    assert "action1 -> action2" in dot and "action3 -> action4" in dot
    # the event's cluster sits inside its action's, and its result box shows the board its action left
    inner = dot[dot.index("subgraph cluster_action1"):dot.index("subgraph cluster_action2")]
    assert "cluster_e1" in inner


def test_an_action_naming_what_an_earlier_one_destroyed_is_refused(tmp_path, capsys):
    actions = [{"card": "Moonfire", "targets": ["squire"]}, {"card": "Moonfire", "targets": ["squire"]},
               {"card": "Moonfire", "targets": ["squire"]}]
    code, out, err = _run(capsys, "resolve", _file(tmp_path, actions))
    assert code == 2 and out == ""
    assert "at actions[2].targets[0]: squire was destroyed by actions[1]" in err


def test_odds_run_over_every_actions_random_results(tmp_path):
    """Two Arcane Missiles (3 missiles each) at a lone Wisp and the enemy hero: the Wisp lives only if all six
    missiles miss it, 1/64, and every missile after its death goes to the hero."""
    from dealt.inference.odds import odds
    board = [BOARD[0], BOARD[1], {"id": "wisp", "card": "Wisp", "controller": "B"}]
    path = tmp_path / "m.yaml"
    path.write_text(yaml.safe_dump({"game": "hearthstone", "active_player": "A", "board": board,
                                    "actions": [{"card": "Arcane Missiles"}, {"card": "Arcane Missiles"}]}))
    scenario = load_scenario(path, tuple(GAME_MODULES))
    result = odds(load_game("hearthstone"), scenario).marginals()
    assert result["dies"]["wisp"] == Fraction(63, 64)
    assert result["health"]["heroB"] == {24: Fraction(1, 64), 25: Fraction(63, 64)}


def test_a_ruling_checks_each_action_and_fails_when_one_differs(tmp_path):
    expect = {"events": [{"id": "e1", "dealt": 0}, {"id": "e2", "dealt": 1}, {"id": "e3", "dealt": 6}],
              "actions": [{"board": {"squire": {"health": 1}}, "fired_in_order": ["card_proposes_the_damage_in_its_text"]},
                          {"board": {"squire": {"destroyed": True}}}, {"events": []},
                          {"events": [{"id": "e3", "target": "yeti", "action": 4,
                                       "rules": ["card_proposes_the_damage_in_its_text",
                                                 "damage_reduces_armor_then_health"]}]}]}
    check_ruling(_file(tmp_path, MOONFIRE_TWICE_THEN_FIREBALL, "ok.yaml", expect=expect))
    expect["actions"][0]["board"]["squire"]["health"] = 2
    with pytest.raises(RulingFailure, match=r"actions\[0\]\.board\.squire\.health: expected 2, got 1"):
        check_ruling(_file(tmp_path, MOONFIRE_TWICE_THEN_FIREBALL, "bad.yaml", expect=expect))
    expect["actions"] = expect["actions"][:2]
    with pytest.raises(RulingFailure, match=r"one entry per action \(4\)"):
        check_ruling(_file(tmp_path, MOONFIRE_TWICE_THEN_FIREBALL, "short.yaml", expect=expect))


def test_the_same_sequence_gives_the_same_result_twice_on_one_warm_engine(tmp_path):
    """No state of one resolution leaks into the next: the engine is started afresh for each scenario."""
    path = _file(tmp_path, MOONFIRE_TWICE_THEN_FIREBALL)
    first, second = _resolve(path), _resolve(path)
    assert [e["dealt"] for e in first.events] == [e["dealt"] for e in second.events]
    assert first.board == second.board


def test_orders_of_a_sequence_merge_states_and_count_every_combination(tmp_path):
    """Two of Voss's 3 to Tempest, each ordered by the player (nemesis, Localized Hurricane, Shielding Winds:
    3! orders each): the action-by-action search gives the same outcomes, with the same counts, as resolving
    all 36 combinations one by one."""
    import dataclasses
    import itertools

    from dealt.inference.alternatives import _key, orders_over_sequence
    board = [{"id": "voss", "card": "Grand Warlord Voss", "controller": "villain"},
             {"id": "tempest", "card": "Tempest", "controller": "tempest"},
             {"id": "hurricane", "card": "Localized Hurricane", "controller": "tempest"},
             {"id": "winds", "card": "Shielding Winds", "controller": "tempest"}]
    deal = {"deal": {"source": "voss", "to": ["tempest"], "amount": 3, "type": "melee"}}
    path = tmp_path / "voss.yaml"
    path.write_text(yaml.safe_dump({"game": "sentinels", "active_player": "villain", "board": board,
                                    "actions": [deal, deal]}, sort_keys=False))
    game = load_game("sentinels")
    scenario = load_scenario(path, tuple(GAME_MODULES))
    found = orders_over_sequence(game, scenario)
    assert sum(f["count"] for f in found) == 36
    assert sum(f["chosen"] for f in found) == 1
    by_brute = {}
    orders = [list(o) for o in itertools.permutations(["nemesis", "hurricane", "winds"])]
    for first, second in itertools.product(orders, orders):
        actions = [{**scenario.actions[0], "choices": {"order": first}}, {**scenario.actions[1], "choices": {"order": second}}]
        key = _key(resolve(game, dataclasses.replace(scenario, actions=actions)))
        by_brute[key] = by_brute.get(key, 0) + 1
    assert {_key(f["outcome"]): f["count"] for f in found} == by_brute
    assert len(by_brute) > 1                        # the order matters here: the test can tell them apart


def test_cards_played_are_counted_only_when_an_action_reads_the_count(tmp_path):
    """Counting each card played (for Combo) is bookkeeping no Moonfire reads: left out of this sequence (one
    firing less per card); tests/rulings/hearthstone/turn_combo_* hold the count where Combo reads it."""
    outcome = _resolve(_file(tmp_path, MOONFIRE_TWICE_THEN_FIREBALL))
    rules = [outcome.trace.firing(n)["rule"] for n in outcome.trace.firings]
    assert "a_card_played_counts_for_the_rest_of_the_turn" not in rules
    combo = Path(__file__).parent / "rulings" / "hearthstone"
    counted = sorted(combo.glob("turn_combo_*.yaml"))
    assert counted
    scenario = load_scenario(counted[0], tuple(GAME_MODULES))
    ruled = resolve(load_game("hearthstone"), scenario)
    assert "a_card_played_counts_for_the_rest_of_the_turn" in [ruled.trace.firing(n)["rule"] for n in ruled.trace.firings]
