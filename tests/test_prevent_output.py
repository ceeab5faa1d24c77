"""What `dealt why` and `dealt resolve` say when a Riftbound Prevent is used up (issue 10, item 16)."""
from pathlib import Path

from dealt.cli import main

#: the inline prevention effect of these rulings (a test double, no card), as the outputs call it
WARD = "Prevent the next X damage that would be dealt to this unit this turn"
RULINGS = Path(__file__).parent / "rulings" / "riftbound"


def test_a_prevent_used_up_exactly_ends(capsys):
    path = RULINGS / "prevent_used_up_exactly_ends.yaml"
    assert main(["why", str(path), "sentry"]) == 0
    out = capsys.readouterr().out
    assert "Prevent the next X damage that would be dealt to this unit this turn prevents all 7 damage to sentry, Bonus Damage included" in out
    assert "Prevent the next X damage that would be dealt to this unit this turn's Prevent is used up and ends (Core Rules 437.3.a)" in out
    assert "keeps 0 of its 7" not in out
    assert main(["resolve", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"{WARD} effect   player B  Prevent used up: it has ended (Core Rules 437.3.a)" in out


def test_a_prevent_used_up_by_part_of_the_damage_ends(capsys):
    path = RULINGS / "singularity_prevention_on_a_does_not_subtract_from_b.yaml"
    assert main(["why", str(path), "a"]) == 0
    out = capsys.readouterr().out
    assert "Prevent the next X damage that would be dealt to this unit this turn prevents 3 of the 7 damage to a, Bonus Damage included: 7 -> 4." in out
    assert "Prevent the next X damage that would be dealt to this unit this turn's Prevent is used up and ends (Core Rules 437.3.a)" in out


def test_a_prevent_with_some_left_keeps_it(capsys):
    assert main(["why", str(RULINGS / "fully_prevented_damage_was_not_dealt_and_triggers_nothing.yaml"),
                 "sentry"]) == 0
    assert "It keeps 1 of its 8 for the rest of its duration." in capsys.readouterr().out
