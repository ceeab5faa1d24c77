"""The instruction that deals the damage: to each of its targets, one at a time.

Source: Sentinels rules text: 'Voss, Tempest's nemesis (+1 damage) is attempting to deal 3 damage to Tempest'
- a source deals a target an amount of damage of a type; the damage is then resolved step by step. An
instruction with several targets deals each its own damage, in the players' order, the next only once the one
before (and whatever it set off) is done: 'nothing in Sentinels is simultaneous. What you have is an attack
that hits x targets, you pick the order that those targets are hit in'
(https://forums.greaterthangames.com/t/absolute-zero-brings-the-heat/8595; see :mod:`..several_targets`).
"""
from dealt.facts.sentinels import Deal
from dealt.facts.templates import DamageEvent, Entity
from dealt.kb.sentinels.rules._common import AS, MATCH, NOT, Rule, L, new_event, ordinal


@Rule(AS.deal << Deal(source=MATCH.source, target=MATCH.target, amount=MATCH.amount, damage_type=MATCH.damage_type,
                      quality=MATCH.quality, prev=MATCH.prev),
      NOT(Deal(index=MATCH.prev)),
      NOT(DamageEvent(stage=~L("done"))),
      Entity(id=MATCH.source, kind=MATCH.source_kind, card=MATCH.source_card, controller=MATCH.controller))
def source_deals_the_damage_its_instruction_names(self, deal, source, target, amount, damage_type, quality,
                                                   source_kind, source_card, controller):
    """{source} deals {target} {amount} {quality}{damage_type} damage{place}.

    Source: Sentinels rules text, 'Determine damage type': 'The very first step when dealing damage is to
    determine the damage type'; Sentinels rules (Dized), 'Damage': 'All damage has a type ... Damage can be
    irreducible ... Damage can also be fixed'. Several targets are dealt their damage one at a time, in the
    order the players choose: 'Any action from a single card or source that effects more than one thing that
    would seem to be simultaneous is instead resolved in the order the heroes choose'
    (https://forums.greaterthangames.com/t/absolute-zero-brings-the-heat/8595); Handelabra's FAQ: 'nothing
    happens simultaneously ... the player is in charge of deciding the order'.
    """
    self.retract(deal)
    place = "" if deal["of"] == 1 else (
        f" (the {ordinal(deal['index'])} of its {deal['of']} targets, "
        + ("in the order the players chose)" if deal["ordered_by"] == "chosen"
           else "in the order the instruction lists them: no order was chosen)"))
    self.explain(quality=f"{quality} " if quality else "", place=place)
    new_event(self, source=source, source_card=source_card, source_kind=source_kind, controller=controller,
              target=target, proposed=amount, amount=amount, damage_type=damage_type, quality=quality)
