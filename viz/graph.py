"""The explanation graph: base amount -> each ruling (with its card) -> amount -> result.

One cluster per Damage Event, in creation order; what the damage caused
hangs off the result as branches; effects that were checked and did not
apply hang off the amount they saw, greyed, with why not (the outcome's list:
only effects whose reach admits the event); prevented events are red.
Built as a networkx DiGraph whose node and edge attributes are Graphviz
attributes, then drawn by pygraphviz (which ships Graphviz itself).
"""
import errno
import textwrap

import networkx as nx

from dealt.inference.why_not import unreached

FORMATS = ("svg", "png", "pdf", "dot")
#: rulings about when an event is created or resolved: drawn as edges between events, not as boxes
ORDER_RULES = {"damage_events_are_created_one_at_a_time_in_order", "created_events_resolve_one_at_a_time_in_order"}
PREVENTED = "#c62828"
FADED = "#9e9e9e"


def _wrap(text, width=38):
    return "\n".join(textwrap.wrap(text, width)) or text


def _ordinal(n):
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def board_after_action(outcome, ev):
    """The board as the event's action left it (a sequence), else the final board."""
    for a in outcome.actions:
        if a["action"] == ev.get("action"):
            return a["board"]
    return outcome.board


def _add_event(g, outcome, ev):
    cluster = f"cluster_{ev['id']}"
    source = ev["source_card"] or ev["source"]
    prevented = ev["prevented"]
    g.graph.setdefault("clusters", {})[cluster] = {
        "label": f"{ev['id']}: {source} -> {ev['target']}  (created {_ordinal(ev['created'])}, "
                 f"resolved {_ordinal(ev['resolved'])})"
                 + ("  PREVENTED" if prevented else ""),
        "color": PREVENTED if prevented else "#455a64", "fontcolor": PREVENTED if prevented else "black",
        "style": "rounded,dashed" if prevented else "rounded",
    }
    members = []

    def node(name, **attrs):
        g.add_node(name, **attrs)
        members.append(name)
        return name

    steps = ev["steps"]
    first = steps[0] if steps else None
    made_by = ""
    if ev["parent"]:
        parent = outcome.event(ev["parent"])
        creator = next((s["card"] for s in parent["steps"] if s["rule"] == ev["created_by"]), "") if parent else ""
        made_by = f"made by {creator or ev['created_by'].replace('_', ' ')} in {ev['parent']}\n"
    start = node(f"{ev['id']}:start", shape="box", style="rounded,filled", fillcolor="#e3f2fd",
                 label=f"{made_by}{source} ({ev['source_kind'].replace('_', ' ')})\n"
                       + (_wrap(first["ruling"]) if first and not ev["parent"] else f"proposes {ev['proposed']}"))
    last = node(f"{ev['id']}:amount0", shape="circle", label=str(first["after"] if first else ev["proposed"]))
    g.add_edge(start, last)
    amount_nodes = [(0, last)]                 # (seq of the ruling that produced it, node)
    for i, step in enumerate(steps[1:], 1):
        if step["rule"] in ORDER_RULES:
            continue                 # shown by the "created next" / "resolves next" edges instead
        firing = node(f"{ev['id']}:rule{i}", shape="box", style="filled",
                      fillcolor="#ffebee" if step["prevented"] else "#fff8e1",
                      label=f"{step['card'] or outcome.game.sequence[step['step']].title}\n[{step['step']}]\n"
                            f"{_wrap(step['ruling'])}")
        g.add_edge(last, firing)
        if step["prevented"]:
            last = firing
            break
        amount = node(f"{ev['id']}:amount{i}", shape="circle", label=str(step["after"]))
        g.add_edge(firing, amount)
        amount_nodes.append((step["seq"], amount))
        last = amount
    board = board_after_action(outcome, ev).get(ev["target"], {})
    if prevented:
        result = node(f"{ev['id']}:result", shape="octagon", style="filled", fillcolor="#ffcdd2",
                      color=PREVENTED, label=f"PREVENTED\n{ev['target']} is dealt nothing")
        g.add_edge(last, result, color=PREVENTED, penwidth="2")
    else:
        game = outcome.game
        now = ((game.lost_phrase.format(**ev) if ev["lost"] else game.unchanged_phrase) + "\n"
               + game.board_phrase.format(**board))
        result = node(f"{ev['id']}:result", shape="doubleoctagon", style="filled", fillcolor="#c8e6c9",
                      label=f"{ev['target']} is dealt {ev['dealt']}\n" + now
                            + ("\n(destroyed once the action resolved)" if board.get("destroyed") else ""))
        g.add_edge(last, result, penwidth="2")
    for i, step in enumerate(ev["after"], 1):
        branch = node(f"{ev['id']}:after{i}", shape="box", style="rounded,filled", fillcolor="#ede7f6",
                      label=f"{step['card'] or step['rule'].replace('_', ' ')}\n{_wrap(step['ruling'])}")
        g.add_edge(result, branch, style="dashed", label=f"then {i}")
    for i, miss in enumerate(ev["not_applied"], 1):
        faded = node(f"{ev['id']}:miss{i}", shape="note", color=FADED, fontcolor=FADED,
                     label=f"{miss['card']}\nchecked at {miss['step']}:\ndid not apply"
                           + (f"\n{_wrap(miss['reason']['ruling'])}" if miss.get("reason") else ""))
        seen = [n for seq, n in amount_nodes if seq < miss["seq"]][-1]
        g.add_edge(seen, faded, style="dotted", color=FADED, arrowhead="none")
    for i, miss in enumerate(unreached(outcome, ev), 1):
        faded = node(f"{ev['id']}:unreached{i}", shape="note", color=FADED, fontcolor=FADED, style="dashed",
                     label=f"{miss['card']}\nwould act at {miss['step']}:\nnever reached")
        g.add_edge(last, faded, style="dotted", color=FADED, arrowhead="none")
    g.graph["clusters"][cluster]["members"] = members
    return start


