"""Immunity: a target immune to the damage is dealt none; immunity beats irreducible and fixed damage.

Source: Sentinels rules text: 'If no hp is reduced, either because of modifiers that brought the damage below
0, or because a target is immune, then no damage is dealt.' Sentinels rules (Dized), 'Damage': 'If a target is
immune to damage, or if an effect prevents damage to a target entirely, neither irreducible nor fixed damage
can be dealt to that target.'
"""
from dealt.facts.templates import DamageEvent, Effect, Slot
from dealt.kb.sentinels.rules._common import AS, MATCH, TEST, Rule


@Rule(AS.event << DamageEvent(step="immunity", cursor=MATCH.cursor, target=MATCH.target,
                              damage_type=MATCH.damage_type, amount=MATCH.before, quality=MATCH.quality),
      Slot(step="immunity", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="immune_to_damage", host=MATCH.target, damage_type=MATCH.only),
      TEST(lambda only, damage_type: only in ("", damage_type)))
def immune_target_is_dealt_no_damage(self, event, before, quality):
    """{target} is immune to {damage_type} damage ({card}), so no damage is dealt{even}: the {before} damage reduces no HP.

    Source: Sentinels rules text: 'If no hp is reduced, either because of modifiers ... or because a target is
    immune, then no damage is dealt.' Sentinels rules (Dized), 'Damage': 'If a target is immune to damage ...
    neither irreducible nor fixed damage can be dealt to that target.'
    """
    self.explain(even=f", even {quality}" if quality else "")
    self.modify(event, prevented=True, step="resolved", stage="done", cursor=0)
