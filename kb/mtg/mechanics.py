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

# --- 603, 120.4b: abilities that trigger when damage is dealt ----------------------------------------
#: the trigger events of a damage trigger: name -> the card text that reads it
TRIGGER_WHENS = {
    "dealt_damage": "Whenever this is dealt damage",
    "deals_damage": "Whenever this deals damage",
    "deals_combat_damage_to_player": "Whenever this deals combat damage to a player",
    "source_deals_damage_to_you": "Whenever a source deals damage to you",
}
#: what a damage trigger does with "that much", and to whom it deals it
TRIGGER_DOES = ("deal_that_much", "gain_that_much")
TRIGGER_TO = {"any_target": "any target (given in choices.targets)", "target_opponent": "target opponent",
              "each_player": "each player", "each_opponent": "each opponent", "you": "you (its controller)",
              "": "(gain_that_much: no one)"}
_(Mechanic(
    "damage_trigger", "`when`, it `does` to `to`: 'that much' is the damage actually dealt; it triggers as the damage is dealt, waits, and is put on the stack (APNAP order) after the event and its state-based actions, and its own damage is a next damage event (Boros Reckoner, Spitemare, Coalhauler Swine).",
    module="damage_triggers", role="trigger",
    params=(Param("when", str, "the trigger event", choices=tuple(TRIGGER_WHENS),
                  words=tuple((k, v.lower()) for k, v in TRIGGER_WHENS.items())),
            Param("does", str, "what it does with that much", default="deal_that_much", choices=TRIGGER_DOES,
                  words=(("deal_that_much", "deals that much damage"), ("gain_that_much", "its controller gains that much life"))),
            Param("to", str, "whom it deals that much damage", default="", choices=tuple(TRIGGER_TO),
                  words=tuple(TRIGGER_TO.items()))),
    source=f"{CR} 120.4b: 'Abilities that trigger when damage is dealt trigger now and wait to be put on the stack.'; "
           "603.2, 603.2c ('An ability triggers only once each time its trigger event occurs'), 603.3, 603.3b (APNAP "
           "order); 615.6 / 120.4b (prevented damage was never dealt); 608.2b (an illegal target at resolution)"))
