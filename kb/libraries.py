"""Card libraries: the card table one scenario is resolved with (the bundled cards, overlaid).

A library is a folder of card files in the format of ``kb/<game>/cards/``: a file is this game's when it
sits in a ``<game>/`` subfolder, or names the game (``game: riftbound``). A scenario uses libraries from,
in this order, its own ``cards:`` list (folders relative to the scenario file, or card definitions
inline), ``--cards DIR`` on the command line, and ``DEALT_CARDS`` (an ``os.pathsep`` list); then the
bundled cards. A library card named like a bundled one replaces it for that run only (and every output
says so); two libraries defining one card is an error naming both. The game's own table is never
changed: the overlay is handed to the board builder as :class:`GameWithCards`.
"""
import os
from pathlib import Path

from dealt.facts.errors import InputError, at
from dealt.facts.yaml_file import line_in, read_yaml
from dealt.kb.cards import card_from_data

#: the environment variable listing card libraries (an os.pathsep list of folders)
LIBRARY_VARIABLE = "DEALT_CARDS"
BUNDLED = "bundled"
#: where a card came from when no card file models it and its model is read from its text (Hearthstone)
DERIVED = "derived from its text"


class GameWithCards:
    """A game seen through one scenario's card table: `cards` is the overlay, all else the game's own."""

    def __init__(self, game, cards, inline_effects=None):
        self._game = game
        self.cards = cards
        #: the board's inline effects (no card, their own text and mechanics), by lower-case text
        self.inline_effects = inline_effects or {}

    def __getattr__(self, name):
        return getattr(self._game, name)


def _shown_path(path):
    """A library file as outputs name it: relative to the working folder when under it (``./x/y.yaml``)."""
    path = Path(path)
    try:
        return "./" + path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return str(path)


def _library_files(game, folder, scenario, where):
    """(path, data, lines) of every card file of `game` in the library `folder`."""
    if not folder.is_dir():
        raise InputError(scenario.file, where, f"the card library {str(folder)!r} is not a folder.",
                         allowed="a folder of card files (one per card), or a card's fields inline",
                         line=scenario.line_of(where) if where.startswith("cards") else None)
    found = []
    for path in sorted(folder.glob("*.yaml")) + sorted((folder / game.name).glob("*.yaml")):
        data, lines = read_yaml(path, what="card file")
        named = data.get("game") if isinstance(data, dict) else None
        in_subfolder = path.parent.name == game.name and path.parent != folder
        if named is None and not in_subfolder:
            raise InputError(path, "", "a library card file names its game (game: GAME) or sits in a "
                             "<game>/ subfolder of the library.", allowed="game: hearthstone, riftbound, mtg "
                             "or sentinels", line=1)
        if (named or game.name) == game.name:
            found.append((path, data, lines))
    return found


