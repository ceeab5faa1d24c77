"""Reading a scenario file: YAML in, a validated :class:`Scenario` out, or an :class:`InputError`.

The checks here are the ones every game shares (structure, ids, numbers,
targets); each game adds its own (cards, fields) in its knowledge base.
Nothing is declared to an engine until the whole file has passed.
"""
import difflib
import re
from dataclasses import dataclass, field

from dealt.facts.errors import InputError, at, shown
from dealt.facts.history import check_history
from dealt.facts.limits import MAX_BOARD
from dealt.facts.yaml_file import line_in, read_yaml  # noqa: F401 (card files read them from here)

TOP_LEVEL = ("game", "description", "active_player", "seed", "players", "board", "action", "actions", "choices",
             "expect", "before_resolution", "cards", "rules")
ACTION_FORMS = ("card", "deal", "attack", "fatigue", "ability", "combat", "draw")
#: the most actions one scenario may list (a turn or two of plays, not a whole game)
MAX_ACTIONS = 100
CHOICE_KINDS = ("picks", "rolls", "split", "replacement_order", "assignment", "order", "redirect", "targets",
                "trigger_targets", "trigger_order", "damage_order", "pay", "chosen_player", "damage_assignment_order")
#: choice kinds, action forms and fields only some games have: name -> (games, what it is)
GAME_ONLY = {
    "split": (("riftbound",), "split: {TARGET: AMOUNT} (how split damage is divided at resolution)"),
    "ability": (("riftbound", "hearthstone"), "ability: BOARD ID (a unit's ability, with targets; Hearthstone: a "
                                              "Location on the board activated)"),
    "before_resolution": (("riftbound", "mtg"), "before_resolution: [CHANGES] (what happens while the spell or "
                                                "ability waits on the chain or the stack)"),
    "replacement_order": (("mtg",), "replacement_order: {AFFECTED: [EFFECT IDS]} (616.1: the order the affected "
                                    "player applies replacement and prevention effects in)"),
    "assignment": (("mtg", "riftbound"), "assignment: {SOURCE: {RECIPIENT: AMOUNT}} (Magic 510.1: how a creature "
                                         "assigns its combat damage; 601.2d: how a spell divides its damage; "
                                         "Riftbound: {PLAYER: {UNIT: AMOUNT}}, 443.1.d: how a side assigns its "
                                         "summed Might)"),
    "combat": (("mtg", "riftbound"), "combat: {attackers, blocks} (a Magic combat damage step); Riftbound: "
                                     "combat: {battlefield, attackers, defenders}"),
    "end_turn": (("hearthstone", "mtg", "sentinels", "riftbound"),
                 "end_turn, a bare word (the active player's turn ends: what lasts 'this turn' ends, end-of-turn "
                 "triggers act, and the turn passes to the next player)"),
    "draw": (("hearthstone",), "draw: PLAYER (the player draws a card from their deck; Fatigue when it is empty)"),
    "order": (("sentinels",), "order: [BOARD IDS] (type changes and modifiers, in the order to apply them)"),
    "redirect": (("sentinels",), "redirect: {CARD ID: TARGET ID} (redirect the damage there), or a path "
                                 "[{by: CARD ID, to: TARGET ID}, ...] (each redirect in turn)"),
    "targets": (("sentinels",), "targets: {CARD ID: TARGET ID} (the target a card's effect chooses)"),
    "trigger_targets": (("mtg",), "trigger_targets: {BOARD ID: TARGET or [TARGETS]} (the target its triggered "
                                  "ability chooses as it is put on the stack, 603.3d; a list: the first time, the "
                                  "second, ...)"),
    "trigger_order": (("mtg",), "trigger_order: {PLAYER: [BOARD IDS]} (603.3b: the order a player puts their "
                                "triggered abilities on the stack; the last put on resolves first)"),
    "damage_order": (("sentinels",), "damage_order: [TARGET IDS] (one instruction's targets, in the order they "
                                     "are dealt their damage)"),
    "pay": (("sentinels",), "pay: {CARD ID: true | false} (pay a card's optional cost, such as a discard)"),
    "damage_assignment_order": (("mtg",), "damage_assignment_order: {CREATURE: [IDS]} (rules: pre-2024 only, "
                                          "509.2-3 before November 2024: an attacker's order of its blockers, or a "
                                          "blocker's of the attackers it blocks)"),
    "chosen_player": (("mtg",), "chosen_player: {BOARD ID: PLAYER} (the player chosen as the permanent entered, "
                                "614.1c: Stuffy Doll's 'the chosen player')"),
}
#: the combat action's form, per game that has one (the game checks its fields)
COMBAT_FORMS = {"mtg": "combat: {attackers, blocks}", "riftbound": "combat: {battlefield, attackers, defenders}"}
#: game-only choices given as a list (in the order the game needs them); the others are mappings
LIST_CHOICES = ("order", "damage_order")
#: game-only choices given as a mapping or as a list (Sentinels: a redirect, or a path of redirects)
MAP_OR_LIST_CHOICES = ("redirect",)
#: optional fields of a `deal` action some games know (damage type, irreducible or fixed damage)
DEAL_EXTRAS = {"sentinels": ("type", "irreducible", "fixed")}
#: games whose `deal` amount may be read from the game state (a mapping the game checks: Riftbound's
#: {might_of: UNIT}, {cards_in_hand: PLAYER})
AMOUNT_EXPRESSIONS = ("riftbound",)
#: games whose players are named directly (Magic: "any target" includes players, 115.4): there a name in an
#: action's controller or targets that is no board id is a player, with the default state (20 life)
PLAYERS_BY_NAME = ("mtg",)
#: games whose board builder checks what a later action of a sequence names against the board as that action
#: sees it (what earlier actions put in play: a minion played, Game.enters_play), so the file's board alone
#: does not refuse it (Hearthstone's kb/hearthstone/board.py, _check_named)
LATER_NAMES_CHECKED_BY_THE_BOARD = ("hearthstone",)
#: a player's state: Fatigue already taken, and Mana available now (Forbidden Flame spends it)
PLAYER_FIELDS = ("fatigue", "mana", "deck", "cards_played_this_turn", "hand", "played_last_turn", "history",
                 "cards_in_hand")
