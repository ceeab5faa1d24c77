"""Every card the Sentinels rules text names is in the card data, with its text and a mechanic."""
import pytest

from dealt.kb import load_game

#: the cards named in ../shared/rules-sources/sentinels-damage-order-of-operations.txt, in order, with the text
#: the rules text quotes for them (None: the text names the card without quoting it)
NAMED_IN_THE_TEXT = {
    "Superhuman Durability": "Whenever Legacy would be dealt 5 or more Damage from a single source, reduce that "
                             "Damage by 3.",
    "Fortitude": "Reduce Damage dealt to Legacy by 1.",
    "Amulet of the Elder Gods": "The first time Nightmist would be dealt Damage each turn, you may discard 2 cards. "
                                "If you do, you may redirect that Damage to a Target of your choice.",
    "Imbued Fire": None,
    "Stunbolt": "Power: The Wraith deals 1 Target 1 Projectile Damage. Until the start of your next turn, reduce "
                "all Damage dealt by that Target by 1.",
    "Localized Hurricane": "Increase Damage dealt to Tempest by 1. Power: Tempest deals up to 2 Targets 3 "
                           "Projectile Damage each. You may draw 2 cards. Power: Destroy this card.",
    "Shielding Winds": "Whenever a Hero Target would be dealt 5 or more Damage from a single source, reduce that "
                       "Damage by 2.",
    "Isothermic Transducer": "When Absolute Zero is dealt Fire Damage, Absolute Zero deals 1 Target that much Cold "
                             "Damage.",
    "Null-Point Calibration Unit": "When Absolute Zero would take Cold Damage, he regains that many HP instead.",
    "Mistform": None,
}
CHARACTERS = {"Legacy": 32, "Tempest": 26, "Grand Warlord Voss": 90, "Absolute Zero": 29, "NightMist": 26,
              "The Wraith": 26}


@pytest.mark.parametrize("name", NAMED_IN_THE_TEXT)
def test_card_named_in_the_rules_text_is_modelled_with_its_text(name):
    card = load_game("sentinels").cards.get(name.lower())
    assert card is not None, f"{name} has no card file in kb/sentinels/cards/"
    assert card.mechanics, f"{name}'s card file names no mechanic"
    if NAMED_IN_THE_TEXT[name] is not None:
        assert card.text == NAMED_IN_THE_TEXT[name]


@pytest.mark.parametrize("name, hp", CHARACTERS.items())
def test_character_cards_carry_their_hp(name, hp):
    card = load_game("sentinels").cards[name.lower()]
    assert dict(card.mechanics)["character"]["hp"] == hp
