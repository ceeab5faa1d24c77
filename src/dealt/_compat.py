"""Import experta on Python >= 3.10 without leaving a trace.

experta 1.9.4 pins ``frozendict==1.2``, whose class statement subclasses
``collections.Mapping``; that alias was removed in Python 3.10. pip cannot
loosen an exact pin, so instead the alias is lent to ``collections`` for the
duration of experta's first import and taken back afterwards. Nothing else
needs it: frozendict only reads the name while its class is being created.

Every module of Dealt imports experta through :data:`experta` below, never
directly, so the shim always runs first.
"""
import collections
import collections.abc
import sys

_MISSING = object()


def _import_experta():
    if "experta" in sys.modules:
        return sys.modules["experta"]
    previous = collections.__dict__.get("Mapping", _MISSING)
    if previous is _MISSING:
        collections.Mapping = collections.abc.Mapping
    try:
        import experta as module
    finally:
        if previous is _MISSING:
            del collections.Mapping
    return module


experta = _import_experta()
