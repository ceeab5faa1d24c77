"""Riftbound's vocabulary of mechanics: what card files may name, with parameters and timing.

Each mechanic is encoded by the rules module named in `module` (``dealt.kb.riftbound.rules.<module>``).
"""
from dealt.kb.mechanics import Mechanic, MechanicRegistry, Param
from dealt.kb.riftbound.amounts import AMOUNT
from dealt.kb.riftbound.steps import CR, GUIDE

#: Riftbound keeps its keywords with values (Deflect 2) as mechanics; no bare keyword is read by a rule
KEYWORDS = frozenset()
#: who an ability may choose: any unit, enemy units at its source's battlefield ("here"), a unit at any
#: battlefield (not at a base: "Deal 2 to a unit at a battlefield"), or an enemy unit at any battlefield
SCOPES = ("units", "enemy_units_here", "units_at_battlefields", "enemy_units_at_battlefields")
#: what a Bonus Damage effect adds to: Annie's "your spells and abilities", or a lasting "your spells ... this turn"
BONUS_SCOPES = ("spells_and_abilities", "spells")
#: whom a prevention protects: the unit it is attached to, or each unit its player controls (Core Rules 437.2)
PREVENT_SCOPES = ("attached_unit", "your_units")
PREVENT_SCOPE_WORDS = (("attached_unit", "the unit it is attached to"),
                       ("your_units", "each unit its player controls (tracked on each unit)"))

REGISTRY = MechanicRegistry("riftbound")
_ = REGISTRY.register

_(Mechanic(
    "deal_damage_to_each", "Deals `amount` to each of up to `up_to` chosen units: the bonus is added to each separately.",
    module="division", role="ability",
    params=(Param("amount", int, "the amount in the text, to each target (or read from the state: "
                                    "{might_of: UNIT | self}, {cards_in_hand: PLAYER, each: N})", vocabulary=AMOUNT),
            Param("up_to", int, "how many units it may choose (up to)"),
            Param("scope", str, "who may be chosen", default="units", choices=SCOPES)),
    source=f"{GUIDE}: '\"To each\" adds Bonus Damage per target'"))
_(Mechanic(
    "split_damage", "Deals `amount` split among any number of chosen units: the bonus is added once to the total, "
    "each target gets at least 1, the division is made at resolution.",
    module="split", role="ability",
    params=(Param("amount", int, "the total in the text (or read from the state, as for deal_damage_to_each)",
                  vocabulary=AMOUNT),
            Param("scope", str, "who may be chosen", default="enemy_units_here", choices=SCOPES)),
    source=f"{GUIDE}: '\"split\" adds it to one total'"))
_(Mechanic(
    "bonus_damage", "Your spells and abilities (or, scope spells, your spells) deal `amount` Bonus Damage (Annie, Fiery); every bonus that applies is summed once.",
    module="bonus_damage", params=(Param("amount", int, "the Bonus Damage"),
                                   Param("scope", str, "what of its controller's it adds to", default="spells_and_abilities",
                                         choices=BONUS_SCOPES)), timings=(("bonus_total", 0),),
    source=f"{GUIDE}: 'When several Bonus Damage effects apply to one action dealing damage, add their values together'"))
_(Mechanic(
    "prevent_next_damage", "Prevents the next `amount` damage to `scope` this turn; what is not used lasts.",
    module="prevention", params=(Param("amount", int, "the Prevent Value"),
                                 Param("scope", str, "whom it protects: the unit it is attached to, or (an effect on a "
                                       "player) each unit they control, tracked on each", default="attached_unit",
                                       choices=PREVENT_SCOPES, words=PREVENT_SCOPE_WORDS)), timings=(("prevention", 0),),
    source=f"{CR} 437 (Prevent): 'Prevent the next X [source] damage that would be dealt to a [unit] this turn'"))
_(Mechanic(
    "deflect", "Deflect X: opponents' spells and abilities that choose this unit cost X more Power.",
    module="targeting", params=(Param("amount", int, "the Deflect Value", default=1),),
    source=f"{CR} 809.1.c (Deflect; 735.1.c in the keyword list)"))
_(Mechanic(
    "draw_when_damaged", "When I take damage, my controller draws `amount`.",
    module="triggers", params=(Param("amount", int, "cards drawn", default=1),),
    timings=(("takes_damage_triggers", 0),),
    source=f"{GUIDE}: 'an ability requiring it to take damage' triggers only if damage was dealt"))
_(Mechanic(
    "deal_damage", "Deals `amount` to one chosen unit (\"Deal 3 to a unit\", \"... to a unit at a battlefield\"): exactly "
    "one target, chosen when the spell is finalized; a bonus is added to it as to each target of a \"to each\".",
    module="division", role="ability",
    params=(Param("amount", int, "the amount in the text"),
            Param("scope", str, "who may be chosen", default="units", choices=SCOPES)),
    source="Riftbound Core Rules 355.7-355.8 (a unit the spell chooses is a target, declared when it is put on the "
           "chain), 355.10.b ('at a battlefield' narrows the valid targets; the battlefield is not a target), as "
           "quoted at https://www.riftboundfaq.com/general-rules/targeting; without 'up to' the number is not optional "
           f"(355.13); {GUIDE}: the bonus is added per target"))
_(Mechanic(
    "tank", "Tank: in combat, I must be assigned lethal damage before any unit of my controller without Tank.",
    module="combat",
    source=f"{CR} 443.1.d.5 (example: 'a unit with Tank (\"I must be assigned combat damage first.\")'); Tank "
           "(riftboundrules.lol/keywords/12: 'units without Tank are invalid assignments until all units with Tank "
           "have lethal damage assigned to them')"))
_(Mechanic(
    "assault", "Assault X: while I am an attacker, I have +`amount` Might.",
    module="combat", params=(Param("amount", int, "the Assault Value", default=1),), timings=(("combat_might", 0),),
    source=f"{CR} 733.1.c: 'While I am an attacker, I have +X [M].'"))
_(Mechanic(
    "shield", "Shield X: while I am a defender, I have +`amount` Might.",
    module="combat", params=(Param("amount", int, "the Shield Value", default=1),), timings=(("combat_might", 0),),
    source=f"{CR} 740.1.c: 'While I am a defender, I have +X [M].'"))
_(Mechanic(
    "unit_deals_damage", "A spell that chooses a friendly unit (its first target) and has that unit deal damage to "
    "one unit in `scope` (its second target): the unit is the source of the damage, not the spell (\"Ready a friendly "
    "unit. It deals damage equal to its Might to an enemy unit at a battlefield\": Last Breath). The amount is read "
    "as the spell is played (might_of: self is the chosen unit's Might).",
    module="division", role="ability",
    params=(Param("amount", int, "the amount the unit deals (or read from the state: {might_of: self}, the chosen "
                                 "unit's Might)", vocabulary=AMOUNT),
            Param("scope", str, "who the unit may deal it to", default="enemy_units_at_battlefields", choices=SCOPES,
                  words=(("enemy_units_at_battlefields", "an enemy unit at a battlefield"),
                         ("units_at_battlefields", "a unit at a battlefield"), ("units", "any unit"),
                         ("enemy_units_here", "an enemy unit here")))),
    source=f"{GUIDE}: 'If a spell says a chosen unit deals the damage, that unit is the source rather than the "
           "spell'; Core Rules 355.7-355.8 (a unit the spell chooses is a target)"))
