"""Conditions on a quantity (issue 13, round 3): the board's (a deck, a hero's Health, the minions on a side) or
the game's history the scenario gives (``players: {A: {history: ...}}``). `dealt why` says what the quantity was
and what the text asks; each phrase is read from its real cards; the ruling files
(tests/rulings/hearthstone/derived_*) check the numbers and the rules fired."""
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.kb.hearthstone.carddb import card_index
from dealt.testing.text import assert_says_in_order

RULINGS = Path(__file__).parent / "rulings" / "hearthstone"

# (ruling file, subject of `dealt why`, what why must say, in order)
WHY = [
    ("derived_mortal_strike_at_12_health_deals_6_instead", "e1",
     ["Mortal Strike's condition holds: A's hero has 12 Health (its text asks for at most 12).",
      "rule quantity_meets_the_condition", "Mortal Strike deals 6 instead of 4: its condition held.",
      "Mortal Strike proposes 6 damage to heroB"]),
    ("derived_mortal_strike_at_13_health_deals_4", "e1",
     ["Mortal Strike's condition does not hold: A's hero has 13 Health (its text asks for at most 12).",
      "rule quantity_does_not_meet_the_condition", "Mortal Strike proposes 4 damage to heroB"]),
    ("derived_hot_coals_hero_took_damage_deals_1_more", "e1",
     ["Hot Coals's condition holds: A's hero took damage this turn: yes (history.this_turn.hero_took_damage) "
      "(its text asks for yes).", "Hot Coals deals 3 instead of 2: its condition held, so it deals 1 more.",
      "rule ability_deals_more"]),
    ("derived_glaivebound_adept_hero_did_not_attack_deals_nothing", "glaivebound_adept",
     ["Glaivebound Adept's condition does not hold: A's hero attacked this turn: no", "Glaivebound Adept's ability "
      "does nothing: its condition did not hold."]),
    ("derived_blood_shard_bristleback_deck_of_11_deals_nothing", "blood_shard_bristleback",
     ["Blood Shard Bristleback's condition does not hold: A's deck holds 11 cards (its text asks for at most 10)."]),
    ("derived_gormok_the_impaler_itself_is_not_one_of_4_other_minions", "gormok_the_impaler",
     ["Gormok the Impaler's condition does not hold: A controls 3 other minions (its text asks for at least 4)."]),
    ("derived_bunker_sergeant_opponent_with_1_minion_deals_nothing", "bunker_sergeant",
     ["Bunker Sergeant's condition does not hold: A's opponent controls 1 minion (its text asks for at least 2)."]),
    ("derived_prison_breaker_after_4_spells_this_game_deals_nothing", "prison_breaker",
     ["Prison Breaker's condition does not hold: the spells A cast this game: 4 (history.this_game.spells_cast) "
      "(its text asks for at least 5)."]),
    ("derived_defias_leper_holding_a_shadow_spell_deals_2", "e1",
     ["Defias Leper's condition holds: A is holding a Shadow spell (Shadow Word: Pain)."]),
    ("derived_defias_leper_holding_a_fire_spell_deals_nothing", "defias_leper",
     ["Defias Leper's condition does not hold: A is holding no Shadow spell (the scenario's players entry: hand;"]),
    ("derived_oil_rig_ambusher_entered_the_hand_this_turn_deals_4_instead", "e1",
     ["Quickdraw is active: Oil Rig Ambusher entered A's hand this turn (the scenario's action: entered hand this turn).",
      "Oil Rig Ambusher deals 4 instead of 2: its condition held."]),
    # a Deathrattle's condition is checked when it triggers, from its controller's hand
    ("derived_chillmaw_deathrattle_holding_a_dragon_deals_3_to_all_minions", "e2",
     ["The card's condition, as it was checked:", "Chillmaw's condition holds: B is holding a dragon (Azure Drake).",
      "Chillmaw's Deathrattle (chillmaw), set off because chillmaw died, resolves now", "yeti takes 3"]),
    ("derived_chillmaw_deathrattle_holding_no_dragon_deals_nothing", "chillmaw",
     ["Chillmaw's condition does not hold: B is holding no dragon (the scenario's players entry: hand).",
      "Chillmaw's Deathrattle does nothing: its condition did not hold when it triggered.",
      "rule triggered_ability_does_nothing_when_its_condition_failed"]),
    # a condition on a later sentence gates it alone: the damage before it acts either way, first
    ("derived_molten_breath_holding_no_dragon_deals_5_and_gains_nothing", "e1",
     ["Molten Breath's condition does not hold: A is holding no dragon",
      "Molten Breath's ability (gain armor) does nothing: its condition did not hold (its other abilities act).",
      "Molten Breath proposes 5 damage to yeti"]),
    # 'deal N more' after damage randomly split: N more missiles of 1
    ("derived_bone_flurry_after_a_friendly_minion_died_splits_6", "heroB",
     ["Bone Flurry splits 6 damage instead of 3: its condition held, so it deals 3 more.",
      "rule split_damage_deals_more"]),
]


