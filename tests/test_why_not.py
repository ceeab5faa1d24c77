"""`dealt why`'s "why not": what a checked effect says when it did not apply, and which effects are
listed as never reached when an event is prevented (only those whose own filter admits the event)."""
import yaml

from dealt.cli import main

HEROES = [{"id": "heroA", "card": "Jaina Proudmoore", "controller": "A"},
          {"id": "heroB", "card": "Garrosh Hellscream", "controller": "B"}]


def _why(tmp_path, capsys, scenario, subject, *flags):
    path = tmp_path / "scenario.yaml"
    path.write_text(yaml.safe_dump({"game": "hearthstone", **scenario}, sort_keys=False))
    assert main(["why", str(path), subject, *flags]) == 0
    return capsys.readouterr().out


def test_a_secret_on_its_controllers_turn_says_why_it_did_not_apply(tmp_path, capsys):
    scenario = {"active_player": "A",
                "board": [dict(HEROES[0], health=5), HEROES[1],
                          {"id": "iceblock", "card": "Ice Block", "controller": "A"}],
                "action": {"card": "Fireball", "controller": "A", "targets": ["heroA"]}}
    text = _why(tmp_path, capsys, scenario, "heroA")
    line = next(li for li in text.splitlines() if "Checked and did not apply: Ice Block" in li)
    assert "a Secret triggers only on its controller's opponent's turn; it is A's turn" in line
    assert "rule secret_triggers_only_on_its_controllers_opponents_turn" in line
    assert "Hearthstone wiki, 'Secret'" in line
    assert "heroA was dealt 6" in text


def test_a_secret_on_the_opponents_turn_has_no_such_reason(tmp_path, capsys):
    scenario = {"active_player": "B",
                "board": [HEROES[0], HEROES[1], {"id": "iceblock", "card": "Ice Block", "controller": "A"}],
                "action": {"card": "Fireball", "controller": "B", "targets": ["heroA"]}}
    text = _why(tmp_path, capsys, scenario, "heroA")
    line = next(li for li in text.splitlines() if "Checked and did not apply: Ice Block" in li)
    assert "opponent's turn" not in line and "Its mechanic: Secret, predamage" in line
