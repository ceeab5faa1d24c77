"""The first run builds the Hearthstone card index (about 8 s): it says so in one line on stderr and
keeps stdout clean; with an unwritable cache it says where it would write and how to set
DEALT_CACHE_DIR (issue 10, item 17). Each case runs the CLI in a subprocess with its own cache."""
import os
import subprocess
import sys
from pathlib import Path

EXAMPLE = Path(__file__).parent.parent / "examples" / "hearthstone" / "fireball_velen_kobold.yaml"


def _dealt(cache_dir, *args):
    env = dict(os.environ, DEALT_CACHE_DIR=str(cache_dir))
    return subprocess.run([sys.executable, "-m", "dealt", *args], capture_output=True, text=True,
                          env=env, timeout=120)


def test_first_run_says_it_builds_the_index_once_on_stderr_only(tmp_path):
    cache = tmp_path / "cache"
    first = _dealt(cache, "resolve", str(EXAMPLE))
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
