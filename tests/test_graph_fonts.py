"""`dealt graph` leaves stderr empty: the bundled Graphviz's fontconfig gets Dealt's own configuration."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dealt.viz.fonts import CONFIG

ROOT = Path(__file__).parent.parent
EXAMPLE = ROOT / "examples" / "hearthstone" / "ice_block.yaml"


def _env(**extra):
    env = {k: v for k, v in os.environ.items() if not k.startswith("FONTCONFIG_")}
    return {**env, **extra}


def _dealt(*args, env=None):
    return subprocess.run([sys.executable, "-m", "dealt", *args], capture_output=True, text=True,
                          env=env or _env())


@pytest.mark.parametrize("suffix", ["svg", "png"])
def test_graph_prints_nothing_on_stderr(tmp_path, suffix):
    _dealt("resolve", str(EXAMPLE))                 # the card index is built (and said so) before, not here
    out = tmp_path / f"x.{suffix}"
    result = _dealt("graph", str(EXAMPLE), "-o", str(out))
    assert result.returncode == 0
    assert result.stderr == ""
    assert result.stdout.strip() == f"wrote {out}"
    assert out.stat().st_size > 1000


def test_a_users_fontconfig_setting_is_left_alone(tmp_path):
    code = ("import os; from dealt.viz.fonts import configure; configure(); "
            "print(os.environ.get('FONTCONFIG_FILE'), os.environ.get('FONTCONFIG_PATH'))")
    mine = tmp_path / "mine.conf"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            env=_env(FONTCONFIG_FILE=str(mine)))
    assert result.stdout.split() == [str(mine), "None"]
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=_env())
    assert result.stdout.split() == [str(CONFIG), "None"]
