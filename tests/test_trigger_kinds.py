"""The trigger kinds of issue 13's round 3 (kb/hearthstone/grammar/trigger_kinds.py): `why` of a derived trigger's
event names the trigger and quotes the clause its card's model was read from, and what a kind does not read stays
unread."""
from pathlib import Path

import pytest

from dealt.cli import main

from dealt.facts.scenario import load_scenario
from dealt.inference.outcome import resolve
from dealt.inference.why import explain, render_text
from dealt.kb import GAME_MODULES, PLANNED_GAMES, load_game
from dealt.kb.hearthstone.carddb import card_index

RULINGS = Path(__file__).parent / "rulings" / "hearthstone"


def _record(name):
    return card_index().printings(name)[0]


@pytest.mark.parametrize("ruling, event, says", [
    ("derived_after_your_hero_attacks_axe_of_the_forefathers_a_weapon_deals_1_to_all_minions", "e3",
     "Axe of the Forefathers's 'After your hero attacks' trigger (axe) is queued: heroA attacked yeti"),
    ("derived_after_your_hero_attacks_a_minion_bone_breaker_deals_2_to_the_enemy_hero", "e3",
     "Bone Breaker's 'After your hero attacks a minion' trigger (breaker) is queued: heroA attacked yeti"),
    ("derived_whenever_this_minion_attacks_wretched_tiller_deals_2_to_the_enemy_hero_first", "e1",
     "Wretched Tiller's 'Whenever this attacks' trigger (tiller) is queued: tiller attacks yeti"),
    ("derived_after_a_friendly_minion_dies_blood_troll_sapper_deals_2_to_the_enemy_hero", "e3",
     "Blood Troll Sapper's 'After a friendly minion dies' trigger (sapper) is queued: raider, a friendly minion, has died"),
    ("derived_whenever_your_hero_takes_damage_on_your_turn_emberroot_destroyer_deals_3_to_a_random_enemy_minion", "e3",
     "Emberroot Destroyer's 'Whenever your hero takes damage on your turn' trigger (destroyer) is queued: heroA, its "
     "controller's hero, took damage (e2, Health+Armor down by 4)"),
    ("derived_after_you_play_a_minion_animated_berserker_deals_1_to_it", "e1",
     "Animated Berserker's 'After you play a minion' trigger (berserker) is queued: A played chillwind_yeti, and it "
     "has resolved"),
    ("derived_after_you_play_a_minion_risky_skipper_acts_before_knife_jugglers_after_summon", "e1",
     "Risky Skipper's 'After you play a minion' trigger (skipper), set off because A played chillwind_yeti, resolves "
     "now"),
    ("derived_after_you_play_a_combo_card_wandering_seeker_deals_3_after_eviscerate", "e2",
     "Wandering Seeker's 'After you play a Combo card' trigger (seeker) is queued: A played Eviscerate"),
    ("derived_after_you_cast_a_fire_spell_sunfury_champion_deals_1_to_all_minions_itself_too", "e2",
     "Sunfury Champion's 'After you cast a Fire spell' trigger (champion) is queued: A cast Fireball, and it has resolved"),
    ("derived_when_you_play_or_discard_this_fist_of_jaraxxus_played_deals_4_to_a_random_enemy", "e1",
     "Fist of Jaraxxus picks yeti at random"),
    ("derived_after_this_attacks_gorishi_tunneler_deals_2_to_the_enemy_hero_after_the_combat", "e3",
     "Gorishi Tunneler's 'After this attacks' trigger (tunneler) is queued: tunneler attacked raider, and the combat "
     "has resolved"),
    ("derived_after_this_is_attacked_wrathspike_brute_deals_1_to_all_enemies", "e3",
     "Wrathspike Brute's 'After this is attacked' trigger (brute) is queued: yeti attacked brute"),
    ("derived_after_a_friendly_rush_minion_attacks_etc_deals_2_to_the_enemy_hero", "e3",
     "E.T.C., God of Metal's 'After a friendly Rush minion attacks' trigger (etc) is queued: charger, a friendly minion "
     "with Rush, attacked yeti"),
    ("derived_after_an_adjacent_minion_attacks_coconut_cannoneer_deals_1_to_a_random_enemy", "e2",
     "Coconut Cannoneer's 'After an adjacent minion attacks' trigger (cannoneer) is queued: raider attacked heroB"),
    ("derived_secret_when_your_hero_is_attacked_explosive_trap_kills_the_attacker_before_the_combat", "e1",
     "Explosive Trap's Secret 'When your hero is attacked' (trap) triggers: raider attacks heroA on its opponent's turn"),
    ("derived_secret_after_a_minion_attacks_your_hero_flame_ward_deals_3_to_all_enemy_minions", "e2",
     "Flame Ward's Secret 'After a minion attacks your hero' (ward) triggers: yeti attacked heroA on its opponent's turn"),
    ("derived_secret_after_your_opponent_plays_a_minion_snipe_deals_6_to_it", "e1",
     "Snipe's Secret 'After your opponent plays a minion' (snipe) triggers: B played chillwind_yeti"),
    ("derived_secret_after_an_opposing_hero_power_is_used_dart_trap_deals_5_to_a_random_enemy", "e2",
     "Dart Trap's Secret 'After an opposing Hero Power is used' (dart) triggers: B used Fireblast"),
    ("derived_at_the_end_of_your_turn_baron_geddon_deals_2_to_all_other_characters", "e1",
     "Baron Geddon creates one Damage Event for each of heroA, heroB, yeti, in play order"),
    ("derived_after_you_use_your_hero_power_dragonbane_deals_5_to_a_random_enemy", "e2",
     "Dragonbane's 'After you use your Hero Power' trigger (dragonbane) is queued: A used Steady Shot, and it has resolved"),
    ("derived_inspire_spawn_of_shadows_deals_4_to_each_hero_after_life_tap", "e2",
     "Spawn of Shadows's Inspire (spawn) is queued: A used Life Tap"),
    ("derived_battlecry_and_frenzy_whirling_combatant_frenzy_deals_1_to_all_other_minions", "e3",
     "Whirling Combatant's Frenzy (combatant) is queued: combatant survived damage (e1: Health 2) for the first time"),
    ("derived_at_the_start_of_your_turn_fel_orc_soulfiend_deals_2_to_itself", "e1",
     "Fel Orc Soulfiend's start-of-turn trigger proposes 2 damage to soulfiend, its host"),
])
def test_why_of_a_derived_triggers_event_names_the_trigger_and_quotes_its_clause(ruling, event, says):
    path = RULINGS / f"{ruling}.yaml"
    outcome = resolve(load_game("hearthstone"), load_scenario(path, tuple(GAME_MODULES), PLANNED_GAMES))
    text = render_text(explain(outcome, event))
    record = card_index().lookup(next(p["printing"] for p in outcome.printings if p.get("derived")))
    assert says in text
    assert f"read from its text: '{record.derivation().readings[-1].clause}'" in text


def test_why_of_a_summon_by_a_derived_hero_damage_trigger_says_the_trigger_and_where_its_card_came_from(capsys):
    path = RULINGS / "derived_whenever_your_hero_takes_damage_zzeraku_summons_a_nether_drake_on_any_turn.yaml"
    outcome = resolve(load_game("hearthstone"), load_scenario(path, tuple(GAME_MODULES), PLANNED_GAMES))
    assert ("Zzeraku the Warped's 'Whenever your hero takes damage' trigger (zzeraku) is queued: heroA, its "
            "controller's hero, took damage (e1") in render_text(explain(outcome, "e1"))
    assert main(["why", str(path), "nether_drake"]) == 0
    drake = capsys.readouterr().out
    assert "Zzeraku the Warped summons 1 Nether Drake: nether_drake for A" in drake
    assert "Zzeraku the Warped: derived from its text" in drake
