"""Hearthstone's damage rules, one module per mechanic family.

Every module's rules are collected into the Hearthstone engine by
:mod:`dealt.kb.hearthstone`; rule names are unique across modules.
"""
from dealt.kb.hearthstone.rules import (
    actions, area, bonuses, character_triggers, combat, deaths, dealing, fatigue, hero_damage_doubling, hits,
    missiles, multi_target, predamage, prevention, stealth,
)

MODULES = (actions, area, missiles, multi_target, combat, hits, fatigue, bonuses, prevention, predamage,
           hero_damage_doubling, dealing, character_triggers, stealth, deaths)
