"""Hearthstone's words for issue 16: the number of a "randomly split" spell's missiles said with how it was reached
(each Spell Damage and each Prophet Velen by name), and no missile listing them as checked and not applied."""
from pathlib import Path

import pytest
import yaml

from dealt.facts.scenario import load_scenario
from dealt.inference.outcome import resolve
from dealt.kb import GAME_MODULES, load_game
from dealt.viz.report import why_text

HEROES = [{"id": "heroA", "card": "Jaina Proudmoore", "controller": "A"},
          {"id": "heroB", "card": "Garrosh Hellscream", "controller": "B"}]


def _outcome(tmp_path, board, card):
    path = tmp_path / "scenario.yaml"
    path.write_text(yaml.safe_dump({"game": "hearthstone", "active_player": "A", "board": HEROES + board,
                                    "action": {"card": card, "controller": "A"}}, sort_keys=False))
    scenario = load_scenario(str(path), tuple(GAME_MODULES))
    return resolve(load_game("hearthstone"), scenario)


@pytest.mark.parametrize("board, card, said, missiles", [
    ([{"id": "kobold", "card": "Kobold Geomancer", "controller": "A"},
      {"id": "velen", "card": "Prophet Velen", "controller": "A"}], "Avenging Wrath",
     "Avenging Wrath shoots 18 missiles: its 8, +1 Spell Damage (Kobold Geomancer), doubled by Prophet Velen;", 18),
    ([{"id": "velen", "card": "Prophet Velen", "controller": "A"},
      {"id": "velen2", "card": "Prophet Velen", "controller": "A"}], "Arcane Missiles",
     "Arcane Missiles shoots 12 missiles: its 3, doubled by Prophet Velen (velen), doubled again by Prophet Velen "
     "(velen2);", 12),
    ([], "Arcane Missiles",
     "Arcane Missiles shoots 3 missiles: its 3, with no Spell Damage or Prophet Velen of its controller counting;", 3),
    ([{"id": "zerker", "card": "Spellzerker", "controller": "A", "health": 1}], "Arcane Missiles",
     "Arcane Missiles shoots 5 missiles: its 3, +2 Spell Damage (Spellzerker);", 5),
    ([{"id": "zerker", "card": "Spellzerker", "controller": "A"}], "Arcane Missiles",
     "Arcane Missiles shoots 3 missiles: its 3, with no Spell Damage", 3),
], ids=["kobold and velen", "two velens", "nothing", "damaged spellzerker", "undamaged spellzerker"])
def test_the_missile_count_is_said_under_each_missile_with_how_it_was_reached(tmp_path, board, card, said, missiles):
    outcome = _outcome(tmp_path, board, card)
    assert len(outcome.events) == missiles
    for event in outcome.events:
        text = why_text(outcome, event["id"])
        assert said in text, text
        assert "Checked and did not apply" not in text, text      # the bonuses acted on the count, not the missile
        assert not event["not_applied"]