#: player fields only Hearthstone reads (its conditions: Combo, "If you're holding a Dragon", "If you played an
#: Elemental last turn"), and of them the lists of card names
HEARTHSTONE_PLAYER_FIELDS = ("cards_played_this_turn", "hand", "played_last_turn", "history")
#: player fields only Riftbound reads: how many cards the player holds ("for each card in your hand")
RIFTBOUND_PLAYER_FIELDS = ("cards_in_hand",)
CARD_LIST_FIELDS = ("hand", "played_last_turn")
#: what a Hearthstone card action may say about how the card was played (Outcast, Quickdraw)
HOW_PLAYED = {"outcast": "played from the left- or right-most place of the hand",
              "entered_hand_this_turn": "it entered its controller's hand this turn"}
#: what a Hearthstone card action may say about the player's choice as the card is played: a Choose One card's
#: option, by its place in the card's text (1, 2)
HOW_CHOSEN = ("choose",)


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
    before_resolution: list = field(default_factory=list)
    lines: dict = field(default_factory=dict, repr=False)
    #: card libraries and inline cards (the file's `cards:`), and libraries given on the command line
    cards: list = field(default_factory=list)
    libraries: tuple = ()
    #: every action in order: [{action, choices, where}]; one for the `action:` form
    actions: list = field(default_factory=list)
    #: whether the file gave `actions:` (a sequence: outputs per action) rather than one `action:`
    sequence: bool = False
    #: the rule set it is resolved under (``rules:``; "" = the default, the rules text; dealt.kb.variants), and
    #: where that name came from (``rules``, or ``--rules`` when the command line overrode the file)
    rules: str = ""
    rules_from: str = "rules"
    #: the place of the action being read or built ("actions[2]"), or "" for the one-action form: an error
    #: about "action.targets" or "choices.picks" is then placed at "actions[2].targets", "actions[2].choices.picks"
    action_at: str = ""

    def error(self, where, problem, allowed=None):
        """An InputError about this file at `where`, with the line it is on."""
        where = self.placed(where)
        return InputError(self.file, where, problem, allowed=allowed, line=self.line_of(where))

    def placed(self, where):
        """Where a place named as of the one-action form ("action.targets[0]") is in this file."""
        if not self.action_at:
            return where
        if where == "action" or where.startswith(("action.", "action[")):
            return self.action_at + where[len("action"):]
        if where == "choices" or where.startswith(("choices.", "choices[")):
            return f"{self.action_at}.{where}"
        return where

    def line_of(self, where):
        return line_in(self.lines, self.placed(where))

    def for_action(self, index):
        """This scenario as its action `index` sees it: that action and its choices, errors placed there."""
        import copy
        one = copy.copy(self)
        item = self.actions[index]
        one.action, one.choices, one.action_at = item["action"], item["choices"], item["where"]
        return one

    def entity(self, entity_id):
        return next((e for e in self.board if e["id"] == entity_id), None)


