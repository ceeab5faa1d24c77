"""A scenario given as Python data (``dealt.resolve({...})``), checked as a YAML file's values are checked.

A file's reader (:mod:`dealt.facts.yaml_file`) refuses control characters in text, numbers past the limits and
documents of more than MAX_VALUES values; a mapping built in Python gets the same refusals, with its place
(``board[2].health``) and no line, and may hold only what YAML would give: mappings, lists (or tuples), text,
whole numbers, decimals, true/false and null. What is read is a copy: changing the dict afterwards changes
nothing already resolved.
"""
from dealt.facts.errors import InputError, at, shown
from dealt.facts.limits import MAX_VALUES
from dealt.facts.yaml_file import refuse_control_characters, refuse_number_past_limit

#: what a scenario given as a dict is called in an error (there is no file)
DICT_LABEL = "<scenario dict>"
_SCALARS = (str, int, float, bool, type(None))
_ALLOWED = "mappings, lists, text, whole numbers, decimals, True/False and None (what a YAML file holds)"


def plain_data(data, label=DICT_LABEL):
    """A checked copy of `data`: InputError at the first place holding what a scenario file could not."""
    count = [0]
    return _copy(data, "", label, count, set())


def _copy(value, path, label, count, open_):
    count[0] += 1
    if count[0] > MAX_VALUES:
        raise InputError(label, path, f"the scenario holds more than {MAX_VALUES:,} values (lists, mappings and "
                         "scalars): past Dealt's limit (the README's Limits).", allowed=f"at most {MAX_VALUES:,} values")
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int):
        refuse_number_past_limit(str(value), path, label)
        return int(value)
    if isinstance(value, float):           # as YAML's 1.5, .inf, .nan: the field that reads it says what it takes
        return float(value)
    if isinstance(value, str):
        refuse_control_characters(value, path, label)
        return str(value)
    if isinstance(value, (dict, list, tuple)):
        if id(value) in open_:
            raise InputError(label, path, "this list or mapping holds itself, so the value never ends.",
                             allowed="a tree of values (the same value may appear twice, not inside itself)")
        open_.add(id(value))
        try:
            if isinstance(value, dict):
                out = {}
                for key, item in value.items():
                    if not isinstance(key, _SCALARS):
                        raise InputError(label, f"{path}[?]", f"a key must be text, not {shown(key)}.",
                                         allowed="text keys, as a YAML file has them")
                    if isinstance(key, str):
                        refuse_control_characters(key, at(path, key), label)
                    out[key] = _copy(item, at(path, key), label, count, open_)
                return out
            return [_copy(item, at(path, i), label, count, open_) for i, item in enumerate(value)]
        finally:
            open_.discard(id(value))
    raise InputError(label, path, f"{shown(value)} ({type(value).__name__}) is not a value a scenario holds.",
                     allowed=_ALLOWED)
