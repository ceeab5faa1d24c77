"""`dealt why`'s "why not": what a checked effect says when it did not apply, and which effects are
listed as never reached when an event is prevented (only those whose own filter admits the event)."""
import json
import re

import yaml

from dealt.cli import main

HEROES = [{"id": "heroA", "card": "Jaina Proudmoore", "controller": "A"},
          {"id": "heroB", "card": "Garrosh Hellscream", "controller": "B"}]


def _why(tmp_path, capsys, scenario, subject, *flags):
    path = tmp_path / "scenario.yaml"
    path.write_text(yaml.safe_dump({"game": "hearthstone", **scenario}, sort_keys=False))
    assert main(["why", str(path), subject, *flags]) == 0
    # each reason's citation line joined to its line: "... Why not: ... . [rule NAME; source: ...]"
    return re.sub(r"\n {7}(rule [^\n]*)", r" [\1]", capsys.readouterr().out)


def test_a_secret_on_its_controllers_turn_says_why_it_did_not_apply(tmp_path, capsys):
    scenario = {"active_player": "A",
                "board": [dict(HEROES[0], health=5), HEROES[1],
                          {"id": "iceblock", "card": "Ice Block", "controller": "A"}],
                "action": {"card": "Fireball", "controller": "A", "targets": ["heroA"]}}
    text = _why(tmp_path, capsys, scenario, "heroA")
    line = next(li for li in text.splitlines() if "Checked and did not apply: Ice Block" in li)
    assert "a Secret triggers only on its controller's opponent's turn; it is A's turn" in line
    assert "[rule secret_triggers_only_on_its_controllers_opponents_turn" in line
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
    assert "Why not: the damage read 6, less than heroA's 30 Health. [rule fatal_hero_damage_is_prevented_and_the_hero_becomes_immune" in line


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
    assert lines[0] == ("  Never reached: Bolf Ramshield (bolf) would act at Hero predamage triggers, but Ice Block "
                        "stopped the event first, at Hero predamage triggers.")
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
    assert lines[1] == ("  Never reached: Frothing Berserker (frothing) would act at Character damage triggers, "
                        "but Immune stopped the event first, at Immune or 0.")
    assert not any("Wrathguard" in li or "Eye for an Eye" in li for li in lines)


def test_a_dormant_secret_is_not_never_reached(tmp_path, capsys):
    scenario = {"active_player": "A",
                "board": [dict(HEROES[0], keywords=["immune"]), HEROES[1],
                          {"id": "eye", "card": "Eye for an Eye", "controller": "A"},
                          {"id": "blade", "card": "Cursed Blade", "controller": "A"}],
                "action": {"card": "Fireball", "controller": "A", "targets": ["heroA"]}}
    hosts, lines = _never_reached(tmp_path, capsys, scenario)
    assert hosts == ["blade"]
    assert len(lines) == 1 and "Cursed Blade (blade) would act at Hero predamage triggers" in lines[0]


# --- "checked and did not apply": only what its reach admits, with why not in the rule's own words --------

def _checked(tmp_path, capsys, scenario, subject):
    """(hosts listed as checked and not applied, per event, in the JSON; the text's "Checked" lines)."""
    why = json.loads(_why(tmp_path, capsys, scenario, subject, "--json"))
    text = _why(tmp_path, capsys, scenario, subject)
    return ({e["id"]: [m["host"] for m in e["not_applied"]] for e in why["events"]},
            [li for li in text.splitlines() if "Checked and did not apply:" in li])


HERO_HIT = {"active_player": "B",
            "board": [dict(HEROES[0], health=10), HEROES[1],
                      {"id": "iceblock", "card": "Ice Block", "controller": "A"},
                      {"id": "frothing", "card": "Frothing Berserker", "controller": "B"},
                      {"id": "armorsmith", "card": "Armorsmith", "controller": "A"},
                      {"id": "armorB", "card": "Animated Armor", "controller": "B"},
                      {"id": "drake", "card": "Azure Drake", "controller": "A"},
                      {"id": "velen", "card": "Prophet Velen", "controller": "A"},
                      {"id": "water", "card": "Water Elemental", "controller": "B"}],
            "action": {"card": "Fireball", "controller": "B", "targets": ["heroA"]}}


def test_a_hero_event_lists_as_checked_only_what_watches_that_hero(tmp_path, capsys):
    hosts, lines = _checked(tmp_path, capsys, HERO_HIT, "heroA")
    # Frothing and Armorsmith watch minions, armorB the other hero, A's Spell Damage and Velen A's own
    # spells, Water Elemental what it deals: none could have acted on B's Fireball at heroA
    assert hosts == {"e1": ["iceblock"]}
    assert len(lines) == 1
    assert lines[0].startswith("  Checked and did not apply: Ice Block (iceblock) at Hero predamage triggers, with the "
                               "damage then at 6. Why not: the damage read 6, less than heroA's 10 Health. "
                               "[rule fatal_hero_damage_is_prevented_and_the_hero_becomes_immune; source: Hearthstone wiki, "
                               "Damage Events: 'Ice Block triggers if")


