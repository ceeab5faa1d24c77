"""Stat change clauses: "Give a minion +N/+N.", "Give your minions +N Attack.", "Gain +N/+N.", and a damage
clause whose chosen minion is also buffed ("Deal 1 damage to a minion and give it +2 Attack.").

Each maps to an ability of :mod:`..rules.buffs` that waits for its turn (:data:`..rules._flow.IN_TURN`): a
chosen minion's buff is read only when the play requirements read from the same text say a minion is chosen
(and "friendly" only with REQ_FRIENDLY_TARGET), so the target checks and the reading agree; "+N Health" raises
the current and maximum Health (Hearthstone wiki, Health). "Give your minions" is read on a spell only (a
Battlecry's minion is in play, among them, and the rules text does not say it). "Gain" is the played minion's
own buff, on a minion only. In "Deal N damage to a minion and give it +N Attack." the buff is on the same
chosen minion, after the damage, in the text's order (:mod:`..rules.buffs` on Fireplace's other order).
"""
import re

from dealt.kb.hearthstone.grammar import ABILITY, Template
from dealt.kb.hearthstone.grammar.damage import _bonus

WIKI = "Hearthstone wiki (hearthstone.wiki.gg)"
HEALTH = f"{WIKI}, Health: effects which increase Health increase both the current and the maximum Health"
ENCHANTMENT = f"{WIKI}, Enchantment: stat buffs are enchantments applied to the card"
#: "+2/+3", "+2 Attack", "+2 Attack this turn", "+3 Health"
_STATS = (r"\+(?P<attack>\d+)(?:/\+(?P<health>\d+)| (?P<attack_only>Attack)(?P<this_turn> this turn)?"
          r"| (?P<health_only>Health))")


def _stats(match):
    """{attack, health} of a stats phrase (:data:`_STATS`)."""
    number = int(match["attack"])
    if match["health_only"]:
        return {"attack": 0, "health": number}
    return {"attack": number, "health": int(match["health"] or 0)}


def _requirements(record):
    return {name for name, _ in record.requirements}


def _chooses_a_minion(record, friendly):
    requirements = _requirements(record)
    return (not record.named_target and "REQ_MINION_TARGET" in requirements
            and bool(requirements & {"REQ_TARGET_TO_PLAY", "REQ_TARGET_IF_AVAILABLE"})
            and ("REQ_FRIENDLY_TARGET" in requirements) == friendly and "REQ_ENEMY_TARGET" not in requirements)


def _give_target(match, record):
    if not _chooses_a_minion(record, friendly=bool(match["friendly"])):
        return None
    return (("give_target_stats", dict(_stats(match), this_turn=bool(match["this_turn"]))),)


def _damage_and_give(match, record):
    if not _chooses_a_minion(record, friendly=False):
        return None
    return (("deal_damage", {"amount": int(match["amount"]), "spell_damage": _bonus(record)}),
            ("give_target_stats", dict(_stats(match), this_turn=bool(match["this_turn"]))))


def _give_your_minions(match, record):
    if record.type == "MINION" or record.requirements:
        return None
    return (("give_group_stats", dict(_stats(match), group="friendly_minions", this_turn=bool(match["this_turn"]))),)


def _gain(match, record):
    """'Gain +N/+N.': a minion's Battlecry (the minion played gains), or a minion's trigger (the record a trigger
    sees, type TRIGGERED_ABILITY: its host gains, Lowly Squire, 'Inspire: Gain +1 Attack.')."""
    if record.type not in ("MINION", "TRIGGERED_ABILITY") or record.durability:
        return None             # a weapon's trigger (Self-Sharpening Sword): the weapon, no minion, would gain
    return (("gain_stats", dict(_stats(match), this_turn=bool(match["this_turn"]))),)


TEMPLATES = (
    Template("give_a_chosen_minion_stats",
             re.compile(rf"Give (?:a|an) (?P<friendly>friendly )?minion {_STATS}\."), _give_target,
             f"{ENCHANTMENT}; {HEALTH}; the minion is the one chosen, its kind read into the play requirements "
             "(Temple Enforcer: REQ_FRIENDLY_TARGET)", ("Power Infusion", "Give a minion +2/+6."), where=ABILITY),
    Template("deal_damage_to_a_minion_and_give_it_stats",
             re.compile(rf"Deal (?P<amount>\d+) damage to a minion and give it {_STATS}\."), _damage_and_give,
             f"{ENCHANTMENT}; the damage first, then the buff on the same chosen minion, as the text says "
             "(noHero123/silverfish, cards/Sim_EX1_603.cs: damage, then the buff; Fireplace buffs first: the text's "
             "order is followed)", ("Inner Rage", "Deal 1 damage to a minion and give it +2 Attack."),
             where=ABILITY),
    Template("give_your_minions_stats", re.compile(rf"Give your minions {_STATS}\."), _give_your_minions,
             f"{ENCHANTMENT}; {HEALTH}; every minion of its controller on the board", ("Mark of the Lotus",
                                                                                      "Give your minions +1/+1."),
             where=ABILITY),
    Template("this_minion_gains_stats", re.compile(rf"Gain {_STATS}\."), _gain,
             f"{ENCHANTMENT}; {HEALTH}; Hearthstone wiki, Battlecry: the minion is in play as its Battlecry "
             "resolves, and it is the one that gains", ("Ruststeed Raider", "Battlecry: Gain +4 Attack this turn."), where=ABILITY),
)
