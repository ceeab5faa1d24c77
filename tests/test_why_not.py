"""`dealt why`'s "why not": what a checked effect says when it did not apply, and which effects are
listed as never reached when an event is prevented (only those whose own filter admits the event)."""
import json

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
    # on the opponent's turn the Secret was live: what stopped it is its own condition, the damage not fatal
    assert "opponent's turn" not in line
    assert "Why not: the damage (6) is less than heroA's Health (30) (mechanic prevent_fatal_hero_damage" in line


def _never_reached(tmp_path, capsys, scenario, event="e1"):
    """(hosts listed as never reached in the JSON, the text's "Never reached" lines) for one event."""
    why = json.loads(_why(tmp_path, capsys, scenario, event, "--json"))
    text = _why(tmp_path, capsys, scenario, event)
    return [m["host"] for m in why["events"][0]["not_reached"]], [
        li for li in text.splitlines() if "Never reached:" in li]


def test_a_prevented_hero_event_lists_only_the_effects_that_watch_that_hero(tmp_path, capsys):
    scenario = {"active_player": "B",
                "board": [dict(HEROES[0], health=5), HEROES[1],
                          {"id": "iceblock", "card": "Ice Block", "controller": "A"},
                          {"id": "bolf", "card": "Bolf Ramshield", "controller": "A"},
                          {"id": "eye", "card": "Eye for an Eye", "controller": "A"},
                          {"id": "blade", "card": "Cursed Blade", "controller": "A"},
                          {"id": "frothing", "card": "Frothing Berserker", "controller": "B"},
                          {"id": "armorsmith", "card": "Armorsmith", "controller": "A"},
                          {"id": "acolyte", "card": "Acolyte of Pain", "controller": "A"},
                          {"id": "armorB", "card": "Animated Armor", "controller": "B"},
                          {"id": "water", "card": "Water Elemental", "controller": "B"}],
                "action": {"card": "Fireball", "controller": "B", "targets": ["heroA"]}}
    hosts, lines = _never_reached(tmp_path, capsys, scenario)
    # Ice Block prevents the event at predamage: what watches A's hero would have been checked next
    assert hosts == ["bolf", "eye", "blade"]
    assert lines[0] == ("  Never reached: Bolf Ramshield (bolf) would act at step predamage, but Ice Block "
                        "prevented the event at step predamage.")
    # minion watchers (Frothing Berserker: any minion; Armorsmith: friendly minions; Acolyte: itself), the
    # other hero's Animated Armor and a minion that acts on what it deals could never act on it
    assert not any(card in li for li in lines for card in
                   ("Frothing", "Armorsmith", "Acolyte", "Animated Armor", "Water Elemental"))


def test_a_prevented_minion_event_still_lists_the_minion_watchers(tmp_path, capsys):
    # A casts at its own Immune minion: an enemy's spell could not target it (play requirements)
    scenario = {"active_player": "A",
                "board": [HEROES[0], HEROES[1],
                          {"id": "acolyte", "card": "Acolyte of Pain", "controller": "A", "keywords": ["immune"]},
                          {"id": "frothing", "card": "Frothing Berserker", "controller": "B"},
                          {"id": "armorsmith", "card": "Armorsmith", "controller": "A"},
                          {"id": "wrathguard", "card": "Wrathguard", "controller": "A"},
                          {"id": "eye", "card": "Eye for an Eye", "controller": "A"}],
                "action": {"card": "Fireball", "controller": "A", "targets": ["acolyte"]}}
    hosts, lines = _never_reached(tmp_path, capsys, scenario)
    assert hosts == ["acolyte", "frothing", "armorsmith"]
    assert lines[1] == ("  Never reached: Frothing Berserker (frothing) would act at step character_damage_triggers, "
                        "but Immune prevented the event at step prevention.")
    assert not any("Wrathguard" in li or "Eye for an Eye" in li for li in lines)


def test_a_dormant_secret_is_not_never_reached(tmp_path, capsys):
    scenario = {"active_player": "A",
                "board": [dict(HEROES[0], keywords=["immune"]), HEROES[1],
                          {"id": "eye", "card": "Eye for an Eye", "controller": "A"},
                          {"id": "blade", "card": "Cursed Blade", "controller": "A"}],
                "action": {"card": "Fireball", "controller": "A", "targets": ["heroA"]}}
    hosts, lines = _never_reached(tmp_path, capsys, scenario)
    assert hosts == ["blade"]
    assert len(lines) == 1 and "Cursed Blade (blade) would act at step predamage" in lines[0]
