"""The trigger kinds of issue 13's round 3 (kb/hearthstone/grammar/trigger_kinds.py): `why` of a derived trigger's
event names the trigger and quotes the clause its card's model was read from, and what a kind does not read stays
unread."""
from pathlib import Path

import pytest

from dealt.cli import main

from dealt.facts.scenario import load_scenario
from dealt.inference.outcome import resolve
from dealt.inference.why import explain, render_text
from dealt.kb import GAME_MODULES, PLANNED_GAMES, load_game
from dealt.kb.hearthstone.carddb import card_index

RULINGS = Path(__file__).parent / "rulings" / "hearthstone"


def _record(name):
    return card_index().printings(name)[0]


def test_why_of_a_summon_by_a_derived_hero_damage_trigger_says_the_trigger_and_where_its_card_came_from(capsys):
    path = RULINGS / "derived_whenever_your_hero_takes_damage_zzeraku_summons_a_nether_drake_on_any_turn.yaml"
    outcome = resolve(load_game("hearthstone"), load_scenario(path, tuple(GAME_MODULES), PLANNED_GAMES))
    assert ("Zzeraku the Warped's 'Whenever your hero takes damage' trigger (zzeraku) is queued: heroA, its "
            "controller's hero, took damage (e1") in render_text(explain(outcome, "e1"))
    assert main(["why", str(path), "nether_drake"]) == 0
    drake = capsys.readouterr().out
    assert "Zzeraku the Warped summons 1 Nether Drake: nether_drake for A" in drake
    assert "Zzeraku the Warped: derived from its text" in drake
