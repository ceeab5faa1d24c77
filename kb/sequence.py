"""The rules that move a Damage Event through its game's steps.

Every game's sequence is a chain of ``NextStep`` facts; inside a step,
effects act in the order of their ``Slot`` facts (priority, then play order),
one slot at a time, so nothing depends on the agenda's tie-breaks.
"""
from dealt._compat import experta
from dealt.facts.templates import DamageEvent, NextStep, Slot, Turn
from dealt.inference.salience import ADVANCE, PASS_OVER
from dealt.kb.ruling import housekeeping

AS, L, MATCH, NOT, Rule = experta.AS, experta.L, experta.MATCH, experta.NOT, experta.Rule


@Rule(AS.event << DamageEvent(step=MATCH.step, cursor=MATCH.cursor),
      Slot(step=MATCH.step, position=MATCH.cursor, effect=MATCH.effect),
      salience=PASS_OVER)
@housekeeping
def pass_over_effect_that_does_not_apply(self, event, cursor):
    """{card} did not apply to {event} at step {step}."""
    self.modify(event, cursor=cursor + 1)


@Rule(AS.event << DamageEvent(step=MATCH.step, cursor=MATCH.cursor),
      NextStep(step=MATCH.step, next=MATCH.next),
      NOT(Slot(step=MATCH.step, position=MATCH.cursor)),
      salience=ADVANCE)
@housekeeping
def hand_event_to_next_step(self, event, next):
    """{event} moves on to step {next}."""
    self.modify(event, step=next, cursor=0)


@Rule(AS.event << DamageEvent(step="queued", queue=MATCH.position),
      AS.turn << Turn(next=MATCH.position),
      NOT(DamageEvent(step=~L("queued") & ~L("resolved"))),
      NextStep(step="proposed", next=MATCH.first),
      salience=ADVANCE)
def queued_events_resolve_one_at_a_time_in_order(self, event, turn, position, first):
    """{event} is next in the queue (place {position}) and no other event is resolving, so it resolves now.

    Source: Hearthstone wiki, Damage Events: area effects 'first create all Damage Events ... and then
    resolve all Damage Events (queuing and resolving triggers)' in order; each event resolves whole
    before the next begins.
    """
    self.modify(turn, next=position + 1)
    self.modify(event, step=first, cursor=0)