def card_table(game, scenario, libraries=(), environment=None):
    """(card table, sources, inline effects) for `scenario`: the game's cards overlaid with the libraries'
    and the board's inline effects, or (None, {}, {}) when the scenario uses none. `sources` maps each
    library or inline card's key to where it came from."""
    environment = os.environ if environment is None else environment
    entries = [(at("cards", i), item) for i, item in enumerate(scenario.cards)]
    entries += [("--cards", d) for d in libraries]
    entries += [(LIBRARY_VARIABLE, d) for d in environment.get(LIBRARY_VARIABLE, "").split(os.pathsep) if d]
    effects = [e for e in scenario.board if "mechanics" in e or "text" in e]
    if not entries and not effects:
        return None, {}, {}
    base = Path(scenario.file).parent
    args = (game.registry, game.keywords, game.card_kinds, game.title)
    table, sources, inline = dict(game.cards), {}, {}
    for where, item in entries:
        if isinstance(item, dict):
            if item.get("game", game.name) != game.name:
                raise scenario.error(at(where, "game"), f"this card is a {item['game']!r} card; this scenario is "
                                     f"{game.name}, and one scenario is one game.", allowed=f"game: {game.name}")
            defined = [(card_from_data(item, scenario.lines, scenario.file, *args, prefix=where),
                        f"inline in {_shown_path(scenario.file)} ({where})", scenario.file, where, scenario.lines)]
        elif isinstance(item, str) and item.strip():
            folder = Path(os.path.normpath(base / item if where.startswith("cards") else Path(item)))
            defined = [(card_from_data(data, lines, path, *args), _shown_path(path), str(path), "name", lines)
                       for path, data, lines in _library_files(game, folder, scenario, where)]
        else:
            raise scenario.error(where, "each entry of cards is a library folder (relative to this file) or a "
                                 "card's fields inline (schema, name, text, mechanics).")
        for card, shown, file, place, lines in defined:
            key = card.name.lower()
            if key in sources:
                raise InputError(file, place, f"{card.name!r} is already defined by {sources[key]['from']}; "
                                 "two card libraries cannot both define one card.",
                                 line=line_in(lines, place))
            sources[key] = {"card": card.name, "from": shown, "replaces_bundled": key in game.cards}
            table[key] = card
    for entry in effects:
        card = _inline_effect(game, scenario, entry, args)
        key = card.name.lower()
        if key in inline:                       # one text, one effect: the same mechanics, or refused
            if (inline[key].mechanics, inline[key].kind) != (card.mechanics, card.kind):
                raise scenario.error(at(entry["_where"], "text"), f"another inline effect on this board has the "
                                     f"text {card.name!r} with other mechanics; give each effect its own text.")
            continue
        if key in table and key not in sources:
            raise scenario.error(at(entry["_where"], "text"), f"{card.name!r} is the name of a card; an inline "
                                 "effect's text must not be a card's name.")
        sources[key] = {"card": card.name, "from": f"inline in {_shown_path(scenario.file)} ({entry['_where']})",
                        "replaces_bundled": False}
        table[key] = card
        inline[key] = card
    return table, sources, inline


def _inline_effect(game, scenario, entry, args):
    """The CardDef of a board entry's own `text` and `mechanics` (an effect with no card), validated as a
    card file's mechanics are; the entry then names it by its text."""
    where = entry["_where"]
    if "card" in entry:
        raise scenario.error(at(where, "card"), "an entry with its own text and mechanics is an effect with no "
                             "card; leave card out (or put the card in a library).")
    for field in ("text", "mechanics"):
        if field not in entry:
            raise scenario.error(where, f"an inline effect needs both text and mechanics; {field} is missing.",
                                 allowed="text: WHAT IT DOES, mechanics: [{mechanic: NAME, ...}]")
    data = {"schema": 1, "name": entry["text"], "text": entry["text"], "mechanics": entry["mechanics"]}
    if "kind" in entry:
        data["kind"] = entry["kind"]
    card = card_from_data(data, scenario.lines, scenario.file, *args, prefix=where)
    for field in ("text", "mechanics"):
        del entry[field]
    entry["card"] = card.name
    return card


def source_line(source):
    """What every output says of where a card came from ("Fireball: from ./house-rules/fireball.yaml,
    replacing the bundled card")."""
    where = source["from"]
    said = f"{source['card']}: " + (where if where in (BUNDLED, DERIVED) or where.startswith("inline") else f"from {where}")
    return said + (", replacing the bundled card" if source.get("replaces_bundled") else "")


def sources_in_play(game, scenario, table, sources, derived=None):
    """Where each modelled card the scenario names came from: [{card, from, replaces_bundled}]; `derived` (lower-case
    name -> name) are the cards no card file models whose model is derived from their text."""
    derived = derived or {}
    names = [e["card"] for e in scenario.board if isinstance(e.get("card"), str)]
    if isinstance(scenario.action.get("card"), str):
        names.append(scenario.action["card"])
    said, out = set(), []
    for name in names:
        key = name.strip().lower()
        if key in said or (key not in table and key not in derived):
            continue
        said.add(key)
        if key not in table:
            out.append({"card": derived[key], "from": DERIVED, "replaces_bundled": False})
            continue
        out.append(sources.get(key) or {"card": table[key].name, "from": BUNDLED, "replaces_bundled": False})
    return out
