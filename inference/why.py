"""`why` and `why-not`: the ordered chain of rulings behind a subject's result, one model for every game.

A subject (inference/subjects.py) is an event id (``e1``), a board id (``heroB``), a card or effect in play
(``Ice Block``, also one that never acted), the action's card (``Fireball``), a rule (by its name) or a player
(``A``). The explanation (:func:`explain`, a plain dict: the JSON form) lists, for each damage event involved:
how the event came to be (every ruling it descends from in the trace that is not one of its own: counts,
divisions, choices, queries: :func:`deciding_steps`), every ruling that changed it in firing order with its
step, card, amounts and citation, the forms and choices a game records at a step (Magic), its result in the
game's words, what the damage caused, and why each effect in play that could have acted did not: checked and
did not apply (the failed condition of its rules, :mod:`dealt.inference.why_not`), never reached, or never
touched. :func:`render_text` says it as a judge would, in the game's terms (its step titles, its result
phrases: :class:`dealt.kb.game.Game`); a rule's identifier appears only on its ruling's citation line.
"""
from dealt.inference.outcome import ruling, unmodelled_line
from dealt.inference.subjects import card_events, find_subject
from dealt.inference.why_not import unreached


# --- the model ---------------------------------------------------------------------------------------------
def _involves(event, entity_id, acting_as=()):
    """Whether a board id took part in an event: its target(s) or source, or a card that acted or was checked;
    `acting_as` are the (host, card) pairs its effects act as (an ongoing card whose effect is on a hero)."""
    hosts = {s["host"] for s in event["steps"] + event["after"]} | {m["host"] for m in event["not_applied"]}
    pairs = {(s["host"], s["card"]) for s in event["steps"] + event["after"] + event["not_applied"]}
    return entity_id in hosts or entity_id in (event["target"], event["source"]) or entity_id in event.get("targets", ()) \
        or entity_id in event.get("involved", ()) or bool(pairs & set(acting_as))


def _rulings_not_shown(trace, shown):
    """Firings that state a ruling (not housekeeping) and whose seq is not in `shown`, in order."""
    for firing in trace.firings:
        node = trace.firing(firing)
        if not node["housekeeping"] and node["seq"] not in shown:
            yield firing


def _entity_changes(outcome, entity_id, shown, templates):
    """Firings that changed this entity (its state facts or keywords) and are not already in `shown` (seqs)."""
    trace = outcome.trace
    out = []
    for firing in _rulings_not_shown(trace, shown):
        changed = trace.produced(firing) + [f for f in trace.matched(firing)
                                             if trace.graph.nodes[f]["retracted_by"] == firing]
        for fact in changed:
            data = trace.graph.nodes[fact]
            if any(data["template"] == t and data["data"].get(k) == entity_id for t, k in templates) or (
                    data["template"] == "Keyword" and data["data"]["entity"] == entity_id):
                event = next((e for e in outcome.events if any(
                    trace.graph.nodes[m]["template"] in _EVENT_TEMPLATES and
                    trace.graph.nodes[m]["data"].get("id") == e["id"] for m in trace.matched(firing))), None)
                r = ruling(trace, firing, event)
                r.pop("whole", None)            # the outcome's rulings hold it once
                r["event"] = event["id"] if event else ""
                out.append(r)
                break
    return out


_EVENT_TEMPLATES = ("DamageEvent", "MtgEvent")


def _ledger_seqs(outcome):
    """The seqs of every event's own rulings (its ledger and what it caused), read once per outcome."""
    if "_ledger_seqs" not in outcome.__dict__:
        outcome.__dict__["_ledger_seqs"] = {s["seq"] for e in outcome.events for s in e["steps"] + e["after"]}
    return outcome.__dict__["_ledger_seqs"]


def _events_it_decided(outcome, entity_id):
    """The events a board id decided without acting on them: those that descend in the trace from a ruling that
    read it (Kobold Geomancer's Spell Damage in the number of Avenging Wrath's missiles), read forwards once."""
    trace = outcome.trace
    own = _ledger_seqs(outcome)
    starts = []
    for firing in trace.firings:
        node = trace.firing(firing)
        if node["housekeeping"] or node["seq"] in own:
            continue
        if any(trace.graph.nodes[f]["template"] in ("Effect", "MtgEffect") and trace.graph.nodes[f]["data"].get("host")
               == entity_id for f in trace.matched(firing)):
            starts.append(firing)
    found, seen, todo = set(), set(starts), list(starts)
    while todo:
        node = todo.pop()
        for succ, d in trace.graph.succ[node].items():
            if succ in seen:
                continue
            seen.add(succ)
            data = trace.graph.nodes[succ]
            if data.get("kind") == "fact" and data["template"] in _EVENT_TEMPLATES:
                found.add(data["data"].get("id"))
                continue                     # the event itself: what follows from it is its own
            todo.append(succ)
    return found


