"""Several actions in one scenario (``actions:``), resolved in order on one engine.

Every action's board is built first, so bad input is refused before anything is applied; the engine is
the one for all of their rule modules together. The first action starts the engine as a one-action
scenario does; each later one continues it with no reset, so what the earlier actions left in working
memory (damage, a popped Divine Shield, a prevention shield's remainder, a used Secret, a counter) is what
it reads:

- the facts of the action before (its ``Board.action_facts``, as they now are) leave working memory;
- of the new action's board, a fact whose identity (:attr:`Game.identity`: an entity by id, a player by
  name...) an earlier action already declared is not declared again: its state is the one in working
  memory, not the scenario's; the step chain and slots (:attr:`Game.recomputed`) are the new board's;
- the new action's own facts are declared, and every firing and fact from then on belongs to it.

Event ids and the engine's other sequences go on across actions (e1, e2, ... over the whole scenario).
An action naming what an earlier action destroyed is refused before it runs.
"""
import copy

from dealt.inference.chance import Chance
from dealt.inference.trace import fact_data


def board_scenarios(game, scenario):
    """Each action's scenario and board, in order: the board the file gives plus what earlier actions put in
    play, the active player after each `end_turn`; all built before any action runs."""
    scenarios, boards, entering, active = [], [], [], scenario.active_player
    for index, item in enumerate(scenario.actions):
        one = scenario.for_action(index)
        one.board = list(scenario.board) + entering
        one.active_player = active
        if one.action["form"] == "card" and not one.action.get("controller_given", True):
            one.action = {**one.action, "controller": active}      # a card is played by the active player
        if one.action["form"] == "end_turn":
            one.action = {**one.action, "player": active}
            active = next_player(game, scenario, active)
        board = game.board(one)
        if game.enters_play is not None:
            entering = entering + list(game.enters_play(one, board))
        scenarios.append(one)
        boards.append(board)
    if game.settle_sequence is not None:
        boards = game.settle_sequence(boards)
    return scenarios, boards


def next_player(game, scenario, player):
    """Who is active once `player`'s turn ends: the game's turn order, else the next player the scenario names."""
    if game.next_player is not None:
        return game.next_player(scenario, player)
    names = list(dict.fromkeys([e["controller"] for e in scenario.board] + sorted(scenario.players)))
    if player not in names:
        names.insert(0, player)
    return names[(names.index(player) + 1) % len(names)]


def action_chance(scenario, one, index):
    """The random results of action `index` (0-based): its own choices, then the scenario's seed (one per action)."""
    return Chance(one.choices, scenario.seed + index, scenario.file, one.line_of, one.placed)


def identity(game, fact):
    """What makes `fact` the same thing in two actions' boards (:attr:`Game.identity`), else its whole content
    as declared (with its defaults filled in: the engine completes the first action's facts as it starts)."""
    name = type(fact).__name__
    fields = _identity_fields(game).get(name)
    if fields:
        return name, tuple(fact.get(f) for f in fields)
    return _content(fact)


def _identity_fields(game):
    table = game.__dict__.get("_identity_table")
    if table is None:
        table = game.__dict__["_identity_table"] = dict(game.identity)
    return table


def latest(engine, trace, node):
    """The fact in working memory that the given fact node became (modified), or None when it is gone."""
    graph = trace.graph
    while True:
        nxt = [v for v, d in graph.succ[node].items() if d.get("role") == "became"]
        if not nxt:
            break
        node = nxt[-1]
    fact_id = int(node[1:])
    return engine.facts.get(fact_id)


def _given_nodes(trace, action):
    """The fact nodes declared as given when `action` began, by content."""
    out = {}
    for node in trace.given.get(action, ()):
        d = trace.graph.nodes[node]
        out.setdefault(_keyed(d["template"], d["data"]), node)
    return out


def _content(fact):
    """A fact's whole content as declared (defaults filled in), as a hashable key."""
    fact = fact.complete() if hasattr(fact, "complete") else fact
    return _keyed(type(fact).__name__, fact_data(fact))


def _keyed(template, data):
    """The key of a fact's content, from its template's name and its fields (a fact's, or a trace node's data)."""
    return template, repr(sorted(data.items(), key=lambda kv: str(kv[0])))


