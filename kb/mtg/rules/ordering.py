"""616.1: the affected player (or the controller of the affected object) chooses which effect applies first.

At a stage where replacement and prevention effects act (120.4b on damage, 120.4c on its results), each
affected player or object takes its turn. Its choice is a preference order (``Rank`` facts, from
``choices.replacement_order``, else play order): the first effect in that order that applies to one of its
parts is applied; then every effect is checked again, from the top, against the modified event (616.1e),
each at most once per part. The effect rules themselves live in their mechanic's module; these rules only
move the check along.
"""
from dealt.facts.mtg import Affected, MtgEffect, MtgEvent, Part, Rank
from dealt.inference.salience import ADVANCE, DERIVE, PASS_OVER
from dealt.kb.mtg.rules._common import AS, MATCH, NOT, Rule
from dealt.kb.ruling import housekeeping


def applied(engine, affected, applied_fact):
    """After an effect applied: record it, and check every effect again from the top (616.1e)."""
    engine.declare(applied_fact)
    engine.modify(affected, cursor=0, slot=1)


@Rule(AS.rank << Rank(affected=MATCH.who, stage=MATCH.stage, position=MATCH.position, effect=MATCH.effect),
      NOT(MtgEffect(id=MATCH.effect)), salience=DERIVE)
@housekeeping
def an_effect_that_has_ended_leaves_the_order(self, rank, who, stage, position):
    """{effect} has ended (514.2: it lasted this turn): it leaves {who}'s order at {stage}; the effects after it move up."""
    later = [r for r in self.find_all(Rank, record=False, affected=who, stage=stage) if r["position"] > position]
    self.retract(rank)
    for r in sorted(later, key=lambda r: r["position"]):
        self.modify(r, position=r["position"] - 1)


@Rule(MtgEvent(id=MATCH.event_id, stage=MATCH.stage, turn=MATCH.turn),
      AS.affected << Affected(event=MATCH.event_id, stage=MATCH.stage, turn=MATCH.turn, who=MATCH.who,
                              cursor=MATCH.cursor, slot=MATCH.slot),
      Rank(affected=MATCH.who, stage=MATCH.stage, position=MATCH.cursor, effect=MATCH.effect),
      Part(event=MATCH.event_id, who=MATCH.who, slot=MATCH.slot),
      salience=PASS_OVER)
@housekeeping
def effect_does_not_apply_to_this_part(self, affected, slot):
    """{effect} does not apply to part {slot} of what happens to {who}."""
    self.modify(affected, slot=slot + 1)


@Rule(MtgEvent(id=MATCH.event_id, stage=MATCH.stage, turn=MATCH.turn),
      AS.affected << Affected(event=MATCH.event_id, stage=MATCH.stage, turn=MATCH.turn, who=MATCH.who,
                              cursor=MATCH.cursor, slot=MATCH.slot),
      Rank(affected=MATCH.who, stage=MATCH.stage, position=MATCH.cursor),
      NOT(Part(event=MATCH.event_id, who=MATCH.who, slot=MATCH.slot)),
      salience=ADVANCE)
@housekeeping
def the_next_effect_in_the_affected_players_order_is_checked(self, affected, cursor):
    """{who}: the effect after number {cursor} in the chosen order is checked."""
    self.modify(affected, cursor=cursor + 1, slot=1)


@Rule(AS.event << MtgEvent(id=MATCH.event_id, stage=MATCH.stage, turn=MATCH.turn),
      AS.affected << Affected(event=MATCH.event_id, stage=MATCH.stage, turn=MATCH.turn, who=MATCH.who,
                              cursor=MATCH.cursor),
      NOT(Rank(affected=MATCH.who, stage=MATCH.stage, position=MATCH.cursor)),
      salience=ADVANCE)
@housekeeping
def no_effect_is_left_to_apply_to_the_affected(self, event, affected, turn):
    """{who}: no replacement or prevention effect is left to apply at stage {stage}."""
    self.retract(affected)
    self.modify(event, turn=turn + 1)
