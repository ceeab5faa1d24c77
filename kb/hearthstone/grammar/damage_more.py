"""More damage clauses (issue 13, round 3): damage to the card's own hero, to a target and its own hero, to the
lowest Health enemy.

Each maps to a mechanic of the registry (:mod:`dealt.kb.hearthstone.mechanics`). Spell Damage raises only a number
printed ``$N`` (:attr:`~dealt.kb.hearthstone.carddb.CardRecord.fixed_damage` holds those printed without it:
Obliterate's 'Deal_3 damage to your hero.'), never one on a card tagged ImmuneToSpellpower.
"""
import re

from dealt.kb.hearthstone.grammar import Template
from dealt.kb.hearthstone.grammar.damage import _CHOSEN_PHRASE
from dealt.kb.hearthstone.grammar.damage import (
    FREEZABLE, GROUP_WORDS, HS, RANDOM_WORDS, SPLIT_WORDS, _COUNTS, _GROUP_KEYS, _SPLIT_KEYS, _bonus, _chooses,
    _not_for_a_minion, _words)

_DEAL = r"[Dd]eal (?P<amount>\d+) damage"
#: how many times a shot repeats, as texts say it
_TIMES = {None: 1, "twice": 2, "three times": 3}


def _raised(record, amount):
    """Whether Spell Damage raises `amount` on this card: a ``$N`` number, on a card not ImmuneToSpellpower."""
    return _bonus(record) and amount not in record.fixed_damage


def _own_hero(match, record):
    """A later ability ("Deal 2 damage to your hero." after another): the card's own hero its words name; a card
    whose only damage is this names it as its target instead (:mod:`..named_targets`, read by
    deal_damage_to_the_named_hero before this)."""
    if record.named_target and "your hero" in record.named_target[1].lower():
        return None                       # its one named hero: the named-hero template's
    amount = int(match["amount"])
    return (("deal_damage_to_own_hero", {"amount": amount, "spell_damage": _raised(record, amount)}),)


def _target_and_own_hero(match, record):
    if not _chooses(record) or record.named_target:
        return None
    amount = int(match["amount"])
    return (("deal_damage_to_target_and_own_hero", {"amount": amount, "spell_damage": _raised(record, amount)}),)


def _split_among_the_lowest(match, record):
    return (("missiles", {"count": int(match["amount"]), "group": "lowest_health_enemies", "split": True}),)


def _lowest(match, record):
    amount = int(match["amount"])
    if not _raised(record, amount) and record.type == "SPELL":
        return None                       # missiles always get Spell Damage (each_missile_is_its_own_damage_event)
    return (("missiles_at_the_lowest_health", {"count": _TIMES[match["times"]], "amount": amount,
                                               "group": "enemy_characters"}),)


#: the kinds of record "this minion" is read on: a minion's own text, or a minion's triggered ability
#: (:data:`.triggers.TRIGGERED`: "Deathrattle: Deal damage equal to this minion's Attack ...")
_THIS_MINION = frozenset({"MINION", "TRIGGERED_ABILITY"})


def _this_minions_attack_to_all(match, record):
    group = _GROUP_KEYS[(match["group"] or match["group_"]).lower()]
    if record.type not in _THIS_MINION or _not_for_a_minion(record, group):
        return None
    return (("deal_this_minions_attack_to_all", {"group": group}),)


def _this_minions_attack_split(match, record):
    group = _SPLIT_KEYS[match["group"].lower()]
    if record.type not in _THIS_MINION or _not_for_a_minion(record, group):
        return None
    return (("missiles_equal_to_this_minions_attack", {"group": group}),)


def _this_minions_health(match, record):
    if record.type != "MINION" or not _chooses(record) or record.named_target:
        return None
    return (("deal_this_minions_health_to_target", {}),)


def _hero_attack_to_random(match, record):
    count = int(match["count"]) if match["count"].isdigit() else _COUNTS[match["count"]]
    group = RANDOM_WORDS[match["who"]]
    if count < 2 or _not_for_a_minion(record, group):
        return None
    return (("deal_hero_attack_to_random_targets", {"count": count, "group": group, "spell_damage": _bonus(record)}),)


