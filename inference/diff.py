"""Where two resolutions part: the same scenario under two rule sets (or two scenarios), compared.

What a rules team asks of a rule change: whose result changes (each character's state and each player's),
which Damage Events change amount, and the first ruling at which the two explanations part (the rulings in
firing order, each as its sentence says it). A side that does not resolve (a choice one rule set refuses) is a
difference too, said with its error.
"""
from dataclasses import dataclass, field

#: what an event is compared by (the rest, its ledger, is what the parting ruling shows)
EVENT_FIELDS = ("source", "target", "proposed", "dealt", "lost", "prevented")


@dataclass
class Side:
    """One of the two resolutions: what it is (file, rule set), its outcome, or the error that stopped it."""

    label: str
    file: str
    rules: str
    outcome: object = None
    error: str = ""
    exception: object = field(default=None, repr=False)

    def to_json(self):
        return {"label": self.label, "file": self.file, "rules": self.rules,
                **({"error": self.error} if self.error else {})}


@dataclass
class Diff:
    a: Side
    b: Side
    #: [{id, card, fields: {field: [a, b]}}] for board entries (and players) whose state differs
    characters: list = field(default_factory=list)
    players: list = field(default_factory=list)
    #: [{id, fields: {field: [a, b]}}], an event only one side has with the other side None
    events: list = field(default_factory=list)
    #: the first ruling at which the explanations part: {index, same, a: ruling | None, b: ruling | None}
    parting: dict = None

    @property
    def differs(self):
        return bool(self.characters or self.players or self.events or self.parting
                    or self.a.error != self.b.error)

    def to_json(self):
        return {"differs": self.differs, "a": self.a.to_json(), "b": self.b.to_json(),
                "characters": self.characters, "players": self.players, "events": self.events,
                "parting": self.parting}


def rulings_in_order(outcome):
    """Every ruling of a resolution, in firing order: {rule, card, ruling, source, step?} (housekeeping left out)."""
    from dealt.inference.outcome import ruling
    from dealt.inference.why import step_title
    trace = outcome.trace
    in_events = {}                 # an event's ledger says its rulings with their amounts: seq -> (event, step)
    for event in outcome.events:
        for step in event.get("steps", ()):
            in_events.setdefault(step.get("seq"), (event["id"], step))
    found = []
    for node in trace.firings:
        firing = trace.firing(node)
        if firing["housekeeping"]:
            continue
        event, told = in_events.get(firing["seq"], ("", None))
        told = told or ruling(trace, node)
        step = told.get("step") or _step_of(trace, node)
        found.append({"rule": told["rule"], "card": told["card"], "ruling": told["ruling"], "source": told["source"],
                      "event": event, "step": step_title(outcome.game, step) if step else ""})
    return found


def _step_of(trace, node):
    """The Damage Event step a firing matched its event at, if it matched one."""
    for fact in trace.matched(node):
        data = trace.graph.nodes[fact]
        if data["template"] == "DamageEvent":
            return data["data"].get("step", "")
    return ""


def diff_outcomes(a, b):
    """The Diff of two resolved Sides (either may carry an error instead of an outcome)."""
    diff = Diff(a, b)
    if a.outcome is None or b.outcome is None:
        return diff
    oa, ob = a.outcome, b.outcome
    for key in sorted(set(oa.board) | set(ob.board), key=lambda k: _order(oa.board, ob.board, k)):
        fields = _changed(oa.board.get(key), ob.board.get(key))
        if fields:
            entry = oa.board.get(key) or ob.board.get(key)
            diff.characters.append({"id": key, "card": entry.get("card", ""), "fields": fields})
    for name in sorted(set(oa.players) | set(ob.players)):
        fields = _changed(oa.players.get(name), ob.players.get(name))
        if fields:
            diff.players.append({"id": name, "fields": fields})
    events_a, events_b = {e["id"]: e for e in oa.events}, {e["id"]: e for e in ob.events}
    for key in sorted(set(events_a) | set(events_b), key=_event_number):
        ea, eb = events_a.get(key), events_b.get(key)
        pick = (lambda e: None if e is None else {f: e.get(f) for f in EVENT_FIELDS})
        fields = _changed(pick(ea), pick(eb))
        if fields:
            diff.events.append({"id": key, "fields": fields})
    ra, rb = rulings_in_order(oa), rulings_in_order(ob)
    same = 0
    while same < min(len(ra), len(rb)) and _same_ruling(ra[same], rb[same]):
        same += 1
    if same < max(len(ra), len(rb)):
        diff.parting = {"index": same + 1, "same": same, "last_shared": ra[same - 1] if same else None,
                        "a": ra[same] if same < len(ra) else None, "b": rb[same] if same < len(rb) else None,
                        "a_after": ra[same + 1:same + 3], "b_after": rb[same + 1:same + 3]}
    return diff


