"""Keywords a card has in the card database: which Dealt applies, which cannot change damage, and
what is left of a card's text that Dealt does not model.

A card in play with no card file is unmodelled only for the part of its text Dealt neither applies
nor can be changed by (README: a card in play the knowledge base does not model is listed as
unmodelled). The keywords' own texts, from the game's strings
(``hearthstone_data/Strings/enUS/GLOBAL.txt``, ``GLOBAL_KEYWORD_<NAME>_TEXT``), say what each does:

- applied from the database (:data:`DB_KEYWORDS`, read by rules): Divine Shield "The first time this
  takes damage, ignore it" (rules/prevention.py), Stealth "Can't be attacked or targeted until it
  attacks" (rules/stealth.py and the targeting check), Poisonous "Destroy any minion damaged by
  this" (rules/dealer_triggers.py), Lifesteal "Damage dealt also heals your hero" (rules/lifesteal.py),
  Immune while attacking (the IMMUNE_WHILE_ATTACKING tag; Immune "Can't be targeted by enemies or
  damaged", during its attack: rules/immune_while_attacking.py), Elusive "Can't be targeted by spells or
  Hero Powers" and Taunt "Enemies must attack this minion" (the targeting checks, :mod:`.play_requirements`);
- applied as a mechanic in play (:func:`mechanics_from_tags`, :data:`APPLIED_AS_MECHANICS`): Spell Damage
  "Your spell cards deal {0} extra damage" (SPELLPOWER, with the amount of the text's "Spell Damage +N")
  and a school's "Your Nature spell cards deal {0} extra damage" (SPELLPOWER_NATURE, "Nature Spell Damage
  +3", and so for each school: rules/bonuses.py);
- cannot change the damage of one action: Charge "Can attack immediately", Rush "Can attack minions
  immediately", Windfury "Can attack twice each turn" and Mega-Windfury "Can attack four times each
  turn" (when and how often it may attack: each attack is an action of its own), Tradeable and
  Echo (what a card in hand can do), Magnetic (what a minion does as it is played);
- Reborn "Resurrects with 1 Health the first time it dies" (rules/reborn.py): the copy comes back after the
  deaths and after the Deathrattles ("Deathrattles are resolved before Reborn, regardless of the order in which
  the cards were played", Hearthstone wiki, Reborn, https://hearthstone.fandom.com/wiki/Reborn), and "The
  Reborn effect is considered summoning and will interact with on-summon triggers like Khadgar and Knife
  Juggler" (same page);
- not applied, so still unmodelled: every other part of the text. VENOMOUS ("Destroy the first minion this
  deals damage to each combat") is on no collectible card.

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
               "LIFESTEAL": "lifesteal", "SECRET": "secret", "ELUSIVE": "elusive",
               "IMMUNE_WHILE_ATTACKING": "immune_while_attacking", "REBORN": "reborn"}
#: tags (with their name in card text) of keywords whose text Dealt applies
APPLIED = {"DIVINE_SHIELD": "Divine Shield", "STEALTH": "Stealth", "POISONOUS": "Poisonous",
           "ELUSIVE": "Elusive", "TAUNT": "Taunt", "LIFESTEAL": "Lifesteal",
           "IMMUNE_WHILE_ATTACKING": "Immune while attacking", "REBORN": "Reborn"}
#: tags (with their name in card text) of keywords that cannot change the damage of one action
NO_EFFECT_ON_DAMAGE = {"CHARGE": "Charge", "RUSH": "Rush", "WINDFURY": "Windfury",
                       "MEGA_WINDFURY": "Mega-Windfury", "TRADEABLE": "Tradeable", "ECHO": "Echo",
                       "MAGNETIC": "Magnetic"}
#: tags (with a pattern of their name in card text) of keywords applied as a mechanic in play
#: (:func:`mechanics_from_tags`): Spell Damage, and Spell Damage for one school
APPLIED_AS_MECHANICS = {"SPELLPOWER": r"Spell Damage \+\d+",
                        **{f"SPELLPOWER_{school.upper()}": rf"{school} Spell Damage \+\d+"
                           for school in ("Arcane", "Fel", "Fire", "Frost", "Holy", "Nature", "Shadow")}}
#: tags (with their name in card text) of keywords Dealt does not apply
NOT_APPLIED = {}
#: a text that is a single Battlecry or Combo sentence
_ONE_PLAY_TIME_SENTENCE = re.compile(r"(?:Battlecry|Combo): [^.!?]*[.!?]?")


def keywords_in_play(record):
    """The keywords in play that the database's tags give `record`."""
    return {DB_KEYWORDS[tag] for tag in record.mechanics if tag in DB_KEYWORDS}


def mechanics_from_tags(record):
    """The mechanics in play, as (name, parameters) pairs, that the database's tags give `record` when it has
    no card file: Spell Damage +N from SPELLPOWER (the amount is the text's, :attr:`CardRecord.spell_damage`),
    or from SPELLPOWER_<SCHOOL> for that school's spells only (:attr:`CardRecord.school_spell_damage`)."""
    if "SPELLPOWER" in record.mechanics and record.spell_damage:
        return (("spell_damage", {"amount": record.spell_damage, "school": ""}),)
    if record.school_spell_damage:
        school, amount = record.school_spell_damage
        return (("spell_damage", {"amount": amount, "school": school.lower()}),)
    return ()


#: how :func:`keyword_lead` says what Dealt does with each keyword clause
KEYWORD_APPLIED, KEYWORD_NO_EFFECT, KEYWORD_NOT_APPLIED = "applied", "cannot change damage", "not applied"
#: a keyword applied as a mechanic in play from the card's tags (:func:`mechanics_from_tags`: Spell Damage)
KEYWORD_FROM_TAGS = "applied from its tags as a mechanic"


def keyword_lead(record):
    """([(keyword text, tag, how Dealt treats it), ...], the rest of the text) for the keywords `record`'s
    text opens with (``Magnetic Divine Shield, Taunt, Lifesteal, Rush``): each is one of its tags, and is
    :data:`KEYWORD_APPLIED`, :data:`KEYWORD_FROM_TAGS`, :data:`KEYWORD_NO_EFFECT` or :data:`KEYWORD_NOT_APPLIED`."""
    tag_mechanics = {tag: pattern for tag, pattern in APPLIED_AS_MECHANICS.items() if mechanics_from_tags(record)}
    statuses = ((APPLIED, KEYWORD_APPLIED), (tag_mechanics, KEYWORD_FROM_TAGS), (NO_EFFECT_ON_DAMAGE, KEYWORD_NO_EFFECT),
                (APPLIED_AS_MECHANICS, KEYWORD_NOT_APPLIED), (NOT_APPLIED, KEYWORD_NOT_APPLIED))
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
