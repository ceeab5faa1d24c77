"""Rule variants (dealt.kb.variants): how a variant is loaded and checked, selected (``rules:``, ``--rules``),
named by every output, listed (`dealt variants`), and compared (`dealt diff`).

The games' own variants have their rulings in tests/rulings/*/variants/; here a variant is built in a temporary
package (the test double `never` of conftest.py, no card), so that the core is tested whatever the games' variants
are.
"""
import json
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.kb import load_game
from dealt.kb.variants import DEFAULT, load_variants

ROOT = Path(__file__).resolve().parent.parent
ICE_BLOCK = ROOT / "examples" / "hearthstone" / "ice_block.yaml"
BOLF = ROOT / "examples" / "hearthstone" / "bolf_and_ice_block.yaml"

def test_a_variant_replaces_its_rule_in_place(never):
    game = load_game("hearthstone")
    default = [r.__name__ for r in game.default_rules]
    composed = [r.__name__ for r in never.compose(game.default_rules)]
    at = default.index("fatal_hero_damage_is_prevented_and_the_hero_becomes_immune")
    assert composed[at] == "ice_block_never_triggers" and len(composed) == len(default)
    assert "fatal_hero_damage_is_prevented_and_the_hero_becomes_immune" in game.rules()
    assert "ice_block_never_triggers" in game.rules("never")
    assert "fatal_hero_damage_is_prevented_and_the_hero_becomes_immune" not in game.rules("never")
    (d,) = never.differences()
    assert (d.kind, d.name, d.default, d.says, d.source) == (
        "replaces", "ice_block_never_triggers", "fatal_hero_damage_is_prevented_and_the_hero_becomes_immune",
        "Nothing triggers.", "a test.")


@pytest.mark.parametrize("fields, problem", [
    ({"replaces": "no_such_rule"}, "replaces 'no_such_rule', which is not a rule of hearthstone"),
    ({"rule": "only_heroes_have_predamage_triggers"}, "has a default rule's name"),
    ({"name": "default"}, "already named 'default'"),
    ({"mechanics": "mechanic_change('no_such', timings=(), says='x', source='y'),"}, "'no_such', not a mechanic"),
])
def test_a_variant_that_does_not_fit_the_game_is_refused_when_loaded(variant_package, fields, problem):
    game = load_game("hearthstone")
    package = variant_package(package="badvariants", **fields)
    with pytest.raises(ValueError, match=problem.replace("(", r"\(").replace(")", r"\)")):
        load_variants("hearthstone", package, game.default_rules, game.registry)


