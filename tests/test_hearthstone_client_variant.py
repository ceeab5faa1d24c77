"""Hearthstone's `client` rule set (kb/hearthstone/variants/client.py): its differences from the wiki's Damage
Events, a ruling pair (same board, each rule set) for each, and exactly which rulings of tests/rulings it changes.

The issue's acceptance test: `dealt corpus tests/rulings --against client` lists exactly the rulings the
Hearthstone differences change. CHANGED_UNDER_CLIENT is that list, as data; it was measured with `dealt diff`
(dealt.inference.diff.diff_scenario: each ruling under its own rule set, then under client), which differs when a
character's or player's state, an event's amount, or the explanation (the rulings in firing order) differs.
"""
import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from dealt.inference.diff import diff_scenario
from dealt.kb import load_game

ROOT = Path(__file__).resolve().parent.parent
RULINGS = ROOT / "tests" / "rulings"
VARIANTS = RULINGS / "hearthstone" / "variants"

#: every ruling file (relative to tests/rulings) whose outcome or explanation `client` changes, resolved under
#: its own rule set and then under client; the client rulings themselves (rules: client) do not differ
CHANGED_UNDER_CLIENT = sorted([
    # Bolf Ramshield first (hs-bugs #1091)
    "hearthstone/animated_armor_acts_before_bolf.yaml",
    "hearthstone/ice_block_played_before_bolf_prevents_fatal_damage.yaml",
    "hearthstone/variants/animated_armor_triggers_first_so_bolf_takes_1_of_fireballs_6.yaml",
    "hearthstone/variants/ice_block_played_before_bolf_prevents_the_fatal_fireball.yaml",
    # Cursed Blade last: predamage triggers read the damage undoubled (hs-bugs #1091)
    "hearthstone/bolf_ramshield_is_not_doubled_by_cursed_blade.yaml",
    "hearthstone/cursed_blade_animated_armor.yaml",
    "hearthstone/cursed_blade_animated_armor_fireball.yaml",
    "hearthstone/cursed_blade_doubles_damage_to_its_hero.yaml",
    "hearthstone/cursed_blade_doubles_what_ice_block_reads.yaml",
    "hearthstone/cursed_blade_non_fatal_for_ice_block.yaml",
    "hearthstone/cursed_blade_reports_doubled_damage_to_ice_block_after_animated_armor.yaml",
    "hearthstone/variants/cursed_blade_doubles_what_ice_block_reads_so_2_damage_at_4_health_is_fatal.yaml",
    "hearthstone/variants/cursed_blade_makes_animated_armor_read_1_damage_as_2_and_trigger_for_no_effect.yaml",
    # Ice Block's "fatal" counts Armor (Fireplace, SabberStone): its ruling is another rule wherever it triggers
    "hearthstone/hellfire_ice_block_first_immune_middle_shield_last_resolve_in_play_order.yaml",
    "hearthstone/hellfire_immune_first_shield_middle_ice_block_last_resolve_in_play_order.yaml",
    "hearthstone/hellfire_shield_first_ice_block_middle_immune_last_resolve_in_play_order.yaml",
    "hearthstone/ice_block_prevents_fatal_damage.yaml",
    "hearthstone/ice_block_triggers_on_exactly_lethal_damage.yaml",
    "hearthstone/turn_a_secret_wakes_when_its_controllers_turn_ends.yaml",
    "hearthstone/turn_ice_block_immune_ends_with_the_turn.yaml",
    "hearthstone/variants/ice_block_reads_health_alone_so_1_damage_at_1_health_and_2_armor_is_fatal.yaml",
    # a Fatigue that dealt no damage counts too (Fireplace, SabberStone)
    "hearthstone/fatigue_prevented_by_an_immune_hero_is_not_counted.yaml",
    "hearthstone/fatigue_taken_by_bolf_ramshield_is_not_counted.yaml",
    "hearthstone/ice_block_prevents_fatigue_on_the_opponents_turn.yaml",
    "hearthstone/variants/fatigue_prevented_by_an_immune_hero_has_dealt_no_damage_and_is_not_counted.yaml",
    # Swipe: the other enemies in play order (hs-bugs #65)
    "hearthstone/swipe_at_the_hero_then_the_minions_newest_first.yaml",
    "hearthstone/swipe_deals_every_damage_before_any_trigger_resolves.yaml",
    "hearthstone/swipe_hits_the_target_then_the_other_enemies_in_reverse_play_order.yaml",
    "hearthstone/swipe_immune_minion_between_keeps_target_first_then_reverse_play_order.yaml",
    "hearthstone/variants/swipe_hits_its_target_then_the_other_enemies_in_reverse_play_order.yaml",
])

