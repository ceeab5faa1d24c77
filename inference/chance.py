"""Random results as data: taken from the scenario's `choices` when given, else from its `seed`.

`choices.picks` lists the random targets in the order the game needs them,
`choices.rolls` the random numbers (such as Lightning Storm's 2 or 3 per minion).
A given result must be legal at the moment it is used (a living, eligible
target; a number in range), otherwise the run stops with an InputError that
names the place in `choices`. Every result, given or drawn, is recorded so
that `why` can say which random result made a difference.
"""
import random

from dealt.facts.errors import InputError


class Chance:
    """The random results of one run."""

    def __init__(self, choices=None, seed=0, file="<input>", line_of=None, place=None):
        choices = choices or {}
        self.given = {"picks": list(choices.get("picks") or []), "rolls": list(choices.get("rolls") or [])}
        self.used = {"picks": 0, "rolls": 0}
        self.rng = random.Random(seed)
        self.file = file
        self.line_of = line_of or (lambda where: None)
        self.place = place or (lambda where: where)     # where a choice is in the file (actions[2].choices...)
        self.record = []          # [(kind, what, result, given?)]

    def input_error(self, where, problem, allowed=None):
        """An InputError at a place of the scenario (with its line), for a choice found wrong during the run."""
        return InputError(self.file, self.place(where), problem, allowed=allowed, line=self.line_of(where))

    def _error(self, kind, index, problem, allowed):
        return self.input_error(f"choices.{kind}[{index}]", problem, allowed)

    def pick(self, candidates, what):
        """One of `candidates` (board ids, in play order) for `what` (e.g. 'missile 3 of Arcane Missiles')."""
        index = self.used["picks"]
        if index < len(self.given["picks"]):
            value = str(self.given["picks"][index])
            if value not in candidates:
                raise self._error("picks", index, f"{value!r} cannot be picked for {what}: it is not a living, "
                                  "eligible target at that moment.", ", ".join(candidates) or "(none)")
            given = True
        else:
            value, given = self.rng.choice(list(candidates)), False
        self.used["picks"] += 1
        self.record.append(("pick", what, value, given))
        return value

    def pick_given(self, what, why_not, allowed, missing):
        """A pick the scenario must give (a card by name, from a pool no seed's draw should stand for): the next of
        `choices.picks`, refused when `why_not(value)` says why it cannot be; none given: an InputError saying
        `missing`."""
        index = self.used["picks"]
        if index >= len(self.given["picks"]):
            raise self.input_error(f"choices.picks[{index}]" if index else "choices.picks", missing, allowed)
        value = str(self.given["picks"][index])
        problem = why_not(value)
        if problem:
            raise self._error("picks", index, f"{value!r} cannot be picked for {what}: {problem}.", allowed)
        self.used["picks"] += 1
        self.record.append(("pick", what, value, True))
        return value

    def roll(self, low, high, what):
        """A whole number from `low` to `high` for `what`."""
        index = self.used["rolls"]
        if index < len(self.given["rolls"]):
            value = self.given["rolls"][index]
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                raise self._error("rolls", index, f"{value!r} is not a possible roll for {what}.",
                                  f"whole numbers from {low} to {high}")
            given = True
        else:
            value, given = self.rng.randint(low, high), False
        self.used["rolls"] += 1
        self.record.append(("roll", what, value, given))
        return value

    def check_all_used(self):
        """Refuse given results the run never needed (the scenario and its choices disagree)."""
        for kind in ("picks", "rolls"):
            if self.used[kind] < len(self.given[kind]):
                index = self.used[kind]
                raise self._error(kind, index, f"this {kind[:-1]} was never needed: the action made only "
                                  f"{self.used[kind]} random {kind}.", f"at most {self.used[kind]} {kind}")