def test_the_graph_greys_only_what_the_outcome_lists(tmp_path, capsys):
    path = tmp_path / "scenario.yaml"
    path.write_text(yaml.safe_dump({"game": "hearthstone", **HERO_HIT}, sort_keys=False))
    dot = tmp_path / "x.dot"
    assert main(["graph", str(path), "--detail", "rulings", "-o", str(dot)]) == 0
    text = dot.read_text()
    for card in ("Frothing Berserker", "Armorsmith", "Animated Armor", "Azure Drake", "Prophet Velen",
                 "Water Elemental"):
        assert card not in text
    assert text.count("did not apply\n(checked") == 1           # (the legend says what a grey note is)
    assert ("Ice Block did not apply\n(checked at Hero predamage triggers, the damage then 6)\nthe damage read 6, less "
            "than heroA's\n10 Health") in text


def test_animated_armor_on_damage_of_one_says_it_is_not_more_than_one(tmp_path, capsys):
    scenario = {"active_player": "B",
                "board": [HEROES[0], HEROES[1], {"id": "armorA", "card": "Animated Armor", "controller": "A"}],
                "action": {"card": "Moonfire", "controller": "B", "targets": ["heroA"]}}
    hosts, lines = _checked(tmp_path, capsys, scenario, "heroA")
    assert hosts == {"e1": ["armorA"]}
    assert "Animated Armor (armorA) at Hero predamage triggers, with the damage then at 1. Why not: the damage read 1, " \
           "not more than 1. [rule hero_damage_above_one_is_reduced_to_one" in lines[0]


def test_ice_block_reads_the_damage_as_a_cursed_blade_reports_it(tmp_path, capsys):
    scenario = {"active_player": "B",
                "board": [dict(HEROES[0], health=10), HEROES[1],
                          {"id": "blade", "card": "Cursed Blade", "controller": "A"},
                          {"id": "iceblock", "card": "Ice Block", "controller": "A"}],
                "action": {"card": "Frostbolt", "controller": "B", "targets": ["heroA"]}}
    _, lines = _checked(tmp_path, capsys, scenario, "heroA")
    assert "Why not: the damage (3) read as 6, less than heroA's 10 Health" in lines[0]


def test_a_secret_used_up_by_an_earlier_missile_says_so(tmp_path, capsys):
    scenario = {"active_player": "B",
                "board": [HEROES[0], HEROES[1], {"id": "eye", "card": "Eye for an Eye", "controller": "A"}],
                "action": {"card": "Arcane Missiles", "controller": "B"}}
    hosts, lines = _checked(tmp_path, capsys, scenario, "eye")
    # missile 1 (e1) triggers it (e2 answers); missiles 2 and 3 (e3, e4) find it used up
    assert hosts == {"e1": [], "e2": [], "e3": ["eye"], "e4": ["eye"]}
    assert all("Why not: eye (Eye for an Eye) was already used up: its text acts only while it is in play. "
               "[rule " in li for li in lines) and len(lines) == 2


def test_a_damage_trigger_on_an_event_that_changed_nothing_says_it_runs_no_triggers(tmp_path, capsys):
    scenario = {"active_player": "B",
                "board": [HEROES[0], HEROES[1],
                          {"id": "squire", "card": "Argent Squire", "controller": "A"},
                          {"id": "frothing", "card": "Frothing Berserker", "controller": "B"},
                          {"id": "armorsmith", "card": "Armorsmith", "controller": "A"},
                          {"id": "armorsmithB", "card": "Armorsmith", "controller": "B"}],
                "action": {"card": "Moonfire", "controller": "B", "targets": ["squire"]}}
    hosts, lines = _checked(tmp_path, capsys, scenario, "squire")
    assert hosts == {"e1": ["frothing", "armorsmith"]}          # B's Armorsmith watches B's minions only
    for line in lines:
        assert ("Why not: squire's Health+Armor did not go down (it lost 0: Divine Shield had reduced the damage to 0), "
                "and such a Damage Event runs no "
                "triggers") in line


def test_spell_damage_on_one_of_the_excepted_spells_says_so(tmp_path, capsys):
    scenario = {"active_player": "A",
                "board": [HEROES[0], HEROES[1], {"id": "drake", "card": "Azure Drake", "controller": "A"},
                          {"id": "velen", "card": "Prophet Velen", "controller": "A"}],
                "action": {"card": "Ancient Curse", "controller": "A"}}
    hosts, lines = _checked(tmp_path, capsys, scenario, "e1")
    assert hosts == {"e1": ["drake", "velen"]}
    assert all("Why not: Ancient Curse is one of the eight spells whose Damage Events get no Spell Damage or "
               "Prophet Velen bonus" in li for li in lines)