def slug(name):
    """The default id of a card on the board: ``Frothing Berserker`` -> ``frothing_berserker``."""
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def _whole(scenario, where, value, minimum=0):
    name = where.rsplit(".", 1)[-1]
    if isinstance(value, bool) or not isinstance(value, int):
        raise scenario.error(where, f"{name} must be a whole number, not {shown(value)}.",
                             allowed=f"whole numbers, {minimum} or more")
    if value < minimum:
        raise scenario.error(where, f"{name} must be {minimum} or more, not {value}.",
                             allowed=f"whole numbers, {minimum} or more")
    return value


def _name(scenario, where, value, what):
    """A player's or board id's name: text (or a plain number, read as text), never empty."""
    if isinstance(value, bool) or not isinstance(value, (str, int)) or str(value).strip() == "":
        raise scenario.error(where, f"{what} must be a name such as A or B, not {shown(value)}.")
    return str(value)


def load_scenario(path, games, planned=()):
    """Read `path`, check what every game shares, and return the Scenario (not yet game-checked)."""
    data, lines = read_yaml(path)
    return scenario_from_data(data, lines, path, games, planned)


def scenario_from_data(data, lines, path, games, planned=()):
    """The Scenario of a mapping as read from `path` (a file, or one a sweep template made), checked exactly
    as :func:`load_scenario` checks a file; `lines` maps each place to its line in `path`."""
    shape = "a mapping with game, active_player, board and action"
    if data is None:
        raise InputError(path, "", f"the file is empty; a scenario is {shape}.", line=1)
    if not isinstance(data, dict):
        raise InputError(path, "", f"a scenario must be {shape}, not {_kind_of(data)}.", line=1)
    if not any(key in TOP_LEVEL for key in data):         # not a scenario at all: quote none of its content
        raise InputError(path, "", f"none of the keys of this mapping is a scenario field, so it is not a scenario; "
                         f"a scenario is {shape}.", allowed=", ".join(TOP_LEVEL), line=1)
    scenario = Scenario(file=str(path), game="", active_player="", board=[], action={}, lines=lines)
    for key in data:
        if key not in TOP_LEVEL:
            raise scenario.error(str(key), f"{shown(key)} is not a scenario field.", allowed=", ".join(TOP_LEVEL))
    for required in ("game", "active_player", "board", "action"):
        if required not in data and not (required == "action" and "actions" in data):
            raise scenario.error(required, f"the required field {shown(required)} is missing.",
                                 allowed="required: game, active_player, board, action (or actions: several, in "
                                 "order); optional: "
                                 + ", ".join(k for k in TOP_LEVEL
                                             if k not in ("game", "active_player", "board", "action", "actions")))
    if "action" in data and "actions" in data:
        raise scenario.error("actions", "a scenario gives either action (one action) or actions (a list, in order), "
                             "not both.", allowed="action: ACTION, or actions: [ACTION, end_turn, ACTION, ...]")
    if "actions" in data and "choices" in data:
        raise scenario.error("choices", "with actions:, each action gives its own choices (actions[N].choices), "
                             "so that a choice is never read by the wrong action.",
                             allowed="actions: [{card: NAME, targets: [...], choices: {...}}, ...]")
    game = data["game"]
    if not isinstance(game, str) or game not in games:
        known = ", ".join(tuple(games) + tuple(planned))
        if isinstance(game, list):
            raise scenario.error("game", f"a scenario is one game, not several ({shown(game)}).", allowed=known)
        if isinstance(game, str) and game in planned:
            raise scenario.error("game", f"{shown(game)} is not in the knowledge base yet.",
                                 allowed=", ".join(games))
        raise scenario.error("game", f"{shown(game)} is not a game Dealt knows.", allowed=known)
    scenario.game = game
    for key in ("before_resolution",):
        if key in data:
            _only_in(scenario, key, key)
            if not isinstance(data[key], list):
                raise scenario.error(key, f"{key} must be a list of changes, in the order they happen.")
            scenario.before_resolution = list(data[key])
    description = data.get("description")
    if description is not None and not isinstance(description, str):
        raise scenario.error("description", f"description must be text, not {shown(description)}.")
    scenario.description = description or ""
    rules = data.get("rules")
    if rules is not None and (not isinstance(rules, str) or not rules.strip()):
        raise scenario.error("rules", f"rules must be the name of a rule set of {game}, not {shown(rules)}.",
                             allowed="default (the rules text), or a variant `dealt variants " + game + "` lists")
    scenario.rules = (rules or "").strip()
    expect = data.get("expect")
    if expect is not None and not isinstance(expect, dict):
        raise scenario.error("expect", f"expect must be a mapping (events, board, ...), not {shown(expect)}.")
    scenario.expect = expect or {}
    scenario.seed = _whole(scenario, "seed", data.get("seed", 0))
    cards = data.get("cards") or []
    if not isinstance(cards, list):
        raise scenario.error("cards", f"cards must be a list of card library folders (relative to this file) or "
                             f"cards inline, not {shown(cards)}.")
    scenario.cards = cards
    if not isinstance(data["board"], list) or not data["board"]:
        raise scenario.error("board", "board must be a non-empty list of entities, oldest first.")
    if len(data["board"]) > MAX_BOARD:
        raise scenario.error("board", f"the board has {len(data['board']):,} entries, past Dealt's limit of "
                             f"{MAX_BOARD} (the README's Limits).", allowed=f"at most {MAX_BOARD} board entries")
    scenario.board = [_board_entry(scenario, i, raw) for i, raw in enumerate(data["board"])]
    _check_ids(scenario)
    scenario.active_player = _name(scenario, "active_player", data["active_player"], "active_player")
    scenario.players = _players(scenario, data.get("players") or {})
    if "actions" in data:
        scenario.sequence = True
        scenario.actions = _actions(scenario, data["actions"])
        scenario.action, scenario.choices = scenario.actions[0]["action"], scenario.actions[0]["choices"]
        return scenario
    scenario.choices = _choices(scenario, data.get("choices") or {})
    scenario.action = _action(scenario, data["action"])
    scenario.actions = [{"action": scenario.action, "choices": scenario.choices, "where": "action"}]
    return scenario