@pytest.mark.parametrize("name, subject, says", WHY, ids=[w[0] for w in WHY])
def test_why_says_the_quantity_and_what_the_text_asks(capsys, name, subject, says):
    assert main(["why", str(RULINGS / f"{name}.yaml"), subject]) == 0
    assert_says_in_order(capsys.readouterr().out, says)


@pytest.mark.parametrize("name, what, compare, bound", [
    ("Blood Shard Bristleback", "deck", "at_most", 10),
    ("Mortal Strike", "hero_health", "at_most", 12),
    ("Bunker Sergeant", "enemy_minions", "at_least", 2),
    ("Gormok the Impaler", "other_minions", "at_least", 4),
    ("Glaiveshark", "this_turn.hero_attacked", "at_least", 1),
    ("Wartbringer", "this_turn.spells_played", "at_least", 2),
    ("Baba Naga", "while_holding_this.spells_cast", "at_least", 1),
    # a progress counter after the clause is read with it: the count is what the condition reads
    ("Ancient Krakenbane", "while_holding_this.spells_cast", "at_least", 3),
    ("Shadow Word: Undeath", "since_your_last_turn.friendly_undead_died", "at_least", 1),
    ("Plague Eruption", "this_game.cards_discarded", "at_least", 1),
    ("Cumulo-Maximus", "this_turn.overloaded_mana_crystals", "at_least", 1),
    ("Prison Breaker", "this_game.spells_cast", "at_least", 5),
    ("Mordresh Fire Eye", "this_game.hero_power_damage", "at_least", 10),
    ("Resplendent Dreamweaver", "this_game.hero_power_imbues", "at_least", 2),
    ("Scorchfist Scholar", "while_holding_this.spell_schools_played", "at_least", 2),
    ("Mind Sweeper", "while_holding_this.copies_of_opponents_cards_played", "at_least", 1),
    ("Reno the Relicologist", "deck.no_duplicates", "at_least", 1),
    ("Murkspark Eel", "deck.only_even_cost_cards", "at_least", 1),
    ("Omega Devastator", "this_turn.mana_crystals", "at_least", 10),
])
def test_each_phrase_reads_its_quantity(name, what, compare, bound):
    derivation = card_index().lookup(name).derivation()
    assert derivation.complete, derivation.unread
    conditions = [p for m, p in derivation.mechanics() if m in ("only_if", "instead_if")]
    assert conditions == [dict(conditions[0], condition="count", what=what, compare=compare, bound=bound)]


@pytest.mark.parametrize("name, reading", [
    ("Defias Leper", "battlecry > if_you_are_holding > deal_damage_to_a_chosen_target"),   # a spell of a school
    ("Shattered Rumbler", "battlecry > if_you_played_one_last_turn > deal_damage_to_a_group"),   # "cast a spell"
    ("Oil Rig Ambusher", "if_this_entered_your_hand_this_turn_deal_another_amount_instead"),
    ("Prison Breaker", "a_progress_counter"),
    ("Chillmaw", "deathrattle > if_you_are_holding > deal_damage_to_a_group"),
    ("Chronobreaker", "deathrattle > if_you_are_holding > deal_damage_to_a_group"),
    # a later sentence with a condition of its own; the words after the comma read as a sentence
    ("Molten Breath", "if_you_are_holding > gain_armor"),
    ("Ebb and Flow", "if_a_quantity_holds > gain_armor"),
    ("Quick Shot", "if_a_quantity_holds > draw_cards"),
    ("Endtime Survivor", "battlecry > if_a_quantity_holds > this_minion_gains_stats"),
])
def test_a_conditioned_card_is_derived_with_its_condition(name, reading):
    derivation = card_index().lookup(name).derivation()
    assert derivation.complete and reading in [r.template for r in derivation.readings]


def test_a_condition_on_a_later_damage_sentence_stays_unread():
    """Only a later step that acts in its turn (Armor, a draw) takes a condition of its own; a later damage
    sentence with one ("If you're holding a Dragon, deal 3 damage to all enemies." after another) is not read."""
    from dealt.kb.hearthstone.grammar import Reading
    from dealt.kb.hearthstone.grammar.reading import _a_conditioned_step
    holding = ("only_if", (("condition", "holding"), ("what", "dragon")))
    assert _a_conditioned_step(Reading("", "", (holding, ("gain_armor", (("amount", 5),)))))
    assert not _a_conditioned_step(Reading("", "", (holding, ("deal_damage_to_all", (("amount", 3),)))))

