"""`dealt record`: a ruling written from the current outcome passes, and fails when one of its numbers is changed."""
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from dealt.cli import main
from dealt.testing.rulings import RulingFailure, check_ruling

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "examples").glob("*/*.yaml"))


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_recorded_example_holds_and_fails_when_a_number_is_changed(example, tmp_path, capsys):
    ruling = tmp_path / "ruling.yaml"
    assert main(["record", str(example), "-o", str(ruling)]) == 0
    text = ruling.read_text(encoding="utf-8")
    data = yaml.safe_load(text)
    expect = data["expect"]
    assert {k: v for k, v in data.items() if k != "expect"} == yaml.safe_load(example.read_text(encoding="utf-8"))
    assert expect["events"] and all(e["rules"] for e in expect["events"])
    assert set(expect["board"]) >= {e["id"] for e in yaml.safe_load(example.read_text())["board"]}
    check_ruling(ruling)
    first = expect["events"][0]
    for step in first["rules"]:                    # each rule of the ledger, with its sentence above it
        assert re.search(rf"#   \d+\. .*\n(.*\n)*        - {step}\n", text)
    changed = re.sub(rf"(\n      dealt: ){first['dealt']}\n", rf"\g<1>{first['dealt'] + 1}\n", text, count=1)
    assert changed != text
    ruling.write_text(changed, encoding="utf-8")
    with pytest.raises(RulingFailure, match=rf"{first['id']}\.dealt: expected {first['dealt'] + 1}, got {first['dealt']}"):
        check_ruling(ruling)


def test_record_refuses_to_overwrite_a_ruling_without_force(tmp_path, capsys):
    example = ROOT / "examples" / "hearthstone" / "fireball_velen_kobold.yaml"
    ruling = tmp_path / "kept.yaml"
    ruling.write_text("kept\n", encoding="utf-8")
    assert main(["record", str(example), "-o", str(ruling)]) == 2
    assert "already exists" in capsys.readouterr().err and ruling.read_text() == "kept\n"
    assert main(["record", str(example), "-o", str(ruling), "--force"]) == 0
    check_ruling(ruling)


def test_record_writes_to_standard_output_without_a_file(capsys):
    example = ROOT / "examples" / "sentinels" / "voss_vs_tempest.yaml"
    assert main(["record", str(example)]) == 0
    out = capsys.readouterr().out
    assert yaml.safe_load(out)["expect"]["events"][0]["rules"][0] == "source_deals_the_damage_its_instruction_names"


def test_record_rewrites_library_paths_relative_to_the_ruling(tmp_path):
    from dealt.testing.record import _libraries
    scenario = tmp_path / "scenarios" / "s.yaml"
    ruling = tmp_path / "team" / "rulings" / "r.yaml"
    moved = _libraries(scenario, ruling, ["../house-rules", {"name": "Inline"}, str(tmp_path / "abs")])
    assert moved == ["../../house-rules", {"name": "Inline"}, "../../abs"]


def test_a_recorded_ruling_runs_with_plain_pytest_from_its_own_folder(tmp_path):
    example = ROOT / "examples" / "riftbound" / "singularity_annie_prevention.yaml"
    assert subprocess.run([sys.executable, "-m", "dealt.cli", "record", str(example), "-o",
                           str(tmp_path / "singularity.yaml")], capture_output=True, timeout=300).returncode == 0
    (tmp_path / "scenario.yaml").write_text(example.read_text(encoding="utf-8"), encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"], cwd=tmp_path,
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0 and "1 passed" in run.stdout, run.stdout + run.stderr


def test_record_writes_the_libraries_it_used_relative_to_the_ruling(tmp_path, monkeypatch):
    from dealt.testing.record import record_ruling
    (tmp_path / "house-rules").mkdir()
    (tmp_path / "team" / "rulings").mkdir(parents=True)
    monkeypatch.setenv("DEALT_CARDS", str(tmp_path / "house-rules"))
    example = ROOT / "examples" / "hearthstone" / "fireball_velen_kobold.yaml"
    data = yaml.safe_load(record_ruling(example, tmp_path / "team" / "rulings" / "r.yaml"))
    assert data["cards"] == ["../../house-rules"]
    monkeypatch.delenv("DEALT_CARDS")
    assert "cards" not in yaml.safe_load(record_ruling(example, tmp_path / "team" / "rulings" / "r.yaml"))


def test_recording_a_recorded_ruling_again_gives_the_same_file(tmp_path):
    example = ROOT / "examples" / "sentinels" / "voss_vs_tempest.yaml"
    first, second = tmp_path / "first.yaml", tmp_path / "second.yaml"
    assert main(["record", str(example), "-o", str(first)]) == 0
    assert main(["record", str(first), "-o", str(second)]) == 0
    head, *rest = second.read_text().splitlines()
    assert head.startswith("# Recorded by `dealt record` from first.yaml")
    assert rest == first.read_text().splitlines()[1:]


def test_a_recorded_ruling_with_an_event_dealing_to_no_one_passes_dealt_check(tmp_path, capsys):
    """Boros Swiftblade's second combat damage step, its blocker gone, deals nothing to no one: the recorded
    event has no `target: ''` (which `dealt check` refuses), and the ruling holds."""
    ruling = tmp_path / "ruling.yaml"
    scenario = ROOT / "tests" / "rulings" / "mtg" / \
        "card_boros_swiftblade_deals_nothing_in_the_second_step_once_its_blocker_is_gone.yaml"
    assert main(["record", str(scenario), "-o", str(ruling)]) == 0
    events = yaml.safe_load(ruling.read_text(encoding="utf-8"))["expect"]["events"]
    assert len(events) == 2 and "target" not in events[1]
    check_ruling(ruling)
    capsys.readouterr()
    assert main(["check", str(ruling)]) == 0, capsys.readouterr().err
