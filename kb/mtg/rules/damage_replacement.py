"""Replacement effects on damage (614), applied at 120.4b: Furnace of Rath doubles damage to any permanent or player;
Gratuitous Violence only the damage a creature its controller controls would deal."""
from dealt.facts.mtg import Applied, MtgEffect, Part
from dealt.kb.mtg.rules._common import AS, MATCH, POSITIVE, TEST, Rule, at_slot, label_of, not_yet_applied
from dealt.kb.mtg.rules.ordering import applied
from dealt.kb.ruling import test


def doubles(scope, controller, part):
    """Whether a doubling effect of `scope` (its card's "a source" or "a creature you control") covers this damage."""
    return scope in ("", "any") or (part["source_kind"] == "creature" and part["controller"] == controller)


@Rule(*at_slot("replacement"),
      MtgEffect(id=MATCH.effect, mechanic="double_damage", card=MATCH.card, scope=MATCH.scope,
                controller=MATCH.fx_controller),
      AS.part << Part(event=MATCH.event_id, who=MATCH.who, slot=MATCH.slot, kind="damage", id=MATCH.part_id,
                      amount=MATCH.amount & POSITIVE),
      test(lambda scope, fx_controller, part: doubles(scope, fx_controller, part),
           fails="{card} doubles only the damage a creature player {fx_controller} controls would deal, and this damage "
                 "comes from {source}, {whose}",
           source=lambda part: part["source_card"] or part["source"],
           whose=lambda part: (f"a {part['source_kind']}" if part["source_kind"] != "creature"
                               else f"a creature player {part['controller']} controls")),
      not_yet_applied())
def source_deals_double_damage_to_a_permanent_or_player_instead(self, affected, part, event_id, part_id, effect, amount):
    """{card}: {source} deals double damage to {label} instead ({before} -> {after}).

    Source: Magic Comprehensive Rules 614.1a ('Effects that use the word "instead" are replacement effects'); Furnace of Rath (Oracle, read at https://scryfall.com/search?q=%21%22Furnace+of+Rath%22+set%3ATMP and https://gatherer.wizards.com/Pages/Card/Details.aspx?name=Furnace+of+Rath): 'If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.' Every recipient of damage is a permanent or a player (120.1: creatures, planeswalkers, battles and players). Gratuitous Violence (Oracle, Forge's cardsfolder g/gratuitous_violence.txt): 'If a creature you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.'
    """
    self.explain(source=part["source_card"], label=label_of(self, part["who"]), before=amount, after=amount * 2)
    self.modify(part, amount=amount * 2)
    applied(self, affected, Applied(event=event_id, part=part_id, effect=effect))