def deciding_steps(outcome, event, shown):
    """The rulings an event descends from in the trace, in firing order, that are none of the rulings already
    `shown` (seqs): how many missiles, how a split was divided, the order a player chose, what a query read.

    Read backwards from the event's first version: the firing that declared it, the facts that firing matched,
    the firings that declared or changed those, and so on, within the event's action. Housekeeping is passed
    through, not shown; a ruling of another event's own ledger is not this event's deciding step.
    """
    trace = outcome.trace
    start = event.get("_first")
    if start is None or start not in trace.graph:
        return []
    action = trace.graph.nodes[start].get("action", 1)
    own = _ledger_seqs(outcome)
    found, seen, todo = [], {start}, [start]
    while todo:
        node = todo.pop()
        for pred, d in trace.graph.pred[node].items():
            if pred in seen or d["role"] not in ("produced", "matched", "became"):
                continue
            seen.add(pred)
            data = trace.graph.nodes[pred]
            if data.get("action", 1) != action:
                continue
            todo.append(pred)
            if data.get("kind") == "firing" and not data["housekeeping"] and data["seq"] not in shown \
                    and data["seq"] not in own:
                found.append(pred)
    return [dict(ruling(trace, f, event), why="deciding") for f in sorted(found, key=lambda n: trace.firing(n)["seq"])]


def _state(outcome, entity_id, board):
    """A board entry's state as the explanation shows it: the game's stats, destroyed, keywords, counters."""
    game = outcome.game
    entry = board.get(entity_id) or {}
    keys = ("kind",) + tuple(game.stats) + ("destroyed", "keywords") + tuple(c[3] for c in game.board_counters)
    return {k: entry[k] for k in keys if k in entry} | ({"entered": True} if entry.get("entered") else {})


def explain(outcome, subject):
    """The explanation of a subject as a plain dict (the JSON form), for every game alike."""
    kind, found = find_subject(outcome, subject)
    game = outcome.game
    entity_id, card, rule_name, player = "", "", "", ""
    if kind == "event":
        events, entity_id = [found], found["target"]
    elif kind == "card":
        events, card = card_events(outcome, found), found
    elif kind == "rule":
        rule_name = found
        events = [e for e in outcome.events if any(s["rule"] == found for s in e["steps"] + e["after"])]
    elif kind == "player":
        player = found
        ids = {i for i, e in outcome.board.items() if e.get("controller") == found} | {found}
        events = [e for e in outcome.events if ids & ({e["target"], e["source"]} | set(e.get("targets", ())))]
        if found in outcome.board:
            entity_id = found
    else:
        entity_id = found
        acting_as = [(e.get("host"), e.get("card")) for i, e in outcome.effects.items()
                     if i == entity_id and e.get("host") != entity_id]
        decided = _events_it_decided(outcome, entity_id)
        events = [e for e in outcome.events if game.explain_every_event or _involves(e, entity_id, acting_as)
                  or e["id"] in decided or any(m["host"] == entity_id for m in unreached(outcome, e))]
    views = [_event_view(outcome, e) for e in events]
    shown = {s["seq"] for e in views for s in e["steps"] + e["after"] + e["deciding"]}
    if entity_id:
        card = outcome.board[entity_id]["card"]
        after = _state(outcome, entity_id, outcome.board)
        before = _state(outcome, entity_id, outcome.before) if entity_id in outcome.before else {"entered": True}
    else:
        before, after = {}, {}
    templates = game.state_templates
    other = _entity_changes(outcome, entity_id, shown, templates) if kind == "entity" else []
    action = _action_rulings(outcome, shown | {r["seq"] for r in other}) if game.explain_action else []
    untouched = _never_touched(outcome, entity_id, views) if kind == "entity" else []
    explanation = {
        "game": game.name,
        "subject": subject,
        "kind": kind,
        "entity": entity_id,
        "card": card,
        "before": before,
        "after": after,
        "events": views,
        "event_count": len(outcome.events),
        "other_changes": other,
        "unmodelled": outcome.unmodelled,
        **({"rule": rule_name, "firings": _rule_firings(outcome, rule_name)} if rule_name else {}),
        **({"player": player, "players": {player: outcome.players.get(player, {})}} if player else {}),
        **({"not_touched": untouched} if untouched else {}),
        **({"printings": printings} if (printings := _printings(outcome, entity_id, events)) else {}),
        **({"action": action} if action else {}),
        **({"caps": caps} if (caps := caps_reached(outcome)) else {}),
        **({"conditions": conditions} if (conditions := condition_rulings(outcome)) else {}),
        **({"notes": notes} if (notes := [n["says"] for n in outcome.notes if n.get("says") and (
            not entity_id or n.get("entity") in ("", entity_id))]) else {}),
    }
    if outcome.actions:
        explanation["actions"] = actions_part(outcome, explanation)
    return explanation


