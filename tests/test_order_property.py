"""Property: an area spell creates its Damage Events in the rules text's order and resolves them in
that same order, whatever is prevented (Immune, Ice Block) or shielded, under any PYTHONHASHSEED.

Source: Hearthstone wiki, Damage Events: area effects "first create all Damage Events (one for each
affected character, in play order), and then resolve all Damage Events (queuing and resolving
triggers) in play order"; "Swipe creates Damage Events first for the target character and then for
all other enemy characters in reverse play order; Damage Events are then resolved in the same order";
"Lightning Storm, Elemental Destruction and Lightbomb ... resolve each Damage Event as soon as it is
created in play order."; "Holy Nova creates and resolves all Damage Events, then creates and resolves
all Healing Events (even if the Healing Events are turned into Damage Events by Auchenai Soulpriest or
Embrace the Shadow)".

Boards are random (hypothesis): minions (plain ones and a few real cards with triggers) on either
side, with random Health and random Immune / Divine Shield, heroes anywhere in play order, Ice Block
behind a low-Health hero, Embrace the Shadow (player A's healing deals damage instead) or not. The
expected order is worked out here from the rules text alone. The same
boards are then resolved in subprocesses under several PYTHONHASHSEED values, which must agree.

Run as a script (``python tests/test_order_property.py BOARDS.json``) it resolves the boards in the
file and prints, for each, what was checked (used by the subprocesses).
"""
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

#: spell -> (who it hits, relative to caster A; how it creates and resolves its events)
SPELLS = {
    "Hellfire": ("all_characters", "all_then_resolve"),
    "Consecration": ("enemy_characters", "all_then_resolve"),
    "Flamestrike": ("enemy_minions", "all_then_resolve"),
    "Whirlwind": ("all_minions", "all_then_resolve"),
    "Arcane Explosion": ("enemy_minions", "all_then_resolve"),
    "Swipe": ("enemy_characters", "target_then_reverse"),
    "Lightbomb": ("all_minions", "one_at_a_time"),
    "Holy Nova": ("enemy_minions", "damage_then_healing"),
}
CARDS = (None, "Acolyte of Pain", "Frothing Berserker", "Chillwind Yeti")
CREATION = {"damage_events_are_created_one_at_a_time_in_order", "event_reads_the_targets_attack_when_created"}
RESOLUTION = {"created_events_resolve_one_at_a_time_in_order", "event_resolves_as_soon_as_it_is_created",
              "prevented_event_resolves_in_its_turn_with_no_consequences"}
HASH_SEEDS = ("0", "1", "42", "12345")


@st.composite
def boards(draw):
    """Scenario documents: heroes and minions in a random play order, under each area spell in turn."""
    minions = []
    for n in range(draw(st.integers(1, 7))):
        card = draw(st.sampled_from(CARDS))
        entry = {"id": f"m{n + 1}", "controller": draw(st.sampled_from("BA")), "health": draw(st.integers(1, 6)),
                 "keywords": draw(st.lists(st.sampled_from(["immune", "divine_shield"]), unique=True))}
        if card:
            entry["card"] = card
        else:
            entry.update(kind="minion", attack=draw(st.integers(0, 4)))
        minions.append(entry)
    hero_b = {"id": "heroB", "card": "Garrosh Hellscream", "controller": "B", "health": draw(st.integers(1, 8)),
              "keywords": draw(st.lists(st.just("immune"), max_size=1))}
    order = minions + [{"id": "heroA", "card": "Jaina Proudmoore", "controller": "A"}, hero_b]
    order = draw(st.permutations(order))
    if draw(st.booleans()):
        order.append({"id": "ice_block", "card": "Ice Block", "controller": "B"})
    if draw(st.booleans()):
        order.append({"id": "embrace", "card": "Embrace the Shadow", "controller": "A"})
    # an enemy that is Immune cannot be targeted (its keyword text): Swipe needs a target that is not
    targetable = [e["id"] for e in order if _in_group(e, "enemy_characters") and "immune" not in e.get("keywords", [])]
    swipe_target = draw(st.sampled_from(targetable)) if targetable else None
    docs = []
    for spell, (_, how) in SPELLS.items():
        action = {"card": spell, "controller": "A"}
        if how == "target_then_reverse":
            if swipe_target is None:
                continue
            action["targets"] = [swipe_target]
        docs.append({"game": "hearthstone", "active_player": "A", "seed": 1, "board": order, "action": action})
    return docs


def _in_group(entry, group):
    kind = "hero" if entry["id"].startswith("hero") else "minion" if entry["id"].startswith("m") else "other"
    kinds, side = {"all_characters": (("hero", "minion"), "any"), "enemy_characters": (("hero", "minion"), "B"),
                   "enemy_minions": (("minion",), "B"), "all_minions": (("minion",), "any"),
                   "friendly_characters": (("hero", "minion"), "A")}[group]
    return kind in kinds and side in ("any", entry["controller"])


def _healing_deals_damage(doc):
    return any(e.get("card") == "Embrace the Shadow" for e in doc["board"])


