"""`dealt sweep`: templates expanded lazily over card sets, and what the sweep reports.

The acceptance test of issue 17: a sweep finds the order-dependent outcomes that `dealt orders` reports for the
same boards (Sentinels modifier pairs, a Magic 616.1 pair): each listed scenario is written out (--save) and
`dealt orders --json` of it gives the same distinct outcomes; scenarios the sweep does not list have one.
"""
import itertools
import json
import textwrap
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.facts.errors import InputError
from dealt.kb import load_game
from dealt.sweep import Settings, run_sweep, save_finding
from dealt.sweep.card_sets import card_set
from dealt.sweep.tasks import sweep_tasks
from dealt.sweep.template import is_template, read_template


ROOT = Path(__file__).resolve().parent.parent
SWEEPS = ROOT / "examples" / "sweeps"
SENTINELS = SWEEPS / "sentinels_modifier_pairs.sweep.yml"
MTG = SWEEPS / "mtg_replacement_pairs.sweep.yml"
HEARTHSTONE = SWEEPS / "hearthstone_spells_against_predamage.sweep.yml"


def _write(tmp_path, text, name="t.yaml"):
    path = tmp_path / name
    path.write_text(textwrap.dedent(text))
    return path


BASE = """\
game: sentinels
active_player: villain
board:
  - {id: blade, card: Baron Blade, controller: villain}
  - {id: tempest, card: Tempest, controller: tempest, hp: "{hp}"}
action:
  deal: {source: blade, to: [tempest], amount: "{amount}", type: melee}
"""


def test_the_expansion_is_the_product_in_order_and_distinct_values_are_combinations():
    t = read_template(SENTINELS)
    modifiers = t.sets["first"]["values"]
    expected = [{"first": a, "second": b, "amount": n}
                for (a, b), n in itertools.product(itertools.combinations(modifiers, 2), [4, 5])]
    assert t.count == len(expected) == 110
    assert [t.values_at(i) for i in t.indexes()] == expected


def test_a_huge_sweep_is_never_built(tmp_path):
    values = list(range(1, 1000))          # (a number in a file is at most 999)
    path = _write(tmp_path, BASE + f"seed: '{{seed}}'\nsweep:\n  placeholders:\n    hp: {values}\n"
                  f"    amount: {values[:100]}\n    seed: {values}\n")
    t = read_template(path)
    assert t.count == 999 * 100 * 999
    assert t.values_at(t.count - 1) == {"hp": 999, "amount": 100, "seed": 999}
    assert t.values_at(999 * 100 + 1) == {"hp": 2, "amount": 1, "seed": 2}
    tasks = sweep_tasks(t, Settings())
    first = next(tasks)                              # a generator: the first task without the other 4 million
    assert (first["start"], first["stop"]) == (0, 25) and set(first) == {"template", "digest", "settings",
                                                                          "start", "stop"}
    json.dumps(first)                                 # a task is a small JSON-able (picklable) dict


@pytest.mark.parametrize("sweep, where, says", [
    ("  placeholders:\n    hp: [1]\n", "action.deal.amount", "{amount} is no placeholder"),
    ("  placeholders:\n    hp: [1]\n    amount: [1]\n    extra: [1]\n", "sweep.placeholders.extra", "never used"),
    ("  placeholders:\n    hp: [1]\n    amount: [1]\n  combine: {pairs: [hp]}\n", "sweep.combine.pairs",
     "two different placeholders"),
    ("  placeholders:\n    hp: [1]\n    amount: [1, 2]\n  combine: {pairs: [hp, amount]}\n", "sweep.combine.pairs",
     "must be hp's"),
    ("  placeholders:\n    hp: {cards: {mechanic: no_such}}\n    amount: [1]\n", "sweep.placeholders.hp.cards.mechanic",
     "'no_such' is no mechanic"),
    ("  placeholders:\n    hp: {cards: {colour: red}}\n    amount: [1]\n", "sweep.placeholders.hp.cards.colour",
     "not a field of a card query"),
    ("  placeholders:\n    hp: []\n    amount: [1]\n", "sweep.placeholders.hp", "empty"),
])
def test_a_wrong_sweep_section_names_its_place_and_line(tmp_path, sweep, where, says):
    path = _write(tmp_path, BASE + "sweep:\n" + sweep)
    with pytest.raises(InputError) as caught:
        read_template(path)
    assert caught.value.where == where and says in caught.value.problem
    assert caught.value.line is not None and str(path) in caught.value.message()


