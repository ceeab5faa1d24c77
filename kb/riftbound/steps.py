"""Riftbound's damage to one target, step by step.

Sources: the rules guide "Modifying and Splitting Damage" (../shared/rules-sources/
riftbound-modifying-and-splitting-damage.txt, the spec) and, where it is silent, the Riftbound Core
Rules (as mirrored at riftwatcher.com/rules and scoutscode.org/crsections; rule numbers differ by
version and are given as found there).
"""
from dealt.kb.steps import Sequence, Step

GUIDE = "Riftbound guide, Modifying and Splitting Damage"
CR = "Riftbound Core Rules"

SEQUENCE = Sequence([
    Step("instruction", "The instruction's amount", f"{GUIDE}: 'read whether the instruction deals an amount to each Target or splits one total'", core=True),
    Step("source", "Who deals the damage", f"{GUIDE}: 'Keep the source named by the instruction'", core=True),
    Step("bonus_damage", "Bonus Damage", f"{GUIDE}: 'An instruction dealing an amount to each target applies the bonus separately to each'", core=True),
    Step("prevention", "Prevent", f"{GUIDE}: 'Afterwards, apply Prevent and record only the damage that actually gets through'"),
    Step("mark_damage", "Damage marked against Might", f"{CR} 143.3.a: 'When spells, abilities, or other game effects deal damage, Units mark that damage on them'", core=True),
    Step("held", "Dealt; the rest of the instruction comes first", f"{CR} 154.3.a: 'Finish resolving all effects of a spell before addressing anything the spell may have triggered'", core=True, phase="after", stage="held"),
    Step("takes_damage_triggers", "'When I take damage' triggers", f"{GUIDE}: 'If all damage is prevented, the unit was not dealt damage, so an ability requiring it to take damage does not trigger'", phase="after"),
    Step("resolved", "Resolved", f"{CR} 356: the spell has resolved", core=True, phase="after"),
])
