"""The output says which printing of each card was used (database id and set) and how it is modelled:
`dealt resolve` (text and --json) and `dealt why` (issue 10, item 4; kb/hearthstone/printings.py)."""
import json
from pathlib import Path

from dealt.cli import main

RULINGS = Path(__file__).parent / "rulings" / "hearthstone"
CLASSIC = RULINGS / "flamestrike_classic_printing_deals_its_own_four.yaml"
BY_NAME = RULINGS / "flamestrike_by_name_is_its_current_printing_dealing_five.yaml"


def _run(capsys, *argv):
    assert main(list(argv)) == 0
    return capsys.readouterr().out


def test_resolve_text_names_the_printing_and_where_its_numbers_come_from(capsys):
    out = _run(capsys, "resolve", str(CLASSIC))
    assert "Flamestrike -> yeti: proposed 4, dealt 4" in out
    assert "Printings (card database id and set; how each is modelled):" in out
    assert ("action  Flamestrike: VAN_CS2_032 (VANILLA), named by id; modelled by flamestrike.yaml with the "
            "numbers of its own text (amount 4; flamestrike.yaml models CS2_032") in out
    assert "yeti    Chillwind Yeti: CS2_182 (LEGACY), by name: its current collectible printing" in out


def test_resolve_json_lists_each_printing(capsys):
    out = json.loads(_run(capsys, "resolve", "--json", str(BY_NAME)))
    action = next(p for p in out["printings"] if p["id"] == "action")
    assert (action["card"], action["printing"], action["set"], action["modelled"]) == \
        ("Flamestrike", "CS2_032", "LEGACY", True)
    assert "by name: its current collectible printing; modelled by flamestrike.yaml" in action["how"]
    assert out["events"][0]["dealt"] == 5


def test_why_says_which_printing_dealt_the_damage(capsys):
    out = _run(capsys, "why", str(CLASSIC), "yeti")
    assert "yeti (Chillwind Yeti): Health 5 -> 1." in out
    assert "rule area_effect_creates_every_event_in_play_order" in out
    assert "Printings used (card database id and set):" in out
    assert "action (Flamestrike): VAN_CS2_032 (VANILLA), named by id" in out
    explanation = json.loads(_run(capsys, "why", "--json", str(CLASSIC), "yeti"))
    assert [p["printing"] for p in explanation["printings"]] == ["CS2_182", "VAN_CS2_032"]


# -- which numbers a printing's own text gives the card file (kb/hearthstone/printings._numbers_read) --------

from dealt.kb.cards import CardDef  # noqa: E402
from dealt.kb.hearthstone.printings import _numbers_read  # noqa: E402

AREA = CardDef(name="Test Area", text="", mechanics=(("deal_damage_to_all", {"amount": 5, "group": "enemy_minions"}),))


def test_a_changed_number_that_is_a_parameter_is_read_from_the_text():
    assert _numbers_read(AREA, "Deal 5 damage to all enemy minions.", "Deal 4 damage to all enemy minions.") == \
        {("deal_damage_to_all", "amount"): 4}


def test_other_words_are_not_read():
    assert _numbers_read(AREA, "Deal 5 damage to all enemy minions.", "Deal 4 damage to all enemies.") is None


def test_a_changed_number_no_parameter_holds_is_not_read():
    assert _numbers_read(AREA, "Deal 5 damage. Overload: (1)", "Deal 5 damage. Overload: (2)") is None


def test_one_number_changing_two_ways_is_not_read():
    assert _numbers_read(AREA, "Deal 5 damage, then 5 more.", "Deal 4 damage, then 6 more.") is None
