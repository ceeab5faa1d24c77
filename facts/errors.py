"""Errors about a user's input: a scenario file or a card file.

Each one names the file, the place in it, what is wrong and what is allowed,
so the CLI can print it as one paragraph and exit 2 without a traceback.
"""
import re


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
        place = self.file
        if self.line is not None:
            place += f", line {self.line}"
        if self.where:
            place += f", at {self.where}"
        text = f"{place}: {self.problem}"
        if self.allowed:
            text += f" Allowed: {self.allowed}"
        return re.sub(r"\s*[\r\n]+\s*", " ", text)     # one paragraph, whatever the parts held (card text, YAML)


def at(path, key):
    """Join a place in a document: ``at('board[2]', 'health') == 'board[2].health'``."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else str(key)
