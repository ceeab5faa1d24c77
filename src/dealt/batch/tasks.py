"""One file of a corpus run as a task: a picklable :class:`FileTask` in, one JSON-able result dict out.

A ruling file (a top-level ``expect:``) passes or fails with the ruling runner's message
(:func:`dealt.testing.rulings.check_ruling`, what the pytest plugin runs); a plain scenario resolves or is
refused with its exit-2 message. With ``against``, the file is also resolved under rule set B and compared
with its resolution under A (:func:`dealt.inference.diff.diff_outcomes`). A task never raises: whatever
breaks is the file's ``error``, so one file cannot stop a run of thousands.

Tasks travel in chunks (:func:`run_chunk`), so that scheduling costs stay small against ~10-20 ms
resolutions; the games (and every engine they compose) are module-level objects, built once per worker
process and kept for every later chunk that process runs.
"""
import time
from dataclasses import asdict, dataclass

#: what a result's ``status`` may be
PASSED, FAILED, ERROR, RESOLVED, SKIPPED = "passed", "failed", "error", "resolved", "skipped"


@dataclass(frozen=True)
class FileTask:
    """A file to run: its path, whether it is a ruling or a plain scenario, its journal key, and the rule sets."""

    path: str
    kind: str                  # "ruling" | "scenario"
    key: str = ""              # the journal's key (dealt.batch.journal.task_key)
    rules: str = ""            # --rules: over the file's own `rules:` ("": the file's)
    against: str = ""          # --against: the rule set B to compare with ("": no comparison)

    def to_json(self):
        return asdict(self)


def run_chunk(tasks):
    """The results of a chunk of tasks, in the chunk's order (a pure function: rerunning it gives the same)."""
    return [run_file(task) for task in tasks]


def run_file(task):
    """The result of one :class:`FileTask`: ``{path, key, kind, game, rules, status, message, seconds}``, and with
    ``against``: ``differs`` (bool, or None where the game has no B rules: ``no_rules`` says so), ``diff`` (the
    Diff's JSON) and ``diff_text`` when they differ."""
    started = time.perf_counter()
    result = {"path": task.path, "key": task.key, "kind": task.kind, "game": "", "rules": task.rules or "default",
              "status": ERROR, "message": ""}
    try:
        _run(task, result)
    except Exception as exc:       # an internal error of one file is that file's result, never the run's end
        result.update(status=ERROR, message=f"internal error: {type(exc).__name__}: {exc}")
    result["seconds"] = round(time.perf_counter() - started, 4)
    return result


def _run(task, result):
    from dealt.facts.errors import InputError
    from dealt.facts.scenario import load_scenario
    from dealt.kb import GAME_MODULES, PLANNED_GAMES, load_game
    try:
        scenario = load_scenario(task.path, tuple(GAME_MODULES), PLANNED_GAMES)
    except InputError as exc:
        scenario, refused = None, exc
    if scenario is not None:
        game = load_game(scenario.game)
        result["game"] = scenario.game
        rules_a = task.rules or scenario.rules or "default"
        result["rules"] = rules_a
        if rules_a not in game.rule_set_names():
            if task.rules:         # --rules names a rule set this game lacks: counted, not a failure
                result.update(status=SKIPPED, no_rules=f"no {rules_a} rules for {game.name}")
                return
    else:
        result["game"] = _game_named_in(task.path)
    outcome = None
    if task.kind == "ruling":
        from dealt.testing.rulings import RulingFailure, check_ruling
        try:
            outcome = check_ruling(task.path, task.rules or None)
            result["status"] = PASSED
        except RulingFailure as exc:
            result.update(status=FAILED, message=str(exc))
        except InputError as exc:
            result.update(status=ERROR, message=exc.message())
    elif scenario is None:
        result.update(status=ERROR, message=refused.message())
    else:
        from dealt.inference.outcome import resolve
        if task.rules:
            scenario.rules, scenario.rules_from = task.rules, "--rules"
        try:
            outcome = resolve(game, scenario)
            result["status"] = RESOLVED
        except InputError as exc:
            result.update(status=ERROR, message=exc.message())
    if task.against and scenario is not None:
        _compare(task, result, game, outcome)


def _compare(task, result, game, outcome):
    """Resolve the file under B as well and say whether, and where, the two resolutions part."""
    from dealt.inference.diff import Side, diff_outcomes, resolve_side, scenario_at
    from dealt.viz.diff_report import diff_text
    if task.against not in game.rule_set_names():
        result.update(differs=None, no_rules=f"no {task.against} rules for {game.name}")
        return
    rules_a = result["rules"]
    if outcome is not None:
        a = Side(rules_a, task.path, rules_a, outcome=outcome)
    else:                          # the ruling failed or was refused under A: resolve A again for its side
        a = resolve_side(rules_a, scenario_at(task.path), task.rules or None)
    b = resolve_side(task.against, scenario_at(task.path), task.against, rules_from="--against")
    diff = diff_outcomes(a, b)
    result["differs"] = diff.differs
    if diff.differs:
        result["diff"] = diff.to_json()
        result["diff_text"] = diff_text(diff, f"{task.path}: {rules_a} against {task.against}")


def _game_named_in(path):
    """The ``game:`` a file names, read without checking the rest ("" when it names none)."""
    import re
    try:
        text = open(path, encoding="utf-8", errors="replace").read(100_000)
    except OSError:
        return ""
    found = re.search(r"^game[ \t]*:[ \t]*['\"]?([A-Za-z_]+)", text, re.MULTILINE)
    return found.group(1) if found else ""
