"""Issue 14, items 11 and 15: the new Riftbound mechanic in `dealt mechanics`, `dealt why` naming the rules the
new cards and the plain nemesis icon fire, and a real card given as one file in a folder outside the package."""
import shutil
import textwrap
from pathlib import Path

from dealt.cli import main
from dealt.kb import load_game

RULINGS = Path(__file__).parent / "rulings"


def test_mechanics_lists_deal_damage_and_the_battlefield_scope(capsys):
    assert main(["mechanics", "riftbound"]) == 0
    out = capsys.readouterr().out
    line = next(line for line in out.splitlines() if line.startswith("- deal_damage("))
    assert "amount: int" in line and "units_at_battlefields" in line and "exactly one target" in line


def test_why_names_the_nemesis_bonus_between_plain_targets(capsys):
    assert main(["why", str(RULINGS / "sentinels" / "nemesis_icon_on_plain_targets_gives_the_nemesis_bonus.yaml"),
                 "e1"]) == 0
    out = capsys.readouterr().out
    assert "rule nemesis_bonus_applies_between_nemeses_of_different_types" in out
    assert "nightmist (hero) and gloomweaver (villain) share a nemesis icon" in out
    assert "rule nemesis_bonus_increases_the_damage_in_its_place" in out


def test_why_says_a_target_moved_to_base_is_no_longer_at_a_battlefield(capsys):
    assert main(["why", str(RULINGS / "riftbound" / "card_incinerate_target_moved_to_base_is_unaffected.yaml"),
                 "x"]) == 0
    out = capsys.readouterr().out
    assert "rule target_no_longer_legal_is_unaffected" in out
    assert "no longer a legal target (it is at base, not at a battlefield)" in out


def test_a_real_card_as_one_file_in_a_folder_outside_the_package(capsys, tmp_path):
    library = tmp_path / "library"
    (library / "riftbound").mkdir(parents=True)
    shutil.copy(load_game("riftbound").cards_dir / "hextech_ray.yaml", library / "riftbound" / "hextech_ray.yaml")
    scenario = tmp_path / "ray.yaml"
    scenario.write_text(textwrap.dedent(f"""\
        game: riftbound
        cards: [{library}]
        active_player: A
        board:
          - {{id: x, controller: B, might: 4, location: bf1}}
        action: {{card: Hextech Ray, controller: A, targets: [x]}}
        """), encoding="utf-8")
    assert main(["resolve", str(scenario)]) == 0
    out = capsys.readouterr().out
    assert "Hextech Ray -> x: proposed 3, dealt 3" in out and str(library) in out


def test_sentinels_card_of_the_new_forms_as_one_file_outside_the_package(capsys, tmp_path):
    library = tmp_path / "library"
    (library / "sentinels").mkdir(parents=True)
    for name in ("haka.yaml", "ta_moko.yaml"):
        shutil.copy(load_game("sentinels").cards_dir / name, library / "sentinels" / name)
    scenario = tmp_path / "moko.yaml"
    scenario.write_text(textwrap.dedent(f"""\
        game: sentinels
        cards: [{library}]
        active_player: villain
        board:
          - {{id: voss, card: Grand Warlord Voss, controller: villain}}
          - {{id: haka, card: Haka, controller: haka}}
          - {{id: moko, card: Tā Moko, controller: haka}}
        action:
          deal: {{source: voss, to: [haka], amount: 3, type: melee}}
        """), encoding="utf-8")
    assert main(["resolve", str(scenario)]) == 0
    out = capsys.readouterr().out
    assert "dealt 2" in out and "HP 32" in out and str(library) in out
