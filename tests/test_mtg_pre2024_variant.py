"""Magic's `pre-2024` rule set (issue 17): damage assignment order (509.2-3, 510.1c-d before November 2024).

The numbers and rules fired are the rulings' (tests/rulings/mtg/variants/); these check what the rulings cannot:
the choice refused under the current rules and each malformed order, what `dealt variants`, `dealt diff` and
`dealt orders` say, the existing rulings the rule set changes, and determinism over hash seeds.
"""
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.kb.mtg import GAME
from dealt.testing.text import assert_says_in_order

RULINGS = Path(__file__).parent / "rulings" / "mtg"
VARIANTS = RULINGS / "variants"
RULE = "a_creature_assigns_lethal_damage_in_its_damage_assignment_order_before_any_to_the_next"

#: the rulings of tests/rulings/mtg/ (the current rules) that resolve differently under `--rules pre-2024`, and how:
#: "error" - a division the current rules allow breaks the order blocks lists (refused, exit 2); "explanation" - the
#: same numbers, with the order checked (a creature blocked by, or blocking, two or more). Every other ruling of
#: the folder resolves the same under both rule sets.
CHANGED_UNDER_PRE_2024 = {
    "card_brash_taunter_blocked_by_two_triggers_once_for_the_total.yaml": "explanation",
    "combat_a_blocker_that_can_block_an_additional_creature_divides_its_damage.yaml": "explanation",
    "combat_an_attacker_divides_its_damage_freely_among_its_blockers.yaml": "error",
    "trigger_boros_reckoner_dealt_damage_by_two_blockers_triggers_once.yaml": "explanation",
    "two_blockers_share_the_attackers_damage_as_assigned.yaml": "explanation",
}

BOARD = """\
game: mtg
{rules}active_player: A
board:
  - {{id: gorger, controller: A, power: 5, toughness: 6}}
  - {{id: guardian, controller: B, power: 0, toughness: 3}}
  - {{id: bear, controller: B, power: 3, toughness: 3}}
  - {{id: elf, controller: B, power: 1, toughness: 1}}
  - {{id: ogre, controller: A, power: 3, toughness: 3}}
action:
  {action}
choices:
  {choices}
"""
COMBAT = "combat: {attackers: [gorger, ogre], blocks: {guardian: gorger, bear: gorger, elf: ogre}}"


def _write(tmp_path, choices, rules="rules: pre-2024\n", action=COMBAT):
    path = tmp_path / "scenario.yaml"
    path.write_text(BOARD.format(rules=rules, action=action, choices=choices))
    return path


def test_the_variant_lists_its_rule_with_the_rules_text_and_the_peer():
    variant = GAME.variant_named("pre-2024")
    [difference] = variant.differences()
    assert (difference.kind, difference.name) == ("adds", RULE)
    for cited in ("509.2", "509.3", "510.1c", "510.1d", "Foundations Update Bulletin", "CombatGroup.java"):
        assert cited in difference.source


