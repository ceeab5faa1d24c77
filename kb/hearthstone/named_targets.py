"""The target a card's text names, so that the player chooses none: read once for every card from its text.

Hearthstone wiki, Target (https://hearthstone.wiki.gg/wiki/Target): "Targeted effects are those that
require a target to play, while others are untargeted ... Other times, cards choose targets randomly,
or always affect a predetermined target", and "abilities that always hit the same target of course must
specify what that target is". A card's text says which: Mind Blast "Deal 5 damage to the enemy hero.",
Steady Shot "Hero Power Deal 2 damage to the enemy hero.", Flame Imp "Battlecry: Deal 3 damage to your
hero.", Ancient Curse "Casts When Drawn You take 7 damage.", Life Tap "Hero Power Draw a card and take 2
damage.", Cursed! "While this is in your hand, take 2
damage at the start of your turn.". :func:`named_target_from_text` reads that phrase when the card
index is built (:mod:`.carddb`), beside the chosen target's play requirements
(:mod:`.play_requirements`): a card names a hero only when it chooses no target.

A group ("all enemy minions", "each minion", "ALL characters") or random targets are a mechanic's
`group` in the card file; a text that names both heroes ("to each hero") or a hero after a chosen
target (Cobra Shot "to a minion and the enemy hero") names no single target here: the card file's
mechanic says where each event goes.
"""
import re

from dealt.kb.hearthstone.play_requirements import ability_text

#: the hero named, as the card index stores it, and what it is to the card's controller
ENEMY_HERO, FRIENDLY_HERO = "ENEMY_HERO", "FRIENDLY_HERO"
WHOSE = {ENEMY_HERO: "the enemy hero", FRIENDLY_HERO: "its controller's own hero"}

_AMOUNT = r"(?:\d+|@)(?:-\d+)?"
_NAMED = (
    (ENEMY_HERO, re.compile(rf"\b[Dd]eal {_AMOUNT} damage to (?:the )?enemy hero\b"
                            rf"|\b[Dd]eal {_AMOUNT} damage to your opponent\b(?!')")),
    (FRIENDLY_HERO, re.compile(rf"\b[Dd]eal {_AMOUNT} damage to your hero\b"
                               rf"|(?:^|[.,:]\s+|\b[Yy]ou\s+|(?<=\band ))[Tt]ake {_AMOUNT} damage\b")),
)


def named_in(text):
    """(hero, phrase) of the one hero a plain text deals its damage to, else ``()``."""
    found = [(match.start(), hero, match[0].strip(" .,:")) for hero, pattern in _NAMED
             for match in [pattern.search(text or "")] if match]
    if len({hero for _, hero, _ in found}) != 1:
        return ()                        # none, or both heroes in different sentences: not one target
    _, hero, phrase = min(found)
    return hero, phrase


def named_by_trigger(text):
    """The hero a card's triggered ability names (Axe Flinger, 'Whenever this minion takes damage, deal 2
    damage to the enemy hero.'): the same reading, over the whole text of a card in play (a trigger is
    not its Battlecry, so :func:`named_target_from_text` does not read it)."""
    return named_in(text)


def named_target_from_text(text, card_type, mechanics=(), requirements=()):
    """(``ENEMY_HERO`` or ``FRIENDLY_HERO``, the phrase of the text naming it) for a card whose plain
    `text` deals its damage to one hero it names, else ``()``: a card with a chosen target (its play
    `requirements`), a Secret or Quest, or a text naming no hero."""
    text = None if requirements else ability_text(text, card_type, mechanics)
    return () if text is None else named_in(text)
