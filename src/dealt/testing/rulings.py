"""Check a ruling file: a scenario whose ``expect:`` states the numbers and the rules behind them.

``expect`` may hold:

- ``events``: a list, one entry per Damage Event in creation order, each with
  any of ``id, source, target, proposed, dealt, lost, prevented, parent, forms`` (Magic: the event's
  form after each stage of 120.4, in order), ``created`` and ``resolved`` (its rank, 1, 2, ..., in
  the order the events were created and the order they resolved) and
  ``rules``: the event's rulings (its amount ledger), exactly, in order; and
  ``after``: what the damage caused (triggers), exactly, in order.
- ``board``: ``{id: {health, armor, attack, destroyed, keywords}}``, any subset.
- ``players``: ``{name: {fatigue, cards_drawn, deck, active}}``, any subset.
- ``fired``: every ruling of the run, exactly, in order.
- ``fired_in_order``: rulings that must fire in this order (others may come between).
- ``not_fired``: rulings that must not fire.
- ``unmodelled``: the ids reported as unmodelled.
- ``printings``: ``{board id or "action": database id}``, the printing each card used (any subset).
- ``error``: for a file that must be refused: text the error must contain.
- ``actions``: for a scenario of several actions, one entry per action, in order, each with any of
  ``events`` (that action's), ``board`` and ``players`` (after it), ``fired``, ``fired_in_order`` and
  ``not_fired`` (its rulings); an event's ``action`` is the number (1, 2, ...) of the action that made it.
- ``why``: ``{SUBJECT: [phrase, ...]}``: what ``dealt why SCENARIO SUBJECT`` prints must contain each phrase,
  in this order (a subject as ``why`` takes it: an event id, a board id, a card, a rule, a player).

Every ruling must check at least one number and at least one rule, so it can fail. Every effect that was checked
and did not apply must have a reason read from its rules and said in words (:func:`why_not_problems`).
"""
from pathlib import Path

import yaml

from dealt.facts.errors import InputError
from dealt.facts.scenario import load_scenario
from dealt.inference.outcome import resolve
from dealt.kb import GAME_MODULES, PLANNED_GAMES, load_game

EVENT_FIELDS = ("id", "source", "target", "proposed", "dealt", "lost", "prevented", "parent", "forms", "created",
                "resolved", "action")
#: what an ``expect`` entry of an event may hold besides :data:`EVENT_FIELDS`
EVENT_RULES = ("rules", "after")
#: the keys ``expect`` may hold (the module's docstring says what each checks)
EXPECT_KEYS = ("events", "board", "players", "fired", "fired_in_order", "not_fired", "unmodelled", "printings",
               "error", "actions", "why")


class RulingFailure(AssertionError):
    """A ruling's expectation did not hold; the message says which and states the ruling."""


def _fail(path, scenario, problems):
    text = f"ruling {path} does not hold"
    if scenario is not None and scenario.description:
        text += f"\n  the ruling: {' '.join(scenario.description.split())}"
    raise RulingFailure(text + "\n  " + "\n  ".join(problems))


def side_by_side(expected, actual):
    """Two rule ledgers as a two-column table, expected | actual, a ``*`` on each row where they differ."""
    expected, actual = list(expected or []), list(actual or [])
    width = max([len("expected")] + [len(str(r)) for r in expected])
    rows = [f"      {'expected':<{width}} | actual"]
    for i in range(max(len(expected), len(actual))):
        want = str(expected[i]) if i < len(expected) else ""
        got = str(actual[i]) if i < len(actual) else ""
        mark = "*" if want != got else " "
        rows.append(f"    {mark} {want:<{width}} | {got}")
    return "\n".join(rows)


def _expected_error(path):
    """The ``expect: error`` text of a ruling file, read even when the scenario itself is refused."""
    try:
        data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return None
    expect = data.get("expect") if isinstance(data, dict) else None
    return expect.get("error") if isinstance(expect, dict) else None


def resolvable(paths):
    """The scenario files among `paths` that are meant to resolve (no ``expect: error``)."""
    return [p for p in paths if _expected_error(p) is None]


def check_ruling(path):
    """Resolve the ruling's scenario and compare it with its ``expect``; raise RulingFailure if it differs."""
    scenario = None
    try:
        scenario = load_scenario(path, tuple(GAME_MODULES), PLANNED_GAMES)
        expect = scenario.expect
        if not expect:
            _fail(path, scenario, ["it has no expect: section"])
        outcome = resolve(load_game(scenario.game), scenario)
    except InputError as exc:
        wanted = _expected_error(path)
        if wanted is None:
            raise
        if wanted not in exc.message():
            _fail(path, scenario, [f"error {exc.message()!r} does not contain {wanted!r}"])
        return
    if "error" in expect:
        _fail(path, scenario, [f"expected the error {expect['error']!r}, but the scenario resolved"])
    problems, numbers, rules = compare(expect, outcome.events, outcome.board, outcome.players, outcome.fired)
    if "actions" in expect:
        wanted = expect["actions"]
        if not isinstance(wanted, list) or len(wanted) != len(outcome.actions):
            problems.append(f"expect.actions must list one entry per action ({len(outcome.actions)}), "
                            f"not {len(wanted) if isinstance(wanted, list) else repr(wanted)}")
        else:
            for a, want in zip(outcome.actions, wanted):
                p, n, r = compare(want or {}, [outcome.event(i) for i in a["events"]], a["board"], a["players"],
                                  a["fired"], f"actions[{a['action'] - 1}].")
                problems += p
                numbers += n
                rules += r
    problems += explanation_problems(outcome, expect.get("why")) + why_not_problems(outcome)
    if "unmodelled" in expect:
        numbers += 1
        got = [u["id"] for u in outcome.unmodelled]
        if expect["unmodelled"] != got:
            problems.append(f"unmodelled: expected {expect['unmodelled']}, got {got}")
    used = {p["id"]: p["printing"] for p in outcome.printings}
    for entity_id, printing in (expect.get("printings") or {}).items():
        if used.get(entity_id) != printing:
            problems.append(f"printings.{entity_id}: expected {printing}, got {used.get(entity_id)}")
    known = set(outcome.game.rules(outcome.rules))
    for rule in (expect.get("fired") or []) + (expect.get("fired_in_order") or []) + (expect.get("not_fired") or []) \
            + [r for e in expect.get("events") or [] for r in (e.get("rules") or []) + (e.get("after") or [])] \
            + [r for a in (expect.get("actions") or []) if isinstance(a, dict)
               for r in (a.get("fired") or []) + (a.get("fired_in_order") or []) + (a.get("not_fired") or [])
               + [x for e in a.get("events") or [] for x in (e.get("rules") or []) + (e.get("after") or [])]]:
        if rule not in known:
            problems.append(f"{rule!r} is not a rule of {outcome.game.name}")
    if not numbers or not rules:
        problems.append("a ruling must check at least one number and at least one rule")
    if problems:
        _fail(path, scenario, problems)


