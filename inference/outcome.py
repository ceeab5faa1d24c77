"""What a run concluded: the final board, each damage event with its amount ledger, and the firings.

Everything here is read off the engine's working memory and its trace.
"""
from dataclasses import dataclass, field

from dealt.inference.ruling_text import brief, fill, sentence_and_source
from dealt.inference.why_not import CheckedAndNotApplied

#: matched-fact templates that say which card is responsible for a firing, most specific first
_CARD_FIELDS = (("Effect", "card"), ("HealthFloor", "card"), ("Ability", "card"))


@dataclass
class Outcome:
    """The result of resolving one scenario."""

    scenario: object
    game: object
    board: dict
    events: list
    fired: list
    unmodelled: list
    notes: list
    players: dict
    trace: object = field(repr=False)
    effects: dict = field(default_factory=dict, repr=False)
    random: list = field(default_factory=list)
    healing: list = field(default_factory=list)
    #: which printing of each database card was used and how it is modelled (Hearthstone)
    printings: list = field(default_factory=list)
    #: the whole ruling of each firing an event's step names only in part (its long list cut): seq -> text
    rulings: dict = field(default_factory=dict)
    #: where each modelled card in play came from: [{card, from, replaces_bundled}] (kb/libraries.py)
    sources: list = field(default_factory=list)
    #: a sequence (``actions:``): per action {action, where, does, events (ids), board, players}
    actions: list = field(default_factory=list)
    #: the board before the (first) action, read like `board` from the facts the scenario gave
    before: dict = field(default_factory=dict)

    def event(self, event_id):
        return next((e for e in self.events if e["id"] == event_id), None)

    @property
    def rules(self):
        """The name of the rule set this was resolved under (``default``: the rules text; dealt.kb.variants)."""
        return getattr(self.scenario, "rules", "") or "default"

    def to_json(self):
        return {
            "game": self.game.name,
            "rules": self.rules,
            "board": self.board,
            "players": self.players,
            "events": [{k: v for k, v in e.items() if not k.startswith("_")} for e in self.events],
            "fired": self.fired,
            "unmodelled": self.unmodelled,
            **({"printings": self.printings} if self.printings else {}),
            "cards": self.sources,
            **({"rulings": {str(seq): text for seq, text in sorted(self.rulings.items())}} if self.rulings else {}),
            "notes": self.notes,
            "healing": self.healing,
            "random": [{"kind": k, "for": what, "result": r, "given": g} for k, what, r, g in self.random],
            **({"actions": [{"action": a["action"], "where": a["where"], "does": a["does"],
                             "events": [{k: v for k, v in self.event(i).items() if not k.startswith("_")}
                                        for i in a["events"]],
                             "fired": a["fired"], "board": a["board"], "players": a["players"]}
                            for a in self.actions]}
               if self.actions else {}),
        }


def unmodelled_line(u):
    """What every output says of one unmodelled card in play: its id and card, then its text or why."""
    if u.get("reason"):
        what = f"{u['reason']}; resolved as the plain {u.get('kind') or 'entity'} the scenario describes"
        if u.get("did_you_mean"):
            what += f" (did you mean {' or '.join(u['did_you_mean'])}?)"
        if u.get("other_game"):
            what += f"; {u['other_game']}"
        return f"{u['id']} ({u['card']}): {what}"
    if u.get("unread"):                        # a card's clauses no template of its game's grammar reads
        return f"{u['id']} ({u['card']}): " + ", ".join(f"'{clause}'" for clause in u["unread"])
    return f"{u['id']} ({u['card']}): {u['text']}"


def _plain(value):
    if hasattr(value, "as_dict") and "id" in value:
        return value["id"]
    if hasattr(value, "as_dict") and "name" in value:
        return value["name"]
    return value