def test_a_generated_scenario_is_checked_as_a_file_and_its_error_names_the_values(tmp_path, capsys):
    path = _write(tmp_path, BASE + "sweep:\n  placeholders:\n    hp: [3, -1]\n    amount: [2]\n")
    assert main(["sweep", str(path), "--json"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    errors = [line for line in lines if "error" in line.get("kinds", ())]
    assert [e["values"] for e in errors] == [{"hp": -1, "amount": 2}]
    message = errors[0]["error"]
    assert message.startswith(f"{path} (with hp=-1, amount=2), line 5, at board[1].hp")
    assert lines[-1]["summary"]["scenarios"] == 2 and lines[-1]["summary"]["error"] == 1


def test_card_sets_by_named_set_and_by_mechanic():
    sentinels = load_game("sentinels")
    modifiers = card_set(sentinels, {"is": "modifier"}, "t", "q")
    assert {"Fortitude", "Shielding Winds", "Localized Hurricane", "Stunbolt"} <= set(modifiers)
    assert "Danger Sense" not in modifiers and list(modifiers) == sorted(modifiers)
    assert card_set(sentinels, {"mechanic": "reduce_damage_of_at_least"}, "t", "q") == (
        "Shielding Winds", "Superhuman Durability")
    assert card_set(sentinels, {"is": "modifier", "not": ["Fortitude"]}, "t", "q") == tuple(
        m for m in modifiers if m != "Fortitude")
    mtg = load_game("mtg")
    assert {"Furnace of Rath", "Urza's Armor", "Worship"} <= set(card_set(mtg, {"is": "replacement"}, "t", "q"))
    hearthstone = load_game("hearthstone")
    assert card_set(hearthstone, {"is": "hero_predamage"}, "t", "q") == (
        "Animated Armor", "Bolf Ramshield", "Cursed Blade", "Ice Block")
    hero_spells = card_set(hearthstone, {"is": "hero_damage_spell"}, "t", "q")
    assert "Fireball" in hero_spells and "Holy Smite" not in hero_spells and "Mind Blast" not in hero_spells


def _orders_json(capsys, path):
    assert main(["orders", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    return data["outcomes"]


@pytest.mark.parametrize("template", [SENTINELS, MTG], ids=["sentinels", "mtg"])
def test_a_sweep_finds_the_order_dependent_outcomes_dealt_orders_reports(template, tmp_path, capsys):
    report = run_sweep(str(template))
    found = report.sorted_findings("order")
    assert found and report.counts["order"] == len(found) and report.counts["error"] == 0
    listed = {f["index"] for f in found}
    for finding in found:
        path = save_finding(report.template, finding, tmp_path)
        outcomes = _orders_json(capsys, path)
        assert len(outcomes) == len(finding["orders"]) > 1
        if template is SENTINELS:
            assert sorted((o["orders"], o["target_hp"], json.dumps(o["hp"], sort_keys=True)) for o in outcomes) == \
                sorted((o["orders"], o["target_hp"], json.dumps(o["hp"], sort_keys=True)) for o in finding["orders"])
        else:
            assert sorted(json.dumps([o["count"], o["board"]], sort_keys=True) for o in outcomes) == \
                sorted(json.dumps([o["count"], o["board"]], sort_keys=True) for o in finding["orders"])
    unlisted = [i for i in report.template.indexes() if i not in listed][::7]      # a sample of the others
    for index in unlisted:
        path = save_finding(report.template, {"index": index, "values": report.template.values_at(index)}, tmp_path)
        assert len(_orders_json(capsys, path)) == 1, report.template.values_at(index)


def test_the_sentinels_pairs_that_depend_on_order_are_a_threshold_and_another_modifier():
    report = run_sweep(str(SENTINELS))
    thresholds = {"Shielding Winds", "Superhuman Durability"}
    pairs = {(f["values"]["first"], f["values"]["second"], f["values"]["amount"]) for f in report.findings["order"]}
    assert pairs and all(thresholds & {a, b} for a, b, _ in pairs)
    assert ("Fortitude", "Shielding Winds", 5) in pairs and ("Fortitude", "Shielding Winds", 4) not in pairs
    assert ("Localized Hurricane", "Shielding Winds", 4) in pairs


def test_a_local_pool_finds_what_a_serial_sweep_finds():
    serial = run_sweep(str(SENTINELS), limit=40)
    pooled = run_sweep(str(SENTINELS), workers=2, limit=40, per_task=7)
    assert serial.counts == pooled.counts and pooled.tasks == 6
    assert [f["index"] for f in serial.sorted_findings("order")] == [f["index"] for f in pooled.sorted_findings("order")]


def test_against_lists_the_scenarios_the_rule_set_changes(never, capsys):
    report = run_sweep(str(HEARTHSTONE), Settings(against="never"))
    changed = report.sorted_findings("variant")
    # Ice Block prevents fatal damage under the rules text; under `never` it does not: only where the spell is
    # fatal to A's hero on 5 Health (of the six spells only Fireball's 6) with Ice Block as the guard
    assert [f["values"] for f in changed] == [{"spell": "Fireball", "guard": "Ice Block"}]
    diff = changed[0]["diff"]
    assert diff["differs"] and diff["parting"]["a"]["rule"] == "fatal_hero_damage_is_prevented_and_the_hero_becomes_immune"
    assert main(["sweep", str(HEARTHSTONE), "--against", "never", "--exit-code", "--workers", "1"]) == 1
    out = capsys.readouterr().out
    assert "Outcomes that depend on the rule set: " in out and "guard=Ice Block" in out and "The explanations part" in out


def test_a_template_is_told_from_a_scenario():
    assert is_template(SENTINELS) and not is_template(ROOT / "examples" / "sentinels" / "voss_vs_tempest.yaml")


def test_an_unknown_rule_set_exits_2_naming_the_allowed(capsys):
    assert main(["sweep", str(SENTINELS), "--against", "nope"]) == 2
    err = capsys.readouterr().err
    assert "--against 'nope' is no rule set of Sentinels of the Multiverse" in err and "Allowed: default" in err


def test_the_text_report_names_each_finding_by_its_values(capsys):
    assert main(["sweep", str(MTG)]) == 0
    out = capsys.readouterr().out
    assert "#0 first=Furnace of Rath, second=Urza's Armor: 2 distinct outcomes" in out
    assert "B: furnace_of_rath then urzas_armor: B life 15" in out and "B: urzas_armor then furnace_of_rath: B life 16" in out
    assert out.rstrip().splitlines()[-1].startswith("10 scenario(s): 10 resolved, 2 order-dependent, 0 fail to resolve")
