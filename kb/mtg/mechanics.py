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

# --- issue 14: combat damage steps, indestructible, protection, blocking several, keywords without effect ------
#: the colours a source can have (105.1), and the qualities protection can name here (702.16a)
COLORS = ("white", "blue", "black", "red", "green")
PROTECTION_QUALITIES = COLORS + ("creatures", "everything")
#: keywords that change which combat damage step a creature deals its damage in (702.7, 702.4, 510.4)
STRIKE_KEYWORDS = ("first strike", "double strike")
#: abilities that let a creature block more than one attacker (509.1a): how many it may block (None: any number)
BLOCKS_SEVERAL = {"can block an additional creature each combat": 2,
                  "can block any number of creatures each combat": None}
#: keywords (CR 702) accepted on a creature that change nothing about damage, each with its rule: listed, not refused
NO_DAMAGE_EFFECT = {
    "defender": "702.3", "flash": "702.8", "flying": "702.9", "haste": "702.10", "hexproof": "702.11",
    "intimidate": "702.13", "landwalk": "702.14", "forestwalk": "702.14", "islandwalk": "702.14",
    "mountainwalk": "702.14", "plainswalk": "702.14", "swampwalk": "702.14", "reach": "702.17", "shroud": "702.18",
    "vigilance": "702.20", "shadow": "702.28", "horsemanship": "702.31", "fear": "702.36", "menace": "702.111",
    "skulk": "702.118", "prowess": "702.108",
}
KEYWORDS = KEYWORDS | frozenset(STRIKE_KEYWORDS) | {"indestructible"} | frozenset(
    f"protection from {q}" for q in PROTECTION_QUALITIES) | frozenset(BLOCKS_SEVERAL) | frozenset(NO_DAMAGE_EFFECT)

_(Mechanic(
    "first_strike", "Keyword `first strike`: if any attacking or blocking creature has first strike or double strike as "
    "the combat damage step begins, only those deal combat damage in a first combat damage step; the others that are "
    "still in combat deal theirs in a second one, after state-based actions.",
    module="combat_steps", role="keyword",
    source=f"{CR} 510.4; 702.7b: 'If at least one attacking or blocking creature has first strike or double strike ... "
           "the only creatures that assign combat damage in that step are those with first strike or double strike. "
           "After that step, instead of proceeding to the end of combat step, the phase gets a second combat damage "
           "step.'"))
_(Mechanic(
    "double_strike", "Keyword `double strike`: the creature deals combat damage in both the first and the second "
    "combat damage step (each step its own damage event).",
    module="combat_steps", role="keyword",
    source=f"{CR} 702.4b: 'If at least one attacking or blocking creature has double strike as the combat damage step "
           "begins, the only creatures that assign combat damage in that step are those with first strike or double "
           "strike. ... the remaining attackers and blockers that had neither first strike nor double strike as the "
           "first combat damage step began, as well as the remaining attackers and blockers that currently have double "
           "strike.'; 510.4"))
_(Mechanic(
    "indestructible", "Keyword `indestructible`: lethal damage and damage from a source with deathtouch do not destroy "
    "it (704.5g, 704.5h); the damage stays marked.",
    module="indestructible", role="keyword",
    source=f"{CR} 702.12b: 'A permanent with indestructible can't be destroyed. Such permanents aren't destroyed by "
           "lethal damage, and they ignore the state-based action that checks for lethal damage (see rule 704.5g).'"))
_(Mechanic(
    "protection", "Keyword `protection from QUALITY` (a colour, creatures, everything): all damage that would be dealt "
    "to it by a source with that quality is prevented, a prevention effect ordered with the others (616.1). A source's "
    "colours are its board entry's or card file's `colors`.",
    module="protection", role="keyword",
    params=(Param("quality", str, "what it has protection from", choices=PROTECTION_QUALITIES),),
    source=f"{CR} 702.16e: 'Any damage that would be dealt by sources that have the stated quality to a permanent or "
           "player with protection is prevented.'; 702.16a; 702.16j (protection from everything)"))
_(Mechanic(
    "blocks_several", "Ability `can block an additional creature each combat` (up to two attackers) or `can block any "
    "number of creatures each combat`: it may block several attackers (`blocks: {BLOCKER: [ATTACKER, ...]}`) and "
    "divides its combat damage among them as its controller chooses (`choices.assignment`).",
    module="combat_steps", role="keyword",
    source=f"{CR} 509.1a ('Each creature ... can block one attacking creature' unless an effect allows more); "
           "509.1b; 510.1d: 'If it's blocking two or more creatures, it assigns its combat damage to those creatures "
           "divided as its controller chooses among them.'; XMage Mage.Tests combat/CanBlockMultipleCreaturesTest"))
_(Mechanic(
    "keywords_without_damage_effect", "Keywords accepted and listed as not affecting damage: "
    + ", ".join(sorted(NO_DAMAGE_EFFECT)) + ".",
    module="combat_steps", role="keyword",
    source=f"{CR} 702 (each keyword's rule: " + "; ".join(f"{k} {r}" for k, r in sorted(NO_DAMAGE_EFFECT.items()))
           + "): none of them modifies how damage is dealt or processed (120.4)"))
#: the effects a keyword makes (not a card file's mechanic): a protection keyword is a prevention effect (702.16e)
KEYWORD_EFFECTS = ("protection",)
AFFECTS["protection"] = "target"
