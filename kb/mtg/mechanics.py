"""Magic's vocabulary of mechanics: what card files may name, with parameters and the stage they act at.

Each mechanic is encoded by the rules module named in `module` (``dealt.kb.mtg.rules.<module>``).
`timings` gives the stage of 120.4 where an effect of that mechanic acts; the order among several
effects there is the affected player's choice (616.1), never a priority.
"""
from dealt.kb.mechanics import Mechanic, MechanicRegistry, Param

CR = "Magic: The Gathering Comprehensive Rules"

#: keywords a creature can have; the five that change damage (702.2, 702.19, 702.15, 702.80, 702.90)
KEYWORDS = frozenset({"deathtouch", "trample", "lifelink", "wither", "infect"})

REGISTRY = MechanicRegistry("mtg")
_ = REGISTRY.register

# --- what a spell deals --------------------------------------------------------------------------
_(Mechanic(
    "deal_damage", "The spell deals `amount` damage to its target (Lightning Bolt, Shock).",
    module="spells", role="ability", params=(Param("amount", int, "the number in the card's text"),),
    targets=1, target="any", source=f"{CR} 120.1: 'Objects can deal damage to creatures, planeswalkers, battles, and players.'"))
_(Mechanic(
    "deal_damage_divided", "The spell deals `amount` damage divided as its caster chooses among one or two targets, at least 1 each (Forked Bolt).",
    module="spells", role="ability", params=(Param("amount", int, "the damage divided"),),
    targets=2, target="any", source=f"{CR} 601.2d: 'the player announces the division. Each of these targets must receive at least one of whatever is being divided.'"))
_(Mechanic(
    "deal_damage_excess_to_controller", "The spell deals `amount` damage to target creature; excess damage is dealt to that creature's controller instead (Flame Spill).",
    module="spells", role="ability", params=(Param("amount", int, "the damage"),), targets=1, target="creature",
    source=f"{CR} 120.4a"))

# --- 615: prevention ---------------------------------------------------------------------------
_(Mechanic(
    "prevention_shield", "Prevents the next `amount` damage that would be dealt to its target this turn; it keeps what it did not use (a shield).",
    module="prevention", params=(Param("amount", int, "N, the damage the shield prevents", default=0),),
    timings=(("replacement", 0),), source=f"{CR} 615.7"))
_(Mechanic(
    "prevent_one_to_you", "If a source would deal damage to its controller, prevent 1 of that damage (Urza's Armor).",
    module="prevention", timings=(("replacement", 0),), source=f"{CR} 615.1a"))
_(Mechanic(
    "prevent_next_damage_by_gain_life", "The next time its target creature would deal damage this turn, prevent that damage; its controller gains life equal to the damage prevented (Awe Strike).",
    module="prevention", timings=(("replacement", 0),), source=f"{CR} 615.5"))

# --- 614: replacement of damage ----------------------------------------------------------------
_(Mechanic(
    "double_damage", "If a source would deal damage to a permanent or player, it deals double that damage instead (Furnace of Rath).",
    module="damage_replacement", timings=(("replacement", 0),), source=f"{CR} 614.1a"))

# --- 614 applied to results (120.4c) -----------------------------------------------------------
_(Mechanic(
    "double_life_gain", "If its controller would gain life, they gain twice that much life instead (Boon Reflection).",
    module="results_replacement", timings=(("results_replacement", 0),), source=f"{CR} 120.4c, 614.1a"))
_(Mechanic(
    "life_floor_one", "If its controller controls a creature, damage that would reduce their life total to less than 1 reduces it to 1 instead (Worship).",
    module="results_replacement", timings=(("results_replacement", 0),), source=f"{CR} 120.4c, 614.1a"))

#: whom each effect can modify an event for: every player or object dealt damage (``any``), only the effect's
#: ``target``, or only its ``controller`` ("you"). 616.1: when two or more effects can modify how an event
#: affects a player or object, that player (or the object's controller) chooses the order.
AFFECTS = {"prevention_shield": "target", "prevent_one_to_you": "controller",
           "prevent_next_damage_by_gain_life": "any", "double_damage": "any",
           "double_life_gain": "controller", "life_floor_one": "controller"}
