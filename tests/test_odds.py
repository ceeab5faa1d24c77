"""`dealt odds` is exact: it matches a brute-force replay of every sequence of random results."""
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.facts.scenario import load_scenario
from dealt.inference.odds import brute_force, odds
from dealt.kb import GAME_MODULES, load_game

CASES = sorted((Path(__file__).parent / "odds_cases").glob("*.yaml"))
RULE = "damage_trigger_gains_attack"


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_merged_enumeration_equals_brute_force(path):
    scenario = load_scenario(path, tuple(GAME_MODULES))
    game = load_game(scenario.game)
    merged, brute = odds(game, scenario, RULE), brute_force(game, scenario, RULE)
    assert sum(merged.outcomes.values()) == 1
    assert merged.outcomes == brute.outcomes
    assert merged.marginals() == brute.marginals()



def test_odds_of_arcane_missiles_by_hand(capsys):
    """3 missiles into heroB (3 Health), a Wisp (1) and a Divine Shield Squire: checked by hand for the Wisp.

    The Wisp survives only if no missile picks it: 1st pick avoids it with 2/3; after that the
    eligible set depends on the Squire's shield, which never dies to the first hit.
    """
    path = Path(__file__).parent / "odds_cases" / "arcane_missiles_three_targets.yaml"
    assert main(["odds", str(path), "--json"]) == 0
    import json
    result = json.loads(capsys.readouterr().out)
    assert result["dies"]["m1"] == "13/18"
    assert result["total_damage"] == {"2": "85/108", "3": "23/108"}


def test_a_number_only_added_to_is_a_change_not_a_read():
    """Frothing Berserker's `attack + gain` written back to its own field is an amount added; a comparison is a read."""
    from dealt.inference.reads import Counted, RunReads

    reads = RunReads()
    attack = Counted(2, (("Entity", "frothing"), "attack"), 0, reads)
    grown = attack + 1 + 2
    assert (grown.value, grown.offset, reads.firing) == (5, 3, [])
    assert grown > 4 and reads.firing == [(("Entity", "frothing"), "attack")]


def test_the_enumeration_leaves_the_fact_classes_as_they_were():
    from dealt.facts.templates import Record

    path = Path(__file__).parent / "odds_cases" / "arcane_missiles_with_triggers.yaml"
    scenario = load_scenario(path, tuple(GAME_MODULES))
    odds(load_game(scenario.game), scenario, RULE)
    assert not {"__getitem__", "get", "items", "copy"} & set(vars(Record))


def test_a_trigger_that_deals_damage_acts_after_every_missile(capsys):
    """Arcane Missiles into Garrosh and a Wrathguard (3 Health): every missile costs Garrosh 1, so he
    ends at 27 on every path; the Wrathguard takes k of 3 missiles (k ~ Binomial(3, 1/2)) and the
    total is 3 + k. The Wrathguard's event waits in the TriggerQueue, which starts again at every
    random pick, as the engine's counters do."""
    path = Path(__file__).parent / "odds_cases" / "arcane_missiles_into_wrathguard.yaml"
    assert main(["odds", str(path), "--json"]) == 0
    import json
    result = json.loads(capsys.readouterr().out)
    assert result["health"]["heroB"] == {"27": "1"}
    assert result["total_damage"] == {"3": "1/8", "4": "3/8", "5": "3/8", "6": "1/8"}