def _actions(scenario, raw):
    """`actions:` a list of actions, each as `action:` takes it with its own `choices:`, or a bare word between
    them (``end_turn``)."""
    if not isinstance(raw, list) or not raw:
        raise scenario.error("actions", f"actions must be a non-empty list of actions, in the order they happen, "
                             f"not {shown(raw)}.", allowed="actions: [ACTION, end_turn, ACTION, ...]")
    if len(raw) > MAX_ACTIONS:
        raise scenario.error("actions", f"the scenario lists {len(raw):,} actions, past Dealt's limit of "
                             f"{MAX_ACTIONS}.", allowed=f"at most {MAX_ACTIONS} actions")
    actions = []
    for i, item in enumerate(raw):
        scenario.action_at = at("actions", i)
        choices = {}
        if isinstance(item, dict) and "choices" in item:
            item = dict(item)
            choices = _choices(scenario, item.pop("choices") or {})
        actions.append({"action": _action(scenario, item), "choices": choices, "where": scenario.action_at})
    scenario.action_at = ""
    return actions


def _choices(scenario, choices):
    """A `choices:` mapping (the scenario's, or one action's): each kind checked against the game."""
    game = scenario.game
    if not isinstance(choices, dict):
        raise scenario.error("choices", "choices must be a mapping.")
    for key, value in choices.items():
        if key not in CHOICE_KINDS:
            raise scenario.error(at("choices", str(key)), f"{shown(key)} is not a kind of choice.",
                                 allowed=", ".join(["picks: [BOARD IDS] (random targets, in the order needed)",
                                                    "rolls: [NUMBERS] (random amounts, in the order needed)"]
                                                   + [GAME_ONLY[k][1] for k in CHOICE_KINDS[2:]
                                                      if game in GAME_ONLY[k][0]]))
        if key in GAME_ONLY:
            _only_in(scenario, at("choices", key), key)
            if key in MAP_OR_LIST_CHOICES and isinstance(value, (list, dict)):
                pass
            elif key in LIST_CHOICES:
                if not isinstance(value, list):
                    raise scenario.error(at("choices", str(key)), f"{key} must be a list, in the order the game "
                                         "needs them.", allowed=GAME_ONLY[key][1])
            elif not isinstance(value, dict):
                raise scenario.error(at("choices", str(key)), f"{key} must be a mapping: {GAME_ONLY[key][1]}.")
            continue
        if not isinstance(value, list):
            raise scenario.error(at("choices", str(key)), f"{key} must be a list, in the order the game needs them.")
    return choices


