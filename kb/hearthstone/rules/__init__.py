"""Hearthstone's damage rules, one module per mechanic family.

Every module's rules are collected into the Hearthstone engine by
:mod:`dealt.kb.hearthstone`; rule names are unique across modules.
"""
from dealt.kb.hearthstone.rules import (
    actions, bonuses, character_triggers, deaths, dealing, fatigue, hero_damage_doubling,
    predamage, prevention, stealth,
)

MODULES = (actions, fatigue, bonuses, prevention, predamage, hero_damage_doubling, dealing,
           character_triggers, stealth, deaths)
