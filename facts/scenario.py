"""Reading a scenario file: YAML in, a validated :class:`Scenario` out, or an :class:`InputError`.

The checks here are the ones every game shares (structure, ids, numbers,
targets); each game adds its own (cards, fields) in its knowledge base.
Nothing is declared to an engine until the whole file has passed.
"""
import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from dealt.facts.errors import InputError, at

TOP_LEVEL = ("game", "description", "active_player", "seed", "players", "board", "action", "choices", "expect")
ACTION_FORMS = ("card", "deal", "fatigue")
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@dataclass
class Scenario:
    """A board state and the action that deals damage, as the file gave them."""

    file: str
    game: str
    active_player: str
    board: list
    action: dict
    players: dict = field(default_factory=dict)
    choices: dict = field(default_factory=dict)
    seed: int = 0
    description: str = ""
    expect: dict = field(default_factory=dict)
    lines: dict = field(default_factory=dict, repr=False)

    def error(self, where, problem, allowed=None):
        """An InputError about this file at `where`, with the line it is on."""
        return InputError(self.file, where, problem, allowed=allowed, line=self.line_of(where))

    def line_of(self, where):
        while where:
            if where in self.lines:
                return self.lines[where]
            where = re.sub(r"(\.[^.\[\]]+|\[\d+\])$", "", where)
        return None

    def entity(self, entity_id):
        return next((e for e in self.board if e["id"] == entity_id), None)


