"""Excess damage: what a damage clause deals beyond its minion target's Health, sent on to a hero.

- ``Excess damage hits the enemy hero.`` / ``Excess damage hits your hero.`` after a damage clause to a chosen
  minion (Piercing Shot, Unstable Shadow Blast): the later step ``then_excess_damage_hits_a_hero``
  (:mod:`..rules.excess_damage`): once the damage resolved, what it took beyond the minion's Health hits that hero.
"""
import re

from dealt.kb.hearthstone.grammar import FOLLOWUP, Template
from dealt.kb.hearthstone.mechanics import EXCESS

_HEROES = {"the enemy hero": "enemy_hero", "your hero": "friendly_hero"}


def _to_a_minion(match, record):
    """The excess step, for a card whose damage goes to a chosen minion (its play requirements), else None."""
    if ("REQ_MINION_TARGET", 0) not in record.requirements:
        return None
    return (("then_excess_damage_hits_a_hero", {"group": _HEROES[match["hero"]]}),)


TEMPLATES = (
    Template("excess_damage_hits_a_hero",
             re.compile(rf"Excess damage hits (?P<hero>{'|'.join(_HEROES)})\."), _to_a_minion,
             EXCESS + "; 'the enemy hero' is the opponent's, 'your hero' its controller's",
             ("Piercing Shot", "Excess damage hits the enemy hero."), where=FOLLOWUP,
             follows=frozenset({"deal_damage"})),
)
