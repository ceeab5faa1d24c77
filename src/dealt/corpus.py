"""`dealt corpus PATH...`: every ruling and scenario file under the paths, run at once, summed up per game.

A ruling (a YAML file with a top-level ``expect:``) passes or fails with the ruling runner's message; a plain
scenario (``board:``/``action:``, as in examples/) resolves or is refused with its exit-2 message; other YAML
(card files, card libraries) is not run. With ``--against B`` each file is resolved under its rule set A
(``--rules``, else the file's own ``rules:``, else the rules text) and under B, and every file whose outcomes
part is listed with the diff `dealt diff` shows; a game with no rule set B counts its files as "no B rules".

Files run in chunks on a local process pool (``--workers N``, default the CPU count) or on a Dask cluster
(``--scheduler ADDRESS``) (:mod:`dealt.batch`); each result is written to the journal as it arrives
(``--out FILE``, JSON lines; by default a file under the cache folder, printed at the end) and ``--resume``
skips the files whose result the journal holds. Exit code: 0 when every ruling passed and every scenario
resolved, 1 when some ruling failed or some file could not be run (and, with ``--exit-code``, when some file
differs between the rule sets), 2 for bad input (a path that does not exist, a rule set no game has).
"""
import json
import re
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from dealt.batch.tasks import ERROR, FAILED, PASSED, RESOLVED, FileTask, run_chunk
from dealt.facts.errors import InputError

_EXPECT = re.compile(rb"^(expect|'expect'|\"expect\")[ \t]*:", re.MULTILINE)
_SCENARIO = re.compile(rb"^(board|action|actions|'board'|\"board\")[ \t]*:", re.MULTILINE)
#: a task (chunk of files) should take about 0.2-1 s: at ~20 ms a file (a ruling with its checks), 16 files
CHUNK_FILES = 16
#: chunks per worker at the least, so that the workers finish together
CHUNKS_PER_WORKER = 4


def find_files(paths):
    """[(path, kind)] of every ruling and plain scenario file under `paths` (files or folders), sorted, each once;
    an InputError for a path that does not exist."""
    found = {}
    for given in paths:
        target = Path(given)
        if not target.exists():
            raise InputError(given, "", "no such file or folder.", allowed="ruling or scenario files, or folders "
                             "holding them (tests/rulings, examples)")
        candidates = sorted(p for p in target.rglob("*") if p.suffix in (".yaml", ".yml") and p.is_file()) \
            if target.is_dir() else [target]
        for path in candidates:
            kind = file_kind(path)
            if kind and str(path) not in found:
                found[str(path)] = kind
    return sorted(found.items())


def file_kind(path):
    """"ruling" (a top-level ``expect:``), "scenario" (a top-level ``board:``, ``action:`` or ``actions:``) or None."""
    try:
        head = Path(path).read_bytes()[:1_000_000]
    except OSError:
        return None
    if _EXPECT.search(head):
        return "ruling"
    return "scenario" if _SCENARIO.search(head) else None