def test_the_scenario_s_rules_select_the_variant_and_every_output_names_it(never, tmp_path, capsys):
    assert main(["resolve", str(ICE_BLOCK), "--json"]) == 0
    default = json.loads(capsys.readouterr().out)
    assert default["rules"] == DEFAULT and default["events"][0]["prevented"] is True
    assert main(["resolve", str(ICE_BLOCK), "--rules", "never", "--json"]) == 0
    under = json.loads(capsys.readouterr().out)
    assert under["rules"] == "never" and under["events"][0]["prevented"] is False
    assert "ice_block_never_triggers" not in under["fired"]            # it never fires: Fireball is dealt
    assert under["board"]["heroA"]["health"] == default["board"]["heroA"]["health"] - 6
    scenario = tmp_path / "under_never.yaml"
    scenario.write_text(ICE_BLOCK.read_text() + "\nrules: never\n")
    assert main(["resolve", str(scenario)]) == 0
    text = capsys.readouterr().out
    assert text.splitlines()[1].startswith("Rules: never (a test rule set; not the rules text")
    assert main(["why", str(scenario), "heroA"]) == 0
    assert "Rules: never (a test rule set" in capsys.readouterr().out
    assert main(["why-not", str(scenario), "Ice Block", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["rules"] == "never"
    assert main(["resolve", str(scenario), "--rules", "default", "--json"]) == 0      # --rules over the file's
    assert json.loads(capsys.readouterr().out)["events"][0]["prevented"] is True


def test_an_unknown_rule_set_is_refused_naming_the_allowed_ones(never, tmp_path, capsys):
    assert main(["resolve", str(ICE_BLOCK), "--rules", "clinet"]) == 2
    err = capsys.readouterr().err
    assert "at --rules: 'clinet' is not a rule set of Hearthstone" in err and "Allowed: default, " in err
    assert "never" in err and "Traceback" not in err
    scenario = tmp_path / "bad_rules.yaml"
    scenario.write_text(ICE_BLOCK.read_text() + "\nrules: clinet\n")
    line = len(ICE_BLOCK.read_text().splitlines()) + 2
    assert main(["resolve", str(scenario)]) == 2
    assert f"bad_rules.yaml, line {line}, at rules: 'clinet' is not a rule set of Hearthstone" in capsys.readouterr().err
    scenario.write_text(ICE_BLOCK.read_text() + "\nrules: [client]\n")
    assert main(["resolve", str(scenario)]) == 2
    assert "rules must be the name of a rule set of hearthstone" in capsys.readouterr().err


def test_dealt_variants_lists_each_difference_with_its_source(never, capsys):
    assert main(["variants", "hearthstone"]) == 0
    text = capsys.readouterr().out
    assert "default: the rules text, the Hearthstone wiki's Damage Events" in text
    assert ("never: a test rule set. Ice Block never triggers." in text
            and "[rule ice_block_never_triggers, in place of rule fatal_hero_damage_is_prevented_and_the_hero_"
                "becomes_immune] Nothing triggers." in text.replace("\n       ", " ") and "source: a test." in text)
    assert main(["variants", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"hearthstone", "riftbound", "mtg", "sentinels"}
    assert [d["name"] for d in data["hearthstone"]["variants"] if d["name"] == "never"] == ["never"]


def test_diff_shows_who_changes_each_event_and_the_first_ruling_that_parts(never, capsys):
    assert main(["diff", str(ICE_BLOCK), "--against", "never"]) == 0
    text = capsys.readouterr().out
    assert "A: default   B: never" in text
    assert "heroA (Jaina Proudmoore): health 5 | -1; destroyed False | True; keywords [immune] | []" in text
    assert "e1: dealt 0 | 6; lost 0 | 6; prevented True | False" in text
    assert "The explanations part at ruling 2 (the first ruling is the same" in text
    assert "Ice Block triggers: the" in text            # A's ruling, beside B's next one
    assert main(["diff", str(ICE_BLOCK), "--against", "never", "--exit-code"]) == 1
    capsys.readouterr()
    assert main(["diff", str(ICE_BLOCK), "--against", "never", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["differs"] is True and data["a"]["rules"] == "default" and data["b"]["rules"] == "never"
    assert data["parting"]["a"]["rule"] == "fatal_hero_damage_is_prevented_and_the_hero_becomes_immune"
    assert data["parting"]["b"]["rule"] != data["parting"]["a"]["rule"]
    assert {e["id"]: e["fields"]["dealt"] for e in data["events"]} == {"e1": [0, 6]}


def test_diff_of_the_same_rules_is_no_difference_and_exit_code_stays_0(capsys):
    assert main(["diff", str(ICE_BLOCK), "--rules", "default", "--against", "default", "--exit-code"]) == 0
    assert "No difference" in capsys.readouterr().out


def test_diff_of_two_scenarios_and_its_bad_input(capsys):
    assert main(["diff", str(ICE_BLOCK), str(BOLF)]) == 0
    text = capsys.readouterr().out
    assert "bolf (Bolf Ramshield): only under the second" in text and "e2: only under the second" in text
    assert main(["diff", str(ICE_BLOCK)]) == 2
    assert "needs --against" in capsys.readouterr().err
    assert main(["diff", str(ICE_BLOCK), "--against", "nope"]) == 2
    assert "at --against: 'nope' is not a rule set of Hearthstone" in capsys.readouterr().err
