"""The Magic rule modules a board needs: all of them but the optional ones that nothing on the board gives work.

A module left out is also left out of the Rete network (:meth:`dealt.kb.game.Game.engine_for`), so the common
case (no first strike, no indestructible, no protection) runs without their rules; a module no entry here names
is always loaded.
"""
from dealt.facts.mtg import MtgEffect, SecondStep
from dealt.facts.templates import Keyword

#: module -> whether a board's facts need it
OPTIONAL = {
    "combat_steps": lambda facts: any(isinstance(f, SecondStep) for f in facts),
    "indestructible": lambda facts: any(isinstance(f, Keyword) and f["name"] == "indestructible" for f in facts),
    "protection": lambda facts: any(isinstance(f, MtgEffect) and f["mechanic"] == "protection" for f in facts),
}


def modules_needed(facts):
    from dealt.kb.mtg.rules import MODULES
    names = [m.__name__.rsplit(".", 1)[-1] for m in MODULES]
    return frozenset(n for n in names if n not in OPTIONAL or OPTIONAL[n](facts))
