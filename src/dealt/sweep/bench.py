"""The sweep benchmark: 10,000, 50,000 and 100,000 generated scenarios, their rate and peak memory.

`python -m dealt.sweep.bench [--workers N] [--sizes 10000,50000,100000]` (and the "sweep" section of
`python -m dealt.bench`) writes a cheap template (Sentinels: Baron Blade deals Tempest 1-5 melee damage at
1-26 HP, seeded 1-N: one damage with nothing to order, about 4 ms a resolution) and sweeps it at each size,
each on a fresh process pool. Memory is sampled every 0.2 s while it runs: the resident set of the sweeping
process and of each worker (``/proc``), its peak said per size. The expansion is lazy and only findings are
kept, so the peaks should not grow with the size.
"""
import argparse
import os
import tempfile
import threading
import time
from pathlib import Path

import yaml

SIZES = (10_000, 50_000, 100_000)
HPS, AMOUNTS = list(range(1, 27)), [1, 2, 3, 4, 5]


def cheap_template(size):
    """A Sentinels template generating at least `size` scenarios (HP x amount x seed)."""
    seeds = list(range(1, -(-size // (len(HPS) * len(AMOUNTS))) + 1))
    return {"description": "The sweep benchmark's cheap board: one damage, nothing to order.",
            "game": "sentinels", "active_player": "villain", "seed": "{seed}",
            "board": [{"id": "blade", "card": "Baron Blade", "controller": "villain"},
                      {"id": "tempest", "card": "Tempest", "controller": "tempest", "hp": "{hp}"}],
            "action": {"deal": {"source": "blade", "to": ["tempest"], "amount": "{amount}", "type": "melee"}},
            "sweep": {"placeholders": {"seed": seeds, "hp": HPS, "amount": AMOUNTS}}}


def _rss_kb(pid, field="VmRSS"):
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def _children(pid):
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            found += [int(c) for c in (task / "children").read_text().split()]
        except OSError:
            pass
    return found


class _Sampler(threading.Thread):
    """The peak resident set of this process and of the largest worker, sampled while a sweep runs."""

    def __init__(self):
        super().__init__(daemon=True)
        self.stop, self.parent, self.worker = threading.Event(), 0, 0

    def run(self):
        me = os.getpid()
        while not self.stop.is_set():
            self.parent = max(self.parent, _rss_kb(me))
            for child in _children(me):
                self.worker = max(self.worker, _rss_kb(child))
            self.stop.wait(0.2)


def sweep_bench(sizes=SIZES, workers=2, out=print):
    """Sweep the cheap template at each size; print and return [(size, seconds, rate, parent MB, worker MB)]."""
    from dealt.sweep import Settings, run_sweep
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        out(f"  sweep of generated scenarios (Sentinels, one damage, {workers} worker(s), orders searched):")
        for size in sizes:
            path = Path(folder) / f"cheap_{size}.yaml"
            path.write_text(yaml.safe_dump(cheap_template(size), sort_keys=False))
            sampler = _Sampler()
            sampler.start()
            started = time.perf_counter()
            report = run_sweep(str(path), Settings(), workers=workers, limit=size)
            seconds = time.perf_counter() - started
            sampler.stop.set()
            sampler.join()
            rate = report.counts["scenarios"] / seconds
            rows.append((size, seconds, rate, sampler.parent / 1024, sampler.worker / 1024))
            out(f"    {size:>9,} scenarios: {seconds:7.1f} s ({rate:6.0f}/s); peak RSS: sweeping process "
                f"{sampler.parent / 1024:6.1f} MB, largest worker {sampler.worker / 1024:6.1f} MB"
                f" ({report.counts['error']} failed)")
            if report.findings["error"]:
                out(f"      the first failure: {report.findings['error'][0]['error']}")
    return rows


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m dealt.sweep.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)), help="comma-separated sizes")
    args = parser.parse_args(argv)
    sweep_bench(tuple(int(s) for s in args.sizes.split(",")), args.workers)


if __name__ == "__main__":
    main()
