"""`dealt check`: card files and ruling files checked without running them, every problem at once.

A card file is checked as loading it checks (:mod:`dealt.kb.cards`), except that every unknown field,
keyword, mechanic and parameter is reported (with the closest allowed name), not only the first; a
Hearthstone card file is also checked against the card database: its name and id must be the
database's, and its `text` the named printing's text (markup and spacing normalised as the database's
text is, :func:`dealt.kb.hearthstone.carddb._plain_text`). A ruling file (a scenario with ``expect:``)
is checked for ``expect`` keys the ruling runner does not read (:mod:`dealt.testing.rulings`) and for
board ids it names that the scenario's board does not have.
"""
import difflib
import re
from pathlib import Path

from dealt.facts.errors import InputError, at
from dealt.facts.yaml_file import line_in, read_yaml
from dealt.kb import GAME_MODULES, PLANNED_GAMES, load_game
from dealt.kb.cards import CARD_FIELDS, load_card_file

#: what the board after shows of every thing in play besides the game's stats (kb/game.py)
BOARD_FIELDS = ("card", "kind", "controller", "destroyed", "keywords")
#: games whose board after shows exactly those fields (Magic's and Sentinels' show what each kind of
#: permanent or target has: life, loyalty, damage, ...)
STRICT_BOARD = ("hearthstone", "riftbound")


class CheckFailed(InputError):
    """Every problem `dealt check` found, one per line."""

    def __init__(self, problems, files):
        self.problems = problems
        super().__init__("", "", f"{len(problems)} problem(s) in {files} file(s)")

    def message(self):
        return f"{self.problem}:\n" + "\n".join(f"  {p.message()}" for p in self.problems)


def did_you_mean(name, allowed):
    """`` Did you mean 'x'?`` for the allowed name closest to `name`, else ""."""
    close = difflib.get_close_matches(str(name), [str(a) for a in allowed], n=1, cutoff=0.6)
    return f" Did you mean {close[0]!r}?" if close else ""


def bundled_card_dirs():
    """(game, folder) of every game's bundled card files, as installed."""
    return [(name, Path(load_game(name).cards_dir)) for name in GAME_MODULES]


def check(paths):
    """(problems, files checked) over `paths` (files or folders); no paths: every bundled card file."""
    problems, files = [], 0
    targets = [(p, None) for p in paths] if paths else [(d, g) for g, d in bundled_card_dirs()]
    for target, game in targets:
        target = Path(target)
        if not target.exists():
            problems.append(InputError(target, "", "no such file or folder."))
            continue
        for path in sorted(target.rglob("*.yaml")) if target.is_dir() else [target]:
            files += 1
            problems += sorted(check_file(path, game), key=lambda p: p.line or 0)
        if game and not problems:
            try:                          # what only the whole folder shows: two files for one card, aliases
                load_game(game).cards
            except InputError as exc:
                problems.append(exc)
    return problems, files


def check_file(path, game=None):
    """Every problem of one card file or ruling file (a scenario without ``expect:`` is not checked)."""
    try:
        data, lines = read_yaml(path, what="card or ruling file")
    except InputError as exc:
        return [exc]
    if isinstance(data, dict) and "expect" in data:
        return check_ruling_file(path, data, lines)
    if isinstance(data, dict) and ("board" in data or "action" in data):
        return []                     # a plain scenario: `dealt resolve` checks it
    return check_card_file(path, data, lines, game)


def _game_of(path, data, game):
    if game:
        return game
    if isinstance(data, dict) and data.get("game") in GAME_MODULES:
        return data["game"]
    return next((part for part in reversed(Path(path).resolve().parts) if part in GAME_MODULES), None)


