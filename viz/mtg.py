"""Magic's views: the `dealt resolve` report and the explanation graph of a damage event in its forms.

The graph runs from the event as it starts out, through each ruling (a box with its card) and each
form the event takes as a stage of 120.4 ends (a circle-like box), to what the event did to the board,
then the state-based actions it caused; effects checked that never applied hang off the event, greyed.
"""
import textwrap

import networkx as nx

from dealt.kb.mtg.explain import RESOLUTION, RESOLUTION_TITLE
from dealt.kb.mtg.keyword_notes import keyword_note
from dealt.kb.mtg.steps import SEQUENCE
from dealt.viz.report import unmodelled_block

FADED = "#9e9e9e"


def _wrap(text, width=40):
    return "\n".join(textwrap.wrap(text, width)) or text


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


def explanation_graph(outcome, events=None, compact=None):
    """A DiGraph of the damage event(s): forms, rulings, results; Graphviz attributes on nodes and edges."""
    g = nx.DiGraph(name="dealt")
    ends = {}                                   # each event's last node: where its triggered abilities go on from
    before = None                      # the last node of the event before: a second combat damage step follows it
    for ev in outcome.events if events is None else events:
        forms = {f["stage"]: f for f in ev["form_stages"]}
        last = f"{ev['id']}:start"
        g.add_node(last, shape="box", style="rounded,filled", fillcolor="#e3f2fd",
                   label=f"{ev['id']}: {ev['source']}\none damage event (120.4)")
        if ev.get("parent") and g.has_node(ends.get(ev["parent"], "")):
            g.add_edge(ends[ev["parent"]], last, style="dashed", label="its triggered ability resolves (603.3)")
        elif before is not None and ev.get("source_kind") == "combat":
            g.add_edge(before, last, style="dashed", label="then (510.4)")
        i = 0
        for stage in [RESOLUTION] + SEQUENCE.names:
            title = RESOLUTION_TITLE if stage == RESOLUTION else SEQUENCE[stage].title
            for step in [s for s in ev["steps"] + ev["after"] if s["step"] == stage]:
                if compact and stage not in ("replacement", "results_replacement", "sba", "done", RESOLUTION):
                    continue
                i += 1
                node = f"{ev['id']}:rule{i}"
                g.add_node(node, shape="box", style="filled", fillcolor="#ede7f6" if stage == "sba" else "#fff8e1",
                           label=(f"{step['card']}\n" if step["card"] else "") + f"[{title}]\n"
                                 f"{_wrap(step['ruling'])}")
                g.add_edge(last, node)
                last = node
            if stage in forms:
                node = f"{ev['id']}:form:{stage}"
                g.add_node(node, shape="note", style="filled", fillcolor="#c8e6c9",
                           label=f"{forms[stage]['says']}\n{_wrap(forms[stage]['text'], 48)}")
                g.add_edge(last, node, penwidth="2")
                last = node
        ends[ev["id"]] = last
        before = last
        for j, miss in enumerate(ev["not_applied"], 1):
            node = f"{ev['id']}:miss{j}"
            g.add_node(node, shape="note", color=FADED, fontcolor=FADED,
                       label=f"{miss['card']}\nchecked at {miss['step']}:\ndid not apply")
            g.add_edge(f"{ev['id']}:start", node, style="dotted", color=FADED, arrowhead="none")
    return g
