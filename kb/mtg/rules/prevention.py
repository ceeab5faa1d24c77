"""Prevention effects (615): shields that prevent the next N damage, Urza's Armor, Awe Strike.

Each acts at 120.4b, on a damage part of the affected player or object whose turn it is, when that
player's order (616.1) reaches it.
"""
from dealt.facts.mtg import Applied, MtgEffect, Part
from dealt.kb.mtg.rules._common import (AS, MATCH, POSITIVE, TEST, Rule, at_slot, label_of, new_part,
                                        not_yet_applied)
from dealt.kb.mtg.rules.ordering import applied
from dealt.kb.ruling import test


@Rule(*at_slot("replacement"),
      AS.fx << MtgEffect(id=MATCH.effect, mechanic="prevention_shield", target=MATCH.who,
                         remaining=MATCH.remaining & POSITIVE),
      AS.part << Part(event=MATCH.event_id, who=MATCH.who, slot=MATCH.slot, kind="damage", id=MATCH.part_id,
                      amount=MATCH.amount & POSITIVE),
      not_yet_applied())
def prevention_shield_prevents_the_next_damage(self, affected, fx, part, event_id, part_id, effect, remaining, amount):
    """{card} prevents {prevented} of the {amount} damage {source} would deal to {label} ({before} -> {after}); the shield has {left} left.

    Source: Magic Comprehensive Rules 615.7: 'Some prevention effects refer to a specific amount of damage ... These work like shields. Each 1 damage that would be dealt to the "shielded" permanent or player is prevented. Preventing 1 damage reduces the remaining shield by 1 ... Once the shield has been reduced to 0, any remaining damage is dealt normally.'
    """
    prevented = min(amount, remaining)
    self.explain(card=fx["card"], prevented=prevented, source=part["source_card"], label=label_of(self, part["who"]),
                 before=amount, after=amount - prevented, left=remaining - prevented)
    self.modify(fx, remaining=remaining - prevented)
    self.modify(part, amount=amount - prevented)
    applied(self, affected, Applied(event=event_id, part=part_id, effect=effect))


@Rule(*at_slot("replacement"),
      MtgEffect(id=MATCH.effect, mechanic="prevent_one_to_you", controller=MATCH.who, card=MATCH.card),
      AS.part << Part(event=MATCH.event_id, who=MATCH.who, slot=MATCH.slot, kind="damage", id=MATCH.part_id,
                      rtypes=("player",), amount=MATCH.amount & POSITIVE),
      not_yet_applied())
def prevent_one_damage_a_source_would_deal_to_you(self, affected, part, event_id, part_id, effect, amount, card):
    """{card} prevents 1 of the {amount} damage {source} would deal to {label} ({before} -> {after}).

    Source: Magic Comprehensive Rules 615.1a; Urza's Armor (Oracle): 'If a source would deal damage to you, prevent 1 of that damage.'
    """
    self.explain(source=part["source_card"], label=label_of(self, part["who"]), before=amount, after=amount - 1)
    self.modify(part, amount=amount - 1)
    applied(self, affected, Applied(event=event_id, part=part_id, effect=effect))


@Rule(*at_slot("replacement"),
      AS.fx << MtgEffect(id=MATCH.effect, mechanic="prevent_next_damage_by_gain_life", target=MATCH.dealer,
                         used_in=MATCH.used_in),
      AS.part << Part(event=MATCH.event_id, who=MATCH.who, slot=MATCH.slot, kind="damage", id=MATCH.part_id,
                      source=MATCH.dealer, amount=MATCH.amount & POSITIVE),
      test(lambda used_in, event_id: used_in in ("", event_id),
           fails="its 'next time' was already used, in {used_in}: it prevents damage only once"),
      not_yet_applied())
def next_damage_by_the_creature_is_prevented_and_its_controller_gains_that_much(self, affected, fx, part, event_id,
                                                                               part_id, effect, amount):
    """{card} prevents the {amount} damage {source} would deal to {label} ({before} -> 0), and the event now also has {gainer} gain {amount} life.

    Source: Magic Comprehensive Rules 615.5: 'Some prevention effects also include an additional effect, which may refer to the amount of damage that was prevented. The prevention takes place at the time the original event would have happened; the rest of the effect takes place immediately afterward.'; 120.4 worked example (Awe Strike); Awe Strike (Oracle).
    """
    self.explain(card=fx["card"], source=part["source_card"], label=label_of(self, part["who"]), before=amount,
                 gainer=label_of(self, fx["controller"]))
    self.modify(fx, used_in=event_id)
    self.modify(part, amount=0)
    gains = [p for p in self.find_all(Part, record=False, event=event_id) if p["pos"][:1] == (99,)]
    new_part(self, event_id, kind="gain_life", source=fx["host"], source_card=fx["card"], source_kind="effect",
             controller=fx["controller"], recipient=fx["controller"], rtypes=("player",), who=fx["controller"],
             amount=amount, pos=(99, len(gains) + 1), origin=part_id)
    applied(self, affected, Applied(event=event_id, part=part_id, effect=effect))
