"""The Magic rule modules a board needs: all of them but the optional ones that nothing on the board gives work.

A module left out is also left out of the Rete network (:meth:`dealt.kb.game.Game.engine_for`), so the common
case (no trample past a blocker, no first strike, no indestructible, no protection, no damage trigger, nothing before resolution, no amount
read as the spell resolves, no static P/T change, nothing that makes damage unpreventable, no Redeem, no Elderscale
Wurm, no end_turn) runs without their rules; a module no entry here names
is always loaded.
"""
from dealt.facts.mtg import (Dealing, Labels, LethalDamage, MtgChange, MtgEffect, MtgEvent, MtgTrigger, PTChange, Resolution, SecondStep,
                             TurnEnds)
from dealt.facts.templates import Keyword
from dealt.kb import rule_modules

#: module -> whether a board's facts need it
OPTIONAL = {
    "combat_steps": lambda facts: any(isinstance(f, SecondStep) for f in facts),
    "assignment": lambda facts: any(isinstance(f, (LethalDamage, SecondStep)) for f in facts),
    "indestructible": lambda facts: any(isinstance(f, Keyword) and f["name"] == "indestructible" for f in facts),
    "protection": lambda facts: any(isinstance(f, MtgEffect) and f["mechanic"] == "protection" for f in facts),
    "damage_triggers": lambda facts: any(isinstance(f, MtgTrigger) for f in facts),
    "illegal_targets": lambda facts: any(isinstance(f, (Resolution, MtgChange)) for f in facts),
    "amounts": lambda facts: any(isinstance(f, Dealing) and f["amount_is"] for f in facts),
    "statics": lambda facts: any(isinstance(f, PTChange) for f in facts),
    "cant_prevent": lambda facts: _has_effect(facts, "damage_cant_be_prevented", "players_cant_gain_life"),
    "prevent_all": lambda facts: _has_effect(facts, "prevent_all_damage_to_targets"),
    "life_floor": lambda facts: _has_effect(facts, "life_floor_while_at_or_above"),
    "cleanup": lambda facts: any(isinstance(f, TurnEnds) for f in facts),
    "action_labels": lambda facts: any(isinstance(f, Labels) for f in facts),
    "numbering": lambda facts: any(isinstance(f, (MtgEvent, Resolution)) and "." in (f.get("id") or f.get("event"))
                                   for f in facts),
}


def _has_effect(facts, *mechanics):
    return any(isinstance(f, MtgEffect) and f["mechanic"] in mechanics for f in facts)


def modules_needed(facts):
    from dealt.kb.mtg.rules import MODULES
    return rule_modules.modules_needed(MODULES, OPTIONAL, facts)
