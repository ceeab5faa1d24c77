"""A card's own Cost, as its text changes it while it is in the hand: the ``own_cost_changes`` mechanic
(:mod:`..rules.own_cost_changes`), whose Cost what reads a Cost reads (Cho'gall, Seadevil Stinger pay it as damage,
:mod:`..rules.costs`).

- ``Costs (N) less for each <thing>.``: N less for each enemy minion, Armor its hero has, Elemental its
  controller controls, other card in its controller's hand (``players: {A: {hand: [...]}}``), damaged minion or
  damaged friendly character, counted on the board as it is played;
- ``Costs (N) [less] if <condition>.``, ``If <condition>, this costs (N) [less].``: N (or N less) if the condition
  holds: a damaged minion of its controller's, a Legendary card they control (its rarity in the card database), read
  from the board;
- ``Outcast: This costs (N).``, ``Quickdraw: Costs (N).``: N if the card action says so (``outcast: true``,
  ``entered_hand_this_turn: true``);
- the same forms whose count or condition is the game's history (this turn, last turn, this game, while holding
  this, Overloaded, Mana Crystals, a Starship being built, a card from another class in hand): the scenario gives
  the Cost the card has (``action: {card: ..., cost: N}``), needed where something reads it.

Source: Hearthstone wiki, Mana cost (https://hearthstone.wiki.gg/wiki/Mana_cost): 'Cards that modify their own mana
cost (such as Dread Corsair) only work while in the player's hand'; 'some effects can modify mana costs (even though
not below 0)'.
"""
import re

from dealt.kb.hearthstone.grammar import IN_PLAY, Template
from dealt.kb.hearthstone.mechanics import MANA_COST

#: a "for each" thing counted on the board (or in the hand the scenario gives), as the text says it
COUNTED = {"enemy minion": "enemy_minions", "Armor you have": "hero_armor",
           "Elemental you control": "friendly_elementals", "other card in your hand": "other_cards_in_hand",
           "damaged minion": "damaged_minions", "damaged friendly character": "damaged_friendly_characters"}
#: a condition read from the board
CHECKED = {"you have a damaged minion": "damaged_friendly_minion", "you control a Legendary card": "control_a_legendary_card"}
#: words that make a count or condition the game's history (or a hand the board does not hold): given
_HISTORY = re.compile(r"\b(?:this turn|last turn|this game|while holding this|on your turns?|on your turn|"
                      r"on your opponent's turn|Overloaded|Mana Crystals|building a Starship|Discovered|"
                      r"card from another class|damage dealt|took damage|taken damage)\b")
#: the kinds of card played from the hand that Dealt plays (a Hero Power's Cost is not its text's)
_PLAYED = frozenset({"SPELL", "MINION"})


def _what(words, table):
    """The board's name of `words` (a count or condition), "given" for the game's history, or None."""
    if words in table:
        return table[words]
    return "given" if _HISTORY.search(words) else None


def _changes(change, table):
    def build(match, record):
        what = _what(match["what"], table) if "what" in match.groupdict() else None
        if record.type not in _PLAYED or what is None:
            return None
        return (("own_cost_changes", {"change": change(match) if callable(change) else change,
                                  "amount": int(match["amount"]), "what": what, "clause": match[0]}),)
    return build


def _flag(what):
    def build(match, record):
        if record.type not in _PLAYED:
            return None
        return (("own_cost_changes", {"change": "set_if", "amount": int(match["amount"]), "what": what,
                                  "clause": match[0]}),)
    return build


def _less_or_set(match):
    return "less_if" if match["less"] else "set_if"


TEMPLATES = (
    Template("costs_less_for_each", re.compile(r"Costs \((?P<amount>\d+)\) less for each (?P<what>[^.]+)\."),
             _changes("less_for_each", COUNTED), MANA_COST,
             ("Prismatic Beam", "Costs (1) less for each enemy minion."), where=IN_PLAY),
    Template("costs_less_if", re.compile(r"Costs \((?P<amount>\d+)\)(?P<less> less)? if (?P<what>[^.]+)\."),
             _changes(_less_or_set, CHECKED), MANA_COST,
             ("Torrent", "Costs (3) less if you cast a spell last turn."), where=IN_PLAY),
    Template("if_this_costs", re.compile(r"If (?P<what>[^,.]+), this costs \((?P<amount>\d+)\)(?P<less> less)?\."),
             _changes(_less_or_set, CHECKED), MANA_COST,
             ("Crush", "If you have a damaged minion, this costs (4) less."), where=IN_PLAY),
    Template("outcast_this_costs", re.compile(r"Outcast: This costs \((?P<amount>\d+)\)\."), _flag("outcast"),
             MANA_COST + "; Hearthstone wiki, Outcast (https://hearthstone.gamepedia.com/Outcast): 'the stated effect "
             "occurs if the card is played from either of the outermost spots in the hand'",
             ("Eye Beam", "Outcast: This costs (1)."), where=IN_PLAY),
    Template("quickdraw_costs", re.compile(r"Quickdraw: Costs \((?P<amount>\d+)\)\."), _flag("quickdraw"),
             MANA_COST + "; Blizzard Watch, Quickdraw (https://blizzardwatch.com/2023/11/13/hearthstone-quickdraw-"
             "keyword-guide/): 'an extra effect if they're played on the same turn as they enter a player's hand'",
             ("Dehydrate", "Quickdraw: Costs (1)."), where=IN_PLAY),
)
