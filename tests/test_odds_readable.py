"""`dealt odds` as a judge reads it (issue 16 item 7): no possible result printed as 0.0% nor an uncertain
one as 100.0%, exact fractions with --exact and in --json, a certain result said once, --rule by a card's
name, and --plot drawing each character's final Health distribution."""
import json
import re
import xml.etree.ElementTree as ET
from fractions import Fraction
from pathlib import Path

import pytest
import yaml

from dealt.cli import main

ROOT = Path(__file__).parent.parent
WRATH = ROOT / "examples" / "hearthstone" / "avenging_wrath.yaml"
THREE = ROOT / "tests" / "odds_cases" / "arcane_missiles_three_targets.yaml"
#: 18 missiles, each picking among Garrosh, the Wisp and the Yeti while all three live: Garrosh ends at 12
#: (30 - 18) only if every missile picks him, (1/3)^18, with the Wisp and the Yeti alive throughout
ALL_INTO_GARROSH = Fraction(1, 3 ** 18)


def _odds(capsys, *argv):
    code = main(["odds", *map(str, argv)])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _health_line(text, label):
    return next(line for line in text.splitlines() if line.strip().startswith(label))


# --- 1. percentages that never say 0.0% for a possible result; exact fractions --------------------------
def test_a_percentage_never_rounds_a_possible_result_to_0_nor_an_uncertain_one_to_100():
    from dealt.viz.odds_report import percent
    assert [percent(p) for p in (Fraction(0), Fraction(1, 1001), Fraction(1, 1000), Fraction(1, 3),
                                 Fraction(999, 1000), Fraction(1000, 1001), Fraction(1))] == \
        ["0%", "<0.1%", "0.1%", "33.3%", "99.9%", ">99.9%", "100%"]
    for denominator in (7, 999, 1024, 2000, 10 ** 6, 3 ** 18):
        for numerator in (1, 2, denominator // 2, denominator - 2, denominator - 1):
            if 0 < numerator < denominator:
                assert percent(Fraction(numerator, denominator)) not in ("0.0%", "100.0%", "0%", "100%")


def test_a_chance_of_one_in_three_to_the_eighteenth_is_below_0_1_percent_not_0(capsys):
    code, out, _ = _odds(capsys, WRATH)
    assert code == 0
    assert "0.0%" not in out and "100.0%" not in out
    garrosh = _health_line(out, "Garrosh Hellscream (heroB)")
    assert garrosh.split()[3:5] == ["12:", "<0.1%,"]
    assert "18: 97.5%" in garrosh
    assert "0: >99.9%" in _health_line(out, "Wisp")       # the Wisp may live (no missile picks it): not 100%


def test_exact_gives_each_fraction_in_the_text(capsys):
    code, out, _ = _odds(capsys, WRATH, "--exact")
    assert code == 0
    assert f"12: {ALL_INTO_GARROSH.numerator}/{ALL_INTO_GARROSH.denominator} (<0.1%)" in \
        _health_line(out, "Garrosh Hellscream (heroB)")


def test_the_json_gives_each_probability_as_an_exact_fraction_and_a_float(capsys):
    code, out, _ = _odds(capsys, WRATH, "--json")
    assert code == 0
    odds = json.loads(out)
    assert odds["health"]["heroB"]["12"] == {"exact": "1/387420489", "probability": float(ALL_INTO_GARROSH)}
    assert odds["total_damage"] == {"18": {"exact": "1", "probability": 1.0}}
    for character in odds["health"].values():
        assert sum(Fraction(p["exact"]) for p in character.values()) == 1
        assert all(p["probability"] == float(Fraction(p["exact"])) for p in character.values())


# --- 2. a certain result is said once ------------------------------------------------------------------
def _hearthstone_examples():
    return sorted((ROOT / "examples" / "hearthstone").glob("*.yaml"))


@pytest.mark.parametrize("path", _hearthstone_examples(), ids=lambda p: p.stem)
def test_a_certain_result_is_said_once_with_the_value_resolve_gives(path, capsys):
    """Every bundled Hearthstone example: a character whose final Health is the same in every outcome is
    said once ("X ends at 21 in every outcome", the value `dealt resolve` gives it, or named as
    unchanged), never as a 100% line; the same for who is destroyed and the total damage."""
    code, out, _ = _odds(capsys, path, "--json")
    assert code == 0
    odds = json.loads(out)
    code, text, _ = _odds(capsys, path)
    assert code == 0
    assert "100%" not in text and "100.0%" not in text and "(probability):\n  " in text
    main(["resolve", str(path), "--json"])
    board = json.loads(capsys.readouterr().out)["board"]
    for character, dist in odds["health"].items():
        if len(dist) != 1 or character not in board:
            continue
        (value,) = dist
        said = [line for line in text.splitlines() if f"({character})" in line or f" {character} " in line]
        ends = f" ends at {value} in every outcome"
        assert int(value) == board[character]["health"]
        assert any(ends in line or "unchanged in every outcome" in line for line in said), (character, said)
        if odds["dies"][character]["exact"] == "1":
            assert any(line.endswith("is destroyed in every outcome") for line in said), (character, said)
    if len(odds["total_damage"]) == 1:
        (total,) = odds["total_damage"]
        assert f"Total damage dealt: {total} in every outcome" in text


def test_a_certain_result_beside_uncertain_ones(capsys):
    """Avenging Wrath deals its 18 in every outcome (the total said once); the three characters it can hit
    vary; the characters it cannot hit are named once as unchanged."""
    code, out, _ = _odds(capsys, WRATH)
    assert code == 0
    assert "Total damage dealt: 18 in every outcome" in out
    assert "  unchanged in every outcome: Uther Lightbringer (heroA), Kobold Geomancer (kobold), " \
           "Prophet Velen (velen)" in out
    assert "heroA" not in out.split("Destroyed")[1]


# --- 3. --rule by a card's name ----------------------------------------------------------------------
def _smith_scenario(tmp_path):
    """Arcane Missiles (3) into Garrosh, an Armorsmith and a Wisp: the Armorsmith acts (gains Armor) when a
    missile hits a friendly minion, so it does not act only when all three pick Garrosh: (1/3)^3 = 1/27."""
    path = tmp_path / "smith.yaml"
    path.write_text(yaml.safe_dump({
        "game": "hearthstone", "active_player": "A",
        "board": [{"id": "heroA", "card": "Jaina Proudmoore", "controller": "A"},
                  {"id": "heroB", "card": "Garrosh Hellscream", "controller": "B"},
                  {"id": "smith", "card": "Armorsmith", "controller": "B"},
                  {"id": "wisp", "card": "Wisp", "controller": "B"}],
        "action": {"card": "Arcane Missiles", "controller": "A"}}))
    return path


def test_rule_takes_a_card_name_in_any_case(tmp_path, capsys):
    path = _smith_scenario(tmp_path)
    by_card = json.loads(_odds(capsys, path, "--json", "--rule", "armorsmith")[1])
    assert (by_card["card"], by_card["rule"]) == ("Armorsmith", None)
    assert by_card["rule_fires"]["exact"] == "26/27"
    # the same as the rule only the Armorsmith has, and its ruling names the Armorsmith
    by_rule = json.loads(_odds(capsys, path, "--json", "--rule", "Damage_Trigger_Gains_Armor")[1])
    assert (by_rule["rule"], by_rule["rule_fires"]["exact"]) == ("damage_trigger_gains_armor", "26/27")
    code, out, _ = _odds(capsys, path, "--rule", "ARMORSMITH", "--exact")
    assert code == 0 and "Armorsmith acts (a ruling of its own fires) with probability 26/27 (96.3%)" in out
    main(["resolve", str(path), "--json"])
    steps = [s for e in json.loads(capsys.readouterr().out)["events"] for s in e["steps"]]
    assert {s["card"] for s in steps if s["rule"] == "damage_trigger_gains_armor"} <= {"Armorsmith"}


def test_a_card_that_acts_in_every_outcome_or_in_none_is_said_so(tmp_path, capsys):
    path = _smith_scenario(tmp_path)
    assert "Arcane Missiles acts (a ruling of its own fires) in every outcome" in \
        _odds(capsys, path, "--rule", "arcane missiles")[1]
    assert "Garrosh Hellscream acts (a ruling of its own fires) in no outcome" in \
        _odds(capsys, path, "--rule", "Garrosh Hellscream")[1]


@pytest.mark.parametrize("asked, meant", [("Armorsmyth", "'Armorsmith'"),
                                          ("damage_trigger_gains_armour", "'damage_trigger_gains_armor'")])
def test_rule_that_is_neither_a_rule_nor_a_card_is_refused_with_did_you_mean(tmp_path, capsys, asked, meant):
    path = _smith_scenario(tmp_path)
    code, out, err = _odds(capsys, path, "--rule", asked)
    assert code == 2 and out == "" and "Traceback" not in err
    assert f"at --rule: '{asked}' is neither a rule of hearthstone nor a card in this scenario." in err
    assert f"Did you mean {meant}" in err and "Allowed: a card in this scenario (" in err


# --- 4. --plot ----------------------------------------------------------------------------------------
def test_the_plot_png_draws_a_bar_chart_per_character_whose_result_varies(tmp_path, capsys):
    from PIL import Image
    out = tmp_path / "wrath.png"
    code, text, _ = _odds(capsys, WRATH, "--plot", out)
    assert code == 0 and text.rstrip().endswith(f"wrote {out}")
    image = Image.open(out).convert("RGB")
    assert image.format is None or image.size[0] > 600
    colours = image.getcolors(maxcolors=1 << 20)
    counted = {rgb: n for n, rgb in colours}
    assert len(colours) > 20                                     # not blank
    assert counted.get((0x4C, 0x72, 0xB0), 0) > 1000             # bars of those who survive (Garrosh)
    assert counted.get((0xC4, 0x4E, 0x52), 0) > 1000             # ... and of those destroyed (Wisp, Yeti)


def test_the_plot_svg_parses_with_a_titled_chart_per_character_and_fraction_labels(tmp_path, capsys):
    out = tmp_path / "three.svg"
    code, _, _ = _odds(capsys, THREE, "--plot", out)
    assert code == 0
    root = ET.parse(out).getroot()
    words = [t.strip() for t in "".join(root.itertext()).splitlines() if t.strip()]
    charts = [e for e in root.iter() if re.fullmatch(r"axes_\d+", e.get("id", ""))]
    assert len(charts) == 3                                      # Garrosh, the Wisp, the Squire; not Jaina
    for title in ("Garrosh Hellscream (heroB)", "Wisp (m1)", "Argent Squire (m2)"):
        assert title in words
    assert not any("Jaina" in w for w in words)
    assert "13/18" in words and "72.2%" in words                 # the Wisp dies with 13/18, few bars: exact
    assert "final Health" in words and "probability" in words


def test_the_plot_of_the_same_odds_is_the_same_bytes(tmp_path, capsys):
    first, second = tmp_path / "a.svg", tmp_path / "b.svg"
    assert _odds(capsys, THREE, "--plot", first)[0] == 0 and _odds(capsys, THREE, "--plot", second)[0] == 0
    assert first.read_bytes() == second.read_bytes()


def test_the_json_names_the_plot_it_wrote(tmp_path, capsys):
    out = tmp_path / "three.png"
    code, text, _ = _odds(capsys, THREE, "--json", "--plot", out)
    assert code == 0 and json.loads(text)["plot"] == str(out) and out.stat().st_size > 0


@pytest.mark.parametrize("target, says", [
    ("odds.jpg", "the output file name must end in a plot format. Allowed: .png, .svg"),
    ("no-such-folder/odds.png", "cannot be written: its folder"),
    (".png", "only a suffix"),
    ("a-folder", "is a directory"),
])
def test_a_bad_plot_target_is_refused_before_any_work(tmp_path, capsys, monkeypatch, target, says):
    import dealt.inference.odds as odds_module

    def no_work(*args, **kwargs):
        raise AssertionError("the odds were enumerated before the target was checked")
    monkeypatch.setattr(odds_module, "odds", no_work)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a-folder").mkdir()
    code, out, err = _odds(capsys, WRATH, "--plot", target)
    assert code == 2 and out == "" and "Traceback" not in err
    assert says in err and not list(tmp_path.glob("*.png"))


@pytest.mark.parametrize("case, card", [("smith", "Armorsmith"), ("arcane_missiles_with_triggers", "Armorsmith"),
                                        ("arcane_missiles_with_triggers", "frothing berserker"),
                                        ("lightning_storm", "Frothing Berserker"),
                                        ("multi_shot", "Frothing Berserker")])
def test_the_merged_odds_that_a_card_acts_equal_replaying_every_path(tmp_path, case, card):
    """Whether a card acts is remembered with the rest of a merged step: the same as replaying every
    sequence of random results from the start, and the same as its one rule where it has one."""
    from dealt.facts.scenario import load_scenario
    from dealt.inference.odds import Acting, brute_force, odds
    from dealt.kb import GAME_MODULES, load_game
    path = _smith_scenario(tmp_path) if case == "smith" else ROOT / "tests" / "odds_cases" / f"{case}.yaml"
    scenario = load_scenario(path, tuple(GAME_MODULES))
    game = load_game(scenario.game)
    merged = odds(game, scenario, card)
    assert merged.acting.card.lower() == card.lower() and merged.marginals()["rule_fires"] > 0
    assert merged.outcomes == brute_force(game, scenario, merged.acting).outcomes
    rule = {"armorsmith": "damage_trigger_gains_armor", "frothing berserker": "damage_trigger_gains_attack"}[card.lower()]
    assert merged.marginals()["rule_fires"] == odds(game, scenario, rule).marginals()["rule_fires"]
    assert brute_force(game, scenario, Acting(rule=rule)).marginals()["rule_fires"] == merged.marginals()["rule_fires"]
