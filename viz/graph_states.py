"""What the graph says of a thing on the board: its name in words, and its state right after a given firing.

The state is read from the trace (the version of its Entity, Permanent or MtgPlayer fact live right after that
firing), so an event's result box shows what that event left, not the final board nor its action's board.
"""
from collections import Counter

#: the fact templates that hold a thing's state, and the field naming which thing (any game: words, not code)
STATE_TEMPLATES = {"Entity": "id", "Permanent": "id", "MtgPlayer": "name"}
#: a fact field the board calls by another name (Magic's Permanent keeps its -1/-1 counters as ``minus``)
BOARD_NAMES = {"minus": "counters"}
#: stats said even at 0 (what damage brought down or marked)
SAID_AT_ZERO = ("health", "damage", "life")


def name(outcome, entity_id):
    """A thing as a person names it: its card's name, with its board id in brackets where two share that name;
    a player by "player A"; a thing without a card by its board id, one named by its text by both ("d1 [Tank]")."""
    state = outcome.board.get(entity_id)
    if state is None:
        return str(entity_id)
    if state.get("kind") == "player" and not state.get("card"):
        return f"player {entity_id}"
    card = state.get("card")
    if not card:
        return str(entity_id)
    if card.startswith("["):                 # an inline thing, named by its text ("[Tank]"): its id says which
        return f"{entity_id} {card}"
    same = Counter(e.get("card") for e in outcome.board.values())
    return f"{card} ({entity_id})" if same[card] > 1 else card


class States:
    """Each thing's state versions from one outcome's trace, read once: (born, gone, fact number, fields)."""

    def __init__(self, outcome):
        self.outcome = outcome
        trace = outcome.trace
        self._versions, self._keywords = {}, {}
        for node, d in trace.graph.nodes(data=True):
            if d.get("kind") == "fact" and d["template"] == "Keyword":
                producer = trace.producer(node)
                self._keywords.setdefault(d["data"]["entity"], []).append(
                    (trace.firing(producer)["seq"] if producer else 0,
                     trace.firing(d["retracted_by"])["seq"] if d["retracted_by"] else None, d["data"]["name"]))
            key = STATE_TEMPLATES.get(d.get("template")) if d.get("kind") == "fact" else None
            if key is None or key not in d["data"]:
                continue
            producer = trace.producer(node)
            born = trace.firing(producer)["seq"] if producer else 0
            gone = trace.firing(d["retracted_by"])["seq"] if d["retracted_by"] else float("inf")
            fields = {BOARD_NAMES.get(k, k): v for k, v in d["data"].items()}
            self._versions.setdefault(d["data"][key], []).append((born, gone, int(node[1:]), fields))

    def after(self, entity_id, seq):
        """The thing's fields right after firing `seq` (the final board's for a thing no fact holds)."""
        live = [v for v in self._versions.get(entity_id, ()) if v[0] <= seq < v[1]]
        if not live:
            return dict(self.outcome.board.get(entity_id, {}))
        return max(live, key=lambda v: (v[0], v[2]))[3]

    def before(self, entity_id, seq):
        """The thing's fields as firing `seq` found them."""
        return self.after(entity_id, seq - 1)

    def keywords_changed(self, entity_id, seqs):
        """The keywords a firing among `seqs` gave a thing or took from it: "loses divine shield"."""
        seqs = set(seqs)
        versions = self._keywords.get(entity_id, ())
        gained = {k for born, _, k in versions if born in seqs}
        lost = {k for _, gone, k in versions if gone in seqs} - gained
        return ([f"loses {k.replace('_', ' ')}" for k in sorted(lost)]
                + [f"gains {k.replace('_', ' ')}" for k in sorted(gained - lost)])

    def changed_by(self, seqs):
        """The things whose state (or keywords) a firing among `seqs` (an event's own) changed, in board order."""
        seqs = set(seqs)
        found = {entity for entity, versions in self._versions.items() if any(v[0] in seqs for v in versions)}
        found |= {entity for entity in self._keywords if self.keywords_changed(entity, seqs)}
        return [e for e in self.outcome.board if e in found] + sorted(found - set(self.outcome.board))

    def words(self, state, also=()):
        """A state as its game's outputs say it ("Health 3, Armor 0", "HP 19", "life 16"), with destroyed."""
        game = self.outcome.game
        try:
            said = game.board_phrase.format(**state).removeprefix("now ")
        except (KeyError, IndexError, ValueError):
            said = ", ".join(f"{k} {state[k]}" for k in game.stats if k in state and state[k] not in ("", None, [])
                             and not isinstance(state[k], bool) and (state[k] != 0 or k in SAID_AT_ZERO + tuple(also)))
        if state.get("lost") is True:
            said += ", has lost the game"
        elif state.get("destroyed"):
            said += ", destroyed"
        return said or "unchanged"

    def change(self, entity_id, seqs, last):
        """What the firings `seqs` (one event's own) did to a thing, said over its state right after firing `last`
        ("Health 30 -> 21, Armor 5 -> 0"): each stat from its value before the first of them that changed it; what
        other firings changed in between (an area's other events) is not this event's. None when they changed
        nothing."""
        after = self.after(entity_id, last)
        before = dict(after)
        keys = [k for k in self.outcome.game.stats + ("destroyed", "lost") if k in after]
        changed = False
        for seq in sorted(set(seqs), reverse=True):
            old, new = self.before(entity_id, seq), self.after(entity_id, seq)
            for k in keys:
                if old.get(k) != new.get(k):
                    before[k], changed = old.get(k), True
        if not changed or all(before.get(k) == after.get(k) for k in keys):
            return None
        diff = [k for k in keys if before.get(k) != after.get(k)]
        old, new = self.words(before, diff), self.words(after, diff)     # a changed stat said even at 0
        # a stat its game's words leave out (an Attack): its change said after them
        unsaid = [f"{k.replace('_', ' ')} {before.get(k)} -> {after.get(k)}" for k in diff
                  if k not in ("destroyed", "lost") and self.words(dict(after, **{k: before.get(k)}), diff) == new]
        if old == new:
            return ", ".join(unsaid)
        return ", ".join([_compared(old, new)] + unsaid)


def _compared(before, after):
    """Two states' words side by side, part by part where they say the same parts ("Health 30 -> 21, Armor 0"),
    what only the later one says at the end ("damage 0 -> 3, destroyed")."""
    old, new = before.split(", "), after.split(", ")
    if before == after or len(new) < len(old):
        return f"{before} -> {after}"
    pairs = list(zip(old, new))
    if any(o.rsplit(" ", 1)[0] != n.rsplit(" ", 1)[0] for o, n in pairs):
        return f"{before} -> {after}"
    return ", ".join([o if o == n else f"{o} -> {n.rsplit(' ', 1)[-1]}" for o, n in pairs] + new[len(old):])