def check_card_file(path, data, lines, game=None):
    """Every problem of one card file."""
    game = _game_of(path, data, game)
    if game is None:
        return [InputError(path, "", "cannot tell which game this card file is for: name it (game:) or put the "
                           "file in a folder named after its game.", allowed=", ".join(GAME_MODULES), line=1)]
    g = load_game(game)
    found = []

    def problem(where, text, allowed=None):
        found.append(InputError(path, where, text, allowed=allowed, line=line_in(lines, where)))

    if isinstance(data, dict):
        for key in data:
            if key not in CARD_FIELDS and key != "game":
                problem(str(key), f"{key!r} is not a card field.{did_you_mean(key, CARD_FIELDS)}",
                        allowed=", ".join(CARD_FIELDS))
        kws = data.get("keywords")
        for i, kw in enumerate(kws if isinstance(kws, list) else []):
            if not isinstance(kw, str) or kw not in g.keywords:
                problem(at("keywords", i), f"{kw!r} is not a keyword.{did_you_mean(kw, g.keywords)}",
                        allowed=", ".join(sorted(g.keywords)))
        mechanics = data.get("mechanics")
        for i, entry in enumerate(mechanics if isinstance(mechanics, list) else []):
            if isinstance(entry, dict) and isinstance(entry.get("mechanic"), str):
                _check_mechanic(g.registry, entry, at("mechanics", i), problem)
    reported = {p.where for p in found}
    try:
        load_card_file(path, g.registry, g.keywords, kinds=g.card_kinds, game=g.title)
    except InputError as exc:       # the loader stops at its first problem: one not reported above
        if exc.where != "game" and exc.where not in reported \
                and not any(exc.where.startswith(w + ".") for w in reported):
            found.append(exc)
    if game == "hearthstone" and isinstance(data, dict):
        found += _against_database(path, data, lines)
    return found


def _check_mechanic(registry, entry, where, problem):
    name = entry["mechanic"]
    names = [m.name for m in registry]
    if name not in registry:
        problem(at(where, "mechanic"), f"{name!r} is not a {registry.game} mechanic.{did_you_mean(name, names)}",
                allowed=", ".join(sorted(names)))
        return
    mechanic = registry[name]
    allowed = [p.name for p in mechanic.params]
    params = {k: v for k, v in entry.items() if k != "mechanic"}
    if registry.whens and "when" in params:         # a trigger condition (kb/<game>/triggers.py)
        try:
            registry.check_when(mechanic, params.pop("when"), "", at(where, "when"))
        except InputError as exc:
            problem(exc.where, exc.problem, exc.allowed)
    for key in params:
        if key not in allowed:
            problem(at(where, str(key)), f"mechanic {name} has no parameter {key!r}.{did_you_mean(key, allowed)}",
                    allowed=", ".join(allowed) or "no parameters")
    try:
        mechanic.check({k: v for k, v in params.items() if k in allowed}, "", where)
    except InputError as exc:
        problem(exc.where, exc.problem, exc.allowed)


