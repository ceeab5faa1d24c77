"""`why` (and why not): the ordered chain of rulings behind an event's or a character's result.

A subject is an event id (``e1``), a board id (``heroB``) or the name of a card
on the board (``Frothing Berserker``). The explanation lists, for each damage
event involved, every ruling that changed it, in firing order, with its card,
rule, amounts and citation; what the damage caused afterwards; and the effects
in play that were checked and did not apply, or were never reached.
"""
from dealt.facts.errors import InputError
from dealt.inference.outcome import ruling, unmodelled_line


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
    """The entity as the scenario gave it, with its keywords then."""
    trace = outcome.trace
    nodes = trace.facts_of("Entity", id=entity_id)
    if not nodes:                                       # a bystander: never declared, never changed
        return dict(outcome.board[entity_id])
    state = dict(trace.graph.nodes[nodes[0]]["data"])
    state["keywords"] = sorted(trace.graph.nodes[n]["data"]["name"] for n in trace.facts_of("Keyword", entity=entity_id)
                               if trace.graph.nodes[n]["given"])
    return state


def unreached(outcome, event):
    """Effects in play that never got to act on this event because it was prevented first.

    That is every effect with a slot at a later step, and at the preventing step every effect
    that neither acted nor was checked.
    """
    if not event["prevented"]:
        return []
    sequence = outcome.game.sequence
    stopped = next(s for s in event["steps"] if s["prevented"])
    seen = {s["host"] for s in event["steps"]} | {m["host"] for m in event["not_applied"]}
    out = []
    for effect in outcome.effects.values():
        mechanic = outcome.game.registry[effect["mechanic"]]
        for step, _ in mechanic.timings:
            if step not in sequence.by_name:
                continue                 # a slot outside the Damage Event (Riftbound's Bonus Damage total)
            later = sequence.rank(step) > sequence.rank(stopped["step"])
            same_step_unseen = step == stopped["step"] and effect["host"] not in seen
            if later or same_step_unseen:
                out.append({"card": effect["card"], "host": effect["host"], "step": step,
                            "because": f"{stopped['card'] or stopped['rule']} prevented the event at step "
                                       f"{stopped['step']}"})
                break
    return out


def _involves(event, entity_id):
    """Whether a board id took part in an event: its target or source, or a card that acted or was checked."""
    hosts = {s["host"] for s in event["steps"] + event["after"]} | {m["host"] for m in event["not_applied"]}
    return entity_id in hosts or entity_id in (event["target"], event["source"])


def _rulings_not_shown(trace, shown):
    """Firings that state a ruling (not housekeeping) and whose seq is not in `shown`, in order."""
    for firing in trace.firings:
        node = trace.firing(firing)
        if not node["housekeeping"] and node["seq"] not in shown:
            yield firing


def _entity_changes(outcome, entity_id, shown):
    """Firings that changed this entity (its stats or keywords) and are not already in `shown` (seqs)."""
    trace = outcome.trace
    out = []
    for firing in _rulings_not_shown(trace, shown):
        changed = trace.produced(firing) + [f for f in trace.matched(firing)
                                             if trace.graph.nodes[f]["retracted_by"] == firing]
        for fact in changed:
            data = trace.graph.nodes[fact]
            if (data["template"] == "Entity" and data["data"]["id"] == entity_id) or (
                    data["template"] == "Keyword" and data["data"]["entity"] == entity_id):
                event = next((e for e in outcome.events if any(
                    trace.graph.nodes[m]["template"] == "DamageEvent" and
                    trace.graph.nodes[m]["data"]["id"] == e["id"] for m in trace.matched(firing))), None)
                r = ruling(trace, firing, event)
                r["event"] = event["id"] if event else ""
                out.append(r)
                break
    return out


def explain(outcome, subject):
    """The explanation of a subject as a plain dict (the JSON form); a game may explain its own way."""
    if outcome.game.explainer is not None:
        return outcome.game.explainer(outcome, subject)
    kind, found = find_subject(outcome, subject)
    if kind == "event":
        events = [found]
        entity_id = found["target"]
    else:
        entity_id = found
        events = [e for e in outcome.events if _involves(e, entity_id)]
    events = [dict(e, not_reached=unreached(outcome, e)) for e in events]
    shown = {s["seq"] for e in events for s in e["steps"] + e["after"]}
    before, after = _initial(outcome, entity_id), outcome.board[entity_id]
    stats = tuple(outcome.game.stats)
    other = _entity_changes(outcome, entity_id, shown) if kind == "entity" else []
    action = _action_rulings(outcome, shown | {r["seq"] for r in other}) if outcome.game.explain_action else []
    return {
        "subject": subject,
        "kind": kind,
        "entity": entity_id,
        "card": after["card"],
        "before": {k: before[k] for k in stats + ("destroyed", "keywords")},
        "after": {k: after[k] for k in ("kind",) + stats + ("destroyed", "keywords")},
        "events": events,
        "event_count": len(outcome.events),
        "other_changes": other,
        "unmodelled": outcome.unmodelled,
        **({"action": action} if action else {}),
        **({} if stats == ("health", "armor", "attack") else {"stats": list(stats),
                                                           "lost_phrase": outcome.game.lost_phrase}),
    }


