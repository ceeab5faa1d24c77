"""Static effects of a card in play read from its text (issue 13, round 3): Moonfang's damage cap and Reborn; `dealt
why` says what each did; the ruling files (tests/rulings/hearthstone/derived_*) check the numbers and rules fired."""
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.kb.hearthstone.carddb import card_index
from dealt.testing.text import assert_says_in_order

RULINGS = Path(__file__).parent / "rulings" / "hearthstone"

WHY = [
    ("derived_moonfang_takes_only_one_of_a_fireballs_seven", "e1",
     ["Kobold Geomancer adds its Spell Damage +1", "6 -> 7",
      "Moonfang: moonfang can only take 1 damage at a time, so the 7 damage to it becomes 1.",
      "rule damage_above_one_at_a_time_becomes_one", "HEAVILY_ARMORED", "moonfang takes 1: Health 3 -> 2"]),
    ("derived_moonfang_one_damage_is_taken_as_it_is", "e1",
     ["Checked and did not apply: Moonfang (moonfang) at Damage taken at a time", "the damage to moonfang was 1, not more than 1"]),
    ("derived_temple_berserker_reborn_returns_with_one_health_and_its_enrage", "temple_berserker",
     ["temple (Temple Berserker) had Reborn: it is resummoned as temple_berserker in its place, with 1 Health of its 2, "
      "after the Deathrattles.", "rule reborn_minion_returns_with_one_health",
      "Temple Berserker (temple_berserker) is damaged (Health 1 of 2), so it has +2 Attack: Attack 1 -> 3."]),
    ("derived_bulwark_of_azzinoth_loses_durability_instead_of_its_hero_taking_damage", "e1",
     ["[Hero predamage triggers] Bulwark of Azzinoth (bulwark): heroB would take 6 damage, so bulwark loses 1 Durability instead "
      "(4 -> 3) and the damage is prevented.", "rule weapon_loses_durability_instead_of_its_hero_taking_damage"]),
    ("derived_hallazeal_gives_your_fireball_lifesteal", "e1",
     ["Hallazeal the Ascended adds its Spell Damage +1 (x1) to Fireball: 6 -> 7.",
      "Fireball has Lifesteal: the 7 damage it dealt to heroB (e1) also heals heroA by as much (h1)."]),
]


@pytest.mark.parametrize("name, subject, says", WHY, ids=[w[0] for w in WHY])
def test_why_says_what_the_static_effect_did(capsys, name, subject, says):
    assert main(["why", str(RULINGS / f"{name}.yaml"), subject]) == 0
    assert_says_in_order(capsys.readouterr().out, says)


@pytest.mark.parametrize("name", ["Moonfang", "Draconic Delicacy", "Temple Berserker", "Undercover Cultist",
                                  "Thassarian", "Blightblood Berserker", "Bulwark of Azzinoth",
                                  "Hallazeal the Ascended", "Blur"])
def test_a_card_with_a_static_effect_dealt_models_is_derived(name):
    assert card_index().lookup(name).derivation().complete


def test_a_hero_that_can_only_take_one_damage_for_a_while_is_not_read_as_moonfang():
    # Solid Alibi's "Until your next turn, your hero can only take 1 damage at a time." is a spell's effect on its hero
    assert card_index().lookup("Solid Alibi").derivation().unread
