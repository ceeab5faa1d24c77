"""Conditional clauses: an ability that acts only if a condition holds as the card is played, or acts with
another amount if it does (:mod:`dealt.kb.hearthstone.rules.conditions` checks each from the scenario's facts).

- ``Combo: <clause>``: the clause is the card's ability, acting only if its controller played a card before
  it this turn (``players: {A: {cards_played_this_turn: N}}``);
- ``If you're holding a <race or card type>, <clause>`` (inside a Battlecry, or a spell's text): only if
  its controller's hand (``players: {A: {hand: [...]}}``) holds such a card;
- ``If you control a Secret, <clause>``: only if its controller has a Secret on the board;
- ``Combo: Deal M [damage] instead.`` after a damage clause: the ability deals M if Combo is active.

Each inner clause is read by the ability templates (:mod:`.damage`); a clause they do not read leaves the
whole sentence unread.
"""
import re

from dealt.kb.hearthstone.grammar import ABILITY, ANYWHERE, FOLLOWUP, Template
from dealt.kb.hearthstone.grammar.prefixes import INNER
from dealt.kb.hearthstone.mechanics import COMBO, CONTROL_SECRET, HOLDING

#: what "If you're holding a X" names -> the trait an InHand fact carries (the card database's race, type)
HELD_WORDS = {"Dragon": "dragon", "Beast": "beast", "Murloc": "murloc", "Pirate": "pirate", "Demon": "demon",
              "Elemental": "elemental", "Mech": "mechanical", "Totem": "totem", "Undead": "undead", "Naga": "naga",
              "Quilboar": "quilboar", "Draenei": "draenei", "spell": "spell", "minion": "minion",
              "weapon": "weapon"}
#: the kinds of card a Combo is read on (a card played from the hand that Dealt plays: a minion or a spell)
_COMBO_CARDS = frozenset({"MINION", "SPELL"})


def _combo(match, record):
    return (("only_if", {"condition": "combo"}),) if record.type in _COMBO_CARDS else None


def _holding(match, record):
    return (("only_if", {"condition": "holding", "what": HELD_WORDS[match["what"]]}),)


def _secret(match, record):
    return (("only_if", {"condition": "control_a_secret"}),)


def _combo_instead(match, record):
    return (("instead_if", {"condition": "combo", "amount": int(match["amount"])}),) if (
        record.type in _COMBO_CARDS) else None


_HELD = "|".join(sorted(map(re.escape, HELD_WORDS), key=len, reverse=True))

TEMPLATES = (
    Template("combo", re.compile(rf"Combo: (?P<{INNER}>.+)"), _combo, COMBO,
             ("SI:7 Agent", "Combo: Deal 3 damage."), where=ANYWHERE),
    Template("if_you_are_holding", re.compile(rf"If you're holding an? (?P<what>{_HELD}), (?P<{INNER}>.+)"),
             _holding, HOLDING, ("Blackwing Corruptor", "Battlecry: If you're holding a Dragon, deal 5 damage."), where=ABILITY),
    Template("if_you_control_a_secret", re.compile(rf"If you control a Secret, (?P<{INNER}>.+)"), _secret,
             CONTROL_SECRET, ("Cloud Prince", "Battlecry: If you control a Secret, deal 6 damage."), where=ABILITY),
    Template("combo_deals_another_amount_instead", re.compile(r"Combo: Deal (?P<amount>\d+)(?: damage)? instead\."),
             _combo_instead, COMBO + " (the ability's first number is replaced when Combo is active)",
             ("Eviscerate", "Combo: Deal 4 damage instead."), where=FOLLOWUP, follows=frozenset({"deal_damage"})),
)
