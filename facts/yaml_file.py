"""Reading a YAML input file (a scenario or a card file) within Dealt's limits, with a line for every place.

Only a regular file of at most :data:`~dealt.facts.limits.MAX_FILE_BYTES` is read. Numbers are whole
numbers written in decimal digits (YAML 1.1's ``1:30``, ``0x1f``, ``017``, ``1_000`` stay text, so a
field refuses them), at most :data:`~dealt.facts.limits.MAX_NUMBER` either way; aliases may not expand
a file past :data:`~dealt.facts.limits.MAX_VALUES` values; no text holds a control character (an
ANSI or OSC sequence in an id would reach the terminal). Each is refused with its place and line.
"""
import os
import re
import stat
from pathlib import Path

import yaml

from dealt.facts.errors import InputError, at, shown
from dealt.facts.limits import FIELD_LIMITS, MAX_FILE_BYTES, MAX_NUMBER, MAX_VALUES

_BaseLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_INT, _FLOAT = "tag:yaml.org,2002:int", "tag:yaml.org,2002:float"
_DECIMAL = re.compile(r"[-+]?(0|[1-9][0-9]*)\Z")
#: decimal ints and floats only: YAML 1.1's sexagesimal (1:30 = 90), octal, binary, hex and 1_000 forms are text
_NUMBERS = ((_INT, re.compile(r"^[-+]?(?:0|[1-9][0-9]*)$"), "-+0123456789"),
            (_FLOAT, re.compile(r"^(?:[-+]?(?:[0-9]+)?\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?"
                                r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"), "-+0123456789."))
#: control characters text may not hold (a line break and a tab are text)
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


class _Loader(_BaseLoader):
    """The safe loader with numbers only as decimal digits."""

    yaml_implicit_resolvers = {
        first: [(tag, rx) for tag, rx in resolvers if tag not in (_INT, _FLOAT)]
        for first, resolvers in _BaseLoader.yaml_implicit_resolvers.items()}


for _tag, _regexp, _first in _NUMBERS:
    _Loader.add_implicit_resolver(_tag, _regexp, list(_first))


def line_in(lines, where):
    """The line of `where` (``board[2].health``) in a line map, else of the nearest place that holds it."""
    while where:
        if where in lines:
            return lines[where]
        parent = re.sub(r"(\.[^.\[\]]+|\[\d+\])$", "", where)
        where = parent if parent != where else ""      # a top-level key has no parent but the file
    return None


def _scalar(node, path, file):
    """Refuse a scalar holding a control character, or a number past the limit (before int() reads it)."""
    line = node.start_mark.line + 1
    if isinstance(node.value, str):
        refuse_control_characters(node.value, path, file, line)
    if node.tag == _INT:
        refuse_number_past_limit(node.value, path, file, line)


def refuse_control_characters(text, path, file, line=None):
    """Refuse text holding a control character (it would reach the terminal): InputError at `path`."""
    bad = _CONTROL.search(text)
    if bad:
        raise InputError(file, path, f"the text {shown(text)} holds the control character "
                         f"U+{ord(bad.group()):04X}; text in Dealt's files holds no control characters "
                         "(they would reach the terminal).", allowed="printable text, line breaks and tabs",
                         line=line)


def refuse_number_past_limit(digits, path, file, line=None):
    """Refuse a whole number (as its digits) not written in decimal digits, or past the limit of its place."""
    most = FIELD_LIMITS.get(path, MAX_NUMBER)
    limit = f"whole numbers from -{most} to {most}, in decimal digits"
    if not _DECIMAL.match(digits):
        raise InputError(file, path, f"{shown(digits)} is not a whole number written in decimal digits.",
                         allowed=limit, line=line)
    if len(digits.lstrip("+-")) > len(str(most)) or abs(int(digits)) > most:
        shown_digits = digits if len(digits) <= 20 else f"{digits[:20]}... ({len(digits):,} digits)"
        raise InputError(file, path, f"{shown_digits} is past Dealt's limit for any number "
                         f"({most}; the README's Limits).", allowed=limit, line=line)


def _line_map(node, path, file, out, seen=None):
    """Record the line of every place in the document; refuse a key given twice in one mapping.

    A node reached again through an alias is not walked again (an alias may
    hold itself, or expand exponentially): its places fall back to the alias's line.
    """
    out[path] = node.start_mark.line + 1
    seen = set() if seen is None else seen
    if id(node) in seen:
        return out
    seen.add(id(node))
    if isinstance(node, yaml.ScalarNode):
        _scalar(node, path, file)
    elif isinstance(node, yaml.MappingNode):
        first = {}
        for key, value in node.value:
            if isinstance(key, yaml.ScalarNode) and key.value != "<<":
                if (key.tag, key.value) in first:
                    raise InputError(file, at(path, key.value), f"the key {shown(key.value)} is given twice in one "
                                     f"mapping (first on line {first[key.tag, key.value]}); YAML would silently "
                                     "keep only the last.", line=key.start_mark.line + 1)
                first[key.tag, key.value] = key.start_mark.line + 1
            sub = at(path, key.value) if isinstance(key, yaml.ScalarNode) else f"{path}[?]"
            _line_map(key, sub, file, out, seen)
            _line_map(value, sub, file, out, seen)
            out[sub] = key.start_mark.line + 1
    elif isinstance(node, yaml.SequenceNode):
        for i, value in enumerate(node.value):
            _line_map(value, at(path, i), file, out, seen)
    return out


def _count_values(root, file):
    """Refuse a document holding more than MAX_VALUES values once every alias is expanded (billion laughs)."""
    sizes, open_ = {}, set()

    def size(node):
        if id(node) in sizes:
            return sizes[id(node)]
        if id(node) in open_:
            raise InputError(file, "", "an alias (*name) refers to a list or mapping that holds it, so the value "
                             "never ends.", allowed="aliases to values defined before them, outside themselves",
                             line=node.start_mark.line + 1)
        open_.add(id(node))
        total = 1
        if isinstance(node, yaml.SequenceNode):
            total += sum(size(v) for v in node.value)
        elif isinstance(node, yaml.MappingNode):
            total += sum(size(k) + size(v) for k, v in node.value)
        open_.discard(id(node))
        if total > MAX_VALUES:
            raise InputError(file, "", f"the file holds more than {MAX_VALUES:,} values (lists, mappings and "
                             "scalars, each alias *name counted as what it repeats): past Dealt's limit (the "
                             "README's Limits).", allowed=f"at most {MAX_VALUES:,} values",
                             line=node.start_mark.line + 1)
        sizes[id(node)] = total
        return total

    size(root)


def _read_bytes(path, what, allowed):
    """The bytes of a regular file of at most MAX_FILE_BYTES; anything else raises InputError."""
    if str(path) == "":
        raise InputError("", "", f"no {what} given: the path is empty.", allowed=f"the path of a {what}")
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        raise InputError(path, "", f"no such file; the {what} must exist.") from None
    except OSError as exc:
        raise InputError(path, "", f"cannot be read ({exc.strerror or exc}).", allowed=allowed) from None
    if stat.S_ISDIR(mode):
        raise InputError(path, "", f"is a directory, not a {what}.", allowed=allowed)
    if not stat.S_ISREG(mode):
        raise InputError(path, "", f"is not a regular file (a device, a pipe or a socket), so it is not a {what}.",
                         allowed=allowed)
    try:
        with Path(path).open("rb") as f:
            raw = f.read(MAX_FILE_BYTES + 1)
    except IsADirectoryError:
        raise InputError(path, "", f"is a directory, not a {what}.", allowed=allowed) from None
    except OSError as exc:
        raise InputError(path, "", f"cannot be read ({exc.strerror or exc}).", allowed=allowed) from None
    if len(raw) > MAX_FILE_BYTES:
        raise InputError(path, "", f"is larger than {MAX_FILE_BYTES:,} bytes, the largest {what} Dealt reads "
                         "(the README's Limits).", allowed=f"{allowed}, at most {MAX_FILE_BYTES:,} bytes")
    return raw


def read_yaml(path, what="scenario file"):
    """(data, line map) of a YAML file; an unreadable, non-UTF-8, malformed or oversized file raises InputError.

    The line map takes a place such as ``board[2].health`` to its line (see :func:`line_in`).
    """
    allowed = f"a {what} in YAML, UTF-8 encoded"
    raw = _read_bytes(path, what, allowed)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(path, "", f"is not UTF-8 text: the byte 0x{raw[exc.start]:02x} at offset {exc.start} "
                         "cannot be decoded.", allowed=allowed, line=raw[:exc.start].count(b"\n") + 1) from None
    return parse_yaml(text, path, what)


def parse_yaml(text, path, what="scenario file"):
    """(data, line map) of YAML text read from `path` (a file, or a label such as ``<scenario text>``), checked
    as :func:`read_yaml` checks a file: at most MAX_FILE_BYTES, decimal numbers within the limits, no control
    characters, no alias bombs, no key given twice."""
    allowed = f"a {what} in YAML, UTF-8 encoded"
    if len(text) > MAX_FILE_BYTES and len(text.encode("utf-8")) > MAX_FILE_BYTES:
        raise InputError(path, "", f"is larger than {MAX_FILE_BYTES:,} bytes, the largest {what} Dealt reads "
                         "(the README's Limits).", allowed=f"{allowed}, at most {MAX_FILE_BYTES:,} bytes")
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None, {}
        _count_values(node, str(path))
        lines = _line_map(node, "", str(path), {})     # before constructing, which flattens merge keys (<<)
        return loader.construct_document(node), lines
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        problem = getattr(exc, "problem", None) or "it cannot be parsed"     # never the file's text
        if isinstance(exc, yaml.reader.ReaderError) and isinstance(exc.character, int):
            problem = f"unacceptable character #x{exc.character:04x}: {exc.reason}"
        if mark is not None:
            problem += f" (column {mark.column + 1})"
        context, context_mark = getattr(exc, "context", None), getattr(exc, "context_mark", None)
        if context and context_mark is not None and mark is not None and context_mark.line != mark.line:
            problem += f", {context} that starts on line {context_mark.line + 1}"
        line = mark.line + 1 if mark else None
        if line is None and isinstance(getattr(exc, "position", None), int):    # a character YAML refuses
            line = text.count("\n", 0, exc.position) + 1
        raise InputError(path, "", f"is not valid YAML: {problem}.", allowed=allowed, line=line) from None
    except RecursionError:
        raise InputError(path, "", f"is nested too deeply to be a {what}.", allowed=allowed) from None
    finally:
        loader.dispose()
