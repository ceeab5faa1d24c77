"""The project's own suite. Ruling files (format: tests/rulings/README.md) are collected by Dealt's pytest plugin,
dealt.testing.pytest_plugin. The folders below hold scenarios that other tests read with their own expectations.
"""
collect_ignore = ["bad_inputs", "loop_cases", "odds_cases", "orders_cases", "orders_bench", "card_libraries"]


def pytest_collection_modifyitems(session, config, items):
    """The fuzz test runs last: the problems it finds are reported after every targeted test's."""
    items.sort(key=lambda item: item.path.name == "test_fuzz.py")