def _waves(match, record):
    group = _GROUP_KEYS[match["group"].lower()]
    if match["again"] and match["again"].lower() != match["group"].lower():
        return None                       # "then deal 2 damage to" another group: not one area made again
    amount = int(match["amount"])
    other = int(match["other"]) if match["other"] else amount
    count = _TIMES[match["times"]] if match["times"] else 2
    if group not in FREEZABLE or _not_for_a_minion(record, group) or _raised(record, amount) != _raised(record, other):
        return None                       # a group fixed by its words alone; one Spell Damage rule for every wave
    return (("deal_damage_to_all_in_waves", {"amount": amount, "other": other, "count": count, "group": group,
                                             "spell_damage": _raised(record, amount)}),)


#: "all other ..." on a spell: every one of the group but the target it chose
_OTHER_THAN_THE_TARGET = {"minions": "all_minions", "enemies": "enemy_characters", "characters": "all_characters"}


def _all_but_the_target(match, record):
    other = int(match["other"])
    if record.type not in ("SPELL", "HERO_POWER") or not _chooses(record):
        return None                       # a minion's "all other" leaves itself out (damage.deal_damage_to_a_group)
    return (("deal_damage_to_all_but_the_target", {"other": other, "group": _OTHER_THAN_THE_TARGET[match["who"]],
                                                   "spell_damage": _raised(record, other)}),)


def _target_then_all_others(match, record):
    amount, other = int(match["amount"]), int(match["other"])
    if (record.type not in ("SPELL", "HERO_POWER") or not _chooses(record) or record.named_target
            or ("REQ_MINION_TARGET", 0) not in record.requirements or _raised(record, amount) != _raised(record, other)):
        return None
    return (("deal_damage_to_target_then_all_others", {"amount": amount, "other": other, "group": "all_minions",
                                                       "spell_damage": _raised(record, amount)}),)


def _target_again(match, record):
    amount = int(match["amount"])
    if not _chooses(record) or record.named_target:
        return None
    return (("deal_damage_to_target_again", {"amount": amount, "count": _TIMES[match["times"]],
                                             "spell_damage": _raised(record, amount)}),)


def _target_and_random(match, record):
    amount = int(match["amount"])
    other = int(match["other"] or amount)
    if (not _chooses(record) or record.named_target or _raised(record, amount) != _raised(record, other)
            or (match["adjacent"] and ("REQ_MINION_TARGET", 0) not in record.requirements)):
        return None
    group = "neighbours" if match["adjacent"] else "friendly_minions" if match["whose"] else "enemy_characters"
    if group == "enemy_characters" and ("REQ_ENEMY_TARGET", 0) not in record.requirements:
        return None                       # "other random ones": of the target's kind, an enemy
    count = _COUNTS.get(match["count"] or "a", 1)
    return (("deal_damage_to_target_and_random_others", {"amount": amount, "other": other, "count": count,
                                                         "group": group, "spell_damage": _raised(record, amount)}),)


_ATTACK = r"this minion's Attack"
_GROUPS = _words(GROUP_WORDS)

