"""Dealt: a rule-based expert system that resolves card-game damage and shows why.

The Python API is what ``__all__`` names; every other name in ``dealt`` is private. A scenario is a file's
path, YAML text or a dict, checked exactly as a file is (a bad one raises :class:`InputError` naming the
place)::

    >>> import dealt
    >>> outcome = dealt.resolve("examples/hearthstone/ice_block.yaml")
    >>> outcome.board["jaina"]["health"]
    5

The README's "Python API" section is the tour; each function's docstring says what it takes.
"""
from __future__ import annotations

import os as _os
from typing import TYPE_CHECKING as _TYPE_CHECKING
from typing import Sequence as _Sequence

if _TYPE_CHECKING:                     # the names are loaded when first used (`dealt` itself starts the CLI)
    from dealt._inputs import ScenarioInput
    from dealt._results import Diff, Explanation, ExplanationGraph, Odds, Orders, Outcome, WhyNot
    from dealt.facts.errors import InputError

__version__ = "0.1.0"
__all__ = ["resolve", "odds", "orders", "diff", "report", "Outcome", "Explanation", "WhyNot", "ExplanationGraph",
           "Odds", "Orders", "Diff", "InputError", "ScenarioInput", "__version__"]
#: the public classes, each imported from its module when first asked for (PEP 562)
_LAZY = {**dict.fromkeys(("Outcome", "Explanation", "WhyNot", "ExplanationGraph", "Odds", "Orders", "Diff"),
                         "dealt._results"), "InputError": "dealt.facts.errors", "ScenarioInput": "dealt._inputs"}
_DEFAULT_TIMEOUT = 30.0                # dealt.inference.search_budget.DEFAULT_TIMEOUT (a test holds them equal)
_Cards = _Sequence["str | _os.PathLike[str]"]


def __getattr__(name: str):
    if name in _LAZY:
        import importlib
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'dealt' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(__all__)


def _game(scenario):
    from dealt.kb import load_game
    return load_game(scenario.game)


def resolve(scenario: ScenarioInput, *, rules: str | None = None, cards: _Cards = ()) -> Outcome:
    """Resolve a scenario (a path, YAML text or a dict) under its rules, or `rules` (a rule set's name, as
    ``--rules``), with the card library folders `cards` used before the bundled cards (as ``--cards``).

    Raises :class:`InputError` for a bad scenario, exactly as `dealt resolve` would exit 2 with its message.
    """
    from dealt._inputs import load
    from dealt.inference.outcome import resolve as _resolve
    loaded = load(scenario, rules, cards)
    from dealt._results import Outcome
    return Outcome(_resolve(_game(loaded), loaded))


def odds(scenario: ScenarioInput, *, rule: str | None = None, exact: bool = False, rules: str | None = None,
         cards: _Cards = (), max_states: int | None = None, timeout: float = _DEFAULT_TIMEOUT) -> Odds:
    """The exact odds of every outcome over all random results (Hearthstone's random effects), as `dealt odds`;
    `rule` also asks how likely a rule fires or a card acts; `exact` writes fractions in the text too; past
    `max_states` merged states or `timeout` seconds, InputError (as the command's exit 2)."""
    from dealt._inputs import load
    from dealt.inference.odds import odds as _odds
    from dealt.inference.search_budget import SearchBudget
    loaded = load(scenario, rules, cards)
    game = _game(loaded)
    found = _odds(game, loaded, rule or "", SearchBudget(loaded.file, "odds", max_states, timeout))
    from dealt._results import Odds
    return Odds(game, loaded, found, exact=exact)


def orders(scenario: ScenarioInput, *, rules: str | None = None, cards: _Cards = (), max_states: int | None = None,
           timeout: float = _DEFAULT_TIMEOUT) -> Orders:
    """Every distinct outcome over the orders a player may choose (Sentinels' modifiers, Magic's 616.1), as
    `dealt orders`; a game with no such choice raises InputError."""
    from dealt._inputs import load
    from dealt.inference.order_outcomes import every_order
    from dealt.inference.search_budget import SearchBudget
    from dealt._results import Orders
    loaded = load(scenario, rules, cards)
    game = _game(loaded)
    return Orders(game, loaded, every_order(game, loaded, SearchBudget(loaded.file, "orders", max_states, timeout)))


def diff(scenario: ScenarioInput, other: ScenarioInput | None = None, *, rules: str | None = None,
         against: str | None = None, cards: _Cards = ()) -> Diff:
    """Where two resolutions part, as `dealt diff`: `scenario` under `rules` (default: its own) and under
    `against`, or `scenario` and `other` (each under its own rules, or `rules` and `against`)."""
    from dealt._inputs import load
    from dealt.inference.diff import diff_scenarios
    from dealt.facts.errors import InputError
    if other is None and not against:
        raise InputError("<diff>", "against=", "diff compares two resolutions: a scenario under two rule sets "
                         "needs against= (and rules=, else the scenario's own rules), or give a second scenario.",
                         allowed="dealt.diff(scenario, rules='A', against='B'), or dealt.diff(scenario, other)")
    a = load(scenario, None, cards)
    b = None if other is None else load(other, None, cards)
    found = diff_scenarios(a, rules, against, b, names=("rules=", "against="))
    from dealt._results import Diff
    return Diff(found, f"dealt diff: {a.file}" + (f" and {b.file}" if b is not None else ""))


def report(scenario: ScenarioInput, *, rules: str | None = None, cards: _Cards = ()) -> str:
    """The self-contained HTML page `dealt report` writes, as text."""
    return resolve(scenario, rules=rules, cards=cards).report()
