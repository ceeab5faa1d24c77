"""Sentinels scopes (issue 14, items 7 and 8): one vocabulary of whose damage an effect covers, shared by every
scoped mechanic; immunity to one type or one kind of source; triggers on dealing damage.

The numbers and the rules fired are the rulings' (tests/rulings/sentinels/scope_*, immune_*, deals_damage_*);
this module checks what `dealt why` says of them, the vocabulary's predicate, `dealt mechanics`, a card library
outside the package using the new forms, and the refusals (exit 2 naming the file, the place, what is allowed).
"""
import textwrap
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.kb import load_game
from dealt.kb.sentinels.scopes import in_scope, says, type_matches
from dealt.testing.text import assert_says_in_order

RULINGS = Path(__file__).parent / "rulings" / "sentinels"


def _why(capsys, ruling, subject="e1"):
    assert main(["why", str(RULINGS / ruling), subject]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("scope, source, target, source_kind, target_kind, expected", [
    ("to_host", "voss", "legacy", "villain", "hero", True),
    ("to_host", "voss", "tempest", "villain", "hero", False),
    ("by_hero_targets", "legacy", "voss", "hero", "villain", True),
    ("by_hero_targets", "voss", "legacy", "villain", "hero", False),
    ("to_villain_targets", "legacy", "voss", "hero", "villain", True),
    ("to_villain_targets", "voss", "legacy", "villain", "hero", False),
    ("to_environment_targets", "legacy", "dino", "hero", "environment", True),
    ("by_environment_cards", "dino", "legacy", "environment", "hero", True),
    ("by_environment_cards", "voss", "legacy", "villain", "hero", False),
    ("to_non_hero_targets", "legacy", "dino", "hero", "environment", True),
    ("to_other_hero_targets", "voss", "legacy", "villain", "hero", False),
    ("to_other_hero_targets", "voss", "tempest", "villain", "hero", True),
    ("to:tempest", "voss", "tempest", "villain", "hero", True),
    ("to:tempest", "voss", "legacy", "villain", "hero", False),
    ("all", "dino", "voss", "environment", "villain", True),
    ("to_host+by_environment_cards", "dino", "legacy", "environment", "hero", True),
    ("to_host+by_environment_cards", "voss", "legacy", "villain", "hero", False),
    ("", "voss", "legacy", "villain", "hero", False),
])
def test_a_scope_covers_the_damage_its_terms_name(scope, source, target, source_kind, target_kind, expected):
    assert in_scope(scope, "legacy", source, target, source_kind, target_kind) is expected


@pytest.mark.parametrize("only, damage_type, expected", [
    ("", "melee", True), ("fire", "fire", True), ("fire", "cold", False), ("not:fire", "melee", True),
    ("not:fire", "fire", False), ("cold|fire|lightning", "cold", True), ("cold|fire|lightning", "melee", False),
])
def test_a_damage_type_filter(only, damage_type, expected):
    assert type_matches(only, damage_type) is expected


def test_a_scope_in_words():
    assert says("to_host+by_environment_cards", "legacy") == "it is dealt to legacy by an environment card"
    assert says("by_hero_targets", "legacy") == "it is dealt by a hero target"


def test_the_first_scope_names_are_members_of_the_vocabulary():
    game = load_game("sentinels")
    assert [dict(game.cards[n].mechanics) for n in ("fortitude", "stunbolt", "shielding winds")] == [
        {"reduce_damage": {"amount": 1, "scope": "to_host", "damage_type": "", "until": ""}},
        {"reduce_damage": {"amount": 1, "scope": "by_host", "damage_type": "", "until": "start_of_your_next_turn"}},
        {"reduce_damage_of_at_least": {"amount": 2, "minimum": 5, "scope": "to_hero_targets", "damage_type": "",
                                       "until": ""}}]
    assert dict(game.cards["danger sense"].mechanics)["immune_to_damage"]["scope"] == "to_host+by_environment_cards"


def test_dealt_mechanics_lists_the_scopes_and_the_new_mechanics_with_their_parameters(capsys):
    assert main(["mechanics", "sentinels"]) == 0
    out = capsys.readouterr().out
    for part in ("- immune_to_damage(damage_type: damage types = '', scope: scope = 'to_host', until: duration = '') "
                 "[immunity (priority 0)]",
                 "- increase_damage(amount: int, scope: scope, damage_type: damage types = '', until: duration = '')",
                 "- reduce_damage(amount: int, scope: scope, damage_type: damage types = '', until: duration = '')",
                 "- change_damage_type(new_type: str in {",
                 "scope: scope = 'to_host', damage_type: damage types = '', until: duration = '') "
                 "[instead (priority 0)]",
                 "- make_damage_irreducible(scope: scope, damage_type: damage types = '', until: duration = '') "
                 "[effect]",
                 "- deal_damage_when_it_deals_damage(amount: int = 0, new_type: str in {",
                 "scope: scope = 'by_host', damage_type: damage types = '', until: duration = '') [after (priority 0)]",
                 "- regain_hp_when_it_deals_damage(amount: int = 0, scope: scope = 'by_host',",
                 "Parameter vocabularies:",
                 "- damage types: any of cold, energy, fire,", "'not TYPE' / 'other than TYPE'; a list [TYPE, ...]",
                 "- scope: one of all, to_host, to_targets, to_other_targets, to_hero_targets, to_other_hero_targets, "
                 "to_non_hero_targets, to_villain_targets,", "to_environment_targets,", "by_environment_cards",
                 "to:ID / by:ID (one named target on the board",
                 "- duration: end_of_this_turn ('this turn'",
                 "start_of_your_next_turn ('until the start of your next turn'"):
        assert part in out, part


# what `dealt why` says: the rule that acted (or why it did not), in order
WHY = [
    ("immune_danger_sense_legacy_takes_no_damage_from_an_environment_card.yaml",
     ["dinosaur deals legacy 3 melee damage.",
      "legacy is immune to damage (it is dealt to legacy by an environment card) (Danger Sense), so no damage is "
      "dealt: the 3 melee damage reduces no HP.", "rule immune_target_is_dealt_no_damage"]),
    ("immune_danger_sense_does_not_stop_the_villains_damage.yaml",
     ["legacy is dealt 3 damage: HP 32 -> 29.", "Checked and did not apply: Danger Sense (legacy) at Is the target immune?",
      "Why not: it covers damage dealt to legacy by an environment card; this is Grand Warlord Voss's melee damage "
      "to legacy"]),
    ("immune_to_fire_ra_takes_no_fire_damage.yaml",
     ["ra is immune to fire damage (Flesh of the Sun God", "rule immune_target_is_dealt_no_damage"]),
    ("immune_to_fire_ra_still_takes_melee_damage.yaml",
     ["ra is dealt 4 damage: HP 30 -> 26.", "Why not: it covers only fire damage; this damage is melee",
      "rule immune_target_is_dealt_no_damage"]),
    ("immune_to_fire_after_every_damage_is_changed_to_fire.yaml",
     ["makes the damage fire (it was melee)", "rule type_change_sets_the_damage_type_in_its_place",
      "ra is immune to fire damage", "rule immune_target_is_dealt_no_damage"]),
    ("immune_to_fire_fixed_psychic_damage_keeps_its_type_so_ra_takes_it.yaml",
     ["The damage is fixed, so a hypothetical card that changes the type of all damage to fire (the Megathread's "
      "example) cannot change its type: it stays psychic.", "rule fixed_damage_keeps_its_type",
      "ra is dealt 2 damage: HP 30 -> 28."]),
    ("scope_obsidian_field_increases_all_damage.yaml",
     ["Obsidian Field modifies this damage (it is any damage)", "Obsidian Field increases the damage by 1: 3 -> 4",
      "rule increase_applies_in_its_place"]),
    ("scope_inspiring_presence_increases_damage_dealt_by_hero_targets.yaml",
     ["Inspiring Presence modifies this damage (it is dealt by a hero target)",
      "Inspiring Presence increases the damage by 1: 2 -> 3", "rule increase_applies_in_its_place"]),
    ("scope_villain_targets_reduction_acts_on_damage_to_a_villain_target.yaml",
     ["modifies this damage (it is dealt to a villain target)", "reduces the damage by 1: 3 -> 2",
      "rule reduction_applies_in_its_place", "The nemesis bonus increases the damage by 1: 2 -> 3"]),
    ("scope_environment_targets_increase_acts_on_an_environment_target.yaml",
     ["modifies this damage (it is dealt to an environment target)", "increases the damage by 1: 2 -> 3"]),
    ("scope_named_target_reduction_acts_on_damage_to_that_target.yaml",
     ["modifies this damage (it is dealt to tempest)", "reduces the damage by 2: 4 -> 2"]),
    ("scope_other_hero_targets_reduction_acts_on_another_hero.yaml",
     ["modifies this damage (it is dealt to a hero target other than legacy)", "reduces the damage by 1: 3 -> 2"]),
    ("scope_not_fire_increase_acts_on_melee_damage.yaml",
     ["increases the other than fire damage by 1: 2 -> 3", "rule increase_applies_in_its_place"]),
    ("scope_not_fire_increase_passes_over_fire_damage.yaml",
     ["voss is dealt 2 damage: HP 90 -> 88.", "Why not: it covers only damage other than fire; this damage is fire"]),
    ("scope_type_list_reduction_acts_on_cold_damage.yaml",
     ["reduces the fire, cold or lightning damage by 2: 3 -> 1", "rule reduction_applies_in_its_place"]),
    ("scope_type_list_reduction_passes_over_melee_damage.yaml",
     ["Why not: it covers only fire, cold or lightning damage; this damage is melee"]),
    ("scope_irreducible_damage_dealt_by_hero_targets_ignores_reductions.yaml",
     ["damage dealt by a hero target is irreducible, so no reduction applies to this 3 melee damage",
      "rule damage_in_its_scope_is_made_irreducible", "The damage is irreducible, so an effect: reduce damage dealt "
      "to villain targets by 1 does not reduce it: it stays 3", "rule irreducible_damage_ignores_reductions"]),
    ("scope_redirect_of_damage_to_hero_targets_acts_on_another_hero.yaml",
     ["tempest would be dealt 4 damage", "redirects it to legacy", "rule damage_is_redirected_to_the_chosen_target",
      "legacy is dealt 3 damage: HP 32 -> 29."]),
    ("scope_redirect_of_damage_to_hero_targets_does_not_take_damage_to_a_villain.yaml",
     ["drone is dealt 2 damage", "Why not: it covers damage dealt to a hero target; this is Legacy's melee damage "
      "to drone"]),
    ("deals_damage_trigger_deals_that_target_more_damage.yaml",
     ["voss is dealt 2 damage: HP 90 -> 88.", "[Effects after damage is dealt]",
      "wraith dealt voss 2 melee damage, so wraith deals voss 1 projectile damage.",
      "rule dealing_damage_triggers_damage_to_that_target"]),
    ("deals_damage_trigger_deals_the_chosen_target.yaml",
     ["so wraith deals drone (the target chosen) 1 projectile damage",
      "rule dealing_damage_triggers_damage_to_the_chosen_target"]),
    ("deals_damage_trigger_is_keyed_on_the_source_not_the_target.yaml",
     ["wraith is dealt 2 damage", "Why not: it covers melee damage dealt by wraith; this is Grand Warlord Voss's "
      "melee damage to wraith"]),
    ("deals_damage_host_regains_that_much_hp.yaml",
     ["legacy is dealt 3 damage: HP 32 -> 29.", "voss regains that much, 3 HP: HP 80 -> 83.",
      "rule dealing_damage_lets_its_host_regain_hp"]),
    ("deals_damage_host_regains_nothing_for_damage_to_a_non_hero.yaml",
     ["Why not: it covers damage dealt by voss to a hero target; this is Grand Warlord Voss's melee damage to "
      "dinosaur"]),
]


@pytest.mark.parametrize("ruling, parts", WHY, ids=[r.removesuffix(".yaml") for r, _ in WHY])
def test_why_names_the_rule_that_acted_or_why_it_did_not(capsys, ruling, parts):
    assert_says_in_order(_why(capsys, ruling), parts)


def test_a_trigger_does_not_act_on_damage_that_was_not_dealt(capsys):
    out = _why(capsys, "deals_damage_trigger_does_not_act_when_no_damage_is_dealt.yaml")
    assert_says_in_order(out, ["voss is immune to damage", "rule immune_target_is_dealt_no_damage"])
    assert "dealing_damage_triggers" not in out


# a card library outside the package, using the new forms: one card file, no Python
LIBRARY_CARD = """\
schema: 1
game: sentinels
name: Library Ward
kind: ongoing
text: "(a test double in a user's library) Villain targets are immune to damage other than fire from environment cards."
mechanics:
  - {mechanic: immune_to_damage, scope: [to_villain_targets, by_environment_cards], damage_type: not fire}
"""
SCENARIO = """\
game: sentinels
active_player: environment
cards: [library]
board:
  - {{id: voss, card: Grand Warlord Voss, controller: villain}}
  - {{id: dinosaur, kind: environment, hp: 10, controller: environment}}
  - {{id: ward, card: Library Ward, controller: villain}}
action:
  deal: {{source: dinosaur, to: [voss], amount: 3, type: {type}}}
"""


@pytest.mark.parametrize("damage_type, hp", [("melee", 90), ("fire", 87)])
def test_a_library_card_outside_the_package_uses_the_scope_vocabulary(tmp_path, capsys, damage_type, hp):
    (tmp_path / "library").mkdir()
    (tmp_path / "library" / "ward.yaml").write_text(LIBRARY_CARD, encoding="utf-8")
    (tmp_path / "s.yaml").write_text(SCENARIO.format(type=damage_type), encoding="utf-8")
    assert main(["resolve", str(tmp_path / "s.yaml"), "--json"]) == 0
    import json
    out = json.loads(capsys.readouterr().out)
    assert out["board"]["voss"]["health"] == hp
    fired = out["fired"]
    assert ("immune_target_is_dealt_no_damage" in fired) is (damage_type == "melee")


# refusals: exit 2, the file, the place, what is allowed
def _refused(capsys, argv, *parts):
    assert main([str(a) for a in argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("dealt: error: "), err
    assert argv[0] == "check" or "\n" not in err.strip(), err          # `check` lists its problems one a line
    for part in parts:
        assert part in err, f"{part!r} not in {err!r}"
    return err


@pytest.mark.parametrize("mechanic_line, parts", [
    ("{mechanic: reduce_damage, amount: 1, scope: to_villians}",
     ["at mechanics[0].scope: scope 'to_villians' is not a Sentinels scope.",
      "Allowed: all, to_host, to_targets,", "to_villain_targets", "to:ID, by:ID (or a list of them"]),
    ("{mechanic: immune_to_damage, scope: [to_host, from_environment]}",
     ["at mechanics[0].scope: scope 'from_environment' is not a Sentinels scope.", "by_environment_cards"]),
    ("{mechanic: increase_damage, amount: 1, scope: 3}",
     ["at mechanics[0].scope: scope must be a scope or a list of scopes, not 3.", "Allowed: all, to_host"]),
    ("{mechanic: increase_damage, amount: 1, scope: all, damage_type: not frost}",
     ["at mechanics[0].damage_type: damage_type 'frost' is not a damage type.", "Allowed: cold, energy, fire",
      "'not TYPE' or 'other than TYPE'; or a list of types"]),
    ("{mechanic: make_damage_irreducible, scope: by_host, damage_type: [fire, 2]}",
     ["at mechanics[0].damage_type: damage_type 2 is not a damage type."]),
])
def test_an_unknown_scope_or_type_in_a_library_card_is_refused(tmp_path, capsys, mechanic_line, parts):
    (tmp_path / "library").mkdir()
    card = LIBRARY_CARD.replace(LIBRARY_CARD.splitlines()[-1], f"  - {mechanic_line}")
    (tmp_path / "library" / "ward.yaml").write_text(card, encoding="utf-8")
    (tmp_path / "s.yaml").write_text(SCENARIO.format(type="melee"), encoding="utf-8")
    _refused(capsys, ["resolve", tmp_path / "s.yaml"], str(tmp_path / "library" / "ward.yaml"), "line 7", *parts)
    _refused(capsys, ["check", tmp_path / "library"], str(tmp_path / "library" / "ward.yaml"), *parts)


def test_an_inline_scope_naming_a_target_not_on_the_board_is_refused(tmp_path, capsys):
    (tmp_path / "s.yaml").write_text(textwrap.dedent("""\
        game: sentinels
        active_player: villain
        board:
          - {id: voss, card: Grand Warlord Voss, controller: villain}
          - {id: tempest, card: Tempest, controller: tempest}
          - {id: ward, kind: effect, controller: tempest, text: "an effect: reduce damage dealt to Tempest by 2",
             mechanics: [{mechanic: reduce_damage, amount: 2, scope: "to:tempset"}]}
        action:
          deal: {source: voss, to: [tempest], amount: 3, type: melee}
        """), encoding="utf-8")
    _refused(capsys, ["resolve", tmp_path / "s.yaml"], str(tmp_path / "s.yaml"), "at board[2].mechanics[0].scope",
             "the scope of reduce_damage names 'tempset', which is not a target on the board.",
             "Allowed: voss, tempest")
