"""Hearthstone's vocabulary of mechanics: what card files may name, with parameters and timing.

Each mechanic is encoded by the rules module named in `module`
(``dealt.kb.hearthstone.rules.<module>``). Timings give the step at which an
effect takes a slot and its priority there (lower acts first, then play order).
"""
from dealt.kb.mechanics import Mechanic, MechanicRegistry, Param

HS = "Hearthstone wiki, Damage Events"

#: Keywords an entity can carry in a scenario or card file. The first four are
#: read by rules; the rest are carried along and do not change damage.
KEYWORDS = frozenset({
    "divine_shield", "immune", "stealth", "silenced",
    "taunt", "charge", "rush", "windfury", "frozen", "poisonous", "lifesteal", "secret",
})

SCOPES = ("self", "any_minion", "friendly_minion", "any_character", "friendly_character")

REGISTRY = MechanicRegistry("hearthstone")
_ = REGISTRY.register

_(Mechanic(
    "deal_damage", "The card (a spell, Hero Power or minion ability) deals a fixed amount to its target.",
    module="actions", role="ability",
    params=(Param("amount", int, "the number in the card's text"),
            Param("spell_damage", bool, "whether Spell Damage and Prophet Velen apply (false for the "
                  "text's eight exceptions)", default=True),
            Param("spell_damage_factor", int, "how many times Spell Damage is added (Arcane Blast: 2)",
                  default=1)),
    source=f"{HS}: 'most damaging effects have as proposed damage a fixed number explicitly stated in their text'"))
_(Mechanic(
    "spell_damage", "Spell Damage +N: adds N to the proposed damage of its controller's spells.",
    module="bonuses", params=(Param("amount", int, "the +N"),), timings=(("spell_damage", 0),),
    source=f"{HS}: 'add its controller's Spell Damage bonus (if any) to the proposed damage'"))
_(Mechanic(
    "hero_power_damage_bonus", "Adds N to the proposed damage of its controller's Hero Power (Fallen Hero).",
    module="bonuses", params=(Param("amount", int, "the bonus"),), timings=(("hero_power_bonus", 0),),
    source=f"{HS}: 'add its bonus to the proposed damage; multiple Fallen Heroes stack'"))
_(Mechanic(
    "double_spell_and_hero_power_damage", "Doubles the proposed damage of its controller's spells and Hero Power (Prophet Velen).",
    module="bonuses", timings=(("doubling", 0),),
    source=f"{HS}: 'double the proposed damage of the Damage Event; multiple Prophet Velens stack'"))
_(Mechanic(
    "double_hero_damage", "While equipped, doubles damage to its hero, and the damage its hero's predamage triggers read (Cursed Blade).",
    module="hero_damage_doubling", timings=(("predamage", -1), ("hero_damage_doubling", 0)),
    source=f"{HS}: 'Cursed Blade then doubles the proposed damage of Damage Events targeting your hero'"))
_(Mechanic(
    "reduce_hero_damage_to_one", "Predamage, early priority: damage to its hero greater than 1 becomes 1 (Animated Armor).",
    module="predamage", timings=(("predamage", 0),),
    source=f"{HS}: 'Animated Armor has an early priority and always triggers first'"))
_(Mechanic(
    "intercept_hero_damage", "Predamage: prevents damage to its hero and takes it instead (Bolf Ramshield); only the first in play.",
    module="predamage", timings=(("predamage", 1),),
    source=f"{HS}: 'Bolf Ramshield prevents the Damage Event, then creates a new Damage Event ... whose target is Bolf Ramshield'"))
_(Mechanic(
    "prevent_fatal_hero_damage", "Secret, predamage: prevents damage at least its hero's Health and makes the hero Immune (Ice Block).",
    module="predamage", timings=(("predamage", 1),),
    source=f"{HS}: 'Ice Block triggers if the Damage Event's proposed damage is greater than or equal to its hero's current Health'"))
_(Mechanic(
    "health_floor", "Its controller's minions can't be reduced below `minimum` Health; the damage still counts in full (Commanding Shout).",
    module="dealing",
    params=(Param("minimum", int, "the lowest Health", default=1),
            Param("scope", str, "who is protected", default="friendly_minion", choices=SCOPES)),
    source=f"{HS}: 'If the target is affected by Commanding Shout, its current Health is prevented from dropping below 1'"))
_(Mechanic(
    "gain_attack_on_damage", "Whenever a character in `scope` takes damage, its host gains `amount` Attack (Frothing Berserker, Gurubashi Berserker).",
    module="character_triggers",
    params=(Param("amount", int, "Attack gained"), Param("scope", str, "whose damage it watches", choices=SCOPES)),
    timings=(("character_damage_triggers", 0),),
    source=f"{HS}, Resolving a Damage Event: character damage triggers queue and resolve in play order"))
_(Mechanic(
    "gain_armor_on_damage", "Whenever a character in `scope` takes damage, its controller's hero gains `amount` Armor (Armorsmith).",
    module="character_triggers",
    params=(Param("amount", int, "Armor gained"), Param("scope", str, "whose damage it watches", choices=SCOPES)),
    timings=(("character_damage_triggers", 0),),
    source=f"{HS}, Resolving a Damage Event: character damage triggers queue and resolve in play order"))
_(Mechanic(
    "draw_on_damage", "Whenever a character in `scope` takes damage, its controller draws `amount` cards (Acolyte of Pain).",
    module="character_triggers",
    params=(Param("amount", int, "cards drawn", default=1), Param("scope", str, "whose damage it watches", choices=SCOPES)),
    timings=(("character_damage_triggers", 0),),
    source=f"{HS}, Resolving a Damage Event: character damage triggers queue and resolve in play order"))
