"""The project's own suite. Ruling files (format: tests/rulings/README.md) are collected by Dealt's pytest plugin,
dealt.testing.pytest_plugin. The folders below hold scenarios that other tests read with their own expectations.
"""
import sys
import textwrap

import pytest

from dealt.kb import load_game
from dealt.kb.variants import load_variants

collect_ignore = ["bad_inputs", "loop_cases", "odds_cases", "orders_cases", "orders_bench", "card_libraries"]


def pytest_collection_modifyitems(session, config, items):
    """The fuzz test runs last: the problems it finds are reported after every targeted test's."""
    items.sort(key=lambda item: item.path.name == "test_fuzz.py")


# ---- a test rule set (test_variants, test_sweep): Ice Block's rule replaced by one that never fires ----

NEVER = '''
"""A test double: Ice Block's rule replaced by one that never fires."""
from dealt.facts.templates import DamageEvent
from dealt.kb.hearthstone.rules._common import Rule
from dealt.kb.variants import Variant, instead_of, mechanic_change

VARIANT = Variant(name="{name}", title="a test rule set", summary="Ice Block never triggers.",
                  mechanics=({mechanics}))


@instead_of("{replaces}")
@Rule(DamageEvent(step="no_such_step"))
def {rule}(self):
    """Nothing triggers.

    Source: a test.
    """
'''


@pytest.fixture
def variant_package(tmp_path, monkeypatch):
    """make(package="fakevariants", **fields): a temporary package holding the test rule set `never` (fields
    change its name, the rule it replaces, its rule's name, its mechanic changes), importable for the test."""
    def make(package="fakevariants", **fields):
        return _package(tmp_path, monkeypatch, package, **fields)
    return make


def _package(tmp_path, monkeypatch, package, **fields):
    values = {"name": "never", "replaces": "fatal_hero_damage_is_prevented_and_the_hero_becomes_immune",
              "rule": "ice_block_never_triggers", "mechanics": ""}
    values.update(fields)
    folder = tmp_path / package
    folder.mkdir()
    (folder / "__init__.py").write_text("")
    (folder / "never.py").write_text(textwrap.dedent(NEVER.format(**values)))
    monkeypatch.syspath_prepend(str(tmp_path))
    for module in [m for m in sys.modules if m == package or m.startswith(package + ".")]:
        del sys.modules[module]
    return package


@pytest.fixture
def never(tmp_path, monkeypatch):
    """Hearthstone with the test variant `never` installed (and taken away after the test)."""
    game = load_game("hearthstone")
    package = _package(tmp_path, monkeypatch, "fakevariants")
    variants = load_variants("hearthstone", package, game.default_rules, game.registry)
    saved = game.__dict__.get("variants")
    game.__dict__["variants"] = {**(saved or game.variants), **variants}
    yield variants["never"]
    if saved is None:
        game.__dict__.pop("variants", None)
    else:
        game.__dict__["variants"] = saved
    game.__dict__.get("_engines", {}).clear()
