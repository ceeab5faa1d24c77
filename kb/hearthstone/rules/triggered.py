"""Damage Events created by triggers (Eye for an Eye, Wrathguard, healing turned into damage).

Source: Hearthstone wiki, Resolving a Damage Event: "Otherwise, Triggered effect#Character damage
... queue and resolve in play order." A trigger acts while the Damage Event that triggered it is
resolving; the Damage Event the trigger creates waits (step ``pending``, at its place in the
TriggerQueue) until that event is done, then is created and resolved at once, as a single-target
effect's event is, before the next event of the action resolves.
"""
from dealt.facts.templates import DamageEvent, HealingEvent, NextStep, TriggerQueue
from dealt.inference.salience import ADVANCE, RULING
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, P, Rule
from dealt.kb.hearthstone.rules._flow import nothing_in_flight
from dealt.kb.ruling import housekeeping
from dealt.kb.sequence import creation_rank


@Rule(AS.event << DamageEvent(step="pending", trigger_place=MATCH.position),
      AS.queue << TriggerQueue(next=MATCH.position),
      nothing_in_flight(),
      NOT(HealingEvent(step="created")),
      NextStep(step="proposed", next=MATCH.first),
      salience=ADVANCE)
def triggered_event_resolves_after_the_event_that_triggered_it(self, event, queue, position, first):
    """{event}, created by a trigger, is created and resolved now: the event that triggered it is done (trigger place {position}).

    Source: Hearthstone wiki, Resolving a Damage Event: 'Triggered effect#Character damage ... queue
    and resolve in play order' once the Damage Event has been dealt; each Damage Event resolves whole
    before the next begins.
    """
    self.modify(queue, next=position + 1)
    self.modify(event, step=first, stage="creating", cursor=0, created=creation_rank(self))


@Rule(AS.event << DamageEvent(step="created", trigger_place=P(lambda place: place > 0)),
      NextStep(step="created", next=MATCH.next, stage=MATCH.stage),
      salience=RULING)
@housekeeping
def triggered_event_does_not_wait_for_the_actions_other_events(self, event, next, stage):
    """{event} was created by a trigger: it resolves at once, without waiting for the action's other events."""
    self.modify(event, step=next, stage=stage, cursor=0)
