"""The rules that move a Damage Event through its game's steps.

Every game's sequence is a chain of ``NextStep`` facts; inside a step,
effects act in the order of their ``Slot`` facts (priority, then play order),
one slot at a time, so nothing depends on the agenda's tie-breaks.
"""
from dealt._compat import experta
from dealt.facts.templates import DamageEvent, NextStep, Slot
from dealt.inference.salience import ADVANCE, PASS_OVER
from dealt.kb.ruling import housekeeping

AS, L, MATCH, NOT, Rule = experta.AS, experta.L, experta.MATCH, experta.NOT, experta.Rule


def declare_damage_event(engine, stage, **fields):
    """Declare a Damage Event with the next id (e1, e2...) and its place in the action's order.

    `queue` numbers every event of the action in creation order and `prev` points at the one before,
    so "create one at a time, then resolve in order" is a chain of facts the rules below read.
    """
    order = engine.counter("event")
    return engine.declare(DamageEvent(id=f"e{order}", order=order, queue=order, prev=order - 1, stage=stage,
                                      **fields))


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
    self.modify(event, step=next, stage=stage, cursor=0)


@Rule(AS.event << DamageEvent(step="created", prev=MATCH.prev),
      NOT(DamageEvent(queue=MATCH.prev, stage=~L("done"))),
      NOT(DamageEvent(stage="waiting")),
      NOT(DamageEvent(stage="creating")),
      NOT(DamageEvent(stage="resolving")),
      NextStep(step="created", next=MATCH.next, stage=MATCH.stage),
      salience=ADVANCE)
def created_events_resolve_one_at_a_time_in_order(self, event, next, stage):
    """{event} resolves now: every event of the action has been created, and the ones before it have resolved.

    Source: Hearthstone wiki, Damage Events: area effects '... and then resolve all Damage Events
    (queuing and resolving triggers) in play order'; resolving a Damage Event runs its triggers and
    the Stealth step.
    """
    self.modify(event, step=next, stage=stage, cursor=0)
