"""120.4c, 614.1a: "As long as you have 7 or more life, damage that would reduce your life total to less than 7
reduces it to 7 instead" (Elderscale Wurm), a results replacement like Worship with its own floor and condition.

It acts on a life-loss part of its controller when their order (616.1) reaches it, and reads the whole event
(every loss and gain of it) as Worship does; it applies only while its controller has `floor` or more life.
"""
from dealt.facts.mtg import Applied, MtgEffect, MtgPlayer, Part
from dealt.kb.mtg.rules._common import AS, MATCH, POSITIVE, TEST, Rule, at_slot, label_of, not_yet_applied
from dealt.kb.mtg.rules.ordering import applied
from dealt.kb.ruling import test
from dealt.kb.mtg.rules.results_replacement import life_after_the_event


def _floor_effect():
    return MtgEffect(id=MATCH.effect, mechanic="life_floor_while_at_or_above", controller=MATCH.who, card=MATCH.card,
                     amount=MATCH.floor)


@Rule(*at_slot("results_replacement"), _floor_effect(),
      AS.part << Part(event=MATCH.event_id, who=MATCH.who, slot=MATCH.slot, kind="life_loss", id=MATCH.part_id,
                      amount=MATCH.amount & POSITIVE),
      MtgPlayer(name=MATCH.who, life=MATCH.life),
      test(lambda life, floor: life >= floor,
           fails="player {who} has {life} life, less than {floor}: {card} applies only as long as they have {floor} or more"),
      not_yet_applied())
def a_life_floor_is_checked_against_the_life_the_event_would_leave(self, affected, part, event_id, part_id,
                                                                          effect, amount, life, floor, who, slot):
    """{card}: {label} has {life} life (at least {floor}); the event would leave them at {projected}, {verdict}.

    Source: Magic Comprehensive Rules 120.4c ('as modified by replacement effects that interact with those results'), 614.1a; Elderscale Wurm (Oracle, Forge's cardsfolder e/elderscale_wurm.txt): 'As long as you have 7 or more life, damage that would reduce your life total to less than 7 reduces it to 7 instead.'; the judges' rules tip (https://blogs.magicjudges.org/rulestips/2012/07/elderscale-wurm-doesnt-prevent-any-damage/): 'that player will take a full 4 damage, but will end up at 7 life regardless', and it is not prevention.
    """
    projected = life_after_the_event(self, event_id, who, life)
    if projected >= floor:
        self.explain(label=label_of(self, who), projected=projected,
                     verdict=f"not below {floor}, so it is not applied")
        self.modify(affected, slot=slot + 1)
        return
    after = max(0, amount - (floor - projected))
    self.explain(label=label_of(self, who), projected=projected,
                 verdict=f"so it reduces it to {floor} instead (life loss {amount} -> {after})")
    self.modify(part, amount=after)
    applied(self, affected, Applied(event=event_id, part=part_id, effect=effect))
