"""`dealt odds` is exact: it matches a brute-force replay of every sequence of random results."""
import signal
from fractions import Fraction
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.testing.process import refused, run_dealt
from dealt.facts.scenario import load_scenario
from dealt.inference.odds import brute_force, odds
from dealt.kb import GAME_MODULES, load_game

CASES = sorted((Path(__file__).parent / "odds_cases").glob("*.yaml"))
RULE = "damage_trigger_gains_attack"


def exact(odds_json):
    """The JSON of `dealt odds` with each probability ({"exact": "1/64", "probability": 0.015625}) as its fraction."""
    def walk(value):
        if isinstance(value, dict) and set(value) == {"exact", "probability"}:
            assert value["probability"] == float(Fraction(value["exact"]))
            return value["exact"]
        return {k: walk(v) for k, v in value.items()} if isinstance(value, dict) else value
    return walk(odds_json)


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
    result = exact(json.loads(capsys.readouterr().out))
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
    result = exact(json.loads(capsys.readouterr().out))
    assert result["health"]["heroB"] == {"27": "1"}
    assert result["total_damage"] == {"3": "1/8", "4": "3/8", "5": "3/8", "6": "1/8"}


# --- boards that used to hang `dealt odds`, and the budgets --------------------------------------
HANGS = Path(__file__).parent / "odds_cases" / "hangs"
LARGE = Path(__file__).parent / "odds_cases" / "large"
#: each case's odds worked out by hand (see each file's description)
BY_HAND = {
    # no random effect: the Yeti stops at 1 (3 dealt), the Raptor takes 4 and dies
    "raptor_attacks_a_yeti_under_the_defenders_commanding_shout": {
        "dies": {"raptor": "1", "yeti": "0"}, "health": {"yeti": {"1": "1"}}, "total_damage": {"7": "1"}},
    # 3 to each of four characters; the Wisp dies, the shouted Yeti (2) stops at 1
    "hellfire_with_a_dying_wisp_under_commanding_shout": {
        "dies": {"wisp": "1", "yeti": "0"}, "health": {"yeti": {"1": "1"}}, "total_damage": {"12": "1"}},
    # a roll of 2, 3 or 4, +1 Spell Damage, into 5 Health
    "imp_losion_with_spell_damage": {
        "dies": {"yeti": "1/3"}, "health": {"yeti": {"0": "1/3", "1": "1/3", "2": "1/3"}},
        "total_damage": {"3": "1/3", "4": "1/3", "5": "1/3"}},
    # the Immune Raptor is never picked; the shouted Crocolisk twice, then nobody is eligible
    "bouncing_blade_into_minions_it_cannot_hurt": {
        "dies": {"raptor": "0", "croc": "0"}, "health": {"raptor": {"2": "1"}, "croc": {"1": "1"}},
        "total_damage": {"2": "1"}},
    "bouncing_blade_into_an_immune_minion_and_a_wisp": {
        "dies": {"raptor": "0", "wisp": "1"}, "total_damage": {"1": "1"}},
    # 80 bounces into the only minion (100 Health), none of them killing it
    "bouncing_blade_stops_after_80_bounces": {
        "dies": {"raptor": "0"}, "health": {"raptor": {"20": "1"}}, "total_damage": {"80": "1"}},
    # RR (1/4): 2 dealt, croc 3; RCR, CRR (1/4): 3, croc 2; CC then R R, RCC then R, CRC then R (1/2): 4, croc 1
    "bouncing_blade_between_a_shouted_minion_and_a_raptor": {
        "dies": {"raptor": "1", "croc": "0"}, "health": {"croc": {"1": "1/2", "2": "1/4", "3": "1/4"}},
        "total_damage": {"2": "1/4", "3": "1/4", "4": "1/2"}},
}
#: too slow to replay every path from the start (80 bounces, each replayed again from the first)
NOT_BRUTE_FORCED = {"bouncing_blade_stops_after_80_bounces"}


def _as_json(odds_result):
    from dealt.viz.odds_report import fraction as _fraction
    m = odds_result.marginals()
    return {"health": {c: {str(h): _fraction(p) for h, p in d.items()} for c, d in m["health"].items()},
            "dies": {c: _fraction(p) for c, p in m["dies"].items()},
            "total_damage": {str(t): _fraction(p) for t, p in m["total_damage"].items()}}


