"""Overkill (`when: overkill`): what `dealt why` says of it, and which cards' 'Overkill:' clause is read.

Source: GLOBAL_KEYWORD_OVERKILL_TEXT (hearthstone_data Strings/enUS/GLOBAL.txt): 'Deal excess damage on your
turn for a bonus.'; the rule: :mod:`dealt.kb.hearthstone.rules.trigger_overkill`.
"""
from pathlib import Path

from dealt.cli import main

RULINGS = Path(__file__).parent / "rulings" / "hearthstone"


def _run(capsys, *args):
    code = main(list(map(str, args)))
    out, _ = capsys.readouterr()
    return code, out


def test_why_says_the_overkill_was_queued_by_excess_damage_and_quotes_the_clause(capsys):
    code, out = _run(capsys, "why", RULINGS / "derived_overkill_ticket_scalper_draws_2_after_excess_damage_to_a_minion.yaml",
                     "e1")
    assert code == 0
    assert "crocolisk takes 5: Health 3 -> -2." in out
    assert ("Ticket Scalper's Overkill (scalper) is queued: on its controller's turn, scalper dealt crocolisk more "
            "damage than its Health (e1: it is left below 0 Health)."
            in out)
    assert "derived, read from its text: 'Overkill: Draw 2 cards.'" in out


def test_why_of_the_hero_names_the_overkill_armor(capsys):
    code, out = _run(capsys, "why", RULINGS / "derived_overkill_half_time_scavenger_gains_3_armor_after_excess_damage.yaml",
                     "heroA")
    assert code == 0
    assert "Half-Time Scavenger: heroA gains 3 Armor: Armor 0 -> 3." in out


def test_a_minions_overkill_is_read_and_a_spells_is_not(capsys):
    _, out = _run(capsys, "card", "Ticket Scalper")
    assert "'Overkill: Draw 2 cards.' -> overkill > draw_cards -> draw_cards(amount=2, when='overkill')" in out
    _, out = _run(capsys, "card", "Baited Arrow")
    assert "'Overkill: Summon a 5/5 Devilsaur.' -> unread" in out
