"""`dealt corpus --scheduler` on a real Dask cluster: a LocalCluster of two worker processes (one thread each).

The run gives what the local pool gives; and a worker killed mid-run (os.kill of its process, SIGKILL, while it
holds a task) loses no result: the scheduler runs its tasks again on a worker (the nanny starts a new one),
the run completes, and every file has exactly one result.
"""
import json
import os
import signal
import time
from pathlib import Path

import pytest

distributed = pytest.importorskip("distributed")

from dealt.cli import main  # noqa: E402
from dealt.corpus import find_files, run_corpus  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
#: 40-odd small rulings: enough that both workers are busy when one is killed
CORPUS = ROOT / "tests" / "rulings" / "sentinels"


@pytest.fixture(scope="module")
def cluster():
    from distributed import Client, LocalCluster
    with LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None,
                      worker_dashboard_address=None) as local, Client(local) as client:
        client.wait_for_workers(2, timeout=60)
        yield local, client


def _files(limit=48):
    return [p for p, _ in find_files([CORPUS])][:limit]


def test_the_cluster_gives_what_the_local_pool_gives(cluster, tmp_path, capsys):
    local, _ = cluster
    paths = _files(12)
    code = main(["corpus", *paths, "--scheduler", local.scheduler_address, "--json", "--out", str(tmp_path / "c")])
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    code_local = main(["corpus", *paths, "--workers", "1", "--json", "--out", str(tmp_path / "l")])
    local_lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert code == code_local

    def by_path(rows):
        return {r["path"]: {k: v for k, v in r.items() if k != "seconds"} for r in rows[:-1]}
    assert by_path(lines) == by_path(local_lines) and len(lines) == len(paths) + 1
    assert lines[-1]["scheduler"] == local.scheduler_address and lines[-1]["summary"]["total"]["files"] == len(paths)


def test_a_worker_killed_mid_run_loses_no_result(cluster, tmp_path):
    local, client = cluster
    client.wait_for_workers(2, timeout=60)
    paths = _files()
    before = client.run(os.getpid)                   # worker address -> its process id
    killed = {}

    def kill_one_busy_worker(result, resumed):
        if killed:
            return
        for address, keys in client.processing().items():   # a worker that holds a task right now
            if keys and address in before:
                os.kill(before[address], signal.SIGKILL)
                killed[address] = before[address]
                return

    started = time.monotonic()
    run = run_corpus(paths, client=client, chunk=1, out=tmp_path / "j.jsonl", on_result=kill_one_busy_worker)
    assert killed, "no worker was busy to be killed"
    assert sorted(r["path"] for r in run.results) == sorted(paths)          # every file, once
    assert [r["status"] for r in run.results] == ["passed"] * len(paths), [r["message"] for r in run.not_passed()]
    journal = [json.loads(line)["path"] for line in (tmp_path / "j.jsonl").read_text().splitlines()]
    assert sorted(journal) == sorted(paths)                                 # written once each, as they came
    client.wait_for_workers(2, timeout=60)                                  # the nanny started a new worker
    assert set(killed.values()).isdisjoint(client.run(os.getpid).values())
    assert time.monotonic() - started < 45
