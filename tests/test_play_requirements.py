"""Play requirements read once per card from the card database's text (kb/hearthstone/play_requirements.py).

The card database has carried no PlayRequirement since patch 16.0, so the index derives them from the
text of the chosen target's phrase; these cases pin what is read for real cards, and what is not.
"""
import pytest

from dealt.kb.hearthstone.carddb import card_index
from dealt.kb.hearthstone.play_requirements import barred_target, requirements_from_text, unmet_requirement

TO_A_MINION = ["Holy Smite", "Mortal Coil", "Slam", "Shield Slam", "Savagery", "Arcane Blast", "Imp-losion",
               "Holy Wrath", "Shadow Bolt", "Explosive Shot", "Cone of Cold", "Powershot", "Cobra Shot",
               "Forbidden Flame"]


@pytest.mark.parametrize("name", TO_A_MINION)
def test_a_spell_to_a_minion_requires_a_minion(name):
    assert card_index().lookup(name).requirements == (("REQ_MINION_TARGET", 0), ("REQ_TARGET_TO_PLAY", 0))


@pytest.mark.parametrize("name, requirements", [
    ("Fireball", {"REQ_TARGET_TO_PLAY": 0}),                        # Deal 6 damage.
    ("Fireblast", {"REQ_TARGET_TO_PLAY": 0}),                       # a Hero Power
    ("Frostbolt", {"REQ_TARGET_TO_PLAY": 0}),                       # to a character
    ("Betrayal", {"REQ_TARGET_TO_PLAY": 0, "REQ_MINION_TARGET": 0, "REQ_ENEMY_TARGET": 0}),
    ("Swipe", {"REQ_TARGET_TO_PLAY": 0, "REQ_ENEMY_TARGET": 0}),    # to an enemy (a character)
    ("Shadowflame", {"REQ_TARGET_TO_PLAY": 0, "REQ_MINION_TARGET": 0, "REQ_FRIENDLY_TARGET": 0}),
    ("Backstab", {"REQ_TARGET_TO_PLAY": 0, "REQ_MINION_TARGET": 0, "REQ_UNDAMAGED_TARGET": 0}),
    ("Shadow Word: Pain", {"REQ_TARGET_TO_PLAY": 0, "REQ_MINION_TARGET": 0, "REQ_TARGET_MAX_ATTACK": 3}),
    ("Big Game Hunter", {"REQ_TARGET_IF_AVAILABLE": 0, "REQ_MINION_TARGET": 0, "REQ_TARGET_MIN_ATTACK": 7}),
    ("Dragonslayer", {"REQ_TARGET_IF_AVAILABLE": 0, "REQ_MINION_TARGET": 0, "REQ_TARGET_WITH_RACE": "DRAGON"}),
    ("Firework Elemental", {"REQ_TARGET_IF_AVAILABLE": 0, "REQ_MINION_TARGET": 0}),
    ("Dispatch Kodo", {"REQ_TARGET_IF_AVAILABLE": 0}),                # Deal damage equal to this minion's Attack.
    ("Cut-less", {"REQ_TARGET_TO_PLAY": 0, "REQ_MINION_TARGET": 0, "REQ_UNDAMAGED_TARGET": 0}),
])
def test_the_chosen_targets_phrase_gives_its_requirements(name, requirements):
    assert dict(card_index().lookup(name).requirements) == requirements


@pytest.mark.parametrize("name", [
    "Mind Blast",            # to the enemy hero: nothing chosen
    "Bouncing Blade",        # a random minion
    "Flamestrike",           # all enemy minions
    "Frothing Berserker",    # Whenever a minion takes damage (a trigger, no Battlecry)
    "Armorsmith",            # Whenever a friendly minion ...
    "Eye for an Eye",        # a Secret
    "Flame Juggler",         # Battlecry: ... a random enemy
    "Disciple of Demise",    # Battlecry: Randomly destroy another minion
])
def test_text_that_chooses_no_target_has_no_requirement(name):
    assert card_index().lookup(name).requirements == ()


def test_only_spells_hero_powers_and_minions_choose_targets():
    assert requirements_from_text("Deal 3 damage to a minion.", "WEAPON") == ()
    assert requirements_from_text("Whenever this attacks, deal 3 damage to a minion.", "MINION") == ()


def _entity(**fields):
    return {"id": "x", "kind": "minion", "controller": "B", "health": 5, "max_health": 5, "attack": 4,
            "races": (), "keywords": [], "record": None, **fields}


def test_the_kind_is_checked_before_the_side():
    problem = unmet_requirement("Betrayal", (("REQ_ENEMY_TARGET", 0), ("REQ_MINION_TARGET", 0)),
                                _entity(id="heroA", kind="hero", controller="A"), "A")
    assert "REQ_MINION_TARGET); heroA is a hero." in problem


def test_a_battlecry_cannot_target_its_own_minion_and_stealth_and_immune_bar_only_enemies():
    assert "its own Battlecry cannot target it" in barred_target(_entity(controller="A"), "A", "minion", source="x")
    stealthed = _entity(keywords=["stealth"])
    assert "has Stealth" in barred_target(stealthed, "A", "spell")
    assert barred_target(stealthed, "B", "spell") is None
    immune = _entity(keywords=["immune"])
    assert "is Immune" in barred_target(immune, "A", "attack")
    assert barred_target(immune, "B", "spell") is None


def test_the_message_names_the_requirement_its_parameter_and_what_the_target_is():
    pain = card_index().lookup("Shadow Word: Pain")
    assert unmet_requirement(pain.name, pain.requirements, _entity(id="yeti"), "A") == (
        "Shadow Word: Pain: its target must be a character with 3 or less Attack (the card's play requirement "
        "REQ_TARGET_MAX_ATTACK 3); yeti has 4 Attack.")
    assert unmet_requirement(pain.name, pain.requirements, _entity(attack=3), "A") is None
    slayer = card_index().lookup("Dragonslayer")
    assert "must be a Dragon" in unmet_requirement(slayer.name, slayer.requirements, _entity(races=("BEAST",)), "A")
    assert unmet_requirement(slayer.name, slayer.requirements, _entity(races=("ALL",)), "A") is None