def why_not_problems(outcome):
    """Every "checked and did not apply" of the outcome whose reason is missing, not read from the rules (a rule's
    failed condition or the ruling that stopped it), not written in words for its condition, or left unfilled."""
    problems = []
    for ev in outcome.events:
        for miss in ev.get("not_applied", ()):
            reason = miss.get("reason") or {}
            what = f"{ev['id']}: {miss['card']} ({miss['host']}) did not apply"
            text = reason.get("ruling", "")
            if not reason.get("rule"):
                problems.append(f"{what}, and no rule of its mechanic says why" + (f" (only: {text!r})" if text else ""))
            elif not reason.get("said"):
                problems.append(f"{what}: its rule {reason['rule']}'s failed condition ({reason.get('condition')}) has "
                                f"no words: {text!r} (give its TEST a sentence: dealt.kb.ruling.test; or its template's "
                                "field words: dealt.facts.words)")
            elif "{" in text or "`" in text:
                problems.append(f"{what}: the reason is not filled in: {text!r}")
    return problems


def explanation_problems(outcome, wanted):
    """What of ``expect.why`` (subject -> phrases, in order) the explanations do not say."""
    from dealt.viz.report import why_text
    problems = []
    for subject, phrases in (wanted or {}).items():
        try:
            text = why_text(outcome, str(subject))
        except InputError as exc:
            problems.append(f"why.{subject}: {exc.message()}")
            continue
        at = 0
        for phrase in phrases if isinstance(phrases, list) else [phrases]:
            found = text.find(str(phrase), at)
            if found < 0:
                where = "at all" if str(phrase) not in text else "after the phrase before it"
                problems.append(f"why.{subject}: {phrase!r} is not said {where}; `dealt why` says:\n{text}")
                break
            at = found + len(str(phrase))
    return problems


def compare(expect, events, board, players, fired, prefix=""):
    """What of `expect` (events, board, players, fired, fired_in_order, not_fired) the outcome does not hold:
    (problems, numbers checked, rules checked); `prefix` places each problem ("actions[1].")."""
    problems, numbers, rules = [], 0, 0
    if "events" in expect:
        if len(expect["events"]) != len(events):
            problems.append(f"expected {len(expect['events'])} damage events, got {len(events)}: "
                            + ", ".join(f"{e['id']}->{e['target']}" for e in events))
        for want, got in zip(expect["events"], events):
            for key in EVENT_FIELDS:
                if key in want:
                    numbers += 1
                    if want[key] != got[key]:
                        problems.append(f"{got['id']}.{key}: expected {want[key]!r}, got {got[key]!r}")
            for key in ("rules", "after"):
                if key in want:
                    rules += 1
                    got_rules = [s["rule"] for s in got["steps" if key == "rules" else "after"]]
                    if want[key] != got_rules:
                        problems.append(f"{got['id']}.{key} differ:\n" + side_by_side(want[key], got_rules))
    for entity_id, fields in (expect.get("board") or {}).items():
        if entity_id not in board:
            problems.append(f"board.{entity_id}: not on the board")
            continue
        for key, value in fields.items():
            numbers += 1
            if board[entity_id].get(key) != value:
                problems.append(f"board.{entity_id}.{key}: expected {value!r}, got {board[entity_id].get(key)!r}")
    for player, fields in (expect.get("players") or {}).items():
        for key, value in fields.items():
            numbers += 1
            got = players.get(player, {}).get(key)
            if got != value:
                problems.append(f"players.{player}.{key}: expected {value!r}, got {got!r}")
    if "fired" in expect:
        rules += 1
        if expect["fired"] != fired:
            problems.append("fired differ:\n" + side_by_side(expect["fired"], fired))
    if "fired_in_order" in expect:
        rules += 1
        position = 0
        for rule in expect["fired_in_order"]:
            try:
                position = fired.index(rule, position) + 1
            except ValueError:
                problems.append(f"fired_in_order: {rule} does not fire after the rules before it; fired {fired}")
                break
    for rule in expect.get("not_fired") or []:
        rules += 1
        if rule in fired:
            problems.append(f"not_fired: {rule} fired")
    return [prefix + p for p in problems], numbers, rules
