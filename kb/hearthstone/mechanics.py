"""Hearthstone's vocabulary of mechanics: what card files may name, with parameters and timing.

Each mechanic is encoded by the rules module named in `module`
(``dealt.kb.hearthstone.rules.<module>``). Timings give the step at which an
effect takes a slot and its priority there (lower acts first, then play order).
"""
from dealt.kb.hearthstone.triggers import WHENS
from dealt.kb.mechanics import Mechanic, MechanicRegistry, Param, Reach

HS = "Hearthstone wiki, Damage Events"

#: Keywords an entity can carry in a scenario or card file. divine_shield, immune, stealth, silenced,
#: poisonous, lifesteal, immune_while_attacking, elusive and taunt are read by rules (taunt and elusive by
#: the targeting checks); the rest are carried along and do not change damage.
KEYWORDS = frozenset({
    "divine_shield", "immune", "stealth", "silenced",
    "taunt", "charge", "rush", "windfury", "frozen", "poisonous", "lifesteal", "secret", "immune_while_attacking",
    "elusive", "reborn",
})

GROUPS = ("enemy_minions", "enemy_characters", "all_minions", "all_characters", "friendly_minions",
          "friendly_characters", "heroes", "damaged_minions", "undamaged_enemy_minions", "undamaged_enemy_characters",
          "all_minions_but_demons", "all_minions_but_dragons", "all_minions_but_murlocs", "all_minions_but_mechs",
          "outermost_enemy_minions")
#: the groups of an effect that has a source on the board (a minion's Battlecry): also every minion, or every
#: character, but that source ("all other minions", "ALL other characters"; Dread Infernal)
GROUPS_BUT_THE_SOURCE = GROUPS + ("all_other_minions", "all_other_characters", "all_other_friendly_minions",
                                  "all_other_damaged_minions")
SCOPES = ("self", "any_minion", "friendly_minion", "any_character", "friendly_character")
#: how a summary says each scope ("Whenever `scope` takes damage")
SCOPE_WORDS = (("self", "its host"), ("any_minion", "any minion"), ("friendly_minion", "a friendly minion"),
               ("any_character", "any character"), ("friendly_character", "a friendly character"))


def in_scope(scope, host, controller, target, target_kind, target_controller):
    """Whether a character (`target`) is in an effect's scope: one of SCOPES, or ``friendly_hero`` (its
    controller's hero); a pure check shared by trigger rules and by a mechanic's :class:`Reach`."""
    if scope == "self":
        return target == host
    if scope == "any_minion":
        return target_kind == "minion"
    if scope == "friendly_minion":
        return target_kind == "minion" and target_controller == controller
    if scope == "any_character":
        return target_kind in ("minion", "hero")
    if scope == "friendly_character":
        return target_kind in ("minion", "hero") and target_controller == controller
    if scope == "friendly_hero":
        return target_kind == "hero" and target_controller == controller
    return False


#: an effect whose text says it lasts "this turn" (Commanding Shout, Embrace the Shadow): it ends when the turn ends
#: (rules/turn_ends.py); without it, it lasts while its card is in play (Auchenai Soulpriest)
THIS_TURN = Param("this_turn", bool, "whether the text says it lasts 'this turn' (it ends with the turn)", default=False)

#: the reach of effects that watch their own hero, read their scope, or act on what their host deals
OWN_HERO = Reach(target="friendly_hero")
IN_SCOPE = Reach(target="{scope}")
HOST_IS_SOURCE = Reach(source="self")
#: Spell Damage's reach: its controller's spells, but not a missile of split damage, whose number it made
#: (rules/missiles.py)
SPELL_BONUS = Reach(source="friendly", source_kinds=("spell",), not_if="bonus_in_count")

SCHOOLS = ("", "arcane", "fel", "fire", "frost", "holy", "nature", "shadow")

REGISTRY = MechanicRegistry("hearthstone", in_scope=in_scope, whens={w.name: w.reads for w in WHENS.values()})
_ = REGISTRY.register

_(Mechanic(
    "deal_damage", "The card (a spell, Hero Power or minion ability) deals a fixed amount to its target: the one chosen, or the hero its text names (Mind Blast 'to the enemy hero', Ancient Curse 'You take 7 damage'), read from the card database's text.",
    module="actions", role="ability",
    params=(Param("amount", int, "the number in the card's text"),
            Param("spell_damage", bool, "whether Spell Damage and Prophet Velen apply (false for the "
                  "text's eight exceptions)", default=True),
            Param("spell_damage_factor", int, "how many times Spell Damage is added (Arcane Blast: 2)",
                  default=1)),
    source=f"{HS}: 'most damaging effects have as proposed damage a fixed number explicitly stated in their text'",
    targets=1, target_may_be_named=True))
_(Mechanic(
    "deal_damage_to_itself", "A minion's Battlecry deals `amount` to the minion itself, its source (Beached Whale, 'Battlecry: Deal 10 damage to this minion.').",
    module="actions", role="ability",
    params=(Param("amount", int, "the number in the card's text"),),
    source=f"Hearthstone wiki, Battlecry: the effect 'activates when the minion is played directly from the hand'; "
           f"{HS}: the source is 'usually, the minion or the damaging effect that creates it'"))
_(Mechanic(
    "spell_damage", "Spell Damage +`amount`: adds `amount` to the proposed damage of its controller's spells, of one school only when it names one (Bru'kan, 'Nature Spell Damage +3').",
    module="bonuses", params=(Param("amount", int, "the +N"),
                              Param("school", str, "the school of the spells it adds to (\"\": every spell)",
                                    default="", choices=SCHOOLS)),
    timings=(("spell_damage", 0),),
    source=f"{HS}: 'add its controller's Spell Damage bonus (if any) to the proposed damage'",
    reach=SPELL_BONUS))
_(Mechanic(
    "hero_power_damage_bonus", "Adds `amount` to the proposed damage of its controller's Hero Power (Fallen Hero).",
    module="bonuses", params=(Param("amount", int, "the bonus"),), timings=(("hero_power_bonus", 0),),
    source=f"{HS}: 'add its bonus to the proposed damage; multiple Fallen Heroes stack'",
    reach=Reach(source="friendly", source_kinds=("hero_power",))))
_(Mechanic(
    "double_spell_and_hero_power_damage", "Doubles the proposed damage of its controller's spells and Hero Power (Prophet Velen).",
    module="bonuses", timings=(("doubling", 0),),
    source=f"{HS}: 'double the proposed damage of the Damage Event; multiple Prophet Velens stack'",
    reach=Reach(source="friendly", source_kinds=("spell", "hero_power"), not_if="bonus_in_count")))
_(Mechanic(
    "double_hero_damage", "While equipped, doubles damage to its hero, and the damage its hero's predamage triggers read (Cursed Blade).",
    module="hero_damage_doubling", timings=(("predamage", -1), ("hero_damage_doubling", 0)),
    source=f"{HS}: 'Cursed Blade then doubles the proposed damage of Damage Events targeting your hero'",
    reach=OWN_HERO))
_(Mechanic(
    "reduce_hero_damage_to_one", "Predamage, early priority: damage to its hero greater than 1 becomes 1 (Animated Armor).",
    module="predamage", timings=(("predamage", 0),),
    source=f"{HS}: 'Animated Armor has an early priority and always triggers first'",
    reach=OWN_HERO))
_(Mechanic(
    "intercept_hero_damage", "Predamage: prevents damage to its hero and takes it instead (Bolf Ramshield); only the first in play.",
    module="predamage", timings=(("predamage", 1),),
    source=f"{HS}: 'Bolf Ramshield prevents the Damage Event, then creates a new Damage Event ... whose target is Bolf Ramshield'",
    reach=OWN_HERO))
_(Mechanic(
    "prevent_fatal_hero_damage", "Secret, predamage: prevents damage at least its hero's Health and makes the hero Immune (Ice Block).",
    module="predamage", timings=(("predamage", 1),),
    source=f"{HS}: 'Ice Block triggers if the Damage Event's proposed damage is greater than or equal to its hero's current Health'",
    reach=OWN_HERO))