def _only_in(scenario, where, key):
    """Refuse a field, form or choice that the scenario's game does not have."""
    games, what = GAME_ONLY[key]
    if scenario.game not in games:
        raise scenario.error(where, f"{shown(key)} is a {' or '.join(games)} field; this scenario is {scenario.game}, "
                             "and one scenario is one game.", allowed=what + " only in " + ", ".join(games))


def _kind_of(value):
    return {list: "a list", str: "text", int: "a number", float: "a number", bool: "true/false"}.get(
        type(value), type(value).__name__)


def _board_entry(scenario, i, raw):
    where = at("board", i)
    if not isinstance(raw, dict):
        raise scenario.error(where, "each board entry must be a mapping (id, card, controller, ...).")
    for key in raw:
        if not isinstance(key, str) or not key or key.startswith("_"):
            raise scenario.error(at(where, str(key)), f"{shown(key)} is not a board field; fields are names such as "
                                 "id, card, controller, health.")
    entry = dict(raw)
    entry["_where"] = where
    entry["_order"] = i + 1
    if "card" in entry and not isinstance(entry["card"], str):
        raise scenario.error(at(where, "card"), f"card must be a card name, not {shown(entry['card'])}.")
    if "id" in entry and (not isinstance(entry["id"], str) or not entry["id"]):
        raise scenario.error(at(where, "id"), f"id must be a non-empty name, not {shown(entry['id'])}.")
    if "card" not in entry and "id" not in entry:
        raise scenario.error(where, "a board entry needs a card, an id, or both.")
    if "controller" not in entry:
        raise scenario.error(where, "the required field 'controller' is missing: every entry on the board "
                             "belongs to a player.", allowed="controller: A (any player name)")
    entry["controller"] = _name(scenario, at(where, "controller"), entry["controller"], "controller")
    return entry


def _check_ids(scenario):
    seen = {}
    for entry in scenario.board:
        if "id" in entry:
            if entry["id"] in seen:
                raise scenario.error(at(entry["_where"], "id"),
                                     f"the id {shown(entry['id'])} is already used by {seen[entry['id']]}.")
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
        raise scenario.error("players", "players must map a player's name to their state, e.g. {A: {fatigue: 3, mana: 5}}.")
    names = {e["controller"] for e in scenario.board} | {scenario.active_player}
    players = {}
    for name, state in raw.items():
        where = at("players", str(name))
        name = _name(scenario, where, name, "a player")
        if name not in names:
            raise scenario.error(where, f"{shown(name)} controls nothing on the board and is not the active player.",
                                 allowed=", ".join(sorted(names)))
        if not isinstance(state, dict):
            raise scenario.error(where, "a player's state must be a mapping such as {fatigue: 3, mana: 5}.")
        for key, value in state.items():
            if key not in PLAYER_FIELDS:
                raise scenario.error(at(where, str(key)), f"{shown(key)} is not a player field.",
                                     allowed=", ".join(PLAYER_FIELDS))
            if key in HEARTHSTONE_PLAYER_FIELDS and scenario.game != "hearthstone":
                raise scenario.error(at(where, key), f"{key} is a Hearthstone player field.",
                                     allowed=", ".join(k for k in PLAYER_FIELDS if k not in HEARTHSTONE_PLAYER_FIELDS))
            if key in RIFTBOUND_PLAYER_FIELDS and scenario.game != "riftbound":
                raise scenario.error(at(where, key), f"{key} is a Riftbound player field.",
                                     allowed=", ".join(k for k in PLAYER_FIELDS if k not in RIFTBOUND_PLAYER_FIELDS))
            if key in CARD_LIST_FIELDS:
                _card_list(scenario, at(where, key), value)
            elif key == "history":          # what the player did earlier in the game (facts/history.py)
                check_history(scenario, at(where, key), value)
            else:
                _whole(scenario, at(where, key), value)
        players[name] = dict(state)
    for name in names:
        players.setdefault(name, {})
    return players


