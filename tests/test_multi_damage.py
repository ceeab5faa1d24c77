"""Several damage abilities of one card (issue 13, round 3): each acts once the one before it is done and all it set
off has resolved (Hearthstone wiki, Damage Events: two-step effects); the ruling files
(tests/rulings/hearthstone/derived_sleet_storm_*, derived_carress_*, derived_grimoire_of_sacrifice_*) check the
numbers and the rules fired in order; here `dealt why` and what stays unread."""
from pathlib import Path

from dealt.cli import main
from dealt.kb.hearthstone.carddb import card_index

RULINGS = Path(__file__).parent / "rulings" / "hearthstone"
SLEET = RULINGS / "derived_sleet_storm_deals_2_then_1_to_a_random_enemy_minion_each_with_spell_damage.yaml"


def _why(capsys, scenario, subject):
    assert main(["why", str(scenario), subject]) == 0
    return capsys.readouterr().out


def test_why_the_second_damage_ability_has_its_own_spell_damage_and_its_clause(capsys):
    out = _why(capsys, SLEET, "e2")
    assert "Sleet Storm picks yeti at random" in out
    assert "Kobold Geomancer adds its Spell Damage +1 (x1) to Sleet Storm: 1 -> 2." in out
    assert "yeti takes 2: Health 2 -> 0." in out
    assert "read from its text: 'Deal 2 damage.', 'Deal 1 damage to a random enemy minion.'" in out
    first = _why(capsys, SLEET, "e1")
    assert "Kobold Geomancer adds its Spell Damage +1 (x1) to Sleet Storm: 2 -> 3." in first
    assert "frothing gains +1 Attack (2 -> 3)" in first          # the first ability's trigger, before the second


def test_two_damage_abilities_are_read_in_the_texts_order():
    kinds = {name: [m for m, _ in card_index().lookup(name).derivation().mechanics()]
             for name in ("Sleet Storm", "VAC_449t10", "Grimoire of Sacrifice")}
    assert kinds["Sleet Storm"] == ["deal_damage", "deal_damage_to_random_targets"]
    assert kinds["VAC_449t10"] == ["deal_damage", "deal_damage_to_all"]
    assert kinds["Grimoire of Sacrifice"] == ["destroy_target", "deal_damage_to_all"]


def test_the_cards_own_hero_after_its_target_is_a_later_ability_not_a_second_target():
    # Obliterate chooses the minion it destroys; 'your hero' is named by its words, no second chosen target: a
    # later ability of its own (deal_damage_to_own_hero), waiting for its turn
    kinds = {name: [m for m, _ in card_index().lookup(name).derivation().mechanics()]
             for name in ("Obliterate", "Nightshade Tea")}
    assert kinds["Obliterate"] == ["destroy_target", "deal_damage_to_own_hero"]
    assert kinds["Nightshade Tea"] == ["deal_damage", "deal_damage_to_own_hero"]
    assert not card_index().lookup("Obliterate").unread