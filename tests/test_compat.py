"""The experta import shim works and leaves `collections` as it found it."""
import subprocess
import sys


def run(code):
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()


def test_shim_imports_experta_and_leaves_no_mapping_alias():
    out = run("import collections; before = hasattr(collections, 'Mapping'); "
              "from dealt._compat import experta; "
              "print(before, hasattr(collections, 'Mapping'), experta.KnowledgeEngine.__name__)")
    assert out == "False False KnowledgeEngine"


def test_shim_keeps_an_alias_that_was_already_there():
    out = run("import collections, collections.abc; collections.Mapping = collections.abc.Mapping; "
              "from dealt._compat import experta; print(collections.Mapping is collections.abc.Mapping)")
    assert out == "True"


def test_experta_alone_still_needs_the_shim():
    """If this starts passing, experta or frozendict was fixed upstream and the shim can go."""
    result = subprocess.run([sys.executable, "-c", "import experta"], capture_output=True, text=True)
    if sys.version_info >= (3, 10):
        assert result.returncode != 0 and "Mapping" in result.stderr
