"""Conditions on a quantity (issue 13, round 3): "If <condition>, <clause>." and, after a damage clause, "If
<condition>, deal N instead." / "... deal N more.", where the condition is a quantity the board holds (a deck's
cards, a hero's Health, the minions on a side, a hand) or one the game's history holds, which the scenario gives
(``players: {A: {history: ...}}``, :mod:`dealt.facts.history`).

Each phrase of :data:`PHRASES` reads as one condition ``count`` (:mod:`...rules.counted_conditions`): the
quantity's name, and the bound it must be at least or at most. The same phrase reads the same quantity on every
card (one vocabulary). A card's progress counter ("@ ({0} left!)@ (Ready!)", the in-hand display of how far the
count is) is part of its clause and changes nothing: the condition is read from the count itself.
"""
import re

from dealt.kb.hearthstone.grammar import ABILITY, ANYWHERE, FOLLOWUP, Template
from dealt.kb.hearthstone.grammar.conditions import ONE_AMOUNT
from dealt.kb.hearthstone.grammar.prefixes import INNER
from dealt.kb.hearthstone.mechanics import COUNTED, QUICKDRAW

#: the conditions a triggered ability may carry, checked when it triggers (Deathrattle: "If you're holding a
#: Dragon, ..."; :mod:`...rules.conditions`): the hand, which the scenario gives and no damage changes; a
#: quantity (a hero's Health, the minions on the board) is read before the action, so it is not one of them
CHECKED_WHEN_IT_TRIGGERS = frozenset({"holding"})
_NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5}
_N = r"(?P<n>\d+|two|three|four|five)"


def _n(match):
    return int(_NUMBER_WORDS.get(match["n"], match["n"]))


def _at_least(what, bound=None):
    return lambda match: (what, "at_least", 1 if bound is None and "n" not in match.groupdict() else
                          bound if bound is not None else _n(match))


def _at_most(what, bound=None):
    return lambda match: (what, "at_most", bound if bound is not None else _n(match))


#: (the condition's words, (match -> (quantity, compare, bound)), whether only a minion can say it)
PHRASES = (
    (rf"your deck (?:contains|has) {_N} or (?:fewer|less) cards", _at_most("deck"), False),
    (rf"your deck (?:contains|has) {_N} or more cards", _at_least("deck"), False),
    (rf"you have {_N} or less Health", _at_most("hero_health"), False),
    (rf"your opponent has {_N} or more minions", _at_least("enemy_minions"), False),
    (rf"you have at least {_N} other minions", _at_least("other_minions"), True),
    (r"your hand is empty", _at_most("hand", 0), False),
    (r"your hero took damage this turn", _at_least("this_turn.hero_took_damage"), False),
    (r"your hero attacked this turn", _at_least("this_turn.hero_attacked"), False),
    (r"your hero's Health changed this turn", _at_least("this_turn.hero_health_changed"), False),
    (rf"you played {_N} spells this turn", _at_least("this_turn.spells_played"), False),
    (r"a friendly minion died this turn", _at_least("this_turn.friendly_minions_died"), False),
    (r"you've played a card from another class this turn", _at_least("this_turn.cards_from_another_class_played"),
     False),
    (r"you have Overloaded Mana Crystals|you're Overloaded", _at_least("this_turn.overloaded_mana_crystals"), False),
    (rf"you have {_N} Mana Crystals", _at_least("this_turn.mana_crystals"), False),
    (r"a friendly Undead died after your last turn", _at_least("since_your_last_turn.friendly_undead_died"), False),
    (r"you've discarded a card this game", _at_least("this_game.cards_discarded"), False),
    (r"you played a Quest this game", _at_least("this_game.quests_played"), False),
    (rf"{_N} friendly minions have died this game", _at_least("this_game.friendly_minions_died"), False),
    (r"you've cast a spell while holding this", _at_least("while_holding_this.spells_cast"), False),
    (rf"you've cast {_N} spells while holding this", _at_least("while_holding_this.spells_cast"), False),
    (r"you played a minion while holding this", _at_least("while_holding_this.minions_played"), False),
    (r"a Stealthed minion attacked while holding this", _at_least("while_holding_this.stealthed_minion_attacks"),
     False),
    (rf"you've cast {_N} or more spells this game", _at_least("this_game.spells_cast"), False),
    (rf"you've dealt {_N} damage with your Hero Power this game", _at_least("this_game.hero_power_damage"), False),
    (r"you've Imbued your Hero Power twice", _at_least("this_game.hero_power_imbues", 2), False),
    (rf"you've played {_N} different spell schools while holding this",
     _at_least("while_holding_this.spell_schools_played"), False),
    (r"you played a copy of an opponent's card while holding this",
     _at_least("while_holding_this.copies_of_opponents_cards_played"), False),
    (r"your deck has no duplicates", _at_least("deck.no_duplicates"), False),
    (r"your deck has only even-Cost cards", _at_least("deck.only_even_cost_cards"), False),
    (r"your deck has only odd-Cost cards", _at_least("deck.only_odd_cost_cards"), False),
)
_COMPILED = tuple((re.compile(words), read, minion_only) for words, read, minion_only in PHRASES)
_CONDITION = "|".join(f"(?:{words})" for words, _, _ in PHRASES).replace("(?P<n>", "(?:")
#: the in-hand progress counter some cards print after their clause
_COUNTER = r"(?:@ \(\{0\} left!\)@ \(Ready!\))?"


