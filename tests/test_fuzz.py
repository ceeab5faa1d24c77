"""Property-based fuzzing of scenarios (issue 11): whatever a user writes, `dealt` exits 0 or 2, never
with a traceback or an internal error, and within a time and memory bound.

Each example starts from a scenario of the four games (``examples/`` and ``tests/rulings/``, without
``expect:``) and applies a few mutations: drop a field or an entry, duplicate one, give a value
another type, swap two ids or point a reference at another (or no) id, put an extreme number, a
wrong kind, an unknown field or another game's field, or wrap a value in a list or a mapping. It runs ``dealt resolve`` (or ``--json``, or
``why``) in-process through :func:`dealt.cli.main`.

Every problem found is collected, one per distinct place (exception type and the innermost frame of
Dealt's code), and reported together at the end: no shrinking, so one run lists them all.

The default run has a fixed, derandomised budget that keeps it to a few seconds; a longer run::

    DEALT_FUZZ_EXAMPLES=5000 pytest -m fuzz tests/test_fuzz.py     # random each time; DEALT_FUZZ_TIMEOUT=5
"""
import contextlib
import copy
import io
import os
import resource
import signal
import sys
import traceback
import warnings
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealt.cli import main, parser

ROOT = Path(__file__).parent.parent
SEED_FILES = sorted([*ROOT.glob("examples/*/*.yaml"), *ROOT.glob("tests/rulings/*/*.yaml")])
GAMES = ("hearthstone", "riftbound", "sentinels", "mtg")

#: the default run: examples, seconds each may take, and the memory it may add (bytes)
EXAMPLES = 150
TIMEOUT = float(os.environ.get("DEALT_FUZZ_TIMEOUT", 20))
MEMORY = 2 * 2 ** 30

#: Problems known and routed to their owners (issue 11, items 1-9), as (exception, innermost Dealt frame).
#: A problem listed here is reported but does not fail the default run; DEALT_FUZZ_STRICT=1 fails on
#: every problem. Empty this list as the fixes land.
KNOWN = frozenset()      # problems found and not yet fixed, (exception, innermost Dealt frame): none now


def _seed(path):
    with open(path, encoding="utf-8") as handle:
        document = yaml.safe_load(handle)
    if not isinstance(document, dict) or document.get("game") not in GAMES:
        return None
    document.pop("expect", None)
    return document


SEEDS = [(path.relative_to(ROOT).as_posix(), doc) for path in SEED_FILES if (doc := _seed(path)) is not None]


def _fields_by_game():
    """Per game: every board-entry and action field its seeds use, with a value each."""
    found = {game: {} for game in GAMES}
    for _, doc in SEEDS:
        entries = [e for e in doc.get("board") or () if isinstance(e, dict)]
        for entry in entries + [doc.get("action") if isinstance(doc.get("action"), dict) else {}]:
            for key, value in entry.items():
                found[doc["game"]].setdefault(key, value)
    return {game: sorted(fields.items(), key=lambda kv: str(kv[0])) for game, fields in found.items()}


FIELDS = _fields_by_game()
KINDS = ["hero", "minion", "weapon", "secret", "effect", "enchantment", "hero_power", "location", "unit",
         "spell", "villain", "environment", "ongoing", "equipment", "player", "creature", "planeswalker",
         "battle", "artifact", "land", "instant", "sorcery", "", "Minion", "kind"]
EXTREME = [0, -1, 1, -(2 ** 31), 2 ** 31, 2 ** 63, 10 ** 9, 10 ** 18, -(10 ** 18), 10 ** 40, "HUGE", 0.5, 1e308,
           float("inf"), float("nan"), True, False, None, "1:30", "0x10", "1e3", "", " ", "\x1b[31m", "é" * 3]
class _Dumper(yaml.SafeDumper):
    """Writes "HUGE" as a whole number of 4,400 digits (Python cannot even print one by default)."""


_Dumper.add_representer(str, lambda dumper, value: dumper.represent_scalar("tag:yaml.org,2002:int", "9" * 4400)
                        if value == "HUGE" else yaml.SafeDumper.represent_str(dumper, value))
