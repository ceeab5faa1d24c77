"""Checking what a command printed: the parts a ruling's explanation must say, in the order it says them."""


def assert_says_in_order(out, parts):
    """Every one of `parts` is in `out`, each after the one before it (a `dealt why` explanation read top down)."""
    at = 0
    for part in parts:
        found = out.find(part, at)
        assert found >= 0, f"{part!r} not in order in:\n{out}"
        at = found + len(part)