@pytest.mark.parametrize("choices, rules, action, where, said", [
    ("damage_assignment_order: {gorger: [bear, guardian]}", "", COMBAT, "at choices.damage_assignment_order:",
     "damage assignment order exists only under the pre-2024 rules"),
    ("damage_assignment_order: {gorger: [bear, guardian]}", "rules: pre-2024\n",
     "deal: {source: gorger, to: bear, amount: 2}", "at choices.damage_assignment_order:", "this action has no combat"),
    ("damage_assignment_order: {gorger: [bear]}", "rules: pre-2024\n", COMBAT,
     "at choices.damage_assignment_order.gorger:", "it leaves out guardian"),
    ("damage_assignment_order: {gorger: [bear, bear]}", "rules: pre-2024\n", COMBAT,
     "at choices.damage_assignment_order.gorger[1]:", "bear is named twice"),
    ("damage_assignment_order: {gorger: [bear, elf]}", "rules: pre-2024\n", COMBAT,
     "at choices.damage_assignment_order.gorger[1]:", "'elf' is not one of the creatures blocking it"),
    ("damage_assignment_order: {ogre: [elf]}", "rules: pre-2024\n", COMBAT,
     "at choices.damage_assignment_order.ogre:", "ogre is blocked by one creature, so it has no damage assignment order"),
    ("damage_assignment_order: {gorger: bear}", "rules: pre-2024\n", COMBAT,
     "at choices.damage_assignment_order.gorger:", "an order is a list of the creatures blocking it"),
    ("damage_assignment_order: [gorger]", "rules: pre-2024\n", COMBAT, "at choices.damage_assignment_order:",
     "must be a mapping"),
    ("assignment: {gorger: {guardian: 1, bear: 4}}", "rules: pre-2024\n", COMBAT, "at choices.assignment.gorger:",
     f"guardian comes before it in gorger's damage assignment order (guardian, then bear, the order blocks lists "
     f"them in) and is assigned 1 of the 3 lethal damage it needs (510.1c-d before November 2024; rule {RULE}, in e1)"),
])
def test_a_bad_order_or_a_division_against_it_exits_2_with_nothing_but_the_error(tmp_path, capsys, choices, rules,
                                                                                  action, where, said):
    path = _write(tmp_path, choices, rules, action)
    assert main(["resolve", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "Traceback" not in err
    assert_says_in_order(err, [str(path), where, said] + ([] if "must be a mapping" in said else ["Allowed:"]))


def test_rules_on_the_command_line_allows_the_order_the_file_alone_refuses(tmp_path, capsys):
    path = _write(tmp_path, "damage_assignment_order: {gorger: [bear, guardian]}", rules="")
    assert main(["resolve", str(path)]) == 2
    capsys.readouterr()
    assert main(["resolve", "--rules", "pre-2024", str(path), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["rules"] == "pre-2024"
    assert result["board"]["bear"]["destroyed"] and not result["board"]["guardian"]["destroyed"]


def test_diff_shows_the_division_one_rule_set_refuses(capsys):
    path = VARIANTS / "combat_current_rules_a_division_need_not_give_the_first_blocker_lethal_damage.yaml"
    assert main(["diff", str(path), "--against", "pre-2024", "--json"]) == 0
    diff = json.loads(capsys.readouterr().out)
    assert diff["differs"] and "error" not in diff["a"]
    assert "guardian comes before it in gorger's damage assignment order" in diff["b"]["error"]


def test_diff_shows_where_an_order_parts_from_the_order_listed(capsys):
    path = VARIANTS / "combat_current_rules_with_no_division_lethal_damage_goes_in_the_order_listed.yaml"
    assert main(["diff", str(path), "--against", "pre-2024", "--json"]) == 0
    diff = json.loads(capsys.readouterr().out)
    assert diff["differs"] and not diff["characters"] and not diff["events"]      # the same numbers, another ruling
    parting = diff["parting"]
    assert parting["index"] == 1 and parting["a"]["rule"] == "combat_damage_is_dealt_simultaneously_as_assigned"
    assert parting["b"]["rule"] == RULE
    assert parting["b"]["ruling"].startswith(
        "the 5/6 creature (gorger)'s damage assignment order is guardian, then bear (no "
        "choices.damage_assignment_order.gorger was given, so the order blocks lists them in)")


def test_orders_lists_each_damage_assignment_order_with_its_outcome(capsys):
    path = VARIANTS / "pre_2024_order_bear_first_gives_the_bear_lethal_damage_by_default.yaml"
    assert main(["orders", str(path)]) == 0
    assert_says_in_order(capsys.readouterr().out, [
        "Rules: pre-2024", "2 distinct outcome(s)",
        "[the scenario's own order]", "gorger's damage assignment order: bear then guardian",
        "bear: damage 3, counters 0, DESTROYED",
        "gorger's damage assignment order: guardian then bear", "guardian: damage 3, counters 0, DESTROYED"])


def test_orders_leaves_a_divided_creatures_order_as_given(capsys):
    path = VARIANTS / "pre_2024_lethal_damage_counts_what_other_creatures_assign_in_the_same_step.yaml"
    assert main(["orders", str(path)]) == 0
    assert "1 distinct outcome(s)" in capsys.readouterr().out


def test_exactly_the_listed_rulings_resolve_differently_under_pre_2024():
    """Every combat ruling of the current rules, resolved under both rule sets (the others have no combat, so no
    damage assignment order: the board refuses the choice for them and the rule cannot fire)."""
    from dealt.inference.diff import diff_scenario
    changed = {}
    for path in sorted(RULINGS.glob("*.yaml")):
        if "combat:" not in path.read_text():
            continue
        diff = diff_scenario(str(path), None, "pre-2024")
        if diff.differs:
            changed[path.name] = "error" if diff.b.error else (
                "outcome" if diff.characters or diff.players or diff.events else "explanation")
    assert changed == CHANGED_UNDER_PRE_2024


def test_the_enormous_baloth_example_resolves_the_same_under_two_hash_seeds():
    path = VARIANTS / "pre_2024_lethal_damage_counts_what_other_creatures_assign_in_the_same_step.yaml"
    runs = []
    for seed in ("1", "2"):
        script = textwrap.dedent(f"""
            from dealt.cli import main
            main(["why", {str(path)!r}, "e1"])
        """)
        runs.append(subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                                   env={**os.environ, "PYTHONHASHSEED": seed}).stdout)
    assert runs[0] == runs[1] and RULE in runs[0]
