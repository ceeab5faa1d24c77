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


WINDS = """\
schema: 1
name: Shielding Winds
kind: ongoing
text: "Whenever a Hero Target would be dealt 5 or more Damage from a single source, reduce that Damage by 2."
mechanics:
  - {mechanic: reduce_damage_of_at_least, amount: 3, minimum: 5, scope: to_hero_targets}
"""

LIBRARY_RULING = """\
game: sentinels
active_player: villain
cards: [{library}]
board:
  - {{id: voss, card: Grand Warlord Voss, controller: villain}}
  - {{id: tempest, card: Tempest, controller: tempest}}
  - {{id: winds, card: Shielding Winds, controller: tempest}}
  - {{id: ward, kind: effect, controller: tempest, attached_to: tempest, text: "Reduce damage dealt to Tempest by 1",
     mechanics: [{{mechanic: {mechanic}, amount: 1, scope: to_host}}]}}
action:
  deal: {{source: voss, to: [tempest], amount: 6, type: melee}}
expect:
  events:
    - {{target: tempest, dealt: 3}}
"""


def _library(tmp_path, winds=WINDS, game_line=""):
    (tmp_path / "library" / "sentinels").mkdir(parents=True)
    (tmp_path / "library" / "sentinels" / "winds.yaml").write_text(winds, encoding="utf-8")
    (tmp_path / "library" / "fireball.yaml").write_text("game: hearthstone\n" + FIREBALL, encoding="utf-8")


def test_a_library_folder_and_a_ruling_using_it_and_an_inline_effect_are_clean(tmp_path, capsys):
    _library(tmp_path)
    (tmp_path / "ruling.yaml").write_text(LIBRARY_RULING.format(library="library", mechanic="reduce_damage"))
    assert main(["check", str(tmp_path / "library"), str(tmp_path / "ruling.yaml")]) == 0, capsys.readouterr().err
    assert "checked 3 file(s): no problems" in capsys.readouterr().out


def test_a_library_card_files_problem_is_reported_with_its_file_and_line(tmp_path, capsys):
    _library(tmp_path, WINDS.replace("reduce_damage_of_at_least", "reduce_damage_of_at_leest"))
    winds = tmp_path / "library" / "sentinels" / "winds.yaml"
    expected = (f"{winds}, line 6, at mechanics[0].mechanic: 'reduce_damage_of_at_leest' is not a sentinels "
                "mechanic. Did you mean 'reduce_damage_of_at_least'?")
    assert main(["check", str(tmp_path / "library")]) == 2
    assert any(p.startswith(expected) for p in _problems(capsys.readouterr().err))
    (tmp_path / "ruling.yaml").write_text(LIBRARY_RULING.format(library="library", mechanic="reduce_damage"))
    assert main(["check", str(tmp_path / "ruling.yaml")]) == 2       # the ruling's library, checked with it
    assert any(p.startswith(expected) for p in _problems(capsys.readouterr().err))


def test_a_rulings_library_that_is_no_folder_and_an_unknown_inline_mechanic(tmp_path, capsys):
    _library(tmp_path)
    ruling = tmp_path / "ruling.yaml"
    ruling.write_text(LIBRARY_RULING.format(library="librery", mechanic="reduce_damage"))
    assert main(["check", str(ruling)]) == 2
    assert _problems(capsys.readouterr().err)[0].startswith(f"{ruling}, line 3, at cards[0]: the card library")
    ruling.write_text(LIBRARY_RULING.format(library="library", mechanic="reduce_damaeg"))
    assert main(["check", str(ruling)]) == 2
    assert _problems(capsys.readouterr().err)[0].startswith(
        f"{ruling}, line 9, at board[3].mechanics[0].mechanic: 'reduce_damaeg' is not a sentinels mechanic. "
        "Did you mean 'reduce_damage'?")