def _card_list(scenario, where, value):
    """A player's hand, or the cards they played last turn: a list of card names or ids (each looked up in the
    card database by the board)."""
    if not isinstance(value, list) or not all(isinstance(card, str) and card.strip() for card in value):
        raise scenario.error(where, f"{where.rsplit('.', 1)[-1]} must be a list of card names, not {shown(value)}.",
                             allowed="a list of card names or ids, e.g. [Alexstrasza, Fireball]")
    return value


def _unknown(scenario, name):
    """Whether `name` is no board id the action may name: not on the file's board, unless a later action of a
    sequence names it in a game whose board checks it (:data:`LATER_NAMES_CHECKED_BY_THE_BOARD`)."""
    later = scenario.action_at not in ("", "actions[0]") and scenario.game in LATER_NAMES_CHECKED_BY_THE_BOARD
    return scenario.entity(str(name)) is None and not later


def _targets(scenario, where, raw):
    """The targets an action names, each on the board (or a player, where players are named) and each once.

    A target named twice is refused: every modelled card chooses its targets with one instance of the word
    target ("one or two targets", "up to two units", "up to 2 Targets"), and Magic 115.3: "The same target
    can't be chosen multiple times for any one instance of the word 'target' on a spell or ability." Riftbound
    reads a choice as a target the same way (riftjudge.com ruling 9071: "each object you choose is targeted
    independently", rules 352.12-13); Hearthstone's and Sentinels' cards choose distinct characters, and a
    `deal` that hits one character twice is two actions, not one.
    """
    if raw is None:
        return ()
    if isinstance(raw, str):
        raw = [raw]
    if not isinstance(raw, list):
        raise scenario.error(where, f"targets must be a list of board ids, not {shown(raw)}.",
                             allowed=", ".join(e["id"] for e in scenario.board))
    first = {}
    for i, target in enumerate(raw):
        if str(target) in first:
            raise scenario.error(at(where, i), f"{shown(str(target))} is already named at "
                                 f"{at(where, first[str(target)])}: one effect cannot choose the same target twice "
                                 "(Magic 115.3; every modelled card's targets are one instance of 'target').",
                                 allowed="each board id at most once")
        first[str(target)] = i
        if _unknown(scenario, target):
            if scenario.game in PLAYERS_BY_NAME:
                named_player(scenario, at(where, i), target, "target")
                continue
            raise scenario.error(at(where, i), f"the target {shown(target)} is not on the board.",
                                 allowed=", ".join(e["id"] for e in scenario.board))
    return tuple(str(t) for t in raw)


def named_player(scenario, where, name, role):
    """A player named in the action but not on the board: they exist with the default state.

    A name that is nearly a board id is refused instead (a typo for a permanent must not become a player).
    """
    name = _name(scenario, where, name, role)
    ids = [e["id"] for e in scenario.board]
    close = [i for i in difflib.get_close_matches(name.lower(), [i.lower() for i in ids], n=3, cutoff=0.6)]
    close = [i for i in ids if i.lower() in close and i not in scenario.players]
    close += [p for p in scenario.players if p.lower() == name.lower() and p != name]
    if close and name not in scenario.players:
        raise scenario.error(where, f"the {role} {shown(name)} is not on the board. Did you mean: {', '.join(close)}? "
                             "(a name that is no board id is a player, who starts at 20 life)",
                             allowed=", ".join(ids) + ", or a player's name")
    scenario.players.setdefault(name, {})
    return name