def _against_database(path, data, lines):
    """A Hearthstone card file's name, id and text against the card database."""
    from dealt.kb.hearthstone.carddb import _plain_text, card_index
    index, found = card_index(), []

    def problem(where, text):
        found.append(InputError(path, where, text, line=line_in(lines, where)))

    name, card_id, text = data.get("name"), data.get("id"), data.get("text")
    printing = None
    if isinstance(card_id, str) and card_id:
        try:
            printing = index.lookup(card_id)
        except LookupError:
            pass
        if printing is None or printing.id != card_id:
            problem("id", f"no card of the Hearthstone database has the id {card_id!r}.")
            printing = None
        elif isinstance(name, str) and printing.name.lower() != name.strip().lower():
            problem("id", f"the id {card_id} is {printing.name!r} in the Hearthstone database, not {name!r}.")
            printing = None               # which printing the text should match is unknown
    if isinstance(name, str) and name.strip() and not index.printings(name):
        suggestions = index._suggest(name)
        problem("name", f"no card of the Hearthstone database is named {name!r}."
                + (f" Did you mean {suggestions[0]!r}?" if suggestions else ""))
    elif isinstance(name, str) and printing is None and not card_id:
        printing = index.lookup(name)
    if printing is not None and isinstance(text, str) and _plain_text(text) != printing.text:
        problem("text", f"the text {text!r} is not the text of {printing.name} ({printing.id}) in the Hearthstone "
                        f"database: {printing.text!r}.")
    return found


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _strings(k)
            yield from _strings(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _strings(v)


def _ids_named(scenario):
    """The board ids, then what else an expectation may name: the players, the played card (a minion
    joins the board by its slug), whatever the action names (Magic: a player attacked), and the slug
    of each card the scenario's cards' mechanics name (tokens they summon: ``imp``, ``imp_2``...)."""
    from dealt.facts.scenario import slug
    ids = [e["id"] for e in scenario.board]
    cards = load_game(scenario.game).cards
    named = [e.get("card") for e in scenario.board] + [scenario.action.get("card")]
    extra = {e["controller"] for e in scenario.board} | {scenario.active_player} | set(scenario.players or ())
    extra |= set(_strings(scenario.action))
    for name in filter(None, named):
        extra.add(slug(name))
        card = cards.get(name.lower()) if isinstance(name, str) else None
        if card is None and isinstance(name, str) and scenario.game == "hearthstone":
            card = _derived(name)
        mechanics = list(card.mechanics if card else ())
        for option in (o for _, params in mechanics for o in params.get("options", ())):
            chosen = _derived(option)             # a Choose One card's options (their tokens)
            mechanics += list(chosen.mechanics if chosen else ())
        for _, params in mechanics:
            extra |= {slug(v) for v in _strings(params)} | {slug(n) for n in _card_names(scenario.game, params)}
    # the cards a scenario's random picks name (the random minion "Summon a random 6-Cost minion." summons)
    extra |= {slug(str(pick)) for pick in (scenario.choices or {}).get("picks") or ()}
    return ids + sorted(extra - set(ids), key=str)


def _derived(name):
    """The model a Hearthstone card with no card file has from its text (its tokens are named by id), or None."""
    from dealt.kb.hearthstone.carddb import UnknownCard, card_index
    from dealt.kb.hearthstone.printings import derived_card
    try:
        return derived_card(card_index().lookup(name))
    except UnknownCard:
        return None


def _card_names(game, params):
    """The names of the Hearthstone cards a mechanic's card parameters name by id (a derived summon names its
    token by id, kb/hearthstone/board.py CARD_PARAMS), so the token's slug is a board id an expectation may name."""
    if game != "hearthstone":
        return []
    from dealt.kb.hearthstone.board import CARD_PARAMS
    from dealt.kb.hearthstone.carddb import UnknownCard, card_index
    names = []
    for key in CARD_PARAMS:
        value = params.get(key)
        for card_id in (value if isinstance(value, tuple) else (value,) if isinstance(value, str) and value else ()):
            try:
                names.append(card_index().lookup(card_id).name)
            except UnknownCard:
                pass
    return names


def _check_libraries(path, scenario):
    """Every problem of the card files in a ruling's ``cards:`` libraries; when they have none, the first
    problem of its inline cards and effects as resolving it would report it (:func:`dealt.kb.libraries.card_table`)."""
    from dealt.kb.libraries import card_table
    found = []
    for entry in scenario.cards:
        folder = Path(path).parent / entry if isinstance(entry, str) else None
        if folder is not None and folder.is_dir():
            for card in sorted(folder.rglob("*.yaml")):
                data, lines = read_yaml(card, what="card file")
                if not (isinstance(data, dict) and ("board" in data or "action" in data)):
                    found += sorted(check_card_file(card, data, lines), key=lambda p: p.line or 0)
    if not found:
        try:
            card_table(load_game(scenario.game), scenario, environment={})
        except InputError as exc:
            found.append(exc)
    return found


def check_ruling_file(path, data, lines):
    """Every problem of one ruling file's ``expect``."""
    from dealt.testing.rulings import EVENT_FIELDS, EVENT_RULES, EXPECT_KEYS
    found = []

    def problem(where, text, allowed=None):
        found.append(InputError(path, where, text, allowed=allowed, line=line_in(lines, where)))

    expect = data.get("expect")
    if not isinstance(expect, dict):
        problem("expect", "expect must be a mapping.", allowed=", ".join(EXPECT_KEYS))
        return found
    for key in expect:
        if key not in EXPECT_KEYS:
            problem(at("expect", str(key)), f"{key!r} is not an expect key.{did_you_mean(key, EXPECT_KEYS)}",
                    allowed=", ".join(EXPECT_KEYS))
    if "error" in expect:
        return found                      # a refused scenario: its board need not hold together
    from dealt.facts.scenario import load_scenario
    try:
        scenario = load_scenario(path, tuple(GAME_MODULES), PLANNED_GAMES)
    except InputError as exc:
        return found + [exc]
    try:
        load_game(scenario.game).rules_of(scenario)        # `rules:` names a rule set of its game
    except InputError as exc:
        found.append(exc)
    found += _check_libraries(path, scenario)
    known = _ids_named(scenario)
    _check_expected(problem, scenario, known, expect, "expect")
    why = expect.get("why")
    if why is not None and not (isinstance(why, dict) and all(
            isinstance(v, list) and v and all(isinstance(x, str) for x in v) for v in why.values())):
        problem(at("expect", "why"), "expect.why must map each subject to a list of phrases its `dealt why` says, "
                "in order.", allowed="{SUBJECT: [phrase, ...]}")
    actions = expect.get("actions")
    if actions is not None and not isinstance(actions, list):
        problem(at("expect", "actions"), "expect.actions must be a list, one entry per action in order.")
    per_action = ("events", "board", "players", "fired", "fired_in_order", "not_fired")
    for i, entry in enumerate(actions if isinstance(actions, list) else []):
        where = at(at("expect", "actions"), i)
        if not isinstance(entry, dict):
            problem(where, "each entry of expect.actions must be a mapping.", allowed=", ".join(per_action))
            continue
        for key in entry:
            if key not in per_action:
                problem(at(where, str(key)), f"{key!r} is not checked per action.{did_you_mean(key, per_action)}",
                        allowed=", ".join(per_action))
        _check_expected(problem, scenario, known, entry, where)
    return found


def _check_expected(problem, scenario, known, expect, place):
    """The problems of an expectation's events and board (the whole scenario's, or one action's at `place`)."""
    from dealt.testing.rulings import EVENT_FIELDS, EVENT_RULES
    event_keys = EVENT_FIELDS + EVENT_RULES
    events = expect.get("events")
    for i, event in enumerate(events if isinstance(events, list) else []):
        where = at(at(place, "events"), i)
        if not isinstance(event, dict):
            continue
        for key in event:
            if key not in event_keys:
                problem(at(where, str(key)), f"{key!r} is not a field of an expected event."
                        f"{did_you_mean(key, event_keys)}", allowed=", ".join(event_keys))
        target = event.get("target")
        if isinstance(target, str) and target not in known:
            problem(at(where, "target"), f"the target {target!r} is not on the board.{did_you_mean(target, known)}",
                    allowed=", ".join(known))
    board = expect.get("board")
    for entity_id in (board if isinstance(board, dict) else ()):
        if entity_id not in known and re.sub(r"_\d+$", "", str(entity_id)) not in known[len(scenario.board):]:
            problem(at(at(place, "board"), str(entity_id)), f"{entity_id!r} is not a board id of this scenario."
                    f"{did_you_mean(entity_id, known)}", allowed=", ".join(known))
        fields = board[entity_id]
        if scenario.game in STRICT_BOARD and isinstance(fields, dict):
            allowed = tuple(load_game(scenario.game).stats) + BOARD_FIELDS
            for key in fields:
                if key not in allowed:
                    problem(at(at(at(place, "board"), str(entity_id)), str(key)), f"{key!r} is not a field of "
                            f"the board after.{did_you_mean(key, allowed)}", allowed=", ".join(allowed))
