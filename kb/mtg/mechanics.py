"""Magic's vocabulary of mechanics: what card files may name, with parameters and the stage they act at.

Each mechanic is encoded by the rules module named in `module` (``dealt.kb.mtg.rules.<module>``).
`timings` gives the stage of 120.4 where an effect of that mechanic acts; the order among several
effects there is the affected player's choice (616.1), never a priority.
"""
from dealt.kb.mechanics import Mechanic, MechanicRegistry, Param

CR = "Magic: The Gathering Comprehensive Rules"

#: what a spell's damage may be dealt to, as its text says ("any target", "target creature or planeswalker", ...):
#: the kinds of recipient each allows (``opponent``: a player other than the caster)
TARGET_KINDS = {"any": ("creature", "planeswalker", "battle", "player"), "creature": ("creature",),
                "creature_or_planeswalker": ("creature", "planeswalker"), "player": ("player",),
                "opponent": ("opponent",), "player_or_planeswalker": ("player", "planeswalker"),
                "creature_or_player": ("creature", "player")}      # the pre-2018 Oracle "creature or player"
#: "deals N damage to each ...": who is dealt damage, in play order (creatures first, then players, 120.1)
EACH = {"creature": ("creature",), "player": ("player",), "opponent": ("opponent",),
        "creature_and_player": ("creature", "player"), "creature_your_opponents_control": ("opponents_creature",)}
#: an amount read from the game as the spell resolves (608.2h), or X announced as it is cast (601.2b)
AMOUNTS = {"": "the number in the card's text", "x": "X, given as the action's x",
           "creatures_you_control": "the number of creatures its controller controls"}
AMOUNT = Param("amount", int, "the number in the card's text (0 when amount_is says it)", default=0)
AMOUNT_IS = Param("amount_is", str, "what the amount is when it is no number: " + "; ".join(
    f"{k}: {v}" for k, v in AMOUNTS.items() if k), default="", choices=tuple(AMOUNTS),
    words=(("", "the number as written"), ("x", "X instead, announced as it is cast (601.2b)"),
           ("creatures_you_control", "instead the number of creatures its controller controls as it resolves (608.2h)")))
TO = Param("to", str, "what its targets may be", default="any", choices=tuple(TARGET_KINDS),
           words=tuple((k, "any target" if k == "any" else "target " + k.replace("_", " ")) for k in TARGET_KINDS))

#: keywords a creature can have; the five that change damage (702.2, 702.19, 702.15, 702.80, 702.90)
KEYWORDS = frozenset({"deathtouch", "trample", "lifelink", "wither", "infect"})

REGISTRY = MechanicRegistry("mtg")
_ = REGISTRY.register

# --- what a spell deals --------------------------------------------------------------------------
_(Mechanic(
    "deal_damage", "The spell deals `amount` damage to `to`; the amount is `amount_is` (Lightning Bolt, Shock, Volcanic Hammer, Lava Axe; Mob Justice).",
    module="spells", role="ability", params=(AMOUNT, AMOUNT_IS, TO),
    targets=1, target="any", source=f"{CR} 120.1: 'Objects can deal damage to creatures, planeswalkers, battles, and players.'; 115.4 ('any target'); 608.2h (an amount read from the game is determined once, as the effect is applied)"))
_(Mechanic(
    "deal_damage_divided", "The spell deals `amount` damage divided as its caster chooses among one to `max_targets` targets (0: any number), each `to`, at least 1 each; the amount is `amount_is` (Forked Bolt; Rolling Thunder).",
    module="spells", role="ability", params=(AMOUNT, AMOUNT_IS, TO,
                                             Param("max_targets", int, "the most targets it divides among (0: any number)", default=2)),
    targets=2, target="any", source=f"{CR} 601.2d: 'the player announces the division. Each of these targets must receive at least one of whatever is being divided.'; 601.2b (X is announced as the spell is cast)"))
_(Mechanic(
    "deal_damage_excess_to_controller", "The spell deals `amount` damage to target creature; excess damage is dealt to that creature's controller instead (Flame Spill).",
    module="spells", role="ability", params=(Param("amount", int, "the damage"),), targets=1, target="creature",
    source=f"{CR} 120.4a"))
_(Mechanic(
    "deal_damage_each", "The spell deals `amount` damage to each `each` (Pyroclasm: each creature; each opponent; each creature and each player); no target is chosen; the amount is `amount_is`.",
    module="spells", role="ability", params=(AMOUNT, AMOUNT_IS, Param("each", str, "who is dealt damage", choices=tuple(EACH))),
    targets=0, target="any", source=f"{CR} 120.1; 115.10 ('each' does not target); 120.4 (all of it is one damage event)"))

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
    "double_damage", "If `source` would deal damage to a permanent or player, it deals double that damage instead (Furnace of Rath: any source; Gratuitous Violence: a creature you control).",
    module="damage_replacement", params=(Param("source", str, "whose damage it doubles", default="any",
                                               choices=("any", "creature_you_control")),), timings=(("replacement", 0),), source=f"{CR} 614.1a"))

