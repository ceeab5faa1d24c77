"""Magic combat (issue 14, items 1-2): what `why`, `resolve` and `mechanics` say of the combat damage steps,
indestructible, protection, keywords without effect on damage and blocks of several attackers.

The numbers and the rules fired are the rulings' (tests/rulings/mtg/combat_*.yaml); these check the words.
"""
import json
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.testing.text import assert_says_in_order

RULINGS = Path(__file__).parent / "rulings" / "mtg"

# (ruling, subject of `dealt why`, what the explanation says, in order)
WHY = [
    ("combat_first_strike_kills_the_blocker_before_it_deals_damage", "bear",
     ["e1: the first combat damage step (first strike)", "only these assign combat damage in it: knight",
      "rule only_creatures_with_first_strike_or_double_strike_deal_damage_in_the_first_step", "510.4",
      "bear has toughness 2 and 2 damage marked", "rule a_creature_with_lethal_damage_is_destroyed",
      "comes a second combat damage step (e2), in which these assign combat damage: no creature",
      "removed from combat and dealing none: bear",
      "rule a_second_combat_damage_step_follows_the_first_strike_step", "e2: the second combat damage step",
      "starts out as []"]),
    ("combat_double_strike_trample_hits_the_player_after_the_blocker_dies", "B",
     ["B: life 20 -> 16", "e1: the first combat damage step", "the defending player loses 1 life",
      "in which these assign combat damage: striker", "removed from combat and dealing none: bear",
      "e2: the second combat damage step", "assigns 3 combat damage to the defending player",
      "the defending player loses 3 life"]),
    ("combat_double_strike_damage_meets_the_same_shield_in_both_steps", "B",
     ["e1", "prevents 2 of the 2 damage", "the shield has 1 left", "rule prevention_shield_prevents_the_next_damage",
      "e2", "prevents 1 of the 2 damage", "the shield has 0 left", "rule prevention_shield_prevents_the_next_damage",
      "loses 1 life"]),
    ("combat_the_game_ends_before_a_second_combat_damage_step", "B",
     ["B: life 3 -> 0, loses the game", "rule a_player_with_0_or_less_life_loses_the_game",
      "so the game is over: there is no second combat damage step (e2)",
      "rule the_game_is_over_before_a_second_combat_damage_step", "104.2a"]),
    ("combat_indestructible_creature_keeps_its_lethal_damage_marked", "guardian",
     ["guardian: damage marked 0 -> 3", "it has indestructible: it is not destroyed and the damage stays marked",
      "rule an_indestructible_creature_with_lethal_damage_is_not_destroyed", "702.12b"]),
    ("combat_indestructible_ignores_deathtouch", "guardian",
     ["guardian has been dealt damage by asp, which has deathtouch",
      "rule an_indestructible_creature_dealt_deathtouch_damage_is_not_destroyed"]),
    ("combat_indestructible_does_not_save_a_creature_with_0_toughness", "guardian",
     ["destroyed", "rule a_creature_with_0_or_less_toughness_is_put_into_its_owners_graveyard"]),
    ("combat_protection_from_red_prevents_a_red_creatures_damage", "knight",
     ["knight: no change", "has protection from red: the 3 damage the 3/3 creature would deal to it is prevented "
      "(3 -> 0), as the 3/3 creature is red", "rule protection_prevents_damage_from_a_source_with_its_quality",
      "702.16e"]),
    ("combat_protection_from_red_does_not_stop_green_damage", "knight",
     ["knight: damage marked 0 -> 3, destroyed", "Checked and did not apply: Protection from red "
      "(knight) at 120.4b Replacement and prevention, for knight"]),
    ("combat_protection_from_red_prevents_lightning_bolt", "knight",
     ["the 3 damage Lightning Bolt would deal to it is prevented (3 -> 0), as Lightning Bolt is red",
      "rule protection_prevents_damage_from_a_source_with_its_quality"]),
    ("combat_protection_from_creatures_does_not_stop_a_spell", "wall",
     ["wall: damage marked 0 -> 2, destroyed", "Checked and did not apply: Protection from creatures"]),
    ("combat_protection_from_everything_prevents_all_damage", "hexer",
     ["has protection from everything", "as Shock is a source"]),
    ("combat_white_knight_takes_no_damage_from_a_black_attacker", "knight",
     ["only these assign combat damage in it: knight", "in which these assign combat damage: ghoul",
      "White Knight has protection from black: the 3 damage the 3/3 creature would deal to it is prevented",
      "rule protection_prevents_damage_from_a_source_with_its_quality"]),
    ("combat_a_blocker_that_can_block_an_additional_creature_divides_its_damage", "guard",
     ["assigns 2 combat damage to the 2/2 creature bear1 as its controller chose (choices.assignment.guard)",
      "assigns 1 combat damage to the 2/2 creature bear2 as its controller chose",
      "rule combat_damage_is_dealt_simultaneously_as_assigned", "510.1c-d"]),
    ("combat_double_strike_trample_hits_the_player_after_the_blocker_dies", "e1",
     ["assigns 2 combat damage to the 2/2 creature by default (no choices.assignment.striker: lethal damage to each "
      "of bear in the order listed, the rest to what it attacks; 510.1c-d let its controller divide it",
      "assigns 1 combat damage to the defending player by default"]),
    ("combat_keywords_without_damage_effect_are_accepted_and_listed", "drake",
     ["drake has flying (CR 702.9), a keyword that does not affect damage",
      "drake has menace (CR 702.111)", "drake has vigilance (CR 702.20)"]),
]


@pytest.mark.parametrize("name, subject, parts", WHY, ids=[w[0] for w in WHY])
def test_why_says_the_combat_rule_that_decided(capsys, name, subject, parts):
    assert main(["why", str(RULINGS / f"{name}.yaml"), subject]) == 0
    assert_says_in_order(capsys.readouterr().out, parts)