def slug(name):
    """The default id of a card on the board: ``Frothing Berserker`` -> ``frothing_berserker``."""
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def _line_map(node, path="", out=None):
    out = {} if out is None else out
    out[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            sub = at(path, key.value)
            out[sub] = key.start_mark.line + 1
            _line_map(value, sub, out)
            out[sub] = key.start_mark.line + 1
    elif isinstance(node, yaml.SequenceNode):
        for i, value in enumerate(node.value):
            _line_map(value, at(path, i), out)
    return out


def read_yaml(path):
    """(data, line map) of a YAML file; unreadable or malformed files raise InputError."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError(path, "", "no such file.")
    except IsADirectoryError:
        raise InputError(path, "", "is a directory, not a scenario file.")
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(path, "", f"cannot be read ({getattr(exc, 'strerror', None) or exc}).")
    try:
        node = yaml.compose(text, Loader=_Loader)
        data = yaml.load(text, Loader=_Loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc)
        raise InputError(path, "", f"is not valid YAML: {problem}.", line=mark.line + 1 if mark else None)
    return data, (_line_map(node) if node is not None else {})


def _whole(scenario, where, value, minimum=0):
    if isinstance(value, bool) or not isinstance(value, int):
        raise scenario.error(where, f"must be a whole number, not {value!r}.")
    if value < minimum:
        raise scenario.error(where, f"must be {minimum} or more, not {value}.")
    return value


def load_scenario(path, games, planned=()):
    """Read `path`, check what every game shares, and return the Scenario (not yet game-checked)."""
    data, lines = read_yaml(path)
    if not isinstance(data, dict):
        raise InputError(path, "", "a scenario must be a mapping with game, board and action.", line=1)
    scenario = Scenario(file=str(path), game="", active_player="", board=[], action={}, lines=lines)
    for key in data:
        if key not in TOP_LEVEL:
            raise scenario.error(str(key), f"{key!r} is not a scenario field.", allowed=", ".join(TOP_LEVEL))
    for required in ("game", "board", "action"):
        if required not in data:
            raise scenario.error("", f"the required field {required!r} is missing.")
    game = data["game"]
    if game not in games:
        if game in planned:
            raise scenario.error("game", f"{game!r} is not in the knowledge base yet.",
                                 allowed=", ".join(games))
        raise scenario.error("game", f"{game!r} is not a game Dealt knows.",
                             allowed=", ".join(tuple(games) + tuple(planned)))
    scenario.game = game
    scenario.description = str(data.get("description") or "")
    scenario.expect = data.get("expect") or {}
    scenario.seed = _whole(scenario, "seed", data.get("seed", 0))
    if not isinstance(data["board"], list) or not data["board"]:
        raise scenario.error("board", "board must be a non-empty list of entities, oldest first.")
    scenario.board = [_board_entry(scenario, i, raw) for i, raw in enumerate(data["board"])]
    _check_ids(scenario)
    scenario.active_player = str(data.get("active_player") or "")
    if not scenario.active_player:
        raise scenario.error("active_player", "the required field 'active_player' is missing.")
    scenario.players = _players(scenario, data.get("players") or {})
    choices = data.get("choices") or {}
    if not isinstance(choices, dict):
        raise scenario.error("choices", "choices must be a mapping.")
    scenario.choices = choices
    scenario.action = _action(scenario, data["action"])
    return scenario


def _board_entry(scenario, i, raw):
    where = at("board", i)
    if not isinstance(raw, dict):
        raise scenario.error(where, "each board entry must be a mapping (id, card, controller, ...).")
    entry = dict(raw)
    entry["_where"] = where
    entry["_order"] = i + 1
    if "card" in entry and not isinstance(entry["card"], str):
        raise scenario.error(at(where, "card"), f"card must be a card name, not {entry['card']!r}.")
    if "id" in entry and (not isinstance(entry["id"], str) or not entry["id"]):
        raise scenario.error(at(where, "id"), f"id must be a non-empty name, not {entry['id']!r}.")
    if "card" not in entry and "id" not in entry:
        raise scenario.error(where, "a board entry needs a card, an id, or both.")
    if "controller" not in entry:
        raise scenario.error(where, "the required field 'controller' is missing.")
    entry["controller"] = str(entry["controller"])
    return entry


def _check_ids(scenario):
    seen = {}
    for entry in scenario.board:
        if "id" in entry:
            if entry["id"] in seen:
                raise scenario.error(at(entry["_where"], "id"),
                                     f"the id {entry['id']!r} is already used by {seen[entry['id']]}.")
            seen[entry["id"]] = entry["_where"]
    for entry in scenario.board:
        if "id" not in entry:
            base = slug(entry["card"])
            candidate, n = base, 1
            while candidate in seen:
                n += 1
                candidate = f"{base}_{n}"
            entry["id"] = candidate
            seen[candidate] = entry["_where"]


def _players(scenario, raw):
    if not isinstance(raw, dict):
        raise scenario.error("players", "players must map a player's name to their state, e.g. {A: {fatigue: 3}}.")
    names = {e["controller"] for e in scenario.board} | {scenario.active_player}
    players = {}
    for name, state in raw.items():
        where = at("players", str(name))
        if str(name) not in names:
            raise scenario.error(where, f"{name!r} controls nothing on the board and is not the active player.",
                                 allowed=", ".join(sorted(names)))
        if not isinstance(state, dict):
            raise scenario.error(where, "a player's state must be a mapping such as {fatigue: 3}.")
        for key, value in state.items():
            if key != "fatigue":
                raise scenario.error(at(where, key), f"{key!r} is not a player field.", allowed="fatigue")
            _whole(scenario, at(where, key), value)
        players[str(name)] = dict(state)
    for name in names:
        players.setdefault(name, {})
    return players


def _targets(scenario, where, raw):
    if raw is None:
        return ()
    if isinstance(raw, str):
        raw = [raw]
    if not isinstance(raw, list):
        raise scenario.error(where, "targets must be a list of board ids.")
    for i, target in enumerate(raw):
        if scenario.entity(str(target)) is None:
            raise scenario.error(at(where, i), f"the target {target!r} is not on the board.",
                                 allowed=", ".join(e["id"] for e in scenario.board))
    return tuple(str(t) for t in raw)


def _action(scenario, raw):
    if not isinstance(raw, dict):
        raise scenario.error("action", "action must be a mapping.", allowed="card: NAME | deal: {...} | fatigue: PLAYER")
    forms = [f for f in ACTION_FORMS if f in raw]
    if len(forms) != 1:
        raise scenario.error("action", "an action takes exactly one of its forms.",
                             allowed="card: NAME (with controller, targets) | deal: {source, to, amount} | fatigue: PLAYER")
    form = forms[0]
    if form == "card":
        unknown = sorted(set(raw) - {"card", "controller", "targets"})
        if unknown:
            raise scenario.error(at("action", unknown[0]), f"{unknown[0]!r} is not a field of a card action.",
                                 allowed="card, controller, targets")
        controller = str(raw.get("controller") or scenario.active_player)
        return {"form": "card", "card": raw["card"], "controller": controller,
                "targets": _targets(scenario, "action.targets", raw.get("targets"))}
    if form == "deal":
        if set(raw) != {"deal"}:
            extra = sorted(set(raw) - {"deal"})[0]
            raise scenario.error(at("action", extra), f"{extra!r} does not go with deal.", allowed="deal: {source, to, amount}")
        deal = raw["deal"]
        if not isinstance(deal, dict):
            raise scenario.error("action.deal", "deal must be a mapping {source, to, amount}.")
        unknown = sorted(set(deal) - {"source", "to", "amount"})
        if unknown:
            raise scenario.error(at("action.deal", unknown[0]), f"{unknown[0]!r} is not a field of deal.",
                                 allowed="source, to, amount")
        for required in ("source", "to", "amount"):
            if required not in deal:
                raise scenario.error("action.deal", f"the required field {required!r} is missing.")
        source = str(deal["source"])
        if scenario.entity(source) is None:
            raise scenario.error("action.deal.source", f"the source {source!r} is not on the board.",
                                 allowed=", ".join(e["id"] for e in scenario.board))
        return {"form": "deal", "source": source,
                "targets": _targets(scenario, "action.deal.to", deal["to"]),
                "amount": _whole(scenario, "action.deal.amount", deal["amount"])}
    player = str(raw["fatigue"])
    if set(raw) != {"fatigue"}:
        extra = sorted(set(raw) - {"fatigue"})[0]
        raise scenario.error(at("action", extra), f"{extra!r} does not go with fatigue.", allowed="fatigue: PLAYER")
    if player not in scenario.players:
        raise scenario.error("action.fatigue", f"{player!r} is not a player in this scenario.",
                             allowed=", ".join(sorted(scenario.players)))
    return {"form": "fatigue", "player": player}