def why_not_part(explanation):
    """The why-not of an explanation alone (`dealt why-not --json`): per event, the effects checked that did not
    apply and those never reached, and the events an effect in play never touched."""
    return {"subject": explanation["subject"], "kind": explanation["kind"],
            "events": [{"id": ev["id"], "not_applied": ev["not_applied"], "not_reached": ev["not_reached"]}
                       for ev in explanation["events"]],
            "not_touched": explanation.get("not_touched", [])}


def _event_view(outcome, event):
    """An event as an explanation holds it: its record, what never reached it, how it came to be."""
    view = dict(event, not_reached=unreached(outcome, event))
    view["deciding"] = deciding_steps(outcome, event, {s["seq"] for s in event["steps"] + event["after"]})
    return {k: v for k, v in view.items() if not k.startswith("_")}


def _rule_firings(outcome, name):
    """Every ruling of one rule in the run, in order (a rule as a subject)."""
    trace = outcome.trace
    return [ruling(trace, f) for f in trace.firings if trace.firing(f)["rule"] == name]


def _never_touched(outcome, entity_id, views):
    """The why-not of each effect a board id hosts on each event its reach admits but which neither acted on it,
    was checked against it nor was listed as never reached: it could have touched the event, and why it did not."""
    registry, sequence = outcome.game.registry, outcome.game.sequence
    out = []
    for effect_id, effect in outcome.effects.items():
        if effect.get("host") != entity_id or effect.get("mechanic") not in registry:
            continue
        for ev in outcome.events:
            if any(s["host"] == entity_id for s in ev["steps"] + ev["after"]) or \
                    any(m["host"] == entity_id for m in ev["not_applied"]):
                continue
            view = next((v for v in views if v["id"] == ev["id"]), None)
            if view is not None and any(m["host"] == entity_id for m in view["not_reached"]):
                continue
            try:
                if not registry.reaches(effect, ev, outcome.board):
                    continue
            except KeyError:
                continue
            steps = [s for s, _ in registry[effect["mechanic"]].timings if s in sequence.by_name]
            if not steps:
                continue                  # an ability or a trigger of its own: it acts on no event's step
            reached = ev.get("reached", "")
            where = " or ".join(sequence[s].title for s in steps)
            said = (f"{ev['id']} never came to {where}, where {effect['card']} acts: it went no further than "
                    f"{sequence[reached].title if reached in sequence.by_name else reached}")
            out.append({"event": ev["id"], "card": effect["card"], "host": entity_id, "because": said})
    return out


def actions_part(outcome, explanation):
    """A sequence: each action's part for the subject, in order: the events it made that the explanation
    holds, and the subject's state after it (a board id's), said as the game says a board (its board_phrase)."""
    shown = {e["id"] for e in explanation.get("events", ())}
    entity = explanation.get("entity") or ""
    parts = []
    for a in outcome.actions:
        part = {"action": a["action"], "where": a["where"], "does": a["does"],
                "events": [i for i in a["events"] if i in shown]}
        state = a["board"].get(entity)
        if state is not None:
            part["after"] = {k: state[k] for k in tuple(outcome.game.stats) + ("destroyed",) if k in state}
            part["state"] = _state_words(outcome.game, state)
        parts.append(part)
    return parts


def _state_words(game, state):
    """A thing's state as its game's outputs say it ("now HP 19", "now Health 3, Armor 0"), destroyed or not."""
    try:
        words = game.board_phrase.format(**state).removeprefix("now ")
    except (KeyError, IndexError, ValueError):
        words = ", ".join(f"{game.stat_word(k)} {state[k]}" for k in game.stats if k in state
                          and state[k] not in ("", None) and (state[k] != 0 or k in ("damage", "health")))
    return words + (", destroyed" if state.get("destroyed") else "")


