"""Sentinels of the Multiverse's damage rules, one module per mechanic.

Every module's rules are collected into the Sentinels engine by :mod:`dealt.kb.sentinels`; rule names are
unique across modules.
"""
from dealt.kb.sentinels.rules import (
    actions, after_damage, damage_type, dealing, identify, immunity, instead, modifiers, nemesis, order, out_of_play,
    redirect, threshold,
)
from dealt.kb.sentinels.rules import deals_damage, irreducible
from dealt.kb.sentinels.rules import costs, destination, end_of_turn

MODULES = (actions, out_of_play, identify, nemesis, order, damage_type, modifiers, threshold, immunity, dealing, instead,
           redirect, after_damage, irreducible, deals_damage, destination, costs, end_of_turn)
