"""A plain `pip install .` carries every package and every card file (CI installs it that way)."""
import tomllib
from pathlib import Path

ROOT = Path(__file__).parent.parent


def _config():
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]


def test_every_package_folder_is_listed_in_pyproject():
    config = _config()
    found = set()
    for package, folder in config["package-dir"].items():
        for init in (ROOT / folder).rglob("__init__.py"):
            parts = init.parent.relative_to(ROOT / folder).parts
            found.add(".".join((package,) + parts))
    assert found - set(config["packages"]) == set(), "add these to [tool.setuptools] packages"


def test_every_card_folder_is_package_data():
    data = _config()["package-data"]
    for cards in (ROOT / "kb").glob("*/cards"):
        assert data.get(f"dealt.kb.{cards.parent.name}") == ["cards/*.yaml"], cards
