"""Prevent: it takes the Bonus Damage too, uses only what it prevents, keeps the rest for its duration, and ends at 0.

Source: Riftbound guide, Modifying and Splitting Damage: 'Prevention includes Bonus Damage in the amount
being prevented. If all damage is prevented, the unit was not dealt damage'; the glossary: 'Reduce the
next matching damage a unit would take by the stated amount. Only the amount actually prevented is
used; any remainder lasts for the effect's stated duration.' Core Rules 437.2-437.4
(https://riftwatcher.com/rules/prevent/); 437.3.a: 'If the Prevent Value is 0 or less, then Prevent is no
longer being tracked on the Unit in question, and the effect expires.' Used up exactly, it ends: it does not
keep 0 for the rest of its duration.
A fully prevented Damage Event goes to the ``held`` step at once (it is not dealt, so nothing is marked)
and is addressed in its turn (:mod:`.ordering`).
A prevention effect is on the board as kind ``effect``, attached to the unit it protects, with the
Prevent Value it still holds (``prevent``).
"""
from dealt.facts.templates import DamageEvent, Effect, Entity, Slot
from dealt.kb.riftbound.rules._common import AS, MATCH, Rule
from dealt.kb.ruling import test



def _left(before, value):
    """Why a Prevent did not act on a damage, in words (the three rules' conditions share them)."""
    if value <= 0:
        return "its Prevent is used up (0 left), so it has ended and prevents nothing (Core Rules 437.3.a)"
    if before <= 0:
        return "there is no damage to prevent"
    return f"the damage is {before} and it holds {value}"


def _prevents(predicate):
    return test(predicate, fails="{why}", why=_left)


def _pattern():
    return (AS.event << DamageEvent(step="prevention", cursor=MATCH.cursor, prevented=False, target=MATCH.target,
                                    amount=MATCH.before),
            Slot(step="prevention", position=MATCH.cursor, effect=MATCH.effect),
            Effect(id=MATCH.effect, mechanic="prevent_next_damage", host=MATCH.host),
            AS.ward << Entity(id=MATCH.host, attached_to=MATCH.target, prevent=MATCH.value))


@Rule(*_pattern(), _prevents(lambda before, value: before > value > 0))
def prevention_reduces_the_damage_and_is_used_up(self, event, ward, cursor, before, value):
    """{card} prevents {value} of the {before} damage to {target}, Bonus Damage included: {before} -> {after}. {card}'s Prevent is used up and ends (Core Rules 437.3.a).

    Source: Riftbound guide, Modifying and Splitting Damage: 'Prevention includes Bonus Damage in the
    amount being prevented'; worked numbers: 'If A prevents 3 of its damage, A takes 4 and B takes 7.
    Prevention on A does not subtract damage from B.' Core Rules 437.2 (the damage is reduced by the
    Prevent Value); 437.3.a: 'If the Prevent Value is 0 or less, then Prevent is no longer being tracked on
    the Unit in question, and the effect expires.'
    """
    self.modify(ward, prevent=0)
    self.modify(event, amount=before - value, cursor=cursor + 1)


@Rule(*_pattern(), _prevents(lambda before, value: 0 < before < value))
def prevention_stops_all_the_damage_and_keeps_the_rest(self, event, ward, before, value):
    """{card} prevents all {before} damage to {target}, Bonus Damage included, so {target} is not dealt damage at all. It keeps {left} of its {value} for the rest of its duration.

    Source: Riftbound guide, Modifying and Splitting Damage: 'If all damage is prevented, the unit was
    not dealt damage'; glossary: 'Only the amount actually prevented is used; any remainder lasts for the
    effect's stated duration.' Core Rules 437.4: 'Damage dealt to a Unit that has all of that damage
    Prevented is not considered to have been dealt to it at all'; 437.3.b.
    """
    self.explain(left=value - before)
    self.modify(ward, prevent=value - before)
    self.modify(event, amount=0, prevented=True, step="held", stage="held", cursor=0)


@Rule(*_pattern(), _prevents(lambda before, value: 0 < before == value))
def prevention_stops_all_the_damage_and_is_used_up(self, event, ward, before):
    """{card} prevents all {before} damage to {target}, Bonus Damage included, so {target} is not dealt damage at all. {card}'s Prevent is used up and ends (Core Rules 437.3.a): nothing of it is left for the rest of its duration.

    Source: Riftbound guide, Modifying and Splitting Damage: 'If all damage is prevented, the unit was
    not dealt damage'. Core Rules 437.4: 'Damage dealt to a Unit that has all of that damage Prevented is
    not considered to have been dealt to it at all'; 437.3.a: 'If the Prevent Value is 0 or less, then
    Prevent is no longer being tracked on the Unit in question, and the effect expires.'
    """
    self.modify(ward, prevent=0)
    self.modify(event, amount=0, prevented=True, step="held", stage="held", cursor=0)
