"""Magic's view: the `dealt resolve` report of a damage event in its forms (its graph is the shared one,
dealt.viz.graph, fed by the event's ``form_stages``)."""
from dealt.kb.mtg.keyword_notes import keyword_note
from dealt.viz.report import unmodelled_block


def _state(e):
    if e["kind"] == "player":
        return f"life {e['life']}" + (f", poison {e['poison']}" if e["poison"] else "") + (
            "  [LOST THE GAME]" if e["lost"] else "")
    if e["kind"] in ("effect", "enchantment", "artifact", "land") and "types" not in e or not e.get("types"):
        return f"shield {e['remaining']} left" if e.get("remaining") else ("used" if e.get("used") else "")
    parts = []
    if "creature" in e["types"]:
        parts.append(f"{e['power'] - e['counters']}/{e['toughness'] - e['counters']}"
                     + (f" ({e['counters']} -1/-1 counters)" if e["counters"] else "")
                     + (f", damage {e['damage']}" if e["damage"] else ""))
    if "planeswalker" in e["types"]:
        parts.append(f"loyalty {e['loyalty']}")
    if "battle" in e["types"]:
        parts.append(f"defense {e['defense']}")
    if e["keywords"]:
        parts.append(", ".join(e["keywords"]))
    return "; ".join(parts) + ("  [DESTROYED]" if e["destroyed"] else "")


def outcome_text(outcome):
    """The outcome as a short report: the event's forms in order, the board after, what fired."""
    lines = [f"{outcome.game.title}: {outcome.scenario.file}"]
    if outcome.scenario.description:
        lines.append("  " + " ".join(outcome.scenario.description.split()))
    for ev in outcome.events:
        lines += ["", f"Damage event {ev['id']} ({ev['source']}), rule 120.4:"]
        for form in ev["form_stages"]:
            lines.append(f"  {form['says']} {form['text']}")
        lines += [f"  {c['says']}" for c in ev.get("choices", ())]
        lines.append("  Then the damage event occurs.")
        for step in ev["after"]:
            lines.append(f"  then: {step['ruling']}")
    lines += ["", "Board after:"]
    width = max(len(i) for i in outcome.board)
    for entity_id, e in outcome.board.items():
        lines.append(f"  {entity_id:<{width}}  {e['card'] or '-':<18} {e['kind']:<12} player {e['controller']}  "
                     f"{_state(e)}")
    defaults = [n["entity"] for n in outcome.notes if n["kind"] == "default_player"]
    if defaults:
        who = f"player {defaults[0]}" if len(defaults) == 1 else f"players {', '.join(defaults[:-1])} and {defaults[-1]}"
        lines.append(f"  ({who}: not listed on the board, so at 20 life and no poison counters before the damage)")
    lines += [keyword_note(n) for n in outcome.notes if n["kind"] == "keyword_without_damage_effect"]
    lines += ["", "Rules fired, in order: " + (", ".join(outcome.fired) or "(none)")]
    return "\n".join(lines + unmodelled_block(outcome))