def _extra(raw, known):
    """The first key of `raw` not in `known` (keys of any type), or None."""
    return next(iter(sorted((k for k in raw if k not in known), key=str)), None)


def _action(scenario, raw):
    all_forms = ("card: NAME (with controller, targets) | deal: {source, to, amount} | "
                 "attack: {attacker, defender} | fatigue: PLAYER | ability: BOARD ID (riftbound) | "
                 "combat: {attackers, blocks} (mtg) | draw: PLAYER (hearthstone) | end_turn (a bare word)")
    if raw == "end_turn":
        _only_in(scenario, "action", "end_turn")
        return {"form": "end_turn", "player": scenario.active_player, "targets": ()}

    if not isinstance(raw, dict):
        raise scenario.error("action", f"action must be a mapping, not {shown(raw)}.", allowed=all_forms)
    forms = [f for f in ACTION_FORMS if f in raw]
    if len(forms) != 1:
        found = f"this one has {' and '.join(forms)}" if forms else "this one has none"
        raise scenario.error("action", f"an action takes exactly one of its forms; {found}.", allowed=all_forms)
    form = forms[0]
    if form == "ability":
        _only_in(scenario, "action.ability", "ability")
        extra = _extra(raw, ("ability", "targets"))
        if extra is not None:
            raise scenario.error(at("action", str(extra)), f"{shown(extra)} is not a field of an ability action.",
                                 allowed="ability, targets")
        source = str(raw["ability"])
        if _unknown(scenario, source):
            raise scenario.error("action.ability", f"{shown(source)} is not on the board.",
                                 allowed=", ".join(e["id"] for e in scenario.board))
        return {"form": "ability", "source": source,
                "targets": _targets(scenario, "action.targets", raw.get("targets"))}
    if form == "card":
        fields = ("card", "controller", "targets") + (tuple(HOW_PLAYED) + HOW_CHOSEN + ("cost",)
                                                      if scenario.game == "hearthstone" else ()) + (
            ("x",) if scenario.game == "mtg" else ())
        extra = _extra(raw, fields)
        if extra is not None:
            raise scenario.error(at("action", str(extra)), f"{shown(extra)} is not a field of a card action.",
                                 allowed=", ".join(fields))
        for key, meaning in HOW_PLAYED.items():
            if not isinstance(raw.get(key, False), bool):
                raise scenario.error(at("action", key), f"{key} must be true or false, not {shown(raw[key])}.",
                                     allowed=f"true ({meaning}), false")
        choose = raw.get("choose")
        if choose is not None and (isinstance(choose, bool) or not isinstance(choose, int) or choose < 1):
            raise scenario.error(at("action", "choose"), f"choose must be the number of the option played, not "
                                 f"{shown(choose)}.", allowed="1 (the first option of a Choose One card), 2, ...")
        if "cost" in raw and (isinstance(raw["cost"], bool) or not isinstance(raw["cost"], int) or raw["cost"] < 0):
            raise scenario.error("action.cost", f"cost must be a whole number, 0 or more, not {shown(raw['cost'])}.",
                                 allowed="the Cost the card has as it is played (Hearthstone: a Cost its text changes "
                                         "with the game's history)")
        if not isinstance(raw["card"], str) or not raw["card"].strip():
            raise scenario.error("action.card", f"card must be a card name such as Fireball, not {shown(raw['card'])}.")
        controller = scenario.active_player
        if raw.get("controller") is not None:
            controller = _name(scenario, "action.controller", raw["controller"], "controller")
            if controller not in scenario.players and scenario.game in PLAYERS_BY_NAME:
                named_player(scenario, "action.controller", controller, "controller")
            if controller not in scenario.players:
                raise scenario.error("action.controller", f"{shown(controller)} is not a player in this scenario.",
                                     allowed=", ".join(sorted(scenario.players)))
        return {"form": "card", "card": raw["card"], "controller": controller,
                "controller_given": raw.get("controller") is not None,
                **{key: raw.get(key, False) for key in HOW_PLAYED}, "choose": choose or 0,
                **({"cost": raw["cost"]} if "cost" in raw else {}),
                **({"x": _whole(scenario, "action.x", raw["x"])} if "x" in raw else {}),
                "targets": _targets(scenario, "action.targets", raw.get("targets"))}
    if form == "deal":
        extra = _extra(raw, ("deal",))
        if extra is not None:
            raise scenario.error(at("action", str(extra)), f"{shown(extra)} does not go with deal.",
                                 allowed="deal: {source, to, amount}")
        deal = raw["deal"]
        if not isinstance(deal, dict):
            raise scenario.error("action.deal", f"deal must be a mapping {{source, to, amount}}, not {shown(deal)}.")
        fields = ("source", "to", "amount") + DEAL_EXTRAS.get(scenario.game, ())
        extra = _extra(deal, fields)
        if extra is not None:
            raise scenario.error(at("action.deal", str(extra)), f"{shown(extra)} is not a field of deal.",
                                 allowed=", ".join(fields))
        for required in ("source", "to", "amount"):
            if required not in deal:
                raise scenario.error("action.deal", f"the required field {shown(required)} is missing.",
                                     allowed="deal: {source: BOARD ID, to: [BOARD IDS], amount: N}")
        source = str(deal["source"])
        if _unknown(scenario, source):
            raise scenario.error("action.deal.source", f"the source {shown(source)} is not on the board.",
                                 allowed=", ".join(e["id"] for e in scenario.board))
        targets = _targets(scenario, "action.deal.to", deal["to"])
        if not targets:
            raise scenario.error("action.deal.to", "deal needs at least one target.",
                                 allowed=", ".join(e["id"] for e in scenario.board))
        return {"form": "deal", "source": source, "targets": targets,
                "amount": (deal["amount"] if scenario.game in AMOUNT_EXPRESSIONS and isinstance(deal["amount"], dict)
                           else _whole(scenario, "action.deal.amount", deal["amount"])),
                **{k: deal[k] for k in DEAL_EXTRAS.get(scenario.game, ()) if k in deal}}
    if form == "attack":
        extra = _extra(raw, ("attack",))
        if extra is not None:
            raise scenario.error(at("action", str(extra)), f"{shown(extra)} does not go with attack.",
                                 allowed="attack: {attacker, defender}")
        attack = raw["attack"]
        if not isinstance(attack, dict) or set(attack) != {"attacker", "defender"}:
            raise scenario.error("action.attack", f"attack must be a mapping {{attacker, defender}}, not {shown(attack)}.",
                                 allowed="attack: {attacker: BOARD ID, defender: BOARD ID}")
        for role in ("attacker", "defender"):
            if _unknown(scenario, attack[role]):
                raise scenario.error(f"action.attack.{role}", f"the {role} {shown(attack[role])} is not on the board.",
                                     allowed=", ".join(e["id"] for e in scenario.board))
        return {"form": "attack", "source": str(attack["attacker"]), "targets": (str(attack["defender"]),)}
    if form == "combat":
        if scenario.game not in GAME_ONLY["combat"][0]:
            raise scenario.error("action.combat", f"combat is a Magic action, and a Riftbound one; this scenario "
                                 f"is {scenario.game}.", allowed="attack: {attacker, defender}")
        extra = _extra(raw, ("combat",))
        if extra is not None:
            raise scenario.error(at("action", str(extra)), f"{shown(extra)} does not go with combat.",
                                 allowed=COMBAT_FORMS[scenario.game])
        return {"form": "combat", "combat": raw["combat"]}       # its fields are checked by the game
    if form == "draw":
        _only_in(scenario, "action.draw", "draw")
        return {"form": "draw", "player": _player_action(scenario, raw, "draw"), "targets": ()}
    return {"form": "fatigue", "player": _player_action(scenario, raw, "fatigue")}


def _player_action(scenario, raw, form):
    """The player of an action that is only a player's (fatigue: A, draw: A), checked."""
    extra = _extra(raw, (form,))
    if extra is not None:
        raise scenario.error(at("action", str(extra)), f"{shown(extra)} does not go with {form}.",
                             allowed=f"{form}: PLAYER")
    player = _name(scenario, f"action.{form}", raw[form], form)
    if player not in scenario.players:
        raise scenario.error(f"action.{form}", f"{shown(player)} is not a player in this scenario.",
                             allowed=", ".join(sorted(scenario.players)))
    return player
