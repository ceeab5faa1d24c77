"""Chunks of tasks on a local process pool, their results yielded in the order they complete.

The pool's processes are forked from this one where the platform allows (Linux), so they start with Dealt
already imported; each keeps its games, and every engine they compose, for all the chunks it runs. At most
a few chunks per worker are in flight at once, so a lazy stream of chunks (a sweep of millions of
scenarios) is never held in memory. One worker (``--workers 1``) runs the chunks in this process.
"""
import itertools
import multiprocessing
import os
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

#: chunks kept in flight per worker: enough that no worker waits for the next, few enough to stream
IN_FLIGHT_PER_WORKER = 3
_END = object()


def batched(items, size):
    """Lists of `size` consecutive items of any iterable, drawn lazily (a sweep's generator stays a generator)."""
    items = iter(items)
    while chunk := list(itertools.islice(items, size)):
        yield chunk


def default_workers():
    """The CPUs this process may run on."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except AttributeError:         # not Linux
        return os.cpu_count() or 1


def _context():
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("fork" if "fork" in methods else "spawn")


def run_local(fn, chunks, workers=None):
    """Yield ``(chunk, fn(chunk))`` for every chunk, in completion order, on `workers` processes."""
    workers = workers or default_workers()
    if workers == 1:
        for chunk in chunks:
            yield chunk, fn(chunk)
        return
    chunks = iter(chunks)
    with ProcessPoolExecutor(max_workers=workers, mp_context=_context()) as pool:
        pending = {}
        try:
            while True:
                while len(pending) < workers * IN_FLIGHT_PER_WORKER:
                    chunk = next(chunks, _END)
                    if chunk is _END:
                        break
                    pending[pool.submit(fn, chunk)] = chunk
                if not pending:
                    return
                done, _ = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    yield pending.pop(future), future.result()
        except BaseException:      # interrupted (or the consumer stopped): drop what has not started
            for future in pending:
                future.cancel()
            raise
