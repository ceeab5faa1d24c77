"""Hearthstone's damage rules, one module per mechanic family.

Every module's rules are collected into the Hearthstone engine by
:mod:`dealt.kb.hearthstone`; rule names are unique across modules.

The modules are imported when a board needs them (:class:`dealt.kb.rule_modules.RuleModules`): their names
here, in the order their rules are collected.
"""
from dealt.kb.rule_modules import RuleModules

MODULES = RuleModules(__name__, (
    "actions", "area", "missiles", "multi_target", "combat", "hits", "resolution_order", "fatigue", "bonuses", "prevention", "secrets",
    "predamage",
    "hero_damage_doubling", "dealing", "character_triggers", "stealth", "deaths",
    # two-step effects, variable damage, healing, and what a minion's damage causes
    "costs", "variable_damage", "two_step", "healing", "triggered", "echo_damage", "dealer_triggers", "destroy",
    "deathrattles", "after_attack", "lifesteal", "immune_while_attacking", "enrage",
    # triggered abilities (a card file's `when`): their conditions, and the queue that resolves them
    "trigger_damage_taken", "trigger_frenzy", "trigger_honorable_kill", "trigger_overkill", "trigger_deathrattle", "trigger_after_summon", "trigger_after_spell",
    "trigger_end_of_turn", "trigger_whenever_this_attacks", "trigger_after_hero_attacks", "queued_triggers",
    # Hero Powers' abilities and weapons (issue 13)
    "ability_order", "armor", "hero_attack", "summon", "weapons", "drawing",
    # non-damage abilities read from card texts (issue 13, round 2)
    "freezing",
    # conditions a card's text puts on its ability (Combo, holding a Dragon; issue 13)
    "conditions", "cards_played",
    # stat changes read from card texts (issue 13, round 3)
    "buffs",
    # Locations activated (issue 13, round 3)
    "locations",
))
