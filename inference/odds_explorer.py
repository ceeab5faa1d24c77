"""The exploring Chance of the exact odds: it gives forced random results, then stops the run at the next
decision with the options there."""
from dealt.inference.chance import Chance


class Undecided(Exception):
    """Raised by an exploring Chance at a random decision that has not been decided yet."""

    def __init__(self, kind, options, what):
        super().__init__(what)
        self.kind, self.options, self.what = kind, tuple(options), what


class Explorer(Chance):
    """A Chance that gives the `forced` results in order, then stops the run at the next decision."""

    def __init__(self, forced=(), engine=None, on_decided=None):
        super().__init__()
        self.forced = list(forced)
        self.engine = engine
        self.on_decided = on_decided

    def _next(self, kind, options, what):
        if not self.forced:
            raise Undecided(kind, options, what)
        value = self.forced.pop(0)
        if not self.forced and self.engine is not None and self.engine.reads is not None:
            self.engine.reads.clear()       # what led to the decision is the decision's own business
            if self.on_decided is not None:
                self.on_decided()
        self.record.append((kind, what, value, True))
        return value

    def pick(self, candidates, what):
        return self._next("pick", list(candidates), what)

    def roll(self, low, high, what):
        return self._next("roll", list(range(low, high + 1)), what)
