"""Errors about a user's input: a scenario file or a card file.

Each one names the file, the place in it, what is wrong and what is allowed,
so the CLI can print it as one paragraph and exit 2 without a traceback.
Values quoted in a message go through :func:`shown` (short, control
characters escaped); the message itself is clipped as a last resort.
"""
import re

#: how much of a bad value a message quotes, and how long a message's problem and its allowed list may grow
SHOWN_CHARS = 60
PART_CHARS = 1000
ALLOWED_CHARS = 4000
#: characters never written raw to a terminal: C0/C1 controls and the bidirectional overrides
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def escape_controls(text):
    """`text` with every control character written as an escape (``\\x1b``), so no terminal obeys it."""
    return _CONTROL.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), text)


def clip(text, limit=PART_CHARS):
    """`text`, its middle left out (and said so) when it is longer than `limit` characters."""
    if len(text) <= limit:
        return text
    keep = limit // 2
    return f"{text[:keep]}... ({len(text) - 2 * keep:,} characters left out) ...{text[-keep:]}"


def shown(value, limit=SHOWN_CHARS):
    """A bad value as a message quotes it: its repr, cut after `limit` characters with its full length said."""
    text = repr(value)
    if len(text) <= limit:
        return escape_controls(text)
    return escape_controls(text[:limit]) + f"... ({len(text):,} characters in all)"


class InputError(Exception):
    """Bad input: `where` is a path inside the file such as ``board[2].health``."""

    def __init__(self, file, where, problem, allowed=None, line=None):
        self.file = str(file) if file is not None else "<input>"
        self.where = where
        self.problem = problem
        self.allowed = allowed
        self.line = line
        super().__init__(self.message())

    def message(self):
        parts = [clip(self.file, 200)] if self.file else []
        if self.line is not None:
            parts.append(f"line {self.line}")
        if self.where:
            parts.append(f"at {clip(self.where, 200)}")
        place = ", ".join(parts)           # an option's error names no file: "at --scheduler: ..."
        text = f"{place}: {clip(self.problem)}" if place else clip(self.problem)
        if self.allowed:
            text += f" Allowed: {clip(self.allowed, ALLOWED_CHARS)}"
        text = re.sub(r"\s*[\r\n]+\s*", " ", text)     # one paragraph, whatever the parts held (card text, YAML)
        return escape_controls(text)


def at(path, key):
    """Join a place in a document: ``at('board[2]', 'health') == 'board[2].health'``."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else str(key)
