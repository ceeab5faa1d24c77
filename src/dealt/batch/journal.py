"""The journal of a run: one JSON line per result, appended and flushed as each result arrives.

An interrupted run (Ctrl-C, a killed process, a lost cluster) keeps every result that arrived before it
stopped; ``--resume`` reads the journal and skips every file whose result is in it. A result is keyed by
the file's path, its content (SHA-256), the rule sets asked for and the code that ran it (the installed
package's files, by size and modification time), so a file edited since, or a rule changed since, runs again.
A last line cut short by the interruption is ignored.
"""
import hashlib
import json
import os
from pathlib import Path

import dealt


def code_fingerprint():
    """A digest of the installed package's source and card files (paths, sizes, modification times)."""
    digest = hashlib.sha256()
    roots = {Path(p).resolve() for p in dealt.__path__}
    for module in ("dealt.kb", "dealt.inference", "dealt.facts", "dealt.viz"):
        try:
            roots |= {Path(p).resolve() for p in __import__(module, fromlist=["_"]).__path__}
        except ImportError:
            pass
    for root in sorted(roots):
        for folder, dirs, files in os.walk(root):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for name in sorted(files):
                if name.endswith((".py", ".yaml")):
                    st = os.stat(os.path.join(folder, name))
                    digest.update(f"{folder}/{name}:{st.st_size}:{st.st_mtime_ns}\n".encode())
    return digest.hexdigest()[:16]


def task_key(path, rules, against, code):
    """The journal key of a file run under `rules` (against `against`) by the code `code`."""
    content = hashlib.sha256(Path(path).read_bytes()).hexdigest()
    return hashlib.sha256("\0".join((os.path.abspath(path), content, rules or "", against or "", code))
                          .encode()).hexdigest()[:24]


def default_path(paths, rules, against):
    """Where a run's journal goes unless ``--out`` says: the cache folder, one file per (paths, rules, against)."""
    from dealt.kb.hearthstone.carddb import default_cache_dir
    what = "\0".join(sorted(os.path.abspath(p) for p in paths) + [rules or "", against or ""])
    return default_cache_dir() / "corpus" / f"run-{hashlib.sha256(what.encode()).hexdigest()[:16]}.jsonl"


def read_journal(path):
    """key -> result of every whole line of the journal at `path` (nothing if it does not exist)."""
    done = {}
    try:
        with open(path, encoding="utf-8") as f:
            for line in f:
                try:
                    result = json.loads(line)
                except ValueError:         # the last line of an interrupted write
                    continue
                if isinstance(result, dict) and result.get("key"):
                    done[result["key"]] = result
    except FileNotFoundError:
        pass
    return done


def _last_byte(path):
    with open(path, "rb") as f:
        f.seek(-1, os.SEEK_END)
        return f.read(1)


class Journal:
    """Results appended to a JSON-lines file, each flushed as it is written (``resume``: kept, else started anew)."""

    def __init__(self, path, resume=False):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._file = open(self.path, "a" if resume else "w", encoding="utf-8")
        if resume and self._file.tell() and _last_byte(self.path) != b"\n":
            self._file.write("\n")        # a line cut short by an interruption stays a line of its own
    def write(self, result):
        self._file.write(json.dumps(result, sort_keys=True) + "\n")
        self._file.flush()

    def close(self):
        if not self._file.closed:
            self._file.flush()
            os.fsync(self._file.fileno())
            self._file.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