def _action_rulings(outcome, shown):
    """Rulings about the action itself, in firing order: those that touched no Damage Event and are not
    already shown (targets chosen and their costs, bonuses summed, what happened while it waited)."""
    trace = outcome.trace
    out = []
    for firing in _rulings_not_shown(trace, shown):
        facts = trace.matched(firing) + trace.produced(firing)
        if any(trace.graph.nodes[f]["template"] == "DamageEvent" for f in facts):
            continue
        out.append(ruling(trace, firing))
    return out


def _state(d):
    return ", ".join(f"{k.title()} {d[k]}" for k in ("health", "armor", "attack") if k in d)


def _change(before, after, stats=("health", "armor", "attack")):
    parts = []
    for key in stats:
        if before.get(key) != after.get(key):
            parts.append(f"{key.title()} {before.get(key)} -> {after.get(key)}")
    gained = sorted(set(after.get("keywords", ())) - set(before.get("keywords", ())))
    lost = sorted(set(before.get("keywords", ())) - set(after.get("keywords", ())))
    parts += [f"became {k.replace('_', ' ').title()}" for k in gained]
    parts += [f"lost {k.replace('_', ' ').title()}" for k in lost]
    if after.get("destroyed") and not before.get("destroyed"):
        parts.append("destroyed" if after.get("kind", "") != "secret" else "used up")
    return ", ".join(parts) or "no change"


def why_not_lines(ev):
    """The "why not" of one explained event: effects checked that did not apply, and those never reached."""
    lines = [f"  Checked and did not apply: {miss['card']} ({miss['host']}) at step {miss['step']}, "
             f"with the damage then at {miss['amount']}. Its mechanic: {miss['does']}" for miss in ev["not_applied"]]
    return lines + [f"  Never reached: {miss['card']} ({miss['host']}) would act at step {miss['step']}, "
                    f"but {miss['because']}." for miss in ev["not_reached"]]


def render_text(explanation):
    """The explanation as a judge would say it: numbered rulings, each with its rule and source."""
    if explanation.get("game"):
        from dealt.kb import load_game
        renderer = load_game(explanation["game"]).why_renderer
        if renderer is not None:
            return renderer(explanation)
    e = explanation
    who = f"{e['entity']} ({e['card']})" if e["card"] else e["entity"]
    lines = [f"{who}: {_change(e['before'], e['after'], e.get('stats', ('health', 'armor', 'attack')))}."]
    if e.get("action"):
        lines += ["", "The action, in order:"]
        for n, r in enumerate(e["action"], 1):
            lines.append(f"  {n}. {r['ruling']}")
            lines.append(f"       rule {r['rule']}" + (f"; card {r['card']}" if r["card"] else "")
                         + (f"; source: {r['source']}" if r["source"] else ""))
    if not e["events"]:
        lines.append(f"{e['entity']} took no part in any damage event.")
    for ev in e["events"]:
        source = ev["source_card"] or ev["source"]
        head = f"{ev['id']} (created {ev['created']}, resolved {ev['resolved']} of {e['event_count']}): {source} ({ev['source_kind'].replace('_', ' ')}"
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
                         f" ({e.get('lost_phrase', 'Health+Armor went down by {lost}').format(**ev)}).")
        if ev["after"]:
            lines.append("  Then, in order:")
            for step in ev["after"]:
                lines.append(f"   - [{step['step']}] {step['ruling']} (rule {step['rule']})")
        lines += why_not_lines(ev)
    if e["other_changes"]:
        lines += ["", f"Other changes to {e['entity']}:"]
        for r in e["other_changes"]:
            lines.append(f"  - {r['ruling']} (rule {r['rule']}" + (f", during {r['event']}" if r["event"] else "") + ")")
    lines += unmodelled_lines(e["unmodelled"])
    return "\n".join(lines)


def unmodelled_lines(items):
    """The last lines of a `why`: the cards in play whose text was not applied, each with its reason."""
    if not items:
        return []
    return ["", "Unmodelled cards in play (their text was not applied): " + "; ".join(unmodelled_line(u) for u in items)]
