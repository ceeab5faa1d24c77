"""Issue 12's acceptance, for each of the four games, in temporary folders outside the checkout.

An author copies a bundled card's file into a library folder and changes it (the library card replaces the
bundled one), resolves a scenario that uses it, records a ruling for it in that folder with
``dealt record --cards`` and writes one with an inline effect by hand; plain ``python -m pytest`` run there
collects and passes both rulings through the shipped plugin, and a recorded ruling with one number changed
by hand fails.
"""
import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from dealt.cli import main

ROOT = Path(__file__).resolve().parents[1]

# game: (bundled card file, (old, new) text change, library file as the author keeps it,
#        the scenario using the card, the inline-effect ruling written by hand)
CASES = {
    "hearthstone": (
        "kb/hearthstone/cards/fireball.yaml", ("amount: 6", "amount: 5"), "fireball.yaml",
        """game: hearthstone
active_player: A
board:
  - {id: heroA, card: Jaina Proudmoore, controller: A}
  - {id: heroB, card: Garrosh Hellscream, controller: B}
action: {card: Fireball, controller: A, targets: [heroB]}
""",
        """game: hearthstone
active_player: A
board:
  - {id: heroA, card: Jaina Proudmoore, controller: A}
  - {id: heroB, card: Garrosh Hellscream, controller: B}
  - {id: plating, kind: effect, controller: B, attached_to: heroB, text: "Your hero takes at most 1 damage at a time",
     mechanics: [{mechanic: reduce_hero_damage_to_one}]}
action: {card: Fireball, controller: A, targets: [heroB]}
expect:
  events:
    - {target: heroB, proposed: 6, dealt: 1, rules: [card_proposes_the_damage_in_its_text,
       hero_damage_above_one_is_reduced_to_one, damage_reduces_armor_then_health]}
  board:
    heroB: {health: 29}
"""),
    "riftbound": (
        "kb/riftbound/cards/annie_fiery.yaml", ("amount: 1", "amount: 2"), "riftbound/annie_fiery.yaml",
        """game: riftbound
active_player: A
board:
  - {id: annie, card: "Annie, Fiery", controller: A, might: 4}
  - {id: a, controller: B, might: 5, location: bf1}
  - {id: b, controller: B, might: 9, location: bf1}
action: {card: Singularity, controller: A, targets: [a, b]}
""",
        """game: riftbound
active_player: A
board:
  - {id: a, controller: B, might: 5, location: bf1}
  - {id: b, controller: B, might: 7, location: bf1}
  - {id: ward, kind: effect, controller: B, attached_to: a, text: "Prevent the next 3 damage to this unit",
     mechanics: [{mechanic: prevent_next_damage, amount: 3}]}
action: {card: Singularity, controller: A, targets: [a, b]}
expect:
  events:
    - {target: a, proposed: 6, dealt: 3, rules: [to_each_deals_the_full_amount_to_each_target, spell_is_the_source_of_its_damage,
       prevention_reduces_the_damage_and_is_used_up, damage_is_marked_against_might]}
    - {target: b, proposed: 6, dealt: 6, rules: [to_each_deals_the_full_amount_to_each_target,
       spell_is_the_source_of_its_damage, damage_is_marked_against_might]}
  board:
    a: {damage: 3, destroyed: false}
    b: {damage: 6, destroyed: false}
"""),
    "sentinels": (
        "kb/sentinels/cards/shielding_winds.yaml", ("amount: 2", "amount: 3"), "sentinels/shielding_winds.yaml",
        """game: sentinels
active_player: villain
board:
  - {id: voss, card: Grand Warlord Voss, controller: villain}
  - {id: tempest, card: Tempest, controller: tempest}
  - {id: winds, card: Shielding Winds, controller: tempest}
action:
  deal: {source: voss, to: [tempest], amount: 6, type: melee}
""",
        """game: sentinels
active_player: villain
board:
  - {id: voss, card: Grand Warlord Voss, controller: villain}
  - {id: tempest, card: Tempest, controller: tempest}
  - {id: ward, kind: effect, controller: tempest, attached_to: tempest, text: "Reduce damage dealt to Tempest by 1",
     mechanics: [{mechanic: reduce_damage, amount: 1, scope: to_host}]}
action:
  deal: {source: voss, to: [tempest], amount: 4, type: melee}
expect:
  events:
    - {target: tempest, dealt: 4, rules: [source_deals_the_damage_its_instruction_names,
       modifier_in_play_is_identified_for_this_damage, nemesis_bonus_applies_between_nemeses_of_different_types,
       modifiers_apply_in_play_order_when_no_order_is_chosen, nemesis_bonus_increases_the_damage_in_its_place,
       reduction_applies_in_its_place, damage_dealt_reduces_hp]}
"""),
    "mtg": (
        "kb/mtg/cards/lightning_bolt.yaml", ("amount: 3", "amount: 4"), "mtg/lightning_bolt.yaml",
        """game: mtg
active_player: A
board:
  - {id: giant, controller: B, power: 4, toughness: 4}
action: {card: Lightning Bolt, controller: A, targets: [giant]}
""",
        """game: mtg
active_player: A
board:
  - {id: giant, controller: B, power: 3, toughness: 3}
  - {id: shield, kind: effect, controller: B, target: giant, amount: 2,
     text: "Prevent the next 2 damage that would be dealt to this creature this turn",
     mechanics: [{mechanic: prevention_shield}]}
action: {card: Lightning Bolt, controller: A, targets: [giant]}
expect:
  events:
    - {proposed: 3, dealt: 1, rules: [a_spell_or_ability_deals_its_damage_in_one_event,
       prevention_shield_prevents_the_next_damage, damage_to_a_creature_is_marked_on_it]}
  board:
    giant: {damage: 1, destroyed: false}
"""),
}


