"""A card whose text names its target chooses none (kb/hearthstone/named_targets.py), read once for every card.

Mind Blast "Deal 5 damage to the enemy hero." and Steady Shot hit the enemy hero, Ancient Curse, Burrowing
Mine and Cursed! their controller's own hero, with no `targets:`; `why` says who the target was and why.
"""
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.kb import load_game
from dealt.kb.hearthstone.carddb import card_index
from dealt.kb.hearthstone.named_targets import ENEMY_HERO, FRIENDLY_HERO, named_by_trigger, named_target_from_text
from dealt.kb.hearthstone.play_requirements import TARGET_CHOSEN

ROOT = Path(__file__).parent.parent
MIND_BLAST = ROOT / "tests" / "rulings" / "hearthstone" / "mind_blast_deals_its_damage_to_the_enemy_hero_with_no_target.yaml"
ANCIENT_CURSE = ROOT / "tests" / "rulings" / "hearthstone" / "ancient_curse_ignores_spell_damage_and_velen.yaml"


@pytest.mark.parametrize("name, hero, phrase", [
    ("Mind Blast", ENEMY_HERO, "Deal 5 damage to the enemy hero"),
    ("Steady Shot", ENEMY_HERO, "Deal 2 damage to the enemy hero"),          # a Hero Power
    ("Sinister Strike", ENEMY_HERO, "Deal 3 damage to the enemy hero"),
    ("Nightblade", ENEMY_HERO, "Deal 3 damage to the enemy hero"),           # a Battlecry
    ("Ancient Curse", FRIENDLY_HERO, "You take 7 damage"),
    ("Burrowing Mine", FRIENDLY_HERO, "You take 10 damage"),
    ("Cursed!", FRIENDLY_HERO, "take 2 damage"),
    ("Flame Imp", FRIENDLY_HERO, "Deal 3 damage to your hero"),
])
def test_the_text_names_the_hero_it_damages(name, hero, phrase):
    assert card_index().lookup(name).named_target == (hero, phrase)


@pytest.mark.parametrize("name", [
    "Fireball",              # Deal 6 damage.: chosen
    "Cobra Shot",            # to a minion and the enemy hero: the minion is chosen; the mechanic hits the hero
    "Hellfire",              # ALL characters: a group
    "Eye for an Eye",        # a Secret: it triggers
    "Knuckles",              # an after-attack trigger, not a Battlecry
    "Flash Flood",           # your opponent's left and right-most minions
])
def test_no_single_hero_is_named(name):
    assert card_index().lookup(name).named_target == ()


def test_a_text_naming_both_heroes_names_no_single_target():
    assert named_target_from_text("Deal 2 damage to the enemy hero. You take 2 damage.", "SPELL") == ()
    assert named_target_from_text("Whenever this attacks, deal 2 damage to the enemy hero.", "MINION") == ()


def test_every_bundled_card_with_a_single_target_ability_either_chooses_it_or_names_it():
    """The audit of every card file: a targeted ability's card either has a chosen target (its play
    requirements) or names a hero its mechanic can take; a named hero never goes to a mechanic that
    would ask for a chosen target instead."""
    game = load_game("hearthstone")
    for card in game.cards.values():
        record = card_index().lookup(card.id)
        for mechanic, params in card.mechanics:
            m = game.registry[mechanic]
            if m.role != "ability" or not m.targets:
                continue
            if "when" in params:            # a trigger chooses nothing: its text names the hero it hits
                assert named_by_trigger(record.text) and m.target_may_be_named, card.name
                continue
            chooses = any(name in TARGET_CHOSEN for name, _ in record.requirements)
            assert chooses != bool(record.named_target), card.name
            assert not record.named_target or m.target_may_be_named, card.name


def test_why_says_who_the_target_was_and_why(capsys):
    assert main(["why", str(MIND_BLAST), "heroB"]) == 0
    out = capsys.readouterr().out
    assert ("Mind Blast proposes 5 damage to heroB, the enemy hero: its text names that target ('Deal 5 damage "
            "to the enemy hero'), so none is chosen.") in out
    assert "rule card_deals_its_damage_to_the_hero_its_text_names" in out
    assert main(["why", str(ANCIENT_CURSE), "e1"]) == 0
    assert ("Ancient Curse proposes 7 damage to heroA, its controller's own hero: its text names that target "
            "('You take 7 damage'), so none is chosen.") in capsys.readouterr().out


def test_why_says_cobra_shots_second_event_goes_to_the_enemy_hero_its_text_names(capsys):
    """Cobra Shot, 'Deal 3 damage to a minion and the enemy hero': the minion is chosen, the hero named."""
    cobra = ROOT / "tests" / "rulings" / "hearthstone" / "cobra_shot_hits_the_minion_then_the_enemy_hero.yaml"
    assert main(["why", str(cobra), "Cobra Shot"]) == 0
    out = capsys.readouterr().out
    assert "Cobra Shot's event for yeti, the minion chosen (place 1)" in out
    assert "Cobra Shot's event for heroB, the enemy hero its text names (place 2)" in out