# --- 614 applied to results (120.4c) -----------------------------------------------------------
_(Mechanic(
    "double_life_gain", "If its controller would gain life, they gain twice that much life instead (Boon Reflection).",
    module="results_replacement", timings=(("results_replacement", 0),), source=f"{CR} 120.4c, 614.1a"))
_(Mechanic(
    "life_floor_one", "If its controller controls a creature, damage that would reduce their life total to less than 1 reduces it to 1 instead (Worship).",
    module="results_replacement", timings=(("results_replacement", 0),), source=f"{CR} 120.4c, 614.1a"))

#: whom each effect can modify an event for: every player or object dealt damage (``any``), only the effect's
#: ``target`` (or one of its ``targets``), only its ``controller`` ("you"), or nobody (``none``: no replacement or
#: prevention effect, so never one of an order). 616.1: when two or more effects can modify how an event
#: affects a player or object, that player (or the object's controller) chooses the order.
AFFECTS = {"prevention_shield": "target", "prevent_one_to_you": "controller",
           "prevent_next_damage_by_gain_life": "any", "double_damage": "any",
           "double_life_gain": "controller", "life_floor_one": "controller",
           "prevent_all_damage_to_targets": "targets", "life_floor_while_at_or_above": "controller",
           "damage_cant_be_prevented": "none", "players_cant_gain_life": "none", "gets_plus": "none", "gets_minus": "none"}

# --- 603, 120.4b: abilities that trigger when damage is dealt ----------------------------------------
#: the trigger events of a damage trigger: name -> the card text that reads it
TRIGGER_WHENS = {
    "dealt_damage": "Whenever this is dealt damage",
    "deals_damage": "Whenever this deals damage",
    "deals_combat_damage_to_player": "Whenever this deals combat damage to a player",
    "source_deals_damage_to_you": "Whenever a source deals damage to you",
    "deals_combat_damage_to_opponent": "Whenever this deals combat damage to an opponent",
}
#: what a damage trigger does with "that much", and to whom it deals it
TRIGGER_DOES = ("deal_that_much", "gain_that_much")
TRIGGER_TO = {"any_target": "any target (given in choices.targets)", "target_opponent": "target opponent",
              "each_player": "each player", "each_opponent": "each opponent", "you": "you (its controller)",
              "": "(gain_that_much: no one)",
              "chosen_player": "the chosen player (chosen as it entered, given in choices.chosen_player; no target)",
              "target_planeswalker_that_player_controls": "target planeswalker the player it dealt combat damage to "
                                                          "controls (choices.trigger_targets, or the only one)"}
_(Mechanic(
    "damage_trigger", "`when`, it `does` to `to`: 'that much' is the damage actually dealt; it triggers as the damage is dealt, waits, and is put on the stack (APNAP order) after the event and its state-based actions, and its own damage is a next damage event (Boros Reckoner, Spitemare, Coalhauler Swine; to: chosen_player, the player chosen as it entered, Stuffy Doll).",
    module="damage_triggers", role="trigger",
    params=(Param("when", str, "the trigger event", choices=tuple(TRIGGER_WHENS),
                  words=tuple((k, v.lower()) for k, v in TRIGGER_WHENS.items())),
            Param("does", str, "what it does with that much", default="deal_that_much", choices=TRIGGER_DOES,
                  words=(("deal_that_much", "deals that much damage"), ("gain_that_much", "its controller gains that much life"))),
            Param("to", str, "whom it deals that much damage", default="", choices=tuple(TRIGGER_TO),
                  words=tuple(TRIGGER_TO.items()))),
    source=f"{CR} 120.4b: 'Abilities that trigger when damage is dealt trigger now and wait to be put on the stack.'; "
           "603.2, 603.2c ('An ability triggers only once each time its trigger event occurs'), 603.3, 603.3b (APNAP "
           "order); 615.6 / 120.4b (prevented damage was never dealt); 608.2b (an illegal target at resolution); "
           "614.1c, 614.12 and 607.2 ('As this enters, choose a player' and 'the chosen player' are linked: the player "
           "chosen as it entered, Stuffy Doll); 603.3d ('If a choice is required when the triggered ability goes on the "
           "stack but no legal choices can be made for it ... the ability is simply removed from the stack': Questing "
           "Beast's target planeswalker)"))

