"""Keywords a card has in the card database: which Dealt applies, which cannot change damage, and
what is left of a card's text that Dealt does not model.

A card in play with no card file is unmodelled only for the part of its text Dealt neither applies
nor can be changed by (README: a card in play the knowledge base does not model is listed as
unmodelled). The keywords' own texts, from the game's strings
(``hearthstone_data/Strings/enUS/GLOBAL.txt``, ``GLOBAL_KEYWORD_<NAME>_TEXT``), say what each does:

- applied from the database (:data:`DB_KEYWORDS`, read by rules): Divine Shield "The first time this
  takes damage, ignore it" (rules/prevention.py), Stealth "Can't be attacked or targeted until it
  attacks" (rules/stealth.py and the targeting check), Poisonous "Destroy any minion damaged by
  this" (rules/dealer_triggers.py), Elusive "Can't be targeted by spells or Hero Powers" and Taunt
  "Enemies must attack this minion" (the targeting checks, :mod:`.play_requirements`);
- cannot change the damage of one action: Charge "Can attack immediately", Rush "Can attack minions
  immediately", Windfury "Can attack twice each turn" and Mega-Windfury "Can attack four times each
  turn" (when and how often it may attack: each attack is an action of its own), Tradeable and
  Echo (what a card in hand can do), Magnetic (what a minion does as it is played);
- not applied, so still unmodelled: Lifesteal "Damage dealt also heals your hero" (the hero's
  Health after the action changes), Reborn, Spell Damage (applied by a card file, or by the model derived from
  the card's text: kb/hearthstone/grammar/effects.py), and every other part of the text.

A minion already in play has used its Battlecry when it was played (Hearthstone wiki, Battlecry:
"Battlecry is a minion ability where a particular effect activates when the minion is played
directly from the hand"; "Battlecries generally occur once, when the card is brought into play"),
so a text that is one Battlecry (or Combo) sentence cannot change damage now either. A longer one
stays unmodelled: the database's text cannot tell which later sentences belong to the Battlecry.
"""
import re

#: card database tags that are keywords in play
DB_KEYWORDS = {"DIVINE_SHIELD": "divine_shield", "STEALTH": "stealth", "TAUNT": "taunt",
               "CHARGE": "charge", "RUSH": "rush", "WINDFURY": "windfury", "POISONOUS": "poisonous",
               "LIFESTEAL": "lifesteal", "SECRET": "secret"}
#: tags (with their name in card text) of keywords whose text Dealt applies
APPLIED = {"DIVINE_SHIELD": "Divine Shield", "STEALTH": "Stealth", "POISONOUS": "Poisonous",
           "ELUSIVE": "Elusive", "TAUNT": "Taunt"}
#: tags (with their name in card text) of keywords that cannot change the damage of one action
NO_EFFECT_ON_DAMAGE = {"CHARGE": "Charge", "RUSH": "Rush", "WINDFURY": "Windfury",
                       "MEGA_WINDFURY": "Mega-Windfury", "TRADEABLE": "Tradeable", "ECHO": "Echo",
                       "MAGNETIC": "Magnetic"}
#: tags (with a pattern of their name in card text) of keywords Dealt does not apply without a card file
NOT_APPLIED = {"LIFESTEAL": "Lifesteal", "REBORN": "Reborn", "SPELLPOWER": r"Spell Damage \+\d+"}
#: a text that is a single Battlecry or Combo sentence
_ONE_PLAY_TIME_SENTENCE = re.compile(r"(?:Battlecry|Combo): [^.!?]*[.!?]?")


def keywords_in_play(record):
    """The keywords in play that the database's tags give `record`."""
    return {DB_KEYWORDS[tag] for tag in record.mechanics if tag in DB_KEYWORDS}


#: how :func:`keyword_lead` says what Dealt does with each keyword clause
KEYWORD_APPLIED, KEYWORD_NO_EFFECT, KEYWORD_NOT_APPLIED = "applied", "cannot change damage", "not applied"


def keyword_lead(record):
    """([(keyword text, tag, how Dealt treats it), ...], the rest of the text) for the keywords `record`'s
    text opens with (``Magnetic Divine Shield, Taunt, Lifesteal, Rush``): each is one of its tags, and is
    :data:`KEYWORD_APPLIED`, :data:`KEYWORD_NO_EFFECT` or :data:`KEYWORD_NOT_APPLIED`."""
    statuses = ((APPLIED, KEYWORD_APPLIED), (NO_EFFECT_ON_DAMAGE, KEYWORD_NO_EFFECT), (NOT_APPLIED, KEYWORD_NOT_APPLIED))
    patterns, how = {}, {}
    for table, status in statuses:
        for tag, pattern in table.items():
            if tag in record.mechanics and tag not in patterns:
                patterns[tag], how[tag] = pattern, status
    lead, text = [], record.text
    if patterns:
        leading = re.compile("(?:" + "|".join(f"(?P<{tag}>{pattern})" for tag, pattern in patterns.items())
                             + r")(?:[.,]\s*|\s+|$)")
        while match := leading.match(text):
            lead.append((match[match.lastgroup], match.lastgroup, how[match.lastgroup]))
            text = text[match.end():]
    return lead, text


def unmodelled_text(record, played_now=False):
    """The part of `record`'s text Dealt does not model, for a card in play with no card file ("" when
    nothing is left). Of the keywords the text opens with, those Dealt applies or that cannot change
    damage are dropped and the others kept (``Magnetic Divine Shield, Taunt, Lifesteal, Rush`` leaves
    ``Lifesteal``); for a minion already in play (not `played_now`), a rest that is one Battlecry or
    Combo sentence is dropped too."""
    lead, text = keyword_lead(record)
    kept = [words for words, _, how in lead if how == KEYWORD_NOT_APPLIED]
    if record.type == "MINION" and not played_now and _ONE_PLAY_TIME_SENTENCE.fullmatch(text):
        text = ""
    return ", ".join(kept + ([text.strip()] if text.strip() else []))
