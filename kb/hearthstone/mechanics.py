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

GROUPS = ("enemy_minions", "enemy_characters", "all_minions", "all_characters", "friendly_minions",
          "friendly_characters")
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
    source=f"{HS}: 'most damaging effects have as proposed damage a fixed number explicitly stated in their text'",
    targets=1))
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

# --- effects with several Damage Events ------------------------------------------------------
_BONUS = Param("spell_damage", bool, "whether Spell Damage and Prophet Velen apply to each event", default=True)
_(Mechanic(
    "deal_damage_to_all", "An area effect: `amount` to every character in `group`; all events created first, in play order, then resolved in play order.",
    module="area", role="ability",
    params=(Param("amount", int, "the number in the text"), Param("group", str, "who is hit", choices=GROUPS), _BONUS),
    source=f"{HS}: area effects 'first create all Damage Events ... and then resolve all Damage Events ... in play order'"))
_(Mechanic(
    "deal_damage_to_target_and_others", "`amount` to the target, `other` to every other character in `group`: the target's event first, then the others in reverse play order (Swipe).",
    module="area", role="ability", targets=1,
    params=(Param("amount", int, "to the target"), Param("other", int, "to each of the others"),
            Param("group", str, "the others", default="enemy_characters", choices=GROUPS), _BONUS),
    source=f"{HS}: 'Swipe creates Damage Events first for the target character and then for all other enemy characters in reverse play order'"))
_(Mechanic(
    "deal_damage_to_each_in_turn", "Fixes the set of characters in `group`, then creates and resolves one event at a time in play order; the amount is fixed, the target's Attack then, or a roll from `low` to `high` (Lightning Storm, Elemental Destruction, Lightbomb).",
    module="area", role="ability",
    params=(Param("group", str, "who is hit", choices=GROUPS),
            Param("amount_from", str, "where each amount comes from", default="text", choices=("text", "attack", "roll")),
            Param("amount", int, "the fixed amount", default=0), Param("low", int, "lowest roll", default=0),
            Param("high", int, "highest roll", default=0), _BONUS),
    source=f"{HS}: 'Lightning Storm, Elemental Destruction and Lightbomb ... resolve each Damage Event as soon as it is created in play order'"))
_(Mechanic(
    "missiles", "Shoots `count` missiles of `amount`, each at a random eligible character in `group`, each resolved before the next is aimed; `split` spells shoot base + Spell Damage, doubled per Velen, missiles of 1.",
    module="missiles", role="ability",
    params=(Param("count", int, "missiles (the base damage for split spells)"),
            Param("amount", int, "each missile's proposed damage", default=1),
            Param("group", str, "who can be hit", choices=GROUPS),
            Param("split", bool, "damage 'randomly split' among the group", default=False),
            Param("spell_damage_factor", int, "times Spell Damage is added to each missile", default=1)),
    source=f"{HS}: missiles 'each with a random target: each missile creates a Damage Event which is immediately resolved'"))
_(Mechanic(
    "missiles_until_a_minion_dies", "Shoots a missile of `amount` at a random minion, again and again, until a minion dies (Bouncing Blade).",
    module="missiles", role="ability",
    params=(Param("amount", int, "each missile's damage", default=1),
            Param("group", str, "who can be hit", default="all_minions", choices=GROUPS)),
    source=f"{HS}: Bouncing Blade shoots missiles, each resolved before the next target is chosen"))
_(Mechanic(
    "deal_damage_to_target_and_enemy_hero", "`amount` to the target minion, then `amount` to the enemy hero, one event after the other (Cobra Shot).",
    module="missiles", role="ability", targets=1,
    params=(Param("amount", int, "to each"),),
    source=f"{HS}: Cobra Shot is listed with the missiles"))
_(Mechanic(
    "deal_damage_to_random_targets", "`amount` to `count` different random characters of `group`; the events are created in the (random) order picked, then resolved in that order (Multi-Shot, Forked Lightning, Cleave).",
    module="multi_target", role="ability",
    params=(Param("count", int, "how many targets"), Param("amount", int, "to each"),
            Param("group", str, "who can be picked", choices=GROUPS)),
    source=f"{HS}: 'Multi-Shot, Forked Lightning and Cleave deal damage in random order'"))
_(Mechanic(
    "deal_damage_to_target_and_neighbours", "`amount` to the target minion and `other` to the minions next to it, in `order` (Explosive Shot, Powershot: center-left-right; Cone of Cold: left-right-center).",
    module="multi_target", role="ability", targets=1,
    params=(Param("amount", int, "to the target"), Param("other", int, "to each neighbour"),
            Param("order", str, "the order of the events", choices=("center_left_right", "left_right_center"))),
    source=f"{HS}: 'Explosive Shot and Powershot deal damage in the order center-left-right; Cone of Cold deals damage in the order left-right-center'"))
_(Mechanic(
    "target_minion_damages_its_neighbours", "The target minion deals damage equal to its Attack to the minions next to it, left then right; the minion is the source (Betrayal).",
    module="multi_target", role="ability", targets=1,
    source=f"{HS}: 'Betrayal makes target minion create two Damages Events in the order left-right'"))
_(Mechanic(
    "damage_neighbours_of_attacked_minion", "When its host attacks a minion, it also damages the minions next to that minion, left then right (Magnataur Alpha, Foe Reaper 4000).",
    module="combat",
    source=f"{HS}: 'after they attacked a minion, Magnataur Alpha and Foe Reaper 4000 deal damage in the order left-right'"))