def condition(words, record):
    """The params of condition ``count`` the words of a condition say, or None (not a phrase, or one only a
    minion says on a card that is no minion)."""
    for pattern, read, minion_only in _COMPILED:
        match = pattern.fullmatch(words)
        if match is not None:
            if minion_only and record.type != "MINION":
                return None
            what, compare, bound = read(match)
            return {"condition": "count", "what": what, "compare": compare, "bound": bound}
    return None


def _only_if(match, record):
    params = condition(match["condition"], record)
    return None if params is None else (("only_if", params),)


def _instead(match, record):
    params = condition(match["condition"], record)
    return None if params is None else (("instead_if", dict(params, amount=int(match["amount"]))),)


def _more(match, record):
    params = condition(match["condition"], record)
    return None if params is None else (("instead_if", dict(params, more=int(match["more"]))),)


def _split_more(match, record):
    """'deal N more' after damage 'randomly split': N more missiles (the split's base), on a card whose damage
    clause is the split (a missile spell's other form, 'N times', has no 'more')."""
    return _more(match, record) if _SPLIT.search(record.text) else None


_SPLIT = re.compile(r"[Dd]eal \d+ damage randomly split")


def _counter(match, record):
    return ()


def _entered_hand_instead(match, record):
    return (("instead_if", {"condition": "quickdraw", "amount": int(match["amount"])}),) if (
        record.type in ("MINION", "SPELL")) else None


TEMPLATES = (
    Template("a_progress_counter", re.compile(r"@ \(\{0\} left!\)@ \(Ready!\)"), _counter,
             "the in-hand display of how far a card's count has gone ('{0} left!', 'Ready!'): it shows the count "
             "its condition reads and changes nothing (no_damage.py's bar: no rule lets a display change damage)",
             ("Prison Breaker", "@ ({0} left!)@ (Ready!)"), where=ANYWHERE),
    Template("if_a_quantity_holds",
             re.compile(rf"If (?P<condition>{_CONDITION}), (?P<{INNER}>.+?){_COUNTER}"), _only_if, COUNTED,
             ("Glaivebound Adept", "Battlecry: If your hero attacked this turn, deal 4 damage."), where=ABILITY),
    Template("if_a_quantity_holds_deal_another_amount_instead",
             re.compile(rf"If (?P<condition>{_CONDITION}), deal (?P<amount>\d+)(?: damage)? instead\."), _instead,
             COUNTED + " (the ability's number is replaced when it holds)",
             ("Mortal Strike", "If you have 12 or less Health, deal 6 instead."), where=FOLLOWUP, follows=ONE_AMOUNT),
    Template("if_a_quantity_holds_deal_more",
             re.compile(rf"If (?P<condition>{_CONDITION}), deal (?P<more>\d+) more\."), _more,
             COUNTED + " ('deal N more': the ability's number grows by N when it holds)",
             ("Hot Coals", "If your hero took damage this turn, deal 1 more."), where=FOLLOWUP, follows=ONE_AMOUNT),
    Template("if_a_quantity_holds_deal_more_split",
             re.compile(rf"If (?P<condition>{_CONDITION}), deal (?P<more>\d+) more\."), _split_more,
             COUNTED + "; Hearthstone wiki, Damage Events: damage 'randomly split' is missiles of 1 each ('each Damage "
                       "Events created by effects that deal a certain amount of damage randomly split ... has a proposed "
                       "damage of 1'), so N more is N more missiles",
             ("Bone Flurry", "If a friendly minion died this turn, deal 3 more."), where=FOLLOWUP,
             follows=frozenset({"missiles"})),
    Template("if_this_entered_your_hand_this_turn_deal_another_amount_instead",
             re.compile(r"If this entered your hand this turn, deal (?P<amount>\d+)(?: damage)? instead\."),
             _entered_hand_instead, QUICKDRAW + " (Quickdraw's condition, written out: the ability's number is "
                                    "replaced when it holds; action: entered_hand_this_turn)",
             ("Oil Rig Ambusher", "If this entered your hand this turn, deal 4 instead."), where=FOLLOWUP,
             follows=ONE_AMOUNT),
)