def test_resolve_lists_the_keywords_that_do_not_affect_damage(capsys):
    path = RULINGS / "combat_keywords_without_damage_effect_are_accepted_and_listed.yaml"
    assert main(["resolve", str(path)]) == 0
    assert_says_in_order(capsys.readouterr().out, [
        "drake has flying (CR 702.9), a keyword that does not affect damage: no rule of 120.4 reads it",
        "spider has reach (CR 702.17)", "Rules fired, in order:"])
    assert main(["resolve", str(path), "--json"]) == 0
    notes = json.loads(capsys.readouterr().out)["notes"]
    assert [(n["entity"], n["keyword"]) for n in notes if n["kind"] == "keyword_without_damage_effect"] == [
        ("drake", "flying"), ("drake", "menace"), ("drake", "vigilance"), ("spider", "reach")]


def test_mechanics_lists_the_combat_keywords_with_their_parameters(capsys):
    assert main(["mechanics", "mtg"]) == 0
    text = capsys.readouterr().out
    for line in ("- first_strike() [keyword]", "- double_strike() [keyword]", "- indestructible() [keyword]",
                 "- protection(quality: str in {white, blue, black, red, green, creatures, everything}) [keyword]",
                 "- blocks_several() [keyword]", "- keywords_without_damage_effect() [keyword]"):
        assert line in text, line
    assert "flying, forestwalk, haste" in text and "510.4" not in text.split("first_strike")[0]


def test_a_second_step_assignment_made_illegal_by_the_first_step_prints_nothing_but_the_error(capsys):
    path = Path(__file__).parent / "bad_inputs" / "mtg" / \
        "combat_second_step_assignment_to_a_blocker_destroyed_in_the_first.yaml"
    assert main(["resolve", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "Traceback" not in err and err.count("\n") == 1


def test_the_combat_rule_modules_are_left_out_when_nothing_needs_them():
    from dealt.facts.scenario import load_scenario
    from dealt.kb import GAME_MODULES, load_game
    game = load_game("mtg")
    plain = game.board(load_scenario(RULINGS / "combat_creatures_deal_damage_simultaneously_and_both_die.yaml",
                                     tuple(GAME_MODULES)))
    assert not {"combat_steps", "indestructible", "protection"} & plain.modules
    striking = game.board(load_scenario(RULINGS / "combat_white_knight_takes_no_damage_from_a_black_attacker.yaml",
                                        tuple(GAME_MODULES)))
    assert {"combat_steps", "protection"} <= striking.modules and "indestructible" not in striking.modules


def test_orders_of_two_combat_damage_steps_are_one_choice_per_stage(capsys):
    """616.1 with two damage events (510.4): the player's order is used in both; `dealt orders` permutes it once."""
    path = RULINGS / "combat_double_strike_meets_furnace_of_rath_and_a_shield_in_each_step.yaml"
    assert main(["orders", str(path)]) == 0
    assert_says_in_order(capsys.readouterr().out, [
        "2 order(s) of the contested effects; 2 distinct outcome(s)", "B: furnace then shield", "B: life 15",
        "B: shield then furnace", "B: life 18"])


def test_the_graph_links_the_first_combat_damage_step_to_the_second():
    from dealt.facts.scenario import load_scenario
    from dealt.inference.outcome import resolve
    from dealt.kb import GAME_MODULES, load_game
    from dealt.viz.graph import explanation_graph       # the one graph of every game
    scenario = load_scenario(RULINGS / "combat_double_strike_unblocked_deals_damage_in_both_steps.yaml",
                             tuple(GAME_MODULES))
    g = explanation_graph(resolve(load_game("mtg"), scenario))
    [(before, after)] = [(u, v) for u, v, d in g.edges(data=True) if d.get("label") == "then (510.4)"]
    assert before == "e1:result" and after == "e2:start"
    assert any("a second combat damage step" in g.nodes[n]["label"].replace("\n", " ") for n in g.successors(before))


@pytest.mark.parametrize("ruling, needed", [
    ("trigger_boros_reckoner_dealt_damage_deals_that_much_to_any_target.yaml", {"damage_triggers"}),
    ("illegal_target_hexproof_against_an_opponents_spell.yaml", {"illegal_targets"}),
    ("static_disfigure_lets_shock_kill_a_3_3.yaml", {"statics"}),
    ("cant_prevent_urzas_armor_prevents_none_of_skullcracks_damage.yaml", {"cant_prevent"}),
    ("spell_redeem_prevents_all_damage_to_its_two_targets_not_to_a_third.yaml", {"prevent_all"}),
    ("spell_elderscale_wurm_keeps_its_controller_at_7_life.yaml", {"life_floor"}),
])
def test_each_optional_rule_module_is_loaded_where_the_board_needs_it_and_only_there(ruling, needed):
    """The fast path: a plain Lightning Bolt's engine has none of the optional modules' rules; a board with a
    damage trigger, a change before resolution, a P/T static, unpreventable damage, Redeem or Elderscale Wurm has
    its module (kb/mtg/optional_modules.py)."""
    from dealt.facts.scenario import load_scenario
    from dealt.kb import GAME_MODULES, load_game
    from dealt.kb.mtg.optional_modules import OPTIONAL
    game = load_game("mtg")
    plain = game.board(load_scenario(Path(__file__).parent.parent / "examples" / "mtg" / "worship_awe_strike.yaml",
                                     tuple(GAME_MODULES)))
    assert not set(OPTIONAL) & plain.modules
    board = game.board(load_scenario(RULINGS / ruling, tuple(GAME_MODULES)))
    assert needed <= board.modules
