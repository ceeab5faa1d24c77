"""Hearthstone's damage rules, one module per mechanic family.

Every module's rules are collected into the Hearthstone engine by
:mod:`dealt.kb.hearthstone`; rule names are unique across modules.
"""
from dealt.kb.hearthstone.rules import (
    ability_order, actions, after_attack, armor, drawing, hero_attack, summon, weapons, area, bonuses, character_triggers, combat, costs, deaths, dealer_triggers, dealing,
    deathrattles, destroy, echo_damage, fatigue, healing, hero_damage_doubling, hits, missiles, multi_target,
    predamage, prevention, resolution_order, secrets, stealth, triggered, two_step, variable_damage,
)

MODULES = (actions, area, missiles, multi_target, combat, hits, resolution_order, fatigue, bonuses, prevention, secrets,
           predamage,
           hero_damage_doubling, dealing, character_triggers, stealth, deaths,
           # two-step effects, variable damage, healing, and what a minion's damage causes
           costs, variable_damage, two_step, healing, triggered, echo_damage, dealer_triggers, destroy,
           deathrattles, after_attack,
           # Hero Powers' abilities and weapons (issue 13)
           ability_order, armor, hero_attack, summon, weapons, drawing)
