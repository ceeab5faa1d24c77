"""Magic: bad input (exit 2, one clear paragraph), `dealt orders`, `why` in 120.4's forms, excess damage.

The rulings themselves are tests/rulings/mtg/*.yaml; this file holds what a ruling file cannot say.
"""
import json
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.kb.mtg.rules.excess import excess_amount

HERE = Path(__file__).parent
BAD = HERE / "bad_inputs" / "mtg"
RULINGS = HERE / "rulings" / "mtg"

# (file in tests/bad_inputs/mtg, fragments the error must contain besides the file name)
SCENARIOS = [
    ("trample_before_lethal_to_the_blocker.yaml",
     ["line 10, at choices.assignment.trampler.B", "before its blocker bear is assigned lethal damage (1 of 2",
      "not prevention", "702.19b", "Allowed: at least 2 to bear first"]),
    ("assignment_more_than_power.yaml", ["at choices.assignment.trampler", "assigns 6 combat damage",
                                         "exactly its power, 5", "Allowed: amounts adding up to 5"]),
    ("assignment_less_than_power.yaml", ["at choices.assignment.trampler", "assigns 3 combat damage"]),
    ("assignment_to_the_player_without_trample.yaml",
     ["at choices.assignment.attacker.B", "only trample lets it assign damage to what it attacks", "Allowed: bear"]),
    ("assignment_for_a_creature_not_in_combat.yaml", ["at choices.assignment.nobody", "not a creature in combat",
                                                      "Allowed: trampler, bear"]),
    ("order_names_an_effect_not_in_play.yaml",
     ["line 8, at choices.replacement_order.B[0]", "'furnace_of_rath' is not a replacement or prevention effect in play",
      "Allowed: urzas_armor"]),
    ("order_for_someone_not_on_the_board.yaml", ["at choices.replacement_order.C", "neither a player nor a permanent",
                                                 "Allowed: A, B"]),
    ("order_for_a_player_who_chooses_nothing.yaml",
     ["line 9, at choices.replacement_order.A", "A chooses nothing here", "616.1",
      "player B chooses the order of furnace_of_rath and urzas_armor for the damage to B",
      "Allowed: B"]),
    ("order_for_a_creature_with_one_effect.yaml",
     ["at choices.replacement_order.bear", "bear chooses nothing here", "only one effect (furnace_of_rath) can modify",
      "Allowed: (no order to give"]),
    ("order_is_not_a_list.yaml", ["at choices.replacement_order.B", "an order is a list"]),
    ("order_names_an_effect_twice.yaml", ["at choices.replacement_order.B[1]", "named twice"]),
    ("choices_order_is_a_list.yaml", ["at choices.replacement_order", "must be a mapping"]),
    ("unknown_spell.yaml", ["at action.card", "'Fireball' is not a spell the Magic knowledge base models",
                            "Fireball is a Hearthstone card (kb/hearthstone/cards/fireball.yaml); this scenario is Magic",
                            "Allowed: Flame Spill, Forked Bolt, Lava Axe, Lightning Bolt, Pyroclasm, Shock, Skullcrack, "
                            "Volcanic Hammer"]),
    ("unknown_effect_card.yaml", ["at board[1].card", "'Crusade' has no card file", "Boon Reflection"]),
    ("flame_spill_at_a_player.yaml", ["at action.targets[0]", "Flame Spill targets a creature"]),
    ("forked_bolt_bad_division.yaml", ["at choices.assignment.forked_bolt", "at least 1 to each target", "601.2d"]),
    ("creature_without_toughness.yaml", ["at board[0]", "needs its power and toughness"]),
    ("hearthstone_field_in_mtg.yaml", ["at board[0].health", "'health' is a hearthstone field"]),
    ("unknown_keyword.yaml", ["at board[0].keywords[0]", "'banding' is not a Magic keyword", "deathtouch"]),
    ("shield_without_amount.yaml", ["at board[1]", "needs the N of 'prevent the next N damage'"]),
    ("attacker_of_the_wrong_player.yaml", ["at action.combat.attackers.bear", "the active player A attacks"]),
    # combat fields are checked before they are read: attackers are board ids, each attacks one thing (508.1b)
    ("attackers_a_nested_list.yaml", ["line 7, at action.combat.attackers[0]", "an attacker is the board id of a "
                                      "creature, not ['bear']", "Allowed: bear"]),
    ("attackers_a_list_of_maps.yaml", ["at action.combat.attackers[0]", "not {'bear': 'B'}", "Allowed: bear"]),
    ("attacker_attacks_a_list.yaml", ["at action.combat.attackers.bear", "a creature attacks one player, planeswalker "
                                      "or battle, named by its id, not ['B'] (508.1b)", "Allowed: B"]),
    ("attacker_named_twice.yaml", ["at action.combat.attackers[1]", "'bear' is already named at "
                                   "action.combat.attackers[0]; a creature attacks once"]),
    ("blocker_blocks_a_map.yaml", ["at action.combat.blocks.wall", "a blocker blocks one attacker here, named by its "
                                   "id, not {'bear': 1}", "Allowed: bear"]),
    ("order_names_an_effect_by_a_list.yaml", ["line 8, at choices.replacement_order.B[0]", "['urzas_armor'] is not a "
                                              "replacement or prevention effect in play", "Allowed: urzas_armor"]),
    ("combat_in_hearthstone.yaml", ["at action.combat", "combat is a Magic action", "Allowed: attack:"]),
    ("target_close_to_a_board_id.yaml", ["at action.targets[0]", "the target 'baer' is not on the board",
                                         "Did you mean: bear?", "a player, who starts at 20 life"]),
    ("choices_unknown_kind.yaml", ["at choices.preferences", "not a kind of choice", "replacement_order", "assignment"]),
    # issue 14: damage templates (a spell's targets are what its text says, 115.4), statics and effect targets
    ("lava_axe_at_a_creature.yaml", ["line 6, at action.targets[0]", "Lava Axe targets a player or a planeswalker; "
                                     "'bear' is not one (it is a creature)", "Allowed: A, B, walker"]),
    ("pyroclasm_with_a_target.yaml", ["at action.targets", "Pyroclasm deals damage to each creature and targets "
                                      "nothing (115.10)", "Allowed: no targets"]),
    ("redeem_with_three_targets.yaml", ["line 7, at board[3].target", "Redeem targets up to 2; got 3"]),
    ("disfigure_at_an_enchantment.yaml", ["at board[1].target", "Disfigure targets creatures; 'anthem' is not one",
                                          "(no creature on this board)"]),
    ("x_for_a_spell_without_x.yaml", ["at action.x", "Lava Axe has no X to announce"]),
    ("glorious_anthem_with_a_target.yaml", ["at board[1].target", "Glorious Anthem's effect has no target"]),
    # combat (issue 14): blocks (509.1a), each creature's division (510.1c-d), the steps (510.4), colours (105.1)
    ("combat_blocker_blocks_two_without_the_ability.yaml",
     ["line 8, at action.combat.blocks.wall", "wall blocks 2 attackers", "509.1a",
      "Allowed: one attacker, or give wall one of: can block an additional creature each combat"]),
    ("combat_blocker_blocks_three_with_one_additional.yaml", ["at action.combat.blocks.guard", "(here up to 2)"]),
    ("combat_blocker_blocks_an_attacker_twice.yaml", ["at action.combat.blocks.guard[1]", "blocks bear1 once"]),
    ("combat_blocker_divides_more_than_its_power.yaml",
     ["line 10, at choices.assignment.guard", "assigns 4 combat damage", "exactly its power, 3", "510.1a"]),
    ("combat_blocker_assigns_to_an_attacker_it_does_not_block.yaml",
     ["at choices.assignment.guard.bear2", "only to the attackers it blocks", "Allowed: bear1"]),
    ("combat_assignment_list_for_a_creature_with_one_step.yaml",
     ["at choices.assignment.knight", "deals combat damage in one step", "Allowed: {RECIPIENT: AMOUNT}"]),
    ("combat_second_step_assignment_to_a_blocker_destroyed_in_the_first.yaml",
     ["at choices.assignment.striker.bear", "in the second combat damage step (e2)",
      "no creature blocking it is still in combat (506.4)", "702.19e", "Allowed: B"]),
    ("combat_second_step_assignment_not_a_number.yaml",
     ["line 9, at choices.assignment.ogre.knight", "a whole number, 0 or more, not [3]"]),
    ("combat_colors_not_a_colour.yaml", ["line 4, at board[0].colors", "not ['purple'] (105.1)",
                                         "Allowed: white, blue, black, red, green"]),
    ("combat_protection_from_an_unmodelled_quality.yaml",
     ["at board[0].keywords[0]", "'protection from artifacts' is not a Magic keyword", "protection from red",
      "protection from everything"]),
]


