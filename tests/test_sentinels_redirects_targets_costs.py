"""Sentinels redirects (mandatory, computed destinations, paths), one instruction with several targets, and
optional costs (issue 14, items 9 and 10): what `dealt why`, `dealt resolve` and `--json` say, the hand in every
output, and the mechanics listed. The numbers and the rules fired are checked by the ruling files
(tests/rulings/sentinels/redirect_*, multi_target_*, cost_*)."""
import json
import shutil
import textwrap
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.kb import load_game
from dealt.testing.text import assert_says_in_order

RULINGS = Path(__file__).parent / "rulings" / "sentinels"

# (ruling file, subject of `dealt why`, what why must say, in order)
WHY = [
    ("card_enduring_intercession_redirects_environment_damage_to_a_hero_onto_haka", "haka",
     ["haka (Haka): HP 34 -> 32", "Fortitude reduces the damage by 1: 3 -> 2",
      "Enduring Intercession: legacy would be dealt 2 damage; it is redirected to its host, haka (34 HP): it starts "
      "again as raptors's 3 projectile damage to haka, its modifiers identified anew.",
      "rule damage_is_redirected_to_the_target_its_card_names", "Images/Hero/Haka/3-EnduringIntercession.png",
      "Tā Moko reduces the damage by 1: 3 -> 2", "haka is dealt 2 damage: HP 34 -> 32."]),
    ("redirect_mandatory_to_the_hero_target_with_the_highest_hp_needs_no_choice", "wraith",
     ["wraith: HP 26 -> 23.",
      "nightmist would be dealt 4 damage; it is redirected to the hero target with the highest HP, wraith (26 HP): "
      "it starts again as voss's 4 melee damage to wraith, its modifiers identified anew.",
      "rule damage_is_redirected_to_the_target_its_card_names",
      "smoke-bomb-use/5768",
      "reduces the damage by 1: 4 -> 3", "wraith is dealt 3 damage: HP 26 -> 23."]),
    ("redirect_a_tie_for_the_highest_hp_is_the_players_choice", "tempest",
     ["it is redirected to the hero target with the highest HP, tempest (26 HP, tied with wraith: the players "
      "chose)", "rule damage_is_redirected_to_the_target_its_card_names", "tempest is dealt 4 damage: HP 26 -> 22."]),
    ("redirect_to_the_villain_target_with_the_lowest_hp", "drone",
     ["it is redirected to the villain target with the lowest HP, drone (3 HP)",
      "rule damage_is_redirected_to_the_target_its_card_names", "drone is dealt 3 damage: HP 3 -> 0, destroyed."]),
    ("redirect_optional_to_the_highest_hp_for_two_cards", "nightmist",
     ["nightmist: Hand 3 -> 1.", "nightmist would be dealt 4 damage; its player discards 2 card(s) (3 -> 1 "
      "in hand) and it is redirected to the hero target with the highest HP, wraith (26 HP)",
      "rule damage_is_redirected_to_the_target_its_card_names"]),
    ("redirect_mandatory_once_per_turn_already_used_does_not_act", "nightmist",
     ["has already acted this turn, so it cannot redirect this damage.",
      "rule redirect_acts_only_the_first_time_each_turn", "HP 20 -> 16"]),
    ("redirect_mandatory_does_not_act_on_fixed_damage", "nightmist",
     ["The damage is fixed, so Redirect damage that would be dealt to NightMist to the hero target with the "
      "highest HP. cannot redirect it.", "rule fixed_damage_is_not_redirected", "HP 20 -> 16"]),
    ("redirect_path_the_amulet_then_a_second_redirect", "nightmist",
     ["nightmist: Hand 3 -> 1.",
      "its player discards 2 card(s) (3 -> 1 in hand) and redirects it to wraith",
      "rule damage_is_redirected_to_the_chosen_target",
      "wraith would be dealt 4 damage; its player redirects it to tempest",
      "rule damage_is_redirected_to_the_chosen_target", "tempest is dealt 6 damage: HP 26 -> 20."]),
    ("multi_target_each_target_is_dealt_its_own_damage_with_its_own_modifiers", "wraith",
     ["voss deals wraith 2 melee damage (the 2nd of its 2 targets, in the order the instruction lists them: no "
      "order was chosen).", "wraith is dealt 2 damage"]),
    ("multi_target_the_players_order_decides_where_a_computed_redirect_goes", "e1",
     ["voss deals nightmist 3 melee damage (the 1st of its 2 targets, in the order the players chose).",
      "redirected to the hero target with the highest HP, wraith (26 HP)",
      "rule damage_is_redirected_to_the_target_its_card_names", "wraith is dealt 3 damage: HP 26 -> 23."]),
    ("multi_target_in_the_listed_order_a_computed_redirect_goes_elsewhere", "e2",
     ["voss deals nightmist 3 melee damage (the 2nd of its 2 targets, in the order the instruction lists them",
      "redirected to the hero target with the highest HP, tempest (25 HP)", "tempest is dealt 3 damage: HP 25 -> 22."]),
    ("cost_discarding_a_card_prevents_the_damage", "nightmist",
     ["nightmist: Hand 2 -> 1.",
      "nightmist would be dealt 4 damage; its player discards 1 card(s) (2 -> 1 in hand), so that damage is "
      "prevented: no damage is dealt.", "rule player_discards_to_prevent_the_damage",
      "Result: no damage is dealt to nightmist"]),
    ("cost_declined_the_damage_is_dealt", "nightmist",
     ["nightmist: HP 26 -> 22.", "nightmist is dealt 4 damage: HP 26 -> 22."]),
]


