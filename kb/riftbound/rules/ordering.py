"""Order: one target's damage at a time in the order chosen; what it caused only after all of it, each
event after every event made before it.

Source: Riftbound Core Rules 154.1 ('Spells have their rules text executed from top to bottom') and
154.3.a ('Finish resolving all effects of a spell before addressing anything the spell may have
triggered or caused through execution'). Each event's place in the order it is dealt (`queue`, `prev`)
is a fact; once dealt it takes its `created` rank (:func:`dealt.kb.sequence.creation_rank`), and the
``ResolutionTurn`` fact holds the rank whose turn it is to be addressed: it passes on only when that
event is done, so a fully prevented event is addressed in its turn too (it causes nothing) and never
lets a later event go ahead of an earlier one. The guide is silent on the order of what the damage
caused; the triggers it causes trigger together, and their controller orders them (Core Rules
376.3.b, scoutscode.org/crsections/376.3: 'If more than one Triggered Ability is Triggered
simultaneously, then the player that controls the Abilities selects the order to place them on the
Chain'); with no order given, Dealt keeps the order the targets were chosen.
"""
from dealt.facts.templates import DamageEvent, NextStep
from dealt.inference.salience import ADVANCE
from dealt.kb.riftbound.rules._common import AS, MATCH, NOT, Rule
from dealt.kb.ruling import housekeeping
from dealt.kb.sequence import creation_rank, its_turn_to_resolve, turn_to_resolve_passes_on


@Rule(AS.event << DamageEvent(step="instruction", stage="waiting", prev=MATCH.prev),
      NOT(DamageEvent(queue=MATCH.prev, stage="waiting")),
      NOT(DamageEvent(stage="creating")),
      NextStep(step="instruction", next=MATCH.next, stage=MATCH.stage),
      salience=ADVANCE)
@housekeeping
def next_target_is_dealt_its_damage(self, event, next, stage):
    """{event}: the damage to {target} is dealt now, after the targets chosen before it."""
    self.modify(event, step=next, stage=stage, cursor=0, created=creation_rank(self))


@Rule(AS.event << DamageEvent(step="held", prevented=False, created=MATCH.rank),
      *its_turn_to_resolve(),
      NextStep(step="held", next=MATCH.next, stage=MATCH.stage),
      salience=ADVANCE)
def what_the_damage_caused_waits_until_all_of_it_is_dealt(self, event, next, stage):
    """Every target of {source} has been dealt its damage, and what every earlier event caused has been addressed; what {event} caused is addressed now, in the order the targets were chosen.

    Source: Riftbound Core Rules 154.3.a: 'Finish resolving all effects of a spell before addressing
    anything the spell may have triggered or caused through execution'; 376.3.b: simultaneous triggers
    are ordered by their controller (none given: the order the targets were chosen).
    """
    self.modify(event, step=next, stage=stage, cursor=0)


@Rule(AS.event << DamageEvent(step="held", prevented=True, created=MATCH.rank),
      *its_turn_to_resolve(),
      salience=ADVANCE)
def fully_prevented_damage_resolves_in_its_turn_and_causes_nothing(self, event):
    """All the damage to {target} was prevented, so {target} was not dealt damage: {event} is addressed in its turn, after every event made before it, and triggers nothing.

    Source: Riftbound guide, Modifying and Splitting Damage: 'If all damage is prevented, the unit was
    not dealt damage, so an ability requiring it to take damage does not trigger'; Core Rules 437.4:
    'Damage dealt to a Unit that has all of that damage Prevented is not considered to have been dealt
    to it at all'; 154.3.a (what the spell caused is addressed once it has finished resolving).
    """
    self.modify(event, step="resolved", stage="done", cursor=0)


resolution_turn_passes_to_the_next_created_event = turn_to_resolve_passes_on("held")
