"""Clauses that cannot change the damage of the action, each family with the rule that says so.

Dealt resolves one action and its damage (README). A clause is read here only when no rule of the game
lets it change that damage; everything else stays unread. Deliberately NOT here:

- "Draw a card": a drawn card can act at once (Casts When Drawn: "When drawn from your deck, these are cast
  automatically", https://outof.cards/guides/207-keywords-mechanics-in-hearthstone; Ancient Curse "You
  take 7 damage"), and an empty deck deals Fatigue damage;
- "Summon ...": a summoned minion can be hit by a later event of the same card and triggers "After you
  summon a minion" effects (Knife Juggler: "After you summon a minion, deal 1 damage to a random enemy.");
- "Costs (N) less": Cho'gall and Seadevil Stinger make a card's Cost be paid as damage to its hero
  (rules/costs.py), so a Cost can be damage;
- "Shuffle ... into your deck": whether a later draw of the same action meets an empty deck (Fatigue)
  depends on it;
- "Gain N Armor", "Restore N Health", "Freeze ..." on their own: they change what later damage does.
"""
import re

from dealt.kb.hearthstone.db_keywords import KEYWORD_APPLIED, KEYWORD_FROM_TAGS, KEYWORD_NO_EFFECT
from dealt.kb.hearthstone.grammar import ANYWHERE, Template

#: words that, anywhere in a card-generating clause, make it more than putting a new card in the hand (it acts,
#: transforms, or takes the card from a deck, whose size decides a later draw's Fatigue)
_ACTS = r"(?!.*\b(?:[Cc]ast|[Pp]lay|[Ss]ummon|[Dd]amage|[Dd]eal|[Ee]quip|[Dd]raw|[Aa]ttack|Health|[Gg]ive|[Cc]osts?|[Ss]huffle|[Ff]reeze|[Dd]estroy|[Tt]rigger|[Rr]epeat|[Ii]f|[Ii]nstead|[Ww]hen|[Aa]fter|[Ee]ach|[Ff]or|[Tt]ransform\w*|[Dd]eck|[Pp]ick|[Rr]eplace|[Ss]wap|[Ss]teal|[Tt]ake)\b)"


def _nothing(match, record):
    return ()


def _never(match, record):
    return None


HAND = ("Hearthstone wiki, Hand (https://hearthstone.gamepedia.com/Hand): 'The player can only play cards that are "
        "currently in their hand ... generate effects can also add cards to the player's hand'; a card put into the "
        "hand does nothing until it is played, and playing it is another action")

TEMPLATES = (
    Template("overload", re.compile(r"Overload: \(\d+\)"), _nothing,
             "Hearthstone wiki, Overload (https://hearthstone.fandom.com/wiki/Overload): 'Overload is an ability "
             "which reduces the amount of mana available the next turn'; it 'takes place once the card play has "
             "resolved' (https://hearthstone.gamepedia.com/Overload, 2015)", ("Lightning Bolt", "Overload: (1)"),
             where=ANYWHERE),
    Template("add_cards_to_your_hand", re.compile(rf"{_ACTS}Add [^.]+ to your hand\."), _nothing, HAND,
             ("Astral Rift", "Add 2 random minions to your hand."), where=ANYWHERE),
    Template("discover", re.compile(rf"{_ACTS}Discover [^.]+\."), _nothing,
             HAND + "; Discover: 'Choose one of three random class cards' "
             "(https://glimpse.me/kb/hearthstone-keywords-mechanic), the chosen option 'added to their hand'",
             ("Assembly Line", "Discover a Mech from another class."), where=ANYWHERE),
)

#: keyword clauses (read by :mod:`.reading` from :func:`..db_keywords.keyword_lead`, never by a pattern)
KEYWORD_TEMPLATES = {
    KEYWORD_APPLIED: Template(
        "keyword_dealt_applies", re.compile(r"(?!)"), _never,
        "kb/hearthstone/db_keywords.py: the keyword is read from the card's tags by rules (Divine Shield, Stealth, "
        "Poisonous, Elusive, Taunt; the game's GLOBAL_KEYWORD_<NAME>_TEXT)", ("Goldshire Footman", "Taunt"),
        where=ANYWHERE),
    KEYWORD_FROM_TAGS: Template(
        "keyword_from_tags", re.compile(r"(?!)"), _never,
        "kb/hearthstone/db_keywords.py, mechanics_from_tags: Spell Damage +N (SPELLPOWER, the amount its text "
        "gives) and a school's Spell Damage (SPELLPOWER_<SCHOOL>) act as the spell_damage mechanic in play; the "
        "game's GLOBAL_KEYWORD_SPELLPOWER_TEXT 'Your spell cards deal {0} extra damage'", ("Ogre Magi", "Spell Damage +1"),
        where=ANYWHERE),
    KEYWORD_NO_EFFECT: Template(
        "keyword_cannot_change_damage", re.compile(r"(?!)"), _never,
        "kb/hearthstone/db_keywords.py: Charge, Rush, Windfury, Mega-Windfury, Tradeable, Echo, Magnetic say "
        "when or how often a card may act, each attack an action of its own", ("Bluegill Warrior", "Charge"),
        where=ANYWHERE),
}
