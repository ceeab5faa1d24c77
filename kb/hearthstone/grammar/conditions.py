"""Conditional clauses: an ability that acts only if a condition holds as the card is played, or acts with
another amount if it does (:mod:`dealt.kb.hearthstone.rules.conditions` checks each from the scenario's facts).

- ``Combo: <clause>``: the clause is the card's ability, acting only if its controller played a card before
  it this turn (``players: {A: {cards_played_this_turn: N}}``);
- ``If you're holding a <race or card type>, <clause>`` (inside a Battlecry, or a spell's text): only if
  its controller's hand (``players: {A: {hand: [...]}}``) holds such a card;
- ``If you're holding a spell that costs (N) or more, <clause>``: the same, with a least Cost; ``a Shadow
  spell``: a spell of that school;
- ``If you played an Elemental last turn, <clause>`` (or ``cast a spell``): only if ``players: {A:
  {played_last_turn: [...]}}`` holds one;
- ``If you control a Mech / another Murloc, <clause>`` (and ``..., deal M instead.``): a minion of that race on
  its controller's side, not the minion played ("a X" is read only on a card that is no X itself);
- ``If you control a Secret, <clause>``, ``If you have a weapon equipped, <clause>``, ``If you control no
  other minions, <clause>``: read from the board (the minion played is on it, and not "other");
- ``Combo: Deal M [damage] instead.`` after a damage clause: the ability deals M if Combo is active;
- ``Quickdraw: <clause>``: if the card entered the hand this turn (``action: {card: ..., entered_hand_this_turn:
  true}``);
- ``Outcast: Deal M instead.``: if the card is played from the left- or right-most place of the hand (the
  action says so: ``action: {card: ..., outcast: true}``). (No spell or minion prints "Outcast: <a damage
  clause>" alone: Dreadlord's Bite is a weapon, which a card action does not play.)

Each inner clause is read by the ability templates (:mod:`.damage`); a clause they do not read leaves the
whole sentence unread.
"""
import re

from dealt.kb.hearthstone.grammar import ABILITY, ANYWHERE, FOLLOWUP, Template
from dealt.kb.hearthstone.grammar.prefixes import INNER
from dealt.kb.hearthstone.mechanics import (COMBO, CONTROL_A_RACE, CONTROL_SECRET, HOLDING, NO_OTHER_MINIONS, OUTCAST,
                                             PLAYED_LAST_TURN, QUICKDRAW, WEAPON_EQUIPPED)

#: what "If you're holding a X" names -> the trait an InHand fact carries (the card database's race, type)
HELD_WORDS = {"Dragon": "dragon", "Beast": "beast", "Murloc": "murloc", "Pirate": "pirate", "Demon": "demon",
              "Elemental": "elemental", "Mech": "mechanical", "Totem": "totem", "Undead": "undead", "Naga": "naga",
              "Quilboar": "quilboar", "Draenei": "draenei", "spell": "spell", "minion": "minion",
              "weapon": "weapon", "card": "card",
              # a spell of a school (the card database's SPELL_SCHOOL, lower case: a KnownCard's trait)
              **{f"{school} spell": school.lower() for school in ("Arcane", "Fel", "Fire", "Frost", "Holy", "Nature",
                                                                  "Shadow")}}
#: the kinds of card a Combo is read on (a card played from the hand that Dealt plays: a minion or a spell)
_COMBO_CARDS = frozenset({"MINION", "SPELL"})


def _combo(match, record):
    return (("only_if", {"condition": "combo"}),) if record.type in _COMBO_CARDS else None


def _quickdraw(match, record):
    return (("only_if", {"condition": "quickdraw"}),) if record.type in _COMBO_CARDS else None


def _outcast_instead(match, record):
    return (("instead_if", {"condition": "outcast", "amount": int(match["amount"])}),) if (
        record.type in _COMBO_CARDS) else None


def _holding(match, record):
    return (("only_if", {"condition": "holding", "what": HELD_WORDS[match["what"]],
                         "min_cost": int(match["cost"] or 0)}),)


#: the races a minion on the board can be ("If you control a Mech"): HELD_WORDS' races
RACE_WORDS = {w: t for w, t in HELD_WORDS.items() if w[0].isupper() and " " not in w}
_RACE = "|".join(sorted(map(re.escape, RACE_WORDS), key=len, reverse=True))


def _control(match, record, **more):
    """'If you control a Mech' (the card itself is no Mech, so whether it counts cannot matter) or 'another Mech'."""
    race = RACE_WORDS[match["what"]]
    if match["article"] != "another" and race in {r.lower() for r in record.races}:
        return None
    return (("instead_if" if more else "only_if", {"condition": "control", "what": race, **more}),)


def _control_instead(match, record):
    return _control(match, record, amount=int(match["amount"]))


def _played_last_turn(match, record):
    return (("only_if", {"condition": "played_last_turn", "what": HELD_WORDS[match["what"]]}),)


def _board(condition, minion_only=False):
    def build(match, record):
        return None if minion_only and record.type != "MINION" else (("only_if", {"condition": condition}),)
    return build


def _holding_instead(match, record):
    return (("instead_if", {"condition": "holding", "what": HELD_WORDS[match["what"]], "min_cost": int(match["cost"] or 0),
                            "amount": int(match["amount"])}),)


#: the abilities whose `amount` is the one number of their text, which "... instead" replaces
ONE_AMOUNT = frozenset({"deal_damage", "deal_damage_to_all", "deal_damage_to_random_targets",
                        "deal_damage_to_target_and_enemy_hero"})


