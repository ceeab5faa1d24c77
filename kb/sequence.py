"""The rules that move a Damage Event through its game's steps.

Every game's sequence is a chain of ``NextStep`` facts; inside a step,
effects act in the order of their ``Slot`` facts (priority, then play order),
one slot at a time, so nothing depends on the agenda's tie-breaks.
"""
from dealt._compat import experta
from dealt.facts.templates import DamageEvent, NextStep, Slot
from dealt.inference.salience import ADVANCE, PASS_OVER
from dealt.kb.ruling import housekeeping

AS, MATCH, NOT, Rule = experta.AS, experta.MATCH, experta.NOT, experta.Rule


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