def responsible_card(trace, firing):
    """(card, board id) a firing acted for: an effect's card and host, a floor's card, the played
    card, a keyword's grantor; ("", "") when the rule is the game's own."""
    matched = [trace.graph.nodes[n] for n in trace.matched(firing)]
    for template, key in _CARD_FIELDS:
        for fact in matched:
            if fact["template"] == template and fact["data"].get(key):
                return fact["data"][key], fact["data"].get("host", "")
    for fact in matched:
        if fact["template"] == "Keyword":
            return (fact["data"].get("granted_by") or fact["data"]["name"].replace("_", " ").title(),
                    fact["data"]["entity"])
    return "", ""


def ruling(trace, firing, event=None, **extra):
    """One firing as a ruling: rule, card, sentence with amounts, citation."""
    node = trace.firing(firing)
    template, source = sentence_and_source(node["doc"])
    values = {k: _plain(v) for k, v in node["context"].items()}
    values.update(node["values"])
    values.update({k: v for k, v in extra.items() if v is not None})
    card, host = responsible_card(trace, firing)
    values.setdefault("card", card)
    if event is not None:
        values.setdefault("event", event["id"])
        values.setdefault("target", event["target"])
        values.setdefault("source", event["source_card"] or event["source"])
    told = {"rule": node["rule"], "card": card, "host": host, "ruling": fill(template, values),
            "source": source, "seq": node["seq"]}
    short = brief(values, node["seq"]) if event is not None else None
    if short is not None:           # one of many events: name the list once, in the outcome's rulings
        told["whole"], told["ruling"] = told["ruling"], fill(template, short)
    return told


def _event_records(trace):
    """Each DamageEvent's versions (fact nodes) by event id, in creation order."""
    versions = {}
    for node in trace.facts_of("DamageEvent"):
        versions.setdefault(trace.graph.nodes[node]["data"]["id"], []).append(node)
    return versions


def _first_seq(trace, versions, reached):
    """When an event's versions first reached a state (the firing's number), or infinity if never."""
    return next((trace.firing(trace.producer(v))["seq"] for v in versions
                 if reached(trace.graph.nodes[v]["data"]) and trace.producer(v)), float("inf"))


def event_history(trace, sequence, versions):
    """(ledger, after, passed_over, created_by) for one event, from the firings that touched its versions."""
    touched = {}
    for v in versions:
        producer = trace.producer(v)
        if producer is not None:
            touched.setdefault(producer, set()).add(("produced", v))
        for firing, d in trace.graph.succ[v].items():
            if d["role"] == "matched":
                touched.setdefault(firing, set()).add(("matched", v))
    ledger, after, passed, created_by = [], [], [], None
    for firing in sorted(touched, key=lambda n: trace.firing(n)["seq"]):
        roles = touched[firing]
        matched = [v for r, v in roles if r == "matched"]
        produced = [v for r, v in roles if r == "produced"]
        node = trace.firing(firing)
        if not matched:
            created_by = firing
            before_data, after_data = None, trace.graph.nodes[produced[0]]["data"]
        else:
            before_data = trace.graph.nodes[matched[0]]["data"]
            after_data = trace.graph.nodes[produced[0]]["data"] if produced else before_data
        if node["housekeeping"]:
            if node["rule"] == "pass_over_effect_that_does_not_apply":
                passed.append((firing, before_data))
            continue
        step = sequence.names[0] if before_data is None else before_data["step"]
        entry = {"firing": firing, "step": step,
                 "before": None if before_data is None else before_data["amount"],
                 "after": after_data["amount"], "prevented": after_data["prevented"]}
        if before_data is not None and sequence[step].phase == "after":
            after.append(entry)
        else:
            ledger.append(entry)
    return ledger, after, passed, created_by


def trigger_history(trace, created_by):
    """The firings that queued and started the triggered ability whose rule created an event (a card
    file's ``when``: the trigger's condition rule, the queue's, and for a missile the ability's rule that
    aimed it), in firing order; [] for an event of the player's own action. They are read off the
    ``Action`` (of a trigger) the creating firing matched, or matched by the firing that made its ``Hit``."""
    def triggered(firing):
        return [n for n in trace.matched(firing) if trace.graph.nodes[n].get("template") == "Action"
                and trace.graph.nodes[n]["data"].get("trigger")]

    found, todo, seen = set(), triggered(created_by), set()
    for node in trace.matched(created_by):
        producer = trace.producer(node) if trace.graph.nodes[node].get("template") == "Hit" else None
        if producer is not None and triggered(producer):
            found.add(producer)
            todo.extend(triggered(producer))
    while todo:
        node = todo.pop()
        if node in seen:
            continue
        seen.add(node)
        producer = trace.producer(node)
        if producer is not None and not trace.firing(producer)["housekeeping"]:
            found.add(producer)
            todo.extend(triggered(producer))
    return sorted(found, key=lambda n: trace.firing(n)["seq"])


