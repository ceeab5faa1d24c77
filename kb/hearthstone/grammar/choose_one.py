"""Choose One: a spell whose player picks one of two effects as it is played.

"Choose One - Deal 3 damage to a minion; or 1 damage and draw a card." (Wrath). Hearthstone wiki, Choose One
(https://hearthstone.wiki.gg/wiki/Choose_One): "Choose One is an ability which allows the player to choose
between two or more effects". The card database holds each option as a card of its own, with its own text and
play requirements (Wrath EX1_154: Solar Wrath EX1_154a "Deal $3 damage to a minion.", Nature's Wrath EX1_154b
"Deal $1 damage to a minion. Draw a card."; Fireplace implements Choose One cards from the same option cards,
``choose = ("EX1_154a", "EX1_154b")``). The clause is read when each option card is found (its id is the card's
with ``a``/``b``, a reprint's without its set prefix; which option is which printed one is told by the words they
share) and each option's text is read whole by this grammar; the card's mechanic is ``one_option_chosen`` with the
option cards' ids, and the board reads the option the scenario says the player chose (``action: {card: Wrath,
choose: 2}``, :mod:`..board`). An option Dealt cannot read leaves the clause unread, so the card unmodelled.
Only spells: a Choose One minion (Keeper of the Grove) acts like a Battlecry, and its option cards are spells.
"""
import dataclasses
import re
from functools import lru_cache

from dealt.kb.hearthstone.grammar import ABILITY, IN_PLAY, Template

CHOOSE_ONE = ("Hearthstone wiki, Choose One (https://hearthstone.wiki.gg/wiki/Choose_One): 'Choose One is an ability "
              "which allows the player to choose between two or more effects'; each option is a card of the "
              "database with its own text (Wrath EX1_154: Solar Wrath EX1_154a, Nature's Wrath EX1_154b; Fireplace, "
              "fireplace/cards/classic/druid.py, Wrath 'choose = (\"EX1_154a\", \"EX1_154b\")'), read by the same "
              "grammar; the option played is the scenario's (action: choose)")
#: a reprint's id prefix, left out to find the original's option cards (CORE_EX1_154 -> EX1_154a)
_REPRINT = re.compile(r"^(?:CORE|VAN|LEG|WON)_")


@lru_cache(maxsize=1)
def _option_cards():
    """{card id: plain text} of the database's cards (the option cards are looked up in it)."""
    from hearthstone import cardxml
    from dealt.kb.hearthstone.carddb import _plain_text
    cards, _ = cardxml.load()
    return {card.id: _plain_text(card.english_description or "") for card in cards.values()}


def option_ids(card_id):
    """The ids of a Choose One card's two option cards (the original printing's), or ()."""
    table = _option_cards()
    for stem in (card_id, _REPRINT.sub("", card_id)):
        if f"{stem}a" in table and f"{stem}b" in table:
            return (f"{stem}a", f"{stem}b")
    return ()


def _words(text):
    return set(re.findall(r"\w+", text.lower()))


def _in_printed_order(phrases, ids):
    """The option ids in the order the card prints their phrases, matched by the words they share; None when the
    words do not tell."""
    table = _option_cards()
    keep = sum(len(_words(p) & _words(table[i])) for p, i in zip(phrases, ids))
    swap = sum(len(_words(p) & _words(table[i])) for p, i in zip(phrases, ids[::-1]))
    return ids if keep > swap else ids[::-1] if swap > keep else None


def option_record(record, option_id, text):
    """The option as this card plays it: its text, and the play requirements and named hero read from it."""
    from dealt.kb.hearthstone.named_targets import named_target_from_text
    from dealt.kb.hearthstone.play_requirements import requirements_from_text
    requirements = requirements_from_text(text, record.type, record.mechanics)
    return dataclasses.replace(record, id=option_id, text=text, requirements=requirements,
                               named_target=named_target_from_text(text, record.type, record.mechanics, requirements))


def _choose_one(match, record):
    from dealt.kb.hearthstone.grammar.reading import read_card
    ids = option_ids(record.id) if record.type == "SPELL" else ()
    ordered = _in_printed_order((match["a"], match["b"]), ids) if ids else None
    if ordered is None:
        return None
    for option in ordered:
        derivation = read_card(option_record(record, option, _option_cards()[option]))
        if derivation.unread or not derivation.readings:
            return None
    return (("one_option_chosen", {"options": ordered}),)


TEMPLATES = (
    Template("choose_one_of_two_options", re.compile(r"Choose One - (?P<a>[^;]+); or (?P<b>[^;]+)"), _choose_one,
             CHOOSE_ONE, ("Wrath", "Choose One - Deal 3 damage to a minion; or 1 damage and draw a card."),
             where=ABILITY),
    Template("choose_one_cards_have_both_effects",
             re.compile(r"Your Choose One cards and powers have both effects combined\."),
             lambda match, record: (("options_combined_for_choose_one", {}),) if record.type == "MINION" else None,
             "Fandral Staghelm, 'Your Choose One cards and powers have both effects combined.'; Fireplace, "
             "fireplace/cards/classic/druid.py, Wrath 'play = ChooseBoth(CONTROLLER) & (Hit(TARGET, 3), Hit(TARGET, "
             "1), Draw(CONTROLLER))': the first option's effect, then the second's",
             ("Fandral Staghelm", "Your Choose One cards and powers have both effects combined."), where=IN_PLAY),
)
