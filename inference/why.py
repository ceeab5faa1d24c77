"""`why` (and why not): the ordered chain of rulings behind an event's or a character's result.

A subject is an event id (``e1``), a board id (``heroB``), the name of a card
on the board (``Frothing Berserker``) or the action's card (``Fireball``): see
inference/subjects.py. The explanation lists, for each damage
event involved, every ruling that changed it, in firing order, with its card,
rule, amounts and citation; what the damage caused afterwards; and the effects
in play that were checked and did not apply, or were never reached.
"""
from dealt.inference.outcome import ruling, unmodelled_line
from dealt.inference.subjects import card_events, find_subject
from dealt.inference.why_not import unreached


def _initial(outcome, entity_id):
    """The entity as the scenario gave it, with its keywords then."""
    trace = outcome.trace
    nodes = trace.facts_of("Entity", id=entity_id)
    if not nodes:                                       # a bystander: never declared, never changed
        return dict(outcome.board[entity_id])
    state = dict(trace.graph.nodes[nodes[0]]["data"])
    state["entered"] = not trace.graph.nodes[nodes[0]]["given"]      # put into play by a rule (summoned, equipped)
    state["keywords"] = sorted(trace.graph.nodes[n]["data"]["name"] for n in trace.facts_of("Keyword", entity=entity_id)
                               if trace.graph.nodes[n]["given"])
    return state


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
                r.pop("whole", None)            # the outcome's rulings hold it once
                r["event"] = event["id"] if event else ""
                out.append(r)
                break
    return out


def explain(outcome, subject):
    """The explanation of a subject as a plain dict (the JSON form); a game may explain its own way."""
    explanation = (outcome.game.explainer or shared_explanation)(outcome, subject)
    if outcome.actions:
        explanation["actions"] = actions_part(outcome, explanation)
    return explanation


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
        words = ", ".join(f"{k} {state[k]}" for k in game.stats if k in state and state[k] not in ("", None)
                          and (state[k] != 0 or k in ("damage", "health")))     # what is there, and the damage
    return words + (", destroyed" if state.get("destroyed") else "")


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


def shared_explanation(outcome, subject):
    """The explanation every game shares (a game's own explainer may start from it)."""
    kind, found = find_subject(outcome, subject)
    if kind == "event":
        events = [found]
        entity_id = found["target"]
    elif kind == "card":
        events = card_events(outcome, found)
        entity_id = ""
    else:
        entity_id = found
        events = [e for e in outcome.events if _involves(e, entity_id)]
    events = [dict(e, not_reached=unreached(outcome, e)) for e in events]
    shown = {s["seq"] for e in events for s in e["steps"] + e["after"]}
    stats = tuple(outcome.game.stats)
    if entity_id:
        before, after = _initial(outcome, entity_id), outcome.board[entity_id]
        before = {k: before[k] for k in stats + ("destroyed", "keywords")} | {"entered": before.get("entered", False)}
        after = {k: after[k] for k in ("kind",) + stats + ("destroyed", "keywords")}
        card = outcome.board[entity_id]["card"]
    else:
        before, after, card = {}, {}, found
    other = _entity_changes(outcome, entity_id, shown) if kind == "entity" else []
    action = _action_rulings(outcome, shown | {r["seq"] for r in other}) if outcome.game.explain_action else []
    caps = caps_reached(outcome)
    conditions = condition_rulings(outcome)
    return {
        "subject": subject,
        "kind": kind,
        "entity": entity_id,
        "card": card,
        "before": before,
        "after": after,
        "events": events,
        "event_count": len(outcome.events),
        "other_changes": other,
        "unmodelled": outcome.unmodelled,
        **({"printings": printings} if (printings := _printings(outcome, entity_id, events)) else {}),
        **({"action": action} if action else {}),
        **({"caps": caps} if caps else {}),
        **({"conditions": conditions} if conditions else {}),
        **({} if stats == ("health", "armor", "attack") else {"stats": list(stats),
                                                           "lost_phrase": outcome.game.lost_phrase}),
    }