def recomputed_kept(game, engine, board):
    """The recomputed facts (step chain, slots) working memory holds that the next action's board holds too:
    they stay (declaring them again would only make every rule watching them see them leave and come back)."""
    wanted = {_content(f) for f in board.facts if type(f).__name__ in game.recomputed}
    return {_content(f) for f in engine.facts.values() if type(f).__name__ in game.recomputed} & wanted


def leaving(game, engine, board, action, kept=frozenset()):
    """The facts in working memory that leave as the next action begins: those of `board.action_facts`
    (declared for `action`), as they now are, and the recomputed templates' facts the next board has not
    (`kept`: those it has)."""
    given = _given_nodes(engine.trace, action)
    out = []
    for fact in board.action_facts or ():
        node = given.get(_content(fact))
        now = latest(engine, engine.trace, node) if node else None
        if now is not None and now not in out:
            out.append(now)
    out.extend(f for f in engine.facts.values()
               if type(f).__name__ in game.recomputed and f not in out and _content(f) not in kept)
    return out


def arriving(game, board, known, kept=frozenset()):
    """The facts of `board` an action declares: its own, the recomputed ones working memory does not hold
    already (`kept`), and what no earlier action declared (by identity); `known` (identities declared so
    far) grows with them."""
    own = {id(f) for f in board.action_facts or ()}
    out = []
    for fact in board.facts:
        if id(fact) in own:
            out.append(fact)
            known.add(identity(game, fact))
        elif type(fact).__name__ in game.recomputed:
            if _content(fact) not in kept:
                out.append(fact)
        else:
            key = identity(game, fact)
            if key not in known:
                out.append(fact)
                known.add(key)
    return out


def refuse_what_is_gone(engine, one, index):
    """Refuse action `index` (0-based) when it names an entity an earlier action destroyed (exit 2)."""
    action = one.action
    named = [(f"action.targets[{i}]" if action["form"] != "deal" else f"action.deal.to[{i}]", t)
             for i, t in enumerate(action.get("targets") or ())]
    if action.get("source"):
        named.append(({"deal": "action.deal.source", "attack": "action.attack.attacker",
                       "ability": "action.ability"}.get(action["form"], "action"), action["source"]))
    if action["form"] == "attack" and action.get("targets"):
        named[0] = ("action.attack.defender", action["targets"][0])
    for where, name in named:
        gone = _gone(engine, name)
        if gone is not None:
            what, by = gone
            raise one.error(where, f"{name} was {what} by {by}; an action can name only what is still in play "
                            f"when it begins.", allowed=", ".join(_in_play(engine)) or "(nothing)")


def _gone(engine, name):
    for fact in engine.facts.values():
        if type(fact).__name__ in ("Entity", "Permanent") and fact.get("id") == name:
            if fact.get("destroyed") or fact.get("location") == "gone":
                what = "destroyed" if fact.get("destroyed") else "removed from the board"
                return what, _by_action(engine.trace, type(fact).__name__, name)
    return None


def _by_action(trace, template, name):
    """Which action first left `name` destroyed or gone, as the file names it (actions[N])."""
    for node in trace.facts_of(template, id=name):
        d = trace.graph.nodes[node]
        if d["data"].get("destroyed") or d["data"].get("location") == "gone":
            return f"actions[{d['action'] - 1}]"
    return "an earlier action"


def _in_play(engine):
    return [f["id"] for f in engine.facts.values() if type(f).__name__ in ("Entity", "Permanent")
            and not f.get("destroyed") and f.get("location") != "gone"]


def merged_board(boards):
    """The board the outcome of a sequence is read with: the last action's, with what every action's board
    reported (unmodelled cards, effects, printings, sources) and only the bystanders no action declared."""
    last = copy.copy(boards[-1])
    declared = {f["id"] for b in boards for f in b.facts if type(f).__name__ in ("Entity", "Permanent")}
    last.bystanders = {i: s for i, s in last.bystanders.items() if i not in declared}
    last.unmodelled = _unique([u for b in boards for u in b.unmodelled], lambda u: (u.get("id"), u.get("card")))
    last.printings = _unique([p for b in boards for p in b.printings], lambda p: (p.get("id"), p.get("card")))
    last.sources = _unique([s for b in boards for s in b.sources or ()], lambda s: s.get("card"))
    last.effects = {k: v for b in boards for k, v in b.effects.items()}
    return last


def _unique(items, key):
    """`items` without repeats (by `key`), in order."""
    seen, out = set(), []
    for item in items:
        if key(item) not in seen:
            seen.add(key(item))
            out.append(item)
    return out


