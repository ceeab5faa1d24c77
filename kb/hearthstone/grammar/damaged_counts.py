"""Clauses that count or pick damaged characters: "Gain +1/+1 for each damaged minion.", "Give your damaged
minions +1/+2.", "Draw a card for each damaged friendly character.", "restore 8 Health to a damaged friendly
character." (a trigger's).

Each maps to an ability of :mod:`..rules.damaged_counts` that acts in its turn and reads the board as it acts
(Hearthstone wiki, Damage: "Characters which are below their maximum Health are considered damaged"). "Gain" is
the played minion's own (a minion's Battlecry); the others choose nothing, so they are read only on a card with no
play requirement or as a trigger's ability. "restore N Health to a damaged friendly character" is read as a
trigger's ability only: nothing is chosen there, so the character is a random one (Fireplace, Lightwell:
``Heal(RANDOM(FRIENDLY + DAMAGED_CHARACTERS), 3)``); a played card's "a damaged character" is a chosen target.
"""
import re

from dealt.kb.hearthstone.grammar import ABILITY, Template
from dealt.kb.hearthstone.grammar.buffs import ENCHANTMENT, HEALTH, _STATS, _chooses_a_minion, _requirements, _stats
from dealt.kb.hearthstone.grammar.triggers import TRIGGERED

DAMAGED = ("Hearthstone wiki, Damage (https://hearthstone.wiki.gg/wiki/Damage): 'Characters which are below their "
           "maximum Health are considered damaged'")
FIREPLACE = "Fireplace (jleclanche/fireplace, fireplace/cards/)"


def _gain_for_each(match, record):
    """A minion's Battlecry (the minion played gains) or a minion's trigger (its host gains, Warsong Envoy's Frenzy);
    not a weapon's trigger (no minion would gain)."""
    if record.type not in ("MINION", TRIGGERED) or record.durability or match["this_turn"]:
        return None
    return (("gain_stats_for_each_damaged", dict(_stats(match), group=f"damaged_{match['what']}s")),)


def _give_a_chosen_damaged_minion(match, record):
    """The chosen minion's buff, where the play requirements read from the same text say a damaged minion is chosen
    (REQ_DAMAGED_TARGET: the board refuses an undamaged target)."""
    if "REQ_DAMAGED_TARGET" not in _requirements(record) or not _chooses_a_minion(record, friendly=False):
        return None
    return (("give_target_stats", dict(_stats(match), this_turn=bool(match["this_turn"]))),)


def _give_damaged(match, record):
    if record.type == "MINION" or record.requirements or match["this_turn"]:
        return None
    return (("give_damaged_friendly_minions_stats", _stats(match)),)


def _destroy_all_damaged(match, record):
    if record.requirements or record.type not in ("SPELL", "MINION"):
        return None
    return (("destroy_all_damaged_minions", {}),)


def _draw_for_each(match, record):
    if record.type != "SPELL" and record.type != TRIGGERED:
        return None
    return (("draw_for_each_damaged_friendly_character", {}),)


def _give_another_random(match, record):
    if record.type != TRIGGERED or record.durability or match["this_turn"]:
        return None             # a trigger's (nothing chosen): on a minion, which "another" leaves out
    return (("give_another_random_damaged_friendly_minion_stats", _stats(match)),)


def _restore_random(match, record):
    if record.type != TRIGGERED:
        return None
    return (("restore_health_to_a_random_damaged_friendly_character", {"amount": int(match["amount"])}),)


TEMPLATES = (
    Template("gain_stats_for_each_damaged", re.compile(rf"Gain {_STATS} for each damaged (?P<what>minion|character)\."),
             _gain_for_each,
             f"{DAMAGED}; {ENCHANTMENT}; {HEALTH}; {FIREPLACE} icecrown/neutral_common.py, Death Revenant: 'play = "
             "Buff(SELF, \"ICC_450e\") * Count(ALL_MINIONS + DAMAGED)' (counted as the Battlecry resolves, either "
             "side; the minion played is undamaged); barrens/warrior.py, Warsong Envoy: 'frenzy = Buff(SELF, "
             "\"BAR_843e\", atk=Count(ALL_CHARACTERS + DAMAGED))' (heroes too, and the Envoy itself once damaged)",
             ("Death Revenant", "Battlecry: Gain +1/+1 for each damaged minion."), where=ABILITY),
    Template("give_a_chosen_damaged_minion_stats", re.compile(rf"Give a damaged minion {_STATS}\."),
             _give_a_chosen_damaged_minion,
             f"{DAMAGED}; {ENCHANTMENT}; {HEALTH}; the minion is the one chosen, a damaged one (its play requirement "
             "REQ_DAMAGED_TARGET, checked on the board)", ("Rampage", "Give a damaged minion +3/+3."), where=ABILITY),
    Template("give_your_damaged_minions_stats", re.compile(rf"Give your damaged minions {_STATS}\."), _give_damaged,
             f"{DAMAGED}; {ENCHANTMENT}; {HEALTH}; only the damaged minions of its controller",
             ("Ball and Chain", "Deathrattle: Give your damaged minions +1/+2."), where=ABILITY),
    Template("destroy_all_damaged_minions", re.compile(r"Destroy all damaged minions\."), _destroy_all_damaged,
             f"{DAMAGED}; Hearthstone wiki, Destroy: destroy effects remove a minion 'without dealing damage to it'; "
             f"{FIREPLACE} ungoro/warrior.py, King Mosh: 'play = Destroy(ALL_MINIONS + DAMAGED)' (the minion played "
             "is undamaged)", ("Plague of Wrath", "Destroy all damaged minions."), where=ABILITY),
    Template("draw_a_card_for_each_damaged_friendly_character",
             re.compile(r"Draw a card for each damaged friendly character\."), _draw_for_each,
             f"{DAMAGED}; {FIREPLACE} classic/warrior.py, Battle Rage: 'play = Draw(CONTROLLER) * "
             "Count(FRIENDLY_CHARACTERS + DAMAGED)'; Hearthstone wiki, Fatigue (a draw from an empty deck)",
             ("Battle Rage", "Draw a card for each damaged friendly character."), where=ABILITY),
    Template("give_another_random_damaged_friendly_minion_stats",
             re.compile(rf"Give another friendly damaged minion {_STATS}\."), _give_another_random,
             f"{DAMAGED}; {ENCHANTMENT}; {HEALTH}; Hearthstone wiki, Random effect: 'Random effects do not always "
             "feature the word \"random\" in their description' (a trigger chooses no target: the pick is given, "
             "choices.picks); 'another' leaves its host out",
             ("Stonecarver", "At the end of your turn, give another friendly damaged minion +2/+2."), where=ABILITY),
    Template("restore_health_to_a_random_damaged_friendly_character",
             re.compile(r"Restore (?P<amount>\d+) Health to a damaged friendly character\."), _restore_random,
             f"{DAMAGED}; {FIREPLACE} classic/priest.py, Lightwell: 'events = OWN_TURN_BEGIN.on(Heal(RANDOM(FRIENDLY "
             "+ DAMAGED_CHARACTERS), 3))'; Hearthstone wiki, Random effect: 'Random effects do not always feature the "
             "word \"random\" in their description' (a trigger chooses no target: the pick is given, choices.picks)",
             ("Ragnaros, Lightlord", "At the end of your turn, restore 8 Health to a damaged friendly character."),
             where=ABILITY),
)
