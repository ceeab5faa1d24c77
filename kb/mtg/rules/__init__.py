"""Magic's damage rules, one module per mechanic family; rule names are unique across modules."""
from dealt.kb.mtg.rules import (
    damage_replacement, event, excess, occurs, ordering, prevention, results, results_replacement, sba,
    amounts, cant_prevent, prevent_all, life_floor, statics,
)
from dealt.kb.mtg.rules import damage_triggers, illegal_targets
from dealt.kb.mtg.rules import combat_steps, indestructible, protection
from dealt.kb.mtg.rules import action_labels, assignment, cleanup, numbering

MODULES = (event, ordering, excess, prevention, damage_replacement, results, results_replacement, occurs, sba,
           damage_triggers, illegal_targets, amounts, cant_prevent, prevent_all, life_floor, statics,
           combat_steps, indestructible, protection, cleanup, action_labels, numbering, assignment)