#: above this many events, each event is drawn as one summary box (its rulings in order) instead of a cluster
COMPACT_ABOVE = 6


def _summary_label(outcome, ev):
    """One box for one event: who hit whom, each ruling that changed the amount, and the result."""
    source = ev["source_card"] or ev["source"]
    lines = [f"{ev['id']}: {source} -> {ev['target']}",
             f"created {_ordinal(ev['created'])}, resolved {_ordinal(ev['resolved'])}"]
    if ev["steps"]:
        lines.append(_wrap(ev["steps"][0]["ruling"], 44))
    for step in ev["steps"][1:]:
        if step["rule"] in ORDER_RULES:
            continue
        if step["before"] == step["after"] and not step["prevented"] and not step["card"]:
            continue                 # a step that changed nothing (the Health and Armor box says it below)
        who = step["card"] or outcome.game.sequence[step["step"]].title
        lines.append(f"{who}: {step['before']} -> {step['after']}" if step["before"] != step["after"] or not
                     step["prevented"] else f"{who}: prevented")
    lines.append("PREVENTED" if ev["prevented"] else
                 f"dealt {ev['dealt']} ({outcome.game.lost_phrase.format(**ev) if ev['lost'] else outcome.game.unchanged_phrase})")
    lines += [f"then {step['card'] or step['rule'].replace('_', ' ')}" for step in ev["after"]]
    return "\n".join(lines)


def read_links(outcome, events):
    """Where one event's rulings read a character that another event's after-effects changed.

    Yields (from event, index in its ``after``, to event, index in its ``steps``, character, card):
    e.g. a Frothing Berserker that grew in one event and whose Attack a later Lightbomb event read.
    Found in the trace: a firing of the later event matched an Entity version that a firing in the
    earlier event's after-effects declared.
    """
    trace = outcome.trace
    after_of = {}
    for ev in events:
        for i, step in enumerate(ev["after"], 1):
            after_of[f"r{step['seq']}"] = (ev, i, step)
    seen = set()
    for ev in events:
        for j, step in enumerate(ev["steps"]):
            for fact in trace.matched(f"r{step['seq']}"):
                node = trace.graph.nodes[fact]
                if node["template"] != "Entity":
                    continue
                origin = after_of.get(trace.producer(fact))
                if origin is None or origin[0]["id"] == ev["id"]:
                    continue
                key = (origin[0]["id"], ev["id"])          # the first ruling that read it is enough
                if key not in seen:
                    seen.add(key)
                    yield origin[0], origin[1], ev, j, node["data"]["id"], origin[2]["card"]


def _read_edge(entity, card):
    return {"style": "dotted", "color": "#6a1b9a", "fontcolor": "#6a1b9a", "constraint": "false",
            "label": f"{card or 'it'} changed {entity};\nread here"}


