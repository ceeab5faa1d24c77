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


def _copy_of_the_source_tree(destination):
    """The files a build reads (what git tracks or would), without any local build output."""
    import shutil
    import subprocess
    try:
        tracked = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT, capture_output=True, check=True,
                                 timeout=30).stdout.decode().split("\0")
    except (OSError, subprocess.SubprocessError):
        shutil.copytree(ROOT, destination, ignore=shutil.ignore_patterns(
            ".*", "build", "dist", "*.egg-info", "__pycache__", "out"))
        return destination
    for name in filter(None, tracked):
        if (ROOT / name).is_file():
            (destination / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, destination / name)
    return destination


def test_a_stale_build_folder_brings_no_deleted_file_into_the_wheel(tmp_path):
    """setuptools copies into build/lib and never empties it (pypa/setuptools#1871): a card file deleted
    since an earlier local build would come back with `pip install .` unless the build lists what exists now."""
    import subprocess
    import sys
    import zipfile
    tree = _copy_of_the_source_tree(tmp_path / "dealt")
    stale = tree / "build" / "lib" / "dealt" / "kb"
    (stale / "hearthstone" / "cards").mkdir(parents=True)
    (stale / "hearthstone" / "cards" / "ghost.yaml").write_text("schema: 1\nname: Ghost\n")
    (stale / "hearthstone" / "rules").mkdir()
    (stale / "hearthstone" / "rules" / "ghost_rule.py").write_text("GHOST = 1\n")
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir",
                           str(tmp_path / "dist"), str(tree)], capture_output=True, text=True, timeout=300)
    if done.returncode != 0 and "setuptools" in done.stderr and "No matching distribution" in done.stderr:
        pytest.skip("pip cannot get the build backend (setuptools) here: " + done.stderr.strip()[-200:])
    assert done.returncode == 0, done.stderr
    [wheel] = (tmp_path / "dist").glob("dealt-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {n for n in names if "ghost" in n} == set()
    shipped = {f"dealt/kb/{p.parent.parent.name}/cards/{p.name}" for p in (ROOT / "kb").glob("*/cards/*.yaml")}
    assert shipped <= names and {n for n in names if "/cards/" in n} == shipped
    [entry_points] = [n for n in names if n.endswith(".dist-info/entry_points.txt")]     # rulings anywhere
    assert "[pytest11]\ndealt = dealt.testing.pytest_plugin" in zipfile.ZipFile(wheel).read(entry_points).decode()
