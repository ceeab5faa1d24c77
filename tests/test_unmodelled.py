"""A card in play with no card file is listed as unmodelled in every output, in every game (the README's promise).

Magic, Sentinels and Riftbound have no card database: a named card without a card file resolves as the plain
entity the scenario describes (its kind and stats) and `resolve` (text and --json) and `why` (text and --json)
list it, with the reason "no card file". An action's card must be modelled: an unknown one is refused.
Hearthstone lists cards of its database without a card file the same way (kb/hearthstone/board.py).
"""
import json
from pathlib import Path

import pytest

from dealt.cli import main

RULINGS = Path(__file__).parent / "rulings"
CASES = [  # (ruling, subject for why, the unmodelled board id, its card, the kind it resolves as)
    ("mtg/a_card_with_no_card_file_is_unmodelled_and_resolves_as_the_creature_described.yaml", "goyf", "goyf",
     "Tarmogoyf", "creature"),
    ("mtg/a_trigger_of_a_card_with_no_card_file_is_not_applied_but_reported.yaml", "maniac", "maniac",
     "Mogg Maniac", "creature"),
    ("sentinels/a_hero_with_no_card_file_is_unmodelled_and_resolves_with_the_hp_given.yaml", "bunker", "bunker",
     "Bunker", "hero"),
    ("riftbound/a_unit_with_no_card_file_is_unmodelled_and_resolves_with_the_might_given.yaml", "a", "enforcer",
     "Chemtech Enforcer", "unit"),
]


@pytest.mark.parametrize("ruling, subject, entity, card, kind", CASES, ids=[c[2] for c in CASES])
def test_a_card_with_no_card_file_is_unmodelled_in_every_output(capsys, ruling, subject, entity, card, kind):
    path = str(RULINGS / ruling)
    line = f"{entity} ({card}): no card file; resolved as the plain {kind} the scenario describes"
    assert main(["resolve", path]) == 0
    out = capsys.readouterr().out
    assert "Unmodelled (in play, text not applied):\n  " in out and "\n  " + line in out.split("Unmodelled (in play")[1]
    assert main(["resolve", path, "--json"]) == 0
    got = [u for u in json.loads(capsys.readouterr().out)["unmodelled"] if u["id"] == entity]
    assert got == [{"id": entity, "card": card, "text": "", "reason": "no card file", "kind": kind}]
    assert main(["why", path, subject]) == 0
    assert "Unmodelled cards in play (their text was not applied): " in capsys.readouterr().out
    assert main(["why", path, subject, "--json"]) == 0
    assert [u["id"] for u in json.loads(capsys.readouterr().out)["unmodelled"]] == [entity] + (
        ["howling_mine"] if entity == "maniac" else [])


def test_a_near_miss_of_a_card_with_a_file_is_unmodelled_and_says_did_you_mean(tmp_path, capsys):
    path = tmp_path / "typo.yaml"
    path.write_text("game: sentinels\nactive_player: villain\nboard:\n"
                    "  - {id: voss, card: Grand Warlord Voss, controller: villain}\n"
                    "  - {id: tempest, card: Tempset, kind: hero, hp: 26, controller: tempest}\n"
                    "action:\n  deal: {source: voss, to: [tempest], amount: 2, type: melee}\n")
    assert main(["resolve", str(path)]) == 0
    assert "tempest (Tempset): no card file; resolved as the plain hero the scenario describes (did you mean " \
           "Tempest?)" in capsys.readouterr().out


@pytest.mark.parametrize("game, entry, fragments", [
    ("mtg", "{id: crusade, card: Crusade, controller: B}", ["'Crusade' has no card file", "its kind is not known"]),
    ("sentinels", "{id: bunker, card: Bunker, controller: bunker}", ["'Bunker' has no card file", "kind (and HP)"]),
])
def test_a_card_with_no_card_file_and_no_kind_is_refused_naming_what_to_give(tmp_path, capsys, game, entry, fragments):
    path = tmp_path / "no_kind.yaml"
    action = ("{card: Shock, controller: A, targets: [B]}" if game == "mtg"
              else "{deal: {source: bunker, to: [bunker], amount: 1, type: melee}}")
    path.write_text(f"game: {game}\nactive_player: A\nboard:\n  - {entry}\naction: {action}\n")
    assert main(["resolve", str(path)]) == 2
    err = capsys.readouterr().err
    assert "at board[0].card" in err and all(f in err for f in fragments), err


def test_an_action_card_with_no_card_file_is_refused(tmp_path, capsys):
    """An action must be modelled: its card is what deals the damage, so it cannot resolve as a plain entity."""
    path = tmp_path / "unknown_spell.yaml"
    path.write_text("game: riftbound\nactive_player: A\nboard:\n  - {id: a, controller: B, might: 3}\n"
                    "action: {card: Void Seeker, targets: [a]}\n")
    assert main(["resolve", str(path)]) == 2
    assert "at action.card" in capsys.readouterr().err
