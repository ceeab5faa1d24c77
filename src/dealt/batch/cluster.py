"""Chunks of tasks on a Dask distributed cluster (``--scheduler ADDRESS``), results in completion order.

The same chunks and the same pure task function as the local pool (:mod:`dealt.batch.local`): each chunk
is one Dask task (``client.submit``), and ``as_completed`` hands back each result as it arrives. A worker
lost mid-run (killed, out of memory, its machine gone) loses only what it held: the scheduler runs those
tasks again on another worker (a task is pure, so running it twice gives the same result), up to
``distributed.scheduler.allowed-failures`` times. Each worker process imports Dealt once and keeps its
games and engines for every chunk it runs. The workers need Dealt installed (``pip install 'dealt[cluster]'``)
at the same version as the client.
"""
import itertools
import uuid

#: chunks kept in flight per worker thread (as the local pool)
IN_FLIGHT_PER_THREAD = 3
_END = object()


def connect(address, timeout=10):
    """A ``distributed.Client`` for the scheduler at `address`; an InputError at --scheduler if none answers."""
    from dealt.facts.errors import InputError
    try:
        from distributed import Client
    except ImportError:
        raise InputError("", "--scheduler", "running on a Dask cluster needs the `distributed` package, which is "
                         "not installed.", allowed="pip install 'dealt[cluster]'") from None
    try:
        return Client(address, timeout=timeout)
    except (OSError, TimeoutError, ValueError) as exc:
        raise InputError("", "--scheduler", f"no Dask scheduler answered at {address!r} within {timeout:g} s "
                         f"({type(exc).__name__}: {exc}).",
                         allowed="the address a scheduler prints (tcp://HOST:8786), or no --scheduler for the "
                         "local pool") from None


def run_cluster(fn, chunks, client, label="dealt-chunk"):
    """Yield ``(chunk, fn(chunk))`` for every chunk, in completion order, on the cluster behind `client`."""
    from distributed import as_completed
    chunks = iter(chunks)
    threads = max(1, sum(client.nthreads().values()))
    limit = threads * IN_FLIGHT_PER_THREAD
    counter = itertools.count()
    run = uuid.uuid4().hex[:8]                # keys of this run, apart from any other run on the same cluster
    pending = {}

    def submit():
        chunk = next(chunks, _END)
        if chunk is _END:
            return False
        future = client.submit(fn, chunk, key=f"{label}-{run}-{next(counter)}", pure=False)
        pending[future.key] = (future, chunk)
        flow.add(future)
        return True

    flow = as_completed()
    try:
        while len(pending) < limit and submit():
            pass
        for future in flow:
            result = future.result()          # a task lost with its worker was run again by the scheduler
            chunk = pending.pop(future.key)[1]
            future.release()
            submit()
            yield chunk, result
    except BaseException:
        flow.clear()
        client.cancel([future for future, _ in pending.values()])
        raise
