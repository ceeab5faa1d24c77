"""`dealt why` and `dealt graph --for` subjects, in every game: event ids, board ids and card names match alike,
ignoring case; the action's card stands for its events; an unknown subject is refused with the closest names."""
import json
import re
from pathlib import Path

import pytest

from dealt.cli import main

ROOT = Path(__file__).parent.parent
ICE_BLOCK = ROOT / "examples" / "hearthstone" / "ice_block.yaml"
BOLT = ROOT / "tests" / "rulings" / "mtg" / "lightning_bolt_destroys_a_creature_with_lethal_damage.yaml"
WORSHIP = ROOT / "examples" / "mtg" / "worship_awe_strike.yaml"
SINGULARITY = ROOT / "examples" / "riftbound" / "singularity_annie_prevention.yaml"
VOSS = ROOT / "examples" / "sentinels" / "voss_vs_tempest.yaml"


def _why(capsys, path, subject, *extra):
    code = main(["why", str(path), subject, *extra])
    out, err = capsys.readouterr()
    return code, out, err


def _same_as(capsys, path, canonical, *spellings):
    code, want, _ = _why(capsys, path, canonical)
    assert code == 0
    for subject in spellings:
        code, got, err = _why(capsys, path, subject)
        assert (code, err) == (0, ""), subject
        assert got == want, subject
    return want


@pytest.mark.parametrize("path, canonical, spellings", [
    (ICE_BLOCK, "heroA", ["heroa", "HEROA", " heroA "]),
    (ICE_BLOCK, "e1", ["E1"]),
    (ICE_BLOCK, "iceblock", ["ICEBLOCK"]),
    (ICE_BLOCK, "Ice Block", ["ice block", "ICE  BLOCK"]),
    (BOLT, "giant", ["Giant", "GIANT"]),
    (BOLT, "B", ["b"]),
    (WORSHIP, "worship", ["Worship", "WORSHIP"]),
    (WORSHIP, "first_5_5", ["FIRST_5_5"]),
    (SINGULARITY, "annie", ["Annie", "ANNIE", "annie, fiery", "ANNIE, FIERY"]),
    (SINGULARITY, "ward", ["prevent the next x damage that would be dealt to this unit this turn", "WARD"]),
    (VOSS, "tempest", ["Tempest", "TEMPEST"]),
    (VOSS, "voss", ["grand warlord voss", "VOSS"]),
    (VOSS, "e1", ["E1"]),
], ids=lambda v: v.stem if isinstance(v, Path) else str(v))
def test_ids_and_card_names_match_ignoring_case(capsys, path, canonical, spellings):
    _same_as(capsys, path, canonical, *spellings)


def test_hearthstone_board_id_is_the_heros_explanation(capsys):
    text = _same_as(capsys, ICE_BLOCK, "heroA", "heroa")
    assert text.startswith("heroA (Jaina Proudmoore): became Immune.")
    assert "Ice Block triggers" in text


@pytest.mark.parametrize("path, card, spellings, events, says", [
    (ICE_BLOCK, "Fireball", ["fireball", "FIREBALL"], ["e1"], "Fireball proposes 6 damage to heroA"),
    (BOLT, "Lightning Bolt", ["lightning bolt"], ["e1"], "Lightning Bolt"),
    (SINGULARITY, "Singularity", ["singularity"], ["e1", "e2"], "Singularity"),
], ids=["hearthstone", "mtg", "riftbound"])
def test_the_actions_card_is_a_subject_standing_for_its_events(capsys, path, card, spellings, events, says):
    text = _same_as(capsys, path, card, *spellings)
    assert text.startswith(f"{card} (the action's card): ")
    assert says in text
    code, out, _ = _why(capsys, path, spellings[0], "--json")
    explanation = json.loads(out)
    assert (code, explanation["kind"], explanation["card"]) == (0, "card", card)
    assert [e["id"] for e in explanation["events"]] == events


@pytest.mark.parametrize("path, subject, meant", [
    (ICE_BLOCK, "icebloc", "Did you mean 'iceblock' or 'Ice Block'?"),
    (ICE_BLOCK, "firebal", "Did you mean 'Fireball'?"),
    (ICE_BLOCK, "hero_a", "Did you mean 'heroA'"),
    (BOLT, "lightning bolts", "Did you mean 'Lightning Bolt'?"),
    (WORSHIP, "worshp", "Did you mean 'worship'?"),
    (SINGULARITY, "anie", "Did you mean 'annie'"),
    (VOSS, "tempst", "Did you mean 'tempest'?"),
], ids=lambda v: v.stem if isinstance(v, Path) else str(v))
def test_an_unknown_subject_is_refused_with_the_closest_names(capsys, path, subject, meant):
    code, out, err = _why(capsys, path, subject)
    assert (code, out) == (2, "")
    assert f"{subject!r} is neither a damage event, a board id, a card in this scenario" in err
    assert meant in err
    assert "Allowed: events e1" in err and "; board ids " in err and "; cards " in err
    assert "Traceback" not in err


def test_an_unknown_subject_with_nothing_close_names_what_exists(capsys):
    code, _, err = _why(capsys, ICE_BLOCK, "zzz")
    assert code == 2 and "Did you mean" not in err
    assert "Allowed: events e1; board ids heroA, heroB, iceblock; cards Jaina Proudmoore, Garrosh Hellscream, " \
           "Ice Block, Fireball" in err


@pytest.mark.parametrize("path, subject, clusters", [
    (ICE_BLOCK, "FIREBALL", ["e1"]),
    (ICE_BLOCK, "heroa", ["e1"]),
    (SINGULARITY, "singularity", ["e1", "e2"]),
    (SINGULARITY, "B", ["e2"]),
    (VOSS, "TEMPEST", ["e1"]),
], ids=lambda v: v.stem if isinstance(v, Path) else str(v))
def test_graph_for_matches_subjects_the_same_way(tmp_path, capsys, path, subject, clusters):
    dot = tmp_path / "g.dot"
    assert main(["graph", str(path), "--for", subject, "--detail", "rulings", "-o", str(dot)]) == 0
    text = dot.read_text()
    assert f"why {subject}" in text
    assert sorted(set(re.findall(r"cluster_(e\d+)", text))) == clusters


def test_mtg_graph_for_the_actions_card(tmp_path, capsys):
    dot = tmp_path / "g.dot"
    assert main(["graph", str(BOLT), "--for", "lightning bolt", "-o", str(dot)]) == 0
    assert "Lightning Bolt" in dot.read_text()
    assert main(["graph", str(BOLT), "--for", "lightnin", "-o", str(dot)]) == 2
    assert "Did you mean 'Lightning Bolt'?" in capsys.readouterr().err


def test_a_name_of_two_cards_on_the_board_asks_for_an_id(tmp_path, capsys):
    path = tmp_path / "two_wisps.yaml"
    path.write_text(ICE_BLOCK.read_text().replace("  - {id: iceblock, card: Ice Block, controller: A}",
                                                  "  - {id: iceblock, card: Ice Block, controller: A}\n"
                                                  "  - {id: wisp1, card: Wisp, controller: A}\n"
                                                  "  - {id: Wisp2, card: Wisp, controller: B}"))
    code, _, err = _why(capsys, path, "WISP")
    assert code == 2 and "'WISP' names 2 cards on the board; ask about one of their ids. Allowed: wisp1, Wisp2" in err
    code, out, _ = _why(capsys, path, "wisp2")
    assert code == 0 and out.startswith("Wisp2 (Wisp): no change.")
