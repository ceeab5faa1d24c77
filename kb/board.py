"""What a game's board builder hands the engine: facts, and what it could not model."""
from dataclasses import dataclass, field

from dealt.facts.templates import NextStep, Slot


@dataclass
class Board:
    """The facts of one scenario, ready to declare, plus what the output must mention."""

    facts: list
    entities: dict                                   # id -> {card, kind, controller, order, ...}
    unmodelled: list = field(default_factory=list)   # [{id, card, text}]
    effects: dict = field(default_factory=dict)      # effect id -> {card, mechanic, host}
    bystanders: dict = field(default_factory=dict)   # id -> state of what no rule can read (not declared)
    modules: frozenset = None                         # the rule modules this board needs; None: all of them


def slots_and_steps(sequence, timed_effects, keywords_in_play=()):
    """Slot facts (per step, by priority then play order) and the NextStep chain for this board.

    `timed_effects` holds (step, priority, play order, effect id) tuples.
    """
    facts, by_step = [], {}
    for step, priority, order, effect in sorted(timed_effects):
        by_step.setdefault(step, []).append(effect)
    for step, effects in by_step.items():
        facts.extend(Slot(step=step, position=i, effect=e) for i, e in enumerate(effects))
    facts.extend(NextStep(step=s, next=n, stage=sequence.stage(n))
                 for s, n in sequence.chain(set(by_step), set(keywords_in_play)))
    return facts
