"""The "before resolution" form every game shares: ``before_resolution: [CHANGES]``, what happens while a spell
or ability waits to resolve (Riftbound: on the chain; Magic: on the stack), in the order it happens.

Each change is a mapping naming exactly one kind of change and the board id it happens to, with the extra
fields its kind takes; each game gives its vocabulary (:class:`Vocabulary`) and checks what a change may do
to what (a Riftbound unit moves to a battlefield, a Magic permanent gains hexproof).
"""
from dataclasses import dataclass

from dealt.facts.errors import at


@dataclass(frozen=True)
class Vocabulary:
    """A game's changes: the `kinds` a change names, the `fields` they may add, an `example` and the
    `allowed` forms for messages; `check(scenario, where, kind, entity, raw, order)` checks one change
    and returns its fact."""

    kinds: tuple
    fields: tuple
    example: str
    allowed: str
    check: object


def _listing(kinds):
    return ", ".join(kinds[:-1]) + f" or {kinds[-1]}" if len(kinds) > 1 else kinds[0]


def read_changes(scenario, by_id, vocabulary):
    """The changes of ``before_resolution``, each checked: one kind, naming one thing on the board."""
    changes = []
    for i, raw in enumerate(scenario.before_resolution):
        where = at("before_resolution", i)
        if not isinstance(raw, dict):
            raise scenario.error(where, f"each change is a mapping such as {vocabulary.example}.",
                                 allowed=vocabulary.allowed)
        kinds = [k for k in vocabulary.kinds if k in raw]
        extra = [k for k in raw if k not in vocabulary.kinds + vocabulary.fields]
        if len(kinds) != 1 or extra:
            raise scenario.error(at(where, str(extra[0])) if extra else where,
                                 f"a change is exactly one of {_listing(vocabulary.kinds)}.", allowed=vocabulary.allowed)
        kind = kinds[0]
        entity_id = str(raw[kind])
        if entity_id not in by_id:
            raise scenario.error(at(where, kind), f"{entity_id!r} is not on the board.", allowed=", ".join(by_id))
        changes.append(vocabulary.check(scenario, where, kind, by_id[entity_id], raw, i + 1))
    return changes
