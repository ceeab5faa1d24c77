"""A game's damage sequence as data: ordered steps, each citing its source."""
from dataclasses import dataclass


@dataclass(frozen=True)
class Step:
    """One step of a damage sequence.

    `core` steps always run (their rules are the game's own), unless they
    `need` a keyword that nothing on the board has; an effects-only step runs
    only when some effect in play has a slot at it. Leaving out steps that
    cannot change anything is the fast path for a bare board. `phase` is
    ``amount`` for steps that decide how much is dealt and ``after`` for what
    the damage causes.
    """

    name: str
    title: str
    source: str
    core: bool = False
    phase: str = "amount"
    needs: str = ""
    stage: str = ""
    #: whether a mechanic may act at this step; when not, the step's own rule moves the event on
    #: (``tests/test_engine.py`` checks no mechanic's timing names such a step)
    effects: bool = True


class Sequence:
    """The ordered steps of one game's Damage Event, from creation to ``resolved``."""

    def __init__(self, steps):
        self.steps = tuple(steps)
        self.by_name = {s.name: s for s in self.steps}
        self.names = [s.name for s in self.steps]

    def chain(self, steps_with_slots, present=()):
        """(step, next) pairs for a board: the core steps it needs, and the effects steps that have slots.

        `present` names what is on the board or in the action (keywords, ``several_events``) that a
        core step `needs`.
        """
        kept = [s.name for s in self.steps
                if (s.core and (not s.needs or s.needs in present)) or s.name in steps_with_slots]
        return list(zip(kept, kept[1:]))

    def stage(self, name):
        """Where a Damage Event at step `name` stands: waiting, creating, created, resolving or done."""
        if name == self.names[0]:
            return "waiting"
        if name == self.names[-1]:
            return "done"
        step = self.by_name[name]
        return step.stage or ("creating" if step.phase == "amount" else "resolving")

    def rank(self, name):
        return self.names.index(name)

    def __getitem__(self, name):
        return self.by_name[name]
