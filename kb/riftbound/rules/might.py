"""Damage is marked against Might; a unit whose marked damage reaches its Might is killed at cleanup.

Source: Riftbound guide, Modifying and Splitting Damage: 'A damage bonus changes the amount dealt by an
action, not the unit's Might'; glossary: 'Might represents both how much Combat Damage a unit can
contribute and how much marked Damage it can normally take before being killed.' Core Rules 143.2.a
(142.2.a in earlier versions): 'If a Unit ever has nonzero damage marked on it equalling or exceeding
its Might, it is Killed'; 143.2.b: a Might below 0 is treated as 0; 143.3.a: units mark the damage
dealt to them; 428.1.a.2 and 428.4: this Passive Kill is the result of a Cleanup. When: the guide is
silent; the Core Rules have a Cleanup after a chain item resolves (RiftJudge rulings 7425 and 1133,
unofficial), so the kill comes once every Damage Event of the spell or ability has resolved.
"""
from dealt.facts.riftbound import ChainItem
from dealt.facts.templates import DamageEvent, Entity
from dealt.inference.salience import ADVANCE
from dealt.kb.riftbound.rules._common import AS, GONE, MATCH, NOT, TEST, L, Rule, has_lethal_damage
from dealt.kb.ruling import housekeeping


@Rule(AS.event << DamageEvent(step="mark_damage", applied=False, target=MATCH.target, amount=MATCH.before),
      AS.unit << Entity(id=MATCH.target, damage=MATCH.marked, might=MATCH.might))
def damage_is_marked_against_might(self, event, unit, before, marked, might):
    """{target} is dealt {before}: damage marked {marked} -> {now}, against its Might {might}, which stays {might}.

    Source: Riftbound Core Rules 143.3.a: 'When spells, abilities, or other game effects deal damage,
    Units mark that damage on them'; the guide: a damage bonus 'does not increase their targets' Might'
    (damage never lowers Might either).
    """
    self.explain(now=marked + before)
    self.modify(unit, damage=marked + before)
    self.modify(event, applied=True, dealt=before, lost=before)


@Rule(AS.item << ChainItem(stage="dealing"),
      NOT(DamageEvent(stage=~L("done"))),
      salience=ADVANCE)
@housekeeping
def the_spell_or_ability_has_resolved(self, item):
    """{card} has resolved."""
    self.modify(item, stage="done")


@Rule(ChainItem(stage="done"),
      AS.unit << Entity(id=MATCH.entity, kind="unit", destroyed=False, location=~L(GONE), damage=MATCH.marked,
                        might=MATCH.might),
      TEST(has_lethal_damage))
def unit_with_lethal_damage_is_killed(self, unit, marked, might):
    """{entity} has {marked} damage marked against Might {might}: it is killed at the cleanup after the spell or ability resolves.

    Source: Riftbound Core Rules 143.2.a: 'If a Unit ever has nonzero damage marked on it equalling or
    exceeding its Might, it is Killed'; 428.1.a.2: 'Passive Kill is when the action is taken as a result of
    Lethal Damage'; 428.4: 'Killing can also be the result of resolving a Cleanup.'
    """
    self.modify(unit, destroyed=True)
