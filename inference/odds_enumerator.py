"""The exhaustive enumeration behind the exact odds (`Enumerator`): engine runs between decisions, the
compact state they are remembered on, and the layers of packed situations (see `odds.py` for the
overview)."""
import math
from collections import defaultdict
from fractions import Fraction

from dealt.inference.engine import Checkpoint
from dealt.inference.odds_acting import Acting
from dealt.inference.odds_explorer import Explorer, Undecided
from dealt.inference.odds_footprints import _FILTER, DecisionSpot, Footprint, Projections
from dealt.inference.odds_packing import Group, Packing
from dealt.inference.odds_result import Odds
from dealt.inference.odds_steps import CONTINUE, SETTLE, Change, Step, _bag, _hits, _queue
from dealt.inference.reads import ALL, FieldTracker, RunReads, fact_identity, identity

#: the rules of the Death step: a run stops before them (a checkpoint), so what comes before does not
#: depend on every character's survival and is shared by many more states
DEATH_STEP = {"character_at_zero_health_is_destroyed", "doomed_card_is_destroyed_with_the_deaths"}

#: facts that never change during an action (left out of the state; shared by every path)
STATIC = {"InitialFact", "Slot", "NextStep", "Effect", "Ability", "HealthFloor"}
#: facts that only record the past (left out: they do not change what happens next)
HISTORY = {"DamageEvent", "Note"}
#: facts that count within a run, put back to where they start: a run starts where every Damage Event
#: is done (a decision, the Death step), the events are left out and the engine's counters start again
RESTARTED = {"TriggerQueue": (("next", 1),), "ResolutionTurn": (("next", 1),)}

_UNCHANGED = "unchanged"


def content(fact):
    """A fact as a hashable (template, fields) pair."""
    return (type(fact).__name__, tuple(sorted((k, v) for k, v in fact.items()
                                              if not (isinstance(k, str) and k.startswith("__")))))


