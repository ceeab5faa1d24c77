"""Play-time prefixes: what a card does as it is played, read as the played card's ability.

- ``Battlecry: <clause>``: a minion's Battlecry is its ability when it is played from the hand (Hearthstone
  wiki, Battlecry: "Battlecry is a minion ability where a particular effect activates when the minion is
  played directly from the hand"), with the minion as the source, as Dispatch Kodo and Firework Elemental
  work from their card files. The clause after the colon is read by the ability templates (:mod:`.damage`).
  A minion already in play has used its Battlecry (:mod:`..db_keywords`): there the reading is not used.
  A Hero card's Battlecry is read the same way: "Upon being played, a hero card will replace the player's
  hero, give them a small amount of Armor and replace their Hero Power" (Hearthstone wiki, Hero card), and its
  Battlecry acts as it is played, its source the hero it became (:func:`..board._hero_card_played`).
- ``Hero Power`` (the label a Hero Power's text opens with, "Hero Power Deal 1 damage."): a label, not a
  clause; what follows is the Hero Power's ability.
- ``Combo:`` is not read: "Combo ... triggers when you play the card from your hand if you already played
  a card in the current turn" (https://glimpse.me/kb/hearthstone-keywords-mechanic), and a scenario does not
  say what was played before this turn's action, so whether it acts cannot be known.
- ``Outcast:`` is not read: it acts when the card is the left- or right-most card in the hand, which a
  scenario does not describe.
"""
import re

from dealt.kb.hearthstone.grammar import ANYWHERE, Template

#: the group of a prefix's pattern holding the clause read as the card's ability
INNER = "inner"


#: the kinds of card whose text may open with a Battlecry that acts as the card is played from the hand
_BATTLECRY_CARDS = frozenset({"MINION", "HERO"})


def _minion(match, record):
    return () if record.type in _BATTLECRY_CARDS else None


def _hero_power(match, record):
    return () if record.type == "HERO_POWER" else None


TEMPLATES = (
    Template("battlecry", re.compile(rf"Battlecry: (?P<{INNER}>.+)"), _minion,
             "Hearthstone wiki, Battlecry: 'Battlecry is a minion ability where a particular effect activates when "
             "the minion is played directly from the hand'", ("Elven Archer", "Battlecry: Deal 1 damage."),
             where=ANYWHERE),
    Template("hero_power_label", re.compile(r"Hero Power"), _hero_power,
             "the card database's Hero Power texts open with the label 'Hero Power' (Fireblast: 'Hero Power Deal 1 "
             "damage.')", ("Fireblast", "Hero Power"), where=ANYWHERE),
)
