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
thing the card is on the board. Every file is validated on load: a wrong
field names the file, the field and what is allowed.
"""
from dataclasses import dataclass
from pathlib import Path

import yaml

from dealt.facts.errors import InputError, at

SCHEMA_VERSION = 1
CARD_FIELDS = ("schema", "name", "id", "text", "kind", "keywords", "mechanics")
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


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


def load_card_file(path, registry, keywords):
    """Read and validate one card file against `registry` and the allowed `keywords`."""
    try:
        data = yaml.load(Path(path).read_text(encoding="utf-8"), Loader=_Loader)
    except OSError as exc:
        raise InputError(path, "", f"cannot read the card file ({exc.strerror}).")
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise InputError(path, "", f"is not valid YAML: {getattr(exc, 'problem', exc)}.",
                         line=mark.line + 1 if mark else None)
    if not isinstance(data, dict):
        raise InputError(path, "", "a card file must be a mapping with at least name and mechanics.")
    unknown = sorted(set(data) - set(CARD_FIELDS))
    if unknown:
        raise InputError(path, unknown[0], f"{unknown[0]!r} is not a card field.",
                         allowed=", ".join(CARD_FIELDS))
    if data.get("schema") != SCHEMA_VERSION:
        raise InputError(path, "schema", f"schema must be {SCHEMA_VERSION}, not {data.get('schema')!r}.")
    for required in ("name", "text"):
        if not isinstance(data.get(required), str):
            raise InputError(path, required, f"{required} is required and must be text.")
    kws = data.get("keywords") or []
    if not isinstance(kws, list):
        raise InputError(path, "keywords", "keywords must be a list.")
    for i, kw in enumerate(kws):
        if kw not in keywords:
            raise InputError(path, at("keywords", i), f"{kw!r} is not a keyword.",
                             allowed=", ".join(sorted(keywords)))
    raw = data.get("mechanics") or []
    if not isinstance(raw, list):
        raise InputError(path, "mechanics", "mechanics must be a list of {mechanic: NAME, ...}.")
    mechanics = []
    for i, entry in enumerate(raw):
        where = at("mechanics", i)
        if not isinstance(entry, dict) or "mechanic" not in entry:
            raise InputError(path, where, "each entry needs `mechanic: NAME` and its parameters.")
        params = dict(entry)
        name = params.pop("mechanic")
        mechanic = registry.lookup(name, path, at(where, "mechanic"))
        mechanics.append((mechanic.name, mechanic.check(params, path, where)))
    return CardDef(name=data["name"], text=data["text"], mechanics=tuple(mechanics),
                   keywords=tuple(kws), kind=data.get("kind") or "", id=data.get("id") or "",
                   file=str(path))


def load_cards(directory, registry, keywords):
    """Every card file in `directory`, by lower-case name; refuses two files for one card."""
    cards = {}
    for path in sorted(Path(directory).glob("*.yaml")):
        card = load_card_file(path, registry, keywords)
        key = card.name.lower()
        if key in cards:
            raise InputError(path, "name", f"{card.name!r} is already defined in {cards[key].file}.")
        cards[key] = card
    return cards