def caps_reached(outcome):
    """The rulings of a card's own cap reached (Bouncing Blade's 80 missiles): the firings that noted one."""
    trace = outcome.trace
    return [ruling(trace, firing) for firing in trace.firings
            if any(trace.graph.nodes[f]["template"] == "Note" and trace.graph.nodes[f]["data"].get("kind") == "cap"
                   for f in trace.produced(firing))]


def condition_rulings(outcome):
    """The rulings that checked a condition the action's card puts on its ability (a Condition fact: Combo,
    "If you're holding a Dragon"), whether it held and why, and those that settled the Cost its text changes (a
    CostChange fact: Hearthstone's "Costs (1) less for each enemy minion."), in firing order."""
    trace = outcome.trace
    return [ruling(trace, firing) for firing in _rulings_not_shown(trace, set())
            if any(trace.graph.nodes[f]["template"] in ("Condition", "CostChange") for f in trace.matched(firing))]


def _printings(outcome, entity_id, events):
    """The printings (database id and set) of the subject, the action's card and the events' sources (by
    board id, or by card when the source is a card)."""
    ids = {entity_id, "action"} | {e["source"] for e in events}
    cards = {e.get("source_card") for e in events}           # a played minion's area or missiles: its card
    return [p for p in outcome.printings if p["id"] in ids or p["card"] in cards]


def _action_rulings(outcome, shown):
    """Rulings about the action itself, in firing order: those that touched no damage event and are not
    already shown (targets chosen and their costs, bonuses summed, what happened while it waited, the turn's end)."""
    trace = outcome.trace
    out = []
    for firing in _rulings_not_shown(trace, shown):
        facts = trace.matched(firing) + trace.produced(firing)
        if any(trace.graph.nodes[f]["template"] in _EVENT_TEMPLATES for f in facts):
            continue
        out.append(ruling(trace, firing))
    return out


# --- the words -----------------------------------------------------------------------------------------------
def _change(game, before, after):
    """What became of a thing, in its game's words: each stat that changed, keywords gained and lost, destroyed."""
    if before.get("entered"):             # put into play by a rule (summoned, equipped): what it is now
        now = ", ".join(f"{game.stat_word(k)} {_said(after[k])}" for k in game.stats
                        if after.get(k) not in (None, "", 0) or k == "health")
        return "entered play during the action" + (f", now {now}" if now else "") + (
            f", {game.destroyed_word(after.get('kind', ''))}" if after.get("destroyed") else "")
    parts = []
    keys = tuple(game.stats) + tuple(c[3] for c in game.board_counters)
    for key in keys:
        if key in after and before.get(key) != after.get(key):
            parts.append(f"{game.stat_word(key)} {_said(before.get(key))} -> {_said(after.get(key))}")
    gained = sorted(set(after.get("keywords", ())) - set(before.get("keywords", ())))
    lost = sorted(set(before.get("keywords", ())) - set(after.get("keywords", ())))
    parts += [f"became {k.replace('_', ' ').title()}" for k in gained]
    parts += [f"lost {k.replace('_', ' ').title()}" for k in lost]
    if after.get("destroyed") and not before.get("destroyed"):
        parts.append(game.destroyed_word(after.get("kind", "")))
    return ", ".join(parts) or "no change"


def _said(value):
    if isinstance(value, bool):
        return "yes" if value else "no"
    return "-" if value in ("", None) else str(value).replace("_", " ")


def headline(e, change):
    """The explanation's first line: the subject and `change` (what became of it)."""
    if e["kind"] == "card":
        ids = [ev["id"] for ev in e["events"]]
        said = (f"its {len(ids)} damage events, {', '.join(ids)}, in the order they were created" if len(ids) > 1
                else f"its damage event {ids[0]}" if ids else "it dealt no damage")
        return f"{e['card']} (the action's card): {said}."
    if e["kind"] == "rule":
        n = len(e.get("firings", ()))
        return f"The rule {e['rule']} ruled {n} time{'s' if n != 1 else ''} in this scenario" + (
            f", in {', '.join(ev['id'] for ev in e['events'])}." if e["events"] else ".")
    if e["kind"] == "player" and not e["entity"]:
        return f"Player {e['player']}: the damage dealt to and by what they control."
    who = f"{e['entity']} ({e['card']})" if e["card"] else e["entity"]
    return f"{who}: {change}."


