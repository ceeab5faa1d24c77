"""Issue 16, item 3 (Sentinels and Riftbound): a ruling that decided an event is one the event descends from in
the trace (firing -> fact -> firing ... -> the event's first fact), so "every ruling an event descends from" shows
it under that event: a split's division and a target dropped from it under EACH target's event, the spell that
had a unit deal its damage under that unit's event, the Sentinels order under its damage."""
from pathlib import Path

import networkx as nx
import pytest

from dealt.facts.scenario import load_scenario
from dealt.inference.outcome import resolve
from dealt.kb import GAME_MODULES, load_game

RULINGS = Path(__file__).parent / "rulings"


def _outcome(path):
    scenario = load_scenario(str(path), tuple(GAME_MODULES))
    return resolve(load_game(scenario.game), scenario)


def deciding_rules(outcome, event_id):
    """The rules of the non-housekeeping firings the first fact of event `event_id` descends from, in firing order."""
    trace = outcome.trace
    first = trace.facts_of("DamageEvent", id=event_id)[0]
    firings = [n for n in nx.ancestors(trace.graph, first) if trace.graph.nodes[n]["kind"] == "firing"
               and not trace.graph.nodes[n]["housekeeping"]]
    return [trace.graph.nodes[n]["rule"] for n in sorted(firings, key=lambda n: trace.graph.nodes[n]["seq"])]


@pytest.mark.parametrize("ruling", ["volibear_with_annie_splits_six_as_three_two_one",
                                    "split_target_that_moved_away_is_unaffected"])
def test_the_division_is_under_each_target(ruling):
    outcome = _outcome(RULINGS / "riftbound" / f"{ruling}.yaml")
    assert len(outcome.events) >= 2
    for event in outcome.events:
        assert "split_damage_is_divided_when_it_resolves" in deciding_rules(outcome, event["id"]), event["id"]


def test_a_dropped_target_is_under_each_remaining_target():
    outcome = _outcome(RULINGS / "riftbound" / "split_target_that_moved_away_is_unaffected.yaml")
    for event in outcome.events:
        rules = deciding_rules(outcome, event["id"])
        assert rules.index("target_no_longer_legal_is_unaffected") < rules.index(
            "split_damage_is_divided_when_it_resolves"), event["id"]


SENTINELS = sorted((RULINGS / "sentinels").glob("*.yaml")) + sorted((RULINGS.parent.parent / "examples" / "sentinels")
                                                                   .glob("*.yaml"))


@pytest.mark.parametrize("path", SENTINELS, ids=[p.stem for p in SENTINELS])
def test_nothing_says_an_order_was_chosen_when_none_was(path):
    """Sentinels: with no choices.order (nor an order of several targets), no explanation says "chosen order"."""
    from dealt.facts.errors import InputError
    from dealt.viz.report import why_text
    try:
        scenario = load_scenario(str(path), tuple(GAME_MODULES))
        if scenario.choices.get("order") is not None or scenario.choices.get("damage_order") is not None:
            pytest.skip("an order is chosen")
        outcome = resolve(load_game(scenario.game), scenario)
    except InputError:
        pytest.skip("a refused input")
    for event in outcome.events:
        text = why_text(outcome, event["id"])
        for phrase in ("chosen order", "the order the players chose", "The player chose"):
            assert phrase not in text, f"{event['id']}: {phrase!r} in:\n{text}"


def test_the_spell_that_had_a_unit_deal_its_damage_is_under_that_units_event():
    outcome = _outcome(RULINGS / "riftbound" / "why_last_breath_the_spell_that_had_a_unit_deal_its_damage.yaml")
    rules = deciding_rules(outcome, "e1")
    assert [r for r in rules if r in ("amount_equal_to_a_units_might", "targets_are_chosen_when_the_spell_is_finalized",
                                      "finalized_item_resolves", "spell_has_the_unit_it_chose_deal_the_damage")] == [
        "amount_equal_to_a_units_might", "targets_are_chosen_when_the_spell_is_finalized", "finalized_item_resolves",
        "spell_has_the_unit_it_chose_deal_the_damage"]


def test_order_ruling_is_under_its_damage():
    outcome = _outcome(RULINGS / "sentinels" / "why_order_the_players_chose_each_modifier_in_its_place.yaml")
    assert "modifiers_apply_in_the_order_the_player_chose" in [
        outcome.trace.graph.nodes[n]["rule"] for n in nx.ancestors(outcome.trace.graph, outcome.trace.facts_of(
            "DamageEvent", id="e1")[-1]) if outcome.trace.graph.nodes[n]["kind"] == "firing"]


def test_riftbound_says_a_fully_prevented_damage_was_not_dealt_in_its_own_words():
    """Riftbound's result for an event Prevent stopped: the guide's 'the unit was not dealt damage' (437.4)."""
    from dealt.viz.report import why_text
    outcome = _outcome(RULINGS / "riftbound" / "fully_prevented_damage_was_not_dealt_and_triggers_nothing.yaml")
    event = next(e for e in outcome.events if e["prevented"])
    text = why_text(outcome, event["id"])
    assert f"all the damage to {event['target']} was prevented, Bonus Damage included, so {event['target']} was not " \
           "dealt damage at all" in text, text