@pytest.mark.parametrize("name, fragments", SCENARIOS, ids=[n.removesuffix(".yaml") for n, _ in SCENARIOS])
def test_bad_magic_scenario_is_refused(capsys, name, fragments):
    path = BAD / name
    rc = main(["resolve", str(path)])
    out, err = capsys.readouterr()
    assert rc == 2 and out == "" and "Traceback" not in err
    text = err.strip()
    assert text.startswith(f"dealt: error: {path}") and "\n" not in text, text
    for fragment in fragments:
        assert fragment in text, f"{fragment!r} not in {text!r}"


def test_every_bad_magic_scenario_file_has_a_case():
    listed = {n for n, _ in SCENARIOS}
    assert sorted(p.name for p in BAD.glob("*.yaml") if p.name not in listed) == []


def test_orders_lists_the_distinct_outcomes_of_each_order(capsys):
    path = RULINGS / "affected_player_applies_urzas_armor_before_furnace_of_rath.yaml"
    assert main(["orders", str(path), "--json"]) == 0
    found = json.loads(capsys.readouterr().out)["outcomes"]
    assert [(f["orders"], f["players"]["B"]["life"]) for f in found] == [
        (["B: urzas_armor then furnace_of_rath"], 16), (["B: furnace_of_rath then urzas_armor"], 15)]
    assert "prevent_one_damage_a_source_would_deal_to_you" in found[0]["fired"]


