"""`dealt why` on the Hearthstone keywords that change damage (Lifesteal, Immune while attacking, school
Spell Damage, Elusive): it names what healed or protected a character, from which event, and why an
effect did not apply; a target Elusive bars is refused with exit 2 and the rule quoted."""
from pathlib import Path

from dealt.cli import main

RULINGS = Path(__file__).parent / "rulings" / "hearthstone"


def _why(capsys, ruling, subject):
    assert main(["why", str(RULINGS / ruling), subject]) == 0
    return capsys.readouterr().out


def test_why_says_the_hero_was_healed_by_the_minions_lifesteal_for_its_event(capsys):
    text = _why(capsys, "lifesteal_minion_heals_its_hero_by_the_combat_damage_it_deals.yaml", "heroA")
    assert "heroA (Anduin Wrynn): Health 20 -> 24." in text
    assert ("h1: Bloodworm restores 4 to heroA by its Lifesteal, for the 4 damage it dealt in e1, once the "
            "damage that triggered it resolved: Health 20 -> 24") in text


def test_why_says_the_weapons_lifesteal_healed_its_hero_before_the_counterattack(capsys):
    text = _why(capsys, "lifesteal_weapon_heals_its_hero_before_the_counterattack.yaml", "e1")
    assert ("Aldrachi Warblades has Lifesteal: the 2 damage its hero dealt to ogre (e1) also heals heroA by "
            "as much (h1).") in text


def test_why_says_the_lifesteal_heal_became_damage_only_once(capsys):
    text = _why(capsys, "lifesteal_with_auchenai_damages_its_hero_once_not_again.yaml", "e2")
    assert "Auchenai Soulpriest turns h1 (Bloodworm restoring 4 to heroA) into a Damage Event e2 proposing 4" in text
    assert "heroA takes 4: Health 20 -> 16." in text and "has Lifesteal" not in text    # e2 heals no one again


def test_why_says_the_attacker_was_immune_while_attacking(capsys):
    text = _why(capsys, "immune_while_attacking_attacker_takes_no_counterattack.yaml", "e2")
    assert "avenger is Immune while attacking, and it is attacking: the 4 damage from Chillwind Yeti is prevented." in text


def test_why_says_a_schools_spell_damage_is_not_for_a_spell_of_another_school(capsys):
    text = _why(capsys, "school_spell_damage_does_not_add_to_a_spell_of_another_school.yaml", "e1")
    assert "Ogre Magi adds its Spell Damage +1 (x1) to Fireball: 6 -> 7." in text
    assert ("Checked and did not apply: Bru'kan (brukan) at Spell Damage, with the damage then at 6. Why not: "
            "Fireball is not a nature spell (its school: fire), and Bru'kan's Spell Damage is for nature spells "
            "only") in text


def test_a_hero_power_at_an_elusive_minion_is_refused_with_the_rule_quoted(capsys):
    assert main(["resolve", str(RULINGS / "elusive_minion_cannot_be_targeted_by_a_hero_power.yaml")]) == 2
    err = capsys.readouterr().err
    assert "line 10, at action.targets[0]: dragon is Elusive: it can't be targeted by Hero Powers" in err
    assert "'Can't be targeted by spells or Hero Powers.'" in err and "Allowed: heroA, heroB" in err
    assert "Traceback" not in err


def test_dealt_card_shows_the_spell_damage_a_card_gets_from_its_tags(capsys):
    assert main(["card", "Bru'kan"]) == 0
    text = capsys.readouterr().out
    assert "'Nature Spell Damage +3' -> keyword_from_tags -> spell_damage(amount=3, school='nature')" in text
    assert "no card file; derived from its text" in text