@pytest.mark.parametrize("name, subject, says", WHY, ids=[w[0] for w in WHY])
def test_why_names_the_rule_in_its_place(capsys, name, subject, says):
    assert main(["why", str(RULINGS / f"{name}.yaml"), subject]) == 0
    assert_says_in_order(capsys.readouterr().out, says)


def test_resolve_shows_each_damage_the_redirect_and_the_hands(capsys):
    assert main(["resolve", str(RULINGS / "multi_target_the_players_order_decides_where_a_computed_redirect_goes.yaml")]) == 0
    assert_says_in_order(capsys.readouterr().out, [
        "e1  Grand Warlord Voss -> wraith: 3, dealt 3  [redirected by Redirect damage that would be dealt to "
        "NightMist to the hero target with the highest HP., starts again at 3]",
        "e2  Grand Warlord Voss -> wraith: 3, dealt 3", "Board after:", "HP 20, hand 0"])


def test_resolve_shows_the_cost_paid_and_the_hand_left(capsys):
    assert main(["resolve", str(RULINGS / "cost_discarding_a_card_prevents_the_damage.yaml")]) == 0
    assert_says_in_order(capsys.readouterr().out, [
        "e1  Grand Warlord Voss -> nightmist: 4, no damage dealt", "nightmist's player discarded 1 card(s) to "
        "prevent e1", "nightmist  -", "HP 26, hand 1"])


def test_json_has_every_heros_hand(capsys):
    assert main(["resolve", "--json", str(RULINGS / "amulet_redirects_the_damage_for_two_cards.yaml")]) == 0
    board = json.loads(capsys.readouterr().out)["board"]
    assert (board["nightmist"]["hand"], board["wraith"]["hand"]) == (1, 0)
    assert "hand" not in board["voss"] and "hand" not in board["amulet"]


def test_why_json_names_the_rule_that_deals_each_target_in_its_place(capsys):
    name = "multi_target_each_target_is_dealt_its_own_damage_with_its_own_modifiers.yaml"
    assert main(["why", "--json", str(RULINGS / name), "wraith"]) == 0
    first = json.loads(capsys.readouterr().out)["events"][0]["steps"][0]
    assert first["rule"] == "source_deals_the_damage_its_instruction_names"
    assert first["ruling"] == ("voss deals wraith 2 melee damage (the 2nd of its 2 targets, in the order the "
                               "instruction lists them: no order was chosen).")