def test_spell_damage_and_velen_are_not_checked_on_the_missiles_whose_number_they_made(tmp_path, capsys):
    """Issue 16: a "randomly split" spell's Spell Damage and Velen act on its number of missiles (the count's
    ruling says so), not on each missile: no missile lists them as checked and not applied."""
    scenario = {"active_player": "A",
                "board": [HEROES[0], HEROES[1], {"id": "drake", "card": "Azure Drake", "controller": "A"},
                          {"id": "velen", "card": "Prophet Velen", "controller": "A"}],
                "action": {"card": "Arcane Missiles", "controller": "A"}}
    hosts, lines = _checked(tmp_path, capsys, scenario, "heroB")
    assert set(hosts) == {f"e{n}" for n in range(1, 9)} and not any(hosts.values()), hosts
    assert lines == []


def test_a_second_bolf_behind_the_first_says_only_the_first_acts(tmp_path, capsys):
    scenario = {"active_player": "B",
                "board": [HEROES[0], HEROES[1], {"id": "bolf", "card": "Bolf Ramshield", "controller": "A"},
                          {"id": "bolf2", "card": "Bolf Ramshield", "controller": "A"}],
                "action": {"card": "Fireball", "controller": "B", "targets": ["heroA"]}}
    hosts, lines = _never_reached(tmp_path, capsys, scenario)
    assert hosts == ["bolf2"]
    assert lines == ["  Never reached: Bolf Ramshield (bolf2) would act at Hero predamage triggers, but Bolf Ramshield "
                     "stopped the event first, at Hero predamage triggers (bolf, earlier in play: only the first Bolf "
                     "Ramshield in play acts)."]


def test_what_a_mechanic_does_is_said_with_its_parameters(tmp_path, capsys):
    from dealt.kb import GAME_MODULES, load_game
    for name in GAME_MODULES:
        game = load_game(name)
        for card in game.cards.values():
            for mechanic, params in card.mechanics:
                said = game.registry[mechanic].says(params)
                assert "`" not in said, (name, card.name, said)
    frothing = load_game("hearthstone").cards["frothing berserker"]
    (mechanic, params), = frothing.mechanics
    assert load_game("hearthstone").registry[mechanic].says(params).startswith(
        "Whenever any minion takes damage, its host gains 1 Attack")


def test_a_dormant_secret_is_checked_with_its_reason_and_nothing_that_cannot_reach_is(tmp_path, capsys):
    # A's own Fireball at A's hero on A's turn: Eye for an Eye is dormant (the Secret's reason); Frothing
    # Berserker watches minions; Commanding Shout's floor covers A's minions only and has no slot to check
    scenario = {"active_player": "A",
                "board": [HEROES[0], HEROES[1],
                          {"id": "eye", "card": "Eye for an Eye", "controller": "A"},
                          {"id": "frothing", "card": "Frothing Berserker", "controller": "A"},
                          {"id": "shout", "card": "Commanding Shout", "controller": "A"}],
                "action": {"card": "Fireball", "controller": "A", "targets": ["heroA"]}}
    hosts, lines = _checked(tmp_path, capsys, scenario, "heroA")
    assert hosts == {"e1": ["eye"]}
    assert ("Eye for an Eye (eye) at Character damage triggers, with the damage then at 6. Why not: Eye for "
            "an Eye cannot trigger: a Secret triggers only on its controller's opponent's turn; it is A's turn. "
            "[rule secret_triggers_only_on_its_controllers_opponents_turn") in lines[0]
    assert not any("Commanding Shout" in li or "Frothing" in li for li in lines)


def test_what_a_checked_effect_does_is_said_with_its_card_files_parameters(capsys):
    from pathlib import Path
    ruling = Path(__file__).parent / "rulings/sentinels/amulet_redirects_the_damage_for_two_cards.yaml"
    assert main(["why", str(ruling), "e1"]) == 0
    out = capsys.readouterr().out
    # the Amulet acted (it redirected the damage to the Wraith): when the redirected damage comes to the same step
    # again it is not listed as "did not apply" (issue 16: effects that acted were listed so after a redirect)
    assert "redirects it to wraith" in out
    assert not any("Checked and did not apply: Amulet" in li for li in out.splitlines())
    from dealt.kb import load_game
    amulet = load_game("sentinels").cards["amulet of the elder gods"]
    said = load_game("sentinels").registry["redirect_damage"].says(dict(amulet.mechanics)["redirect_damage"])
    assert "its host's player may discard 2 cards" in said and "`" not in said
