"""What `dealt resolve` and `dealt why` say about redirected Sentinels damage (issue 10, item 14)."""
from pathlib import Path

from dealt.cli import main

RULINGS = Path(__file__).parent / "rulings" / "sentinels"


def test_resolve_shows_the_redirect_and_the_new_targets_modifiers(capsys):
    assert main(["resolve", str(RULINGS / "redirected_damage_gains_the_new_targets_modifiers.yaml")]) == 0
    out = capsys.readouterr().out
    assert ("e1  Grand Warlord Voss -> tempest: 3, dealt 5  [redirected by Amulet of the Elder Gods, starts again "
            "at 3; nemesis bonus 3->4; Localized Hurricane 4->5]") in out


def test_why_says_the_original_targets_modifiers_no_longer_apply(capsys):
    assert main(["why", str(RULINGS / "redirected_damage_loses_the_original_targets_modifiers.yaml"), "voss"]) == 0
    out = capsys.readouterr().out
    assert "Shielding Winds: the damage is 5, 5 or more from a single source, so it is reduced by 2: 5 -> 3" in out
    assert ("redirects it to voss: it starts again as voss's 5 melee damage to voss, its modifiers identified anew "
            "(nightmist's no longer apply)") in out
    assert "Redirected to voss, the damage's modifiers were identified anew; they act in play order" in out
    assert "voss is dealt 5 damage: HP 90 -> 85." in out
