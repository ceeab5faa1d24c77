"""Damage Events created by triggers (Eye for an Eye, Wrathguard, healing turned into damage).

Source: Hearthstone wiki, Resolving a Damage Event: "Otherwise, Triggered effect#Character damage
... queue and resolve in play order." A trigger acts once the Damage Event that triggered it has
resolved; the Damage Event the trigger creates waits (step ``pending``, in the TriggerQueue) until
then, and resolves before the next event of the action's Turn queue.
"""
from dealt.facts.templates import DamageEvent, HealingEvent, NextStep, TriggerQueue
from dealt.inference.salience import ADVANCE
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, Rule
from dealt.kb.hearthstone.rules._flow import nothing_in_flight


@Rule(AS.event << DamageEvent(step="pending", queue=MATCH.position),
      AS.queue << TriggerQueue(next=MATCH.position),
      nothing_in_flight(),
      NOT(HealingEvent(step="created")),
      NextStep(step="proposed", next=MATCH.first),
      salience=ADVANCE)
def triggered_event_resolves_after_the_event_that_triggered_it(self, event, queue, position, first):
    """{event}, created by a trigger, resolves now: the event that triggered it has resolved (trigger place {position}).

    Source: Hearthstone wiki, Resolving a Damage Event: 'Triggered effect#Character damage ... queue
    and resolve in play order' once the Damage Event has resolved; each Damage Event resolves whole
    before the next begins.
    """
    self.modify(queue, next=position + 1)
    self.modify(event, step=first, cursor=0)
