"""Excess damage: what a damage clause deals beyond its minion target's Health, sent on to a hero.

- ``Excess damage hits the enemy hero.`` / ``Excess damage hits your hero.`` after a damage clause to a chosen
  minion (Piercing Shot, Unstable Shadow Blast): the later step ``then_excess_damage_hits_a_hero``
  (:mod:`..rules.excess_damage`): once the damage resolved, what it took beyond the minion's Health hits that hero.
- ``Secret: After your opponent plays a minion, deal N damage to it and any excess to their hero.`` (Explosive
  Runes): one triggered ability, ``deal_damage_to_it_and_any_excess_to_its_hero``, the minion's hit then the excess.
- ``If it dies, deal N damage to the enemy hero.`` after damage to a chosen target (Mind Sear): the later step
  ``then_damage_the_enemy_hero_if`` (:mod:`..rules.query_damage`), a second, named target once the query held.
"""
import re

from dealt.kb.hearthstone.grammar import ANYWHERE, FOLLOWUP, Template
from dealt.kb.hearthstone.grammar.damage import _bonus
from dealt.kb.hearthstone.grammar.later_steps import _ASKS, TWO_STEPS
from dealt.kb.hearthstone.mechanics import EXCESS

_HEROES = {"the enemy hero": "enemy_hero", "your hero": "friendly_hero"}


def _to_a_minion(match, record):
    """The excess step, for a card whose damage goes to a chosen minion (its play requirements), else None."""
    if ("REQ_MINION_TARGET", 0) not in record.requirements:
        return None
    return (("then_excess_damage_hits_a_hero", {"group": _HEROES[match["hero"]]}),)


def _if_then_the_enemy_hero(match, record):
    return (("then_damage_the_enemy_hero_if", {"condition": _ASKS[match["if"]], "amount": int(match["amount"]),
                                               "spell_damage": _bonus(record)}),)


def _secret_to_it_and_its_hero(match, record):
    """Explosive Runes: the minion played takes the damage, its controller's hero the excess."""
    if "SECRET" not in record.mechanics:
        return None
    return (("deal_damage_to_it_and_any_excess_to_its_hero",
             {"amount": int(match["amount"]), "spell_damage": _bonus(record), "when": "after_your_opponent_plays_a_minion"}),)


TEMPLATES = (
    Template("excess_damage_hits_a_hero",
             re.compile(rf"Excess damage hits (?P<hero>{'|'.join(_HEROES)})\."), _to_a_minion,
             EXCESS + "; 'the enemy hero' is the opponent's, 'your hero' its controller's",
             ("Piercing Shot", "Excess damage hits the enemy hero."), where=FOLLOWUP,
             follows=frozenset({"deal_damage"})),
    Template("secret_after_your_opponent_plays_a_minion_deal_damage_to_it_and_any_excess_to_their_hero",
             re.compile(r"Secret: After your opponent plays a minion, deal (?P<amount>\d+) damage to it and any excess "
                        r"to their hero\."), _secret_to_it_and_its_hero,
             EXCESS + "; the Secret triggers after the opponent's minion is played (kb/hearthstone/triggers.py, "
             "after_your_opponent_plays_a_minion); 'it' is that minion, 'their hero' its controller's",
             ("Explosive Runes", "Secret: After your opponent plays a minion, deal 6 damage to it and any excess to "
              "their hero."), where=ANYWHERE),
    Template("if_it_dies_or_survives_deal_damage_to_the_enemy_hero",
             re.compile(r"If (?P<if>it dies|that kills it|it survives), deal (?P<amount>\d+) damage to the enemy hero\."),
             _if_then_the_enemy_hero,
             TWO_STEPS + "; the step is a Damage Event on the enemy hero, named by the text (Hearthstone wiki, Target), "
             "once the query held", ("Mind Sear", "If it dies, deal 3 damage to the enemy hero."), where=FOLLOWUP,
             follows=frozenset({"deal_damage"})),
)
