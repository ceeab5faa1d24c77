"""A minion's effects in play: clauses of its own text that act while it is in play, mapped to the registry's
effect mechanics (role "effect", the same mechanics the hand-written card files of Frothing Berserker,
Armorsmith, Acolyte of Pain, Water Elemental, Foe Reaper 4000, Wrathguard and Knuckles use). Spell Damage is a
keyword applied from the card's tags (:func:`..db_keywords.mechanics_from_tags`).

Each reads only the exact wording those cards print, with the scope its words name.
"""
import re

from dealt.kb.hearthstone.grammar import IN_PLAY, Template

HS = "Hearthstone wiki, Damage Events"
#: whose damage a trigger watches, as the text says it -> the registry's scope
SCOPE_WORDS = {"a minion": "any_minion", "this minion": "self", "this": "self", "a friendly minion": "friendly_minion",
               "a character": "any_character", "a friendly character": "friendly_character"}
_SCOPE = "(?P<scope>" + "|".join(sorted(map(re.escape, SCOPE_WORDS), key=len, reverse=True)) + ")"
TRIGGERS = f"{HS}, Resolving a Damage Event: character damage triggers queue and resolve in play order"


def _minion(build):
    def built(match, record):
        return build(match, record) if record.type == "MINION" else None
    return built


def _scope(match):
    return SCOPE_WORDS[match["scope"]]


TEMPLATES = (
    Template("whenever_it_takes_damage_gain_attack",
             re.compile(rf"Whenever {_SCOPE} takes damage, gain \+(?P<amount>\d+) Attack\."),
             _minion(lambda m, r: (("gain_attack_on_damage", {"amount": int(m["amount"]), "scope": _scope(m)}),)),
             TRIGGERS + " (Frothing Berserker, Gurubashi Berserker)",
             ("Gurubashi Berserker", "Whenever this minion takes damage, gain +3 Attack."), where=IN_PLAY),
    Template("whenever_it_takes_damage_gain_armor",
             re.compile(rf"Whenever {_SCOPE} takes damage, gain (?P<amount>\d+) Armor\."),
             _minion(lambda m, r: (("gain_armor_on_damage", {"amount": int(m["amount"]), "scope": _scope(m)}),)),
             TRIGGERS + " (Armorsmith)", ("Armorsmith", "Whenever a friendly minion takes damage, gain 1 Armor."),
             where=IN_PLAY),
    Template("whenever_it_takes_damage_draw",
             re.compile(rf"Whenever {_SCOPE} takes damage, draw (?:a card|(?P<amount>\d+) cards)\."),
             _minion(lambda m, r: (("draw_on_damage", {"amount": int(m["amount"] or 1), "scope": _scope(m)}),)),
             TRIGGERS + " (Acolyte of Pain)", ("Acolyte of Pain", "Whenever this minion takes damage, draw a card."),
             where=IN_PLAY),
    Template("freeze_what_it_damages", re.compile(r"Freeze any character damaged by this(?: minion)?\."),
             _minion(lambda m, r: (("freeze_what_it_damages", {}),)),
             f"{HS}, Betrayal: 'minion abilities like poison, Water Elemental or Mistress of Pain do apply'",
             ("Water Elemental", "Freeze any character damaged by this minion."), where=IN_PLAY),
    Template("damages_the_neighbours_of_what_it_attacks",
             re.compile(r"Also damages (?:the )?minions next to whomever (?:this|it|he|she) attacks\."),
             _minion(lambda m, r: (("damage_neighbours_of_attacked_minion", {}),)),
             f"{HS}: 'after they attacked a minion, Magnataur Alpha and Foe Reaper 4000 deal damage in the order "
             "left-right'", ("Foe Reaper 4000", "Also damages the minions next to whomever it attacks."),
             where=IN_PLAY),
    Template("its_hero_power_deals_extra_damage",
             re.compile(r"Your Hero Power deals (?P<amount>\d+) extra damage\."),
             _minion(lambda m, r: (("hero_power_damage_bonus", {"amount": int(m["amount"])}),)),
             f"{HS}: 'If the source of the Damage Event is a Hero Power and its controller also controls an unsilenced "
             "Fallen Hero ..., add its bonus to the proposed damage; multiple Fallen Heroes stack' (Fallen Hero: "
             "'Your Hero Power deals 1 extra damage.')", ("Fallen Hero", "Your Hero Power deals 1 extra damage."),
             where=IN_PLAY),
    Template("gains_armor_as_it_deals_damage",
             re.compile(r"Whenever this minion deals damage, gain that much Armor\."),
             _minion(lambda m, r: (("gain_armor_when_this_deals_damage", {}),)),
             f"{HS}, Betrayal: 'minion abilities like ... Mistress of Pain do apply' (Mistress of Pain: 'Whenever "
             "this minion deals damage, restore that much Health to your hero.'; this one gains that much Armor); "
             "Hearthstone wiki, Armor: 'gained through certain cards'",
             ("Vicious Scraphound", "Whenever this minion deals damage, gain that much Armor."), where=IN_PLAY),
    Template("has_attack_while_damaged",
             re.compile(r"Has \+(?P<amount>\d+) Attack while damaged\."),
             _minion(lambda m, r: (("has_attack_while_damaged", {"amount": int(m["amount"])}),)),
             "Hearthstone wiki, Damage: 'Characters which are below their maximum Health are considered damaged, and "
             "may activate Enrage effects'", ("Amani Berserker", "Has +3 Attack while damaged."), where=IN_PLAY),
    Template("has_spell_damage_while_damaged",
             re.compile(r"Has Spell Damage \+(?P<amount>\d+) while damaged\."),
             _minion(lambda m, r: (("has_spell_damage_while_damaged", {"amount": int(m["amount"])}),)),
             "Hearthstone wiki, Damage: 'Characters which are below their maximum Health are considered damaged, and "
             f"may activate Enrage effects'; {HS}: 'add its controller's Spell Damage bonus (if any)'",
             ("Spellzerker", "Has Spell Damage +2 while damaged."), where=IN_PLAY),
    Template("passes_damage_taken_to_its_hero",
             re.compile(r"Whenever this minion takes damage, also deal that amount to your hero\."),
             _minion(lambda m, r: (("pass_damage_taken_to_own_hero", {}),)),
             f"{HS}: proposed damage varies 'depending on the damage dealt by a source (Eye for an Eye, Wrathguard, "
             "Bolf Ramshield)'", ("Wrathguard", "Whenever this minion takes damage, also deal that amount to your hero."),
             where=IN_PLAY),
    Template("hits_the_enemy_hero_after_attacking_a_minion",
             re.compile(r"After this attacks a minion, it also hits the enemy hero\."),
             _minion(lambda m, r: (("hit_enemy_hero_after_attacking_a_minion", {}),)),
             f"{HS}: proposed damage varies 'on the Attack value of a ... minion (... Knuckles ...)'",
             ("Knuckles", "After this attacks a minion, it also hits the enemy hero."), where=IN_PLAY),
)