def test_orders_merges_orders_that_give_the_same_outcome(capsys):
    """Boon Reflection and Worship in the worked example: either order leaves the player at 2."""
    path = RULINGS / "worked_example_worship_awe_strike.yaml"
    assert main(["orders", str(path)]) == 0
    text = capsys.readouterr().out
    assert "1 distinct outcome(s) over 1 order(s)" in text or "distinct outcome" in text
    path = RULINGS / "worship_first_then_boon_reflection.yaml"
    assert main(["orders", str(path), "--json"]) == 0
    found = json.loads(capsys.readouterr().out)["outcomes"]
    assert sorted(f["players"]["B"]["life"] for f in found) == [5, 6]
    assert [f["chosen"] for f in found].count(True) == 1
    assert main(["orders", str(path)]) == 0
    text = capsys.readouterr().out
    assert "2 order(s) of the contested effects; 2 distinct outcome(s)" in text      # each stage on its own
    assert text.count("[the scenario's own order]") == 1 and "B: life 6" in text and "B: life 5" in text


def test_orders_refuses_a_game_without_orders(capsys):
    example = HERE.parent / "examples" / "hearthstone" / "fireball_velen_kobold.yaml"
    assert main(["orders", str(example)]) == 2
    assert "no player-chosen order" in capsys.readouterr().err


def test_why_shows_the_forms_of_the_event_in_order(capsys):
    path = RULINGS / "worked_example_boon_reflection_wither_lifelink.yaml"
    assert main(["why", str(path), "e1"]) == 0
    text = capsys.readouterr().out
    forms = ["starts out as [3 damage is dealt to the 2/2 creature, 2 damage is dealt to the 3/3 creature]",
             "After replacement and prevention (120.4b), it is [1 damage is dealt to the 2/2 creature",
             "Processed into its results (120.4c), it is [one -1/-1 counter is put on the 2/2 creature, the active "
             "player gains 1 life, 2 damage is marked on the 3/3 creature]",
             "After replacement of its results (120.4c), it is [one -1/-1 counter is put on the 2/2 creature, the "
             "active player gains 2 life",
             "Then, in order"]      # the event occurs (120.4d): what it did, in order
    places = [text.index(f) for f in forms]
    assert places == sorted(places)
    assert text.index("rule prevention_shield_prevents_the_next_damage") < places[1]
    assert places[2] < text.index("rule life_gain_is_doubled") < places[3]


def test_why_a_player_shows_their_life(capsys):
    path = RULINGS / "worship_keeps_its_controller_at_one_life.yaml"
    assert main(["why", str(path), "B", "--json"]) == 0
    why = json.loads(capsys.readouterr().out)
    assert (why["before"]["life"], why["after"]["life"]) == (2, 1)
    assert "damage_that_would_reduce_life_below_one_reduces_it_to_one" in [s["rule"] for s in why["events"][0]["steps"]]


