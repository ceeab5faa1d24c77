"""Source attribution: who deals the damage is named by the instruction, and a bonus never changes it.

Source: Riftbound guide, Modifying and Splitting Damage: 'Keep the source named by the instruction. If
a spell says a chosen unit deals the damage, that unit is the source rather than the spell. If an
ability itself deals it, attribution includes the ability and its source. A bonus changes the amount,
not this attribution; do not credit Annie with damage merely because she supplied the bonus.'
"""
from dealt.facts.templates import DamageEvent
from dealt.kb.riftbound.rules._common import AS, Rule


@Rule(AS.event << DamageEvent(step="source", cursor=0, source_kind="spell"))
def spell_is_the_source_of_its_damage(self, event):
    """The spell {source} is the source of the damage to {target}.

    Source: Riftbound guide, Modifying and Splitting Damage: 'a source is the game element, such as a
    unit, spell or ability, that the rules identify as dealing the damage.'
    """
    self.modify(event, cursor=1)


@Rule(AS.event << DamageEvent(step="source", cursor=0, source_kind="ability"))
def ability_damage_is_attributed_to_the_ability_and_its_unit(self, event):
    """{source}'s ability deals the damage to {target}: it is attributed to the ability and to {unit}, its source.

    Source: Riftbound guide, Modifying and Splitting Damage: 'If an ability itself deals it, attribution
    includes the ability and its source'; Core Rules 428.5.d: 'Abilities originating from Game Objects
    that are attributed Kill Actions are attributed in addition to the Game Object that created them.'
    """
    self.explain(unit=event["source"])
    self.modify(event, cursor=1)


@Rule(AS.event << DamageEvent(step="source", cursor=0, source_kind="unit"))
def named_unit_is_the_source_of_the_damage(self, event):
    """The instruction names {unit} as the one dealing the damage to {target}: {unit} is the source.

    Source: Riftbound guide, Modifying and Splitting Damage: 'If a spell says a chosen unit deals the
    damage, that unit is the source rather than the spell.'
    """
    self.explain(unit=event["source"])
    self.modify(event, cursor=1)
