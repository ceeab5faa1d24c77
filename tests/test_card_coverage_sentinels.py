"""Every card the Sentinels rules text names is in the card data, with its text and a mechanic, or (its printed
text not found) is an inline effect in the rulings that need it, not a bundled card."""
from pathlib import Path

import pytest
import yaml

from dealt.kb import load_game

#: the cards named in ../shared/rules-sources/sentinels-damage-order-of-operations.txt, in order, with the text
#: the rules text quotes for them (None: the text names the card without quoting it)
NAMED_IN_THE_TEXT = {
    "Superhuman Durability": "Whenever Legacy would be dealt 5 or more Damage from a single source, reduce that "
                             "Damage by 3.",
    "Fortitude": "Reduce Damage dealt to Legacy by 1.",
    "Amulet of the Elder Gods": "The first time Nightmist would be dealt Damage each turn, you may discard 2 cards. "
                                "If you do, you may redirect that Damage to a Target of your choice.",
    "Stunbolt": "Power: The Wraith deals 1 Target 1 Projectile Damage. Until the start of your next turn, reduce "
                "all Damage dealt by that Target by 1.",
    "Localized Hurricane": "Increase Damage dealt to Tempest by 1. Power: Tempest deals up to 2 Targets 3 "
                           "Projectile Damage each. You may draw 2 cards. Power: Destroy this card.",
    "Shielding Winds": "Whenever a Hero Target would be dealt 5 or more Damage from a single source, reduce that "
                       "Damage by 2.",
    "Isothermic Transducer": "When Absolute Zero is dealt Fire Damage, Absolute Zero deals 1 Target that much Cold "
                             "Damage.",
    "Null-Point Calibration Unit": "When Absolute Zero would take Cold Damage, he regains that many HP instead.",
}
#: the cards the rules text names whose printed text could not be found: rulings use inline effects instead
INLINE_IN_THE_RULINGS = {"Imbued Fire": "imbued_fire_changes_the_type_first_so_the_fire_increase_applies.yaml",
                         "Mistform": "mistform_leaves_nothing_for_the_amulet_to_redirect.yaml"}
#: the character cards whose printed HP and text were read (NightMist's and The Wraith's were not: a scenario gives
#: them as plain hero targets with `hp:`)
CHARACTERS = {"Legacy": 32, "Tempest": 26, "Grand Warlord Voss": 90, "Absolute Zero": 29, "Baron Blade": 40,
              "Haka": 34, "Ra": 30}
RULINGS = Path(__file__).parent / "rulings" / "sentinels"


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


@pytest.mark.parametrize("name", [*INLINE_IN_THE_RULINGS, "NightMist", "The Wraith"])
def test_card_whose_printing_was_not_found_is_not_bundled(name):
    assert name.lower() not in load_game("sentinels").cards


@pytest.mark.parametrize("name, ruling", INLINE_IN_THE_RULINGS.items())
def test_its_ruling_uses_an_inline_effect_named_for_it(name, ruling):
    board = yaml.safe_load((RULINGS / ruling).read_text(encoding="utf-8"))["board"]
    inline = [e for e in board if "card" not in e and name in e.get("text", "")]
    assert inline and all(e["mechanics"] for e in inline), board
