"""Riftbound combat, amounts read from the game state and lasting effects (issue 14, items 12-14): `dealt
mechanics riftbound` lists them with their parameters, `dealt why` names the rules in order, and an illegal
assignment exits 2 with the rule, nothing printed to stdout and no traceback."""
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.testing.text import assert_says_in_order

RULINGS = Path(__file__).parent / "rulings" / "riftbound"


def test_mechanics_lists_combat_keywords_scopes_and_amounts(capsys):
    assert main(["mechanics", "riftbound"]) == 0
    out = capsys.readouterr().out
    for part in ("- tank() [effect]", "- assault(amount: int = 1) [combat_might", "- shield(amount: int = 1) [combat_might",
                 "bonus_damage(amount: int, scope: str in {spells_and_abilities, spells} = 'spells_and_abilities')",
                 "prevent_next_damage(amount: int, scope: str in {attached_unit, your_units} = 'attached_unit')",
                 "deal_damage_to_each(amount: int | {might_of} | {cards_in_hand}",
                 "split_damage(amount: int | {might_of} | {cards_in_hand}"):
        assert part in out, part


@pytest.mark.parametrize("ruling, subject, says", [
    ("combat_both_sides_deal_their_summed_might_at_once", "d2",
     ["a1 is an attacker with Assault 2: its Might is 3 + 2 = 5 while it attacks.",
      "rule assault_adds_to_might_while_attacking",
      "A's attackers sum their Might (a1 5 + a2 2 = 7) and B's defenders theirs (d1 3 + d2 5 = 8)",
      "rule each_side_sums_the_might_of_its_units",
      "A, the attacker, assigns first: its 7 among the defenders as d1 3, d2 4 (lethal: d1 3 (Tank), d2 5)",
      "rule attacker_assigns_its_damage_first", "Core Rules 443.1.d",
      "rule defender_assigns_its_damage_next",
      "All combat damage is assigned, so it is dealt at once", "rule combat_damage_is_dealt_all_at_once",
      "Annie, Fiery gives A's spells and abilities Bonus Damage, but combat damage is dealt by units, so the 4 to d2 "
      "stays 4.", "rule combat_damage_gets_no_bonus_damage",
      "d2 is dealt 4: damage marked 0 -> 4, against its Might 5"]),
    ("combat_assault_and_shield_add_nothing_on_the_other_side", "d1",
     ["d1 has Assault 3, but it is not an attacker (it defends): its Might stays 2.",
      "rule assault_adds_nothing_unless_attacking", "d1 has 2 damage marked against Might 2",
      "rule unit_with_lethal_damage_is_killed_after_combat_damage"]),
    ("combat_prevent_raises_the_lethal_to_assign_and_reduces_the_damage", "d1",
     ["(lethal: d1 5 (3 + Prevent 2), d2 3)", "rule attacker_assigns_its_damage_first", "437.5.a",
      "rule prevention_reduces_the_damage_and_is_used_up"]),
    ("lasting_prevention_on_a_player_is_tracked_on_each_unit", "b",
     ["prevents the next 2 damage to each unit B controls (this turn): each unit tracks its own Prevent 2 (a, b)",
      "rule prevention_on_a_player_is_tracked_on_each_of_their_units", "437.2",
      "rule prevention_reduces_the_damage_and_is_used_up"]),
    ("lasting_your_spells_bonus_does_not_add_to_an_ability", "a",
     ["Your spells deal 2 Bonus Damage this turn gives its controller's spells +2 Bonus Damage; Volibear, Furious is "
      "an ability, not a spell, so it adds nothing to it.", "rule bonus_damage_for_spells_does_not_add_to_an_ability"]),
    ("amount_for_each_card_in_hand_gets_the_bonus_once", "a",
     ["deals 1 for each card in A's hand: 3 card(s), so its amount is 3.", "rule amount_counts_the_cards_in_a_hand",
      "rule bonus_damage_is_added_to_each_target_separately"]),
    ("amount_of_0_cards_in_hand_bonus_damage_cannot_create_damage", "a",
     ["so its amount is 0.", "rule amount_counts_the_cards_in_a_hand",
      "the +1 Bonus Damage from Annie, Fiery cannot create damage where the instruction deals none",
      "rule bonus_damage_cannot_create_damage_from_an_amount_of_0"]),
    ("amount_equal_to_its_might_ignores_the_damage_marked_on_it", "a",
     ["brute: the damage is equal to brute's Might, 4, so its amount is 4.", "rule amount_equal_to_a_units_might"]),
])
def test_why_names_the_rules_in_order(capsys, ruling, subject, says):
    assert main(["why", str(RULINGS / f"{ruling}.yaml"), subject]) == 0
    assert_says_in_order(capsys.readouterr().out, says)


@pytest.mark.parametrize("ruling, says", [
    ("combat_tank_must_be_assigned_lethal_first", ["at choices.assignment.A.d1", "Tank", "443.1.d.5",
                                                   "Allowed: A: {guard: N, d1: N} adding up to 4"]),
    ("combat_lethal_in_full_before_the_next_unit", ["at choices.assignment.A.d2", "443.1.d.3"]),
    ("combat_no_more_than_lethal_while_another_unit_lacks_it", ["at choices.assignment.A.d1", "443.1.d.4"]),
    ("lasting_effect_with_an_unknown_duration_is_refused", ["at board[1].duration", "Allowed: duration: this_turn"]),
])
def test_refused_assignments_and_effects_exit_2_naming_the_rule(capsys, ruling, says):
    path = RULINGS / f"{ruling}.yaml"
    assert main(["resolve", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "Traceback" not in err and str(path.name) in err
    assert_says_in_order(err, says)


@pytest.mark.parametrize("ruling, needed", [
    ("combat_both_sides_deal_their_summed_might_at_once.yaml", {"combat"}),
    ("amount_equal_to_its_might_ignores_the_damage_marked_on_it.yaml", {"amounts"}),
    ("lasting_prevention_on_a_player_is_tracked_on_each_unit.yaml", {"lasting"}),
    ("turn_end_heals_every_unit_and_the_turn_passes_to_the_next_player.yaml", {"end_of_turn"}),
])
def test_each_optional_rule_module_is_loaded_where_the_board_needs_it_and_only_there(ruling, needed):
    """The fast path (kb/riftbound/optional_modules.py): the bundled Volibear example's engine has none of the
    combat, amount or lasting-effect rules; a combat, an amount read from the state, or a lasting effect on a
    player brings its module."""
    from dealt.facts.scenario import load_scenario
    from dealt.kb import GAME_MODULES, load_game
    from dealt.kb.riftbound.optional_modules import OPTIONAL
    game = load_game("riftbound")
    plain = game.board(load_scenario(Path(__file__).parent.parent / "examples" / "riftbound" /
                                     "volibear_annie_split.yaml", tuple(GAME_MODULES)))
    assert not set(OPTIONAL) & plain.modules
    assert needed <= game.board(load_scenario(RULINGS / ruling, tuple(GAME_MODULES))).modules
