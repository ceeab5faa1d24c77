"""Keywords from the card database: applied or unable to change damage, they are not "unmodelled";
the rest of a card's text still is, and the outcome names that part (kb/hearthstone/db_keywords.py)."""
from pathlib import Path

from dealt.facts.scenario import load_scenario
from dealt.inference.outcome import resolve
from dealt.kb import GAME_MODULES, PLANNED_GAMES, load_game

RULINGS = Path(__file__).parent / "rulings" / "hearthstone"


def _unmodelled(path):
    scenario = load_scenario(path, tuple(GAME_MODULES), PLANNED_GAMES)
    return {u["id"]: u["text"] for u in resolve(load_game("hearthstone"), scenario).unmodelled}


def test_the_unmodelled_part_is_named_and_nothing_more():
    assert _unmodelled(RULINGS / "keyword_minions_stay_unmodelled_for_the_text_dealt_does_not_apply.yaml") == {
        "spirit": "Deathrattle: Restore 3 Health to your hero. Excess healing damages a random enemy.",
        "masseuse": "Deals octuple damage to minions.",
    }


def test_the_battlecry_of_the_minion_being_played_is_still_unmodelled(tmp_path):
    scenario = tmp_path / "farseer.yaml"
    scenario.write_text("""game: hearthstone
active_player: A
board:
  - {id: heroA, card: Jaina Proudmoore, controller: A}
  - {id: heroB, card: Garrosh Hellscream, controller: B}
  - {id: farseer, card: Earthen Ring Farseer, controller: B}
action: {card: Earthen Ring Farseer, controller: A}
""")
    assert _unmodelled(scenario) == {"earthen_ring_farseer": "Battlecry: Restore 3 Health."}
