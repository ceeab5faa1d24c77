"""Ruling files as pytest tests, anywhere: the ``pytest11`` plugin shipped with Dealt.

After ``pip install dealt``, plain ``pytest`` in a rules team's own repository collects every ``.yaml``
(or ``.yml``) file with a top-level ``expect:`` as one ruling and checks it with
:func:`dealt.testing.rulings.check_ruling`. Card files and plain scenarios beside them have no ``expect:``
and are left alone; a folder of other YAML is kept out with pytest's own ``collect_ignore`` or
``--ignore``.
"""
import re

import pytest

from dealt.testing.rulings import RulingFailure, check_ruling

_EXPECT = re.compile(rb"^(expect|'expect'|\"expect\")[ \t]*:", re.MULTILINE)


def is_ruling_file(path):
    """A YAML file with a top-level ``expect:`` key (read as text: the file is not parsed here)."""
    if path.suffix not in (".yaml", ".yml"):
        return False
    try:
        return _EXPECT.search(path.read_bytes()) is not None
    except OSError:
        return False


def pytest_collect_file(parent, file_path):
    if is_ruling_file(file_path):
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