def citation(r):
    """A ruling's citation line: its rule (the identifier authors write in ruling files), card and source."""
    return ("rule " + r["rule"] + (f"; card {r['card']}" if r.get("card") else "")
            + (f"; source: {r['source']}" if r.get("source") else ""))


def step_title(game, step):
    """A step of an event as sentences name it: its title in the game's sequence, or among its other stages."""
    if step in game.sequence.by_name:
        return game.sequence[step].title
    return dict(game.stage_titles).get(step, step.replace("_", " "))


def why_not_lines(ev, game):
    """The why-not of one explained event: each effect checked that did not apply with the condition of its rules
    that failed, and each one never reached, with its citation line."""
    lines = []
    for miss in ev["not_applied"]:
        amount = f", with the damage then at {miss['amount']}" if miss.get("amount") is not None else ""
        for_whom = f", for {miss['who']}" if miss.get("who") else ""
        head = (f"  Checked and did not apply: {miss['card']} ({miss['host']}) at {step_title(game, miss['step'])}"
                f"{for_whom}{amount}.")
        reason = miss.get("reason")
        if reason:
            lines.append(f"{head} Why not: {reason['ruling'].rstrip('.')}.")
            lines.append("       " + citation({"rule": reason["rule"], "source": reason.get("source", "")}))
        else:
            lines.append(f"{head} What it does: {miss['does'] or miss['mechanic']}")
    for miss in ev["not_reached"]:
        lines.append(f"  Never reached: {miss['card']} ({miss['host']}) would act at {step_title(game, miss['step'])}, "
                     f"but {miss['because']}.")
    return lines


def _result_line(game, ev):
    values = {**ev, "lost_words": game.lost_phrase.format(**ev)}
    phrase = game.prevented_phrase if ev["prevented"] else game.dealt_phrase
    return "  Result: " + phrase.format(**values) + "."


def render_text(explanation):
    """The explanation as a judge would say it: numbered rulings under their steps' titles, each with its
    citation line, the result in the game's words, then why each effect that could have acted did not."""
    from dealt.kb import load_game
    e = explanation
    game = load_game(e.get("game", "hearthstone"))
    lines = [headline(e, _change(game, e["before"], e["after"]))]
    if e.get("firings"):
        lines += ["", "Its rulings, in order:"]
        for r in e["firings"]:
            lines += [f"  - {r['ruling']}", "       " + citation(r)]
    if e.get("action"):
        lines += ["", "The action, in order:"]
        for n, r in enumerate(e["action"], 1):
            lines += [f"  {n}. {r['ruling']}", "       " + citation(r)]
    if e.get("conditions"):
        lines += ["", "The card's condition, as it was checked:"]
        for r in e["conditions"]:
            lines += [f"  - {r['ruling']}", "       " + citation(r)]
    if not e["events"] and e["kind"] in ("entity", "player"):
        lines.append(f"{e['entity'] or 'player ' + e.get('player', '')} took no part in any damage event.")
    said = {}
    for ev in e["events"]:
        lines += [""] + _event_lines(game, e, ev, said)
    for miss in e.get("not_touched", ()):
        lines.append(f"  Could have acted on {miss['event']} but did not: {miss['card']} ({miss['host']}): "
                     f"{miss['because']}.")
    for r in e.get("caps", ()):
        lines += ["", f"Stopped at its cap: {r['ruling']}", "  " + citation(r)]
    if e["other_changes"]:
        lines += ["", f"Other changes to {e['entity']}:"]
        for r in e["other_changes"]:
            lines += [f"  - {r['ruling']}" + (f" (during {r['event']})" if r["event"] else ""), "       " + citation(r)]
    lines += [f"  ({n})" for n in e.get("notes", ())]
    if e.get("printings"):
        lines += ["", "Printings used (card database id and set):"]
        lines += [f"  {p['id']} ({p['card']}): {p['how']}" for p in e["printings"]]
    lines += unmodelled_lines(e["unmodelled"])
    return "\n".join(lines)


