"""The budget of a search (not of one resolution: :mod:`.budget`) (`dealt odds`, `dealt orders`): how many states it may explore and for how long.

A search that spends its budget stops with exit 2 and one paragraph saying what it explored, so a board
that would take hours (or all the memory) is refused in words instead of hanging. On a terminal, a
search that runs for more than a moment shows its progress on one line of stderr.
"""
import sys
import time

from dealt.facts.errors import InputError

#: merged states (`dealt odds`, Sentinels' `dealt orders`); a search whose states cost more sets its own
#: default (Magic's orders: each one a whole resolution, :data:`dealt.inference.alternatives.MAX_ORDERS`)
DEFAULT_MAX_STATES = 2_000_000
#: seconds (the state budget's 2,000,000 merged states take about 10 s; the issue asks every input to
#: end within 30 s)
DEFAULT_TIMEOUT = 30.0
#: a search shows its progress on a terminal once it has run this long (seconds)
PROGRESS_AFTER = 1.5


class BudgetSpent(InputError):
    """A search stopped because it spent its state or time budget (exit 2, like bad input)."""


class SearchBudget:
    """The limits of one search, checked as it goes; `explored()` says what it has done so far."""

    def __init__(self, file, command, max_states=None, timeout=DEFAULT_TIMEOUT, progress=None):
        self.file, self.command = file, command
        self.given = max_states is not None            # (else the search's own default applies)
        self.max_states = DEFAULT_MAX_STATES if max_states is None else max_states
        self.timeout = timeout
        self.progress = _terminal() if progress is None else (progress or None)
        self.started = time.monotonic()
        self.shown = 0.0               # when progress was last drawn (0: never)

    def default_states(self, states):
        """The state budget is `states` unless one was given (a search whose every state costs more)."""
        if not self.given:
            self.max_states = states

    def elapsed(self):
        return time.monotonic() - self.started

    def check(self, states, explored):
        """Stop (BudgetSpent) when `states` is past the state budget or the time is up; `explored()`
        is the words for what was explored, asked only when they are needed."""
        if self.max_states is not None and states > self.max_states:
            self.stop("--max-states", f"the state budget of {self.max_states:,} is spent", explored())
        now = time.monotonic()
        seconds = now - self.started
        if self.timeout is not None and seconds > self.timeout:
            self.stop("--timeout", f"the time budget of {self.timeout:g} s is spent", explored())
        if self.progress is not None and seconds > PROGRESS_AFTER and now - self.shown > 0.25:
            self.shown = now
            line = f"dealt {self.command} ({seconds:.0f} s): {explored()}"
            self.progress.write("\r" + line[:79].ljust(79))     # one line of a terminal, drawn over
            self.progress.flush()

    def stop(self, option, why, explored):
        self.clear()
        raise BudgetSpent(self.file, option, f"`dealt {self.command}` stopped: {why} after exploring {explored} "
                          f"in {self.elapsed():.1f} s, and no result is given (it would not be exact). Raise "
                          f"--max-states or --timeout to search further, or make the board smaller.")

    def clear(self):
        """Take the progress line off the terminal."""
        if self.progress is not None and self.shown:
            self.progress.write("\r" + " " * 79 + "\r")
            self.progress.flush()
            self.shown = 0.0


def _terminal():
    """stderr when it is a terminal (progress is for a person watching), else None."""
    try:
        return sys.stderr if sys.stderr.isatty() else None
    except (AttributeError, ValueError):
        return None
