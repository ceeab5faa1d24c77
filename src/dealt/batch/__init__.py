"""Many scenarios at once: a task is a chunk of files, run on a local process pool or a Dask cluster.

:mod:`.tasks` (one file -> one JSON-able result), :mod:`.local` (process pool), :mod:`.cluster` (Dask
distributed), :mod:`.journal` (results appended as they arrive; ``--resume``), :mod:`.progress` (the bar).
"""
