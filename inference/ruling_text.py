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
