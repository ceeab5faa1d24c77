"""Every basic Hero Power and its upgrade (issue 13), and a hero attacking with a weapon: what `dealt why` and
`dealt resolve` say about them. The numbers are the ruling files' (tests/rulings/hearthstone/)."""
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.kb import load_game

RULINGS = Path(__file__).parent / "rulings" / "hearthstone"

#: each class's basic Hero Power and its upgrade (HearthSim hearthstone-data; the upgrade is the basic one's
#: tag 1086), as the card files give them
HERO_POWERS = {
    "Mage": ("HERO_08bp", "HERO_08bp2"), "Hunter": ("HERO_05bp", "HERO_05bp2"),
    "Priest": ("HERO_09bp", "HERO_09bp2"), "Warrior": ("HERO_01bp", "HERO_01bp2"),
    "Druid": ("HERO_06bp", "HERO_06bp2"), "Warlock": ("HERO_07bp", "HERO_07bp2"),
    "Paladin": ("HERO_04bp", "HERO_04bp2"), "Rogue": ("HERO_03bp", "HERO_03bp2"),
    "Shaman": ("HERO_02bp", "HERO_02bp2"), "Demon Hunter": ("HERO_10bp", "HERO_10bp2"),
    "Death Knight": ("HERO_11bp", "HERO_11bp2"),
}


@pytest.mark.parametrize("hero_class", sorted(HERO_POWERS))
def test_every_class_has_its_basic_hero_power_and_its_upgrade_modelled(hero_class):
    by_id = {card.id: card for card in load_game("hearthstone").cards.values()}
    for card_id in HERO_POWERS[hero_class]:
        assert card_id in by_id, f"{hero_class}: no card file for {card_id}"
        assert any(m for m, _ in by_id[card_id].mechanics), card_id


def _why(capsys, ruling, subject):
    assert main(["why", str(RULINGS / f"{ruling}.yaml"), subject]) == 0
    return capsys.readouterr().out


def test_why_says_shapeshifts_attack_is_for_this_turn_and_then_the_armor(capsys):
    out = _why(capsys, "shapeshift_gives_one_attack_this_turn_then_one_armor", "heroA")
    attack = out.index("Shapeshift: heroA gains 1 Attack this turn: Attack 0 -> 1 (until the end of the turn)")
    armor = out.index("Shapeshift: heroA gains 1 Armor: Armor 0 -> 1")
    assert attack < armor, out


def test_why_says_auchenai_turned_lesser_heal_into_damage(capsys):
    out = _why(capsys, "lesser_heal_with_auchenai_soulpriest_deals_two_damage_instead", "yeti")
    assert "turns h1 (Lesser Heal restoring 2 to yeti) into a Damage Event e1 proposing 2" in out, out
    assert "yeti takes 2: Health 5 -> 3" in out, out


def test_why_says_life_tap_damages_the_hero_its_text_names(capsys):
    out = _why(capsys, "life_tap_deals_two_to_its_own_hero_then_draws_a_card", "heroA")
    assert "Life Tap proposes 2 damage to heroA, its controller's own hero: its text names that target " \
           "('take 2 damage')" in out, out


def test_why_says_the_weapon_gave_the_hero_its_attack_and_lost_durability(capsys):
    ruling = "hero_weapon_at_its_last_durability_is_destroyed_after_the_attack"
    hero = _why(capsys, ruling, "heroA")
    assert "axe (Fiery War Axe) gives heroA its 3 Attack: heroA's Attack 1 -> 4" in hero, hero
    assert "heroA attacks yeti: the attack (4)" in hero, hero
    assert "axe is destroyed, so heroA no longer has its 3 Attack: Attack 4 -> 1" in hero, hero
    weapon = _why(capsys, ruling, "axe")
    assert weapon.startswith("axe (Fiery War Axe): Durability 1 -> 0, destroyed."), weapon
    assert "heroA attacked with axe: its Durability 1 -> 0, so it is destroyed (with the deaths)" in weapon, weapon


def test_why_says_dagger_mastery_destroyed_the_old_weapon(capsys):
    out = _why(capsys, "dagger_mastery_equips_a_wicked_knife_and_destroys_the_old_weapon", "axe")
    assert "Dagger Mastery: heroA equips wicked_knife (Wicked Knife, 1 Attack, 2 Durability); axe is destroyed" \
           in out, out


def test_why_says_the_silver_hand_summoned_only_what_fit(capsys):
    out = _why(capsys, "the_silver_hand_with_six_minions_summons_only_one", "silver_hand_recruit")
    assert out.startswith("silver_hand_recruit (Silver Hand Recruit): entered play during the action, now Health 1, Attack 1."), out
    assert "(1 of 2 fit: a side holds at most 7 minions)" in out, out


def test_resolve_shows_armor_attack_durability_and_frozen_after_the_action(capsys):
    for ruling, shown in (
            ("armor_up_gains_two_armor", "Health 30, Armor 2, Attack 0"),
            ("shapeshift_gives_one_attack_this_turn_then_one_armor", "Health 30, Armor 1, Attack 1"),
            ("hero_attacks_with_a_weapon_deals_its_attack_and_it_loses_one_durability", "Attack 3, Durability 1"),
            ("frostbolt_freezes_its_target_after_the_damage", "Health 2, Attack 4  [frozen]")):
        assert main(["resolve", str(RULINGS / f"{ruling}.yaml")]) == 0
        out = capsys.readouterr().out
        assert shown in out, out


def test_why_says_life_taps_fatigue_comes_from_its_draw(capsys):
    out = _why(capsys, "life_tap_from_an_empty_deck_takes_fatigue_after_its_damage", "e2")
    assert "Life Tap draws from A's empty deck: Fatigue has dealt A damage 2 times before, so it proposes 3." in out, out


@pytest.mark.parametrize("param, value, problem", [
    ("minion", "Fiery War Axe", "'Fiery War Axe' (a minion summon_minions names) is a weapon, not a minion."),
    ("minion", "Silver Hand Recuit", "'Silver Hand Recuit' (a minion summon_minions names) is not a Hearthstone card."),
])
def test_a_card_file_summoning_what_is_no_minion_is_refused(tmp_path, capsys, param, value, problem):
    library = tmp_path / "house"
    library.mkdir()
    (library / "reinforce.yaml").write_text(
        "schema: 1\ngame: hearthstone\nname: Reinforce\nid: HERO_04bp\n"
        "text: Hero Power Summon a {0} Silver Hand Recruit.\n"
        f"mechanics:\n- mechanic: summon_minions\n  {param}: {value}\n", encoding="utf-8")
    scenario = tmp_path / "scenario.yaml"
    scenario.write_text((RULINGS / "reinforce_summons_a_silver_hand_recruit_at_the_right_end.yaml").read_text()
                        .split("expect:")[0] + "cards: [house]\n", encoding="utf-8")
    assert main(["resolve", str(scenario)]) == 2
    err = capsys.readouterr().err
    assert str(library / "reinforce.yaml") in err and problem in err, err
