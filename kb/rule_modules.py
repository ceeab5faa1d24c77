"""A game's rule modules, named in order and imported only when a board needs them.

A cold ``dealt resolve`` builds an engine with only the modules its board needs (the fast path,
:meth:`dealt.kb.game.Game.engine_for`); importing every rule module of a game for that costs more than the
resolution itself once a game has dozens. Iterating a :class:`RuleModules` imports all of them (every rule,
in order); :meth:`RuleModules.load` only the named ones, in the same order.
"""
import importlib


class RuleModules:
    """The rule modules of `package`, by name, in their order (the order their rules are collected in)."""

    def __init__(self, package, names):
        self.package = package
        self.names = tuple(names)

    def load(self, wanted=None):
        """The modules named in `wanted` (every one when None), imported, in this order."""
        return [importlib.import_module(f"{self.package}.{name}") for name in self.names
                if wanted is None or name in wanted]

    def __iter__(self):
        return iter(self.load())

    def __len__(self):
        return len(self.names)


def modules_needed(modules, optional, facts):
    """The names of `modules` a board with these `facts` needs: every module, but those in `optional` (name -> a
    test of the facts) whose test fails (Magic's and Riftbound's optional modules)."""
    names = [m.__name__.rsplit(".", 1)[-1] for m in modules]
    return frozenset(n for n in names if n not in optional or optional[n](facts))
