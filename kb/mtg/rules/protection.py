"""702.16e: damage that would be dealt to a permanent with protection by a source with the stated quality is prevented.

Protection from a quality is a prevention effect of the protected permanent (one ``MtgEffect`` per keyword,
mechanic ``protection``, built at the board): it acts at 120.4b in its controller's order of effects (616.1),
on every damage part from a source that has the quality (``SourceQuality``: its colours, ``creatures`` for
a creature, and ``everything`` for every source, 702.16j).
"""
from dealt.facts.mtg import Applied, MtgEffect, Part, SourceQuality
from dealt.kb.mtg.rules._common import AS, MATCH, POSITIVE, Rule, at_slot, label_of, not_yet_applied
from dealt.kb.mtg.rules.ordering import applied


@Rule(*at_slot("replacement"),
      MtgEffect(id=MATCH.effect, mechanic="protection", target=MATCH.who, quality=MATCH.quality),
      AS.part << Part(event=MATCH.event_id, who=MATCH.who, slot=MATCH.slot, kind="damage", id=MATCH.part_id,
                      source=MATCH.source, amount=MATCH.amount & POSITIVE),
      SourceQuality(entity=MATCH.source, quality=MATCH.quality),
      not_yet_applied())
def protection_prevents_damage_from_a_source_with_its_quality(self, affected, part, event_id, part_id, effect,
                                                              amount, quality):
    """{label} has protection from {quality}: the {amount} damage {source} would deal to it is prevented ({before} -> 0), as {source} {has}.

    Source: Magic Comprehensive Rules 702.16e: 'Any damage that would be dealt by sources that have the stated quality to a permanent or player with protection is prevented.'; 702.16a; 702.16j ('protection from everything'); 615.1. Peers: XMage Mage.Tests cards/replacement/prevent/MalignusNoPreventDamageTest.testBlockAnotherWithProRed (a red attacker blocked by a creature with protection from red deals it no damage); combat/FirstStrikeTest (White Knight, protection from black).
    """
    self.explain(label=label_of(self, part["who"]), source=part["source_card"], before=amount,
                 has="is a source" if quality == "everything" else
                 "is a creature" if quality == "creatures" else f"is {quality}")
    self.modify(part, amount=0)
    applied(self, affected, Applied(event=event_id, part=part_id, effect=effect))