def _compact(outcome, events):
    g = nx.DiGraph(name="dealt")
    for ev in events:
        g.add_node(ev["id"], shape="box", style="rounded,filled", label=_summary_label(outcome, ev),
                   fillcolor="#ffcdd2" if ev["prevented"] else "#e8f5e9",
                   color=PREVENTED if ev["prevented"] else "#455a64")
    created = sorted(events, key=lambda e: e["created"])
    for a, b in zip(created, created[1:]):
        g.add_edge(a["id"], b["id"], style="dashed", color="#1565c0", fontcolor="#1565c0", label="created next")
    resolved = sorted(events, key=lambda e: e["resolved"])
    for a, b in zip(resolved, resolved[1:]):
        if g.has_edge(a["id"], b["id"]):
            g.edges[a["id"], b["id"]]["label"] = "created and resolved next"
            g.edges[a["id"], b["id"]]["color"] = "#455a64"
        else:
            g.add_edge(a["id"], b["id"], style="dashed", color="#2e7d32", fontcolor="#2e7d32", label="resolves next")
    for ev in events:
        if ev["parent"] and g.has_node(ev["parent"]):
            g.add_edge(ev["parent"], ev["id"], label="creates", color=PREVENTED, fontcolor=PREVENTED)
    for origin, _, ev, _, entity, card in read_links(outcome, events):
        if not g.has_edge(origin["id"], ev["id"]):
            g.add_edge(origin["id"], ev["id"], **_read_edge(entity, card))
        else:
            g.edges[origin["id"], ev["id"]]["label"] += f"; {card} changed {entity}, read here"
    _add_split(g, outcome, events, lambda ev: ev["id"])
    return g


def _add_split(g, outcome, events, start_of):
    """The chosen division of split damage (Riftbound): one box for the total, an edge per share."""
    totals = [n for n in outcome.notes if n["kind"] == "split_total"]
    if not totals:
        return
    shares = {n["entity"]: n["amount"] for n in outcome.notes if n["kind"] == "split_share"}
    total = totals[0]
    g.add_node("split", shape="box", style="rounded,filled,bold", fillcolor="#fff3e0",
               label=f"split {total['amount']} divided at resolution\n(choices.split)\n"
                     + (", ".join(f"{t}: {a}" for t, a in shares.items()) or "no target: nothing dealt"))
    for ev in events:
        if ev["target"] in shares:
            g.add_edge("split", start_of(ev), label=str(shares[ev["target"]]), color="#ef6c00",
                       fontcolor="#ef6c00", penwidth="2")


def explanation_graph(outcome, events=None, compact=None):
    """A DiGraph of the given events (default: all), with Graphviz attributes on nodes and edges.

    With many events (more than COMPACT_ABOVE, or `compact=True`) each event is one summary box,
    linked in the order events were created and resolved; otherwise each event is a cluster with a
    box per ruling. A sequence of actions draws one cluster per action around its events, each headed by
    the action and what it changed on the board, linked in order.
    """
    from dealt.viz.report import game_view
    view = game_view(outcome)
    if hasattr(view, "explanation_graph"):
        g = view.explanation_graph(outcome, events, compact)
    else:
        g = _events_graph(outcome, events, compact)
    if outcome.actions:
        _clusters_per_action(g, outcome, outcome.events if events is None else events)
    return g


ACTION_EDGE = "#37474f"


def _clusters_per_action(g, outcome, events):
    """One cluster per action (its head box, then the nodes of its events), the heads linked in order."""
    from dealt.viz.report import board_changes
    shown = {e["id"] for e in events}
    before, previous, clusters = outcome.actions[0]["before"], None, []
    for a in outcome.actions:
        head = f"action{a['action']}"
        changes = board_changes(before, a["board"])
        before = a["board"]
        g.add_node(head, shape="box", style="rounded,filled,bold", fillcolor="#eceff1",
                   label=f"Action {a['action']} ({a['where']})\n{_wrap(a['does'])}\nboard after: "
                         + _wrap("; ".join(changes) if changes else "no change", 48))
        mine = [i for i in a["events"] if i in shown]
        members = [head] + [n for n in g if any(str(n).startswith(f"{i}:") for i in mine)]
        if previous is not None:
            g.add_edge(previous, head, label="then", color=ACTION_EDGE, fontcolor=ACTION_EDGE, penwidth="2")
        if mine and g.has_node(f"{mine[0]}:start"):
            g.add_edge(head, f"{mine[0]}:start", color=ACTION_EDGE, style="bold")
        previous = head
        clusters.append({"name": f"cluster_action{a['action']}", "members": members,
                         "events": [f"cluster_{i}" for i in mine],
                         "attrs": {"label": f"action {a['action']}", "color": ACTION_EDGE, "style": "rounded,bold"}})
    g.graph["actions"] = clusters


