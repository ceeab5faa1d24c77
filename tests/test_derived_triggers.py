"""Trigger prefixes read from card text (kb/hearthstone/grammar/triggers.py): a derived trigger is the card file's
mechanic with its `when`, `why` and `dealt card` show the trigger and the clause, card files still win, and what
a trigger cannot be on the board stays unread."""
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.facts.scenario import load_scenario
from dealt.inference.outcome import resolve
from dealt.inference.why import explain, render_text
from dealt.kb import GAME_MODULES, PLANNED_GAMES, load_game
from dealt.kb.hearthstone.carddb import card_index
from dealt.kb.hearthstone.grammar import ABILITY, ANYWHERE, IN_PLAY
from dealt.kb.hearthstone.grammar.reading import read_clause
from dealt.kb.hearthstone.printings import derived_card

RULINGS = Path(__file__).parent / "rulings" / "hearthstone"
#: hand-written cards whose ability is a trigger (kb/hearthstone/cards/*.yaml with `when`)
TRIGGER_CARDS = sorted(card.name for card in load_game("hearthstone").cards.values()
                       if any("when" in params for _, params in card.mechanics))


def _record(name):
    return card_index().printings(name)[0]


@pytest.mark.parametrize("name", TRIGGER_CARDS)
def test_a_hand_written_trigger_card_whose_text_reads_derives_its_card_files_mechanics(name):
    card = load_game("hearthstone").cards[name.lower()]
    record = card_index().lookup(card.id)
    derived = derived_card(record)
    if record.unread:                   # "Can't attack." (Ragnaros) is not read: its card file alone models it
        assert derived is None
        return
    assert derived is not None and derived.mechanics == card.mechanics


def test_the_card_file_still_wins_for_a_trigger_card_whose_text_reads(capsys):
    assert main(["card", "Abomination"]) == 0
    out = capsys.readouterr().out
    assert "its text, clause by clause (not used: the card file above wins):" in out
    outcome = resolve(load_game("hearthstone"), load_scenario(
        RULINGS / "abomination_deathrattle_deals_two_to_all_characters_after_it_dies.yaml", tuple(GAME_MODULES),
        PLANNED_GAMES))
    (abomination,) = [p for p in outcome.printings if p["id"] == "abomination"]
    assert "modelled by abomination.yaml" in abomination["how"] and not abomination.get("derived")


def test_dealt_card_shows_the_trigger_and_the_clause_it_reads(capsys):
    assert main(["card", "Leper Gnome"]) == 0
    out = capsys.readouterr().out
    assert ("derived from its text (read from its text: 'Deathrattle: Deal 2 damage to the enemy hero.')") in out
    assert ("    'Deathrattle: Deal 2 damage to the enemy hero.' -> deathrattle > deal_damage_to_the_named_hero -> "
            "deal_damage(amount=2, spell_damage=True, when='deathrattle')") in out
    assert "        trigger: Hearthstone wiki, Advanced rulebook" in out
    assert "[trigger: deathrattle, reads 'Deathrattle:']" in out


@pytest.mark.parametrize("ruling, event, says", [
    ("derived_deathrattle_leper_gnome_deals_2_to_the_enemy_hero", "e2", "Leper Gnome's Deathrattle (gnome) is queued"),
    ("derived_at_the_end_of_your_turn_earthen_drake_deals_4_to_the_enemy_hero", "e1",
     "Earthen Drake's end-of-turn trigger (drake) is queued"),
    ("derived_whenever_this_minion_takes_damage_bittertide_hydra_deals_3_to_your_hero", "e2",
     "Bittertide Hydra's 'Whenever this minion takes damage' trigger (hydra) is queued"),
    # the trigger kinds of kb/hearthstone/grammar/trigger_kinds.py
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


def test_a_trigger_chooses_no_target_so_a_chosen_target_clause_stays_unread():
    record = _record("Leper Gnome")
    places = (ABILITY, ANYWHERE, IN_PLAY)
    assert read_clause("Deathrattle: Deal 2 damage to the enemy hero.", record, places) is not None
    assert read_clause("Deathrattle: Deal 2 damage.", record, places) is None
    assert read_clause("Deathrattle: Deal 2 damage to a minion.", record, places) is None


def test_a_summon_trigger_limited_to_a_minion_type_is_its_own_trigger_and_whenever_you_summon_is_unread():
    """'After you summon a Pirate,' reads into its own trigger condition (kb/hearthstone/triggers.py); 'Whenever you
    summon a Beast,' acts at another time (before the Battlecry) and no trigger of the vocabulary is it."""
    assert derived_card(_record("Ship's Cannon")).mechanics == (
        ("deal_damage_to_random_targets", {"count": 1, "amount": 2, "group": "enemy_characters",
                                           "when": "after_you_summon_a_pirate"}),)
    assert "Whenever you summon a Beast, draw a card." in _record("Starving Buzzard").unread


def test_a_trigger_the_board_cannot_host_stays_unread():
    """At the end of your turn: a spell (Iceblood Garrison, a location-like spell that 'Lasts 3 turns') is no host
    of that trigger on the board. (Infernal Stapler, a weapon, hosts 'After your hero attacks' since round 3:
    kb/hearthstone/grammar/triggers.py HOSTS.)"""
    assert "At the end of your turn, deal 1 damage to all minions." in _record("Iceblood Garrison").unread
    assert _record("Infernal Stapler").unread == ()
