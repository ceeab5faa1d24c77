"""Checking what a command printed: the parts a ruling's explanation must say, in the order it says them."""


def assert_says_in_order(out, parts):
    """Every one of `parts` is in `out`, each after the one before it (a `dealt why` explanation read top down)."""
    at = 0
    for part in parts:
        found = out.find(part, at)
        assert found >= 0, f"{part!r} not in order in:\n{out}"
        at = found + len(part)


import re as _re

#: a rule, step or mechanic identifier as it could leak into a sentence: a lower-case word joined by underscores
_IDENTIFIER = _re.compile(r"(?<![\w./-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w./-])")


def is_citation_line(line):
    """A line that is a reference for authors, where a rule's identifier belongs: a ruling's citation line
    (``rule NAME; card ...; source: ...``), the list of rules fired, a card file's name."""
    s = line.strip().lstrip("-* ").strip()
    return s.startswith(("rule ", "rules ", "Rules fired", "(rule ")) or ".yaml" in s


def identifiers_in_sentences(text, allowed=()):
    """The lines of `text` (outside citation lines) that hold an identifier: (line, identifier) pairs.
    `allowed` are words that look like identifiers but are the scenario's own (board ids: ``squire_1``)."""
    found = []
    for line in text.splitlines():
        if is_citation_line(line):
            continue
        for word in _IDENTIFIER.findall(line):
            if word not in allowed:
                found.append((line.strip(), word))
    return found
