"""Footprints: what a run (or a decision) read, as places in the enumeration's compact state, with the
memo keyed on it; and the decision spots whose options are memoised on one."""


class Footprint:
    """What a run (or a decision) read, as places in the compact state, with the memo keyed on it.

    `slots` are the slots it read whole, `parts` (slot, fields, projections) those it read only some
    fields of, `queue` the places in the Hit queue, `alive` the slots of the characters whose survival
    it asked about, `dying` whether it depends on anyone being mortally wounded (the Death step comes
    next, or the action simply ends). `key(state, queue)` is compiled once per footprint.
    """

    __slots__ = ("slots", "parts", "queue", "alive", "dying", "pending", "memo", "key")

    def __init__(self, enum, slots, parts, queue, alive, dying, pending=1):
        self.slots, self.parts, self.queue, self.alive, self.dying = slots, parts, queue, alive, dying
        self.pending = pending
        self.memo = {}
        terms = [f"s[{i}]" for i in slots]
        terms += [f"p{n}[s[{slot}]]" for n, (slot, _, _) in enumerate(parts)]
        terms += [f"(q[{i}] if len(q) > {i} else 0)" for i in queue]
        terms += [f"a[s[{i}]]" for i in alive]
        if pending is not None:
            # whether another hit is still pending (the Death step waits for it): beyond the one this
            # run is about to use (1), or beyond none (0, a run that goes on after its hit)
            terms += [f"len(q) > {pending}"]
        if dying:
            terms.append("dying(s)")
        scope = {f"p{n}": cache for n, (_, _, cache) in enumerate(parts)}
        scope.update(a=enum._alive, dying=enum.anyone_dying)
        exec(f"def key(s, q):\n    return ({', '.join(terms)},)", scope)
        self.key = scope["key"]

    def shape(self):
        return (self.slots, tuple((s, f) for s, f, _ in self.parts), self.queue, self.alive, self.dying,
                self.pending)


class Projections(dict):
    """The chosen fields of the fact in a one-fact slot, by the slot's code (computed when first asked)."""

    def __init__(self, enum, fields):
        super().__init__()
        self.enum, self.fields = enum, fields

    def __missing__(self, code):
        bag = self.enum.bags[code]
        if len(bag) == 1:
            d = dict(bag[0][1])
            value = tuple(d.get(f) for f in self.fields)
        else:
            value = bag
        self[code] = value
        return value


class DecisionSpot:
    """Where runs stopped at a random decision, keyed on what the stopping firing read.

    When the options were exactly the living among the characters the pick asked about (each asked
    about once), they are taken to be that filter in every state that agrees on the rest of what the
    firing read; otherwise they are memoised on the survival of each character asked about too.
    """

    __slots__ = ("kind", "footprint", "ids", "alive_slots")

    def __init__(self, kind, footprint, ids, alive_slots):
        self.kind, self.footprint, self.ids, self.alive_slots = kind, footprint, ids, alive_slots

    def options(self, enum, state, queue):
        key = self.footprint.key(state, queue)
        memo, alive = self.footprint.memo, enum._alive
        if memo.get(key) is _FILTER:
            found = tuple([i for i, s in zip(self.ids, self.alive_slots) if alive[state[s]]])
            if found:
                return found
        return memo.get((key, tuple([alive[state[s]] for s in self.alive_slots])))


_FILTER = object()
