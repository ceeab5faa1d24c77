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
    # conditions on a quantity of the board or of the game's history (issue 13, round 3)
    "counted_conditions",
    # trigger kinds read from card texts (issue 13, round 3)
    "trigger_after_friendly_death", "trigger_hero_takes_damage", "trigger_after_play", "trigger_after_this_attacks", "trigger_secrets", "trigger_hero_power",
    # more damage forms read from card texts (issue 13, round 3)
    "own_hero_damage", "lowest_health", "board_amounts", "area_waves", "all_but_the_target", "repeated_hits", "target_and_random_others",
    # later steps that query the target, random summons (issue 13, round 3)
    "target_query", "random_summon",
    # a card's own Cost as its text changes it in the hand (issue 13, round 3)
    "own_cost_changes",
    # static effects of a card in play (issue 13, round 3)
    "damage_cap", "reborn", "spell_lifesteal", "hero_immunity",
    # Locations activated (issue 13, round 3)
    "locations",
    # effects that count or pick damaged characters (issue 13, round 3)
    "damaged_counts",
    # excess damage that hits a hero (issue 13, round 3)
    "excess_damage",
    # a target's query whose step damages the enemy hero (issue 13, round 3)
    "query_damage",
    # the end of a turn: what lasts this turn ends, and the turn passes; the cards played in a turn (issue 15)
    "turn_ends", "played_this_turn",
))
