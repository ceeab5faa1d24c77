"""Order: one target's damage at a time in the order chosen; what it caused only after all of it.

Source: Riftbound Core Rules 154.1 ('Spells have their rules text executed from top to bottom') and
154.3.a ('Finish resolving all effects of a spell before addressing anything the spell may have
triggered or caused through execution'). Each event's place (`queue`, `prev`) is a fact.
"""
from dealt.facts.templates import DamageEvent, NextStep
from dealt.inference.salience import ADVANCE
from dealt.kb.riftbound.rules._common import AS, MATCH, NOT, L, Rule
from dealt.kb.ruling import housekeeping


@Rule(AS.event << DamageEvent(step="instruction", stage="waiting", prev=MATCH.prev),
      NOT(DamageEvent(queue=MATCH.prev, stage="waiting")),
      NOT(DamageEvent(stage="creating")),
      NextStep(step="instruction", next=MATCH.next, stage=MATCH.stage),
      salience=ADVANCE)
@housekeeping
def next_target_is_dealt_its_damage(self, event, next, stage):
    """{event}: the damage to {target} is dealt now, after the targets chosen before it."""
    self.modify(event, step=next, stage=stage, cursor=0)


@Rule(AS.event << DamageEvent(step="held", prev=MATCH.prev),
      NOT(DamageEvent(queue=MATCH.prev, stage=~L("done"))),
      NOT(DamageEvent(stage="waiting")),
      NOT(DamageEvent(stage="creating")),
      NOT(DamageEvent(stage="resolving")),
      NextStep(step="held", next=MATCH.next, stage=MATCH.stage),
      salience=ADVANCE)
def what_the_damage_caused_waits_until_all_of_it_is_dealt(self, event, next, stage):
    """Every target of {source} has been dealt its damage; what {event} caused is addressed now, in the order the targets were chosen.

    Source: Riftbound Core Rules 154.3.a: 'Finish resolving all effects of a spell before addressing
    anything the spell may have triggered or caused through execution.'
    """
    self.modify(event, step=next, stage=stage, cursor=0)
