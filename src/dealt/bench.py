"""Benchmark: `python -m dealt.bench` prints medians (figures, not pass/fail).

- building the Hearthstone engine (composing the rules and the Rete network);
- one single-target resolution with its full trace on a warm engine, for a
  bare board (the common case, on the fast path) and for a board where every
  step has something to do;
- the same as a whole `dealt resolve` process (cold start, card index cached);
- the first run's card index build (a fresh cache: every card read, its text derived clause by clause);
- how the cost of one event grows with the number of bystanders on the board;
- a sequence of 10 single-target actions (``actions:``) against one such action, on the same warm engine;
- with ``--corpus``: scenarios per second of `dealt corpus` over the bundled corpus (examples/ + tests/rulings) on
  1 and 2 local workers and on a 2-worker Dask LocalCluster, and the cluster/pool ratio (:func:`corpus_bench`);
- with ``--sweep``: a sweep of 10k, 50k and 100k generated scenarios on 2 workers, each with its time and the peak
  memory of the sweeping process and of its largest worker (:func:`dealt.sweep.bench.sweep_bench`).
"""
import argparse
import gc
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

BARE = {
    "game": "hearthstone", "active_player": "A",
    "board": [{"id": "heroA", "card": "Jaina Proudmoore", "controller": "A"},
              {"id": "heroB", "card": "Garrosh Hellscream", "controller": "B"}],
    "action": {"card": "Fireball", "controller": "A", "targets": ["heroB"]},
}
BUSY = {
    "game": "hearthstone", "active_player": "A",
    "board": [{"id": "heroA", "card": "Jaina Proudmoore", "controller": "A"},
              {"id": "heroB", "card": "Garrosh Hellscream", "controller": "B", "armor": 3},
              {"id": "kobold", "card": "Kobold Geomancer", "controller": "A"},
              {"id": "velen", "card": "Prophet Velen", "controller": "A"},
              {"id": "armor", "card": "Animated Armor", "controller": "B"},
              {"id": "blade", "card": "Cursed Blade", "controller": "B"},
              {"id": "iceblock", "card": "Ice Block", "controller": "B"},
              {"id": "frothing", "card": "Frothing Berserker", "controller": "B"}],
    "action": {"card": "Fireball", "controller": "A", "targets": ["heroB"]},
}


_SIDE_B = [("wisp", "Wisp"), ("squire", "Argent Squire"), ("raptor", "Bloodfen Raptor"),
           ("croc", "River Crocolisk"), ("yeti", "Chillwind Yeti"), ("ogre", "Boulderfist Ogre"),
           ("frothing", "Frothing Berserker")]
LIGHTBOMB = {
    "game": "hearthstone", "active_player": "A",
    "board": [{"id": "heroA", "card": "Jaina Proudmoore", "controller": "A"},
              {"id": "heroB", "card": "Garrosh Hellscream", "controller": "B"}]
    + [{"id": f"a_{i}", "card": c, "controller": "A"} for i, c in _SIDE_B]
    + [{"id": f"b_{i}", "card": c, "controller": "B"} for i, c in _SIDE_B],
    "action": {"card": "Lightbomb", "controller": "A"},
}
ODDS = {
    "game": "hearthstone", "active_player": "A",
    "board": [{"id": "heroA", "card": "Jaina Proudmoore", "controller": "A"},
              {"id": "heroB", "card": "Garrosh Hellscream", "controller": "B"}]
    + [{"id": i, "card": c, "controller": "B"} for i, c in _SIDE_B],
    "action": {"card": "Arcane Missiles", "controller": "A"},
}
#: the exact-odds target: Avenging Wrath under one Prophet Velen (16 missiles of 1) into 7 minions + hero
ODDS_WRATH = {**ODDS, "board": ODDS["board"] + [{"id": "velen", "card": "Prophet Velen", "controller": "A"}],
              "action": {"card": "Avenging Wrath", "controller": "A"}}


#: Sentinels: Voss deals Tempest 4 damage under 8 modifiers (40,320 orders) for `dealt orders`
ORDERS8 = {
    "game": "sentinels", "active_player": "villain",
    "board": [{"id": "voss", "card": "Grand Warlord Voss", "controller": "villain"},
              {"id": "tempest", "card": "Tempest", "controller": "tempest"},
              {"id": "wraith", "kind": "hero", "hp": 26, "controller": "wraith"}]
    + [{"id": f"hurricane_{i}", "card": "Localized Hurricane", "controller": "tempest"} for i in (1, 2)]
    + [{"id": f"winds_{i}", "card": "Shielding Winds", "controller": "tempest"} for i in (1, 2, 3)]
    + [{"id": f"stunbolt_{i}", "card": "Stunbolt", "controller": "wraith", "attached_to": "voss"} for i in (1, 2)],
    "action": {"deal": {"source": "voss", "to": ["tempest"], "amount": 4, "type": "melee"}},
}


