"""The rules that move a Damage Event through its game's steps.

Every game's sequence is a chain of ``NextStep`` facts; inside a step,
effects act in the order of their ``Slot`` facts (priority, then play order),
one slot at a time, so nothing depends on the agenda's tie-breaks.
"""
from dealt._compat import experta
from dealt.facts.templates import DamageEvent, NextStep, ResolutionTurn, Slot
from dealt.inference.salience import ADVANCE, DERIVE, PASS_OVER
from dealt.kb.ruling import housekeeping

AS, L, MATCH, NOT, Rule = experta.AS, experta.L, experta.MATCH, experta.NOT, experta.Rule


def declare_damage_event(engine, stage, **fields):
    """Declare a Damage Event with the next id (e1, e2...) and its place in the action's order.

    `queue` numbers every event of the action in the order it was declared and `prev` points at the
    one before, so "create one at a time" is a chain of facts the rule below reads; an event born
    ``creating`` is created now and takes its `created` rank (:func:`creation_rank`), and one that
    replaces a Healing Event keeps that event's rank (its place in the order).
    """
    order = engine.counter("event")
    if stage == "creating":
        fields["created"] = creation_rank(engine)
    return engine.declare(DamageEvent(id=f"e{order}", order=order, queue=order, prev=order - 1, stage=stage,
                                      **fields))


def creation_rank(engine):
    """The `created` rank of a Damage Event whose creation begins now (1, 2, ...): the order events
    resolve in is read from these ranks (see :mod:`dealt.kb.hearthstone.rules.resolution_order`)."""
    return engine.counter("created")


def its_turn_to_resolve():
    """Patterns: the event's `created` rank (``MATCH.rank``) has the ``ResolutionTurn``, and no event
    is waiting, being created or resolving: every event created before it has resolved."""
    return (ResolutionTurn(next=MATCH.rank),
            NOT(DamageEvent(stage="waiting")),
            NOT(DamageEvent(stage="creating")),
            NOT(DamageEvent(stage="resolving")))


def turn_to_resolve_passes_on(step):
    """The housekeeping rule of a game whose events wait at `step` for their turn to resolve: when the
    event whose turn it is is done, the ``ResolutionTurn`` passes to the event created after it (an
    event a trigger created and resolved at once is passed over the same way)."""
    @Rule(AS.event << DamageEvent(stage="done", created=MATCH.rank),
          AS.turn << ResolutionTurn(next=MATCH.rank),
          NextStep(step=step),
          salience=DERIVE)
    @housekeeping
    def resolution_turn_passes_to_the_next_created_event(self, event, turn, rank):
        """{event} is done: the turn to resolve passes to the event created after it."""
        self.modify(turn, next=rank + 1)
    return resolution_turn_passes_to_the_next_created_event


@Rule(AS.event << DamageEvent(step=MATCH.step, cursor=MATCH.cursor),
      Slot(step=MATCH.step, position=MATCH.cursor, effect=MATCH.effect),
      salience=PASS_OVER)
@housekeeping
def pass_over_effect_that_does_not_apply(self, event, cursor):
    """{card} did not apply to {event} at step {step}."""
    self.modify(event, cursor=cursor + 1)


@Rule(AS.event << DamageEvent(step=MATCH.step, cursor=MATCH.cursor, stage=L("creating") | L("resolving")),
      NextStep(step=MATCH.step, next=MATCH.next, stage=MATCH.stage),
      NOT(Slot(step=MATCH.step, position=MATCH.cursor)),
      salience=ADVANCE)
@housekeeping
def hand_event_to_next_step(self, event, next, stage):
    """{event} moves on to step {next}."""
    self.modify(event, step=next, stage=stage, cursor=0)


@Rule(AS.event << DamageEvent(step="proposed", stage="waiting", prev=MATCH.prev),
      NOT(DamageEvent(queue=MATCH.prev, stage="waiting")),
      NOT(DamageEvent(stage="creating")),
      NextStep(step="proposed", next=MATCH.next, stage=MATCH.stage),
      salience=ADVANCE)
def damage_events_are_created_one_at_a_time_in_order(self, event, next, stage):
    """{event} is created now: the events before it have been created (their damage dealt), and none is being created.

    Source: Hearthstone wiki, Damage Events: area effects 'first create all Damage Events (one for each
    affected character, in play order)'; creating a Damage Event runs its bonuses, prevention and
    predamage steps and 'Finally, the character's current Health+Armor is reduced'.
    """
    self.modify(event, step=next, stage=stage, cursor=0, created=event["created"] or creation_rank(self))