def keywords_by_entity(facts):
    """Each entity's keywords in working memory (its ``Keyword`` facts), by entity id."""
    keywords = {}
    for f in facts:
        if type(f).__name__ == "Keyword":
            keywords.setdefault(f["entity"], []).append(f["name"])
    return keywords


def build_outcome(game, scenario, board, engine):
    """Read the final working memory and the trace into an :class:`Outcome` (a game may read its own)."""
    outcome = (game.outcome_builder or _shared_outcome)(game, scenario, board, engine)
    outcome.sources = board.sources
    if not outcome.before:
        outcome.before = board_and_players(game, board, board.facts)[0]
    by_action = _event_actions(engine.trace)
    for event in outcome.events:
        event["action"] = by_action.get(event["id"], 1)
    return outcome


def _event_actions(trace):
    """Event id -> the action (1, 2, ...) that made it: the action its first version belongs to (a one-action
    run: every event is action 1's, and nothing is read)."""
    if trace.action == 1:
        return {}
    found = {}
    for node, d in trace.graph.nodes(data=True):
        if d.get("kind") == "fact" and d["template"] in ("DamageEvent", "MtgEvent") and "id" in d["data"]:
            found.setdefault(d["data"]["id"], (int(node[1:]), d.get("action", 1)))
            if int(node[1:]) < found[d["data"]["id"]][0]:
                found[d["data"]["id"]] = (int(node[1:]), d.get("action", 1))
    return {event_id: action for event_id, (_, action) in found.items()}


def board_and_players(game, board, facts):
    """The board (id -> state, in play order) and the players' counters, as working memory holds them now."""
    keywords = keywords_by_entity(facts)
    counters = {}                   # board id -> {name: (value, the kinds that show it, or None: every kind)}
    for template, key, value, name, *kinds in game.board_counters:
        for f in facts:
            if type(f).__name__ == template:
                counters.setdefault(f[key], {})[name] = (f[value], kinds[0] if kinds else None)
    states = [(f["order"], f["id"], {
        "card": f["card"], "kind": f["kind"], "controller": f["controller"],
        **{stat: f[stat] for stat in game.stats},
        "destroyed": f["destroyed"], "keywords": sorted(keywords.get(f["id"], [])),
        **{name: v for name, (v, kinds) in counters.get(f["id"], {}).items() if kinds is None or f["kind"] in kinds},
    }) for f in facts if type(f).__name__ == "Entity"]
    states += [(s["order"], i, {k: v for k, v in s.items() if k != "order"}) for i, s in board.bystanders.items()]
    players = {f["name"]: {"fatigue": f["fatigue"], "cards_drawn": f["cards_drawn"], "deck": f["deck"], "active": f["active"]}
               for f in facts if type(f).__name__ == "Player"}
    return {entity_id: state for _, entity_id, state in sorted(states)}, players