OTHER_VALUES = [None, True, 7, -3, "x", "heroA", [], [1, 2], ["heroB", "heroB"], {}, {"a": 1}, [[1]],
                [{"id": "x"}], 3.5]


def _places(node, path=()):
    """Every (path, value) in a document: mapping keys and list positions, depth first."""
    yield path, node
    if isinstance(node, dict):
        for key, value in list(node.items()):
            yield from _places(value, path + (key,))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _places(value, path + (i,))


def _parent(doc, path):
    node = doc
    for step in path[:-1]:
        node = node[step]
    return node


def _entries(doc):
    board = doc.get("board")
    return [e for e in board if isinstance(e, dict)] if isinstance(board, list) else []


def _ids(doc):
    return [e["id"] for e in _entries(doc) if isinstance(e.get("id"), str)]


@st.composite
def scenarios(draw):
    """(seed name, mutated document, [mutation descriptions], command)."""
    game = draw(st.sampled_from(GAMES))                      # each game as often, whatever its seeds' count
    name, seed = draw(st.sampled_from([s for s in SEEDS if s[1]["game"] == game]))
    doc = copy.deepcopy(seed)
    done = []
    for _ in range(draw(st.integers(1, 3))):
        places = [(p, v) for p, v in _places(doc) if p]
        if not places:
            break
        path, value = draw(st.sampled_from(places))
        parent, last = _parent(doc, path), path[-1]
        how = draw(st.sampled_from(["drop", "duplicate", "retype", "wrap", "extreme", "swap_ids", "kind",
                                    "unknown_field", "other_game_field"]))
        if how == "drop":
            del parent[last]
        elif how == "duplicate":
            if isinstance(parent, list):
                parent.insert(last, copy.deepcopy(value))
            elif isinstance(doc.get("board"), list) and doc["board"]:     # a mapping cannot: an entry twice
                doc["board"].append(copy.deepcopy(draw(st.sampled_from(doc["board"]))))
        elif how == "retype":
            parent[last] = copy.deepcopy(draw(st.sampled_from(OTHER_VALUES)))
        elif how == "wrap":                                   # the same value, one level deeper
            parent[last] = draw(st.sampled_from([[value], [[value]], {"x": value}, [value, value]]))
        elif how == "extreme":
            parent[last] = draw(st.sampled_from(EXTREME))
        elif how == "swap_ids":
            ids = _ids(doc)
            entries = [e for e in _entries(doc) if "id" in e]
            if len(entries) >= 2 and draw(st.booleans()):
                a, b = draw(st.sampled_from(entries)), draw(st.sampled_from(entries))
                a["id"], b["id"] = b["id"], a["id"]
                path = ("board", f"ids {b['id']!r}<->{a['id']!r}")
            else:
                parent[last] = draw(st.sampled_from(ids + ["nobody", "heroA", "heroB"]))
        elif how == "kind":
            entries = _entries(doc)
            if entries:
                i = draw(st.integers(0, len(entries) - 1))
                entries[i]["kind"], path = draw(st.sampled_from(KINDS)), ("board entry", i, "kind")
        elif how == "unknown_field":
            target = value if isinstance(value, dict) else parent if isinstance(parent, dict) else doc
            target[draw(st.sampled_from(["colour", "power_level", "id2", "on", "x" * 80]))] = \
                copy.deepcopy(draw(st.sampled_from(OTHER_VALUES)))
        elif how == "other_game_field":
            other = draw(st.sampled_from([g for g in GAMES if g != game]))
            if FIELDS[other]:
                key, field_value = draw(st.sampled_from(FIELDS[other]))
                target = value if isinstance(value, dict) else parent if isinstance(parent, dict) else doc
                target[key] = copy.deepcopy(field_value)
        done.append(f"{how} at {'.'.join(map(str, path))}")
    command = draw(st.sampled_from(["resolve", "resolve --json", "why", "why", "odds", "orders"]))
    return name, doc, done, command


class Overran(BaseException):
    """The example ran past its time bound (a BaseException: the CLI's catch-all must not take it)."""


def _on_alarm(signum, frame):
    raise Overran()