def test_why_json_has_the_hand_before_and_after(capsys):
    assert main(["why", "--json", str(RULINGS / "cost_discarding_a_card_prevents_the_damage.yaml"), "nightmist"]) == 0
    explanation = json.loads(capsys.readouterr().out)
    assert (explanation["before"]["hand"], explanation["after"]["hand"]) == (2, 1)


@pytest.mark.parametrize("name, says", [
    ("redirect_damage", ["discard: int = 0", "mandatory: bool = False", "to: str in {chosen, hero_target_with_highest_hp, "
                         "hero_target_with_lowest_hp, villain_target_with_highest_hp, villain_target_with_lowest_hp, host}"
                         " = 'chosen'", "path [{by: CARD, to: TARGET}, ...]"]),
    ("prevent_damage_for_a_cost", ["discard: int = 1", "[instead (priority 0)]", "choices.pay"]),
])
def test_mechanics_lists_the_new_parameters(capsys, name, says):
    assert main(["mechanics", "sentinels"]) == 0
    line = next(ln for ln in capsys.readouterr().out.splitlines() if ln.startswith(f"- {name}("))
    assert_says_in_order(line, says)


@pytest.mark.parametrize("name, place, why", [
    ("redirect_path_that_reuses_an_effect_is_refused", "line 17, at choices.redirect[2]",
     "the path nightmist -> wraith -> nightmist is a cycle"),
    ("redirect_a_tie_with_no_choice_is_refused", "at choices.redirect", "tempest, wraith are tied"),
    ("cost_the_first_damage_spends_the_card_the_second_needs", "line 21, at choices.pay.ward",
     "nightmist's player holds 0 when e2 would be dealt to nightmist: the cost cannot be paid"),
    ("multi_target_an_order_that_leaves_a_target_out_is_refused", "line 13, at choices.damage_order",
     "the order leaves out wraith"),
])
def test_a_refused_choice_exits_2_naming_the_file_and_the_place(capsys, name, place, why):
    path = RULINGS / f"{name}.yaml"
    assert main(["resolve", str(path)]) == 2
    captured = capsys.readouterr()
    assert f"{path}, {place}: " in captured.err and why in captured.err
    assert "Traceback" not in captured.err and "Damage, in order" not in captured.out


def test_a_redirect_to_its_host_as_one_card_file_outside_the_package(capsys, tmp_path):
    """Enduring Intercession ('... to Haka': to: host) loaded from a card library folder, not the package."""
    library = tmp_path / "library" / "sentinels"
    library.mkdir(parents=True)
    shutil.copy(load_game("sentinels").cards_dir / "enduring_intercession.yaml", library / "enduring_intercession.yaml")
    scenario = tmp_path / "intercession.yaml"
    scenario.write_text(textwrap.dedent(f"""\
        game: sentinels
        cards: [{library.parent}]
        active_player: environment
        board:
          - {{id: haka, card: Haka, controller: haka}}
          - {{id: legacy, card: Legacy, controller: legacy}}
          - {{id: raptors, kind: environment, hp: 5, controller: environment}}
          - {{id: intercession, card: Enduring Intercession, controller: haka}}
        action:
          deal: {{source: raptors, to: [legacy], amount: 3, type: projectile}}
        """), encoding="utf-8")
    assert main(["resolve", str(scenario)]) == 0
    out = capsys.readouterr().out
    assert_says_in_order(out, ["e1  raptors -> haka: 3, dealt 3  [redirected by Enduring Intercession, starts again at 3]",
                               "HP 31", "HP 32", "damage_is_redirected_to_the_target_its_card_names",
                               f"Enduring Intercession: from {library / 'enduring_intercession.yaml'}"])
