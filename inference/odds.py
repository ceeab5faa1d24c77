"""Exact odds for random effects: exhaustive enumeration that merges equal intermediate states.

A random effect stops at each decision (a random pick or roll) with the options it has. From a
state (working memory between decisions, normalised so that equal situations compare equal) each
option is followed with the engine until the next decision or the end; states reached by several
paths are merged and their probabilities added, layer by layer, so the work grows with the number
of distinct situations, not with the number of paths (8^16 for 16 missiles into 8 characters).

Following an option is memoised by what it actually read: the facts its firings matched (and the
keywords of the characters among them), plus whether another hit is still pending (the death step
waits for the last one). Two states that agree on that footprint continue the same way, so the
engine runs once per distinct local situation (a missile into a 3-Health minion) and the merging
is done on the recorded changes.

Probabilities are exact: integer weights over a common denominator, reduced to fractions at the end.
"""
import math
from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction

from dealt.inference.chance import Chance
from dealt.inference.engine import Checkpoint

#: the rules of the Death step: a run stops before them (a checkpoint), so what comes before does not
#: depend on every character's survival and is shared by many more states
DEATH_STEP = {"character_at_zero_health_is_destroyed", "doomed_card_is_destroyed_with_the_deaths"}

#: facts that never change during an action (left out of the state; shared by every path)
STATIC = {"InitialFact", "Slot", "NextStep", "Effect", "Ability", "HealthFloor"}
#: facts that only record the past (left out: they do not change what happens next)
HISTORY = {"DamageEvent", "Note"}


class Undecided(Exception):
    """Raised by an exploring Chance at a random decision that has not been decided yet."""

    def __init__(self, kind, options, what):
        super().__init__(what)
        self.kind, self.options, self.what = kind, tuple(options), what


class Explorer(Chance):
    """A Chance that gives the `forced` results in order, then stops the run at the next decision."""

    def __init__(self, forced=(), engine=None):
        super().__init__()
        self.forced = list(forced)
        self.engine = engine

    def _next(self, kind, options, what):
        if not self.forced:
            raise Undecided(kind, options, what)
        value = self.forced.pop(0)
        if not self.forced and self.engine is not None and self.engine.reads is not None:
            self.engine.reads.clear()       # what led to the decision is the decision's own business
        self.record.append((kind, what, value, True))
        return value

    def pick(self, candidates, what):
        return self._next("pick", list(candidates), what)

    def roll(self, low, high, what):
        return self._next("roll", list(range(low, high + 1)), what)


def content(fact):
    """A fact as a hashable (template, fields) pair."""
    return (type(fact).__name__, tuple(sorted((k, v) for k, v in fact.items()
                                              if not (isinstance(k, str) and k.startswith("__")))))


_SHIFTED = {}


def _shift(hit, turn):
    """A Hit's content with its queue place counted from `turn` (memoised: few distinct hits exist)."""
    key = (hit, turn)
    if key not in _SHIFTED:
        _SHIFTED[key] = (hit[0], tuple((k, v - turn if k == "position" else v) for k, v in hit[1]))
    return _SHIFTED[key]


def _normalise(contents):
    """Queue places counted from the current turn, so that the same situation one missile later compares equal."""
    turn = next((f[0][1] for t, f in contents if t == "Turn"), 0)
    if not turn:
        return contents if isinstance(contents, frozenset) else frozenset(contents)
    return frozenset((("Turn", (("next", 0),)) if c[0] == "Turn" else _shift(c, turn) if c[0] == "Hit" else c)
                     for c in contents)


@dataclass
class Step:
    """What following one option from one situation did."""

    removed: frozenset
    added: frozenset
    dealt: int
    fired: bool
    decision_ids: tuple = None    # what the next decision depends on, or None when the action ends
    decision_kind: str = ""       # pick, roll, or settle (the Death step comes next)