def _event_lines(game, e, ev, said=None):
    source = ev["source_card"] or ev["source"]
    targets = ev.get("targets") or [ev["target"]]
    head = game.event_head.format(**{**ev, "source": source, "count": e["event_count"], "targets": ", ".join(targets),
                                     "kind": ev["source_kind"].replace("_", " ") + (
                                         f" of player {ev['controller']}" if ev["controller"] else "")})
    if e.get("actions"):
        head += f", in action {ev['action']}"
    if ev["parent"]:
        head += ", " + game.parent_phrase.format(card=ev.get("created_by_card") or "a rule", parent=ev["parent"])
    lines = [head + ":"]
    if ev.get("deciding"):
        said = {} if said is None else said
        lines.append("  How it came to be:")
        for r in ev["deciding"]:
            if r["seq"] in said:            # told under an earlier event of this explanation
                lines.append(f"   - as for {said[r['seq']]}: {r['ruling'].split(': ')[0].rstrip('.')}.")
                continue
            said[r["seq"]] = ev["id"]
            lines += [f"   - {r['ruling']}", "       " + citation(r)]
    forms = {f["stage"]: f for f in ev.get("form_stages", ())}
    choices = ev.get("choices", ())
    if forms:           # a game that keeps the event's form at each stage (Magic): the stages in their order
        order = [name for name, _ in game.stage_titles] + game.sequence.names
        rank = {name: i for i, name in enumerate(order)}
        steps = sorted(ev["steps"], key=lambda s: (rank.get(s["step"], len(order)), s["seq"]))
        notes = dict(game.stage_notes)
        stages = sorted(set(forms) | {s["step"] for s in steps} | {c["stage"] for c in choices} | set(notes),
                        key=lambda name: rank.get(name, len(order)))
        numbered = []
        for stage in stages:
            numbered += [("ruling", step) for step in steps if step["step"] == stage]
            numbered += [("line", line) for line in _stage_close(forms, choices, stage)]
            numbered += [("line", f"  -> {notes[stage]}")] if stage in notes else []
    else:                       # firing order: a step may come back (a redirected damage starts again)
        numbered = [("ruling", step) for step in ev["steps"]]
    n = 0
    for what, item in numbered:
        if what == "line":
            lines.append(item)
            continue
        n += 1
        lines += [f"  {n}. [{step_title(game, item['step'])}] {item['ruling']}", "       " + citation(item)]
    lines.append(_result_line(game, ev))
    if ev["after"]:
        lines.append("  Then, in order:")
        for step in ev["after"]:
            lines += [f"   - [{step_title(game, step['step'])}] {step['ruling']}", "       " + citation(step)]
    lines += why_not_lines(ev, game)
    return lines


def _stage_close(forms, choices, stage):
    """After a stage's last ruling: the form the event takes as it ends, and the choices made at it (Magic)."""
    out = []
    if stage in forms:
        out.append(f"  -> {forms[stage]['says']} {forms[stage]['text']}")
    out += [f"  {c['says']}" for c in choices if c["stage"] == stage]
    return out


def actions_lines(explanation):
    """The closing lines of a `why` of a sequence: "after action 2 (actions[1]: Fireball (A) at yeti): e2; health 1"."""
    if not explanation.get("actions"):
        return []
    lines = ["", "Action by action, in order:"]
    for a in explanation["actions"]:
        part = ", ".join(a["events"]) or "no event of it"
        state = a.get("state", "")
        lines.append(f"  after action {a['action']} ({a['where']}: {a['does']}): {part}" + (f"; {state}" if state else ""))
    return lines


def why_not_text(explanation):
    """`dealt why-not`: only the why-not of the subject's events (and of the effects it hosts on events they could
    have touched), each line with its citation."""
    from dealt.kb import load_game
    e = explanation
    game = load_game(e.get("game", "hearthstone"))
    who = e["card"] or e["entity"] or e.get("rule") or e.get("player") or e["subject"]
    lines = [f"Why not, for {who}:"]
    for ev in e["events"]:
        part = why_not_lines(ev, game)
        if part:
            lines += ["", f"{ev['id']} ({ev['source_card'] or ev['source']} -> {ev['target']}):", *part]
    for miss in e.get("not_touched", ()):
        lines += ["", f"{miss['event']}: {miss['card']} ({miss['host']}) could have acted but did not: {miss['because']}."]
    if len(lines) == 1:
        acted = sorted({ev["id"] for ev in e["events"] for s in ev["steps"] + ev["after"]
                        if e["entity"] and s.get("host") == e["entity"]})
        lines.append(f"  {who} acted on {', '.join(acted)}; nothing else it could have done was left undone."
                     if acted else "  Nothing in play that could have acted on its events failed to act.")
    return "\n".join(lines)


def unmodelled_lines(items):
    """The last lines of a `why`: the cards in play whose text was not applied, each with its reason."""
    if not items:
        return []
    return ["", "Unmodelled cards in play (their text was not applied): " + "; ".join(unmodelled_line(u) for u in items)]