def _whirlwind(minions):
    doc = {**BARE, "board": list(BARE["board"]), "action": {"card": "Whirlwind", "controller": "A"}}
    doc["board"] += [{"id": f"m{i}", "card": "Chillwind Yeti", "controller": "AB"[i % 2]} for i in range(minions)]
    doc["board"].append({"id": "frothing", "card": "Frothing Berserker", "controller": "B"})
    return doc


def _sequence(n):
    """n single-target actions on one board (Moonfire at the enemy hero, beside a Boulderfist Ogre)."""
    doc = {k: v for k, v in BARE.items() if k != "action"}
    doc["board"] = list(BARE["board"]) + [{"id": "ogre", "card": "Boulderfist Ogre", "controller": "B"}]
    doc["actions"] = [{"card": "Moonfire", "controller": "A", "targets": ["heroB"]}] * n
    return doc


def _write(doc, folder, name):
    path = Path(folder) / f"{name}.yaml"
    path.write_text(yaml.safe_dump(doc, sort_keys=False))
    return path


def _with_bystanders(n):
    doc = {**BARE, "board": list(BARE["board"])}
    doc["board"] += [{"id": f"m{i}", "card": "Chillwind Yeti", "controller": "AB"[i % 2]} for i in range(n)]
    return doc


def _on_stock_matcher(game, scenario):
    """A resolve of `scenario` on experta's own Rete matcher and every rule (what tests/test_engine.py
    compares with), to calibrate the figures against the machine's speed at the moment."""
    from experta.matchers.rete import ReteMatcher

    from dealt.inference.chance import Chance
    from dealt.inference.outcome import build_outcome

    engine = type("StockEngine", (game.engine_class,), {"__matcher__": ReteMatcher})()

    def run():
        board = game.board(scenario)
        engine.start(board.facts, Chance(scenario.choices, scenario.seed, scenario.file, scenario.line_of))
        engine.run()
        return build_outcome(game, scenario, board, engine)
    run()
    return run


