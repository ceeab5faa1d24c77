"""Collects every ruling file (``tests/rulings/<game>/*.yaml``) as a pytest test.

A ruling file is a scenario plus ``expect:``; see tests/rulings/README.md.
"""
from pathlib import Path

import pytest

from dealt.testing.rulings import RulingFailure, check_ruling

RULINGS = Path(__file__).parent / "rulings"


def pytest_collect_file(parent, file_path):
    if file_path.suffix == ".yaml" and RULINGS in file_path.parents:
        return RulingFile.from_parent(parent, path=file_path)
    return None


class RulingFile(pytest.File):
    def collect(self):
        yield RulingItem.from_parent(self, name=self.path.stem)


class RulingItem(pytest.Item):
    def runtest(self):
        check_ruling(self.path)

    def repr_failure(self, excinfo):
        if isinstance(excinfo.value, RulingFailure):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self):
        return self.path, 0, f"ruling {self.path.name}"


def pytest_collection_modifyitems(session, config, items):
    """The fuzz test runs last: the problems it finds are reported after every targeted test's."""
    items.sort(key=lambda item: item.path.name == "test_fuzz.py")
