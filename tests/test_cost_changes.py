"""A card's own Cost as its text changes it in the hand (issue 13, round 3, costs): `dealt why` says what the card
cost and why; the ruling files (tests/rulings/hearthstone/derived_*cost*) check the numbers and the rules fired."""
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.kb.hearthstone.carddb import card_index
from dealt.testing.text import assert_says_in_order

RULINGS = Path(__file__).parent / "rulings" / "hearthstone"

# (ruling file, subject of `dealt why`, what why must say, in order)
WHY = [
    ("derived_prismatic_beam_costs_one_less_per_enemy_minion_paid_as_health", "e1",
     ["Prismatic Beam costs (5): 'Costs (1) less for each enemy minion.' counts 2 (enemy minion), so (7) less 2.",
      "rule card_costs_less_for_each_thing_it_counts", "https://hearthstone.wiki.gg/wiki/Mana_cost",
      "so A pays its Cost, 5, as damage to heroA"]),
    ("derived_shield_shatter_cost_never_goes_below_zero", "e1",
     ["Shield Shatter costs (0): 'Costs (1) less for each Armor you have.' counts 12 (Armor its controller's hero "
      "has), so (10) less 12, and a Cost is never below 0.", "pays its Cost, 0, as damage to heroA"]),
    ("derived_bloodboil_brute_costs_one_less_per_damaged_minion", "bloodboil_brute",
     ["Bloodboil Brute costs (5): 'Costs (1) less for each damaged minion.' counts 2 (damaged minion), so (7) less 2."]),
    ("derived_eye_beam_outcast_costs_one_paid_as_health", "e1",
     ["Eye Beam costs (1), not (3): 'Outcast: This costs (1).' holds (it is played from the left- or right-most place "
      "of the hand (action: outcast)).", "rule card_costs_what_its_text_says_as_its_condition_holds"]),
    ("derived_crush_with_only_an_enemy_damaged_minion_costs_seven", "e1",
     ["Crush costs its printed (7): 'If you have a damaged minion, this costs (4) less.' does not hold (not: its "
      "controller has a damaged minion).", "rule card_keeps_its_cost_as_its_condition_does_not_hold"]),
    ("derived_scorch_costs_what_the_scenario_gives", "e1",
     ["Scorch costs (1), as the scenario gives it (action: cost): 'Costs (1) if you played an Elemental last turn.' "
      "depends on the game's history.", "rule card_costs_what_the_scenario_gives"]),
]


@pytest.mark.parametrize("name, subject, says", WHY, ids=[w[0] for w in WHY])
def test_why_says_what_the_card_cost_and_why(capsys, name, subject, says):
    assert main(["why", str(RULINGS / f"{name}.yaml"), subject]) == 0
    assert_says_in_order(capsys.readouterr().out, says)


@pytest.mark.parametrize("name, what", [
    ("Prismatic Beam", "enemy_minions"), ("Shield Shatter", "hero_armor"), ("Solar Flare", "friendly_elementals"),
    ("Table Flip", "other_cards_in_hand"), ("Bloodboil Brute", "damaged_minions"),
    ("Light of the Phoenix", "damaged_friendly_characters"), ("Crush", "damaged_friendly_minion"),
    ("Eye Beam", "outcast"), ("Dehydrate", "quickdraw"), ("Scorch", "given"), ("Wing Blast", "given"),
    ("Frenzied Felwing", "given"), ("Medivh's Triumph", "control_a_legendary_card"),
])
def test_a_card_whose_text_changes_its_own_cost_is_derived_with_it(name, what):
    derivation = card_index().lookup(name).derivation()
    assert derivation.complete
    assert [p["what"] for m, p in derivation.mechanics() if m == "own_cost_changes"] == [what]


@pytest.mark.parametrize("name, unread", [
    # a condition the board holds that no rule checks: left unread, not guessed as history
    ("Woodland Wonders", "Costs (3) less if you have Spell Damage."),
    # another card's Cost, on a later action (issue 15)
    ("Glacial Advance", "Your next spell this turn costs (2) less."),
])
def test_a_cost_clause_dealt_does_not_model_stays_unread(name, unread):
    assert unread in card_index().lookup(name).derivation().unread
