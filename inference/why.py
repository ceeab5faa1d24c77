"""`why` (and why not): the ordered chain of rulings behind an event's or a character's result.

A subject is an event id (``e1``), a board id (``heroB``) or the name of a card
on the board (``Frothing Berserker``). The explanation lists, for each damage
event involved, every ruling that changed it, in firing order, with its card,
rule, amounts and citation; what the damage caused afterwards; and the effects
in play that were checked and did not apply, or were never reached.
"""
from dealt.facts.errors import InputError
from dealt.inference.outcome import ruling


def find_subject(outcome, subject):
    """('event', record) or ('entity', id) for a subject, or an InputError listing what exists."""
    event = outcome.event(subject)
    if event is not None:
        return "event", event
    if subject in outcome.board:
        return "entity", subject
    named = [i for i, e in outcome.board.items() if e["card"].lower() == subject.lower()]
    if len(named) == 1:
        return "entity", named[0]
    if len(named) > 1:
        raise InputError(outcome.scenario.file, "", f"{subject!r} names {len(named)} cards on the board; "
                         "ask about one of their ids.", allowed=", ".join(named))
    raise InputError(outcome.scenario.file, "", f"{subject!r} is neither a damage event nor on the board.",
                     allowed="events " + (", ".join(e["id"] for e in outcome.events) or "(none)")
                     + "; board ids " + ", ".join(outcome.board))


def _initial(outcome, entity_id):
    trace = outcome.trace
    nodes = trace.facts_of("Entity", id=entity_id)
    return trace.graph.nodes[nodes[0]]["data"] if nodes else None


def _unreached(outcome, event):
    """Effects whose step this event never reached because it was prevented earlier."""
    if not event["prevented"]:
        return []
    sequence = outcome.game.sequence
    stopped_at = next(s["step"] for s in event["steps"] if s["prevented"])
    out = []
    for effect_id, effect in outcome.effects.items():
        mechanic = outcome.game.registry[effect["mechanic"]]
        for step, _ in mechanic.timings:
            if sequence.rank(step) > sequence.rank(stopped_at):
                out.append({"card": effect["card"], "host": effect["host"], "step": step,
                            "because": f"the event was prevented at step {stopped_at}"})
                break
    return out


def _entity_changes(outcome, entity_id):
    """Firings outside this entity's own damage events that changed it (triggers, other effects)."""
    trace = outcome.trace
    out = []
    for firing in trace.firings:
        node = trace.firing(firing)
        if node["housekeeping"]:
            continue
        for fact in trace.produced(firing):
            data = trace.graph.nodes[fact]
            if data["template"] == "Entity" and data["data"]["id"] == entity_id or (
                    data["template"] == "Keyword" and data["data"]["entity"] == entity_id):
                event = next((e for e in outcome.events if any(
                    trace.graph.nodes[m]["template"] == "DamageEvent" and
                    trace.graph.nodes[m]["data"]["id"] == e["id"] for m in trace.matched(firing))), None)
                if event is not None and event["target"] == entity_id and data["template"] == "Entity" \
                        and node["rule"] in {s["rule"] for s in event["steps"]}:
                    continue        # already in that event's own ledger
                r = ruling(trace, firing, event)
                r["event"] = event["id"] if event else ""
                out.append(r)
                break
    return out


def explain(outcome, subject):
    """The explanation of a subject as a plain dict (the JSON form)."""
    kind, found = find_subject(outcome, subject)
    if kind == "event":
        events = [found]
        entity_id = found["target"]
    else:
        entity_id = found
        events = [e for e in outcome.events if e["target"] == entity_id]
    before, after = _initial(outcome, entity_id), outcome.board[entity_id]
    return {
        "subject": subject,
        "kind": kind,
        "entity": entity_id,
        "card": after["card"],
        "before": {k: before[k] for k in ("health", "armor", "attack", "destroyed")} if before else {},
        "after": {k: after[k] for k in ("health", "armor", "attack", "destroyed", "keywords")},
        "events": [dict(e, not_reached=_unreached(outcome, e)) for e in events],
        "other_changes": _entity_changes(outcome, entity_id) if kind == "entity" else [],
        "unmodelled": outcome.unmodelled,
    }


def _state(d):
    return ", ".join(f"{k.title()} {d[k]}" for k in ("health", "armor", "attack") if k in d)


def _change(before, after):
    parts = []
    for key in ("health", "armor", "attack"):
        if before.get(key) != after.get(key):
            parts.append(f"{key.title()} {before.get(key)} -> {after.get(key)}")
    if after.get("destroyed") and not before.get("destroyed"):
        parts.append("destroyed")
    return ", ".join(parts) or "no change"


def render_text(explanation):
    """The explanation as a judge would say it: numbered rulings, each with its rule and source."""
    e = explanation
    who = f"{e['entity']} ({e['card']})" if e["card"] else e["entity"]
    lines = [f"{who}: {_change(e['before'], e['after'])}."]
    if not e["events"]:
        lines.append(f"No damage event targeted {e['entity']}.")
    for ev in e["events"]:
        source = ev["source_card"] or ev["source"]
        head = f"{ev['id']}: {source} ({ev['source_kind'].replace('_', ' ')}"
        head += f" of player {ev['controller']})" if ev["controller"] else ")"
        head += f" -> {ev['target']}, proposed {ev['proposed']}"
        if ev["parent"]:
            head += f", created by {ev['created_by']} to replace {ev['parent']}"
        lines += ["", head + ":"]
        for n, step in enumerate(ev["steps"], 1):
            lines.append(f"  {n}. [{step['step']}] {step['ruling']}")
            lines.append(f"       rule {step['rule']}" + (f"; card {step['card']}" if step["card"] else "")
                         + (f"; source: {step['source']}" if step["source"] else ""))
        if ev["prevented"]:
            lines.append(f"  Result: the Damage Event was prevented; {ev['target']} was dealt nothing.")
        else:
            lines.append(f"  Result: {ev['target']} was dealt {ev['dealt']}"
                         f" (Health+Armor went down by {ev['lost']}).")
        if ev["after"]:
            lines.append("  Then, in order:")
            for step in ev["after"]:
                lines.append(f"   - [{step['step']}] {step['ruling']} (rule {step['rule']})")
        for miss in ev["not_applied"]:
            lines.append(f"  Checked and did not apply: {miss['card']} ({miss['host']}) at step {miss['step']}, "
                         f"with the damage then at {miss['amount']}; what it does: {miss['does']}")
        for miss in ev["not_reached"]:
            lines.append(f"  Never reached: {miss['card']} ({miss['host']}) acts at step {miss['step']}, "
                         f"but {miss['because']}.")
    if e["other_changes"]:
        lines += ["", f"Other changes to {e['entity']}:"]
        for r in e["other_changes"]:
            lines.append(f"  - {r['ruling']} (rule {r['rule']}" + (f", during {r['event']}" if r["event"] else "") + ")")
    if e["unmodelled"]:
        lines += ["", "Unmodelled cards in play (their text was not applied): "
                  + "; ".join(f"{u['id']} ({u['card']}: {u['text']})" for u in e["unmodelled"])]
    return "\n".join(lines)
