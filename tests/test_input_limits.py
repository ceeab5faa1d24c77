"""Hostile and unlucky inputs (issue 11, items 5, 7, 8, 9): refused within the limits, never taking the machine.

Inputs that would exhaust memory or never end are run in a subprocess with a
memory limit (RLIMIT_AS) and a timeout, so a regression fails the test
instead of taking the machine. Each refusal exits 2 with one paragraph.
"""
import json
import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.facts.limits import MAX_BOARD, MAX_FILE_BYTES

HERE = Path(__file__).parent
LIMITS = HERE / "bad_inputs" / "limits"
EXAMPLE = HERE.parent / "examples" / "hearthstone" / "fireball_velen_kobold.yaml"
MEMORY = 2 * 1024 ** 3          # 2 GB: the acceptance bound of issue 11
TIMEOUT = 60


def _bounded():
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def run_bounded(*argv):
    """(exit code, stdout, stderr) of `dealt ARGV` in a subprocess held to 2 GB and 60 s."""
    try:
        done = subprocess.run([sys.executable, "-m", "dealt", *map(str, argv)], capture_output=True, text=True,
                              timeout=TIMEOUT, preexec_fn=_bounded, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        pytest.fail(f"dealt {' '.join(map(str, argv))} did not end within {TIMEOUT} s")
    return done.returncode, done.stdout, done.stderr


def assert_refused(rc, out, err, fragments=()):
    assert "Traceback" not in out + err, err[-2000:]
    assert rc == 2, f"exit {rc}; stderr: {err[-2000:]!r}"
    assert out == ""
    text = err.strip()
    assert text.startswith("dealt: error: ") and "\n" not in text, text[-2000:]
    assert len(text) < 3000, f"a message of {len(text)} characters"
    for fragment in fragments:
        assert fragment in text, f"{fragment!r} not in {text!r}"
    return text


def run(capsys, *argv):
    rc = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return rc, out, err


def _scenario(board_lines, action="{card: Fireball, controller: A, targets: [heroB]}"):
    return "\n".join(["game: hearthstone", "active_player: A", "board:",
                      "  - {id: heroA, card: Jaina Proudmoore, controller: A}",
                      "  - {id: heroB, card: Garrosh Hellscream, controller: B}", *board_lines,
                      f"action: {action}", ""])


# -- item 8: files that are not files, too big, or that expand without end ----------------------------

@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_device_is_refused_without_reading_it(device):
    if not os.path.exists(device):
        pytest.skip(f"no {device}")
    assert_refused(*run_bounded("resolve", device), [device, "is not a regular file"])


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "scenario.yaml"
    os.mkfifo(fifo)
    assert_refused(*run_bounded("resolve", fifo), [str(fifo), "is not a regular file"])


def test_a_file_over_the_size_limit_is_refused(tmp_path):
    path = tmp_path / "big.yaml"
    path.write_text(EXAMPLE.read_text() + "#" + "x" * MAX_FILE_BYTES + "\n")
    assert_refused(*run_bounded("resolve", path), [str(path), f"is larger than {MAX_FILE_BYTES:,} bytes"])


def test_billion_laughs_aliases_are_refused():
    path = LIMITS / "billion_laughs.yaml"
    assert_refused(*run_bounded("resolve", path), [str(path), "more than 100,000 values", "alias"])


def test_an_alias_that_holds_itself_is_refused():
    path = LIMITS / "alias_holds_itself.yaml"
    assert_refused(*run_bounded("resolve", path), [str(path), "line 3", "refers to a list or mapping that holds it"])


def test_every_limits_file_has_a_test():
    assert sorted(p.name for p in LIMITS.glob("*.yaml")) == ["alias_holds_itself.yaml", "billion_laughs.yaml"]


def test_a_board_past_the_limit_is_refused(tmp_path):
    path = tmp_path / "crowd.yaml"
    path.write_text(_scenario([f"  - {{id: m{i}, card: Chillwind Yeti, controller: B}}" for i in range(MAX_BOARD)]))
    assert_refused(*run_bounded("resolve", path), [str(path), "line 3, at board", f"{MAX_BOARD + 2:,} entries",
                                                   f"limit of {MAX_BOARD}"])


def test_a_spell_damage_past_the_limit_in_a_card_file_is_refused(tmp_path):
    """A Kobold Geomancer card file with Spell Damage +1000000000 would make Arcane Missiles fire a billion
    missiles: the card file is refused naming the field and the limit."""
    cards = tmp_path / "cards"
    import shutil
    from dealt.kb import load_game
    shutil.copytree(load_game("hearthstone").cards_dir, cards)
    (cards / "kobold_geomancer.yaml").write_text((HERE / "bad_inputs" / "cards" / "number_past_the_limit.yaml")
                                                 .read_text())
    scenario = tmp_path / "missiles.yaml"
    scenario.write_text(_scenario(["  - {id: kobold, card: Kobold Geomancer, controller: A}"],
                                  "{card: Arcane Missiles, controller: A}").replace(
        "controller: B}", "controller: B, keywords: [immune]}", 1))
    script = ("import dataclasses, sys\nimport dealt.kb\nfrom dealt.cli import main\n"
              "game = dataclasses.replace(dealt.kb.load_game('hearthstone'), cards_dir=sys.argv[1])\n"
              "dealt.kb.load_game = lambda _name: game\nsys.exit(main(['resolve', sys.argv[2]]))\n")
    try:
        done = subprocess.run([sys.executable, "-c", script, str(cards), str(scenario)], capture_output=True,
                              text=True, timeout=TIMEOUT, preexec_fn=_bounded)
    except subprocess.TimeoutExpired:
        pytest.fail("Arcane Missiles with a billion Spell Damage did not end")
    assert_refused(done.returncode, done.stdout, done.stderr,
                   ["kobold_geomancer.yaml, line 7, at mechanics[0].amount", "1000000000 is past Dealt's limit for any number (999"])


# -- item 8: output grows linearly with the board -----------------------------------------------------

def _consecration(tmp_path, minions):
    path = tmp_path / f"consecration_{minions}.yaml"
    path.write_text(_scenario([f"  - {{id: m{i}, card: Chillwind Yeti, controller: B}}" for i in range(minions)],
                              "{card: Consecration, controller: A}"))
    return path


def test_consecration_output_grows_linearly_with_the_board(capsys, tmp_path):
    """Each event's ruling used to list every target, so the JSON grew with the square of the board."""
    sizes, event_sizes = {}, {}
    for minions in (30, 90):
        rc, out, _ = run(capsys, "resolve", _consecration(tmp_path, minions), "--json")
        assert rc == 0
        sizes[minions] = len(out)
        data = json.loads(out)
        event_sizes[minions] = len(json.dumps(data["events"][5]))
    assert abs(event_sizes[90] - event_sizes[30]) < 20, event_sizes     # one event's record: the same size
    assert sizes[90] < 3.3 * sizes[30], sizes           # three times the board: about three times the output
    first = data["events"][5]["steps"][0]
    assert first["rule"] == "area_effect_creates_every_event_in_play_order"
    assert ("for each of heroB, m0, m1, m2, m3, m4, m5, m6, m7, m8, m9, m10 and 79 more "
            f"(ruling {first['seq']} names all 91)") in first["ruling"]
    whole = data["rulings"][str(first["seq"])]
    assert whole.startswith("Consecration creates one Damage Event for each of heroB, m0, m1,")
    assert "m88, m89, in play order, before any resolves." in whole


def test_why_names_a_long_list_once(capsys, tmp_path):
    rc, out, _ = run(capsys, "why", _consecration(tmp_path, 40), "m5")
    assert rc == 0
    assert "for each of heroB, m0, m1, m2, m3, m4, m5, m6, m7, m8, m9, m10 and 29 more (ruling 1 names all 41)" in out
    assert "m39" not in out


def test_a_small_board_keeps_the_whole_list(capsys, tmp_path):
    rc, out, _ = run(capsys, "resolve", _consecration(tmp_path, 3), "--json")
    data = json.loads(out)
    assert data["events"][1]["steps"][0]["ruling"] == ("Consecration creates one Damage Event for each of heroB, "
                                                       "m0, m1, m2, in play order, before any resolves.")
    assert "rulings" not in data


# -- item 7: a MemoryError is one line, never a traceback ---------------------------------------------

def test_out_of_memory_is_one_line(capsys, monkeypatch):
    import dealt.cli

    def exhaust(_args):
        raise MemoryError

    monkeypatch.setattr(dealt.cli, "cmd_resolve", exhaust)
    rc, out, err = run(capsys, "resolve", EXAMPLE)
    assert rc == 1 and out == ""
    assert err.startswith("dealt: error: out of memory") and err.count("\n") == 1, err


# -- item 9: messages ---------------------------------------------------------------------------------

def test_a_long_bad_value_is_shortened(capsys, tmp_path):
    path = tmp_path / "long.yaml"
    path.write_text(_scenario([f"  - {{id: yeti, card: Chillwind Yeti, controller: B, health: {'x' * 500_000}}}"]))
    text = assert_refused(*run(capsys, "resolve", path), [str(path), "line 6, at board[2].health"])
    assert "characters" in text


def test_a_long_unknown_field_is_shortened(capsys, tmp_path):
    path = tmp_path / "long_key.yaml"
    path.write_text(_scenario([]) + "? " + "z" * 200_000 + "\n: 1\n")      # an explicit key may be this long
    assert_refused(*run(capsys, "resolve", path), [str(path), "is not a scenario field"])


def test_a_file_that_is_no_scenario_is_not_quoted(capsys, tmp_path):
    path = tmp_path / "shadow"
    path.write_text("root:$6$saltsalt$c2VjcmV0aGFzaA:19700:0:99999:7:::\ndaemon:*:19700:0:99999:7:::\n")
    text = assert_refused(*run(capsys, "resolve", path), [str(path), "line 1", "not a scenario"])
    assert "$6$" not in text and "c2VjcmV0aGFzaA" not in text and "daemon" not in text


def test_malformed_yaml_is_not_quoted(capsys, tmp_path):
    path = tmp_path / "secret"
    path.write_text("password: hunter2: swordfish\n")
    text = assert_refused(*run(capsys, "resolve", path), [str(path), "line 1", "is not valid YAML"])
    assert "hunter2" not in text and "swordfish" not in text


def test_an_empty_path_is_no_scenario_given(capsys):
    text = assert_refused(*run(capsys, "resolve", ""), ["no scenario file given"])
    assert "directory" not in text


def test_a_control_character_in_a_board_id_never_reaches_the_terminal(capsys):
    path = HERE / "bad_inputs" / "id_with_a_terminal_escape.yaml"
    text = assert_refused(*run(capsys, "resolve", path), [str(path), "line 5, at board[1].id", "U+001B"])
    assert "\x1b" not in text and "\x07" not in text and r"\x1b" in text


def test_a_message_escapes_control_characters_it_is_given():
    from dealt.facts.errors import InputError
    text = InputError("f.yaml", "board[0].id", "\x1b]0;pwned\x07 is bad.").message()
    assert text == r"f.yaml, at board[0].id: \x1b]0;pwned\x07 is bad."


@pytest.mark.parametrize("written, read_by_yaml_1_1", [("1:30", 90), ("0x10", 16), ("017", 15), ("0b11", 3),
                                                       ("1_000", 1000), ("+12", None)])
def test_numbers_are_decimal_digits(written, read_by_yaml_1_1, tmp_path):
    from dealt.facts.scenario import read_yaml
    path = tmp_path / "n.yaml"
    path.write_text(f"health: {written}\n")
    data, _ = read_yaml(path)
    if read_by_yaml_1_1 is None:
        assert data == {"health": 12}
    else:
        assert data == {"health": written}, f"{written} read as {data['health']!r}, not kept as text"
