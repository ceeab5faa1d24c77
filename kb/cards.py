"""Card data: one small YAML file per card, naming mechanics from the game's registry.

A card file::

    schema: 1
    name: Frothing Berserker
    text: Whenever a minion takes damage, gain +1 Attack.
    mechanics:
      - mechanic: gain_attack_on_damage
        scope: any_minion
        amount: 1

`text` is the printed text, verbatim; `keywords` lists keywords the card has
in play (``divine_shield``, ``stealth``...); `kind` overrides the kind of
thing the card is on the board (one of the game's card kinds); `aliases` are
former names the card is still known by, each the name of no other card.
Every file is validated on load: a wrong field names the file, the field and
what is allowed.
"""
import sys
from dataclasses import dataclass
from pathlib import Path

from dealt.facts.errors import InputError, at
from dealt.facts.scenario import line_in, read_yaml

SCHEMA_VERSION = 1
CARD_FIELDS = ("schema", "name", "id", "text", "kind", "keywords", "mechanics", "aliases", "game", "colors")


@dataclass(frozen=True)
class CardDef:
    """What the knowledge base knows of one card."""

    name: str
    text: str
    mechanics: tuple          # ((mechanic name, {param: value}), ...)
    keywords: tuple = ()
    kind: str = ""
    id: str = ""
    file: str = ""
    aliases: tuple = ()      # former names the card is still known by (Mistress of Pain)
    #: the clauses of the card's text its mechanics were read from, when it has no card file and its
    #: model is derived from its text (Hearthstone, kb/hearthstone/grammar/); () for a card file
    derived_from: tuple = ()
    #: the card's colours (Magic, 105.1), as its file lists them
    colors: tuple = ()


def _aliases(data, error):
    aliases = data.get("aliases") or []
    if not isinstance(aliases, list) or not all(isinstance(a, str) and a.strip() for a in aliases):
        raise error("aliases", "aliases must be a list of former card names.")
    return tuple(aliases)


def _colors(data, error):
    colors = data.get("colors") or []
    if not isinstance(colors, list) or not all(isinstance(c, str) and c.strip() for c in colors):
        raise error("colors", "colors must be a list of the card's colours.")
    return tuple(colors)


def load_card_file(path, registry, keywords, kinds=(), game="this game"):
    """Read and validate one card file against `registry`, the allowed `keywords` and `kinds`
    (any kind when empty) of `game`'s cards."""
    return _read_card(path, registry, keywords, kinds, game)[0]


def _read_card(path, registry, keywords, kinds, game):
    """(CardDef, line map) of one card file (see :func:`load_card_file`)."""
    data, lines = read_yaml(path, what="card file")
    return card_from_data(data, lines, path, registry, keywords, kinds, game), lines


