"""A later action's damage events are numbered on from the events before it (e1, e2, ... over the scenario).

A board is built before any action runs, so it cannot know how many damage events the earlier actions made
(triggers make their own); it gives a later action's events provisional ids (``a2.e1``, ``a2.e2`` for a second
combat damage step: :func:`dealt.kb.mtg.board._provisional_event_ids`). As such an event is declared, before any
rule reads it, it takes the next number, and so do the facts that name it (what it deals, its second combat
damage step, the spell on the stack that makes it).
"""
from dealt.facts.mtg import Dealing, LethalDamage, MtgEvent, Resolution, SecondStep
from dealt.inference.salience import COST
from dealt.kb.mtg.rules._common import AS, MATCH, P, Rule
from dealt.kb.ruling import housekeeping


def provisional(event_id):
    return "." in event_id


@Rule(AS.event << MtgEvent(id=MATCH.event_id & P(provisional)), salience=COST)
@housekeeping
def a_later_actions_damage_event_takes_the_next_number(self, event, event_id):
    """{event_id} is numbered on from the damage events before it: {number}."""
    number = f"e{sum(not provisional(e['id']) for e in self.find_all(MtgEvent, record=False)) + 1}"
    for template, fields in ((Dealing, ("event",)), (LethalDamage, ("event",)), (SecondStep, ("event", "after")), (Resolution, ("event",))):
        for fact in self.find_all(template, record=False):
            renamed = {k: number for k in fields if fact[k] == event_id}
            if renamed:
                self.modify(fact, **renamed)
    self.explain(number=number)
    self.modify(event, id=number)