@dataclass
class Odds:
    """The exact distribution of outcomes of a scenario."""

    outcomes: dict                    # (health tuple, destroyed tuple, fired, dealt) -> Fraction
    characters: tuple                 # board ids, in the order of the health tuples
    rule: str = ""
    engine_runs: int = 0
    states: int = 0
    paths: int = 0
    decisions: int = 0
    memo_hits: int = 0

    def marginals(self):
        health = {c: defaultdict(Fraction) for c in self.characters}
        dies = defaultdict(Fraction)
        total = defaultdict(Fraction)
        fired = Fraction(0)
        for (healths, destroyed, did_fire, dealt), p in self.outcomes.items():
            for c, h in zip(self.characters, healths):
                health[c][h] += p
            for c in destroyed:
                dies[c] += p
            total[dealt] += p
            if did_fire:
                fired += p
        return {"health": {c: dict(sorted(d.items())) for c, d in health.items()},
                "dies": {c: dies[c] for c in self.characters},
                "total_damage": dict(sorted(total.items())), "rule_fires": fired}


class Enumerator:
    """Runs the exhaustive enumeration for one scenario on its game's engine."""

    def __init__(self, game, board, rule=""):
        self.game, self.engine, self.rule = game, game.engine_for(board), rule

        self.static = []          # taken after the first run: the action is spent by then
        self.memo = {}
        self.footprints = defaultdict(list)   # (option, prefix) -> distinct footprints (identity tuples)
        self.decisions = {}                   # (decision footprint, its contents) -> (kind, options)
        self.engine_runs = 0
        self.memo_hits = 0
        self._indexes = {}

    # --- one engine run ---------------------------------------------------
    def _run(self, facts, forced):
        engine = self.engine
        engine.start(facts, Explorer(forced, engine))
        engine.reads = []
        before = {content(f) for f in engine.facts.values()}
        decision, stop_reads = None, []
        try:
            engine.run()
        except Checkpoint:
            decision = ("settle", (None,))       # the Death step comes next: followed on its own
        except Undecided as undecided:
            decision = (undecided.kind, undecided.options)
            stop_reads = engine.reads[engine.reads_mark:]    # what the next decision's options depend on
            del engine.reads[engine.reads_mark:]
        self.engine_runs += 1
        trace = engine.trace
        as_content = lambda r: r if isinstance(r, tuple) else content(r)
        read = {as_content(r) for r in engine.reads}
        for firing in trace.firings:
            if decision is not None and firing == trace.firings[-1]:
                continue                      # the firing that stopped at the next decision
            for fact in trace.matched(firing):
                data = trace.graph.nodes[fact]
                read.add((data["template"], tuple(sorted(data["data"].items()))))
        self.stop_reads = {as_content(r) for r in stop_reads}
        if decision is not None and decision[0] != "settle":   # and the facts the stopped firing matched
            for fact in trace.matched(trace.firings[-1]):
                data = trace.graph.nodes[fact]
                self.stop_reads.add((data["template"], tuple(sorted(data["data"].items()))))
        engine.reads = None
        after = {content(f) for f in engine.facts.values()}
        dealt = sum(f["dealt"] for f in engine.facts.values()
                    if type(f).__name__ == "DamageEvent" and f["step"] == "resolved" and not f["prevented"])
        fired = bool(self.rule) and any(trace.firing(n)["rule"] == self.rule for n in trace.firings)
        self.settled = any(trace.firing(n)["rule"] in DEATH_STEP for n in trace.firings)
        keep = lambda cs: {c for c in cs if c[0] not in STATIC and c[0] not in HISTORY}
        return keep(before), keep(after), read, dealt, fired, decision

    # --- states -----------------------------------------------------------
    def _facts(self, state):
        from dealt.facts import templates
        facts = [f.copy() for f in self.static]
        for template, fields in state:
            facts.append(getattr(templates, template)(**dict(fields)))
        return facts

    def _index(self, state):
        index = self._indexes.get(state)
        if index is None:
            index = defaultdict(list)
            anyone_dead = False
            for c in state:
                index[_identity(c)].append(c)
                if c[0] == "Entity":
                    d = dict(c[1])
                    alive = not d["destroyed"] and d["health"] > 0 and not d.get("doomed")
                    index[("alive", d["id"])].append(alive)
                    anyone_dead |= d["kind"] in ("hero", "minion") and not d["destroyed"] and not alive
            index[("anyone_dead", None)].append(anyone_dead)
            self._indexes[state] = index
        return index

    def _footprint_key(self, state, read_ids, more):
        """What `state` holds at the identities of a footprint (a tuple sorted once, when recorded)."""
        index = self._index(state)
        return tuple(_bag(index.get(i, ())) for i in read_ids), more

    @staticmethod
    def _ids(read):
        ids = {(r[0], r[1]) if r[0] == "alive" else _identity(r) for r in read
               if r[0] not in STATIC and r[0] not in HISTORY}
        ids |= {("Keyword", dict(r[1]).get("id")) for r in read if r[0] == "Entity"}
        return ids

    def _decision(self, state, kind, decision_ids):
        """The next decision in `state`, if it has been seen for the same footprint; else None."""
        return self.decisions.get((kind, decision_ids, self._footprint_key(state, decision_ids, None)))

    def follow(self, state, prefix, option):
        """(Step, new normalised state, next decision) for following `option` at the decision in `state`.

        The continuation (what happens until the next decision) and the next decision itself (its
        options) are memoised separately, each on the facts it read.
        """
        more = sum(1 for t, _ in state if t == "Hit") > 1
        for read_ids in self.footprints[(option, prefix)]:
            step = self.memo.get((option, prefix, self._footprint_key(state, read_ids, more)))
            if step is None:
                continue
            after = _normalise((state - step.removed) | step.added)
            if step.decision_ids is None:
                self.memo_hits += 1
                return step, after, None
            decision = self._decision(after, step.decision_kind, step.decision_ids)
            if decision is not None:
                self.memo_hits += 1
                return step, after, decision
        # the run starts from the normalised state (Turn 0), so its changes are in that frame and
        # apply to any other normalised state; the result is normalised again afterwards
        forced = list(prefix) + ([] if option is None else [option])     # None: past the checkpoint
        before, after, read, dealt, fired, decision = self._run(self._facts(state), forced)
        ids = self._ids(read)
        if self.settled:
            # the Death step looks at every character (those it does not destroy are read by their
            # absence): a run that went through it depends on whether each one is still alive
            ids |= {("alive", dict(c[1])["id"]) for c in state if c[0] == "Entity"}
        elif decision is None or decision[0] == "settle":
            # whether the Death step comes next (or the action simply ends) depends on whether any
            # character is already dead, besides the ones this run read
            ids.add(("anyone_dead", None))
        ids = tuple(sorted(ids, key=repr))
        decision_ids = tuple(sorted(self._ids(self.stop_reads), key=repr)) if decision else None
        step = Step(removed=frozenset(before - after), added=frozenset(after - before), dealt=dealt,
                    fired=fired, decision_ids=decision_ids, decision_kind=decision[0] if decision else "")
        if ids not in self.footprints[(option, prefix)]:
            self.footprints[(option, prefix)].append(ids)
        self.memo[(option, prefix, self._footprint_key(state, ids, more))] = step
        after = _normalise((state - step.removed) | step.added)
        if decision is not None:
            self.decisions[(decision[0], decision_ids, self._footprint_key(after, decision_ids, None))] = decision
        return step, after, decision

    # --- the enumeration ---------------------------------------------------
    def run(self, board_facts):
        self.engine.checkpoints = DEATH_STEP
        try:
            return self._enumerate(board_facts)
        finally:
            self.engine.checkpoints = None

    def _enumerate(self, board_facts):
        first_before, first_after, _, dealt0, fired0, decision = self._run(board_facts, [])
        self.static = [f.copy() for f in self.engine.facts.values()
                       if type(f).__name__ in STATIC and type(f).__name__ != "InitialFact"]
        start = _normalise(first_after)
        characters = tuple(dict(f)["id"] for t, f in sorted(start, key=lambda c: dict(c[1]).get("order", 0))
                           if t == "Entity" and dict(f)["kind"] in ("hero", "minion"))
        outcomes = defaultdict(Fraction)
        # a layer: (state, prefix, decision options, dealt so far, fired so far) -> weight
        layer = {(start, (), decision, dealt0, fired0): 1}
        scale, states, paths, decisions = 1, 0, 0, 0
        while layer:
            states += len(layer)
            branching = {len(d[1]) for (_, _, d, _, _) in layer if d is not None}
            step_scale = math.lcm(*branching) if branching else 1
            scale *= step_scale
            nxt = defaultdict(int)
            for (state, prefix, decision, dealt, fired), weight in layer.items():
                if decision is None:
                    outcomes[_outcome(state, characters, fired, dealt)] += Fraction(weight * step_scale, scale)
                    continue
                decisions += 1
                share = weight * (step_scale // len(decision[1]))
                for option in decision[1]:
                    step, after, next_decision = self.follow(state, prefix, option)
                    paths += 1
                    # nothing changed yet: the next decision is made in the same firing (Multi-Shot's
                    # second target), so the results so far are carried as a prefix
                    same_firing = next_decision is not None and not (step.removed or step.added)
                    child_prefix = prefix + (option,) if same_firing else ()
                    nxt[(after, child_prefix, next_decision, dealt + step.dealt, fired or step.fired)] += share
            layer = nxt
        return Odds(outcomes=dict(outcomes), characters=characters, rule=self.rule,
                    engine_runs=self.engine_runs, states=states, paths=paths, decisions=decisions,
                    memo_hits=self.memo_hits)


def _bag(items):
    """Items in an order that does not depend on how a set happened to iterate them."""
    return tuple(items) if len(items) < 2 else tuple(sorted(items, key=repr))


def _identity(c):
    template, fields = c
    d = dict(fields)
    for key in ("id", "entity", "name", "position"):
        if key in d:
            return (template, d[key]) if template != "Keyword" else (template, d.get("entity"))
    return (template, None)


def _outcome(state, characters, fired, dealt):
    entities = {dict(f)["id"]: dict(f) for t, f in state if t == "Entity"}
    healths = tuple(entities[c]["health"] for c in characters)
    destroyed = tuple(c for c in characters if entities[c]["destroyed"])
    return healths, destroyed, fired, dealt


def odds(game, scenario, rule=""):
    """The exact distribution of the scenario's outcomes over every random result."""
    if rule and rule not in game.rules():
        from dealt.facts.errors import InputError
        raise InputError(scenario.file, "--rule", f"{rule!r} is not a rule of {game.name}.",
                         allowed=", ".join(sorted(n for n, r in game.rules().items()
                                                  if not getattr(r, "housekeeping", False))))
    board = game.board(scenario)
    return Enumerator(game, board, rule).run(board.facts)


def brute_force(game, scenario, rule=""):
    """The same distribution by replaying every sequence of random results from the start, without merging.

    Exponential: for checking :func:`odds` on small cases.
    """
    board = game.board(scenario)
    engine = game.engine_for(board)
    characters, outcomes = None, defaultdict(Fraction)
    pending = [((), Fraction(1))]
    while pending:
        forced, p = pending.pop()
        engine.start(board.facts, Explorer(forced))
        try:
            engine.run()
        except Undecided as decision:
            pending.extend((forced + (o,), p / len(decision.options)) for o in decision.options)
            continue
        facts = list(engine.facts.values())
        entities = sorted((f for f in facts if type(f).__name__ == "Entity" and f["kind"] in ("hero", "minion")),
                          key=lambda f: f["order"])
        characters = tuple(f["id"] for f in entities)
        dealt = sum(f["dealt"] for f in facts
                    if type(f).__name__ == "DamageEvent" and f["step"] == "resolved" and not f["prevented"])
        fired = bool(rule) and any(engine.trace.firing(n)["rule"] == rule for n in engine.trace.firings)
        key = (tuple(f["health"] for f in entities), tuple(f["id"] for f in entities if f["destroyed"]), fired, dealt)
        outcomes[key] += p
    return Odds(outcomes=dict(outcomes), characters=characters or (), rule=rule)
