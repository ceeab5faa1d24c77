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
- "Gain N Armor", "Restore N Health", "Freeze ..." on their own: they change what later damage does;
- "(Upgrades each turn!)" (Schemes): the number of the card played grows while it is held (Hearthstone wiki,
  Upgradeable: "Upgradable cards from Rise of Shadows have its value increment at the end of each turn while in
  your hand"), so the damage of the printing named is not its printed number;
- "(Cast @ spells to gain Lifesteal.)", "(While in hand, play a Dragon to become an 8/8 Dragon!)": the card keeps
  its name but not its text or stats (a Battlecry "equal to this minion's Attack");
- "(Excess damage hits your hero.)": it is damage;
- "Shuffle ... into your deck" (also a Deathrattle's): the deck's size decides whether a draw of the same action,
  by this card or another (a Loot Hoarder dying beside it), meets an empty deck (Fatigue, rules/drawing.py);
- "Herald", "Invoke Galakrond", "Starship Piece", "Can be played on either side": they summon, make a hero power
  act, or decide whose side a minion (and its Battlecry's "friendly") is on.
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


def _last(match, record):
    """Nothing, when the clause is the last of the card's text: no later clause of the card can look at what it
    did (the dredged card: Rotting Necromancer's "If it's an Undead, deal 5 damage"; the hand's size: Blastmage
    Miner's "For each card in your hand, deal 1 damage"); else this card does not fit."""
    return () if record.text.rstrip().endswith(match[0]) else None


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

#: the card in hand becomes another card, of another name (Condemn (Rank 2) BAR_314t, Amethyst Spellstone
#: LOOT_043t2): the card a scenario names is the one played, and its text the one resolved. Not "Forge:": the
#: forged card keeps the name (Bellowing Flames TTN_753t, "Forged Deal 5 damage ..., then deal 5 damage split ...")
IN_HAND_UPGRADE = (
    "Hearthstone wiki, Upgradeable (https://hearthstone.wiki.gg/wiki/Upgradeable): these cards 'transform "
    "themselves into a more powerful version under the conditions listed' ('Upgradable cards from Forged in the "
    "Barrens transform into stronger versions of themselves when you reach 5 and 10 Mana'; Spellstones 'will "
    "transform into stronger versions of itself when the conditions in the text is met'; 'If the card meets its "
    "upgrade requirement as it is added to your hand, it will be upgraded'); the stronger version is another card "
    "of the database, of another name (Condemn (Rank 2), BAR_314t; Amethyst Spellstone, LOOT_043t2; Thor, Explosive "
    "Payload, SC_414t; Molten Gold Elemental, JAIL_801t), so the card a scenario names "
    "is the one played and its own text is the one resolved; the reminder says what happens in the hand, before")

TEMPLATES += (
    Template("upgrades_in_hand_into_another_card", re.compile(
        r"\((?:Upgrades when you have \d+ Mana\.|Take damage from your cards to upgrade\.|Cast @ spells to turn "
        r"into a minion!|Transforms if you launched a Starship this game\.)\)"), _last, IN_HAND_UPGRADE,
        ("Wicked Stab (Rank 1)", "(Upgrades when you have 5 Mana.)"), where=ANYWHERE),
    Template("drinks_left", re.compile(r"\((?:\d+ Drinks left!|Last Drink!)\)"), _last,
             "the card database: each Drink's next sip is its own printing with the same effect and one Drink less "
             "(\"Health\" Drink VAC_951 '(3 Drinks left!)', VAC_951t '(2 Drinks left!)', VAC_951t2 '(Last Drink!)', "
             "each 'Lifesteal. Deal 3 damage to a minion.'), a card put into the hand after the spell; " + HAND,
             ("Malted Magma", "(3 Drinks left!)"), where=ANYWHERE),
    Template("excavate", re.compile(r"Excavate a treasure\."), _last,
             "the game's GLOBAL_KEYWORD_EXCAVATE_TEXT 'Dig for increasingly rarer treasures. Resets after the "
             "highest Rarity.'; 'you'll be given a random treasure' (Blizzard Watch, Excavate keyword guide, "
             "https://blizzardwatch.com/2023/11/13/hearthstone-excavate-keyword-guide/), 'Excavate cards give you a "
             "treasure' (https://outof.games/hearthstone/cards/keywords/excavate); " + HAND,
             ("Reap What You Sow", "Excavate a treasure."), where=ANYWHERE),
    Template("dredge", re.compile(r"Dredge\."), _last,
             "the game's GLOBAL_KEYWORD_DREDGE_TEXT 'Look at the bottom 3 cards of your deck. Put one on top.': the "
             "deck keeps its cards, and Dealt knows a deck by its size only (rules/drawing.py); as the last clause "
             "of its card no later clause draws or looks at the card put on top",
             ("Scalding Geyser", "Dredge."), where=ANYWHERE),
    Template("give_your_opponent_an_abyssal_curse", re.compile(r"Give your opponent an Abyssal Curse\."), _last,
             "Abyssal Curse (a card put into the opponent's hand): 'At the start of your turn, take 0 damage. Each "
             "Curse is worse than the last. (Lasts 2 turns)' (Hearthstone Top Decks, Abyssal Wave, "
             "https://www.hearthstonetopdecks.com/cards/abyssal-wave/): it deals its damage at the start of its "
             "holder's turn, a later action; " + HAND,
             ("Dragged Below", "Give your opponent an Abyssal Curse."), where=ANYWHERE),
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