@pytest.mark.parametrize("permanent, amount, other, deathtouch, expected", [
    ({"types": ("creature",), "toughness": 3, "minus": 0, "damage": 1, "loyalty": 0, "defense": 0}, 4, 0, False, 2),
    ({"types": ("creature",), "toughness": 3, "minus": 0, "damage": 0, "loyalty": 0, "defense": 0}, 4, 2, False, 3),
    ({"types": ("creature",), "toughness": 5, "minus": 0, "damage": 0, "loyalty": 0, "defense": 0}, 4, 0, True, 3),
    ({"types": ("creature",), "toughness": 5, "minus": 1, "damage": 0, "loyalty": 0, "defense": 0}, 4, 0, False, 0),
    ({"types": ("planeswalker",), "toughness": 0, "minus": 0, "damage": 0, "loyalty": 3, "defense": 0}, 4, 0, False, 1),
    ({"types": ("battle",), "toughness": 0, "minus": 0, "damage": 0, "loyalty": 0, "defense": 5}, 4, 2, False, 1),
    # a creature planeswalker: the greatest of the two amounts (120.4a)
    ({"types": ("creature", "planeswalker"), "toughness": 4, "minus": 0, "damage": 0, "loyalty": 1, "defense": 0},
     4, 0, False, 3),
])
def test_excess_damage_amounts(permanent, amount, other, deathtouch, expected):
    assert excess_amount(permanent, amount, other, deathtouch)[0] == expected


#: every bundled card with its current Oracle text (where each was read: the comment at the top of its card file)
ORACLE = {
    "Boon Reflection": "If you would gain life, you gain twice that much life instead.",
    "Worship": "If you control a creature, damage that would reduce your life total to less than 1 reduces it to 1 "
               "instead.",
    "Awe Strike": "The next time target creature would deal damage this turn, prevent that damage. You gain life "
                  "equal to the damage prevented this way.",
    "Lightning Bolt": "Lightning Bolt deals 3 damage to any target.",
    "Shock": "Shock deals 2 damage to any target.",
    "Forked Bolt": "Forked Bolt deals 2 damage divided as you choose among one or two targets.",
    "Flame Spill": "Flame Spill deals 4 damage to target creature. Excess damage is dealt to that creature's "
                   "controller instead.",
    "Furnace of Rath": "If a source would deal damage to a permanent or player, it deals double that damage to that "
                       "permanent or player instead.",
    "Urza's Armor": "If a source would deal damage to you, prevent 1 of that damage.",
    "Boros Reckoner": "Whenever Boros Reckoner is dealt damage, it deals that much damage to any target.\n{R/W}: Boros "
                      "Reckoner gains first strike until end of turn.",
    "Spitemare": "Whenever Spitemare is dealt damage, it deals that much damage to any target.",
    "Coalhauler Swine": "Whenever Coalhauler Swine is dealt damage, it deals that much damage to each player.",
    "Jackal Pup": "Whenever Jackal Pup is dealt damage, it deals that much damage to you.",
    "Volcanic Hammer": "Volcanic Hammer deals 3 damage to any target.",
    "Lava Axe": "Lava Axe deals 5 damage to target player or planeswalker.",
    "Pyroclasm": "Pyroclasm deals 2 damage to each creature.",
    "Gratuitous Violence": "If a creature you control would deal damage to a permanent or player, it deals double "
                           "that damage to that permanent or player instead.",
    "Redeem": "Prevent all damage that would be dealt this turn to up to two target creatures.",
    "Elderscale Wurm": "Trample\nWhen Elderscale Wurm enters the battlefield, if your life total is less than 7, your "
                       "life total becomes 7.\nAs long as you have 7 or more life, damage that would reduce your life "
                       "total to less than 7 reduces it to 7 instead.",
    "Skullcrack": "Players can't gain life this turn. Damage can't be prevented this turn. Skullcrack deals 3 damage "
                  "to target player or planeswalker.",
    "Glorious Anthem": "Creatures you control get +1/+1.",
    "Disfigure": "Target creature gets -2/-2 until end of turn.",
    "Brash Taunter": "Indestructible\nWhenever Brash Taunter is dealt damage, it deals that much damage to target "
                     "opponent.\n{2}{R}, {T}: Brash Taunter fights another target creature.",
    "Boros Swiftblade": "Double strike",
    "Black Knight": "First strike (This creature deals combat damage before creatures without first strike.)\n"
                    "Protection from white (This creature can't be blocked, targeted, dealt damage, or enchanted by "
                    "anything white.)",
    "Stuffy Doll": "As Stuffy Doll enters the battlefield, choose a player.\nStuffy Doll is indestructible.\nWhenever "
                   "Stuffy Doll is dealt damage, it deals that much damage to the chosen player.\n{T}: Stuffy Doll "
                   "deals 1 damage to itself.",
    "Questing Beast": "Vigilance, deathtouch, haste\nQuesting Beast can't be blocked by creatures with power 2 or "
                      "less.\nCombat damage that would be dealt by creatures you control can't be prevented.\n"
                      "Whenever Questing Beast deals combat damage to an opponent, it deals that much damage to target "
                      "planeswalker that player controls.",
    "Vampire Nighthawk": "Flying\nDeathtouch (Any amount of damage this deals to a creature is enough to destroy "
                         "it.)\nLifelink (Damage dealt by this creature also causes you to gain that much life.)",
}


