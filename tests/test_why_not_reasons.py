"""Issue 16, item 1: every effect in play that did not act on an event says which condition of its rules failed,
with the values filled in: read from the rules' own patterns and tests, in every game.

The ruling runner checks this for every ruling file (dealt.testing.rulings.why_not_problems); here the bundled
examples, and the derivation itself on cases whose reason is known."""
from pathlib import Path

import pytest

from dealt.facts.scenario import load_scenario
from dealt.inference.outcome import resolve
from dealt.kb import GAME_MODULES, load_game
from dealt.testing.rulings import resolvable, why_not_problems

ROOT = Path(__file__).parent.parent
EXAMPLES = resolvable(sorted((ROOT / "examples").rglob("*.yaml")))


def _outcome(path):
    scenario = load_scenario(str(path), tuple(GAME_MODULES))
    return resolve(load_game(scenario.game), scenario)


@pytest.mark.parametrize("path", EXAMPLES, ids=[f"{p.parent.name}/{p.stem}" for p in EXAMPLES])
def test_every_effect_that_did_not_apply_says_its_failed_condition(path):
    problems = why_not_problems(_outcome(path))
    assert not problems, "\n".join(problems)
