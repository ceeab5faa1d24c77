"""Steps: what following one option from one situation did, as changes to the compact state (slot codes,
changes by field or content, the Hit queue), and what comes next."""
#: the Death step comes next (followed on its own)
SETTLE = "settle"
#: a step that stopped at its cut: what follows is looked up (or run) from the state it reached
CONTINUE = "continue"


class Step:
    """What following one option from one situation did, as changes to the compact state."""

    __slots__ = ("changes", "shift", "hits", "dealt", "fired", "then", "empty")

    def __init__(self, changes, shift, hits, dealt, fired, then):
        self.changes = changes    # ((slot, new code or Change), ...)
        self.shift = shift        # how many places the Turn advanced
        self.hits = hits          # ((place, new code), ...) for hits changed otherwise than used up in turn
        self.dealt, self.fired = dealt, fired
        self.then = then          # None (the end), SETTLE, or the DecisionSpot reached
        self.empty = not changes and not shift and not hits

    def apply(self, state, queue):
        return self.apply_state(state), self.apply_queue(queue)

    def apply_state(self, state):
        changes = self.changes
        if not changes:
            return state
        state = list(state)
        for slot, code in changes:
            if type(code) is not int:
                old = state[slot]
                new = code.done.get(old)
                code = new if new is not None else code.apply(old)
            state[slot] = code
        return tuple(state)

    def apply_queue(self, queue):
        if not self.hits:
            return queue[self.shift:] if self.shift else queue
        places = dict(enumerate(queue))
        places.update(self.hits)
        return _queue(places, self.shift)


class Change:
    """A change to a slot whose fact was not wholly read: fields set or added to, or contents swapped."""

    __slots__ = ("enum", "sets", "adds", "removed", "added", "done")

    def __init__(self, enum, sets=(), adds=(), removed=(), added=()):
        self.enum, self.sets, self.adds, self.removed, self.added = enum, sets, adds, removed, added
        self.done = {}

    def apply(self, code):
        new = self.done.get(code)
        if new is None:
            bag = self.enum.bags[code]
            if not (self.sets or self.adds):
                bag = _bag([c for c in bag if c not in self.removed] + list(self.added))
            else:
                if len(bag) != 1:
                    raise RuntimeError("a field change met a slot that does not hold one fact")
                template, fields = bag[0]
                fields = dict(fields)
                fields.update(self.sets)
                for field, amount in self.adds:
                    fields[field] += amount
                bag = ((template, tuple(sorted(fields.items()))),)
            new = self.done[code] = self.enum._code(bag)
        return new


def _queue(places, shift):
    """The Hit queue as a tuple of codes indexed by place from the current turn, no trailing empties."""
    places = {p - shift: c for p, c in places.items() if c}
    if any(p < 0 for p in places):
        raise RuntimeError("a Hit was left behind the current turn; the odds cannot represent it")
    queue = [0] * (max(places) + 1 if places else 0)
    for place, code in places.items():
        queue[place] = code
    return tuple(queue)


def _hits(queue, new_queue, shift):
    """The places of the Hit queue changed otherwise than by the turn advancing `shift` places."""
    if queue[shift:] == new_queue:
        return ()
    width = max(len(queue), len(new_queue) + shift)
    old = queue + (0,) * (width - len(queue))
    new = (0,) * shift + new_queue + (0,) * (width - shift - len(new_queue))
    return tuple((p, new[p]) for p in range(width) if old[p] != new[p])


def _bag(items):
    """Items in an order that does not depend on how a set happened to iterate them."""
    return tuple(items) if len(items) < 2 else tuple(sorted(items, key=repr))