# --- issue 14: more prevention and results replacement, damage that can't be prevented, P/T statics ---------
_(Mechanic(
    "prevent_all_damage_to_targets", "Prevent all damage that would be dealt this turn to up to `max_targets` target creatures (Redeem).",
    module="prevent_all", params=(Param("max_targets", int, "how many creatures it may target", default=2),),
    timings=(("replacement", 0),), source=f"{CR} 615.1a; Redeem (Oracle)"))
_(Mechanic(
    "life_floor_while_at_or_above", "As long as its controller has `floor` or more life, damage that would reduce their life total to less than `floor` reduces it to `floor` instead (Elderscale Wurm).",
    module="life_floor", params=(Param("floor", int, "the life total it keeps"),),
    timings=(("results_replacement", 0),), source=f"{CR} 120.4c, 614.1a; Elderscale Wurm (Oracle)"))
_(Mechanic(
    "damage_cant_be_prevented", "`scope` can't be prevented: prevention effects do not apply to it, a shield keeps what it has, and effects that act 'if damage would be prevented' do not apply either (Skullcrack: all damage this turn; Questing Beast: combat damage by creatures you control).",
    module="cant_prevent", params=(Param("scope", str, "which damage", default="all_damage",
                                         choices=("all_damage", "combat_damage_by_creatures_you_control")),),
    source=f"{CR} 615.12"))
_(Mechanic(
    "players_cant_gain_life", "Players can't gain life this turn: no effect makes a player gain life, and effects that would replace gaining life do not apply (Skullcrack).",
    module="cant_prevent", source=f"{CR} 119.7; Skullcrack's ruling (2024-01-12)"))
_(Mechanic(
    "gets_plus", "`scope` get +`power`/+`toughness` (Glorious Anthem: creatures you control; a lord: other creatures you control).",
    module="statics", params=(Param("power", int, "added to power"), Param("toughness", int, "added to toughness"),
                              Param("scope", str, "which creatures", choices=("creatures_you_control",
                                                                             "other_creatures_you_control",
                                                                             "target_creature"))),
    source=f"{CR} 613.4c (layer 7c: effects that modify power and/or toughness); 611.3a (a static ability's continuous effect)"))
_(Mechanic(
    "gets_minus", "`scope` get -`power`/-`toughness` (Disfigure: target creature, until end of turn).",
    module="statics", params=(Param("power", int, "taken from power"), Param("toughness", int, "taken from toughness"),
                              Param("scope", str, "which creatures", choices=("target_creature",
                                                                             "creatures_your_opponents_control"))),
    source=f"{CR} 613.4c (layer 7c); 611.2a (a resolved spell's continuous effect lasts as its text says)"))

#: the mechanics that prevent damage (615): "damage can't be prevented" (615.12) stops every one of them, and
#: any effect that acts "if damage would be prevented" (Awe Strike's gain) with them
PREVENTS = frozenset({"prevention_shield", "prevent_one_to_you", "prevent_next_damage_by_gain_life",
                      "prevent_all_damage_to_targets"})
#: effects on the board that need the target they were cast on (``target:``; Redeem's a list, up to two)
TARGETED = {"prevention_shield": 1, "prevent_next_damage_by_gain_life": 1, "prevent_all_damage_to_targets": 2}
_(Mechanic(
    "not_modelled", "A part of the card's text with no mechanic yet (`text`): the card resolves without it, and every "
    "output lists the card as unmodelled with that text (Boros Reckoner's damage trigger).",
    module="", role="unmodelled", params=(Param("text", str, "the sentence of the card's text that is not applied"),),
    source="Dealt: a card is never resolved with part of its text silently missing"))

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
#: protection from a quality prevents damage (702.16e, a prevention effect): 615.12 stops it as it stops the others
PREVENTS = PREVENTS | {"protection"}

# --- issue 14: Questing Beast's "can't be blocked by creatures with power N or less" ---------------------------
#: abilities that forbid some blocks (509.1b): ability text -> the greatest power a creature that can't block it has
BLOCK_RESTRICTIONS = {"can't be blocked by creatures with power 2 or less": 2}
KEYWORDS = KEYWORDS | frozenset(BLOCK_RESTRICTIONS)
_(Mechanic(
    "cant_be_blocked_by_power_or_less", "Ability `can't be blocked by creatures with power 2 or less` (Questing "
    "Beast): a block of it by a creature with that power or less is refused, citing 509.1b.",
    module="combat_steps", role="keyword",
    source=f"{CR} 509.1b: 'The defending player checks each creature they control to see whether it's affected by "
           "any restrictions (effects that say a creature can't block, or that it can't block unless some condition "
           "is met). If any restrictions are being disobeyed, the declaration of blockers is illegal.'"))