def _author_folder(game, root):
    """The author's folder: library/<card file>, a scenario using it, the hand-written inline ruling."""
    bundled, (old, new), library_file, scenario, inline_ruling = CASES[game]
    text = (ROOT / bundled).read_text(encoding="utf-8")
    assert old in text
    card = root / "library" / library_file
    card.parent.mkdir(parents=True)
    if "/" not in library_file:                     # a card file at the library's top names its game
        text = f"game: {game}\n" + text
    card.write_text(text.replace(old, new), encoding="utf-8")
    (root / "scenarios").mkdir()
    (root / "scenarios" / "card.yaml").write_text(scenario, encoding="utf-8")
    (root / "rulings").mkdir()
    (root / "rulings" / "inline_effect.yaml").write_text(inline_ruling, encoding="utf-8")
    return root / "library", root / "scenarios" / "card.yaml", old.split(": ")[1], new.split(": ")[1]


@pytest.mark.parametrize("game", sorted(CASES))
def test_an_author_adds_a_card_and_an_inline_effect_and_runs_their_rulings_with_pytest(game, tmp_path, capsys):
    library, scenario, old, new = _author_folder(game, tmp_path / "team")
    rulings = tmp_path / "team" / "rulings"
    assert main(["resolve", str(scenario), "--cards", str(library), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    replaced = [c for c in out["cards"] if c.get("replaces_bundled")]
    assert replaced and "library" in replaced[0]["from"], out["cards"]
    assert main(["check", str(library), str(rulings / "inline_effect.yaml")]) == 0, capsys.readouterr().out
    assert main(["record", str(scenario), "--cards", str(library), "-o", str(rulings / "card.yaml")]) == 0
    recorded = (rulings / "card.yaml").read_text(encoding="utf-8")
    assert yaml.safe_load(recorded)["cards"] == ["../library"]       # relative to the ruling: runs from anywhere
    dealt = yaml.safe_load(recorded)["expect"]["events"][0]["dealt"]
    changed = recorded.replace(f"dealt: {dealt}", f"dealt: {dealt + 1}", 1)
    (rulings / "card_changed_by_hand.yaml").write_text(changed, encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "rulings"],
                         cwd=tmp_path / "team", capture_output=True, text=True, timeout=300)
    assert "1 failed, 2 passed" in run.stdout, run.stdout + run.stderr
    assert "card_changed_by_hand" in run.stdout.split("short test summary")[-1]
    assert f"{dealt + 1}" in run.stdout and f"{dealt}" in run.stdout
