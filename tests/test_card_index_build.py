"""The first run builds the Hearthstone card index (about 8 s): it says so in one line on stderr and
keeps stdout clean; with an unwritable cache it says where it would write and how to set
DEALT_CACHE_DIR (issue 10, item 17); a damaged index is rebuilt, not an exit 1 on every run (issue 11, item 10).
Each case runs the CLI in a subprocess with its own cache."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).parent.parent / "examples" / "hearthstone" / "fireball_velen_kobold.yaml"


def _dealt(cache_dir, *args):
    env = dict(os.environ, DEALT_CACHE_DIR=str(cache_dir))
    return subprocess.run([sys.executable, "-m", "dealt", *args], capture_output=True, text=True,
                          env=env, timeout=120)


@pytest.fixture(scope="module")
def first_cache(tmp_path_factory):
    """A cache the first run built (the index is built once for this module's tests), and that run."""
    cache = tmp_path_factory.mktemp("first") / "cache"
    return cache, _dealt(cache, "resolve", str(EXAMPLE))


def test_first_run_says_it_builds_the_index_once_on_stderr_only(first_cache):
    cache, first = first_cache
    assert first.returncode == 0, first.stderr
    assert first.stderr.splitlines() == [f"dealt: building the card index once, about 8 s (cached in {cache})"]
    second = _dealt(cache, "resolve", str(EXAMPLE))
    assert second.returncode == 0 and second.stderr == ""        # cached: nothing to say
    assert first.stdout == second.stdout                         # stdout is the outcome only
    assert list(cache.glob("carddb-*.jsonl"))


def test_unwritable_cache_says_where_and_how_to_set_dealt_cache_dir(tmp_path):
    blocker = tmp_path / "a-file"                 # root can write anywhere, but not under a file
    blocker.write_text("")
    cache = blocker / "sub"
    run = _dealt(cache, "resolve", "--json", str(EXAMPLE))
    assert run.returncode == 0, run.stderr
    lines = run.stderr.splitlines()
    assert len(lines) == 1, run.stderr
    assert f"cannot be cached in {cache}" in lines[0]
    assert "every run rebuilds it" in lines[0] and "set DEALT_CACHE_DIR to a writable directory" in lines[0]
    assert "Traceback" not in run.stderr
    import json
    assert json.loads(run.stdout)["game"] == "hearthstone"     # stdout stays the outcome


def test_a_damaged_index_is_rebuilt_with_one_line_and_the_run_succeeds(first_cache, tmp_path):
    cache = tmp_path / "cache"
    shutil.copytree(first_cache[0], cache)
    [index] = cache.glob("carddb-*.jsonl")
    lines = index.read_bytes().split(b"\n")
    fireball = next(i for i, line in enumerate(lines) if line.startswith(b'["CS2_029",'))
    lines[fireball] = lines[fireball].replace(b'"SPELL",4,', b'"SPELL","four",', 1)   # a wrong-typed cost
    index.write_bytes(b"\n".join(lines))
    (cache / f".{index.name}.x1y2z3.tmp").write_bytes(b"half")        # an interrupted build's leftover
    old = os.stat(index).st_mtime - 3600
    os.utime(cache / f".{index.name}.x1y2z3.tmp", (old, old))
    run = _dealt(cache, "resolve", str(EXAMPLE))
    assert run.returncode == 0, run.stderr
    assert run.stderr.splitlines() == [f"dealt: the cached card index {index} is damaged "
                                       "(its content does not match its checksum); rebuilding it, about 8 s"]
    assert [p.name for p in cache.iterdir()] == [index.name]
    assert _dealt(cache, "resolve", str(EXAMPLE)).stderr == ""