class Enumerator:
    """Runs the exhaustive enumeration for one scenario on its game's engine.

    A state is a pair of tuples of small integers: one slot per fact identity (a character's Entity,
    its Keywords, a Player...) holding the code of the bag of contents there (0: none), and the Hit
    queue counted from the current turn. Codes make states cheap to hash, compare and change.
    """

    def __init__(self, game, board, rule=None, budget=None):
        from dealt.facts import templates
        self.budget = budget      # the states and time it may spend (None: unbounded)
        self.states, self.layers = 0, 0    # explored so far (for the budget's words)
        if not isinstance(rule, Acting):             # a rule's name (or nothing)
            rule = Acting(rule=rule or "")
        self.game, self.engine, self.rule = game, game.engine_for(board), rule
        self._templates = templates
        self.static = []          # taken after the first run: the action is spent by then
        self.slot_of, self.identities, self.entity_slots = {}, [], []
        self.code_of, self.bags = {(): 0}, [()]
        self._alive = [False]
        self._dying_flags = [False]      # by code: a character at 0 Health (or marked to die) not yet destroyed
        self.footprints = defaultdict(list)   # (option, prefix) -> [Footprint]
        self.continuations = defaultdict(list)  # prefix -> [Footprint] of what follows a cut
        self.queues, self.queue_number = [], {}  # the Hit queues met, numbered (steps know where they move one)
        self.packing = Packing(self)
        self._masks = {}                         # (step, rest after its cut) -> the bits it depends on
        self._projections = {}
        self.settle_parts = defaultdict(list)     # slot -> [(fields read, projections, keyword slot, memo)]
        self._dying_codes = {}
        self.spots = {}
        self.tracker = FieldTracker(self.engine, [templates.Record])
        self._dying = {}
        self.engine_runs = 0
        self.memo_hits = 0

    # --- the compact state -------------------------------------------------
    def _slot(self, identity):
        slot = self.slot_of.get(identity)
        if slot is None:
            slot = self.slot_of[identity] = len(self.identities)
            self.identities.append(identity)
            if identity[0] == "Entity":
                self.entity_slots.append(slot)
        return slot

    def _code(self, bag):
        code = self.code_of.get(bag)
        if code is None:
            code = self.code_of[bag] = len(self.bags)
            self.bags.append(bag)
            alive, dying = None, False
            if bag[0][0] == "Entity":
                d = dict(bag[0][1])
                alive = not d["destroyed"] and d["health"] > 0 and not d.get("doomed")
                dying = not alive and d["kind"] in ("hero", "minion") and not d["destroyed"]
            self._alive.append(alive)
            self._dying_flags.append(dying)
        return code

    def _pad(self, state):
        return state + (0,) * (len(self.identities) - len(state))

    def alive(self, code):
        """Whether the character coded in an Entity slot is alive (in play, above 0 Health, not marked to die)."""
        return self._alive[code]

    def anyone_dying(self, state):
        dying = self._dying.get(state)
        if dying is None:
            dying = False
            for slot in self.entity_slots:
                code = state[slot]
                if code and not self._alive[code]:
                    d = dict(self.bags[code][0][1])
                    if d["kind"] in ("hero", "minion") and not d["destroyed"]:
                        dying = True
                        break
            self._dying[state] = dying
        return dying

    def _state(self, contents, turn):
        """(state, queue) from fact contents, with the queue counted from `turn`."""
        slots, hits = defaultdict(list), defaultdict(list)
        for c in contents:
            if c[0] == "Hit":
                fields = dict(c[1])
                hits[fields.pop("position")].append(("Hit", tuple(sorted(fields.items()))))
            elif c[0] == "Turn":
                slots[self._slot(("Turn", None))].append(("Turn", (("next", 0),)))
            elif c[0] in RESTARTED:
                slots[self._slot((c[0], None))].append((c[0], RESTARTED[c[0]]))
            else:
                slots[self._slot(identity(c[0], dict(c[1])))].append(c)
        state = [0] * len(self.identities)
        for slot, bag in slots.items():
            state[slot] = self._code(_bag(bag))
        return tuple(state), _queue({p: self._code(_bag(b)) for p, b in hits.items()}, turn)

    def _facts(self, state, queue):
        make = lambda template, fields: getattr(self._templates, template)(**fields)
        facts = [f.copy() for f in self.static]
        for code in state:
            for template, fields in self.bags[code]:
                facts.append(make(template, dict(fields)))
        for place, code in enumerate(queue):
            for template, fields in self.bags[code]:
                facts.append(make(template, {**dict(fields), "position": place}))
        return facts

    # --- one engine run ---------------------------------------------------
    def _run(self, facts, forced, cut=False, settling=False):
        """Run the engine from `facts` with the `forced` random results until the next decision, the
        Death step or the end; with `cut`, also note the state right after the run's Damage Events
        are done, and what was read before and after that cut apart (see the module docstring).

        A `settling` run is the Death step itself: it stops only at the *next* Death step, after this
        one has fired. (Rules that derive from the board, such as Commanding Shout's floor covering a
        minion, fire again first in a run rebuilt from a state; stopping before the Death step then
        would lead the state back to itself for ever.)"""
        engine, tracker = self.engine, self.tracker
        reads = tracker.reads = RunReads()
        explorer = Explorer(forced, engine, on_decided=reads.clear)
        engine.start(facts, explorer)
        engine.reads = []
        trace = engine.trace
        decision, stop_reads, mark = None, [], None
        call = engine.rhs_call
        if settling:
            engine.checkpoints = None

            def settle(activation, arguments):
                if activation.rule.__name__ in DEATH_STEP:
                    engine.checkpoints = DEATH_STEP     # this Death step has begun: stop at the next one
                return call(activation, arguments)
            engine.rhs_call = settle
        if cut:

            def watch(activation, arguments):
                nonlocal mark
                result = call(activation, arguments)
                if mark is None and not explorer.forced and _events_done(engine):
                    mark = (len(trace.firings), len(engine.reads), tracker.reads, self._contents(engine))
                    tracker.reads = RunReads()
                return result
            engine.rhs_call = watch
        try:
            engine.run()
        except Checkpoint:
            decision = (SETTLE, (None,))       # the Death step comes next: followed on its own
        except Undecided as undecided:
            decision = (undecided.kind, undecided.options)
            stop_reads = engine.reads[engine.reads_mark:]    # what the next decision's options depend on
            del engine.reads[engine.reads_mark:]
        finally:
            engine.rhs_call, engine.checkpoints = call, DEATH_STEP
            rest = tracker.reads
            tracker.reads = None
        self.engine_runs += 1
        if self.budget is not None:
            self.budget.check(self.states, self.explored)
        nodes = trace.graph.nodes

        def matched(firing):
            return [(nodes[f]["template"], nodes[f]["data"]) for f in trace.matched(firing)]

        def collect(run_reads, rhs_reads, firings, last=True):
            fields = run_reads.fields          # identity -> fields read (ALL: the whole fact)
            alive = set()
            for r in rhs_reads:
                if isinstance(r, tuple):
                    alive.add(r[1])
                else:
                    fields[fact_identity(r)].add(ALL)
            for firing in firings:
                if last and decision is not None and firing == trace.firings[-1]:
                    continue                      # the firing that stopped at the next decision
                rule = self.tracker.rule_reads(nodes[firing]["rule"])
                for template, data in matched(firing):
                    read = rule.read_fields(template)
                    if read is ALL:
                        fields[identity(template, data)].add(ALL)
                    else:
                        fields[identity(template, data)].update(read)
            return fields, alive, dict(run_reads.added)

        def fired_in(firings):
            return self.rule.fired(trace, firings)

        stop = [r if isinstance(r, tuple) else content(r) for r in stop_reads]
        if decision is not None and decision[0] != SETTLE:   # and the facts the stopped firing matched
            stop.extend((t, tuple(sorted(d.items()))) for t, d in matched(trace.firings[-1]))
        facts = list(engine.facts.values())
        dealt = _dealt(facts)
        settled = any(trace.firing(n)["rule"] in DEATH_STEP for n in trace.firings)
        self.last_firings = [{identity(t, d) for t, d in matched(n) if t not in STATIC and t not in HISTORY}
                             for n in trace.firings]
        after = [c for c in map(content, facts) if c[0] not in STATIC and c[0] not in HISTORY]
        turn = next((dict(c[1])["next"] for c in after if c[0] == "Turn"), 0)
        first = None
        if mark is not None:
            firings, rhs, first_reads, (after_first, turn_first, dealt_first) = mark
            first = collect(first_reads, engine.reads[:rhs], trace.firings[:firings], last=False)
            then_reads = collect(rest, engine.reads[rhs:], trace.firings[firings:])
            if any(i[0] in HISTORY for i in then_reads[0]):
                # what came after read the past: the two parts are one run after all
                fields, alive, added = first
                for i, read in then_reads[0].items():
                    fields[i] |= read
                alive |= then_reads[1]
                for k, v in then_reads[2].items():
                    added[k] = added.get(k, 0) + v
                reads_of, first = (fields, alive, added), None
            else:
                reads_of = then_reads
                first = (after_first, turn_first, first, dealt_first, fired_in(trace.firings[:firings]))
                fired = fired_in(trace.firings[firings:])
        else:
            reads_of = collect(reads, engine.reads, trace.firings)
        if first is None:
            fired = fired_in(trace.firings)
        engine.reads = None
        return after, turn, reads_of, stop, dealt, fired, settled, decision, first

    def _contents(self, engine):
        """The state of working memory now (for a run cut after its Damage Events): contents, turn, dealt."""
        facts = list(engine.facts.values())
        after = [c for c in map(content, facts) if c[0] not in STATIC and c[0] not in HISTORY]
        turn = next((dict(c[1])["next"] for c in after if c[0] == "Turn"), 0)
        return after, turn, _dealt(facts)

    def _footprint(self, fields, alive=(), dying=False, pending=1):
        """A Footprint for what a run read: identities with their fields, and characters' survival."""
        slots, parts, places, alive_slots = set(), {}, set(), set()
        for i in alive:
            alive_slots.add(i if isinstance(i, int) else self._slot(("Entity", i)))
        for ident, read in fields.items():
            template = ident[0]
            if template in STATIC or template in HISTORY:
                continue
            if template == "Hit":
                places.add(ident[1])
                continue
            slot = self._slot(ident)
            if ALL in read:
                slots.add(slot)
            elif read:
                parts[slot] = tuple(sorted(read))
            if template == "Entity":         # and the keywords of a character read
                slots.add(self._slot(("Keyword", ident[1])))
        for slot in slots:
            parts.pop(slot, None)
        projections = self._projections
        for f in parts.values():
            if f not in projections:
                projections[f] = Projections(self, f)
        return Footprint(self, tuple(sorted(slots)),
                         tuple((s, f, projections[f]) for s, f in sorted(parts.items())),
                         tuple(sorted(places)), tuple(sorted(alive_slots)), dying, pending)

    def _changes(self, state, new_state, footprint, added):
        """The slot changes of a run, whole where the slot was wholly read, else by field or content."""
        whole = set(footprint.slots)
        partial = {s: f for s, f, _ in footprint.parts}
        changes = []
        for slot, (a, b) in enumerate(zip(state, new_state)):
            if a == b:
                continue
            if slot in whole:
                changes.append((slot, b))
                continue
            before, after = self.bags[a], self.bags[b]
            if slot in partial and len(before) == 1 and len(after) == 1:
                ident = self.identities[slot]
                old, new = dict(before[0][1]), dict(after[0][1])
                sets, adds = [], []
                for field in sorted(set(old) | set(new)):
                    if old.get(field) == new.get(field):
                        continue
                    amount = added.get((ident, field))
                    if (amount is not None and field not in partial[slot] and field in old and field in new
                            and new[field] - old[field] == amount):
                        adds.append((field, amount))
                    else:
                        sets.append((field, new.get(field)))
                changes.append((slot, Change(self, sets=tuple(sets), adds=tuple(adds))))
            else:
                changes.append((slot, Change(self, removed=frozenset(set(before) - set(after)),
                                             added=tuple(c for c in after if c not in before))))
        return tuple(changes)

    def _spot(self, kind, stop, prefix):
        """The DecisionSpot for a stop, and the survival reads the stopping firing made (in order)."""
        asked = [(r[1], r[2]) for r in stop if r[0] == "alive"]
        whole = defaultdict(set)
        for r in stop:
            if r[0] != "alive":
                whole[identity(r[0], dict(r[1]))].add(ALL)
        footprint = self._footprint(whole)
        ids = tuple(i for i, _ in asked)
        key = (kind, prefix, footprint.shape(), ids)
        spot = self.spots.get(key)
        if spot is None:
            spot = self.spots[key] = DecisionSpot(kind, footprint, ids,
                                                  tuple(self._slot(("Entity", i)) for i in ids))
        return spot, asked

    def _record_decision(self, spot, asked, options, state, queue):
        state = self._pad(state)
        key = spot.footprint.key(state, queue)
        memo = spot.footprint.memo
        memo[(key, tuple(self.alive(state[s]) for s in spot.alive_slots))] = tuple(options)
        if len(set(spot.ids)) == len(spot.ids) and tuple(options) == tuple(i for i, a in asked if a):
            memo[key] = _FILTER

    def _then(self, decision, stop, prefix, state, queue):
        if decision is None:
            return None
        if decision[0] == SETTLE:
            return SETTLE
        spot, asked = self._spot(decision[0], stop, prefix)
        self._record_decision(spot, asked, decision[1], state, queue)
        return spot

    # --- the Death step, character by character ---------------------------
    def dying(self, code):
        """Whether the Entity coded is a character at 0 Health (or marked to die) not yet destroyed."""
        found = self._dying_codes.get(code)
        if found is None:
            found = False
            if code and self._alive[code] is False:
                d = dict(self.bags[code][0][1])
                found = d["kind"] in ("hero", "minion") and not d["destroyed"]
            self._dying_codes[code] = found
        return found

    def _record_settle(self, state, queue, prefix, run, changes):
        """Remember, character by character, what a Death step did, when its firings were separate.

        Separate: every firing matched one character (and its keywords) and nothing else that
        changes, each character once, those are exactly the dying, the run read and changed nothing
        else, dealt no damage and ended the action. What it did to each character is then what the
        Death step does to that character whoever else is dying (the same assumption as keying it
        on survival: it reads the others only by their survival).
        """
        (fields, alive, _), turn, new_queue, dealt, fired, decision = run
        if decision is not None or dealt or fired or alive or turn or new_queue != queue:
            return
        entities = []
        for idents in self.last_firings:
            ents = [i for i in idents if i[0] == "Entity"]
            if len(ents) != 1 or any(i != ents[0] and i != ("Keyword", ents[0][1]) for i in idents):
                return
            entities.append(ents[0])
        slots = [self.slot_of[e] for e in entities]
        if len(set(slots)) != len(slots) or set(slots) != {s for s in self.entity_slots if self.dying(state[s])}:
            return
        own = set(entities) | {("Keyword", e[1]) for e in entities}
        if any(i not in own for i in fields if i[0] not in STATIC and i[0] not in HISTORY):
            return
        changed = dict(changes)
        if any(slot not in slots for slot in changed):
            return
        for e, slot in zip(entities, slots):
            read = fields.get(e, {ALL})
            read = None if ALL in read else tuple(sorted(read))
            if read is not None and read not in self._projections:
                self._projections[read] = Projections(self, read)
            keyword = self._slot(("Keyword", e[1]))
            parts = self.settle_parts[slot]
            entry = next((p for p in parts if p[0] == read), None)
            if entry is None:
                entry = (read, None if read is None else self._projections[read], keyword, {})
                parts.append(entry)
            value = state[slot] if read is None else entry[1][state[slot]]
            entry[3][(value, state[keyword], queue, prefix)] = changed.get(slot, _UNCHANGED)

    def _compose_settle(self, state, queue, prefix):
        """The Death step from what it did to each dying character, or None if one is new."""
        changes = []
        for slot in self.entity_slots:
            if not self.dying(state[slot]):
                continue
            found = None
            for read, projections, keyword, memo in self.settle_parts.get(slot, ()):
                value = state[slot] if read is None else projections[state[slot]]
                found = memo.get((value, state[keyword], queue, prefix))
                if found is not None:
                    break
            if found is None:
                return None
            if found is not _UNCHANGED:
                changes.append((slot, found))
        if not changes:
            return None
        self.memo_hits += 1
        step = Step(tuple(changes), 0, (), 0, False, None)
        return step, *step.apply(state, queue)

    def follow(self, state, queue, prefix, option, settling=False):
        """(Step, state after, queue after) for following `option` (None: no new pick) from (state, queue)."""
        footprints = self.footprints[(option, prefix)]
        for n, footprint in enumerate(footprints):
            step = footprint.memo.get(footprint.key(state, queue))
            if step is not None:
                self.memo_hits += 1
                if n:                     # the footprint that fits comes first next time
                    footprints.insert(0, footprints.pop(n))
                return step, *step.apply(state, queue)
        return self._follow_run(state, queue, prefix, option, settling)

    def _follow_run(self, state, queue, prefix, option, settling=False):
        """follow() by running the engine; a run cut after its Damage Events is remembered in two parts."""
        forced = list(prefix) + ([] if option is None else [option])
        after, turn, (fields, alive, added), stop, dealt, fired, settled, decision, first = self._run(
            self._facts(state, queue), forced, cut=option is not None and not settling, settling=settling)
        state = self._pad(state)
        if first is not None:
            # the part up to the cut does not depend on what comes after it (another hit, the Death
            # step, the end): remembered on its own footprint, the rest as a continuation
            after_first, turn_first, (f_fields, f_alive, f_added), dealt_first, fired_first = first
            footprint = self._footprint(f_fields, alive=f_alive, pending=None)
            mid_state, mid_queue = self._state(after_first, turn_first)
            state, mid_state = self._pad(state), self._pad(mid_state)
            step = Step(self._changes(state, mid_state, footprint, f_added), turn_first,
                        _hits(queue, mid_queue, turn_first), dealt_first, fired_first, CONTINUE)
            self._remember(self.footprints[(option, prefix)], footprint, state, queue, step)
            cont_prefix = prefix + (option,) if step.empty else ()
            self._record_continuation(mid_state, mid_queue, cont_prefix, after, turn, turn - turn_first,
                                      (fields, alive, added), stop, dealt - dealt_first, fired, settled,
                                      decision)
            return step, mid_state, mid_queue
        if option is None:
            # no pick was forced: whether the run stopped at once at a decision depends on what the
            # stopping firing read too
            for r in stop:
                if r[0] == "alive":
                    alive.add(r[1])
                else:
                    fields[identity(r[0], dict(r[1]))].add(ALL)
        if settled:
            # the Death step looks at every character (those it does not destroy are read by their
            # absence): a run that went through it depends on whether each one is still alive
            footprint = self._footprint(fields, alive=alive | set(self.entity_slots))
        else:
            # whether the Death step comes next (or the action simply ends) depends on whether any
            # character is already dying, besides the ones this run read
            footprint = self._footprint(fields, alive=alive, dying=decision is None or decision[0] == SETTLE)
        new_state, new_queue = self._state(after, turn)
        state, new_state = self._pad(state), self._pad(new_state)
        changes = self._changes(state, new_state, footprint, added)
        if settling and settled:
            self._record_settle(state, queue, prefix, ((fields, alive, added), turn, new_queue, dealt, fired,
                                                       decision), changes)
        hits = _hits(queue, new_queue, turn)
        empty = not changes and not turn and not hits
        child_prefix = prefix + ((option,) if option is not None else ()) if empty else ()
        step = Step(changes, turn, hits, dealt, fired,
                    self._then(decision, stop, child_prefix, new_state, new_queue))
        self._remember(self.footprints[(option, prefix)], footprint, state, queue, step)
        return step, new_state, new_queue

    def _remember(self, footprints, footprint, state, queue, step):
        shape = footprint.shape()
        existing = next((f for f in footprints if f.shape() == shape), None)
        if existing is None:
            footprints.append(footprint)
            existing = footprint
        existing.memo[existing.key(self._pad(state), queue)] = step

    def _record_continuation(self, state, queue, prefix, after, turn, shift, reads, stop, dealt, fired, settled,
                             decision):
        """Remember what a run did after its cut, from the state at the cut, on what that part read."""
        fields, alive, added = reads
        if settled:
            alive = alive | set(self.entity_slots)
        footprint = self._footprint(fields, alive=alive, dying=not settled and (decision is None or
                                                                                decision[0] == SETTLE),
                                    pending=0)
        new_state, new_queue = self._state(after, turn)
        state, new_state = self._pad(state), self._pad(new_state)
        changes = self._changes(state, new_state, footprint, added)
        hits = _hits(queue, new_queue, shift)
        empty = not changes and not shift and not hits
        step = Step(changes, shift, hits, dealt, fired,
                    self._then(decision, stop, prefix if empty else (), new_state, new_queue))
        self._remember(self.continuations[prefix], footprint, state, queue, step)

    def _found(self, footprints, state, queue):
        """(step, footprint) remembered for (state, queue) in one of `footprints`, or (None, None)."""
        for n, footprint in enumerate(footprints):
            step = footprint.memo.get(footprint.key(state, queue))
            if step is not None:
                if n:                     # the footprint that fits comes first next time
                    footprints.insert(0, footprints.pop(n))
                return step, footprint
        return None, None

    def _slow(self, situation, group, option):
        """The packed situation after following `option`, the slow way (memos on footprints, or the
        engine); remembered in the group's table on the bits of the slots it read and changed."""
        pack = self.packing
        state = self._pad(pack.state(situation))
        queue, prefix, then = group.queue, group.prefix, group.then
        dealt = situation & pack.DEALT
        if then is SETTLE:
            composed = self._compose_settle(state, queue, prefix)
            step, after, after_queue = composed or self.follow(state, queue, prefix, None, settling=True)
            child = pack.pack(after, self._number(after_queue), step.then, prefix if step.empty else (),
                              dealt + step.dealt, group.fired or step.fired)
            dying = [slot for slot in self.entity_slots if self.dying(state[slot])]
            if composed and all(slot < 64 for slot in self.entity_slots):
                # it read each dying character (and its keywords) and changed only them
                slots = set(dying) | {self.slot_of.get(("Keyword", self.identities[slot][1]), slot)
                                      for slot in dying}
                key = (situation >> pack.WHO_DYING) & ((1 << 64) - 1)
                table = group.settles.get(key)
                if table is None:
                    table = group.settles[key] = [pack.mask(slots, who=True), {}]
                table[1][situation & table[0]] = child - situation
            return child
        footprints = self.footprints[(option, prefix)]
        step, footprint = self._found(footprints, state, queue)
        if step is None:
            self._follow_run(state, queue, prefix, option)
            state = self._pad(state)
            step, footprint = self._found(footprints, state, queue)
        else:
            self.memo_hits += 1
        after, after_queue = step.apply(state, queue)
        # nothing changed yet: the next decision is made in the same firing (Multi-Shot's second
        # target), so the results so far are carried as a prefix
        carried = prefix + ((option,) if option is not None else ()) if step.empty else ()
        then_next, step_dealt, fired = step.then, step.dealt, step.fired
        rest = cont = None
        if then_next is CONTINUE:
            # the step stopped at its cut: what follows depends on the state it reached
            after = self._pad(after)
            rest, cont = self._found(self.continuations[carried], after, after_queue)
            if rest is None:
                first, mid_state, mid_queue = self._follow_run(state, queue, prefix, option)
                if first.then is not CONTINUE or self._pad(mid_state) != after or mid_queue != after_queue:
                    raise RuntimeError("a run cut after its Damage Events did not cut the same way again")
                after = self._pad(after)
                rest, cont = self._found(self.continuations[carried], after, after_queue)
            after, after_queue = rest.apply(after, after_queue)
            then_next, step_dealt, fired = rest.then, step_dealt + rest.dealt, fired or rest.fired
            carried = carried if rest.empty else ()
        child = pack.pack(after, self._number(after_queue), then_next, carried, dealt + step_dealt,
                          group.fired or fired)
        mask = self._masks.get((step, rest))
        if mask is None:
            slots, alive, dying = {slot for slot, _ in step.changes}, set(), False
            for f, st in ((footprint, step), (cont, rest)):
                if f is not None:
                    slots.update(f.slots)
                    slots.update(slot for slot, _, _ in f.parts)
                    slots.update(slot for slot, _ in st.changes)
                    alive.update(f.alive)
                    dying = dying or f.dying
            # (whether anyone is dying at the cut: the count at the start and the slots changed before it)
            mask = self._masks[(step, rest)] = pack.mask(slots, alive, dying)
        table = group.tables.get(option)
        if table is None:
            table = group.tables[option] = [mask, {}]
        elif mask & ~table[0]:
            table[0] |= mask               # a wider footprint: what was remembered on fewer slots goes
            table[1].clear()
        table[1][situation & table[0]] = child - situation
        return child

    def _group(self, situation):
        """The context of a packed situation: its queue, what comes next, prefix, fired, and the tables."""
        pack = self.packing
        place, then, prefix, fired = pack.unpack_context(situation)
        group = Group(place, self.queues[place], then, prefix, fired)
        if isinstance(then, DecisionSpot):
            footprint = then.footprint
            group.options_mask = pack.mask(set(footprint.slots) | {s for s, _, _ in footprint.parts},
                                           set(footprint.alive) | set(then.alive_slots), footprint.dying)
        return group

    def _options(self, group, situation):
        if group.then is SETTLE:
            group.options[0] = (None,)            # (its mask is 0: every situation of the group)
            return (None,)
        state = self._pad(self.packing.state(situation))
        options = group.then.options(self, state, group.queue)
        if options is None:
            return (None,)
        group.options[situation & group.options_mask] = options
        return options

    def _number(self, queue):
        """The number of a Hit queue (a layer's keys hold numbers: cheap to hash)."""
        found = self.queue_number.get(queue)
        if found is None:
            found = self.queue_number[queue] = len(self.queues)
            self.queues.append(queue)
        return found

    # --- the enumeration ---------------------------------------------------
    def run(self, board_facts):
        self.engine.checkpoints = DEATH_STEP
        self.tracker.install()
        try:
            return self._enumerate(board_facts)
        finally:
            self.tracker.uninstall()
            self.engine.checkpoints = None
            if self.budget is not None:
                self.budget.clear()

    def _enumerate(self, board_facts):
        after, turn, _, stop, dealt0, fired0, _, decision, _ = self._run(board_facts, [])
        self.static = [f.copy() for f in self.engine.facts.values()
                       if type(f).__name__ in STATIC and type(f).__name__ != "InitialFact"]
        start, start_queue = self._state(after, turn)
        then = self._then(decision, stop, (), start, start_queue)
        entities = sorted((dict(self.bags[c][0][1]) for c in start if c and self.bags[c][0][0] == "Entity"),
                          key=lambda d: d.get("order", 0))
        characters = tuple(d["id"] for d in entities if d["kind"] in ("hero", "minion"))
        outcomes = defaultdict(int)
        # a layer maps packed situations (see `Packing`) to integer weights over the common denominator
        # `scale`; a situation's context (queue, what comes next, prefix, fired) picks its `Group`
        pack = self.packing
        layer = {pack.pack(start, self._number(start_queue), then, (), dealt0, fired0): 1}
        scale, states, paths, decisions, hits = 1, 0, 0, 0, 0
        groups, finished = {}, self._finisher(characters)
        fired_at, context_bits = pack.FIRED, pack.CONTEXT
        who_at, who_bits = pack.WHO_DYING, (1 << 64) - 1
        budget, explored = self.budget, self.explored
        while layer:
            states += len(layer)
            self.states, self.layers = states, self.layers + 1
            if budget is not None:
                budget.check(states, explored)
            expanded = []
            for situation, weight in layer.items():
                context = (situation >> fired_at) & context_bits
                group = groups.get(context)
                if group is None:
                    group = groups[context] = self._group(situation)
                if group.then is None:
                    outcomes[(finished(situation), group.fired, situation & pack.DEALT, scale)] += weight
                    continue
                options = group.options.get(situation & group.options_mask)
                if options is None:
                    options = self._options(group, situation)
                expanded.append((situation, group, weight, options))
            step_scale = math.lcm(*{len(e[3]) for e in expanded}) if expanded else 1
            scale *= step_scale
            decisions += len(expanded)
            nxt = {}
            get = nxt.get
            for n, (situation, group, weight, options) in enumerate(expanded):
                if budget is not None and not n & 0xFFF:
                    self.states = states + len(nxt)
                    budget.check(self.states, explored)
                share = weight * (step_scale // len(options))
                tables = group.tables
                paths += len(options)
                if group.then is SETTLE:
                    # the Death step, remembered on who is dying and their slots
                    table = group.settles.get((situation >> who_at) & who_bits)
                    if table is not None:
                        change = table[1].get(situation & table[0])
                        if change is not None:
                            hits += 1
                            child = situation + change
                            if not change:
                                self._loops_back(situation)
                            nxt[child] = get(child, 0) + share
                            continue
                for option in options:
                    # the fast path: what this option does to a situation agreeing on the slots that
                    # matter, as a number added to the packed situation
                    table = tables.get(option)
                    if table is not None:
                        change = table[1].get(situation & table[0])
                        if change is not None:
                            hits += 1
                            child = situation + change
                            if not change:
                                self._loops_back(situation)
                            nxt[child] = get(child, 0) + share
                            continue
                    child = self._slow(situation, group, option)
                    if child == situation:
                        self._loops_back(situation)
                    nxt[child] = get(child, 0) + share
            layer = nxt
        self.memo_hits += hits
        # every layer's denominator divides the last one's: sum whole numbers, then one fraction each
        summed = defaultdict(int)
        for ((healths, destroyed), fired, dealt, denominator), weight in outcomes.items():
            summed[(healths, destroyed, fired, dealt)] += weight * (scale // denominator)
        result = {key: Fraction(weight, scale) for key, weight in summed.items()}
        return Odds(outcomes=result, characters=characters, stat=self.game.stat_word("health"),
                    rule=self.rule.name, acting=self.rule,
                    engine_runs=self.engine_runs, states=states, paths=paths, decisions=decisions,
                    memo_hits=self.memo_hits)

    def explored(self):
        """What the enumeration has explored so far, in words (for a budget that is spent)."""
        return (f"{self.states:,} merged states over {self.layers:,} layers of random results "
                f"({self.engine_runs:,} engine runs)")

    def _loops_back(self, situation):
        """A situation that leads back to itself: the enumeration would never end (each layer would hold
        it again). The state must be missing what changes (a count the effect keeps): say so."""
        _, then, _, _ = self.packing.unpack_context(situation)
        raise RuntimeError(f"the exact odds cannot end: a situation leads back to itself (at "
                           f"{'the Death step' if then is SETTLE else 'a random ' + then.kind}), so what "
                           f"changes between its repetitions is not in the odds' state")

    def _finisher(self, characters):
        """A function from a finished (packed) situation to its outcome: each character's Health and who
        was destroyed."""
        slots = tuple(self.slot_of[("Entity", c)] for c in characters)
        read = {}                    # an Entity's code -> (health, destroyed)

        base = self.packing.SLOTS

        def finished(situation):
            values = []
            for slot in slots:
                code = (situation >> (base + 32 * slot)) & 0xFFFFFFFF
                value = read.get(code)
                if value is None:
                    d = dict(self.bags[code][0][1])
                    value = read[code] = (d["health"], d["destroyed"])
                values.append(value)
            return (tuple([v[0] for v in values]),
                    tuple([c for c, v in zip(characters, values) if v[1]]))

        return finished


def _dealt(facts):
    """The damage dealt by the resolved, unprevented Damage Events among `facts`."""
    return sum(dict.__getitem__(f, "dealt") for f in facts
               if type(f).__name__ == "DamageEvent" and dict.__getitem__(f, "step") == "resolved"
               and not dict.__getitem__(f, "prevented"))


def _events_done(engine):
    """Whether the action has Damage Events, every one of them is done (none being created or resolved),
    no Healing Event with a place in the turn (an effect's) still waits to resolve, and, where events
    wait for their turn to resolve (a ``created`` step), the ``ResolutionTurn`` has passed over every
    one of them."""
    found, last, turn, waits = False, 0, 0, False
    for f in engine.facts.values():
        name = type(f).__name__
        if name == "DamageEvent":
            if dict.get(f, "stage") != "done":
                return False
            found, last = True, max(last, dict.get(f, "created"))
        elif name == "HealingEvent" and dict.get(f, "created") and dict.get(f, "step") in ("created", "queued"):
            return False
        elif name == "ResolutionTurn":
            turn = dict.get(f, "next")
        elif name == "NextStep" and dict.get(f, "step") == "created":
            waits = True
    return found and (not waits or turn > last)