_(Mechanic(
    "health_floor", "`scope` can't be reduced below `minimum` Health; the damage still counts in full (Commanding Shout).",
    module="dealing",
    params=(Param("minimum", int, "the lowest Health", default=1),
            Param("scope", str, "who is protected", default="friendly_minion", choices=SCOPES, words=SCOPE_WORDS),
            THIS_TURN),
    source=f"{HS}: 'If the target is affected by Commanding Shout, its current Health is prevented from dropping below 1'"))
ENRAGE = ("Hearthstone wiki, Damage (https://hearthstone.wiki.gg/wiki/Damage): 'Characters which are below their "
          "maximum Health are considered damaged, and may activate Enrage effects'; Amani Berserker, 'Has +3 Attack "
          "while damaged.'")
_(Mechanic(
    "has_attack_while_damaged", "Enrage: while its host is damaged (below its maximum Health) it has +`amount` Attack, gained as the damage takes it below and lost when it is healed to full; a board entry's `attack` is its Attack without this bonus, so a minion that starts damaged has it from the start.",
    module="enrage", params=(Param("amount", int, "the +N Attack"),), source=ENRAGE))
_(Mechanic(
    "has_spell_damage_while_damaged", "Spell Damage +`amount` while its host is damaged (below its maximum Health) as the spell's Damage Event reaches the Spell Damage step (Spellzerker).",
    module="enrage", params=(Param("amount", int, "the +N"),), timings=(("spell_damage", 0),),
    source=f"{ENRAGE}; {HS}: 'If the source of the Damage Event is a spell ..., add its controller's Spell Damage "
           "bonus (if any) to the proposed damage'",
    reach=SPELL_BONUS))
_(Mechanic(
    "gain_attack_on_damage", "Whenever `scope` takes damage, its host gains `amount` Attack (Frothing Berserker, Gurubashi Berserker).",
    module="character_triggers",
    params=(Param("amount", int, "Attack gained"), Param("scope", str, "whose damage it watches", choices=SCOPES, words=SCOPE_WORDS)),
    timings=(("character_damage_triggers", 0),),
    source=f"{HS}, Resolving a Damage Event: character damage triggers queue and resolve in play order",
    reach=IN_SCOPE))
_(Mechanic(
    "gain_armor_on_damage", "Whenever `scope` takes damage, its controller's hero gains `amount` Armor (Armorsmith).",
    module="character_triggers",
    params=(Param("amount", int, "Armor gained"), Param("scope", str, "whose damage it watches", choices=SCOPES, words=SCOPE_WORDS)),
    timings=(("character_damage_triggers", 0),),
    source=f"{HS}, Resolving a Damage Event: character damage triggers queue and resolve in play order",
    reach=IN_SCOPE))
_(Mechanic(
    "draw_on_damage", "Whenever `scope` takes damage, its controller draws `amount` card(s) (Acolyte of Pain).",
    module="character_triggers",
    params=(Param("amount", int, "cards drawn", default=1), Param("scope", str, "whose damage it watches", choices=SCOPES, words=SCOPE_WORDS)),
    timings=(("character_damage_triggers", 0),),
    source=f"{HS}, Resolving a Damage Event: character damage triggers queue and resolve in play order",
    reach=IN_SCOPE))