def _shared_outcome(game, scenario, board, engine):
    """The :class:`Outcome` of a game whose facts are the shared Damage Events."""
    from dealt.kb.libraries import GameWithCards
    trace = engine.trace
    facts = list(engine.facts.values())
    final_board, players = board_and_players(game, board, facts)
    events, not_applied, whole = [], CheckedAndNotApplied(
        game if board.cards is None else GameWithCards(game, board.cards), trace, final_board, engine), {}
    for event_id, versions in sorted(_event_records(trace).items(),
                                     key=lambda kv: trace.graph.nodes[kv[1][0]]["data"]["order"]):
        final = trace.graph.nodes[versions[-1]]["data"]
        ledger, after, passed, created_by = event_history(trace, game.sequence, versions)
        if created_by is not None:          # a triggered ability's event: what set it off comes first
            ledger[:0] = [{"firing": f, "step": game.sequence.names[0], "before": None, "after": None,
                           "prevented": False} for f in trigger_history(trace, created_by)]

        def steps(entries):
            out = []
            for entry in entries:
                r = ruling(trace, entry["firing"], final, before=entry["before"], after=entry["after"])
                if "whole" in r:
                    whole[r["seq"]] = r["whole"]
                out.append({"rule": r["rule"], "card": r["card"], "host": r["host"], "step": entry["step"],
                            "seq": r["seq"],
                            "before": entry["before"], "after": entry["after"],
                            "prevented": entry["prevented"], "ruling": r["ruling"], "source": r["source"]})
            return out

        ledger_steps = steps(ledger)
        acted = {(s["host"], s["card"], s["step"]): s["seq"] for s in ledger_steps if s["card"]}
        # an effect that acted at a step of this event (a redirect) is not "did not apply" when the event, redirected,
        # comes to that step again
        passed_over = [m for m in not_applied.of(passed)
                       if acted.get((m["host"], m["card"], m["step"]), m["seq"]) >= m["seq"]]
        events.append({
            "id": event_id, "order": final["order"], "source": final["source"],
            "source_card": final["source_card"], "source_kind": final["source_kind"],
            "controller": final["controller"], "target": final["target"], "proposed": final["proposed"],
            "amount": final["amount"], "dealt": 0 if final["prevented"] else final["dealt"],
            "lost": final["lost"], "prevented": final["prevented"], "parent": final["parent"],
            "reached": final["step"],
            "_created_at": _first_seq(trace, versions, lambda data: data["stage"] != "waiting"),
            "_resolved_at": _first_seq(trace, versions, lambda data: data["step"] == "resolved"),
            "steps": ledger_steps, "after": steps(after), "not_applied": passed_over,
            "created_by": trace.firing(created_by)["rule"] if created_by else "",
            "created_by_card": responsible_card(trace, created_by)[0] if created_by else "",
            "_first": versions[0],
        })
    events.sort(key=lambda e: (e["_created_at"], e["order"]))      # creation order (Bolf's event: after the one it replaced)
    for rank, event in enumerate(events, 1):
        event["created"] = rank
    for rank, event in enumerate(sorted(events, key=lambda e: (e["_resolved_at"], e["order"])), 1):
        event["resolved"] = rank
    fired = [trace.firing(n)["rule"] for n in trace.firings if not trace.firing(n)["housekeeping"]]
    notes = [{k: f[k] for k in ("event", "kind", "entity", "amount")}
             for f in facts if type(f).__name__ == "Note"]
    healing = [{"id": f["id"], "source": f["source_card"] or f["source"], "target": f["target"],
                "proposed": f["proposed"], "restored": f["restored"],
                "replaced": f["step"] == "replaced"}
               for f in sorted((f for f in facts if type(f).__name__ == "HealingEvent"), key=lambda f: f["order"])]
    return Outcome(scenario=scenario, game=game, board=final_board, events=events, fired=fired,
                   unmodelled=board.unmodelled, notes=notes, players=players, trace=trace,
                   effects=board.effects, healing=healing, printings=board.printings, rulings=whole)


def resolve(game, scenario, chance=None):
    """Resolve a scenario on its game's engine (built once, reset here).

    Random results come from `chance`, by default the scenario's choices, then its seed.
    """
    from dealt.inference.chance import Chance
    if scenario.sequence:
        from dealt.inference.sequence import resolve_sequence
        return resolve_sequence(game, scenario, None if chance is None else [chance] * len(scenario.actions))
    board = game.board(scenario)
    engine = game.engine_for(board)
    chance = chance or Chance(scenario.choices, scenario.seed, scenario.file, scenario.line_of)
    engine.start(board.facts, chance)
    engine.run()
    chance.check_all_used()
    outcome = build_outcome(game, scenario, board, engine)
    outcome.random = list(chance.record)
    return outcome