def _per_card_played(match, record):
    from dealt.kb.hearthstone.grammar.damage import _bonus, _chooses
    if not _chooses(record) or record.named_target:
        return None
    return (("deal_damage_to_target_per_card_played", {"amount": int(match["amount"]), "spell_damage": _bonus(record)}),)


def _combo_instead(match, record):
    return (("instead_if", {"condition": "combo", "amount": int(match["amount"])}),) if (
        record.type in _COMBO_CARDS) else None


_HELD = "|".join(sorted(map(re.escape, HELD_WORDS), key=len, reverse=True))

TEMPLATES = (
    Template("deal_damage_for_each_other_card_played_this_turn",
             re.compile(r"[Dd]eal (?P<amount>\d+) damage to a minion for each other card you've played this turn\."),
             _per_card_played, "Spectral Pillager, 'Combo: Deal 2 damage to a minion for each other card you've played "
             "this turn.' (its count: the cards played before it, as Combo reads); Hearthstone wiki, Damage Events: "
             "proposed damage varies with the game 'and can happen to be zero'",
             ("Spectral Pillager", "Combo: Deal 2 damage to a minion for each other card you've played this turn."),
             where=ABILITY),
    Template("combo", re.compile(rf"Combo: (?P<{INNER}>.+)"), _combo, COMBO,
             ("SI:7 Agent", "Combo: Deal 3 damage."), where=ANYWHERE),
    Template("if_you_are_holding",
             re.compile(rf"If you're holding an? (?P<what>{_HELD})(?: that costs \((?P<cost>\d+)\) or more)?, "
                        rf"(?P<{INNER}>.+)"),
             _holding, HOLDING, ("Blackwing Corruptor", "Battlecry: If you're holding a Dragon, deal 5 damage."), where=ABILITY),
    Template("if_you_played_one_last_turn", re.compile(rf"If you (?:played|cast) an? (?P<what>{_HELD}) last turn, (?P<{INNER}>.+)"),
             _played_last_turn, PLAYED_LAST_TURN, ("Blazecaller", "Battlecry: If you played an Elemental last turn, "
                                                                  "deal 5 damage."), where=ABILITY),
    Template("if_you_control_a_minion_of_a_race",
             re.compile(rf"If you control (?P<article>an?|another) (?P<what>{_RACE}), (?P<{INNER}>.+)"), _control,
             CONTROL_A_RACE, ("Tiny Worldbreaker", "Battlecry: If you control another Mech, deal 4 damage."),
             where=ABILITY),
    Template("if_you_control_a_minion_of_a_race_deal_another_amount_instead",
             re.compile(rf"If you control (?P<article>an?|another) (?P<what>{_RACE}), "
                        r"deal (?P<amount>\d+)(?: damage)? instead\."),
             _control_instead, CONTROL_A_RACE, ("Kill Command", "If you control a Beast, deal 5 damage instead."),
             where=FOLLOWUP, follows=ONE_AMOUNT),
    Template("if_you_control_a_secret", re.compile(rf"If you control a Secret, (?P<{INNER}>.+)"),
             _board("control_a_secret"), CONTROL_SECRET,
             ("Cloud Prince", "Battlecry: If you control a Secret, deal 6 damage."), where=ABILITY),
    Template("if_you_have_a_weapon_equipped", re.compile(rf"If you have a weapon equipped, (?P<{INNER}>.+)"),
             _board("weapon_equipped"), WEAPON_EQUIPPED,
             ("Fogsail Freebooter", "Battlecry: If you have a weapon equipped, deal 2 damage."), where=ABILITY),
    Template("if_you_control_no_other_minions", re.compile(rf"If you control no other minions, (?P<{INNER}>.+)"),
             _board("no_other_minions", minion_only=True), NO_OTHER_MINIONS,
             ("Cowbell Soloist", "Battlecry: If you control no other minions, deal 2 damage."), where=ABILITY),
    Template("quickdraw", re.compile(rf"Quickdraw: (?P<{INNER}>.+)"), _quickdraw, QUICKDRAW,
             ("Sunspot Dragon", "Quickdraw: Deal 6 damage."), where=ANYWHERE),
    Template("outcast_deals_another_amount_instead", re.compile(r"Outcast: Deal (?P<amount>\d+)(?: damage)? instead\."),
             _outcast_instead, OUTCAST + " (the ability's number is replaced when Outcast is active)",
             ("Chaos Leech", "Outcast: Deal 5 instead."), where=FOLLOWUP, follows=ONE_AMOUNT),
    Template("combo_deals_another_amount_instead", re.compile(r"Combo: Deal (?P<amount>\d+)(?: damage)? instead\."),
             _combo_instead, COMBO + " (the ability's first number is replaced when Combo is active)",
             ("Eviscerate", "Combo: Deal 4 damage instead."), where=FOLLOWUP, follows=ONE_AMOUNT),
    Template("if_you_are_holding_deal_another_amount_instead",
             re.compile(rf"If you're holding an? (?P<what>{_HELD})(?: that costs \((?P<cost>\d+)\) or more)?, "
                        r"deal (?P<amount>\d+)(?: damage)? instead\."),
             _holding_instead, HOLDING + " (the ability's number is replaced when it holds)",
             ("Flames of the Firelord", "If you're holding a card that costs (8) or more, deal 8 instead."),
             where=FOLLOWUP, follows=ONE_AMOUNT),
)