def chunk_size(files, workers, against=False):
    """Files per task: about :data:`CHUNK_FILES` (half with ``--against``: each file is resolved twice), fewer
    when a small corpus would otherwise leave a worker without work."""
    size = CHUNK_FILES // 2 if against else CHUNK_FILES
    return max(1, min(size, -(-files // (workers * CHUNKS_PER_WORKER))))


def chunks_of(tasks, size):
    """Consecutive chunks of `size` tasks (neighbouring files share cards, so a worker reuses their engines)."""
    for start in range(0, len(tasks), size):
        yield tasks[start:start + size]


@dataclass
class CorpusRun:
    """What a corpus run found: every result (in path order), where the journal is, and how it went."""

    results: list
    journal: Path
    rules: str = ""
    against: str = ""
    workers: int = 1
    scheduler: str = ""
    seconds: float = 0.0
    resumed: int = 0
    skipped_files: int = 0
    by_game: dict = field(default_factory=dict)

    def not_passed(self):
        return [r for r in self.results if r["status"] in (FAILED, ERROR)]

    def differing(self):
        return [r for r in self.results if r.get("differs")]

    def exit_code(self, on_differ=False):
        return 1 if self.not_passed() or (on_differ and self.differing()) else 0

    def summary(self):
        """{game: {files, passed, failed, errors, differ, same, no_rules}} and a "total" row."""
        rows = {}
        for r in self.results:
            for game in (r.get("game") or "?", "total"):
                row = rows.setdefault(game, Counter())
                row["files"] += 1
                row["passed"] += r["status"] in (PASSED, RESOLVED)
                row["failed"] += r["status"] == FAILED
                row["errors"] += r["status"] == ERROR
                row["differ"] += bool(r.get("differs"))
                row["same"] += r.get("differs") is False
                row["no_rules"] += bool(r.get("no_rules"))
        order = sorted(g for g in rows if g != "total") + ["total"]
        return {g: dict(rows[g]) for g in order if g in rows}

    def summary_json(self):
        return {"summary": self.summary(), "files": len(self.results), "resumed": self.resumed,
                "rules": self.rules or "the file's own", **({"against": self.against} if self.against else {}),
                "failed": [r["path"] for r in self.results if r["status"] == FAILED],
                "errors": [r["path"] for r in self.results if r["status"] == ERROR],
                **({"differ": [r["path"] for r in self.differing()]} if self.against else {}),
                "seconds": round(self.seconds, 2), "workers": self.workers,
                **({"scheduler": self.scheduler} if self.scheduler else {}), "journal": str(self.journal)}


def check_rule_sets(files, rules, against):
    """An InputError when --rules or --against names a rule set that no game of the corpus has."""
    from dealt.batch.tasks import _game_named_in
    from dealt.kb import GAME_MODULES, load_game
    games = sorted({_game_named_in(p) for p, _ in files} & set(GAME_MODULES))
    names = {g: load_game(g).rule_set_names() for g in games}
    for option, name in (("--rules", rules), ("--against", against)):
        if name and not any(name in n for n in names.values()):
            allowed = "; ".join(f"{g}: {', '.join(n)}" for g, n in names.items())
            raise InputError("", option, f"{name!r} is not a rule set of any game in these files.",
                             allowed=allowed + " (`dealt variants` lists them)")


def run_corpus(paths, rules="", against="", workers=None, scheduler=None, out=None, resume=False,
               on_result=None, chunk=None, client=None, on_start=None):
    """Run every file under `paths`; `on_start(files)` is called once they are found, `on_result(result, resumed)`
    for each result as it arrives (those read from the journal first). Returns a :class:`CorpusRun`."""
    from dealt.batch.journal import Journal, code_fingerprint, default_path, read_journal, task_key
    from dealt.batch.local import default_workers, run_local
    started = time.perf_counter()
    files = find_files(paths)
    check_rule_sets(files, rules, against)
    code = code_fingerprint()
    tasks = [FileTask(p, kind, task_key(p, rules, against, code), rules or "", against or "") for p, kind in files]
    journal_path = Path(out) if out else default_path(paths, rules, against)
    done = read_journal(journal_path) if resume else {}
    if on_start:
        on_start(len(tasks))
    results = {}
    for task in tasks:
        if task.key in done:
            results[task.key] = done[task.key]
            if on_result:
                on_result(done[task.key], True)
    todo = [t for t in tasks if t.key not in results]
    try:
        journal = Journal(journal_path, resume=resume)
    except OSError as exc:
        raise InputError(journal_path, "--out", f"the journal cannot be written here ({exc.strerror or exc}).",
                         allowed="a file in a folder that exists and can be written") from None
    owned_client = None
    if scheduler and client is None:
        from dealt.batch.cluster import connect
        client = owned_client = connect(scheduler)
    workers = (sum(client.nthreads().values()) if client is not None else None) or workers or default_workers()
    size = chunk or chunk_size(len(todo), workers, bool(against))
    try:
        with journal:
            if client is not None:
                from dealt.batch.cluster import run_cluster
                stream = run_cluster(run_chunk, chunks_of(todo, size), client)
            else:
                stream = run_local(run_chunk, chunks_of(todo, size), workers)
            for _, chunk_results in stream:
                for result in chunk_results:
                    if result["key"] in results:      # a chunk run twice (a lost worker's result came back): once
                        continue
                    results[result["key"]] = result
                    journal.write(result)
                    if on_result:
                        on_result(result, False)
    finally:
        if owned_client is not None:
            owned_client.close()
    return CorpusRun([results[t.key] for t in tasks], journal_path, rules, against, workers,
                     scheduler or "", time.perf_counter() - started, resumed=len(tasks) - len(todo))


# ---- the command -------------------------------------------------------------------------------------------

def corpus_command(args):
    """`dealt corpus` run from its parsed arguments: (text for stdout, exit code); JSON lines are written to
    stdout as results arrive (``--json``), the bar to stderr on a terminal."""
    from dealt.batch.progress import Progress
    progress = [None]

    def on_start(files):
        progress[0] = Progress(files)

    def on_result(result, resumed):
        progress[0].update(bad=result["status"] in (FAILED, ERROR))
        if args.json:
            _emit(json.dumps({**{k: v for k, v in result.items() if k != "diff_text"},
                              **({"resumed": True} if resumed else {})}, sort_keys=True))

    try:
        run = run_corpus(args.paths, args.rules or "", args.against or "", args.workers, args.scheduler, args.out,
                         args.resume, on_result, on_start=on_start)
    except KeyboardInterrupt:
        if progress[0]:
            progress[0].close()
        from dealt.batch.journal import default_path
        where = args.out or default_path(args.paths, args.rules, args.against)
        print(f"dealt corpus: interrupted; every result so far is in {where}: run the same command with --resume "
              "to go on", file=sys.stderr)
        raise
    if progress[0]:
        progress[0].close()
    code = run.exit_code(args.exit_code)
    if args.json:
        return json.dumps(run.summary_json(), sort_keys=True), code
    return corpus_text(run, args.paths), code


def _emit(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def corpus_text(run, paths):
    """The report: what did not pass (with its message), what differs (with its diff), the table per game."""
    kinds = Counter(r["kind"] for r in run.results)
    rules = f"rules: {run.rules}" if run.rules else "rules: each file's own"
    head = (f"dealt corpus: {len(run.results)} files ({kinds['ruling']} rulings, {kinds['scenario']} scenarios) "
            f"under {' '.join(map(str, paths))}; {rules}" + (f", against {run.against}" if run.against else ""))
    lines = [head]
    for r in run.results:
        if r["status"] in (FAILED, ERROR):
            lines += ["", f"{r['status'].upper()} {r['path']}", _indent(r["message"])]
    for r in run.differing():
        lines += ["", f"DIFFERS {r['path']} ({r['rules']} against {run.against})", _indent(r.get("diff_text", ""))]
    missing = Counter((r.get("no_rules") or "") for r in run.results if r.get("no_rules"))
    if missing:
        lines += [""] + [f"{what}: {n} file(s) not compared" if run.against and "against" not in what else
                         f"{what}: {n} file(s)" for what, n in sorted(missing.items())]
    lines += ["", summary_table(run)]
    how = f"on the Dask cluster at {run.scheduler}" if run.scheduler else \
        f"on {run.workers} local worker{'s' if run.workers != 1 else ''}"
    ran = len(run.results) - run.resumed
    lines += ["", f"{ran} files run in {run.seconds:.1f} s ({ran / max(run.seconds, 1e-9):.1f} files/s) {how}"
              + (f"; {run.resumed} taken from the journal (--resume)" if run.resumed else "")
              + f"; journal: {run.journal}"]
    return "\n".join(lines)


def summary_table(run):
    columns = ["files", "passed", "failed", "errors"]
    if run.against:
        columns += ["differ", "same"]
    if any(r.get("no_rules") for r in run.results):
        columns += ["no_rules"]
    titles = {"no_rules": f"no {run.against or run.rules} rules"}
    rows = run.summary()
    width = max([len("game")] + [len(g) for g in rows])
    header = f"{'game':<{width}}  " + "  ".join(f"{titles.get(c, c):>{max(6, len(titles.get(c, c)))}}"
                                                 for c in columns)
    out = [header]
    for game, row in rows.items():
        out.append(f"{game:<{width}}  " + "  ".join(f"{row.get(c, 0):>{max(6, len(titles.get(c, c)))}}"
                                                    for c in columns))
    return "\n".join(out)


def _indent(text, by="  "):
    return "\n".join(by + line for line in str(text).splitlines())

