"""Output that cannot be written: one line, exit 2 for the user's path, 1 for the machine; nothing half-written.

The full disk is real where the platform allows it: the child process runs under a
file size limit (RLIMIT_FSIZE, with SIGXFSZ ignored, so a write past it fails
with EFBIG as a full disk fails with ENOSPC); and in-process, every write fails
with ENOSPC.
"""
import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dealt.cli import main

ROOT = Path(__file__).parent.parent
EXAMPLE = ROOT / "examples" / "hearthstone" / "fireball_velen_kobold.yaml"
DEALT = [sys.executable, "-m", "dealt"]


def one_line_error(err, *fragments):
    assert "Traceback" not in err and "Exception ignored" not in err, err
    text = err.strip()
    assert text.startswith("dealt: error: ") and "\n" not in text, f"not one line: {err!r}"
    for fragment in fragments:
        assert fragment in text, f"{fragment!r} not in {text!r}"


def leftovers(folder):
    return sorted(p.name for p in Path(folder).iterdir() if p.name.endswith(".tmp"))


# -- standard output -------------------------------------------------------------------------

@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("command", [["resolve"], ["resolve", "--json"], ["why", "heroB"]])
def test_stdout_on_a_full_device_is_one_line_and_exit_1(command):
    with open("/dev/full", "w") as full:
        done = subprocess.run(DEALT + [command[0], str(EXAMPLE), *command[1:]], stdout=full,
                              stderr=subprocess.PIPE, text=True, timeout=120)
    assert done.returncode == 1, done.stderr
    one_line_error(done.stderr, "standard output: cannot be written (No space left on device)")


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("argv", [["--help"], ["resolve", "--help"]])
def test_help_on_a_full_device_is_said_not_lost(argv):
    with open("/dev/full", "w") as full:
        done = subprocess.run(DEALT + argv, stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)
    assert done.returncode == 1, done.stderr
    one_line_error(done.stderr, "standard output: cannot be written (No space left on device)")


def test_stdout_closed_at_the_start_is_exit_2():
    done = subprocess.run(DEALT + ["resolve", str(EXAMPLE)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                          text=True, timeout=120, preexec_fn=lambda: os.close(1))
    assert done.returncode == 2, done.stderr
    one_line_error(done.stderr, "standard output: cannot be written (it is closed)")


def test_stdout_closed_early_by_its_reader_is_silent():
    read, write = os.pipe()
    os.close(read)                                   # the reader is gone before anything is written
    try:
        done = subprocess.run(DEALT + ["resolve", str(EXAMPLE)], stdout=write, stderr=subprocess.PIPE,
                              text=True, timeout=120)
    finally:
        os.close(write)
    assert done.returncode == 0 and done.stderr == "", done.stderr


# -- the graph's file: the user's path (exit 2) --------------------------------------------------

def test_graph_into_a_folder_that_does_not_exist(capsys, tmp_path):
    out = tmp_path / "nowhere" / "g.svg"
    assert main(["graph", str(EXAMPLE), "-o", str(out)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    one_line_error(captured.err, str(out), f"its folder {out.parent} does not exist",
                   "Allowed: a file in an existing folder")
    assert not out.parent.exists()


def test_graph_named_only_by_its_suffix(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["graph", str(EXAMPLE), "-o", ".dot"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    one_line_error(captured.err, ".dot: '.dot' is only a suffix", "such as graph.dot", "Allowed: .svg, .png")
    assert list(tmp_path.iterdir()) == []


def test_graph_onto_a_directory(capsys, tmp_path):
    folder = tmp_path / "g.svg"
    folder.mkdir()
    assert main(["graph", str(EXAMPLE), "-o", str(folder)]) == 2
    one_line_error(capsys.readouterr().err, str(folder), "is a directory")
    assert list(folder.iterdir()) == []


# -- the graph's file: the machine (exit 1), nothing half-written -------------------------------

def test_graph_on_a_full_disk_keeps_the_old_file_and_leaves_no_temporary(capsys, tmp_path, monkeypatch):
    out = tmp_path / "g.svg"
    out.write_text("the old drawing")

    def full(fd, data):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "write", full)
    assert main(["graph", str(EXAMPLE), "-o", str(out)]) == 1
    captured = capsys.readouterr()
    assert "wrote" not in captured.out
    one_line_error(captured.err, f"{out}: cannot be written (No space left on device)")
    assert out.read_text() == "the old drawing"
    assert leftovers(tmp_path) == []


def _under_a_file_size_limit():
    import resource
    import signal
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (200, 200))


@pytest.mark.skipif(sys.platform != "linux", reason="RLIMIT_FSIZE and SIGXFSZ as on Linux")
@pytest.mark.parametrize("name", ["g.dot", "g.svg", "g.png"])
def test_graph_past_the_file_size_limit_writes_nothing(tmp_path, name):
    done = subprocess.run(DEALT + ["graph", str(EXAMPLE), "-o", name], cwd=tmp_path, capture_output=True, text=True,
                          timeout=120, preexec_fn=_under_a_file_size_limit)
    assert done.returncode == 1, (done.stdout, done.stderr)
    assert done.stdout == ""
    # the bundled fontconfig cannot write its font cache under the limit either, and says so: its line, not ours
    ours = "".join(line for line in done.stderr.splitlines(True) if not line.startswith("Fontconfig"))
    one_line_error(ours, f"{name}: cannot be written")
    assert sorted(p.name for p in tmp_path.iterdir()) == []


def test_graph_replaces_the_old_file_whole(capsys, tmp_path):
    out = tmp_path / "g.dot"
    out.write_text("the old drawing")
    out.chmod(0o640)
    assert main(["graph", str(EXAMPLE), "-o", str(out)]) == 0
    assert capsys.readouterr().out == f"wrote {out}\n"
    text = out.read_text()
    assert text.startswith("strict digraph") and text.rstrip().endswith("}")
    assert out.stat().st_mode & 0o777 == 0o640
    assert leftovers(tmp_path) == []


def test_graph_interrupted_while_writing_leaves_the_old_file_and_no_temporary(capsys, tmp_path, monkeypatch):
    out = tmp_path / "g.png"
    out.write_text("the old drawing")

    def interrupted(fd, data):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "write", interrupted)
    assert main(["graph", str(EXAMPLE), "-o", str(out)]) == 130
    assert "wrote" not in capsys.readouterr().out
    assert out.read_text() == "the old drawing"
    assert leftovers(tmp_path) == []
