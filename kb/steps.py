"""A game's damage sequence as data: ordered steps, each citing its source."""
from dataclasses import dataclass


@dataclass(frozen=True)
class Step:
    """One step of a damage sequence.

    `core` steps always run (their rules are the game's own); an effects-only
    step runs only when some effect in play has a slot at it, which is the fast
    path for a bare board. `phase` is ``amount`` for steps that decide how much
    is dealt and ``after`` for what the damage causes.
    """

    name: str
    title: str
    source: str
    core: bool = False
    phase: str = "amount"


class Sequence:
    """The ordered steps of one game's Damage Event, from creation to ``resolved``."""

    def __init__(self, steps):
        self.steps = tuple(steps)
        self.by_name = {s.name: s for s in self.steps}
        self.names = [s.name for s in self.steps]

    def chain(self, steps_with_slots):
        """(step, next) pairs for a board: core steps, plus effects steps that have slots."""
        kept = [s.name for s in self.steps if s.core or s.name in steps_with_slots]
        return list(zip(kept, kept[1:]))

    def rank(self, name):
        return self.names.index(name)

    def __getitem__(self, name):
        return self.by_name[name]
