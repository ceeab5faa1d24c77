"""The benchmark runs and reports every figure (its timings are read, not asserted)."""
import re

from dealt import bench


def test_benchmark_reports_every_figure(capsys):
    assert bench.main(["--repeat", "4", "--processes", "1"]) == 0
    out = capsys.readouterr().out
    for line in ("bare board (fast path)", "busy board", "cold `dealt resolve`", "202 characters",
                 "Lightbomb, 7 + 7 minions", "experta's stock matcher", "200 characters",
                 "dealt orders, 8 modifiers", "build the Hearthstone engine", "first-run card index build"):
        assert line in out, line
    assert re.search(r"Lightbomb.*\(14 events, 135 firings; fastest [\d.]+ ms of 20\)", out)
    assert "(3 firings)" in out      # the bare board: Fireball proposes 6, no prevention, Health reduced
