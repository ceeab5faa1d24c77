"""Replacement effects on the results of damage (120.4c): Boon Reflection on life gain, Worship on life loss.

They act on a result part of the affected player whose turn it is, when that player's order (616.1)
reaches them. Worship reads the whole event: whether it would leave its controller below 1 life, with
every loss and gain of the event counted.
"""
from dealt.facts.mtg import Applied, MtgEffect, MtgPlayer, Part, Permanent, Projection
from dealt.inference.salience import DERIVE
from dealt.kb.mtg.rules._common import AS, MATCH, NOT, P, POSITIVE, Rule, at_slot, label_of, not_yet_applied
from dealt.kb.mtg.rules.ordering import applied


def life_after_the_event(engine, event_id, who, life):
    """The life total `who` would have if the event happened now: every loss and gain of it counted."""
    parts = engine.find_all(Part, event=event_id, who=who)
    return life - sum(p["amount"] for p in parts if p["kind"] == "life_loss") + sum(
        p["amount"] for p in parts if p["kind"] == "gain_life")


@Rule(*at_slot("results_replacement"),
      MtgEffect(id=MATCH.effect, mechanic="double_life_gain", controller=MATCH.who, card=MATCH.card),
      AS.part << Part(event=MATCH.event_id, who=MATCH.who, slot=MATCH.slot, kind="gain_life", id=MATCH.part_id,
                      amount=MATCH.amount & POSITIVE),
      not_yet_applied())
def life_gain_is_doubled(self, affected, part, event_id, part_id, effect, amount):
    """{card}: {label} would gain {before} life, and gains twice that much instead ({before} -> {after}).

    Source: Magic Comprehensive Rules 120.4c ('as modified by replacement effects that interact with those results'), 614.1a; Boon Reflection (Oracle): 'If you would gain life, you gain twice that much life instead.'
    """
    self.explain(label=label_of(self, part["who"]), before=amount, after=amount * 2)
    self.modify(part, amount=amount * 2)
    applied(self, affected, Applied(event=event_id, part=part_id, effect=effect))


@Rule(*at_slot("results_replacement"),
      MtgEffect(id=MATCH.effect, mechanic="life_floor_one", controller=MATCH.who),
      Part(event=MATCH.event_id, who=MATCH.who, slot=MATCH.slot, kind="life_loss", id=MATCH.part_id,
           amount=POSITIVE),
      Permanent(controller=MATCH.who, creature=True, destroyed=False),
      MtgPlayer(name=MATCH.who, life=MATCH.life),
      not_yet_applied(),
      NOT(Projection(event=MATCH.event_id, player=MATCH.who, part=MATCH.part_id)),
      salience=DERIVE)
def the_life_total_the_event_would_leave_is_worked_out(self, event_id, who, part_id, life):
    """{who} is at {life} life; with every loss and gain of {event_id} it would be at {after}.

    Source: Magic Comprehensive Rules 120.4 worked example: 'Worship's effect sees that the damage event would not reduce the player's life total to less than 1'.
    """
    after = life_after_the_event(self, event_id, who, life)
    self.explain(after=after)
    self.declare(Projection(event=event_id, player=who, life=after, part=part_id))


@Rule(*at_slot("results_replacement"),
      MtgEffect(id=MATCH.effect, mechanic="life_floor_one", controller=MATCH.who, card=MATCH.card),
      AS.part << Part(event=MATCH.event_id, who=MATCH.who, slot=MATCH.slot, kind="life_loss", id=MATCH.part_id,
                      amount=MATCH.amount),
      AS.projection << Projection(event=MATCH.event_id, player=MATCH.who, part=MATCH.part_id,
                                  life=MATCH.projected & P(lambda n: n < 1)),
      not_yet_applied())
def damage_that_would_reduce_life_below_one_reduces_it_to_one(self, affected, part, projection, event_id, part_id,
                                                              effect, amount, projected):
    """{card}: the event would reduce {label}'s life total to {projected}, so it reduces it to 1 instead (life loss {before} -> {after}).

    Source: Magic Comprehensive Rules 120.4c, 614.1a; Worship (Oracle): 'If you control a creature, damage that would reduce your life total to less than 1 reduces it to 1 instead.'
    """
    after = max(0, amount - (1 - projected))
    self.explain(label=label_of(self, part["who"]), before=amount, after=after)
    self.retract(projection)
    self.modify(part, amount=after)
    applied(self, affected, Applied(event=event_id, part=part_id, effect=effect))


@Rule(*at_slot("results_replacement"),
      MtgEffect(id=MATCH.effect, mechanic="life_floor_one", controller=MATCH.who, card=MATCH.card),
      Part(event=MATCH.event_id, who=MATCH.who, slot=MATCH.slot, kind="life_loss", id=MATCH.part_id),
      AS.projection << Projection(event=MATCH.event_id, player=MATCH.who, part=MATCH.part_id,
                                  life=MATCH.projected & P(lambda n: n >= 1)),
      not_yet_applied())
def life_floor_does_not_apply_when_the_event_leaves_one_life_or_more(self, affected, projection, slot, who):
    """{card} sees that the damage event would not reduce {label}'s life total to less than 1 (it would be {projected}), so it is not applied.

    Source: Magic Comprehensive Rules 120.4 worked example: 'Worship's effect sees that the damage event would not reduce the player's life total to less than 1, so Worship's effect is not applied.'
    """
    self.explain(label=label_of(self, who))
    self.retract(projection)
    self.modify(affected, slot=slot + 1)
