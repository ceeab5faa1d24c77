"""`dealt sweep TEMPLATE`: a scenario with placeholders, expanded over sets of cards, every scenario resolved.

The expansion is lazy (:mod:`.template`), the work is tasks of a few dozen scenarios (:mod:`.tasks`), run here
serially or on a local process pool (:func:`run_tasks`), and the report keeps only what it lists
(:mod:`.report`): outcomes that depend on the order a player chooses (the same search `dealt orders` runs),
on the rule set (`--against`), or scenarios that fail to resolve, each with its placeholders' values.
"""
import time

from dealt.facts.errors import InputError
from dealt.sweep.report import SweepReport
from dealt.sweep.tasks import Settings, run_sweep_task, sweep_tasks
from dealt.sweep.template import read_template

__all__ = ["Settings", "run_sweep", "run_tasks", "save_finding"]


def check_rule_sets(template, settings):
    """Refuse (exit 2) a --rules or --against that names no rule set of the template's game."""
    from dealt.kb import load_game
    game = load_game(template.game)
    names = getattr(game, "rule_set_names", None)
    for option, name in (("--rules", settings.rules), ("--against", settings.against)):
        if not name:
            continue
        if names is None:
            raise InputError(template.file, "", f"{option} {name}: this build of Dealt has no rule variants.",
                             allowed="no --rules or --against")
        if name not in names():
            raise InputError(template.file, "", f"{option} {name!r} is no rule set of {game.title}.",
                             allowed=", ".join(names()))


def run_tasks(tasks, workers=1, scheduler=None):
    """Each task's result, in order of completion: on the runner's local process pool (``dealt.batch.local``,
    at most a few tasks in flight per worker, so the task iterator is read only as workers free up) or its Dask
    cluster (``--scheduler``, ``dealt.batch.cluster``: a task lost with its worker is run again). Until the runner
    is in this build, a pool of the same shape here, and no cluster."""
    try:
        from dealt.batch.local import run_local
    except ImportError:
        run_local = None
    if scheduler:
        try:
            from dealt.batch.cluster import connect, run_cluster
        except ImportError:
            raise InputError("--scheduler", "", "running a sweep on a cluster needs Dealt's runner (dealt.batch), "
                             "which this build does not have.", allowed="--workers N (a local process pool)") from None
        client = connect(scheduler)
        try:
            for _, result in run_cluster(run_sweep_task, tasks, client, label="dealt-sweep"):
                yield result
        finally:
            client.close()
        return
    if run_local is not None:
        for _, result in run_local(run_sweep_task, tasks, workers):
            yield result
        return
    if workers <= 1:
        for task in tasks:
            yield run_sweep_task(task)
        return
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
    with ProcessPoolExecutor(max_workers=workers) as pool:
        pending = set()
        for task in tasks:
            pending.add(pool.submit(run_sweep_task, task))
            if len(pending) >= 3 * workers:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    yield future.result()
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                yield future.result()


def run_sweep(path, settings=Settings(), workers=1, limit=None, scheduler=None, on_finding=None, per_task=None):
    """Sweep the template at `path`: a :class:`SweepReport`; `on_finding(result)` is told each finding as it
    arrives (the JSON lines)."""
    template = read_template(path)
    check_rule_sets(template, settings)
    rules = settings.rules or (template.body.get("rules") if isinstance(template.body.get("rules"), str) else "")
    from dealt.kb import load_game
    from dealt.sweep.tasks import has_orders
    report = SweepReport(template, rules=rules, against=settings.against,
                         orders=settings.orders and has_orders(load_game(template.game)),
                         limit=limit)
    started = time.perf_counter()
    for result in run_tasks(sweep_tasks(template, settings, limit, per_task), workers, scheduler):
        report.add(result)
        if on_finding is not None:
            for finding in result["findings"]:
                on_finding(finding)
    report.seconds = time.perf_counter() - started
    return report


def save_finding(template, finding, folder):
    """Write a finding's generated scenario as a scenario file in `folder` (to run `dealt orders`, `why`, ... on
    it): ``<template>-<index>.yaml``, its description naming the template and the values."""
    from pathlib import Path

    import yaml
    from dealt.sweep.template import said
    data = template.data(finding["values"])
    note = f"Generated by `dealt sweep {template.file}` (scenario #{finding['index']}: {said(finding['values'])})."
    data = {"description": (data.get("description", "").strip() + " " + note).strip(),
            **{k: v for k, v in data.items() if k != "description"}}
    target = Path(folder) / f"{Path(template.file).name.split('.')[0]}-{finding['index']}.yaml"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=110))
    return target