TEMPLATES = (
    Template("deal_damage_to_your_own_hero", re.compile(_DEAL + r" to your hero\."), _own_hero,
             f"{HS}: 'most damaging effects have as proposed damage a fixed number explicitly stated in their text'; "
             "the text names the card's own hero (Hearthstone wiki, Target: 'abilities that always hit the same "
             "target of course must specify what that target is'); after another ability it waits for its turn "
             "(Fireplace, Spirit Bomb: 'play = Hit(TARGET, 4), Hit(FRIENDLY_HERO, 4)'; Obliterate, 'Destroy a "
             "minion. Deal 3 damage to your hero.')",
             ("Nightshade Tea", "Deal 2 damage to your hero.")),
    Template("deal_damage_to_a_target_and_your_hero",
             re.compile(_DEAL + r" to (?:a minion|an enemy|a character|an enemy minion) and your hero\."),
             _target_and_own_hero,
             f"{HS}: 'All other damaging effects that affect \"multiple targets\" first create all Damage Events in "
             "a given order, then resolve all Damage Events in the same order'; the text's order, the target then "
             "the hero (Fireplace, Spirit Bomb: 'play = Hit(TARGET, 4), Hit(FRIENDLY_HERO, 4)')",
             ("Spirit Bomb", "Deal 4 damage to a minion and your hero.")),
    Template("deal_damage_to_the_lowest_health_enemy",
             re.compile(_DEAL + r" to the lowest Health enemy(?:, (?P<times>twice|three times))?\."), _lowest,
             f"{HS}: missiles 'each with a random target: each missile creates a Damage Event which is immediately "
             "resolved, before choosing ... the target for the next missile' (the next reads the Health the last "
             "left); Fel Barrage, 'Deal 2 damage to the lowest Health enemy, twice.'; a tie is broken at random, each "
             "time anew (Fireplace, fireplace/cards/stormwind/demonhunter.py: 'Hit(RANDOM(LOWEST_HEALTH(ENEMY_MINIONS)), "
             "2) * 2'; "
             "Hearthstone wiki, Random effect: 'Random effects do not always feature the word \"random\" in "
             "their description')",
             ("Fel Barrage", "Deal 2 damage to the lowest Health enemy, twice.")),
    Template("deal_this_minions_attack_to_a_group",
             re.compile(rf"Deal damage (?:equal to {_ATTACK} to (?P<group>{_GROUPS})|to (?P<group_>{_GROUPS}) equal to "
                        rf"{_ATTACK})\."),
             _this_minions_attack_to_all,
             f"{HS}: proposed damage varies 'on the Attack value of a ... minion (... Sergeant Sally ...)' (Sergeant "
             "Sally, 'Deathrattle: Deal damage equal to this minion's Attack to all enemy minions.'), the minion the "
             "source; area effects 'first create all Damage Events ... in play order'",
             ("Blast Tortoise", "Battlecry: Deal damage to all enemy minions equal to this minion's Attack.")),
    Template("deal_this_minions_attack_randomly_split",
             re.compile(rf"Deal (?:damage equal to {_ATTACK}|{_ATTACK} damage) randomly split among "
                        rf"(?P<group>{_words(SPLIT_WORDS)})\."),
             _this_minions_attack_split,
             f"{HS}: proposed damage varies on the Attack of a minion (C'Thun, 'Battlecry: Deal damage equal to this "
             "minion's Attack randomly split among all enemies.'); damage 'randomly split among all characters with a "
             "given characteristic' is shot as missiles of 1, each resolved before the next is aimed",
             ("Augmented Porcupine", "Deathrattle: Deal this minion's Attack damage randomly split among all enemies.")),
    Template("deal_damage_equal_to_this_minions_health",
             re.compile(r"Deal damage to (?:a|an|another) (?:(?:friendly|enemy) )?(?:minion|character|enemy) "
                        r"equal to this minion's Health\."),
             _this_minions_health,
             f"{HS}: proposed damage varies on a value of a minion 'and can happen to be zero'; the target is the one "
             "chosen, its kind read into the play requirements",
             ("Cleansing Lightspawn", "Battlecry: Deal damage to an enemy minion equal to this minion's Health.")),
    Template("deal_damage_equal_to_your_heros_attack_to_random_targets",
             re.compile(rf"Deal damage equal to your hero's Attack to (?P<count>{'|'.join(_COUNTS)}|\d) random "
                        rf"(?P<who>{_words(RANDOM_WORDS)})\."),
             _hero_attack_to_random,
             f"{HS}: proposed damage varies 'on the Attack value of a hero (Savagery)'; 'Multi-Shot, Forked Lightning "
             "and Cleave deal damage in random order', every event created before any resolves",
             ("Blade Dance", "Deal damage equal to your hero's Attack to 3 random enemy minions.")),
    Template("deal_damage_to_a_group_in_waves",
             re.compile(rf"{_DEAL} to (?P<group>{_GROUPS}|ALL minions|ALL characters)(?:,? (?P<times>twice|three times)"
                        rf"|, then deal (?P<other>\d+) damage to (?P<again>{_GROUPS}|ALL minions|ALL characters))\."),
             _waves,
             f"{HS}: area effects 'first create all Damage Events ... and then resolve all Damage Events ... in play "
             "order'; each wave is a step resolved before the next ('Spells and effects with two steps ... resolve "
             "all Damage Events before ... moving to their next step'); no deaths between (Advanced rulebook: "
             "deaths are processed 'When the outermost Phase resolves'; Fireplace, Earthquake 'Hit(ALL_MINIONS, 5), "
             "Hit(ALL_MINIONS, 2)', Immolation Aura 'Hit(ALL_MINIONS, 1) * 2')",
             ("Earthquake", "Deal 5 damage to all minions, then deal 2 damage to all minions.")),
    Template("deal_damage_to_all_others_than_the_target",
             re.compile(r"[Dd]eal (?P<other>\d+) damage to all other (?P<who>minions|enemies|characters)\."),
             _all_but_the_target,
             f"{HS}: area effects 'first create all Damage Events ... in play order'; on a spell 'other' is other than "
             "the target it chose (Fireplace, Man the Cannons: 'Hit(ALL_MINIONS - TARGET, 1)'); a later ability, after "
             "the one that takes the target",
             ("Jam Session", "Deal 1 damage to all other minions.")),
    Template("deal_damage_to_a_minion_and_all_other_minions",
             re.compile(_DEAL + r" to a minion and (?P<other>\d+) damage to all other minions\."),
             _target_then_all_others,
             f"{HS}: 'All other damaging effects that affect \"multiple targets\" first create all Damage Events in a "
             "given order, then resolve all Damage Events in the same order'; the target's first, then the others' in "
             "play order (Fireplace, Man the Cannons: 'play = Hit(TARGET, 3), Hit(ALL_MINIONS - TARGET, 1)')",
             ("Man the Cannons", "Deal 3 damage to a minion and 1 damage to all other minions.")),
    Template("deal_damage_to_a_chosen_target_twice",
             re.compile(_DEAL + _CHOSEN_PHRASE + r", (?P<times>twice|three times)\."), _target_again,
             f"{HS}: 'a fixed number explicitly stated in their text'; the target chosen is hit once each time, each hit "
             "its own event resolved before the next (Fireplace, Moonbeam: 'play = Hit(TARGET, 1) * 2')",
             ("Moonbeam", "Deal 1 damage to an enemy, twice.")),
    Template("deal_damage_to_a_target_and_random_others",
             re.compile(_DEAL + _CHOSEN_PHRASE + r" and (?:(?P<other>\d+) damage to )?(?:a random (?P<adjacent>adjacent)"
                        r" one|a random (?P<whose>friendly) one|(?P<count>two|three) other random ones)\."),
             _target_and_random,
             f"{HS}: 'All other damaging effects that affect \"multiple targets\" first create all Damage Events in a "
             "given order, then resolve all Damage Events in the same order: Multi-Shot, Forked Lightning and Cleave "
             "deal damage in random order'; the chosen target's event first (Fireplace, Unstable Felbolt: 'play = "
             "Hit(TARGET, 3), Hit(RANDOM_FRIENDLY_MINION, 3)')",
             ("Unstable Felbolt", "Deal 3 damage to an enemy minion and a random friendly one.")),
    Template("deal_damage_split_among_the_lowest_health_enemies",
             re.compile(_DEAL + r" split among the lowest Health enemies\."), _split_among_the_lowest,
             f"{HS}: 'each Damage Events created by effects that deal a certain amount of damage randomly split among all "
             "characters with a given characteristic has a proposed damage of 1', shot as missiles, each resolved before "
             "the next is aimed; here each at the lowest Health enemy as it is aimed, a tie a random pick (Fel Barrage's "
             "rule, rules/lowest_health.py)",
             ("Fan the Hammer", "Deal 6 damage split among the lowest Health enemies.")),
)
