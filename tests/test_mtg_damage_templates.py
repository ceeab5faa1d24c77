"""Magic, issue 14 items 3 and 5: damage templates as card data, "damage can't be prevented", P/T statics.

The rulings are tests/rulings/mtg/spell_*, cant_prevent_*, static_*; this file holds what a ruling file cannot
say: `dealt mechanics`, `why` naming the rule, a damage card authored in a folder outside the package, refused
card files, and what the output says of a card whose text is partly unmodelled.
"""
import json
import textwrap
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.testing.text import assert_says_in_order

RULINGS = Path(__file__).parent / "rulings" / "mtg"


def test_mechanics_lists_every_new_mechanic_with_its_parameters(capsys):
    assert main(["mechanics", "mtg"]) == 0
    text = capsys.readouterr().out
    for said in ("deal_damage(amount: int = 0, amount_is: str in {, x, creatures_you_control} = '', to: str in {any, "
                 "creature, creature_or_planeswalker, player, opponent, player_or_planeswalker, creature_or_player}",
                 "deal_damage_each(amount: int = 0, amount_is: str in", "each: str in {creature, player, opponent, "
                 "creature_and_player, creature_your_opponents_control})",
                 "deal_damage_divided(amount: int = 0, amount_is: str in", "max_targets: int = 2)",
                 "double_damage(source: str in {any, creature_you_control} = 'any')",
                 "prevent_all_damage_to_targets(max_targets: int = 2)", "life_floor_while_at_or_above(floor: int)",
                 "damage_cant_be_prevented(scope: str in {all_damage, combat_damage_by_creatures_you_control} = "
                 "'all_damage')", "players_cant_gain_life()",
                 "gets_plus(power: int, toughness: int, scope: str in {creatures_you_control, "
                 "other_creatures_you_control, target_creature})",
                 "gets_minus(power: int, toughness: int, scope: str in {target_creature, "
                 "creatures_your_opponents_control})", "not_modelled(text: str)"):
        assert said in text, said


def _library(tmp_path, cards):
    """A card library outside the package: one file per card, in an mtg/ subfolder."""
    folder = tmp_path / "my-cards" / "mtg"
    folder.mkdir(parents=True)
    for name, body in cards.items():
        (folder / f"{name}.yaml").write_text(textwrap.dedent(body), encoding="utf-8")
    return tmp_path / "my-cards"


#: real cards, each with its Oracle text as read in Forge's cardsfolder (github Card-Forge/forge,
#: forge-gui/res/cardsfolder/<letter>/<name>.txt, "Oracle:"), written as an author would: data only
VOLCANIC_FALLOUT = """\
    # Oracle: Forge's cardsfolder v/volcanic_fallout.txt. "can't be countered" acts before it resolves: no damage rule reads it.
    schema: 1
    name: Volcanic Fallout
    kind: instant
    text: "Volcanic Fallout can't be countered.\\nVolcanic Fallout deals 2 damage to each creature and each player."
    mechanics: [{mechanic: deal_damage_each, amount: 2, each: creature_and_player}]
"""
MOB_JUSTICE = """\
    # Oracle: Forge's cardsfolder m/mob_justice.txt
    schema: 1
    name: Mob Justice
    kind: sorcery
    text: Mob Justice deals damage to target player equal to the number of creatures you control.
    mechanics: [{mechanic: deal_damage, amount_is: creatures_you_control, to: player}]
"""
ROLLING_THUNDER = """\
    # Oracle: Forge's cardsfolder r/rolling_thunder.txt
    schema: 1
    name: Rolling Thunder
    kind: sorcery
    text: Rolling Thunder deals X damage divided as you choose among any number of target creatures and/or players.
    mechanics: [{mechanic: deal_damage_divided, amount_is: x, max_targets: 0, to: creature_or_player}]
"""


def _scenario(tmp_path, body):
    path = tmp_path / "rulings" / "scenario.yaml"
    path.parent.mkdir(exist_ok=True)
    path.write_text("game: mtg\ncards: [../my-cards]\nactive_player: A\n" + textwrap.dedent(body), encoding="utf-8")
    return path


