"""`dealt check`: every mistake of a card file or ruling file at once, each with file, line and "did you mean"."""
import subprocess
import sys
import textwrap
from pathlib import Path

from dealt.cli import main

ROOT = Path(__file__).parent.parent
RULINGS = ROOT / "tests" / "rulings"

FIREBALL = """\
schema: 1
name: Fireball
id: CS2_029
text: Deal 6 damage.
mechanics:
- mechanic: deal_damage
  amount: 6
"""

RULING = """\
description: A's Fireball at B's Yeti, 6 damage, the Yeti is destroyed.
game: hearthstone
active_player: A
board:
  - {id: heroA, card: Jaina Proudmoore, controller: A}
  - {id: heroB, card: Garrosh Hellscream, controller: B}
  - {id: yeti, card: Chillwind Yeti, controller: B}
action: {card: Fireball, controller: A, targets: [yeti]}
expect:
  events:
    - {id: e1, target: yeti, proposed: 6, dealt: 6,
       rules: [card_proposes_the_damage_in_its_text, damage_reduces_armor_then_health]}
  board:
    yeti: {health: -1, destroyed: true}
"""


def _check(tmp_path, capsys, name, text, subfolder="hearthstone"):
    folder = tmp_path / subfolder
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(textwrap.dedent(text), encoding="utf-8")
    code = main(["check", str(tmp_path)])
    return code, capsys.readouterr()


def _problems(err):
    return [line.strip() for line in err.splitlines()[1:]]


def test_the_unchanged_card_and_ruling_are_clean(tmp_path, capsys):
    code, out = _check(tmp_path, capsys, "fireball.yaml", FIREBALL)
    assert code == 0, out.err
    code, out = _check(tmp_path, capsys, "fireball_kills_the_yeti.yaml", RULING, subfolder="rulings")
    assert code == 0, out.err
    assert "checked 2 file(s): no problems" in out.out


def test_a_card_name_not_in_the_database(tmp_path, capsys):
    code, out = _check(tmp_path, capsys, "fireball.yaml", FIREBALL.replace("name: Fireball", "name: Firebal")
                       .replace("id: CS2_029\n", ""))
    assert code == 2
    [problem] = _problems(out.err)
    assert "fireball.yaml, line 2, at name" in problem
    assert "no card of the Hearthstone database is named 'Firebal'" in problem and "Did you mean 'Fireball'?" in problem


def test_a_card_id_not_in_the_database(tmp_path, capsys):
    code, out = _check(tmp_path, capsys, "fireball.yaml", FIREBALL.replace("CS2_029", "CS2_0299"))
    assert code == 2
    [problem] = _problems(out.err)
    assert "line 3, at id" in problem and "no card of the Hearthstone database has the id 'CS2_0299'" in problem


def test_an_id_of_another_card(tmp_path, capsys):
    code, out = _check(tmp_path, capsys, "fireball.yaml", FIREBALL.replace("CS2_029", "CS2_032"))
    assert code == 2
    [problem] = _problems(out.err)
    assert "line 3, at id" in problem and "the id CS2_032 is 'Flamestrike'" in problem


def test_a_text_that_is_not_the_printings_text(tmp_path, capsys):
    code, out = _check(tmp_path, capsys, "fireball.yaml", FIREBALL.replace("Deal 6 damage.", "Deal 7 damage."))
    assert code == 2
    [problem] = _problems(out.err)
    assert "line 4, at text" in problem
    assert "'Deal 7 damage.' is not the text of Fireball (CS2_029)" in problem and "'Deal 6 damage.'" in problem


def test_markup_and_spacing_are_not_a_different_text(tmp_path, capsys):
    code, out = _check(tmp_path, capsys, "fireball.yaml", FIREBALL.replace("Deal 6 damage.", "'<b>Deal</b>  6 damage.'"))
    assert code == 0, out.err