def run_sequence(game, scenario, chances=None, snapshot=None, engine=None):
    """Run every action of `scenario` in order on one engine: (engine, each action's scenario, boards).

    `chances` gives each action's random results (default: its choices, then the seed); `snapshot`, when
    given, is called after each action with (index, its scenario, the boards so far, engine); `engine`, when
    given, is used instead of the game's (a test's engine with every rule)."""
    scenarios, boards = board_scenarios(game, scenario)
    for one, board in zip(scenarios[1:], boards[:-1]):
        if board.action_facts is None:
            raise one.error("action", f"{game.title} cannot yet resolve an action after another: its board "
                            "does not say which facts belong to one action.", allowed="one action (action:)")
    engine = engine or game.engine_for(boards)
    known = set()
    for index, (one, board) in enumerate(zip(scenarios, boards)):
        chance = chances[index] if chances else action_chance(scenario, one, index)
        if index == 0:
            engine.start(board.facts, chance)
            arriving(game, board, known)
            if snapshot is not None:
                snapshot(-1, one, boards[:1], engine)
        else:
            refuse_what_is_gone(engine, one, index)
            kept = recomputed_kept(game, engine, board)
            engine.continue_with(leaving(game, engine, boards[index - 1], index, kept),
                                 arriving(game, board, known, kept), chance, index + 1)
        engine.run()
        chance.check_all_used()
        if snapshot is not None:
            snapshot(index, one, boards[:index + 1], engine)
    return engine, scenarios, boards


def resolve_sequence(game, scenario, chances=None, engine=None):
    """Resolve every action of `scenario` in order; the Outcome has `actions` (one entry each, in order)."""
    from dealt.inference.outcome import board_and_players, build_outcome
    chances = chances or [action_chance(scenario, scenario.for_action(i), i) for i in range(len(scenario.actions))]
    snapshots = {}

    def snapshot(index, one, boards, engine):
        if game.outcome_builder is None:           # the shared board: read straight from working memory
            board, players = board_and_players(game, merged_board(boards), list(engine.facts.values()))
        else:                                      # a game's own outcome holds its own board
            snap = build_outcome(game, one, merged_board(boards), engine)
            board, players = snap.board, snap.players
        snapshots[index] = {"board": board, "players": players}

    engine, scenarios, boards = run_sequence(game, scenario, chances, snapshot, engine)
    outcome = build_outcome(game, scenarios[-1], merged_board(boards), engine)
    outcome.random = [r for chance in _distinct(chances) for r in chance.record]
    trace, fired = engine.trace, {}
    for node in trace.firings:                      # each action's rulings, in one pass over the firings
        firing = trace.firing(node)
        if not firing["housekeeping"]:
            fired.setdefault(firing["action"], []).append(firing["rule"])
    outcome.actions = [{"action": index + 1, "where": item["where"], "does": describe(one.action),
                        "events": [e["id"] for e in outcome.events if e.get("action") == index + 1],
                        "fired": fired.get(index + 1, []), **snapshots[index]}
                       for index, (item, one) in enumerate(zip(scenario.actions, scenarios))]
    outcome.actions[0]["before"] = snapshots[-1]["board"]
    outcome.actions[0]["players_before"] = snapshots[-1]["players"]
    return outcome


def _distinct(chances):
    return _unique(chances, id)


def describe(action):
    """An action in words, as the outputs head its part: "Fireball (A) at squire", "A's turn ends"."""
    form = action["form"]
    targets = ", ".join(action.get("targets") or ())
    if form == "end_turn":
        return f"{action['player']}'s turn ends"
    if form == "draw":
        return f"{action['player']} draws a card"
    if form == "fatigue":
        return f"{action['player']} takes Fatigue"
    if form == "card":
        return f"{action['card']} ({action['controller']})" + (f" at {targets}" if targets else "")
    if form == "deal":
        return f"{action['source']} deals {action['amount']} to {targets}"
    if form == "attack":
        return f"{action['source']} attacks {targets}"
    if form == "ability":
        return f"{action['source']}'s ability" + (f" at {targets}" if targets else "")
    if form == "combat" and isinstance(action.get("combat"), dict):
        attackers = action["combat"].get("attackers")
        named = ", ".join(map(str, attackers)) if isinstance(attackers, (list, dict)) else str(attackers or "")
        return "combat" + (f": {named} attacking" if named else "")
    return form