def _resolve_json(capsys, path):
    assert main(["resolve", str(path), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def _rules(data):
    return [s["rule"] for e in data["events"] for s in e["steps"]]


def test_a_damage_card_authored_outside_the_package_deals_damage_to_each_creature_and_each_player(tmp_path, capsys):
    _library(tmp_path, {"volcanic_fallout": VOLCANIC_FALLOUT})
    path = _scenario(tmp_path, """\
        board:
          - {id: A, kind: player, controller: A, life: 20}
          - {id: B, kind: player, controller: B, life: 2}
          - {id: bear, controller: B, power: 2, toughness: 2}
          - {id: ogre, controller: A, power: 3, toughness: 3}
        action: {card: Volcanic Fallout, controller: A}
    """)
    data = _resolve_json(capsys, path)
    board = data["board"]
    assert (board["A"]["life"], board["B"]["life"], board["B"]["lost"]) == (18, 0, True)
    assert (board["bear"]["destroyed"], board["ogre"]["destroyed"], board["ogre"]["damage"]) == (True, False, 2)
    assert _rules(data) == ["a_spell_or_ability_deals_its_damage_in_one_event"] * 4 + [
        "damage_to_a_creature_is_marked_on_it", "damage_to_a_creature_is_marked_on_it",
        "damage_to_a_player_causes_life_loss", "damage_to_a_player_causes_life_loss"]
    assert any("volcanic_fallout.yaml" in c.get("from", "") for c in data["cards"])
    assert main(["why", str(path), "e1"]) == 0
    assert_says_in_order(capsys.readouterr().out, [
        "Volcanic Fallout deals 2 damage to the 2/2 creature", "Volcanic Fallout deals 2 damage to the 3/3 creature",
        "Volcanic Fallout deals 2 damage to player A", "Volcanic Fallout deals 2 damage to player B",
        "rule a_player_with_0_or_less_life_loses_the_game"])


@pytest.mark.parametrize("creatures, damage", [(3, 3), (0, 0)])
def test_an_amount_counted_as_the_spell_resolves_is_its_controllers_creatures(tmp_path, capsys, creatures, damage):
    """608.2h: Mob Justice's amount is read as it resolves; with no creature it is 0 and deals no damage (120.8)."""
    _library(tmp_path, {"mob_justice": MOB_JUSTICE})
    board = "".join(f"  - {{id: c{i}, controller: A, power: 1, toughness: 1}}\n" for i in range(creatures))
    path = _scenario(tmp_path, "board:\n  - {id: B, kind: player, controller: B, life: 20}\n"
                     "  - {id: other, controller: B, power: 1, toughness: 1}\n" + board
                     + "action: {card: Mob Justice, controller: A, targets: [B]}\n")
    data = _resolve_json(capsys, path)
    assert data["board"]["B"]["life"] == 20 - damage
    rules = _rules(data)
    assert rules[0] == "the_amount_is_the_number_of_creatures_its_controller_controls"
    assert ("damage_to_a_player_causes_life_loss" in rules) == (damage > 0)
    assert main(["why", str(path), "e1"]) == 0
    out = capsys.readouterr().out
    assert_says_in_order(out, [f"Mob Justice's damage is the number of creatures player A controls as it resolves: "
                               f"{damage} ({', '.join(f'c{i}' for i in range(creatures)) or 'none'})",
                               "rule the_amount_is_the_number_of_creatures_its_controller_controls", "608.2h"])


def test_x_damage_divided_among_any_number_of_targets(tmp_path, capsys):
    """601.2b: X is announced as the spell is cast (the action's x); 601.2d: divided then, at least 1 each."""
    _library(tmp_path, {"rolling_thunder": ROLLING_THUNDER})
    path = _scenario(tmp_path, """\
        board:
          - {id: B, kind: player, controller: B, life: 20}
          - {id: bear, controller: B, power: 2, toughness: 2}
          - {id: elf, controller: B, power: 1, toughness: 1}
        action: {card: Rolling Thunder, controller: A, targets: [bear, elf, B], x: 6}
        choices:
          assignment: {rolling_thunder: {bear: 2, elf: 1, B: 3}}
    """)
    data = _resolve_json(capsys, path)
    assert (data["board"]["B"]["life"], data["board"]["bear"]["destroyed"], data["board"]["elf"]["destroyed"]) == (
        17, True, True)
    no_x = path.read_text().replace(", x: 6", "")
    path.write_text(no_x)
    assert main(["resolve", str(path)]) == 2
    err = capsys.readouterr().err
    assert "at action" in err and "Rolling Thunder's damage is X: say the X announced as it is cast (601.2b)" in err
    assert "Allowed: x: N" in err and "Traceback" not in err


@pytest.mark.parametrize("body, fragments", [
    ("    mechanics: [{mechanic: deal_damage, amount: 3, to: any_creature}]\n",
     ["lightning_spear.yaml", "to 'any_creature' is not one of the allowed values", "any, creature, "
      "creature_or_planeswalker"]),
    ("    mechanics: [{mechanic: deal_damage_each, amount: 3, each: everything}]\n",
     ["lightning_spear.yaml", "each 'everything' is not one of the allowed values", "creature_and_player"]),
])
def test_a_damage_card_file_with_an_unknown_template_is_refused(tmp_path, capsys, body, fragments):
    _library(tmp_path, {"lightning_spear": "    schema: 1\n    name: Lightning Bolt\n    kind: instant\n"
                        "    text: Lightning Bolt deals 3 damage to any target.\n" + body})
    path = _scenario(tmp_path, "board:\n  - {id: B, kind: player, controller: B}\naction: {card: Lightning Bolt, controller: A, targets: [B]}\n")
    assert main(["resolve", str(path)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    for fragment in fragments:
        assert fragment in err, (fragment, err)


def test_a_damage_card_file_with_no_amount_is_refused_naming_it(tmp_path, capsys):
    _library(tmp_path, {"lightning_bolt": "    schema: 1\n    name: Lightning Bolt\n    kind: instant\n"
                        "    text: Lightning Bolt deals 3 damage to any target.\n"
                        "    mechanics: [{mechanic: deal_damage}]\n"})
    path = _scenario(tmp_path, "board:\n  - {id: B, kind: player, controller: B}\naction: {card: Lightning Bolt, controller: A, targets: [B]}\n")
    assert main(["resolve", str(path)]) == 2
    err = capsys.readouterr().err
    assert "at action.card" in err and "lightning_bolt.yaml) gives no amount of damage" in err
    assert "Allowed: amount: N, or amount_is: x, creatures_you_control" in err


#: (ruling, what to ask `why` about, what it must say, in order: the rule that acted named)
WHY = [
    ("cant_prevent_skullcrack_goes_through_a_prevention_shield_which_keeps_its_amount.yaml", "B",
     ["would prevent damage Skullcrack deals to player B, but that damage can't be prevented (Skullcrack)",
      "prevents none of it and keeps what it has", "rule prevention_does_not_apply_to_damage_that_cant_be_prevented",
      "615.12"]),
    ("cant_prevent_redeem_prevents_nothing_this_turn.yaml", "bear",
     ["Redeem would prevent damage Pyroclasm deals to the 2/2 creature bear, but that damage can't be prevented "
      "(Skullcrack)", "rule prevention_does_not_apply_to_damage_that_cant_be_prevented"]),
    ("cant_prevent_skullcrack_players_cant_gain_life_from_lifelink.yaml", "A",
     ["Skullcrack: players can't gain life this turn, so the active player gains none of the 2 life (2 -> 0)",
      "rule a_player_who_cant_gain_life_gains_none", "119.7"]),
    ("static_glorious_anthem_keeps_a_2_2_alive_through_shock.yaml", "bear",
     ["Glorious Anthem: bear gets +1/+1 (2/2 -> 3/3)", "rule a_static_effect_changes_the_creatures_power_and_toughness",
      "613.4c", "Shock deals 2 damage to the 3/3 creature"]),
    ("static_disfigure_lets_shock_kill_a_3_3.yaml", "ogre",
     ["Disfigure: ogre gets -2/-2 (3/3 -> 1/1)", "rule a_static_effect_changes_the_creatures_power_and_toughness",
      "ogre has toughness 1 and 2 damage marked", "rule a_creature_with_lethal_damage_is_destroyed"]),
    ("spell_elderscale_wurm_keeps_its_controller_at_7_life.yaml", "B",
     ["Elderscale Wurm: player B has 9 life (at least 7); the event would leave them at 4, so it reduces it to 7 "
      "instead (life loss 5 -> 2)", "rule a_life_floor_is_checked_against_the_life_the_event_would_leave"]),
    ("spell_elderscale_wurm_sees_an_event_that_leaves_7_or_more.yaml", "B",
     ["the event would leave them at 15, not below 7, so it is not applied",
      "rule a_life_floor_is_checked_against_the_life_the_event_would_leave"]),
    ("spell_redeem_prevents_all_damage_to_its_two_targets_not_to_a_third.yaml", "bear",
     ["Redeem prevents all 2 damage Pyroclasm would deal to the 2/2 creature bear (2 -> 0)",
      "rule all_damage_that_would_be_dealt_to_the_target_is_prevented", "615.1a"]),
    ("spell_gratuitous_violence_doubles_the_combat_damage_of_its_controllers_creature.yaml", "B",
     ["Gratuitous Violence: the 3/3 creature deals double damage to the defending player instead (3 -> 6)",
      "rule source_deals_double_damage_to_a_permanent_or_player_instead"]),
    ("spell_pyroclasm_deals_2_to_each_creature_and_to_no_player.yaml", "e1",
     ["Pyroclasm deals 2 damage to the 2/2 creature", "Pyroclasm deals 2 damage to the 3/3 creature",
      "Pyroclasm deals 2 damage to the 1/1 creature", "rule a_spell_or_ability_deals_its_damage_in_one_event"]),
]


@pytest.mark.parametrize("ruling, subject, says", WHY, ids=[w[0].removesuffix(".yaml") for w in WHY])
def test_why_names_the_rule_that_acted(capsys, ruling, subject, says):
    assert main(["why", str(RULINGS / ruling), subject]) == 0
    assert_says_in_order(capsys.readouterr().out, says)


def test_a_card_files_not_modelled_sentence_is_listed_and_not_applied(tmp_path, capsys):
    """A card file's not_modelled text: the card resolves without it, and the output says which sentence. A team's
    own file for Boros Reckoner (its real Oracle text) that leaves its trigger unmodelled: Shock deals 2 and
    nothing else happens, and every output lists the Reckoner with that sentence (never silently missing)."""
    trigger = "Whenever Boros Reckoner is dealt damage, it deals that much damage to any target."
    (tmp_path / "house").mkdir()
    (tmp_path / "house" / "boros_reckoner.yaml").write_text(textwrap.dedent(f"""\
        schema: 1
        game: mtg
        name: Boros Reckoner
        kind: creature
        text: "{trigger}\\n{{R/W}}: Boros Reckoner gains first strike until end of turn."
        mechanics:
          - mechanic: not_modelled
            text: {trigger}
        """), encoding="utf-8")
    path = tmp_path / "scenario.yaml"
    path.write_text(textwrap.dedent("""\
        game: mtg
        cards: [house]
        active_player: A
        board:
          - {id: reckoner, card: Boros Reckoner, controller: B, power: 3, toughness: 3}
        action: {card: Shock, controller: A, targets: [reckoner]}
        """), encoding="utf-8")
    data = _resolve_json(capsys, path)
    assert [(e["id"], e["dealt"]) for e in data["events"]] == [("e1", 2)]
    assert [(u["id"], u["text"], u["reason"]) for u in data["unmodelled"]] == [
        ("reckoner", trigger, f'its text "{trigger}" has no mechanic yet, so it is not applied')]
    assert main(["why", str(path), "reckoner"]) == 0
    assert trigger in capsys.readouterr().out


def test_every_prevention_mechanic_says_when_it_would_apply_for_615_12():
    """615.12 is said only of a prevention effect that would have prevented something: each mechanic of PREVENTS
    (every one that prevents damage) has its condition, and every prevention-module mechanic is in PREVENTS;
    protection's condition is the source's quality, a fact its own 615.12 rule matches (702.16e)."""
    from dealt.kb.mtg.mechanics import PREVENTS, REGISTRY
    from dealt.kb.mtg.rules import cant_prevent
    from dealt.kb.mtg.rules.cant_prevent import WOULD_APPLY
    assert set(WOULD_APPLY) | {"protection"} == set(PREVENTS)
    assert hasattr(cant_prevent, "protection_does_not_prevent_damage_that_cant_be_prevented")
    assert {m.name for m in REGISTRY if m.module in ("prevention", "prevent_all")} <= PREVENTS


@pytest.mark.parametrize("each, expected", [
    ("creature", ["bear", "ogre"]), ("player", ["A", "B", "C"]), ("opponent", ["B", "C"]),
    ("creature_and_player", ["bear", "ogre", "A", "B", "C"]), ("creature_your_opponents_control", ["bear"]),
])
def test_each_scope_names_who_is_dealt_damage_in_play_order(each, expected):
    """"Deals N damage to each ...": permanents in play order, then the players; "opponent" leaves the caster out."""
    from dealt.kb.mtg.spell_templates import each_recipient
    by_id = {"ogre": {"order": 2, "types": ("creature",), "controller": "A"},
             "bear": {"order": 1, "types": ("creature",), "controller": "B"},
             "walker": {"order": 3, "types": ("planeswalker",), "controller": "B"}}
    assert each_recipient(each, "A", {"A": {}, "B": {}, "C": {}}, by_id) == expected
