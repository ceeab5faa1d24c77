"""A rule's docstring as a ruling: its sentence filled in with the amounts, and its citation."""
from functools import lru_cache


class _Lenient(dict):
    def __missing__(self, key):
        return "{" + key + "}"


@lru_cache(maxsize=None)
def sentence_and_source(doc):
    """(ruling sentence template, citation) from a rule's docstring."""
    paragraphs = [p.strip() for p in (doc or "").strip().split("\n\n")]
    sentence = " ".join(paragraphs[0].split()) if paragraphs else ""
    source = ""
    for p in paragraphs[1:]:
        if p.startswith("Source:"):
            source = " ".join(p[len("Source:"):].split())
            break
    return sentence, source


def fill(template, values):
    """Fill a ruling template; a placeholder with no value is left as it is."""
    return template.format_map(_Lenient(values))


#: a ruling told for one event of many names at most this many of a list it holds (output grows with the board)
LIST_SHOWN = 12


def brief(values, seq):
    """`values` with each long list of ids (``"heroB, m0, m1, ..."``) cut to its first LIST_SHOWN and a
    reference to the firing (`seq`) whose whole ruling lists them all; None when nothing was long."""
    out, cut = dict(values), False
    for key, value in values.items():
        items = value.split(", ") if isinstance(value, str) else []
        if len(items) > LIST_SHOWN and not any(" " in item for item in items):
            out[key] = f"{', '.join(items[:LIST_SHOWN])} and {len(items) - LIST_SHOWN} more (ruling {seq} names all {len(items)})"
            cut = True
    return out if cut else None
