"""Property: a Riftbound spell or ability deals its damage one target at a time in the order the targets
were chosen, and addresses what each event caused only once all of it is dealt, in that same order, a
fully prevented event in its turn, under any PYTHONHASHSEED.

Source: Riftbound Core Rules 154.3.a ('Finish resolving all effects of a spell before addressing
anything the spell may have triggered or caused through execution'); the guide, Modifying and Splitting
Damage: 'If all damage is prevented, the unit was not dealt damage, so an ability requiring it to take
damage does not trigger'; Core Rules 376.3.b (simultaneous triggers are ordered by their controller;
none is given, so Dealt keeps the targets' order).

Boards are random (hypothesis): Singularity (6 to each of up to two units) or Volibear's split of 5,
at units with the inline effect "When I take damage, draw 1" or plain units, some warded (an inline
prevention effect) with a random Prevent Value. What is expected is worked out here from the rules text alone.

Run as a script (``python tests/test_order_property_riftbound.py BOARDS.json``) it resolves the boards
in the file and prints, for each, its digest and what did not hold (used by the subprocesses).
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

HASH_SEEDS = ("0", "1", "42")
#: the inline effects (test doubles, no card): a unit that draws when it takes damage, and a prevention effect
SENTRY = {"text": "When I take damage, draw 1", "mechanics": [{"mechanic": "draw_when_damaged", "amount": 1}]}
WARD = {"kind": "effect", "text": "Prevent the next damage that would be dealt to this unit this turn",
        "mechanics": [{"mechanic": "prevent_next_damage", "amount": 1}]}
DEALT_THEN = ["what_the_damage_caused_waits_until_all_of_it_is_dealt"]
PREVENTED_THEN = ["fully_prevented_damage_resolves_in_its_turn_and_causes_nothing"]
SENTRY_THEN = ["unit_that_takes_damage_triggers_its_ability"]


@st.composite
def boards(draw):
    """A scenario document: Singularity or Volibear's split at units in a random order, some warded."""
    split = draw(st.booleans())
    count = draw(st.integers(1, 5 if split else 2))
    units, wards, shares = [], [], {}
    for n in range(1, count + 1):
        unit = {"id": f"u{n}", "controller": "B", "might": draw(st.integers(1, 8)), "location": "bf1"}
        if draw(st.booleans()):
            unit.update(SENTRY)
        units.append(unit)
        if draw(st.booleans()):
            wards.append({"id": f"ward{n}", **WARD, "controller": "B", "attached_to": unit["id"],
                          "prevent": draw(st.integers(1, 7))})
    targets = [u["id"] for u in draw(st.permutations(units))]
    doc = {"game": "riftbound", "active_player": "A", "board": units + wards}
    if split:
        cuts = sorted(draw(st.lists(st.integers(1, 4), min_size=count - 1, max_size=count - 1, unique=True)))
        bounds = [0, *cuts, 5]
        shares = {t: bounds[i + 1] - bounds[i] for i, t in enumerate(targets)}
        doc["board"] = [{"id": "volibear", "card": "Volibear, Furious", "controller": "A", "might": 10,
                         "location": "bf1"}] + doc["board"]
        doc["action"] = {"ability": "volibear", "targets": targets}
        doc["choices"] = {"split": shares}
    else:
        doc["action"] = {"card": "Singularity", "controller": "A", "targets": targets}
    return doc


def expected(doc):
    """Per target, in the order chosen: (proposed, prevented, draws)."""
    targets = doc["action"]["targets"]
    shares = doc.get("choices", {}).get("split") or {t: 6 for t in targets}
    ward = {e["attached_to"]: e["prevent"] for e in doc["board"] if e.get("text") == WARD["text"]}
    sentry = {e["id"] for e in doc["board"] if e.get("text") == SENTRY["text"]}
    return [(t, shares[t], shares[t] <= ward.get(t, 0), t in sentry and shares[t] > ward.get(t, 0)) for t in targets]


def check(doc, outcome):
    """What does not hold for one resolved board (empty when it is the rules text's)."""
    problems, events = [], outcome["events"]
    want = expected(doc)
    if [e["target"] for e in events] != [t for t, *_ in want]:
        problems.append(f"dealt to {[e['target'] for e in events]}, the targets were chosen {[t for t, *_ in want]}")
    if [e["created"] for e in events] != [e["resolved"] for e in events]:
        problems.append("addressed " + ", ".join(f"{e['target']} {e['resolved']}" for e in events)
                        + ": not in the order dealt")
    for e, (target, proposed, prevented, draws) in zip(events, want):
        if (e["proposed"], e["prevented"]) != (proposed, prevented):
            problems.append(f"{e['id']} at {target}: proposed {e['proposed']}, prevented {e['prevented']}; "
                            f"the text says {proposed}, {prevented}")
        then = [s["rule"] for s in e["after"]]
        if then != (PREVENTED_THEN if prevented else DEALT_THEN + (SENTRY_THEN if draws else [])):
            problems.append(f"{e['id']} at {target} then ran {then}")
    drawn = [n["entity"] for n in outcome["notes"] if n["kind"] == "draw"]
    if drawn != [t for t, _, _, draws in want if draws]:
        problems.append(f"drew for {drawn}, in that order")
    marks = [i for i, r in enumerate(outcome["fired"]) if r == "damage_is_marked_against_might"]
    addressed = [i for i, r in enumerate(outcome["fired"]) if r in (*DEALT_THEN, *PREVENTED_THEN)]
    if marks and addressed and max(marks) > min(addressed):
        problems.append("something the damage caused was addressed before all of it was dealt")
    return problems


def resolve_all(docs):
    """Resolve each scenario document; for each, a digest of the outcome and what did not hold."""
    from dealt.facts.scenario import load_scenario
    from dealt.inference.outcome import resolve
    from dealt.kb import GAME_MODULES, load_game

    game, results = load_game("riftbound"), []
    with tempfile.TemporaryDirectory() as folder:
        for n, doc in enumerate(docs):
            path = Path(folder) / f"board{n}.yaml"
            path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
            outcome = resolve(game, load_scenario(path, tuple(GAME_MODULES))).to_json()
            digest = {"events": outcome["events"], "fired": outcome["fired"], "board": outcome["board"],
                      "notes": outcome["notes"]}
            results.append({"digest": json.loads(json.dumps(digest, default=str)), "problems": check(doc, outcome)})
    return results


COLLECTED = []


@settings(max_examples=40, derandomize=True, database=None, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(boards())
def test_damage_is_dealt_then_addressed_in_the_order_chosen(doc):
    COLLECTED.append(doc)
    result = resolve_all([doc])[0]
    assert not result["problems"], f"{doc}: {result['problems']}"


def test_the_same_boards_resolve_alike_under_every_hash_seed(tmp_path):
    """The largest random boards, resolved in a subprocess per PYTHONHASHSEED: the same every time."""
    if not COLLECTED:
        test_damage_is_dealt_then_addressed_in_the_order_chosen()
    docs = sorted(COLLECTED, key=lambda doc: -len(doc["board"]))[:8]
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