def _events_graph(outcome, events=None, compact=None):
    """The shared explanation graph of some events (Hearthstone's Damage Events and the games sharing them)."""
    events = outcome.events if events is None else events
    if compact or (compact is None and len(events) > COMPACT_ABOVE):
        return _compact(outcome, events)
    g = nx.DiGraph(name="dealt")
    starts = {}
    for ev in events:
        starts[ev["id"]] = _add_event(g, outcome, ev)
    for ev in events:
        if ev["parent"] and ev["parent"] in starts:
            parent = next(e for e in events if e["id"] == ev["parent"])
            creator = next((f"{parent['id']}:rule{i}" for i, s in enumerate(parent["steps"][1:], 1)
                            if s["rule"] == ev["created_by"]), f"{parent['id']}:result")
            g.add_edge(creator, starts[ev["id"]], label="creates", color=PREVENTED, fontcolor=PREVENTED)
    _add_split(g, outcome, events, lambda ev: f"{ev['id']}:start")
    created = sorted(events, key=lambda e: e["created"])
    for a, b in zip(created, created[1:]):
        if not g.has_edge(f"{a['id']}:start", f"{b['id']}:start"):
            g.add_edge(f"{a['id']}:start", f"{b['id']}:start", style="dashed", color="#1565c0",
                       fontcolor="#1565c0", label="created next", constraint="false")
    resolved = sorted(events, key=lambda e: e["resolved"])
    for a, b in zip(resolved, resolved[1:]):
        if not g.has_edge(f"{a['id']}:result", f"{b['id']}:start"):
            g.add_edge(f"{a['id']}:result", f"{b['id']}:start", style="dashed", color="#2e7d32",
                       fontcolor="#2e7d32", label="resolves next")
    for origin, i, ev, j, entity, card in read_links(outcome, events):
        reader = f"{ev['id']}:start" if j == 0 else f"{ev['id']}:rule{j}"
        if g.has_node(reader):
            g.add_edge(f"{origin['id']}:after{i}", reader, **_read_edge(entity, card))
    return g


def to_agraph(graph, title=""):
    """The pygraphviz AGraph of an explanation graph, with its event clusters."""
    graph = graph.copy()
    clusters = graph.graph.pop("clusters", {})
    actions = graph.graph.pop("actions", [])
    a = nx.nx_agraph.to_agraph(graph)
    a.graph_attr.update(rankdir="TB", fontname="Helvetica", labelloc="t", label=title, fontsize="16")
    a.node_attr.update(fontname="Helvetica", fontsize="11")
    a.edge_attr.update(fontname="Helvetica", fontsize="10")
    parent_of = {}
    for action in actions:                  # a sequence: each action's cluster holds its events' clusters
        sub = a.add_subgraph(action["members"], name=action["name"])
        sub.graph_attr.update(action["attrs"])
        parent_of.update({name: sub for name in action["events"]})
    for name, attrs in clusters.items():
        sub = parent_of.get(name, a).add_subgraph(attrs["members"], name=name)
        sub.graph_attr.update({k: v for k, v in attrs.items() if k != "members"})
    return a


def render(graph, fmt, title=""):
    """The drawing of the graph as bytes in `fmt` (svg, png, pdf or dot), made in memory: nothing is written."""
    from dealt.viz.fonts import configure
    configure()
    if fmt not in FORMATS:
        raise ValueError(f"cannot draw a graph as {fmt!r}: the formats are " + ", ".join(FORMATS))
    a = to_agraph(graph, title)
    if fmt != "dot":
        return a.draw(format=fmt, prog="dot")
    text = a.to_string()                    # Graphviz's own dot writer, through a temporary file
    if not text.rstrip().endswith("}"):     # that writer drops a failed write silently: never pass it on
        raise OSError(errno.ENOSPC, "Graphviz's dot writer gave back the text cut short: its temporary file could not be written")
    return text.encode("utf-8")