#: each difference of `client` -> (the ruling under the rules text, the ruling under client), on the same board
PAIRS = {
    "fatal_hero_damage_counting_armor_is_prevented_and_the_hero_becomes_immune": (
        "ice_block_reads_health_alone_so_1_damage_at_1_health_and_2_armor_is_fatal.yaml",
        "client_ice_block_counts_armor_so_1_damage_at_1_health_and_2_armor_is_not_fatal.yaml"),
    "intercept_hero_damage": (
        "animated_armor_triggers_first_so_bolf_takes_1_of_fireballs_6.yaml",
        "client_bolf_triggers_before_animated_armor_so_bolf_takes_all_6_of_fireball.yaml"),
    "intercept_hero_damage (play order)": (
        "ice_block_played_before_bolf_prevents_the_fatal_fireball.yaml",
        "client_bolf_triggers_before_an_earlier_ice_block_and_takes_the_fatal_fireball.yaml"),
    "double_hero_damage": (
        "cursed_blade_doubles_what_ice_block_reads_so_2_damage_at_4_health_is_fatal.yaml",
        "client_ice_block_reads_before_cursed_blade_doubles_so_the_hero_dies.yaml"),
    "double_hero_damage (Animated Armor)": (
        "cursed_blade_makes_animated_armor_read_1_damage_as_2_and_trigger_for_no_effect.yaml",
        "client_animated_armor_reads_1_before_cursed_blade_doubles_and_does_not_trigger.yaml"),
    "fatigue_that_dealt_no_damage_counts_too": (
        "fatigue_prevented_by_an_immune_hero_has_dealt_no_damage_and_is_not_counted.yaml",
        "client_fatigue_prevented_by_an_immune_hero_still_counts.yaml"),
    "target_first_then_the_other_enemies_in_play_order": (
        "swipe_hits_its_target_then_the_other_enemies_in_reverse_play_order.yaml",
        "client_swipe_hits_its_target_then_the_other_enemies_in_play_order.yaml"),
}


def test_client_lists_its_differences_each_with_its_evidence():
    client = load_game("hearthstone").variants["client"]
    assert client.title == "the live Hearthstone client"
    found = {(d.kind, d.name, d.default) for d in client.differences()}
    assert found == {
        ("replaces", "fatal_hero_damage_counting_armor_is_prevented_and_the_hero_becomes_immune",
         "fatal_hero_damage_is_prevented_and_the_hero_becomes_immune"),
        ("adds", "fatigue_that_dealt_no_damage_counts_too", ""),
        ("replaces", "target_first_then_the_other_enemies_in_play_order",
         "target_first_then_the_other_enemies_in_reverse_play_order"),
        ("mechanic", "intercept_hero_damage", ""),
        ("mechanic", "double_hero_damage", ""),
    }
    sources = {d.name: d.source for d in client.differences()}
    assert "hs-bugs #1091" in sources["intercept_hero_damage"] and "hs-bugs #1091" in sources["double_hero_damage"]
    assert "hs-bugs #65" in sources["target_first_then_the_other_enemies_in_play_order"]
    for name in ("fatal_hero_damage_counting_armor_is_prevented_and_the_hero_becomes_immune",
                 "fatigue_that_dealt_no_damage_counts_too"):
        assert "Fireplace" in sources[name] and "SabberStone" in sources[name]


def test_the_mechanic_changes_set_the_client_predamage_order():
    game = load_game("hearthstone")
    changed = game.variants["client"].registry(game.registry)
    timing = {m: dict(changed[m].timings).get("predamage") for m in
              ("intercept_hero_damage", "reduce_hero_damage_to_one", "prevent_fatal_hero_damage",
               "double_hero_damage")}
    # Bolf > Animated Armor > Ice Block; Cursed Blade has no predamage slot (it doubles after them)
    assert timing["intercept_hero_damage"] < timing["reduce_hero_damage_to_one"] < timing["prevent_fatal_hero_damage"]
    assert timing["double_hero_damage"] is None
    assert dict(game.registry["double_hero_damage"].timings)["predamage"] == -1      # the default is untouched


@pytest.mark.parametrize("difference", sorted(PAIRS))
def test_each_difference_has_a_ruling_under_each_rule_set_on_the_same_board(difference):
    default_file, client_file = (VARIANTS / name for name in PAIRS[difference])
    a, b = (yaml.safe_load(path.read_text()) for path in (default_file, client_file))
    assert (a["rules"], b["rules"]) == ("default", "client")
    for key in ("game", "active_player", "players", "board", "action"):
        assert a.get(key) == b.get(key), f"{difference}: the two rulings differ at {key}"
    for ruling in (a, b):
        assert ruling["expect"].get("why") and ruling["expect"].get("fired_in_order")
    diff = diff_scenario(str(default_file), None, "client")
    assert diff.differs and diff.parting is not None
    assert not diff_scenario(str(client_file), None, "client").differs


def _changed_by_corpus():
    """The rulings `dealt corpus --against client --json` lists as differing, over the Hearthstone rulings (the
    other games have no `client` rule set: the corpus counts their files as such, tests/test_corpus.py), and
    whether every ruling passed under its own rules."""
    run = subprocess.run([sys.executable, "-m", "dealt", "corpus", str(RULINGS / "hearthstone"), "--against", "client",
                          "--json", "--workers", "2"], capture_output=True, text=True, cwd=ROOT, timeout=900)
    listed = []
    for line in run.stdout.splitlines():
        record = json.loads(line)
        where = record.get("file") or record.get("path")
        if where and record.get("differs"):
            listed.append(Path(where).resolve().relative_to(RULINGS).as_posix())
    return sorted(listed), run.returncode, run.stderr


def test_against_client_the_corpus_lists_exactly_the_rulings_the_differences_change():
    listed, code, err = _changed_by_corpus()
    assert code == 0, err               # every ruling passes under its own rules; differing is no failure
    assert listed == CHANGED_UNDER_CLIENT
