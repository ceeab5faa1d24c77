"""Replacement effects on damage (614), applied at 120.4b: Furnace of Rath doubles damage."""
from dealt.facts.mtg import Applied, MtgEffect, Part
from dealt.kb.mtg.rules._common import AS, MATCH, P, POSITIVE, Rule, at_slot, label_of, not_yet_applied
from dealt.kb.mtg.rules.ordering import applied


@Rule(*at_slot("replacement"),
      MtgEffect(id=MATCH.effect, mechanic="double_damage", card=MATCH.card),
      AS.part << Part(event=MATCH.event_id, who=MATCH.who, slot=MATCH.slot, kind="damage", id=MATCH.part_id,
                      rtypes=P(lambda t: "creature" in t or "player" in t), amount=MATCH.amount & POSITIVE),
      not_yet_applied())
def source_deals_double_damage_to_a_creature_or_player_instead(self, affected, part, event_id, part_id, effect, amount):
    """{card}: {source} deals double damage to {label} instead ({before} -> {after}).

    Source: Magic Comprehensive Rules 614.1a ('Effects that use the word "instead" are replacement effects'); Furnace of Rath (Oracle): 'If a source would deal damage to a creature or player, it deals double that damage to that creature or player instead.'
    """
    self.explain(source=part["source_card"], label=label_of(self, part["who"]), before=amount, after=amount * 2)
    self.modify(part, amount=amount * 2)
    applied(self, affected, Applied(event=event_id, part=part_id, effect=effect))
