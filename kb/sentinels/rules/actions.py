"""The instruction that deals the damage.

Source: Sentinels rules text: 'Voss, Tempest's nemesis (+1 damage) is attempting to deal 3 damage to Tempest'
- a source deals a target an amount of damage of a type; the damage is then resolved step by step.
"""
from dealt.facts.sentinels import Deal
from dealt.facts.templates import Entity
from dealt.kb.sentinels.rules._common import AS, MATCH, Rule, new_event


@Rule(AS.deal << Deal(source=MATCH.source, target=MATCH.target, amount=MATCH.amount, damage_type=MATCH.damage_type,
                      quality=MATCH.quality),
      Entity(id=MATCH.source, kind=MATCH.source_kind, card=MATCH.source_card, controller=MATCH.controller))
def source_deals_the_damage_its_instruction_names(self, deal, source, target, amount, damage_type, quality,
                                                   source_kind, source_card, controller):
    """{source} deals {target} {amount} {quality}{damage_type} damage.

    Source: Sentinels rules text, 'Determine damage type': 'The very first step when dealing damage is to
    determine the damage type'; Sentinels rules (Dized), 'Damage': 'All damage has a type ... Damage can be
    irreducible ... Damage can also be fixed'.
    """
    self.retract(deal)
    self.explain(quality=f"{quality} " if quality else "")
    new_event(self, source=source, source_card=source_card, source_kind=source_kind, controller=controller,
              target=target, proposed=amount, amount=amount, damage_type=damage_type, quality=quality)
