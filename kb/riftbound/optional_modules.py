"""The Riftbound rule modules a board needs: all of them but the optional ones that nothing on the board gives work.

A module left out is also left out of the Rete network (:meth:`dealt.kb.game.Game.engine_for`), so the common
case (a spell or ability with a printed amount, no combat, no lasting effect on a player) runs without their rules;
a module no entry here names is always loaded (as in :mod:`dealt.kb.mtg.optional_modules`).
"""
from dealt.facts.riftbound import ChainItem, Combat, Lasting, TurnEnd
from dealt.kb import rule_modules

#: module -> whether a board's facts need it
OPTIONAL = {
    "combat": lambda facts: any(isinstance(f, Combat) for f in facts),
    # an amount read from the game state (-1 until read) or an amount of 0 (Bonus Damage cannot create damage)
    "amounts": lambda facts: any(isinstance(f, ChainItem) and f["amount"] <= 0 for f in facts),
    "lasting": lambda facts: any(isinstance(f, Lasting) for f in facts),
    "end_of_turn": lambda facts: any(isinstance(f, TurnEnd) for f in facts),
}


def modules_needed(facts):
    from dealt.kb.riftbound.rules import MODULES
    return rule_modules.modules_needed(MODULES, OPTIONAL, facts)
