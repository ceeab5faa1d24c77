"""Rulings anywhere: Dealt's pytest plugin collects a ruling file in any repository, and nothing else."""
import subprocess
import sys
from pathlib import Path

import pytest

from dealt.testing.pytest_plugin import is_ruling_file
from dealt.testing.rulings import RulingFailure, check_ruling

RULING = Path(__file__).parent / "rulings" / "hearthstone" / "ice_block_prevents_fatal_damage.yaml"


def _team_repository(root, ruling_text):
    """A rules team's repository: one ruling, a plain scenario and a card-file-like YAML beside it."""
    (root / "rulings").mkdir()
    (root / "rulings" / "ice_block.yaml").write_text(ruling_text, encoding="utf-8")
    (root / "rulings" / "plain_scenario.yaml").write_text(
        "game: hearthstone\nactive_player: A\nboard:\n  - {id: heroA, card: Jaina Proudmoore, controller: A}\n"
        "  - {id: heroB, card: Garrosh Hellscream, controller: B}\n"
        "action: {card: Fireball, controller: A, targets: [heroB]}\n", encoding="utf-8")
    (root / "cards").mkdir()
    (root / "cards" / "fireball.yaml").write_text(
        "name: Fireball\ngame: hearthstone\ntext: Deal 6 damage.\nmechanics: []\n", encoding="utf-8")


def _pytest(root):
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rN"], cwd=root,
                          capture_output=True, text=True, timeout=300)


def test_plain_pytest_in_another_repository_runs_exactly_its_ruling(tmp_path):
    _team_repository(tmp_path, RULING.read_text(encoding="utf-8"))
    run = _pytest(tmp_path)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "1 passed" in run.stdout and "error" not in run.stdout.lower(), run.stdout


def test_a_failing_ruling_shows_the_numbers_and_the_two_ledgers_side_by_side(tmp_path):
    wrong = RULING.read_text(encoding="utf-8").replace("dealt: 0", "dealt: 1").replace(
        "- fatal_hero_damage_is_prevented_and_the_hero_becomes_immune", "- damage_reduces_armor_then_health")
    _team_repository(tmp_path, wrong)
    run = _pytest(tmp_path)
    assert run.returncode == 1 and "1 failed" in run.stdout, run.stdout + run.stderr
    assert "e1.dealt: expected 1, got 0" in run.stdout
    lines = run.stdout.splitlines()
    header = next(i for i, line in enumerate(lines) if line.split() == ["expected", "|", "actual"])
    same, differs = lines[header + 1].split(), lines[header + 2].split()
    assert same == ["card_proposes_the_damage_in_its_text", "|", "card_proposes_the_damage_in_its_text"]
    assert differs == ["*", "damage_reduces_armor_then_health", "|",
                       "fatal_hero_damage_is_prevented_and_the_hero_becomes_immune"]


def test_only_yaml_with_a_top_level_expect_is_a_ruling(tmp_path):
    nested = tmp_path / "nested.yaml"
    nested.write_text("game: hearthstone\nboard:\n  - {id: a, expect: 1}\nnotes:\n  expect: no\n", encoding="utf-8")
    text = tmp_path / "ruling.md"
    text.write_text("expect:\n  events: []\n", encoding="utf-8")
    assert is_ruling_file(RULING)
    assert not is_ruling_file(nested) and not is_ruling_file(text)


def test_the_ledger_table_marks_each_row_that_differs_and_a_missing_rule(tmp_path):
    ruling = tmp_path / "short.yaml"
    ruling.write_text(RULING.read_text(encoding="utf-8").replace(
        "        - fatal_hero_damage_is_prevented_and_the_hero_becomes_immune\n", "").replace(
        "  not_fired:", "  fired: [card_proposes_the_damage_in_its_text]\n  not_fired:"), encoding="utf-8")
    with pytest.raises(RulingFailure) as failure:
        check_ruling(ruling)
    rows = [line.split() for line in str(failure.value).splitlines()]
    assert ["e1.rules", "differ:"] in rows and ["fired", "differ:"] in rows
    assert ["*", "|", "fatal_hero_damage_is_prevented_and_the_hero_becomes_immune"] in rows