def expected_order(doc):
    """The targets in the order the rules text creates (and resolves) the spell's events."""
    group, how = SPELLS[doc["action"]["card"]]
    in_play_order = [e["id"] for e in doc["board"] if _in_group(e, group)]
    if how == "target_then_reverse":
        target = doc["action"]["targets"][0]
        return [target] + [t for t in reversed(in_play_order) if t != target]
    if how == "damage_then_healing" and _healing_deals_damage(doc):
        return in_play_order + [e["id"] for e in doc["board"] if _in_group(e, "friendly_characters")]
    return in_play_order


def expected_phases(doc, n):
    """Creation (C) and resolution (R) of the events, in the order the rules text gives."""
    how = SPELLS[doc["action"]["card"]][1]
    if how == "one_at_a_time":
        return "CR" * n
    if how == "damage_then_healing":
        damage = len([e for e in doc["board"] if _in_group(e, "enemy_minions")])
        return "C" * damage + "R" * damage + "C" * (n - damage) + "R" * (n - damage)
    return "C" * n + "R" * n


def check(doc, outcome):
    """What does not hold for one resolved board (empty when the order is the rules text's)."""
    problems = []
    events = sorted(outcome["events"], key=lambda e: e["created"])
    if [e["target"] for e in events] != expected_order(doc):
        problems.append(f"created {[e['target'] for e in events]}, the text says {expected_order(doc)}")
    if [e["created"] for e in events] != [e["resolved"] for e in events]:
        problems.append("resolved " + ", ".join(f"{e['target']} {e['resolved']}" for e in events)
                        + ": not in the order created")
    phases = "".join("C" if r in CREATION else "R" for r in outcome["fired"] if r in CREATION | RESOLUTION)
    wanted = expected_phases(doc, len(events))
    if phases != wanted:
        problems.append(f"creation (C) and resolution (R) went {phases}, the text says {wanted}")
    immune = {e["id"] for e in doc["board"] if "immune" in e.get("keywords", [])}
    for e in events:
        if e["target"] in immune and not e["prevented"]:
            problems.append(f"{e['id']} on Immune {e['target']} was not prevented")
        if (e["prevented"] or not e["lost"]) and e["after"]:
            problems.append(f"{e['id']} ran triggers though it changed no Health")
    return problems


def resolve_all(docs):
    """Resolve each scenario document; for each, a digest of the outcome and what did not hold."""
    from dealt.facts.scenario import load_scenario
    from dealt.inference.outcome import resolve
    from dealt.kb import GAME_MODULES, load_game

    game, results = load_game("hearthstone"), []
    with tempfile.TemporaryDirectory() as folder:
        for n, doc in enumerate(docs):
            path = Path(folder) / f"board{n}.yaml"
            path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
            outcome = resolve(game, load_scenario(path, tuple(GAME_MODULES))).to_json()
            digest = {"events": [{k: e[k] for k in ("id", "target", "created", "resolved", "prevented", "dealt",
                                                   "lost")} | {"after": [s["rule"] for s in e["after"]]}
                                 for e in outcome["events"]],
                      "fired": outcome["fired"], "board": outcome["board"]}
            results.append({"digest": digest, "problems": check(doc, outcome)})
    return results


COLLECTED = []


@settings(max_examples=25, derandomize=True, database=None, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(boards())
def test_area_spells_create_and_resolve_in_the_rules_texts_order(docs):
    COLLECTED.append(docs)
    for doc, result in zip(docs, resolve_all(docs)):
        assert not result["problems"], f"{doc}: {result['problems']}"


def test_the_same_boards_resolve_alike_under_every_hash_seed(tmp_path):
    """A handful of the random boards (each under every spell), resolved in a subprocess per
    PYTHONHASHSEED: the same order, numbers and rulings every time, and the order is the rules text's."""
    if not COLLECTED:
        test_area_spells_create_and_resolve_in_the_rules_texts_order()
    largest = sorted(COLLECTED, key=lambda docs: -len(docs[0]["board"]))[:5]
    docs = [doc for docs in largest for doc in docs]
    boards_file = tmp_path / "boards.json"
    boards_file.write_text(json.dumps(docs), encoding="utf-8")
    runs = {}
    for seed in HASH_SEEDS:
        done = subprocess.run([sys.executable, __file__, str(boards_file)], capture_output=True, text=True,
                              env={**os.environ, "PYTHONHASHSEED": seed}, check=True, timeout=120)
        runs[seed] = json.loads(done.stdout)
    for seed, results in runs.items():
        assert all(not r["problems"] for r in results), (seed, [r["problems"] for r in results])
        assert [r["digest"] for r in results] == [r["digest"] for r in runs[HASH_SEEDS[0]]], \
            f"PYTHONHASHSEED={seed} resolved differently from {HASH_SEEDS[0]}"


if __name__ == "__main__":
    print(json.dumps(resolve_all(json.loads(Path(sys.argv[1]).read_text(encoding="utf-8")))))
