"""Static changes to power and toughness (613.4c, layer 7c): a lord's +1/+1, a spell's -2/-2 until end of turn.

The board says which creatures each effect applies to (:mod:`dealt.kb.mtg.layers`, one ``PTChange`` fact per
effect and creature); this rule applies each as the damage event starts (it is listed with the event, which
reads the creature's current values), so the state-based actions read
the creature's current toughness (704.5f, 704.5g) and lethal damage counts it (120.6, 702.19b). Combat damage
is assigned with the current power (510.1a), which the board computes the same way.
"""
from dealt.facts.mtg import MtgEvent, Permanent, PTChange
from dealt.inference.salience import DERIVE
from dealt.kb.mtg.rules._common import AS, MATCH, Rule


def _signed(n):
    return f"+{n}" if n >= 0 else str(n)


@Rule(MtgEvent(id=MATCH.event_id, stage="proposed"),
      AS.change << PTChange(permanent=MATCH.id, applied=False, power=MATCH.dp, toughness=MATCH.dt, card=MATCH.card),
      AS.permanent << Permanent(id=MATCH.id, power=MATCH.power, toughness=MATCH.toughness),
      salience=DERIVE)
def a_static_effect_changes_the_creatures_power_and_toughness(self, change, permanent, power, toughness, dp, dt):
    """{card}: {id} gets {p}/{t} ({before} -> {after}).

    Source: Magic Comprehensive Rules 613.4c: 'Layer 7c: Effects and counters that modify power and/or toughness (but don't set power and/or toughness to a specific value) are applied.'; 611.3a (a static ability's continuous effect); 611.2a (a resolved spell's, for the duration it states).
    """
    self.explain(p=_signed(dp), t=_signed(dt), before=f"{power}/{toughness}", after=f"{power + dp}/{toughness + dt}")
    self.modify(permanent, power=power + dp, toughness=toughness + dt)
    self.modify(change, applied=True)
