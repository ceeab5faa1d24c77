"""Issue 16: one explanation model for every game; any subject; dealt why-not; how an event came to be; the
why-not read from the rules' own conditions (inference/conditions.py)."""
import json

import pytest
import yaml

from dealt.cli import main
from dealt.kb import load_game

HEROES = [{"id": "heroA", "card": "Jaina Proudmoore", "controller": "A"},
          {"id": "heroB", "card": "Garrosh Hellscream", "controller": "B"}]


def _run(tmp_path, capsys, scenario, *argv, game="hearthstone"):
    path = tmp_path / "scenario.yaml"
    path.write_text(yaml.safe_dump({"game": game, **scenario}, sort_keys=False))
    code = main([argv[0], str(path), *argv[1:]])
    out = capsys.readouterr()
    return code, out.out, out.err


ICE_BLOCK_NOT_FATAL = {"active_player": "B",
                       "board": [dict(HEROES[0], health=5), HEROES[1],
                                 {"id": "iceblock", "card": "Ice Block", "controller": "A"}],
                       "action": {"card": "Frostbolt", "controller": "B", "targets": ["heroA"]}}


def test_an_effect_that_never_acted_is_a_subject_and_its_why_not_names_the_failed_condition(tmp_path, capsys):
    code, out, _ = _run(tmp_path, capsys, ICE_BLOCK_NOT_FATAL, "why-not", "ice block")
    assert code == 0
    assert out.startswith("Why not, for Ice Block:")
    line = next(li for li in out.splitlines() if "Checked and did not apply: Ice Block" in li)
    assert "at Hero predamage triggers, with the damage then at 3" in line      # the step's title, not its name
    assert "3" in line.split("Why not:")[1] and "5" in line.split("Why not:")[1]  # the values of the condition
    code, why, _ = _run(tmp_path, capsys, ICE_BLOCK_NOT_FATAL, "why", "Ice Block")
    assert "took no part" not in why and "Checked and did not apply: Ice Block" in why


def test_the_why_not_is_the_first_failed_condition_of_the_closest_rule():
    """Ice Block's rule fails at its TEST (the damage is not fatal), not at any pattern before it."""
    from dealt.inference.conditions import LiveFacts, first_failure
    from dealt.inference.outcome import resolve
    game = load_game("hearthstone")
    scenario = _scenario(ICE_BLOCK_NOT_FATAL)
    outcome = resolve(game, scenario)
    trace = outcome.trace
    passed = next(f for f in trace.firings if trace.firing(f)["rule"] == "pass_over_effect_that_does_not_apply")
    anchors = {}
    for node in trace.matched(passed):
        anchors.setdefault(trace.graph.nodes[node]["template"], []).append((node, trace.graph.nodes[node]["data"]))
    rule = game.rules()["fatal_hero_damage_is_prevented_and_the_hero_becomes_immune"]
    failure = first_failure(rule, LiveFacts(trace), trace.firing(passed)["seq"], anchors)
    assert failure.kind == "test" and failure.bindings["health"] == 5 and failure.bindings["before"] == 3


def _scenario(data):
    import tempfile
    from pathlib import Path

    from dealt.facts.scenario import load_scenario
    from dealt.kb import GAME_MODULES
    folder = Path(tempfile.mkdtemp())
    path = folder / "s.yaml"
    path.write_text(yaml.safe_dump({"game": "hearthstone", **data}, sort_keys=False))
    return load_scenario(str(path), tuple(GAME_MODULES))


def test_a_rule_is_a_subject(tmp_path, capsys):
    code, out, _ = _run(tmp_path, capsys, ICE_BLOCK_NOT_FATAL, "why", "DAMAGE_REDUCES_ARMOR_THEN_HEALTH")
    assert code == 0
    assert out.startswith("The rule damage_reduces_armor_then_health ruled 1 time in this scenario, in e1.")
    assert "heroA takes 3" in out


def test_a_player_is_a_subject(tmp_path, capsys):
    code, out, _ = _run(tmp_path, capsys, ICE_BLOCK_NOT_FATAL, "why", "a")
    assert code == 0 and out.startswith("Player A: the damage dealt to and by what they control.")
    assert "e1 (created 1, resolved 1 of 1): Frostbolt" in out


def test_an_unknown_subject_says_did_you_mean_and_lists_rules_and_players(tmp_path, capsys):
    code, _, err = _run(tmp_path, capsys, ICE_BLOCK_NOT_FATAL, "why-not", "ice blok")
    assert code == 2 and "Did you mean 'Ice Block'" in err and "players A, B" in err and "Traceback" not in err


def test_why_not_json_holds_the_reason_with_its_rule(tmp_path, capsys):
    code, out, _ = _run(tmp_path, capsys, ICE_BLOCK_NOT_FATAL, "why-not", "heroA", "--json")
    data = json.loads(out)
    miss = data["events"][0]["not_applied"][0]
    assert miss["card"] == "Ice Block" and miss["reason"]["ruling"]


def test_missiles_say_how_many_and_why_under_each_event(tmp_path, capsys):
    scenario = {"active_player": "A",
                "board": [HEROES[0], HEROES[1], {"id": "kobold", "card": "Kobold Geomancer", "controller": "A"},
                          {"id": "velen", "card": "Prophet Velen", "controller": "A"}],
                "action": {"card": "Avenging Wrath", "controller": "A"}, "seed": 1}
    code, out, _ = _run(tmp_path, capsys, scenario, "why", "e3")
    assert code == 0
    assert "How it came to be:" in out and "18 missiles" in out
    assert "randomly_split_damage_shoots_base_plus_spell_damage_missiles_doubled_per_velen" in next(
        li for li in out.splitlines() if li.strip().startswith("rule randomly_split"))


@pytest.mark.parametrize("game", ["hearthstone", "riftbound", "sentinels", "mtg"])
def test_every_game_is_explained_by_the_shared_model(game):
    """No game brings its own explainer or renderer: the hooks are gone, the words are data."""
    g = load_game(game)
    assert not hasattr(g, "explainer") and not hasattr(g, "why_renderer")
    assert all(isinstance(t, str) for t in (g.dealt_phrase, g.prevented_phrase))