def _same_ruling(x, y):
    return x["rule"] == y["rule"] and x["ruling"] == y["ruling"]


def _order(board_a, board_b, key):
    keys = list(board_a) + [k for k in board_b if k not in board_a]
    return keys.index(key)


def _event_number(event_id):
    digits = "".join(c for c in str(event_id) if c.isdigit())
    return (int(digits) if digits else 0, str(event_id))


def _changed(x, y):
    """{field: [x's, y's]} for each field whose value differs; a side that lacks the whole thing: {"": [x, y]}."""
    if x is None or y is None:
        return {} if x is None and y is None else {"": [x, y]}
    keys = list(x) + [k for k in y if k not in x]          # in the order the board says them
    return {k: [x.get(k), y.get(k)] for k in keys if x.get(k) != y.get(k)}


def resolve_side(label, scenario, rules, rules_from="--rules"):
    """Resolve `scenario` (a loaded Scenario, left unchanged) under `rules` (None: its own) as one Side; bad input
    under this rule set only is the Side's error (a scenario that is bad whatever the rules raises at once)."""
    import copy

    from dealt.facts.errors import InputError
    from dealt.inference.outcome import resolve
    from dealt.kb import load_game
    scenario = copy.copy(scenario)
    if rules:
        scenario.rules, scenario.rules_from = rules, rules_from
    game = load_game(scenario.game)
    game.rules_of(scenario)                        # an unknown rule set is the user's error, not a difference
    name = scenario.rules or "default"
    try:
        return Side(label or name, scenario.file, name, outcome=resolve(game, scenario))
    except InputError as exc:
        return Side(label or name, scenario.file, name, error=exc.message(), exception=exc)


def diff_scenarios(scenario, rules_a=None, rules_b=None, other=None, names=("--rules", "--against")):
    """The Diff of a loaded scenario under rule sets A and B (or of `scenario` under A and `other` under B);
    `names` are what the two rule sets are called in an error (the command's options, the API's keywords)."""
    a = resolve_side("", scenario, rules_a, names[0])
    b = resolve_side("", other or scenario, rules_b, names[1])
    if other is not None:
        a.label, b.label = f"{a.file} ({a.rules})", f"{b.file} ({b.rules})"
    if a.error and b.error and other is None and a.error == b.error:
        raise a.exception                          # bad whatever the rules: the user's error, exit 2
    return diff_outcomes(a, b)


def scenario_at(path, libraries=()):
    """The scenario file at `path`, loaded and checked, with the card libraries given on the command line."""
    from dealt.facts.scenario import load_scenario
    from dealt.kb import GAME_MODULES, PLANNED_GAMES
    scenario = load_scenario(path, tuple(GAME_MODULES), PLANNED_GAMES)
    scenario.libraries = tuple(libraries)
    return scenario


def diff_scenario(path, rules_a=None, rules_b=None, other=None, libraries=()):
    """The Diff of the scenario file at `path` under rule sets A and B (or of `path` under A and `other` under B)."""
    return diff_scenarios(scenario_at(path, libraries), rules_a, rules_b,
                          None if other is None else scenario_at(other, libraries))