@contextlib.contextmanager
def _bounded(seconds, memory):
    """Raise Overran after `seconds`; MemoryError past `memory` more bytes of address space."""
    old_handler = signal.signal(signal.SIGALRM, _on_alarm)
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    with open("/proc/self/statm") as statm:
        used = int(statm.read().split()[0]) * resource.getpagesize()
    limit = used + memory if hard == resource.RLIM_INFINITY else min(hard, used + memory)
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
        signal.signal(signal.SIGALRM, old_handler)


def _innermost_dealt_frame(tb):
    """"board.py:_entry": where in Dealt's own code (not a library's, not this test's) it went wrong."""
    every = traceback.extract_tb(tb)
    ours = [f for f in every if "/site-packages/dealt/" in f.filename or f.filename.startswith(str(ROOT))
            and not f.filename.startswith((str(ROOT / ".venv"), str(ROOT / "tests")))]
    last = (ours or every)[-1]
    return f"{Path(last.filename).parent.name}/{Path(last.filename).name}:{last.name}"


def _run(argv):
    """(exit code, stdout, stderr) of `dealt argv`, in-process."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main(argv)
    return rc, out.getvalue(), err.getvalue()


def _problem(path, doc, command):
    """None, or (signature, description) of what went wrong running `command` on the file at `path`."""
    argv = command.split() + [str(path)]
    if command == "why":
        argv.append((_ids(doc) or ["heroB"])[-1])
    try:
        with _bounded(TIMEOUT, MEMORY):
            rc, out, err = _run(argv)
    except Overran:
        tb = sys.exc_info()[2]
        return ("Overran", _innermost_dealt_frame(tb)), f"did not end within {TIMEOUT:g} s:\n" + \
            "".join(traceback.format_tb(tb)[-3:])
    except MemoryError:
        tb = sys.exc_info()[2]
        return ("MemoryError", _innermost_dealt_frame(tb)), "ran out of memory:\n" + \
            "".join(traceback.format_tb(tb)[-3:])
    if rc in (0, 2) and "Traceback" not in out + err and (rc == 0 or len(err.strip().splitlines()) == 1):
        return None
    if rc != 1:
        return ("exit", str(rc)), f"exit {rc}; stderr: {err[:500]}"
    args = parser().parse_args(argv)             # again, without the CLI's catch-all, for the traceback
    try:
        with _bounded(TIMEOUT, MEMORY), contextlib.redirect_stdout(io.StringIO()):
            args.run(args)
    except (Exception, Overran) as exc:
        tb = exc.__traceback__
        top = "".join(traceback.format_exception(type(exc), exc, tb)[-4:])
        return (type(exc).__name__, _innermost_dealt_frame(tb)), f"{err.strip()[:300]}\n{top}"
    return ("exit", "1"), err[:500]


def _fuzz(tmp_path, examples, derandomize):
    found = {}

    @settings(max_examples=examples, derandomize=derandomize, database=None, deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(scenarios())
    def run(case):
        name, doc, done, command = case
        path = tmp_path / "fuzzed.yaml"
        path.write_text(yaml.dump(doc, Dumper=_Dumper, allow_unicode=True, sort_keys=False), encoding="utf-8")
        problem = _problem(path, doc, command)
        if problem is not None and problem[0] not in found:
            text = path.read_text(encoding="utf-8")
            found[problem[0]] = (f"dealt {command} <{name} with {', '.join(done)}>\n"
                                 f"{text[:1500]}\n{problem[1]}")

    run()
    strict = os.environ.get("DEALT_FUZZ_STRICT") == "1"
    known = {sig: text for sig, text in found.items() if sig in KNOWN and not strict}
    for signature, text in known.items():
        warnings.warn(f"known problem {signature}: {text.splitlines()[0]}", stacklevel=1)
    unknown = {sig: text for sig, text in found.items() if sig not in known}
    assert not unknown, f"{len(unknown)} distinct problems:\n\n" + "\n\n".join(
        f"== {sig}\n{text}" for sig, text in unknown.items())


def test_fuzzed_scenarios_exit_0_or_2_within_bounds(tmp_path):
    _fuzz(tmp_path, EXAMPLES, derandomize=True)


@pytest.mark.fuzz
def test_fuzzed_scenarios_long_run(tmp_path):
    _fuzz(tmp_path, int(os.environ.get("DEALT_FUZZ_EXAMPLES", 1000)), derandomize=False)