def test_every_unknown_field_keyword_mechanic_and_parameter_at_once(tmp_path, capsys):
    code, out = _check(tmp_path, capsys, "fireball.yaml", FIREBALL.replace("mechanic: deal_damage", "mechanic: deal_damge")
                       + "- mechanic: spell_damage\n  amont: 1\nkeywords: [divine_sheild]\nalias: [Fire Ball]\n")
    assert code == 2
    problems = _problems(out.err)
    assert len(problems) == 5, problems
    wanted = [("line 6, at mechanics[0].mechanic", "'deal_damge' is not a hearthstone mechanic. Did you mean 'deal_damage'?"),
              ("line 8, at mechanics[1]", "mechanic spell_damage needs the parameter 'amount'"),
              ("line 9, at mechanics[1].amont", "has no parameter 'amont'. Did you mean 'amount'?"),
              ("line 10, at keywords[0]", "'divine_sheild' is not a keyword. Did you mean 'divine_shield'?"),
              ("line 11, at alias", "'alias' is not a card field. Did you mean 'aliases'?")]
    for place, text in wanted:
        assert any(place in p and text in p for p in problems), (place, text, problems)


def test_a_card_file_of_no_game(tmp_path, capsys):
    code, out = _check(tmp_path, capsys, "fireball.yaml", FIREBALL, subfolder="somewhere")
    assert code == 2 and "cannot tell which game this card file is for" in out.err


def test_unknown_expect_keys_in_a_ruling(tmp_path, capsys):
    bad = RULING.replace("  events:", "  event:").replace("health: -1", "helth: -1")
    code, out = _check(tmp_path, capsys, "ruling.yaml", bad, subfolder="rulings")
    assert code == 2
    problems = _problems(out.err)
    assert len(problems) == 2, problems
    assert "line 10, at expect.event: 'event' is not an expect key. Did you mean 'events'?" in problems[0]
    assert "line 14, at expect.board.yeti.helth: 'helth' is not a field of the board after. Did you mean 'health'?" \
        in problems[1]


def test_an_unknown_field_of_an_expected_event(tmp_path, capsys):
    code, out = _check(tmp_path, capsys, "ruling.yaml", RULING.replace("proposed: 6", "propsed: 6"), subfolder="r")
    assert code == 2
    [problem] = _problems(out.err)
    assert "line 11, at expect.events[0].propsed" in problem and "Did you mean 'proposed'?" in problem


def test_board_ids_that_are_not_on_the_board(tmp_path, capsys):
    bad = RULING.replace("target: yeti", "target: yeit").replace("    yeti: {", "    yetti: {")
    code, out = _check(tmp_path, capsys, "ruling.yaml", bad, subfolder="rulings")
    assert code == 2
    problems = _problems(out.err)
    assert len(problems) == 2, problems
    assert "line 11, at expect.events[0].target: the target 'yeit' is not on the board. Did you mean 'yeti'?" \
        in problems[0]
    assert "line 14, at expect.board.yetti: 'yetti' is not a board id of this scenario. Did you mean 'yeti'?" \
        in problems[1]


def test_a_path_that_does_not_exist(tmp_path, capsys):
    assert main(["check", str(tmp_path / "nowhere")]) == 2
    assert "no such file or folder" in capsys.readouterr().err


def test_every_bundled_card_and_ruling_is_clean(capsys):
    """The bundled cards are read from the installed package (no PATH), the rulings from the checkout."""
    assert main(["check"]) == 0, capsys.readouterr().err
    assert main(["check", str(RULINGS)]) == 0, capsys.readouterr().err
    assert "no problems" in capsys.readouterr().out


def test_the_command_exits_2_with_every_problem_on_stderr(tmp_path):
    folder = tmp_path / "hearthstone"
    folder.mkdir()
    (folder / "a.yaml").write_text(FIREBALL.replace("CS2_029", "CS2_0299"), encoding="utf-8")
    (folder / "b.yaml").write_text(FIREBALL.replace("Deal 6", "Deal 8"), encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "dealt", "check", str(tmp_path)], capture_output=True, text=True)
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert "2 problem(s) in 2 file(s)" in run.stderr and "a.yaml" in run.stderr and "b.yaml" in run.stderr


def test_what_the_card_loader_refuses_is_reported_with_the_rest(tmp_path, capsys):
    code, out = _check(tmp_path, capsys, "fireball.yaml", FIREBALL.replace("schema: 1\n", "")
                       .replace("deal_damage", "deal_damge"))
    assert code == 2
    problems = _problems(out.err)
    assert len(problems) == 2, problems
    assert any("at schema: schema must be 1" in p for p in problems)
    assert any("'deal_damge' is not a hearthstone mechanic" in p for p in problems)
