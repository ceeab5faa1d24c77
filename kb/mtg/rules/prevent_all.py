"""615.1a: "Prevent all damage that would be dealt this turn to up to two target creatures" (Redeem).

Acts at 120.4b on a damage part of a creature it targets, when that creature's controller's order (616.1)
reaches it; it prevents all of it, and keeps applying for the rest of the turn (it is no shield, 615.7).
"""
from dealt.facts.mtg import Applied, MtgEffect, Part
from dealt.kb.mtg.rules._common import AS, MATCH, POSITIVE, TEST, Rule, at_slot, label_of, not_yet_applied
from dealt.kb.mtg.rules.ordering import applied
from dealt.kb.ruling import test


@Rule(*at_slot("replacement"),
      MtgEffect(id=MATCH.effect, mechanic="prevent_all_damage_to_targets", targets=MATCH.targets, card=MATCH.card),
      AS.part << Part(event=MATCH.event_id, who=MATCH.who, slot=MATCH.slot, kind="damage", id=MATCH.part_id,
                      amount=MATCH.amount & POSITIVE),
      test(lambda who, targets: who in targets, fails="{card} prevents damage to its targets ({named}), not to {who}",
           named=lambda targets: " and ".join(targets)),
      not_yet_applied())
def all_damage_that_would_be_dealt_to_the_target_is_prevented(self, affected, part, event_id, part_id, effect, amount):
    """{card} prevents all {amount} damage {source} would deal to {label} ({amount} -> 0).

    Source: Magic Comprehensive Rules 615.1a ('Effects that use the word "prevent" are prevention effects. Prevention effects apply to damage ...'); Redeem (Oracle, Forge's cardsfolder r/redeem.txt): 'Prevent all damage that would be dealt this turn to up to two target creatures.'
    """
    self.explain(source=part["source_card"], label=label_of(self, part["who"]))
    self.modify(part, amount=0)
    applied(self, affected, Applied(event=event_id, part=part_id, effect=effect))
