"""tests/rulings/README.md, which tests/conftest.py points at, exists; its examples are the ruling files they name."""
import re
from pathlib import Path

import yaml

from dealt.testing import rulings

RULINGS = Path(__file__).parent / "rulings"
README = RULINGS / "README.md"


def test_the_readme_conftest_points_at_exists():
    assert "tests/rulings/README.md" in (Path(__file__).parent / "conftest.py").read_text()
    assert README.is_file()


def test_each_example_is_the_ruling_file_it_names_one_per_game():
    text = README.read_text()
    examples = re.findall(r"\*\*([^*]+)\*\* \(`([a-z]+/[a-z0-9_]+\.yaml)`\).*?```yaml\n(.*?)```", text, re.S)
    assert sorted(path.split("/")[0] for _, path, _ in examples) == ["hearthstone", "mtg", "riftbound", "sentinels"]
    for _, path, block in examples:
        assert yaml.safe_load(block) == yaml.safe_load((RULINGS / path).read_text()), path


def test_every_expect_key_the_checker_documents_is_explained():
    documented = set(re.findall(r"^- ``(\w+)``", rulings.__doc__, re.M)) | set(rulings.EVENT_FIELDS)
    documented |= {"rules", "after"}
    in_code = {word for span in re.findall(r"`([^`]+)`", README.read_text()) for word in re.findall(r"\w+", span)}
    assert documented - in_code == set()