def _timed(fn, repeat):
    """(wall times of `repeat` calls of fn in s, fastest first; the last call's result)."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - start)
    return sorted(times), result


def _median_s_and_result(fn, repeat):
    times, result = _timed(fn, repeat)
    return statistics.median(times), result


def timings_ms(fn, repeat):
    """Wall times of `repeat` calls of fn, in ms, fastest first."""
    return [t * 1000 for t in _timed(fn, repeat)[0]]


def median_ms(fn, repeat):
    return statistics.median(timings_ms(fn, repeat))


def _corpus_paths():
    """examples/ and tests/rulings of the source tree (the corpus is not installed with the package)."""
    for root in (Path(__file__).resolve().parents[2], Path.cwd()):
        paths = [root / "examples", root / "tests" / "rulings"]
        if all(p.is_dir() for p in paths):
            return paths
    raise SystemExit("the corpus section needs the source tree: run it from the repository (examples/, tests/rulings)")


def _timed_corpus(*options):
    """(seconds, files) of one whole `dealt corpus` process over the bundled corpus (every worker starts cold)."""
    import json
    with tempfile.TemporaryDirectory() as folder:
        command = [sys.executable, "-m", "dealt", "corpus", *map(str, _corpus_paths()), "--json",
                   "--out", str(Path(folder) / "journal.jsonl"), *map(str, options)]
        started = time.perf_counter()
        done = subprocess.run(command, capture_output=True, text=True)
        seconds = time.perf_counter() - started
    summary = json.loads(done.stdout.splitlines()[-1])
    if done.returncode != 0:
        print(f"    (exit {done.returncode}: failed {summary['failed']}, errors {summary['errors']})")
    return seconds, summary["files"]


def _burn(n=2_000_000):
    total = 0
    for i in range(n):
        total += i * i
    return total


def parallel_capacity():
    """How many cores this process gets now: two pure-Python loops at once against one after the other (2.0 on
    an idle 2-core machine; about 1.0 when other work takes the second core)."""
    import multiprocessing
    started = time.perf_counter()
    _burn(), _burn()
    serial = time.perf_counter() - started
    with multiprocessing.get_context("fork").Pool(2) as pool:
        started = time.perf_counter()
        pool.map(_burn, [2_000_000] * 2)
        parallel = time.perf_counter() - started
    return serial / parallel


def corpus_bench():
    """Scenarios per second for the whole bundled corpus: 1 and 2 local workers, a 2-worker Dask LocalCluster
    (fresh worker processes, then the same workers again, warm), and the cluster/pool ratio (target <= 1.3x)."""
    print("  dealt corpus over the bundled corpus (examples/ + tests/rulings), each run a whole process, workers cold:")
    print(f"    (cores this process gets now: x{parallel_capacity():.2f} for two loops at once; on a shared machine the "
          "2-worker figures can be no better than that)")
    figures = {}
    for label, options in (("1 local worker", ("--workers", 1)), ("2 local workers", ("--workers", 2))):
        seconds, files = _timed_corpus(*options)
        figures[label] = seconds
        print(f"    {label:<34} {seconds:6.1f} s  {files / seconds:6.1f} scenarios/s  ({files} files)")
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        print("    (Dask distributed is not installed: pip install 'dealt[cluster]' for the cluster figure)")
        return figures
    with LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None) as cluster, \
            Client(cluster) as client:
        client.wait_for_workers(2)
        for label in ("2-worker Dask LocalCluster", "  the same cluster again, warm"):
            seconds, files = _timed_corpus("--scheduler", cluster.scheduler_address)
            figures[label] = seconds
            print(f"    {label:<34} {seconds:6.1f} s  {files / seconds:6.1f} scenarios/s")
    ratio = figures["2-worker Dask LocalCluster"] / figures["2 local workers"]
    print(f"    cluster / local pool at 2 workers: x{ratio:.2f} (target: at most x1.3); "
          f"2 workers / 1: x{figures['1 local worker'] / figures['2 local workers']:.2f} faster")
    return figures


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m dealt.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200, help="runs per warm figure (default 200)")
    parser.add_argument("--processes", type=int, default=7, help="runs of the whole CLI (default 7)")
    parser.add_argument("--odds", action="store_true", help="also time an exact-odds enumeration (slow)")
    parser.add_argument("--corpus", action="store_true", help="also time `dealt corpus` over the bundled corpus "
                        "on 1 and 2 workers and a Dask LocalCluster (minutes)")
    parser.add_argument("--sweep", action="store_true", help="also sweep 10k, 50k and 100k generated scenarios on 2 "
                        "workers, with each one's peak memory (many minutes)")
    parser.add_argument("--only", choices=("corpus", "sweep"), help="only this section")
    args = parser.parse_args(argv)
    if args.only == "corpus":
        print(f"Dealt benchmark, Python {sys.version.split()[0]}; the corpus section")
        corpus_bench()
        return 0
    if args.only == "sweep":
        from dealt.sweep.bench import sweep_bench
        print(f"Dealt benchmark, Python {sys.version.split()[0]}; the sweep section")
        sweep_bench(workers=2)
        return 0

    from dealt.facts.scenario import load_scenario
    from dealt.inference.outcome import resolve
    from dealt.kb import GAME_MODULES, load_game

    game = load_game("hearthstone")
    print(f"Dealt benchmark, Python {sys.version.split()[0]}; medians")
    with tempfile.TemporaryDirectory() as folder:
        for label, doc in (("bare board (fast path)", BARE), ("busy board (8 effects in play)", BUSY)):
            scenario = load_scenario(_write(doc, folder, "s"), tuple(GAME_MODULES))
            outcome = resolve(game, scenario)
            ms = median_ms(lambda: resolve(game, scenario), args.repeat)
            print(f"  warm single-target + trace, {label:<31} {ms:7.2f} ms"
                  f"  ({len(outcome.trace.firings)} firings)")
        single = {k: v for k, v in _sequence(1).items() if k != "actions"}
        single["action"] = _sequence(1)["actions"][0]          # the same action in the one-action form
        one = load_scenario(_write(single, folder, "seq1"), tuple(GAME_MODULES))
        ten = load_scenario(_write(_sequence(10), folder, "seq10"), tuple(GAME_MODULES))
        resolve(game, one), resolve(game, ten)
        one_ms = median_ms(lambda: resolve(game, one), max(10, args.repeat // 4))
        ten_ms = median_ms(lambda: resolve(game, ten), max(10, args.repeat // 10))
        print(f"  a sequence of 10 single-target actions, warm:           {ten_ms:7.2f} ms  (x{ten_ms / one_ms:4.1f} "
              f"one action's {one_ms:.2f} ms; target: at most x10)")
        path = _write(BUSY, folder, "cli")
        command = [sys.executable, "-m", "dealt", "resolve", str(path)]
        subprocess.run(command, check=True, capture_output=True)          # builds the card index if needed
        cold = median_ms(lambda: subprocess.run(command, check=True, capture_output=True), args.processes)
        print(f"  cold `dealt resolve` process (busy board):              {cold:7.0f} ms")
        import os
        with tempfile.TemporaryDirectory() as cache:      # the first run: the card index built and derived
            started = time.perf_counter()
            subprocess.run(command, check=True, capture_output=True, env={**os.environ, "DEALT_CACHE_DIR": cache})
            build_s = time.perf_counter() - started
        print(f"  first-run card index build (with every card's derivation): {build_s:6.1f} s  (one `dealt resolve`)")
        print("  one event as the board grows (bystander minions):")
        base = None
        for n in (0, 12, 50, 200):
            scenario = load_scenario(_write(_with_bystanders(n), folder, f"n{n}"), tuple(GAME_MODULES))
            resolve(game, scenario)
            ms = median_ms(lambda: resolve(game, scenario), max(10, args.repeat // 4))
            base = base or ms
            print(f"    {n + 2:4d} characters: {ms:7.2f} ms  (x{ms / base:4.1f})")
        scenario = load_scenario(_write(LIGHTBOMB, folder, "lightbomb"), tuple(GAME_MODULES))
        outcome = resolve(game, scenario)
        times = timings_ms(lambda: resolve(game, scenario), max(20, args.repeat // 4))
        print(f"  Lightbomb, 7 + 7 minions with Frothing Berserkers, + trace: {statistics.median(times):7.1f} ms"
              f"  ({len(outcome.events)} events, {len(outcome.trace.firings)} firings; fastest {times[0]:.1f} ms"
              f" of {len(times)})")
        stock = median_ms(_on_stock_matcher(game, scenario), 7)
        print(f"    the same on experta's stock matcher with every rule, now: {stock:7.1f} ms"
              f"  (x{stock / statistics.median(times):.1f} at this moment: the machine's speed drifts)")
        print("  one area spell (Whirlwind) as the board grows: cost per Damage Event")
        base = None
        for minions in (12, 48, 198):
            scenario = load_scenario(_write(_whirlwind(minions), folder, f"w{minions}"), tuple(GAME_MODULES))
            outcome = resolve(game, scenario)
            ms = median_ms(lambda: resolve(game, scenario), 3)
            per = ms / len(outcome.events)
            base = base or per
            print(f"    {minions + 2:4d} characters: {ms:8.1f} ms for {len(outcome.events):3d} events = "
                  f"{per:5.2f} ms per event (x{per / base:4.1f})")
        if args.odds:
            from dealt.inference.odds import odds
            for label, doc in (("Arcane Missiles (3)", ODDS), ("Avenging Wrath + Velen (16)", ODDS_WRATH)):
                scenario = load_scenario(_write(doc, folder, "odds"), tuple(GAME_MODULES))
                seconds, result = _median_s_and_result(lambda: odds(game, scenario), 3)   # each a fresh enumeration
                print(f"  exact odds, {label:<27} into 7 minions + hero: {seconds:6.2f} s"
                      f"  ({result.states} merged states, {result.engine_runs} engine runs, "
                      f"{len(result.outcomes)} outcomes)")
        from dealt.inference.orders import orders
        scenario = load_scenario(_write(ORDERS8, folder, "orders8"), tuple(GAME_MODULES))
        sentinels = load_game("sentinels")
        seconds, result = _median_s_and_result(lambda: orders(sentinels, scenario), 5)
        print(f"  dealt orders, 8 modifiers ({result.total} orders), warm:     {seconds:6.2f} s"
              f"  ({len(result.outcomes)} outcomes, {result.states} merged states, {result.probes} one-effect runs,"
              f" {result.runs} whole runs)")
    gc.collect()
    build = median_ms(lambda: game.engine_class(), max(5, args.repeat // 20))
    print(f"  build the Hearthstone engine (rules + Rete network):   {build:7.2f} ms")
    if args.corpus:
        corpus_bench()
    if args.sweep:
        from dealt.sweep.bench import sweep_bench
        sweep_bench(workers=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
