"""Riftbound's damage rules, one module per mechanic family; rule names are unique across modules."""
from dealt.kb.riftbound.rules import (
    bonus_damage, chain, division, might, ordering, prevention, source, split, targeting, triggers,
    combat, lasting, amounts, end_of_turn,
)

MODULES = (chain, targeting, bonus_damage, division, split, ordering, source, prevention, might, triggers, combat, lasting, amounts,
           end_of_turn)
