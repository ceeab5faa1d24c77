"""Issue 16, phase 2, Magic: an effect passed over at its slot says the failed condition of its own rule, with the
values, in Magic's words (kb/mtg/words.py, the TEST sentences of kb/mtg/rules), and the rule it is read from."""
from pathlib import Path

import pytest

from dealt.facts.scenario import load_scenario
from dealt.inference.outcome import resolve
from dealt.kb import GAME_MODULES, PLANNED_GAMES, load_game

RULINGS = Path(__file__).parent / "rulings" / "mtg"

CASES = [
    ("combat_double_strike_meets_furnace_of_rath_and_a_shield_in_each_step", "shield",
     "prevention_shield_prevents_the_next_damage", "has 0 left to prevent: the shield is used up"),
    ("worship_without_a_creature_does_not_apply", "worship", "damage_that_would_reduce_life_below_one_reduces_it_to_one",
     "player B controls no creature, so Worship does not apply"),
    ("spell_gratuitous_violence_does_not_double_a_spell_or_an_opponents_creature", "violence",
     "source_deals_double_damage_to_a_permanent_or_player_instead",
     "Gratuitous Violence doubles only the damage a creature player A controls would deal, and this damage comes "
     "from Lightning Bolt, a spell"),
    ("spell_elderscale_wurm_below_7_life_does_not_apply", "wurm",
     "a_life_floor_is_checked_against_the_life_the_event_would_leave",
     "player B has 6 life, less than 7: Elderscale Wurm applies only as long as they have 7 or more"),
    ("combat_protection_from_red_does_not_stop_green_damage", "knight_protection_from_red",
     "protection_prevents_damage_from_a_source_with_its_quality", "is green, not red"),
    ("boon_reflection_does_not_double_an_opponents_life_gain", "boon_reflection", "life_gain_is_doubled",
     "what it could modify here is player B's loss of 2 life, not a gain of life"),
    ("worked_example_worship_awe_strike", "worship", "damage_that_would_reduce_life_below_one_reduces_it_to_one",
     "what it could modify here is player B's gain of 5 life, not a loss of life"),
    ("a_players_order_is_their_choice_for_the_creatures_they_control", "furnace_of_rath",
     "source_deals_double_damage_to_a_permanent_or_player_instead",
     "the damage Shock would deal to bear (then 0): there is no damage left to act on"),
]


@pytest.mark.parametrize("name, host, rule, says", CASES, ids=[c[0] for c in CASES])
def test_a_magic_effect_that_did_not_apply_says_its_failed_condition(name, host, rule, says):
    scenario = load_scenario(str(RULINGS / f"{name}.yaml"), tuple(GAME_MODULES), PLANNED_GAMES)
    outcome = resolve(load_game(scenario.game), scenario)
    misses = [m for e in outcome.events for m in e["not_applied"] if host in (m["host"], m.get("effect"))]
    assert misses, f"{host} is not listed as checked and not applied"
    reason = misses[0]["reason"]
    assert reason["rule"] == rule
    assert says in reason["ruling"], reason["ruling"]