# --- effects with several Damage Events ------------------------------------------------------
_BONUS = Param("spell_damage", bool, "whether Spell Damage and Prophet Velen apply to each event", default=True)
_(Mechanic(
    "deal_damage_to_all", "An area effect: `amount` to every character in `group`; all events created first, in play order, then resolved in play order.",
    module="area", role="ability",
    params=(Param("amount", int, "the number in the text"), Param("group", str, "who is hit", choices=GROUPS_BUT_THE_SOURCE), _BONUS),
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
            Param("group", str, "who can be hit (lowest_health_enemies: each missile at the lowest Health enemy then)",
                  choices=GROUPS_BUT_THE_SOURCE + ("lowest_health_enemies",)),
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

# --- two-step effects: what a card does after all its Damage Events have resolved ------------
# role "then": a later step of the card's ability; it acts once every Damage Event (and healing)
# the action created has resolved, before deaths are processed, in the order the card file lists it.
TWO_STEPS = f"{HS}: 'Spells and effects with two steps (such as Mortal Coil and Slam) resolve all Damage Events before querying the target's condition or moving to their next step'"
_(Mechanic(
    "then_freeze", "After all its Damage Events resolved, Freezes `group` (even if the damage was 0) (Blizzard, Cone of Cold).",
    module="two_step", role="then",
    params=(Param("group", str, "who is frozen: a group, or affected (the targets of the card's events)",
                  choices=GROUPS + ("affected",), words=(("affected", "the characters its events affected"),)),),
    source=f"{HS}: 'Blizzard creates and resolves all Damage Events, then freezes all enemy minions (even undamaged ones)'; 'Cone of Cold ... then freezes the affected minions (even if the damage was reduced to 0 by Divine Shield)'"))
_(Mechanic(
    "then_draw_if", "After its Damage Event resolved, queries the target: if `condition`, its controller draws `amount` card(s) (Mortal Coil, Slam).",
    module="two_step", role="then",
    params=(Param("condition", str, "what the target must have done", choices=("target_died", "target_survived"),
                  words=(("target_died", "the target died (0 Health or less)"),
                         ("target_survived", "the target survived (above 0 Health)"))),
            Param("amount", int, "cards drawn", default=1)),
    source=TWO_STEPS))
_(Mechanic(
    "then_summon_per_damage_dealt", "After its Damage Event resolved, queries how much damage it dealt (Divine Shield: 0; Commanding Shout: the full amount) and summons that many `minion`s for its controller (Imp-losion).",
    module="two_step", role="then",
    params=(Param("minion", str, "the card name of the minion summoned"),),
    source=f"{HS}: 'Imp-losion deals damage then queries how much damage was dealt: for example, Divine Shield sets the damage to 0, while Commanding Shout does not modify how much damage was considered to be dealt'"))
_(Mechanic(
    "then_restore_health_to_all", "After all its Damage Events resolved, creates a Healing Event of `amount` for every character in `group` (in play order), then resolves them in that order (Holy Nova).",
    module="two_step", role="then",
    params=(Param("amount", int, "Health restored to each"), Param("group", str, "who is healed", choices=GROUPS)),
    source=f"{HS}: 'Holy Nova creates and resolves all Damage Events, then creates and resolves all Healing Events (even if the Healing Events are turned into Damage Events by Auchenai Soulpriest or Embrace the Shadow)'"))

# --- healing ---------------------------------------------------------------------------------
_(Mechanic(
    "healing_becomes_damage", "Its controller's healing becomes damage: each Healing Event is replaced by a Damage Event from the same source whose proposed damage is the proposed healing (Auchenai Soulpriest, Embrace the Shadow).",
    module="healing", params=(THIS_TURN,),
    source=f"{HS}: 'Damage Events created by healing effects due to Auchenai Soulpriest or Embrace the Shadow have a proposed damage equal to the proposed healing of the replaced Healing Event'"))

# --- variable proposed damage ----------------------------------------------------------------
AMOUNT_FROM = ("roll", "hero_armor", "hero_attack", "all_mana", "drawn_card_cost", "this_minions_attack", "target_attack")
_(Mechanic(
    "deal_variable_damage", "Deals its target damage read when the event is created: `amount_from`; it can be 0 (a roll: Imp-losion; Armor: Shield Slam; the hero's Attack: Savagery; all Mana: Forbidden Flame; a drawn card's Cost: Holy Wrath; the played minion's Attack: Dispatch Kodo; the target minion's Attack: The Light! It Burns!).",
    module="variable_damage", role="ability", targets=1,
    params=(Param("amount_from", str, "where the proposed damage comes from", choices=AMOUNT_FROM,
                  words=(("roll", "a roll"), ("hero_armor", "its controller's Armor"),
                         ("hero_attack", "its controller's hero's Attack"),
                         ("all_mana", "all its controller's Mana, spent"),
                         ("drawn_card_cost", "the Cost of a card drawn"),
                         ("this_minions_attack", "the played minion's Attack"),
                         ("target_attack", "the target minion's Attack"))),
            Param("low", int, "lowest roll", default=0), Param("high", int, "highest roll", default=0),
            _BONUS),
    source=f"{HS}: 'some damaging effects' proposed damage varies depending on ... the cost of a card (Holy Wrath ...), on available mana (Forbidden Flame), on current Armor (Shield Slam), or on the Attack value of a hero (Savagery) ... or minion (... Dispatch Kodo ...), and can happen to be zero'"))
_(Mechanic(
    "destroy_weapon_and_deal_its_attack_to_all", "Destroys its controller's weapon, then deals its Attack to every character in `group`, all events created first, in play order (Blade Flurry).",
    module="variable_damage", role="ability",
    params=(Param("group", str, "who is hit", choices=GROUPS), _BONUS),
    source=f"{HS}: proposed damage varies 'on the Attack value of a ... weapon (Blade Flurry)'"))
_(Mechanic(
    "destroy_target_and_deal_its_attack_to_all", "Destroys the target minion, then deals its Attack to every character in `group`, all events created first, in play order (Shadowflame).",
    module="variable_damage", role="ability", targets=1,
    params=(Param("group", str, "who is hit", choices=GROUPS), _BONUS),
    source=f"{HS}: proposed damage varies 'on the Attack value of a ... minion (Shadowflame ...)'"))
_(Mechanic(
    "missiles_equal_to_this_minions_attack", "The played minion shoots missiles of 1, as many as its Attack, each at a random character of `group`, each resolved before the next is aimed; the minion is the source (C'Thun).",
    module="variable_damage", role="ability",
    params=(Param("group", str, "who can be hit", choices=GROUPS),),
    source=f"{HS}: 'each Damage Events created by effects that deal a certain amount of damage randomly split among all characters with a given characteristic has a proposed damage of 1'; proposed damage varies on the Attack of a minion (C'Thun)"))
_(Mechanic(
    "deathrattle_deal_this_minions_attack_to_all", "Deathrattle: when its host is destroyed, it deals its Attack (as it last was) to every character in `group`, all events created first, in play order (Sergeant Sally).",
    module="deathrattles",
    params=(Param("group", str, "who is hit", choices=GROUPS),),
    source=f"{HS}: proposed damage varies 'on the Attack value of a ... minion (... Sergeant Sally ...)'"))
_(Mechanic(
    "hit_enemy_hero_after_attacking_a_minion", "After its host attacks a minion, it deals its Attack to the enemy hero (Knuckles).",
    module="after_attack",
    source=f"{HS}: proposed damage varies 'on the Attack value of a ... minion (... Knuckles ...)'"))
_(Mechanic(
    "next_card_costs_health", "The next `card_type` card its controller plays this turn costs Health instead of Mana: its Cost is paid as a Damage Event to their own hero before it resolves (Cho'gall, Seadevil Stinger).",
    module="costs",
    params=(Param("card_type", str, "which cards", choices=("spell", "murloc")), THIS_TURN),
    source=f"{HS}: proposed damage varies 'on the cost of a card (Holy Wrath, Cho'gall, Seadevil Stinger)'"))

# --- damage that answers damage: "deal that much" --------------------------------------------
_(Mechanic(
    "hero_damage_echoes_to_enemy_hero", "Secret: when its hero takes damage, it deals that much damage to the enemy hero, and is used up (Eye for an Eye).",
    module="echo_damage", timings=(("character_damage_triggers", 0),),
    source=f"{HS}: proposed damage varies 'depending on the damage dealt by a source (Eye for an Eye, Wrathguard, Bolf Ramshield)'",
    reach=OWN_HERO))
_(Mechanic(
    "pass_damage_taken_to_own_hero", "Whenever its host takes damage, it deals that much damage to its controller's hero; the host is the source (Wrathguard).",
    module="echo_damage", timings=(("character_damage_triggers", 0),),
    source=f"{HS}: proposed damage varies 'depending on the damage dealt by a source (Eye for an Eye, Wrathguard, Bolf Ramshield)'",
    reach=Reach(target="self")))

# --- when this deals damage ------------------------------------------------------------------
_(Mechanic(
    "freeze_what_it_damages", "Freezes any character its host damages (Water Elemental).",
    module="dealer_triggers", timings=(("character_damage_triggers", 0),),
    source=f"{HS}, Betrayal: 'minion abilities like poison, Water Elemental or Mistress of Pain do apply'",
    reach=HOST_IS_SOURCE))
_(Mechanic(
    "heal_hero_when_this_deals_damage", "Whenever its host deals damage, restores that much Health to its controller's hero (Mistress of Pain, now Queen of Pain).",
    module="dealer_triggers", timings=(("character_damage_triggers", 0),),
    source=f"{HS}, Betrayal: 'minion abilities like poison, Water Elemental or Mistress of Pain do apply'",
    reach=HOST_IS_SOURCE))
_(Mechanic(
    "gain_armor_when_this_deals_damage", "Whenever its host deals damage, its controller's hero gains that much Armor (Alley Armorsmith, Vicious Scraphound).",
    module="dealer_triggers", timings=(("character_damage_triggers", 0),),
    source=f"{HS}, Resolving a Damage Event: character damage triggers queue and resolve in play order; Alley "
           "Armorsmith, 'Whenever this minion deals damage, gain that much Armor.' (as Mistress of Pain: 'minion "
           "abilities like ... Mistress of Pain do apply')",
    reach=HOST_IS_SOURCE))
_(Mechanic(
    "poisonous", "Keyword: a minion damaged by a Poisonous source is destroyed (with the deaths, after the damage). Give it as `keywords: [poisonous]`.",
    module="dealer_triggers", role="keyword",
    source=f"{HS}, Betrayal: 'minion abilities like poison ... do apply'"))

# --- Hero Powers, weapons and the abilities they need (issue 13) ------------------------------
# Each acts, in the card file's order, once the abilities listed before it are done and every
# event they created has resolved (the two-step rule, TWO_STEPS above). Round 2 templates map text
# to them: "Gain N Armor", "Restore N Health", "Summon a ...", "Equip a N/N ...", "+N Attack this
# turn", "Draw a card".
WIKI = "Hearthstone wiki (hearthstone.wiki.gg)"
_(Mechanic(
    "gain_armor", "Its controller's hero gains `amount` Armor (Armor Up!, Shapeshift).",
    module="armor", role="ability",
    params=(Param("amount", int, "the Armor gained, the number in the text"),),
    source=f"{WIKI}, Armor: 'Armor is a form of secondary Health available only to heroes, gained through certain "
           "cards and Hero Powers. Damage taken will always be deducted from Armor before Health.'"))
_(Mechanic(
    "restore_health", "A Healing Event of `amount` on the chosen character (or the hero its text names), "
                      "up to its maximum Health; Auchenai Soulpriest turns it into a Damage Event (Lesser Heal).",
    module="healing", role="ability", targets=1, target_may_be_named=True,
    params=(Param("amount", int, "the Health restored, the number in the text"),),
    source=f"{WIKI}, Restore Health: 'Healing a character will increase their Health by the stated amount, up to but "
           f"not beyond their current maximum Health'; {HS}: 'Damage Events created by healing effects due to Auchenai "
           "Soulpriest ... have a proposed damage equal to the proposed healing of the replaced Healing Event'"))
_(Mechanic(
    "summon_minions", "Summons the minion it names, `count` of them, for its controller, each at the right end of "
                      "its side (Reinforce), or beside the minion whose trigger summons them (in its place if it "
                      "died); a full side (7 minions) summons nothing more. From a pool instead, one "
                      "minion picked `pick` (Totemic Call: a basic Totem it does not have; Totemic Slam: the one "
                      "chosen).",
    module="summon", role="ability",
    params=(Param("minion", str, "the card name (or id) of the minion summoned", default=""),
            Param("count", int, "how many", default=1),
            Param("pool", tuple, "card names of the minions one is picked from, instead of `minion`", default=()),
            Param("pick", str, "how the pool's minion is picked (choices.picks gives it, by card name)",
                  default="random_not_in_play", choices=("random_not_in_play", "chosen"),
                  words=(("random_not_in_play", "at random among those its controller does not have"),
                         ("chosen", "as its controller chooses")))),
    source=f"{WIKI}, Board space: 'Each player is allowed seven minions'; 'If a minion would be summoned but the "
           "board is full, nothing happens.' A summoned minion enters at the right end of its side (Fireplace, Summon); "
           "a minion's own summon 'immediately to the right of the summoning minion' (Hearthstone wiki, Summon)"))
_(Mechanic(
    "equip_weapon", "Its controller's hero equips `weapon` (Attack and Durability from the card database); a weapon "
                    "it had is destroyed (Dagger Mastery).",
    module="weapons", role="ability",
    params=(Param("weapon", str, "the card name (or id) of the weapon"),),
    source=f"{WIKI}, Weapon: 'Each hero can only equip one weapon at a time, and equipping a new weapon will "
           "destroy the old one.'"))
_(Mechanic(
    "hero_gains_attack", "Its controller's hero gains `amount` Attack this turn (Shapeshift, Demon Claws).",
    module="hero_attack", role="ability",
    params=(Param("amount", int, "the Attack gained"),),
    source=f"{WIKI}, Weapon: 'Unlike spells or Hero Powers that grant Attack to the hero, the Attack of weapons "
           "persists' (Shapeshift: '+1 Attack this turn.')"))
_(Mechanic(
    "draw_cards", "Its controller draws `amount` card(s); from an empty deck (players: {P: {deck: 0}}) each draw is "
                  "Fatigue instead (Life Tap, Soul Tap).",
    module="drawing", role="ability",
    params=(Param("amount", int, "the cards drawn", default=1),),
    source=f"{WIKI}, Fatigue: 'Fatigue takes effect each time a card is attempted to be drawn' from an empty deck"))
_(Mechanic(
    "restore_health_to_own_hero", "A Healing Event of `amount` on its controller's own hero, up to its maximum Health, "
                                  "after the abilities before it (Drain Life, Holy Fire: 'Restore N Health to your "
                                  "hero.'); Auchenai Soulpriest turns it into a Damage Event.",
    module="healing", role="ability",
    params=(Param("amount", int, "the Health restored, the number in the text"),),
    source=f"{WIKI}, Restore Health: 'Healing a character will increase their Health by the stated amount, up to but "
           "not beyond their current maximum Health'; Fireplace, Drain Life (fireplace/cards/classic/warlock.py): "
           "'play = Hit(TARGET, 2), Heal(FRIENDLY_HERO, 2)'"))
_(Mechanic(
    "destroy_target", "The chosen minion is marked to be destroyed (doomed), and is destroyed with the deaths once "
                      "everything the action created has resolved; no damage is dealt (Execute, Assassinate).",
    module="destroy", role="ability", targets=1,
    source=f"{WIKI}, Destroy: 'Destroy effects are effects which directly destroy a minion ... removing it from play "
           "regardless of its stats and enchantments, and without dealing damage to it.'"))
_(Mechanic(
    "freeze_group", "Freezes every character of `group` in play, in its turn after the abilities before it "
                    "(Frostwyrm's Fury: 'Deal 5 damage. Freeze all enemy minions. Summon a 5/5 Frostwyrm.').",
    module="freezing", role="ability",
    params=(Param("group", str, "who is frozen", choices=GROUPS),),
    source=f"{WIKI}, Freeze: 'Freeze is an ability which causes the character to miss its next possible attack'; {HS}: "
           "'Blizzard creates and resolves all Damage Events, then freezes all enemy minions (even undamaged ones)'"))

# --- conditions a card's text puts on its ability (rules/conditions.py) ---
COMBO = ("Hearthstone wiki, Combo (https://hearthstone.gamepedia.com/Combo): 'Combo is an ability where the stated "
         "effect occurs if the card is not the first one played from the hand during the turn'")
HOLDING = ("Hearthstone wiki, Dragon (http://hearthstone.gamepedia.com/Dragon_cards): 'Most Dragon synergies involve "
           "Battlecries which activate if the controlling player is holding a Dragon card in their hand'; Hand "
           "(https://hearthstone.wiki.gg/wiki/Hand): 'Playing a card removes it from the player's hand' (the card "
           "played is not held)")
CONTROL_SECRET = ("Hearthstone wiki, Secret (https://hearthstone.wiki.gg/wiki/Secret): 'When a Secret is played, a "
                  "Secret icon appears in the hero zone on the caster's portrait' (the caster's active Secret)")
PLAYED_LAST_TURN = ("Hearthstone wiki, Elemental (https://hearthstone.gamepedia.com/Elemental): 'Elemental synergy "
                    "effects typically require an Elemental minion to have been played on the previous turn'")
WEAPON_EQUIPPED = ("Hearthstone wiki, Weapon (https://hearthstone.wiki.gg/wiki/Weapon): 'Each hero can only equip one "
                   "weapon at a time' (a weapon on the board is its controller's, equipped)")
CONTROL_A_RACE = ("Kill Command, 'Deal 3 damage. If you control a Beast, deal 5 damage instead.'; Hearthstone Science, "
                  "'Battlecries Resolve AFTER The Minion Enters Play' (the minion played is on the board: 'another Mech' "
                  "leaves it out)")
NO_OTHER_MINIONS = ("Hearthstone Science, 'Battlecries Resolve AFTER The Minion Enters Play': the minion played is "
                    "on the board when its Battlecry checks, so 'no other minions' leaves it out")
OUTCAST = ("Hearthstone wiki, Outcast (https://hearthstone.gamepedia.com/Outcast): 'Outcast is an ability where the "
           "stated effect occurs if the card is played from either of the outermost spots in the hand'")
QUICKDRAW = ("Blizzard Watch, 'How to use the Quickdraw keyword in Hearthstone' (https://blizzardwatch.com/2023/11/13/"
             "hearthstone-quickdraw-keyword-guide/): it gives cards 'an extra effect if they're played on the same turn "
             "as they enter a player's hand'")
COUNTED = ("a quantity the board or the scenario's history holds (rules/counted_conditions.py): Hearthstone wiki, "
           "Battlecry (https://hearthstone.fandom.com/wiki/Battlecry): 'a particular effect activates when the card with the "
           "Battlecry is played directly from the hand' (its condition read from the game then); the history the board does not hold is given in the scenario "
           "(players: {P: {history: ...}}, facts/history.py)")
CONDITIONS = ("combo", "holding", "played_last_turn", "control_a_secret", "weapon_equipped", "no_other_minions",
              "outcast", "quickdraw", "control", "count")
CONDITION_WORDS = (("combo", "Combo is active (its controller played a card before it this turn)"),
                   ("holding", "its controller holds a card of the kind `what` names (a race, card type or school)"),
                   ("played_last_turn", "its controller played a card of the kind `what` names on their last turn"),
                   ("control_a_secret", "its controller controls a Secret"),
                   ("weapon_equipped", "its controller has a weapon equipped"),
                   ("no_other_minions", "its controller controls no other minions"),
                   ("outcast", "it is played from the left- or right-most place of the hand (action: outcast: true)"),
                   ("quickdraw", "it is played the turn it entered the hand (the scenario's action: entered hand this turn, true)"),
                   ("control", "its controller controls a minion of the race `what` names (not the minion played)"),
                   ("count", "the quantity `what` names (kb/hearthstone/quantities.py) is `compare` `bound`"))
_CONDITION_PARAMS = (
    Param("condition", str, "what must hold", choices=CONDITIONS, words=CONDITION_WORDS),
    Param("what", str, "for holding and played_last_turn: the card type, race or spell school (dragon, spell, "
                       "elemental)", default=""),
    Param("min_cost", int, "for holding and played_last_turn: the least Cost that card must have", default=0),
    Param("compare", str, "for count: whether the quantity must be at least or at most `bound`", default="at_least",
          choices=("at_least", "at_most")),
    Param("bound", int, "for count: the bound the quantity is compared with", default=0))
_(Mechanic(
    "only_if", "The card's ability acts only if `condition` (checked as it is played); otherwise it does nothing.",
    module="conditions", role="condition", params=_CONDITION_PARAMS,
    source=f"{COMBO}; {HOLDING}; {PLAYED_LAST_TURN}; {CONTROL_SECRET}; {WEAPON_EQUIPPED}; {NO_OTHER_MINIONS}; {OUTCAST}; {QUICKDRAW}; {CONTROL_A_RACE}; {COUNTED}"))
_(Mechanic(
    "instead_if", "If `condition` (checked as it is played), the card's ability deals `amount` (when not 0) instead "
                  "of its text's first number (Eviscerate), or that number and `more` more (Hot Coals, 'deal 1 more').",
    module="conditions", role="condition", params=_CONDITION_PARAMS + (
        Param("amount", int, "the damage instead (0: `more` is added instead)", default=0),
        Param("more", int, "what 'deal N more' adds to the ability's amount", default=0)),
    source=f"{COMBO} (Eviscerate: 'Deal 2 damage. Combo: Deal 4 damage instead.'); {HOLDING}; {OUTCAST}; {COUNTED}"))
_(Mechanic(
    "deal_damage_to_target_per_card_played", "Deals its target `amount` for each other card its controller played this turn "
                                   "(players: {P: {cards_played_this_turn: N}}); it can be 0 (Spectral Pillager).",
    module="cards_played", role="ability", targets=1,
    params=(Param("amount", int, "the damage for each card"), _BONUS),
    source="Spectral Pillager, 'Combo: Deal 2 damage to a minion for each other card you've played this turn.'; "
           f"{HS}: proposed damage varies with the game 'and can happen to be zero'"))

# --- stat changes (buffs) read from card texts (issue 13, round 3) ----------------------------
# Each acts in its turn (rules/_flow.py IN_TURN), in the text's order, and changes the Entity at once,
# so a later event of the same action reads the new Attack and Health.
BUFF_HEALTH = f"{WIKI}, Health: effects which increase Health increase both the current and the maximum Health"
BUFF_ENCHANTMENT = f"{WIKI}, Enchantment: stat buffs are enchantments applied to the card"
_BUFF_PARAMS = (Param("attack", int, "the Attack gained", default=0),
                Param("health", int, "the Health gained (current and maximum)", default=0),
                Param("this_turn", bool, "whether the text says the Attack lasts 'this turn'", default=False))
_(Mechanic(
    "give_target_stats", "The chosen minion gains `attack` Attack and `health` Health (current and maximum); "
                         "with this_turn, the Attack lasts this turn (Blessing of Kings, Abusive Sergeant, Cruel "
                         "Taskmaster after its damage).",
    module="buffs", role="ability", targets=1,
    params=_BUFF_PARAMS,
    source=f"{BUFF_ENCHANTMENT}; {BUFF_HEALTH}"))
_(Mechanic(
    "give_group_stats", "Every minion of its controller gains `attack` Attack and `health` Health (Mark of the Lotus).",
    module="buffs", role="ability",
    params=_BUFF_PARAMS + (Param("group", str, "who gains", choices=("friendly_minions",), default="friendly_minions"),),
    source=f"{BUFF_ENCHANTMENT}; {BUFF_HEALTH}"))
_(Mechanic(
    "gain_stats", "The minion played (or the host of its trigger) gains `attack` Attack and `health` Health (Kvaldir Raider).",
    module="buffs", role="ability",
    params=_BUFF_PARAMS,
    source=f"{BUFF_ENCHANTMENT}; {BUFF_HEALTH}; {WIKI}, Battlecry: the minion is in play as its Battlecry resolves"))

# --- trigger kinds read from card texts (issue 13, round 3) ----------------------------------
_(Mechanic(
    "deal_damage_to_it", "A triggered ability deals a fixed amount to the minion that set it off: 'After you play a "
                         "minion, deal 1 damage to it.' (Animated Berserker), the minion played; none is chosen.",
    module="trigger_after_play", role="ability",
    params=(Param("amount", int, "the number in the card's text"), _BONUS),
    source=f"{HS}: 'most damaging effects have as proposed damage a fixed number explicitly stated in their text'; "
           "Hearthstone wiki, Target: a triggered effect chooses no target, its text names what it affects ('it': "
           "the minion whose play set the trigger off)"))
# --- more damage forms read from card texts (issue 13, round 3: damage forms) ------------------
OWN_HERO_DAMAGE = ("Fireplace, Spirit Bomb (fireplace/cards/boomsday/warlock.py): 'play = Hit(TARGET, 4), "
                   "Hit(FRIENDLY_HERO, 4)'; Obliterate, 'Destroy a minion. Deal 3 damage to your hero.'")
_(Mechanic(
    "deal_damage_to_own_hero", "Deals `amount` to its controller's own hero, in its turn after the abilities before it "
                               "(Nightshade Tea, 'Deal 2 damage to a minion. Deal 2 damage to your hero.'; Obliterate).",
    module="own_hero_damage", role="ability",
    params=(Param("amount", int, "the number in the text"), _BONUS),
    source=f"{HS}: 'most damaging effects have as proposed damage a fixed number explicitly stated in their text'; "
           f"{OWN_HERO_DAMAGE}"))
_(Mechanic(
    "deal_damage_to_target_and_own_hero", "`amount` to the chosen target and `amount` to its controller's own hero: "
                                          "both events created first, the target's then the hero's, then resolved in "
                                          "that order (Spirit Bomb, Noxious Cadaver).",
    module="own_hero_damage", role="ability", targets=1,
    params=(Param("amount", int, "to each"), _BONUS),
    source=f"{HS}: 'All other damaging effects that affect \"multiple targets\" first create all Damage Events in a "
           f"given order, then resolve all Damage Events in the same order'; {OWN_HERO_DAMAGE}"))
LOWEST_HEALTH = ("Fel Barrage, 'Deal 2 damage to the lowest Health enemy, twice.' (its Health: a hero's Armor is not "
                 "Health, Hearthstone wiki, Armor: 'Armor is a form of secondary Health ... Damage taken will always be "
                 "deducted from Armor before Health'); a tie is broken at random, each time anew: Fireplace (fireplace/cards/stormwind/demonhunter.py), Fel Barrage "
                 "'play = Hit(RANDOM(LOWEST_HEALTH(ENEMY_MINIONS)), 2) * 2'; Hearthstone wiki, Random effect "
                 "(https://hearthstone.gamepedia.com/Random_effect): 'Random effects do not always feature the word "
                 "\'random\' in their description'; a mortally wounded character is left out ('once a character hits 0 "
                 "health, it becomes ineligible to be targeted by most random damaging effects', Blizzard forums, "
                 "https://us.forums.blizzard.com/en/hearthstone/t/1-5-blastmaster-boom-bombs-explode-https-hsreplay-net-"
                 "replay-cecdtvntuu8yfhxlua6djz/11977)")
_(Mechanic(
    "missiles_at_the_lowest_health", "Shoots `count` missiles of `amount`, each at the living enemy character with the "
                                     "lowest Health as it is aimed (a tie: one of them at random, a pick), each "
                                     "resolved before the next is aimed (Fel Barrage, Lava Flow).",
    module="lowest_health", role="ability",
    params=(Param("count", int, "how many times ('twice': 2)", default=1), Param("amount", int, "each one's damage"),
            Param("group", str, "who can be hit", default="enemy_characters", choices=("enemy_characters",))),
    source=f"{HS}: missiles 'each with a random target: each missile creates a Damage Event which is immediately "
           f"resolved, before choosing ... the target for the next missile'; {LOWEST_HEALTH}"))
BOARD_AMOUNT = (f"{HS}: 'some damaging effects' proposed damage varies depending on ... the Attack value of a hero "
                "(Savagery) ... or minion (... Sergeant Sally ... C'Thun ...), and can happen to be zero'")
_(Mechanic(
    "deal_this_minions_attack_to_all", "The minion whose text it is deals damage equal to its Attack (as it is when "
                                       "this acts; for a Deathrattle, as it last was) to every character in `group`, "
                                       "all events created first, in play order; the minion is the source (Blast "
                                       "Tortoise, Undying Disciple).",
    module="board_amounts", role="ability",
    params=(Param("group", str, "who is hit", choices=GROUPS_BUT_THE_SOURCE),),
    source=f"{BOARD_AMOUNT}; Sergeant Sally, 'Deathrattle: Deal damage equal to this minion's Attack to all enemy "
           "minions.'; area effects 'first create all Damage Events ... in play order'"))
_(Mechanic(
    "deal_this_minions_health_to_target", "The minion whose text it is deals its chosen target damage equal to "
                                                "its own current Health; it can be 0 (Cleansing Lightspawn).",
    module="board_amounts", role="ability", targets=1,
    source=f"{BOARD_AMOUNT}; Cleansing Lightspawn, 'Battlecry: Deal damage to an enemy minion equal to this "
           "minion's Health.'"))
_(Mechanic(
    "deal_hero_attack_to_random_targets", "Damage equal to its controller's hero's Attack (read as it acts) to `count` "
                                          "different random characters of `group`, created in the order picked, then "
                                          "resolved in that order (Blade Dance).",
    module="board_amounts", role="ability",
    params=(Param("count", int, "how many targets"), Param("group", str, "who can be picked", choices=GROUPS), _BONUS),
    source=f"{BOARD_AMOUNT}; 'Multi-Shot, Forked Lightning and Cleave deal damage in random order' (every event "
           "created, then resolved in the same order)"))
WAVES = ("Fireplace (fireplace/cards/uldum/shaman.py, fireplace/cards/aoo/demon_hunter.py): Earthquake 'play = "
         "Hit(ALL_MINIONS, 5), Hit(ALL_MINIONS, 2)', Immolation Aura 'play = Hit(ALL_MINIONS, 1) * 2' (no deaths "
         "between); Hearthstone wiki, Advanced rulebook: 'When the outermost Phase resolves, Hearthstone will run "
         "several Steps, including processing Deaths'")
_(Mechanic(
    "deal_damage_to_all_in_waves", "An area effect made `count` times: `amount` to every character of `group`, then, "
                                   "once all those events have resolved, `other` to every one still alive (not at 0 "
                                   "Health: the deaths wait for the whole card), and so on (Earthquake, Immolation "
                                   "Aura).",
    module="area_waves", role="ability",
    params=(Param("amount", int, "the first wave's damage"), Param("other", int, "each later wave's damage"),
            Param("count", int, "how many waves"), Param("group", str, "who is hit", choices=GROUPS), _BONUS),
    source=f"{HS}: area effects 'first create all Damage Events ... and then resolve all Damage Events ... in play "
           f"order'; 'Spells and effects with two steps ... resolve all Damage Events before ... moving to their next "
           f"step'; {WAVES}"))
BUT_THE_TARGET = ("Fireplace (fireplace/cards/stormwind/warrior.py), Man the Cannons: 'play = Hit(TARGET, 3), "
                  "Hit(ALL_MINIONS - TARGET, 1)' (the target's event, then the others' in play order)")
_(Mechanic(
    "deal_damage_to_all_but_the_target", "`other` to every character of `group` but the card's chosen target, every "
                                         "event created in play order before any resolves; a later ability after the "
                                         "one that takes the target (Jam Session, 'Give a friendly minion +3/+3. Deal 1 "
                                         "damage to all other minions.').",
    module="all_but_the_target", role="ability",
    params=(Param("other", int, "to each of the others"), Param("group", str, "the others", choices=GROUPS), _BONUS),
    source=f"{HS}: area effects 'first create all Damage Events ... in play order'; 'other' is other than the "
           f"target the card chose; {BUT_THE_TARGET}"))
_(Mechanic(
    "deal_damage_to_target_then_all_others", "`amount` to the chosen target and `other` to every other character of "
                                             "`group`: the target's event first, then the others' in play order, all "
                                             "created before any resolves (Man the Cannons).",
    module="all_but_the_target", role="ability", targets=1,
    params=(Param("amount", int, "to the target"), Param("other", int, "to each of the others"),
            Param("group", str, "the others", choices=GROUPS), _BONUS),
    source=f"{HS}: 'All other damaging effects that affect \"multiple targets\" first create all Damage Events in a "
           f"given order, then resolve all Damage Events in the same order'; {BUT_THE_TARGET}"))
_(Mechanic(
    "deal_damage_to_target_again", "`amount` to the chosen target, `count` times, each Damage Event resolved before the "
                                   "next is created; the target stays the one chosen, even at 0 Health (Moonbeam, "
                                   "'Deal 1 damage to an enemy, twice.').",
    module="repeated_hits", role="ability", targets=1,
    params=(Param("amount", int, "each hit's damage"), Param("count", int, "how many times"), _BONUS),
    source="Fireplace (fireplace/cards/sunken_city/druid.py), Moonbeam: 'play = Hit(TARGET, 1) * 2' (one hit after the "
           f"other, Spell Damage on each); {HS}: 'most damaging effects have as proposed damage a fixed number "
           "explicitly stated in their text'"))
_(Mechanic(
    "deal_damage_to_target_and_random_others", "`amount` to the chosen target, and `other` to `count` different random "
                                               "characters of `group` but the target (or of its neighbours): all picked "
                                               "first, then every event created, the target's first, then resolved in "
                                               "that order (Unstable Felbolt, Chain Lightning, Arcane Barrage).",
    module="target_and_random_others", role="ability", targets=1,
    params=(Param("amount", int, "to the target"), Param("other", int, "to each of the others"),
            Param("count", int, "how many others", default=1),
            Param("group", str, "who the others are picked from: a group, or the target's neighbours",
                  choices=GROUPS + ("neighbours",), words=(("neighbours", "the minions next to the target"),)), _BONUS),
    source=f"{HS}: 'All other damaging effects that affect \"multiple targets\" first create all Damage Events in a "
           "given order, then resolve all Damage Events in the same order: Multi-Shot, Forked Lightning and Cleave "
           "deal damage in random order'; Fireplace, Unstable Felbolt: 'play = "
           "Hit(TARGET, 3), Hit(RANDOM_FRIENDLY_MINION, 3)'"))
# --- later steps, summons (issue 13, round 3) ----------------------------------------------------
#: the ability mechanics a target's query may gate ("If it dies, gain 5 Armor."): abilities of rules/_flow.py
#: IN_TURN that choose no target, so they act in their turn, after the damage has resolved
QUERY_GATES = ("gain_armor", "restore_health_to_own_hero", "hero_gains_attack", "draw_cards", "summon_minions")
_(Mechanic(
    "if_its_target", "The abilities after it act only if the card's chosen target `condition` once its damage "
                     "resolved, and do nothing otherwise (Latorvian Armorer: 'If it dies, gain 5 Armor.').",
    module="target_query", role="query",
    params=(Param("condition", str, "what the target must have done", choices=("target_died", "target_survived"),
                  words=(("target_died", "died (0 Health or less)"), ("target_survived", "survived (above 0 Health)"))),),
    source=TWO_STEPS + "; a character at 0 Health has died, though it is destroyed only with the deaths"))
_(Mechanic(
    "summon_a_random_minion_of_cost", "Summons one minion picked at random among the collectible minions of Cost "
                                      "`cost` (the pick is given in choices.picks, by card name), at the right end "
                                      "of its controller's side (Firelands Portal).",
    module="random_summon", role="ability",
    params=(Param("cost", int, "the Cost of the minion summoned"),),
    source=f"{WIKI}, Summon: for spells 'the minion is placed at the far right of the battlefield'; Board space: "
           "'If a minion would be summoned but the board is full, nothing happens.'; Hearthstone wiki, Random effect "
           "(https://hearthstone.gamepedia.com/Random_effect): 'Effects which draw randomly from a pool of cards are "
           "influenced by game format, with only cards valid in the current format being eligible for selection' "
           "(the pool: collectible cards; Fireplace, RandomMinion(cost=N), collectible by default)"))
_(Mechanic(
    "then_draw_for_each_that_died", "After all its Damage Events resolved, counts the characters they damaged that "
                                    "died, and its controller draws that many cards (Broxigar's Last Stand: 'Draw "
                                    "a card for each that died.').",
    module="target_query", role="then",
    source=TWO_STEPS + "; a character at 0 Health has died, though it is destroyed only with the deaths"))
_(Mechanic(
    "one_option_chosen", "The player chooses one of its options (the database's option cards, in the order the card "
                  "prints them) as the card is played (action: choose: 1, 2): the card does what that option's text says.",
    module="actions", role="choice",
    params=(Param("options", tuple, "the ids of the option cards, in printed order"),),
    source="Hearthstone wiki, Choose One (https://hearthstone.wiki.gg/wiki/Choose_One): 'Choose One is an ability "
           "which allows the player to choose between two or more effects'"))
_(Mechanic(
    "then_summon_for_each_that_died", "After all its Damage Events resolved, counts the minions they damaged that "
                                      "died and summons that many `minion`s for its controller, at the right end of "
                                      "its side (Cycle of Hatred: 'Summon a 3/3 Spirit for every minion killed.').",
    module="target_query", role="then",
    params=(Param("minion", str, "the card name (or id) of the minion summoned"),),
    source=TWO_STEPS + f"; {WIKI}, Board space: 'If a minion would be summoned but the board is full, nothing happens.'"))
_(Mechanic(
    "options_combined_for_choose_one", "While it is in play, its controller's Choose One cards have both effects "
                                   "combined, in the order the card prints them (Fandral Staghelm).",
    module="actions", role="effect",
    source="Fandral Staghelm, 'Your Choose One cards and powers have both effects combined.'; Fireplace, "
           "fireplace/cards/classic/druid.py, Wrath 'play = ChooseBoth(CONTROLLER) & (Hit(TARGET, 3), Hit(TARGET, "
           "1), Draw(CONTROLLER))' (the first option's effect, then the second's)"))
_(Mechanic(
    "then_restore_health_to_the_enemy_hero_if", "After its Damage Event resolved, queries the target: if "
                                                "`condition`, a Healing Event of `amount` on the enemy hero "
                                                "(Purifying Breath: 'If it dies, restore 5 Health to the enemy hero.').",
    module="target_query", role="then",
    params=(Param("condition", str, "what the target must have done", choices=("target_died", "target_survived"),
                  words=(("target_died", "the target died (0 Health or less)"),
                         ("target_survived", "the target survived (above 0 Health)"))),
            Param("amount", int, "the Health restored, the number in the text")),
    source=TWO_STEPS + f"; {WIKI}, Restore Health: 'Healing a character will increase their Health by the stated "
                       "amount, up to but not beyond their current maximum Health'"))
# --- a card's own Cost, as its text changes it in the hand (issue 13, round 3) ------------------
MANA_COST = ("Hearthstone wiki, Mana cost (https://hearthstone.wiki.gg/wiki/Mana_cost): 'some effects can modify mana "
             "costs (even though not below 0)'; 'Cards that modify their own mana cost (such as Dread Corsair) only "
             "work while in the player's hand' (so the Cost is the one it has as it leaves the hand, read from the "
             "board before it is played)")
#: what a "for each" clause counts, read from the board (or the hand the scenario gives), or what an "if" clause
#: checks there; "given": the game's history decides, and the scenario gives the Cost (action: {card, cost})
COST_COUNTS = ("enemy_minions", "hero_armor", "friendly_elementals", "other_cards_in_hand", "damaged_minions",
               "damaged_friendly_characters")
COST_CONDITIONS = ("damaged_friendly_minion", "outcast", "quickdraw", "control_a_legendary_card")
COST_WORDS = (("enemy_minions", "enemy minion"), ("hero_armor", "Armor its controller's hero has"),
              ("friendly_elementals", "Elemental its controller controls"),
              ("other_cards_in_hand", "other card in its controller's hand (players: hand)"),
              ("damaged_minions", "damaged minion"), ("damaged_friendly_characters", "damaged friendly character"),
              ("damaged_friendly_minion", "its controller has a damaged minion"),
              ("outcast", "it is played from the left- or right-most place of the hand (action: outcast)"),
              ("quickdraw", "it entered the hand this turn (the scenario's action: entered hand this turn)"),
              ("control_a_legendary_card", "its controller controls a Legendary card (its RARITY in the card database)"),
              ("given", "what the game's history decides: the scenario gives the Cost (action: cost)"))
_(Mechanic(
    "own_cost_changes", "The card's own Cost as it is played: `amount` less for each `what` (less_for_each), `amount` "
                    "less if `what` holds (less_if), or `amount` if it holds (set_if); never below 0. What "
                    "reads a Cost (Cho'gall, Seadevil Stinger: paid as damage) reads this one.",
    module="own_cost_changes", role="cost",
    params=(Param("change", str, "how the Cost changes", choices=("less_for_each", "less_if", "set_if")),
            Param("amount", int, "the (N) of the text"),
            Param("what", str, "what is counted or checked", choices=COST_COUNTS + COST_CONDITIONS + ("given",),
                  words=COST_WORDS),
            Param("clause", str, "the text's words for it (for a given Cost: what the scenario must know)", default="")),
    source=MANA_COST + f"; {HS}: proposed damage varies 'on the cost of a card (Holy Wrath, Cho'gall, Seadevil Stinger)'"))

# --- static effects of a card in play (issue 13, round 3) -----------------------------------------
DAMAGE_CAP = ("Moonfang, 'Can only take 1 damage at a time.' (the game's HEAVILY_ARMORED tag: Fireplace, YOP_035, "
              "'update = Refresh(SELF, {GameTag.HEAVILY_ARMORED: True})'; Silverfish, Sim_YOP_035, a hit of 1 or more "
              "takes 1 Health); the same words on a hero (Animated Armor, 'Your hero can only take 1 damage at a "
              f"time.'): {HS}, 'reducing the proposed damage of the Damage Event to 1' when it is greater")
_(Mechanic(
    "takes_only_one_damage_at_a_time", "Its host can only take 1 damage at a time: a Damage Event to it of more "
                                          "becomes 1 as it reaches it, after every bonus, doubling and Divine Shield "
                                          "(Moonfang).",
    module="damage_cap", timings=(("damage_cap", 0),), source=DAMAGE_CAP, reach=Reach(target="self")))
REBORN = ("Hearthstone wiki, Reborn (https://hearthstone.fandom.com/wiki/Reborn): 'Reborn is an ability that causes a "
          "minion to be resummoned with 1 Health the first time it's destroyed'; 'Reborn minions keep the max health of "
          "the original minion'; 'A minion that is resummoned by Reborn will not keep any enchantments it had'; "
          "'Deathrattles are resolved before Reborn, regardless of the order in which the cards were played'; 'The Reborn "
          "effect is considered summoning and will interact with on-summon triggers like Khadgar and Knife Juggler'; 'If "
          "a Reborn minion is Silenced, it loses its Reborn effect'")
_(Mechanic(
    "reborn", "Keyword: the first time its minion dies, a copy of it is summoned where it was, with 1 Health of its "
              "maximum, no enchantments and no Reborn, after the Deathrattles. Give it as `keywords: [reborn]`.",
    module="reborn", role="keyword", source=REBORN))
WEAPON_SHIELD = ("Bulwark of Azzinoth, 'Whenever your hero would take damage, this loses 1 Durability instead.'; "
                 f"{HS}: hero predamage triggers: 'Bolf Ramshield and Ice Block trigger in order of play' (Bolf 'prevents "
                 "the Damage Event'); Hearthstone wiki, Weapon: 'When a weapon's Durability is reduced to zero, the weapon "
                 "is destroyed'")
_(Mechanic(
    "weapon_loses_durability_instead_of_hero_damage", "Predamage, in play order with Bolf Ramshield and Ice Block: "
    "damage to its hero is prevented and the weapon loses 1 Durability instead; at 0 it is destroyed with the deaths "
    "(Bulwark of Azzinoth).",
    module="predamage", timings=(("predamage", 1),), source=WEAPON_SHIELD, reach=OWN_HERO))
SPELL_LIFESTEAL = ("Hallazeal the Ascended, 'Your spells have Lifesteal.'; the game's GLOBAL_KEYWORD_LIFESTEAL_TEXT "
                   "'Damage dealt also heals your hero'")
_(Mechanic(
    "spells_have_lifesteal", "Its controller's spells have Lifesteal (Hallazeal the Ascended): the damage each deals "
                             "also heals their hero.",
    module="spell_lifesteal", source=SPELL_LIFESTEAL))
HERO_IMMUNE = ("Blur, 'Your hero can't take damage this turn.'; " f"{HS}: 'Then, if the target is Immune or the Damage "
               "Event's proposed damage is 0, the Damage Event is prevented'")
_(Mechanic(
    "own_hero_cannot_take_damage_this_turn", "Its controller's hero can't take damage this turn: it is Immune, and "
    "a later Damage Event to it is prevented (Blur).",
    module="hero_immunity", role="ability", source=HERO_IMMUNE))

# --- effects that count or pick damaged characters (issue 13, round 3) ------------------------
DAMAGED = ("Hearthstone wiki, Damage (https://hearthstone.wiki.gg/wiki/Damage): 'Characters which are below their "
           "maximum Health are considered damaged'")
_(Mechanic(
    "gain_stats_for_each_damaged", "The minion played (or the host of its trigger) gains `attack` Attack and `health` "
                                   "Health for each of `group` on the board (either side) as it acts; "
                                   "a minion played, undamaged, is not one (Death Revenant); a Frenzy's host, damaged, "
                                   "is (Warsong Envoy).",
    module="damaged_counts", role="ability",
    params=_BUFF_PARAMS + (Param("group", str, "what is counted", default="damaged_minions",
                                 choices=("damaged_minions", "damaged_characters"),
                                 words=(("damaged_minions", "damaged minions"),
                                        ("damaged_characters", "damaged characters"))),),
    source=f"{DAMAGED}; {BUFF_ENCHANTMENT}; {BUFF_HEALTH}; Fireplace (fireplace/cards/icecrown/neutral_common.py), "
           "Death Revenant: 'play = Buff(SELF, \"ICC_450e\") * Count(ALL_MINIONS + DAMAGED)'; (fireplace/cards/barrens/"
           "warrior.py) Warsong Envoy: 'frenzy = Buff(SELF, \"BAR_843e\", atk=Count(ALL_CHARACTERS + DAMAGED))'"))
_(Mechanic(
    "give_damaged_friendly_minions_stats", "Every damaged minion of its controller gains `attack` Attack and `health` "
                                           "Health; the undamaged ones do not (Ball and Chain).",
    module="damaged_counts", role="ability",
    params=_BUFF_PARAMS,
    source=f"{DAMAGED}; {BUFF_ENCHANTMENT}; {BUFF_HEALTH}"))
_(Mechanic(
    "draw_for_each_damaged_friendly_character", "Its controller draws a card for each of their damaged characters "
                                                "(hero and minions), counted as it acts; from an empty deck each "
                                                "draw is Fatigue (Battle Rage).",
    module="damaged_counts", role="ability",
    source=f"{DAMAGED}; Fireplace (fireplace/cards/classic/warrior.py), Battle Rage: 'play = Draw(CONTROLLER) * "
           "Count(FRIENDLY_CHARACTERS + DAMAGED)'; {WIKI}, Fatigue"))
_(Mechanic(
    "restore_health_to_a_random_damaged_friendly_character",
    "A Healing Event of `amount` on one of its controller's damaged living characters picked at random (one: that "
    "one; several: a pick, choices.picks; none: nothing) (Lightwell, Ragnaros, Lightlord).",
    module="damaged_counts", role="ability",
    params=(Param("amount", int, "the Health restored, the number in the text"),),
    source=f"{DAMAGED}; Fireplace (fireplace/cards/classic/priest.py), Lightwell: 'events = OWN_TURN_BEGIN.on(Heal("
           "RANDOM(FRIENDLY + DAMAGED_CHARACTERS), 3))'; {WIKI}, Random effect (https://hearthstone.gamepedia.com/"
           "Random_effect): 'Random effects do not always feature the word \"random\" in their description'"))
_(Mechanic(
    "destroy_all_damaged_minions", "Every damaged minion on the board (either side) is marked to be destroyed "
                                   "(doomed) and destroyed with the deaths; no damage is dealt (Plague of Wrath, "
                                   "King Mosh).",
    module="damaged_counts", role="ability",
    source=f"{DAMAGED}; {WIKI}, Destroy (https://hearthstone.wiki.gg/wiki/Destroy): destroy effects remove a minion "
           "'without dealing damage to it'; Fireplace (fireplace/cards/ungoro/warrior.py), King Mosh: 'play = "
           "Destroy(ALL_MINIONS + DAMAGED)'"))
# --- excess damage (issue 13, round 3) -------------------------------------------------------------
EXCESS = ("Piercing Shot, 'Deal 6 damage to a minion. Excess damage hits the enemy hero.'; Hearthstone wiki, Damage "
          "(https://hearthstone.wiki.gg/wiki/Damage): damage is 'deducted from their Armor (if they have any) or "
          "Health' (the excess: what the Damage Event dealt beyond the Health its minion target had); Fireplace "
          "(fireplace/cards/barrens/hunter.py), BAR_032 Piercing Shot: 'play = Hit(ENEMY_HERO, HitExcessDamage(TARGET, "
          "SPELL_DAMAGE(6)))' (the excess of the damage as dealt, Spell Damage included, hits the hero as a hit of "
          f"its own, not raised again); {HS}: two-step cards 'resolve all Damage Events before ... moving to their "
          "next step'")
_(Mechanic(
    "then_excess_damage_hits_a_hero", "After its Damage Event resolved, the damage it dealt beyond its minion "
                                      "target's Health (the excess: none if the minion survived or a Divine Shield "
                                      "took it) hits `group`'s hero as a Damage Event of its own (Piercing Shot, "
                                      "Unstable Shadow Blast).",
    module="excess_damage", role="then",
    params=(Param("group", str, "whose hero the excess hits", choices=("enemy_hero", "friendly_hero"),
                  words=(("enemy_hero", "the enemy hero"), ("friendly_hero", "its controller's own hero"))),),
    source=EXCESS))
_(Mechanic(
    "deal_damage_to_it_and_any_excess_to_its_hero", "A triggered ability deals `amount` to the minion that set it "
    "off, then what that dealt beyond the minion's Health to its controller's hero, a Damage Event of its own "
    "(Explosive Runes: 'Secret: After your opponent plays a minion, deal 6 damage to it and any excess to their hero.').",
    module="excess_damage", role="ability",
    params=(Param("amount", int, "the number in the card's text"), _BONUS),
    source=EXCESS.replace("BAR_032 Piercing Shot", "BAR_032 Piercing Shot (and LOOT_101 Explosive Runes: 'Hit(ENEMY_HERO, "
                          "HitExcessDamage(Play.CARD, SPELL_DAMAGE(6)))')")))
_(Mechanic(
    "then_damage_the_enemy_hero_if", "After its Damage Event resolved, queries the target: if `condition`, `amount` "
                                     "to the enemy hero, a Damage Event of its own (Mind Sear: 'Deal 2 damage to a "
                                     "minion. If it dies, deal 3 damage to the enemy hero.').",
    module="query_damage", role="then",
    params=(Param("condition", str, "what the target must have done", choices=("target_died", "target_survived"),
                  words=(("target_died", "the target died (0 Health or less)"),
                         ("target_survived", "the target survived (above 0 Health)"))),
            Param("amount", int, "the damage to the enemy hero, the number in the text"), _BONUS),
    source=TWO_STEPS + f"; {HS}: 'most damaging effects have as proposed damage a fixed number explicitly stated in "
                       "their text'; the enemy hero is named by the text, not chosen (Hearthstone wiki, Target)"))
_(Mechanic(
    "give_another_random_damaged_friendly_minion_stats",
    "One damaged living minion of its controller other than its host, picked at random (one: that one; several: a "
    "pick, choices.picks; none: nothing), gains `attack` Attack and `health` Health (Stonecarver).",
    module="damaged_counts", role="ability",
    params=_BUFF_PARAMS,
    source=f"{DAMAGED}; {BUFF_ENCHANTMENT}; {BUFF_HEALTH}; Stonecarver, 'At the end of your turn, give another friendly "
           "damaged minion +2/+2.' ('another': not itself); a fork of Fireplace (fireplace/cards/lost_city/warrior.py, "
           "Stonecarver, on the text 'a random friendly damaged minion'): 'Buff(RANDOM(FRIENDLY_MINIONS + DAMAGED), "
           "\"TLC_623e\")'"))