def card_from_data(data, lines, path, registry, keywords, kinds=(), game="this game", prefix=""):
    """The CardDef of one card's fields (a card file's, or one inline in a scenario at `prefix`), validated
    as a card file is: a wrong field names the file, the place, its line and what is allowed."""
    def error(where, problem, allowed=None):
        where = at(prefix, where) if prefix and where else where or prefix
        return InputError(path, where, problem, allowed=allowed, line=line_in(lines, where))

    if not isinstance(data, dict):
        raise InputError(path, prefix, "a card file must be a mapping with schema, name, text and mechanics"
                         + (" (the file is empty)." if data is None else f", not {data!r}."),
                         allowed=", ".join(CARD_FIELDS), line=line_in(lines, prefix) if prefix else 1)
    unknown = sorted((k for k in data if k not in CARD_FIELDS), key=str)
    if unknown:
        raise error(str(unknown[0]), f"{unknown[0]!r} is not a card field.", allowed=", ".join(CARD_FIELDS))
    schema = data.get("schema")
    if isinstance(schema, bool) or schema != SCHEMA_VERSION:
        raise error("schema", f"schema must be {SCHEMA_VERSION}, not {schema!r}"
                    + (" (the field is missing)." if "schema" not in data else "."),
                    allowed=f"schema: {SCHEMA_VERSION}")
    for required in ("name", "text"):
        if not isinstance(data.get(required), str) or (required == "name" and not data["name"].strip()):
            raise error(required, f"{required} is required and must be text, not {data.get(required)!r}"
                        + (" (the field is missing)." if required not in data else "."))
    for optional in ("id", "kind"):
        if data.get(optional) is not None and not isinstance(data[optional], str):
            raise error(optional, f"{optional} must be text, not {data[optional]!r}.")
    if kinds and data.get("kind") is not None and data["kind"] not in kinds:
        raise error("kind", f"{data['kind']!r} is not a kind of {game} card.", allowed=", ".join(kinds))
    kws = data.get("keywords") or []
    if not isinstance(kws, list):
        raise error("keywords", f"keywords must be a list, not {kws!r}.", allowed=", ".join(sorted(keywords)))
    for i, kw in enumerate(kws):
        if not isinstance(kw, str) or kw not in keywords:
            raise error(at("keywords", i), f"{kw!r} is not a keyword.", allowed=", ".join(sorted(keywords)))
    raw = data.get("mechanics") or []
    if not isinstance(raw, list):
        raise error("mechanics", "mechanics must be a list of {mechanic: NAME, ...}.",
                    allowed=", ".join(sorted(m.name for m in registry)))
    mechanics, first = [], {}
    for i, entry in enumerate(raw):
        where = at("mechanics", i)
        if not isinstance(entry, dict) or "mechanic" not in entry:
            raise error(where, "each entry needs `mechanic: NAME` and its parameters.",
                        allowed=", ".join(sorted(m.name for m in registry)))
        params = dict(entry)
        name = params.pop("mechanic")
        when = params.pop("when", None) if registry.whens else None
        if not isinstance(name, str):
            raise error(at(where, "mechanic"), f"a mechanic is named by text, not {name!r}.",
                        allowed=", ".join(sorted(m.name for m in registry)))
        key = (name, when)
        if key in first:
            raise error(at(where, "mechanic"), f"mechanic {name} is already listed at {first[key]}"
                        + (f" with when {when}" if when else "") + "; a card names each mechanic once"
                        + (" for each `when`." if registry.whens else "."))
        first[key] = where
        try:
            mechanic = registry.lookup(name, path, at(where, "mechanic"))
            checked = mechanic.check(params, path, where)
            if when is not None:
                checked["when"] = registry.check_when(mechanic, when, path, at(where, "when"))
            mechanics.append((mechanic.name, checked))
        except InputError as exc:           # the registry's message, with the line it is on
            raise error(exc.where, exc.problem, exc.allowed) from None
    return CardDef(name=data["name"], text=data["text"], mechanics=tuple(mechanics),
                   keywords=tuple(kws), kind=data.get("kind") or "", id=data.get("id") or "",
                   aliases=_aliases(data, error), colors=_colors(data, error),
                   file=str(path))


def load_cards(directory, registry, keywords, kinds=(), game="this game", unusable=None):
    """Every card file in `directory`, by lower-case name, checked as :func:`load_card_file` does.

    Refuses two files for one card, and a former name (`aliases`) that is a card's name or another
    card's former name, naming both files. `unusable(card)` says why no scenario could use a card
    file ("" when one can): such a file is loaded, with that warning in one line on stderr.
    """
    cards, lines = {}, {}
    for path in sorted(Path(directory).glob("*.yaml")):
        card, lines[str(path)] = _read_card(path, registry, keywords, kinds, game)
        key = card.name.lower()
        if key in cards:
            raise InputError(path, "name", f"{card.name!r} is already defined in {cards[key].file}.",
                             line=line_in(lines[str(path)], "name"))
        cards[key] = card
    _refuse_aliases_that_are_names(cards, lines)
    for card in cards.values():
        if unusable is not None and (why := unusable(card)):
            print(f"dealt: warning: {card.file}: {why}", file=sys.stderr)
    return cards


def _refuse_aliases_that_are_names(cards, lines):
    """A former name must name one card only: not a card's name (its own or another's), nor another
    card's former name (of two files giving one former name, the later by file name is blamed)."""
    given = {}
    for card in sorted(cards.values(), key=lambda c: c.file):
        for i, alias in enumerate(card.aliases):
            key, where = alias.lower(), at("aliases", i)
            named, earlier = cards.get(key), given.get(key)
            if named is card:
                problem = f"{alias!r} is this card's own name; a former name is one it no longer has."
            elif named is not None:
                problem = (f"{alias!r} is the name of the card in {named.file}; a former name cannot be "
                           "another card's name.")
            elif earlier is not None and earlier is not card:
                problem = (f"{alias!r} is already a former name of the card in {earlier.file}; a former "
                           "name names one card.")
            else:
                given[key] = card
                continue
            raise InputError(card.file, where, problem, line=line_in(lines[card.file], where))
