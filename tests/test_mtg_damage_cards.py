"""Bundled peers' damage cards (Brash Taunter, Boros Swiftblade, Black Knight, Stuffy Doll, Questing Beast, Vampire Nighthawk) and 615.12 against protection: what
`dealt why` says of each ruling's event."""
from pathlib import Path

import pytest

from dealt.cli import main

RULINGS = Path(__file__).parent / "rulings" / "mtg"

SAYS = [
    ("cant_prevent_protection_from_red_prevents_none_of_lightning_bolt_after_skullcrack.yaml", "e1",
     "has protection from red, which would prevent the damage Lightning Bolt deals to it, but that damage can't be "
     "prevented (Skullcrack): it is dealt."),
    ("cant_prevent_combat_damage_of_your_red_creature_goes_through_protection_from_red.yaml", "e1",
     "protection_does_not_prevent_damage_that_cant_be_prevented"),
    ("cant_prevent_combat_damage_only_protection_still_prevents_lightning_bolt.yaml", "e1",
     "has protection from red: the 3 damage Lightning Bolt would deal to it is prevented (3 -> 0)"),
    ("card_brash_taunter_dealt_damage_deals_that_much_to_target_opponent.yaml", "e2",
     "Brash Taunter deals 3 damage to player A"),
    ("card_brash_taunter_dealt_damage_deals_that_much_to_target_opponent.yaml", "e1",
     "it has indestructible: it is not destroyed"),
    ("card_black_knight_prevents_a_white_creatures_damage_and_strikes_first.yaml", "e1",
     "Black Knight has protection from white: the 1 damage Boros Swiftblade would deal to it is prevented"),
    ("card_boros_swiftblade_unblocked_deals_damage_in_both_steps.yaml", "e2",
     "Boros Swiftblade assigns 1 combat damage"),
    ("card_stuffy_doll_dealt_damage_deals_that_much_to_the_chosen_player.yaml", "e1",
     "Stuffy Doll's ability (B; that much: 2; to the chosen player, player A)"),
    ("card_stuffy_doll_dealt_damage_deals_that_much_to_the_chosen_player.yaml", "e2",
     "Stuffy Doll deals 2 damage to player A"),
    ("card_questing_beast_unpreventable_combat_damage_then_that_much_to_a_planeswalker.yaml", "e1",
     "but that damage can't be prevented (Questing Beast)"),
    ("card_questing_beast_unpreventable_combat_damage_then_that_much_to_a_planeswalker.yaml", "e2",
     "Questing Beast deals 4 damage to the planeswalker walker"),
    ("card_questing_beast_ability_with_no_planeswalker_to_target_is_removed_from_the_stack.yaml", "e1",
     "no legal target, so it is removed from the stack (603.3d)"),
    ("card_vampire_nighthawk_blocking_destroys_a_5_5_and_gains_its_controller_2.yaml", "e1",
     "wurm was dealt damage by a source with deathtouch and is destroyed"),
    ("card_vampire_nighthawk_damage_prevented_by_protection_destroys_nothing_gains_nothing.yaml", "e1",
     "has protection from black: the 2 damage Vampire Nighthawk would deal to it is prevented"),
]


def test_mechanics_lists_the_chosen_player_of_damage_trigger(capsys):
    """`dealt mechanics mtg` lists damage_trigger's new `to`: the chosen player (Stuffy Doll)."""
    assert main(["mechanics", "mtg"]) == 0
    text = capsys.readouterr().out
    line = next(t for t in text.splitlines() if t.startswith("- damage_trigger("))
    assert "chosen_player" in line.split("to: str in {")[1].split("}")[0] and "to: chosen_player, the player chosen as it entered, Stuffy Doll" in line


@pytest.mark.parametrize("ruling, event, said", SAYS)
def test_why_names_the_rule_behind_the_event(ruling, event, said, capsys):
    assert main(["why", str(RULINGS / ruling), event]) == 0
    assert said in capsys.readouterr().out


def test_mechanics_lists_questing_beasts_trigger_and_block_restriction(capsys):
    """`dealt mechanics mtg`: the opponent trigger, the planeswalker target, and the block restriction (509.1b)."""
    assert main(["mechanics", "mtg"]) == 0
    text = capsys.readouterr().out
    line = next(t for t in text.splitlines() if t.startswith("- damage_trigger("))
    assert "deals_combat_damage_to_opponent" in line and "target_planeswalker_that_player_controls" in line
    assert "cant_be_blocked_by_power_or_less" in text and "509.1b" in text



def _library_scenario(tmp_path, body):
    """A scenario beside a library holding copies of the Stuffy Doll and Questing Beast card files."""
    import shutil
    from dealt.kb import mtg
    lib = tmp_path / "lib" / "mtg"          # a library's <game>/ subfolder names the game of its card files
    lib.mkdir(parents=True, exist_ok=True)
    for name in ("stuffy_doll.yaml", "questing_beast.yaml"):
        shutil.copy(Path(mtg.__file__).parent / "cards" / name, lib / name)
    scenario = tmp_path / "scenario.yaml"
    scenario.write_text("game: mtg\nactive_player: A\ncards: [lib]\n" + body)
    return scenario


def test_the_chosen_player_is_card_data_a_library_outside_the_package_can_hold(tmp_path, capsys):
    """Stuffy Doll's "the chosen player" is card data only: its file, in an author's library, resolves from there."""
    scenario = _library_scenario(tmp_path, "board:\n  - {id: doll, card: Stuffy Doll, controller: B, power: 0, "
                                           "toughness: 1}\naction: {card: Pyroclasm, controller: A}\n"
                                           "choices:\n  chosen_player: {doll: A}\n")
    assert main(["resolve", str(scenario)]) == 0
    out = capsys.readouterr().out
    assert "Stuffy Doll: from" in out and "lib/mtg/stuffy_doll.yaml" in out
    assert "player A  life 18" in out and "to the chosen player, player A" in out


def test_the_planeswalker_target_is_card_data_a_library_outside_the_package_can_hold(tmp_path, capsys):
    """Questing Beast's trigger and block restriction are card data only: its file, in a library, resolves."""
    scenario = _library_scenario(tmp_path, "board:\n  - {id: beast, card: Questing Beast, controller: A, power: 4, "
                                           "toughness: 4}\n  - {id: walker, kind: planeswalker, controller: B, "
                                           "loyalty: 6}\naction:\n  combat: {attackers: {beast: B}}\n")
    assert main(["resolve", str(scenario)]) == 0
    out = capsys.readouterr().out
    assert "Questing Beast: from" in out and "lib/mtg/questing_beast.yaml" in out
    assert "loyalty 6 -> 2" in out and "player B  life 16" in out