@pytest.mark.parametrize("path", sorted(HANGS.glob("*.yaml")), ids=lambda p: p.stem)
def test_odds_that_used_to_hang_end_with_the_exact_odds(path):
    """Commanding Shout meeting a death (a state led back to itself: the Death step's run stopped again
    before the Death step), Imp-losion with Spell Damage, Bouncing Blade into minions it cannot hurt
    (Immune, or at Commanding Shout's floor) and Bouncing Blade's 80-bounce cap: each ends, in its own
    process under a time limit, with the odds worked out by hand and (where it is small enough) the
    odds of replaying every sequence of random results from the start."""
    import json
    run = run_dealt("odds", path, "--json")
    assert run.returncode == 0, run.stderr
    got = exact(json.loads(run.stdout))
    want = BY_HAND[path.stem]
    for key, values in want.items():
        for c, v in values.items():
            assert got[key][c] == v if key != "total_damage" else got[key] == values, (key, c)
    if path.stem not in NOT_BRUTE_FORCED:
        scenario = load_scenario(path, tuple(GAME_MODULES))
        brute = _as_json(brute_force(load_game(scenario.game), scenario))
        # (the replay's board also holds what was summoned: Imp-losion's Imps)
        for key in ("health", "dies"):
            assert got[key] == {c: brute[key][c] for c in got[key]}
        assert got["total_damage"] == brute["total_damage"]


def test_a_situation_that_leads_back_to_itself_is_reported_not_followed_for_ever(monkeypatch):
    """Were the Death step's run to stop again before the Death step (what hung), the situation would
    lead back to itself: the enumeration says so instead of looping."""
    from dealt.inference.odds_enumerator import Enumerator

    run = Enumerator._run
    monkeypatch.setattr(Enumerator, "_run", lambda self, facts, forced, cut=False, settling=False:
                        run(self, facts, forced, cut))
    scenario = load_scenario(HANGS / "raptor_attacks_a_yeti_under_the_defenders_commanding_shout.yaml",
                             tuple(GAME_MODULES))

    def hung(signum, frame):
        raise TimeoutError("the enumeration did not end in 60 s")
    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(60)
    try:
        with pytest.raises(RuntimeError, match="leads back to itself"):
            odds(load_game(scenario.game), scenario)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def test_odds_stop_at_the_state_budget_saying_what_was_explored():
    path = LARGE / "avenging_wrath_under_velen_into_seven_minions.yaml"
    err = refused(run_dealt("odds", path, "--max-states", "50"), "--max-states")
    assert "the state budget of 50 is spent after exploring" in err
    assert "merged states over" in err and "layers of random results" in err and "engine runs" in err


def test_odds_stop_at_the_time_budget_saying_what_was_explored():
    path = LARGE / "avenging_wrath_under_velen_into_seven_minions.yaml"
    err = refused(run_dealt("odds", path, "--timeout", "0.01"), "--timeout")
    assert "the time budget of 0.01 s is spent after exploring" in err and "merged states over" in err


def test_the_budget_options_refuse_what_is_not_a_budget():
    path = Path(__file__).parent / "odds_cases" / "lightning_storm.yaml"
    for option, value in (("--max-states", "0"), ("--max-states", "many"), ("--timeout", "-1"),
                          ("--timeout", "nan"), ("--timeout", "inf")):
        run = run_dealt("odds", path, option, value)
        assert run.returncode == 2 and "Traceback" not in run.stderr and option in run.stderr


def test_progress_is_shown_on_a_terminal_only(monkeypatch, capsys):
    """A long search draws one progress line on a terminal and takes it off at the end; stderr that is
    not a terminal (a pipe, a file, this test's capture) gets none."""
    import io

    from dealt.inference import search_budget as budget_module
    from dealt.inference.search_budget import SearchBudget

    monkeypatch.setattr(budget_module, "PROGRESS_AFTER", 0.0)
    path = Path(__file__).parent / "odds_cases" / "arcane_missiles_with_triggers.yaml"
    scenario = load_scenario(path, tuple(GAME_MODULES))
    terminal = io.StringIO()
    result = odds(load_game(scenario.game), scenario, budget=SearchBudget(path, "odds", progress=terminal))
    assert sum(result.outcomes.values()) == 1
    drawn = terminal.getvalue()
    assert "\rdealt odds (0 s): " in drawn and "merged states over" in drawn and drawn.endswith("\r" + " " * 79 + "\r")
    assert main(["odds", str(path)]) == 0
    assert capsys.readouterr().err == ""


def test_the_text_lists_a_character_whose_health_changes_for_certain(capsys):
    """The Yeti goes from 2 to 1 (Commanding Shout) in every outcome: a change, said once; the heroes,
    unchanged in every outcome, are named together after them."""
    path = Path(__file__).parent / "odds_cases" / "hangs" / "raptor_attacks_a_yeti_under_the_defenders_commanding_shout.yaml"
    assert main(["odds", str(path)]) == 0
    text = capsys.readouterr().out
    health = text.split("Final Health (probability):\n")[1].split("\n\n")[0].splitlines()
    assert health == ["  Bloodfen Raptor (raptor) ends at -2 in every outcome",
                      "  Chillwind Yeti (yeti) ends at 1 in every outcome",
                      "  unchanged in every outcome: Jaina Proudmoore (heroA), Garrosh Hellscream (heroB)"]