def caps_reached(outcome):
    """The rulings of a card's own cap reached (Bouncing Blade's 80 missiles): the firings that noted one."""
    trace = outcome.trace
    return [ruling(trace, firing) for firing in trace.firings
            if any(trace.graph.nodes[f]["template"] == "Note" and trace.graph.nodes[f]["data"]["kind"] == "cap"
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
    parts = ["entered play during the action"] if before.get("entered") else []
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


def _why_it_did_not_apply(miss):
    """The reason a checked effect did not apply: a ruling (a Secret on its controller's turn) or its
    mechanic's condition in words (the damage less than the hero's Health), else what it does."""
    reason = miss.get("reason")
    if not reason:
        return f"Its mechanic: {miss['does']}"
    by = f"rule {reason['rule']}" if reason.get("rule") else f"mechanic {reason['mechanic']}"
    return (f"Why not: {reason['ruling'].rstrip('.')} ({by}"
            + (f"; source: {reason['source']}" if reason["source"] else "") + ").")


def headline(e, change):
    """The explanation's first line: a board id and `change` (what became of it), or the action's card's events."""
    if e["kind"] == "card":
        ids = [ev["id"] for ev in e["events"]]
        said = (f"its {len(ids)} damage events, {', '.join(ids)}, in the order they were created" if len(ids) > 1
                else f"its damage event {ids[0]}" if ids else "it dealt no damage")
        return f"{e['card']} (the action's card): {said}."
    who = f"{e['entity']} ({e['card']})" if e["card"] else e["entity"]
    return f"{who}: {change}."


def why_not_lines(ev):
    """The "why not" of one explained event: effects checked that did not apply, and those never reached."""
    lines = [f"  Checked and did not apply: {miss['card']} ({miss['host']}) at step {miss['step']}, "
             f"with the damage then at {miss['amount']}. " + _why_it_did_not_apply(miss) for miss in ev["not_applied"]]
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
    lines = [headline(e, _change(e["before"], e["after"], e.get("stats", ("health", "armor", "attack"))))]
    if e.get("action"):
        lines += ["", "The action, in order:"]
        for n, r in enumerate(e["action"], 1):
            lines.append(f"  {n}. {r['ruling']}")
            lines.append(f"       rule {r['rule']}" + (f"; card {r['card']}" if r["card"] else "")
                         + (f"; source: {r['source']}" if r["source"] else ""))
    if e.get("conditions"):
        lines += ["", "The card's condition, as it was checked:"]
        for r in e["conditions"]:
            lines.append(f"  - {r['ruling']}")
            lines.append(f"       rule {r['rule']}" + (f"; source: {r['source']}" if r["source"] else ""))
    if not e["events"] and e["kind"] != "card":
        lines.append(f"{e['entity']} took no part in any damage event.")
    for ev in e["events"]:
        source = ev["source_card"] or ev["source"]
        head = f"{ev['id']} (created {ev['created']}, resolved {ev['resolved']} of {e['event_count']}): {source} ({ev['source_kind'].replace('_', ' ')}"
        head += f" of player {ev['controller']})" if ev["controller"] else ")"
        head += f" -> {ev['target']}, proposed {ev['proposed']}"
        if e.get("actions"):
            head += f", in action {ev['action']}"
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
    for r in e.get("caps", ()):
        lines += ["", f"Stopped at its cap: {r['ruling']}",
                  f"  rule {r['rule']}" + (f"; source: {r['source']}" if r["source"] else "")]
    if e["other_changes"]:
        lines += ["", f"Other changes to {e['entity']}:"]
        for r in e["other_changes"]:
            lines.append(f"  - {r['ruling']} (rule {r['rule']}" + (f", during {r['event']}" if r["event"] else "") + ")")
    if e.get("printings"):
        lines += ["", "Printings used (card database id and set):"]
        lines += [f"  {p['id']} ({p['card']}): {p['how']}" for p in e["printings"]]
    lines += unmodelled_lines(e["unmodelled"])
    return "\n".join(lines)


def unmodelled_lines(items):
    """The last lines of a `why`: the cards in play whose text was not applied, each with its reason."""
    if not items:
        return []
    return ["", "Unmodelled cards in play (their text was not applied): " + "; ".join(unmodelled_line(u) for u in items)]