@pytest.mark.parametrize("name", sorted(ORACLE))
def test_named_card_has_a_card_file_with_its_oracle_text(name):
    from dealt.kb import load_game
    card = load_game("mtg").cards[name.lower()]
    assert card.text == ORACLE[name] and (card.mechanics or card.keywords)   # a keyword-only creature: its keywords


def test_mechanics_lists_the_magic_vocabulary(capsys):
    assert main(["mechanics", "mtg"]) == 0
    text = capsys.readouterr().out
    for name in ("prevention_shield", "double_damage", "double_life_gain", "life_floor_one",
                 "deal_damage_excess_to_controller"):
        assert name in text


def test_a_player_named_only_in_the_action_exists_with_defaults_and_the_output_says_so(capsys):
    """The README: an unlisted player starts at 20 life; `resolve` (text and --json) says who was defaulted."""
    path = RULINGS / "a_player_named_only_as_the_controller_and_a_target_exist_with_defaults.yaml"
    assert main(["resolve", str(path)]) == 0
    text = capsys.readouterr().out
    assert "players A, C and D: not listed on the board, so at 20 life" in text
    assert main(["resolve", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["board"]["D"]["life"] == 17 and data["board"]["C"]["life"] == 20
    assert [n["entity"] for n in data["notes"] if n["kind"] == "default_player"] == ["A", "C", "D"]


def test_resolve_and_why_say_who_chooses_the_order_and_that_play_order_was_the_default(capsys):
    """616.1: the output names who chooses, that no order was given so play order was used, and `dealt orders`."""
    path = RULINGS / "furnace_of_rath_before_the_shield_leaves_damage_through.yaml"
    said = ("616.1: the order of furnace_of_rath and shield for the damage to bear at 120.4b (player B's, as the "
            "controller of bear): no order was given (choices.replacement_order), so play order was used: "
            f"furnace_of_rath, then shield. `dealt orders {path}` lists the outcome of every order.")
    assert main(["resolve", str(path)]) == 0
    assert said in capsys.readouterr().out
    assert main(["why", str(path), "e1"]) == 0
    assert said in capsys.readouterr().out
    assert main(["resolve", str(path), "--json"]) == 0
    notes = [n for n in json.loads(capsys.readouterr().out)["notes"] if n["kind"] == "replacement_order"]
    assert notes == [{"event": "e1", "kind": "replacement_order", "entity": "bear", "amount": 2, "chooser": "B",
                      "stage": "replacement", "order": ["furnace_of_rath", "shield"], "given": ""}]


def test_resolve_says_which_given_order_was_used(capsys):
    path = RULINGS / "a_players_order_is_their_choice_for_the_creatures_they_control.yaml"
    assert main(["resolve", str(path)]) == 0
    assert ("616.1: the order of shield and furnace_of_rath for the damage to bear at 120.4b (player B's, as the "
            "controller of bear): as given in choices.replacement_order.B: shield, then furnace_of_rath.") \
        in capsys.readouterr().out


def test_every_magic_effect_mechanic_says_whom_it_can_modify_an_event_for():
    """616.1's choice is among the effects that can modify what happens to a player or object (AFFECTS)."""
    from dealt.kb.mtg.mechanics import AFFECTS, KEYWORD_EFFECTS, REGISTRY
    effects = sorted([m.name for m in REGISTRY if m.role == "effect"] + list(KEYWORD_EFFECTS))
    assert sorted(AFFECTS) == effects and set(AFFECTS.values()) <= {"any", "target", "targets", "controller", "none"}
