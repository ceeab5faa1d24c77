"""The explanation graph of any game: where the damage starts -> each ruling (with its card) -> amount -> result.

One code path for the four games, fed by the outcome's data: each event's rulings in firing order, the amount
after each, the forms of the event as its stages end (Magic's 120.4, when the event has ``form_stages``), the
choices that decided it, then the result: what the target was dealt and its state right after that event (read
from the trace). What the damage caused hangs off the result as branches; effects that were checked and did not
apply hang off the amount they saw, greyed, with the condition that failed; prevented events are red. A legend
says what each shape and colour means. One cluster per event (its title on the left, edges between events
clipped at the clusters' borders so none crosses a title), in creation order; many events are drawn as one box
each, and a long chain of missiles as one box per target ("Garrosh Hellscream: 11 of 18 missiles").
Built as a networkx DiGraph whose node and edge attributes are Graphviz attributes (``role`` says which legend
entry a node or edge is, and is not drawn), then drawn by pygraphviz (which ships Graphviz itself).
"""
import errno
import html
import textwrap

import networkx as nx

from dealt.inference.subjects import fold
from dealt.inference.why_not import unreached
from dealt.viz.graph_states import States, name

FORMATS = ("svg", "png", "pdf", "dot")
#: rulings about when an event is created or resolved: drawn as edges between events, not as boxes
ORDER_RULES = {"damage_events_are_created_one_at_a_time_in_order", "created_events_resolve_one_at_a_time_in_order"}
PREVENTED = "#c62828"
FADED = "#9e9e9e"
SUBJECT = "#424242"
ACTION_EDGE = "#37474f"
#: above this many events (a missile chain counting as one), each event is drawn as one summary box
COMPACT_ABOVE = 6

#: how a game says the links between its events, where it has its own words (data, not code)
LINK_WORDS = {
    "mtg": {"creates": "its triggered ability resolves (603.3)", "combat next": "then (510.4)"},
}

#: each legend entry: role -> (the sample's look, what it shows, what it means); in the order the legend lists them
NODE_LEGEND = {
    "decides": ({"bgcolor": "#fff3e0"}, "rounded box", "a ruling that decided how the damage starts (a count, targets)"),
    "start": ({"bgcolor": "#e3f2fd"}, "rounded box", "where the damage starts: its source and what it proposes"),
    "ruling": ({"bgcolor": "#fff8e1"}, "box", "a ruling that acted: its card, [its step], what it did"),
    "prevented_ruling": ({"bgcolor": "#ffebee"}, "box", "the ruling that prevented the damage"),
    "amount": ({}, "circle", "the damage after the ruling above it (drawn where it changed)"),
    "form": ({"bgcolor": "#c8e6c9"}, "note", "the damage event's form as its stage ends"),
    "choice": ({"bgcolor": "#fff3e0"}, "box", "a choice that decided the outcome, and who made it"),
    "result": ({"bgcolor": "#c8e6c9"}, "double octagon",
               "the result: what the target was dealt and its state right after this event"),
    "prevented_result": ({"bgcolor": "#ffcdd2"}, "octagon", "prevented: the target is dealt nothing"),
    "branch": ({"bgcolor": "#ede7f6"}, "rounded box", "what the damage caused afterwards (a trigger branch)"),
    "why_not": ({"color": FADED}, "grey note",
                "checked and did not apply (the amount it saw): the condition that failed"),
    "never_reached": ({"color": FADED}, "dashed grey note", "never reached: the damage was stopped before its step"),
    "event": ({"bgcolor": "#e8f5e9"}, "rounded box", "one damage event: its rulings in order and its result"),
    "chain": ({"bgcolor": "#fffde7"}, "bold box", "a chain of missiles, one event each, aimed one at a time"),
    "share": ({"bgcolor": "#e8f5e9"}, "rounded box", "one target's missiles of the chain and its state before -> after"),
    "split": ({"bgcolor": "#fff3e0"}, "bold box", "split damage: the total and the chosen division"),
    "action": ({"bgcolor": "#eceff1"}, "bold box", "an action of the sequence and what it changed on the board"),
    "nothing": ({"color": FADED}, "grey note", "the subject took no part in any event"),
}
EDGE_LEGEND = {
    "creates": (PREVENTED, "red arrow", "creates: an event made by a ruling of another (a replacement, a trigger)"),
    "order": (ACTION_EDGE, "dashed grey arrow", "created and resolved next"),
    "created_next": ("#1565c0", "dashed blue arrow", "created next"),
    "resolves_next": ("#2e7d32", "dashed green arrow", "resolves next"),
    "then": ("black", "dashed arrow, 'then 1'", "what the result caused, in order"),
    "checked": (FADED, "dotted grey line", "where an effect was checked: after the ruling or amount it hangs off"),
    "read": ("#6a1b9a", "dotted purple arrow", "a change made by one event's after-effect, read by a later event"),
    "divided": ("#ef6c00", "orange arrow", "a share of split damage"),
    "next_action": (ACTION_EDGE, "bold arrow", "then: the next action"),
}


def _wrap(text, width=38):
    return "\n".join(textwrap.wrap(str(text), width)) or str(text)


def _ordinal(n):
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def step_title(outcome, step):
    """A step in its game's words: its title in the game's sequence (Magic's "120.4b Replacement and prevention")."""
    if isinstance(step, dict) and step.get("title"):
        return step["title"]
    name_ = step["step"] if isinstance(step, dict) else step
    by_name = outcome.game.sequence.by_name
    return by_name[name_].title if name_ in by_name else str(name_).replace("_", " ")


def _reason(miss):
    """The condition that failed, in words (the outcome's reason: a sentence, or a ruling with its sentence)."""
    reason = miss.get("reason")
    if isinstance(reason, dict):
        said = reason.get("said")
        return said if isinstance(said, str) and said else reason.get("ruling") or ""
    return reason or ""


def action_board(outcome, ev):
    """The board as the event's action left it (a sequence), else the final board."""
    return next((a["board"] for a in outcome.actions if a["action"] == ev.get("action")), outcome.board)


def _source(outcome, ev):
    return ev.get("source_card") or name(outcome, ev["source"])


def _targets(ev):
    return ev.get("targets") or ([ev["target"]] if ev.get("target") else [])


def _seqs(ev):
    seqs = [s["seq"] for s in ev["steps"] + ev["after"]] + [f["seq"] for f in ev.get("form_stages", ())]
    return min(seqs, default=0), max(seqs, default=0)


class _Drawing:
    """One explanation graph being drawn: the DiGraph, the outcome, the states read from its trace."""

    def __init__(self, outcome, subject=None):
        self.outcome, self.g = outcome, nx.DiGraph(name="dealt")
        self.states = States(outcome)
        self.subject = fold(subject) if subject else None
        self.words = LINK_WORDS.get(outcome.game.name, {})
        self.g.graph["clusters"] = {}

    def node(self, node, role, members=None, **attrs):
        self.g.add_node(node, role=role, **attrs)
        if members is not None:
            members.append(node)
        return node

    def edge(self, u, v, role, **attrs):
        self.g.add_edge(u, v, role=role, **attrs)

    def about_subject(self, miss):
        return self.subject is not None and self.subject in (fold(miss.get("card", "")), fold(miss.get("host", "")))

    # --- what each event's boxes say ------------------------------------------------------------------
    def result_lines(self, ev):
        """The target's state right after the event, and that of each thing the event's own firings changed
        ("Garrosh Hellscream: Health 30, Armor 0 -> Health 24, Armor 0"), read from the trace at the event's first
        and last firing."""
        _, last = _seqs(ev)
        own = [s["seq"] for s in ev["steps"] + ev["after"]]
        lines = []
        for who in dict.fromkeys(_targets(ev) + self.states.changed_by(own)):
            change = self.states.change(who, own, last)     # (an area's other events deal in between: Swipe)
            keywords = self.states.keywords_changed(who, own)
            if keywords:
                change = ", ".join(([change] if change else []) + keywords)
            if change is not None:
                lines.append(f"{name(self.outcome, who)}: {change}")
            elif who in _targets(ev):
                lines.append(f"{name(self.outcome, who)}: still {self.states.words(self.states.after(who, last))}")
        board = action_board(self.outcome, ev)
        for who in _targets(ev):
            if board.get(who, {}).get("destroyed") and not self.states.after(who, last).get("destroyed"):
                lines.append(f"({name(self.outcome, who)} destroyed once the action resolved)")
        return lines

    def dealt_line(self, ev):
        targets = ", ".join(name(self.outcome, t) for t in _targets(ev)) or "nothing"
        if ev["prevented"]:
            return f"PREVENTED\n{targets} is dealt nothing"
        forms = ev.get("form_stages")
        if forms:
            return _wrap(forms[-1]["text"], 48)
        game = self.outcome.game
        return (f"{targets} is dealt {ev['dealt']}\n"
                + (game.lost_phrase.format(**ev) if ev["lost"] else game.unchanged_phrase))

    def why_not_label(self, miss):
        checked = f"checked at {step_title(self.outcome, miss['step'])}" if miss.get("step") else "checked"
        if miss.get("amount") is not None:
            checked += f", the damage then {miss['amount']}"
        if miss.get("who"):
            checked += f", for {name(self.outcome, miss['who'])}"
        reason = _reason(miss)
        if reason.startswith(miss["card"]):          # the reason says it whole: "Ice Block did not trigger: ..."
            head, _, rest = reason.partition(": ")
            return f"{head}\n({checked})" + (f"\n{_wrap(rest)}" if rest else "")
        return (f"{miss['card']} did not apply\n({checked})"
                + (f"\n{_wrap(reason)}" if reason else "\nits conditions did not hold"))

    def missed(self, miss, node_name, seen, members, role="why_not", label=None):
        """A greyed note for an effect that did not act, off the node of the amount it saw."""
        mine = self.about_subject(miss)
        self.node(node_name, role, members, shape="note", color=SUBJECT if mine else FADED,
                  fontcolor=SUBJECT if mine else FADED, penwidth="2" if mine else "1",
                  style="dashed" if role == "never_reached" else "solid",
                  label=label or self.why_not_label(miss))
        self.edge(seen, node_name, "checked", style="dotted", color=FADED, arrowhead="none")

    def unreached(self, ev):
        """The effects the event never reached (its explanation's list, else the outcome's), with what stopped it."""
        if "not_reached" in ev:
            return ev["not_reached"]
        if not ev["prevented"] or not any(s["prevented"] for s in ev["steps"]):
            return []
        return unreached(self.outcome, ev)

    def stopper(self, ev):
        stop = next((s for s in ev["steps"] if s["prevented"]), None)
        return (stop["card"] or step_title(self.outcome, stop)) if stop else "the damage"

    def start_label(self, ev, first):
        made_by = ""
        if ev.get("parent"):
            parent = self.outcome.event(ev["parent"])
            creator = next((s["card"] for s in parent["steps"] + parent["after"]
                            if s["rule"] == ev["created_by"] and s["card"]), "") if parent else ""
            creator = creator or (ev["created_by"] if "_" not in ev.get("created_by", "") else "")
            made_by = f"made by {creator} in {ev['parent']}\n" if creator else f"made in {ev['parent']}\n"
        kind = str(ev.get("source_kind", "")).replace("_", " ")
        said = _wrap(first["ruling"]) if first and not ev.get("parent") else f"proposes {ev['proposed']}"
        return f"{made_by}{_source(self.outcome, ev)}" + (f" ({kind})" if kind else "") + f"\n{said}"

    # --- one event as a cluster -------------------------------------------------------------------
    def event_cluster(self, ev):
        """The event's cluster; returns (start node, creator node of each ruling's rule, last node)."""
        i_d = ev["id"]
        prevented = ev["prevented"]
        targets = ", ".join(name(self.outcome, t) for t in _targets(ev))
        title = (f"{i_d}: {_source(self.outcome, ev)} -> {targets}  (created {_ordinal(ev['created'])}, "
                 f"resolved {_ordinal(ev['resolved'])})" + ("  PREVENTED" if prevented else ""))
        members = []
        self.g.graph["clusters"][f"cluster_{i_d}"] = {
            "label": title, "members": members, "labeljust": "l",
            "color": PREVENTED if prevented else "#455a64", "fontcolor": PREVENTED if prevented else "black",
            "style": "rounded,dashed" if prevented else "rounded"}
        steps = ev["steps"]
        first = steps[0] if steps else None
        start = self.node(f"{i_d}:start", "start", members, shape="box", style="rounded,filled", fillcolor="#e3f2fd",
                          label=self.start_label(ev, first))
        rulings = {}
        last = start
        if first is not None and first.get("after") is not None:
            last = self.node(f"{i_d}:amount0", "amount", members, shape="circle", label=str(first["after"]))
            self.edge(start, last, "flow")
        seen = [(first["seq"] if first else 0, last)]           # (seq, node): what a later check saw
        shown = first.get("after") if first else None          # the amount the last circle says
        chain = [("ruling", i, s["seq"], s) for i, s in enumerate(steps[1:], 1) if s["rule"] not in ORDER_RULES]
        forms = ev.get("form_stages", ())
        chain += [("form", j, f["seq"], f) for j, f in enumerate(forms)]
        for j, choice in enumerate(ev.get("choices", ())):       # before the rulings it ordered, else its stage's form
            at = min([s["seq"] for s in steps[1:] if s["step"] == choice["stage"]]
                     or [f["seq"] for f in forms if f["stage"] == choice["stage"]] or [float("inf")])
            chain.append(("choice", j, at - 0.5, choice))
        for what, i, seq, item in sorted(chain, key=lambda c: (c[2], c[0] != "ruling")):
            if what == "form":
                node = self.node(f"{i_d}:form{i}", "form", members, shape="note", style="filled", fillcolor="#c8e6c9",
                                 label=f"{item['says']}\n{_wrap(item['text'], 48)}")
                self.edge(last, node, "flow", penwidth="2")
                last = node
                seen.append((seq, node))
                continue
            if what == "choice":
                node = self.node(f"{i_d}:choice{i}", "choice", members, shape="box", style="filled",
                                 fillcolor="#fff3e0", label=_wrap(item["says"], 48))
                self.edge(last, node, "flow")
                last = node
                continue
            firing = self.node(f"{i_d}:rule{i}", "prevented_ruling" if item["prevented"] else "ruling", members,
                               shape="box", style="filled", fillcolor="#ffebee" if item["prevented"] else "#fff8e1",
                               label=(f"{item['card']}\n" if item["card"] else "")
                                     + f"[{step_title(self.outcome, item)}]\n{_wrap(item['ruling'])}")
            rulings.setdefault(item["rule"], firing)
            self.edge(last, firing, "flow")
            last = firing
            seen.append((seq, firing))
            if item["prevented"]:
                break
            if item.get("after") is not None and item["after"] != shown:   # a ruling that kept the amount: no circle
                shown = item["after"]
                amount = self.node(f"{i_d}:amount{i}", "amount", members, shape="circle", label=str(item["after"]))
                self.edge(firing, amount, "flow")
                last = amount
                seen.append((seq, amount))
        lines = self.result_lines(ev)
        if prevented:
            result = self.node(f"{i_d}:result", "prevented_result", members, shape="octagon", style="filled",
                               fillcolor="#ffcdd2", color=PREVENTED,
                               label="\n".join([self.dealt_line(ev)] + lines))
            self.edge(last, result, "flow", color=PREVENTED, penwidth="2")
        else:
            result = self.node(f"{i_d}:result", "result", members, shape="doubleoctagon", style="filled",
                               fillcolor="#c8e6c9", label="\n".join([self.dealt_line(ev)] + lines))
            self.edge(last, result, "flow", penwidth="2")
        for i, step in enumerate(ev["after"], 1):
            branch = self.node(f"{i_d}:after{i}", "branch", members, shape="box", style="rounded,filled",
                               fillcolor="#ede7f6",
                               label=(f"{step['card']}\n" if step["card"] else "")
                                     + f"[{step_title(self.outcome, step)}]\n{_wrap(step['ruling'])}")
            rulings.setdefault(step["rule"], branch)
            self.edge(result, branch, "then", style="dashed", label=f"then {i}")
        for i, miss in enumerate(ev["not_applied"], 1):
            saw = [n for s, n in seen if miss.get("seq") is None or s < miss["seq"]] or [start]
            self.missed(miss, f"{i_d}:miss{i}", saw[-1], members)
        for i, miss in enumerate(ev.get("not_touched", ()), 1):     # an effect (the subject) that never came to act
            self.missed(miss, f"{i_d}:untouched{i}", last, members, role="never_reached",
                        label=f"{miss['card']} did not act\n{_wrap(miss['because'])}")
        for i, miss in enumerate(self.unreached(ev), 1):
            self.missed(miss, f"{i_d}:unreached{i}", last, members, role="never_reached",
                        label=f"{miss['card']}\nnever reached: {self.stopper(ev)} stopped the damage first\n"
                              f"(it would act at {step_title(self.outcome, miss['step'])})")
        return start, rulings, result

    # --- one event as one box ---------------------------------------------------------------------
    def event_box(self, ev):
        lines = [f"{ev['id']}: {_source(self.outcome, ev)} -> " + ", ".join(name(self.outcome, t) for t in _targets(ev)),
                 f"created {_ordinal(ev['created'])}, resolved {_ordinal(ev['resolved'])}"]
        if ev["steps"]:
            lines.append(_wrap(ev["steps"][0]["ruling"], 44))
        for step in ev["steps"][1:]:
            if step["rule"] in ORDER_RULES:
                continue
            if step["before"] == step["after"] and not step["prevented"] and not step["card"]:
                continue                 # a step that changed nothing (the state line says it below)
            who = step["card"] or step_title(self.outcome, step)
            lines.append(f"{who}: prevented" if step["prevented"] else
                         f"{who}: {step['before']} -> {step['after']}" if step["before"] != step["after"]
                         else f"{who}: {_wrap(step['ruling'], 44)}")
        lines.append(self.dealt_line(ev).replace("\n", ": ", 1))
        lines += self.result_lines(ev)
        lines += [f"then {step['card'] or step_title(self.outcome, step)}" for step in ev["after"]]
        lines += [f"{m['card']} did not apply" + (f": {_reason(m)}" if _reason(m) else "") for m in ev["not_applied"]
                  if self.about_subject(m)]
        node = self.node(ev["id"], "event", shape="box", style="rounded,filled", label="\n".join(lines),
                         fillcolor="#ffcdd2" if ev["prevented"] else "#e8f5e9",
                         color=PREVENTED if ev["prevented"] else "#455a64")
        return node, {}, node

    # --- a chain of missiles, one box per target ---------------------------------------------------
    def missile_chain(self, chain):
        first, n = chain[0], len(chain)
        head = f"{first['id']}:chain"
        common = [m for m in first["not_applied"]
                  if all(any((o["host"], _reason(o)) == (m["host"], _reason(m)) for o in e["not_applied"]) for e in chain)]
        self.node(head, "chain", shape="box", style="filled,bold", fillcolor="#fffde7",
                  label=f"{_source(self.outcome, first)}: {n} missiles, {first['id']} to {chain[-1]['id']}\n"
                        f"aimed one at a time, each resolved before the next\n"
                        f"each proposes {first['proposed']}" if len({e['proposed'] for e in chain}) == 1 else
                        f"{_source(self.outcome, first)}: {n} missiles, {first['id']} to {chain[-1]['id']}")
        for i, miss in enumerate(common, 1):
            label = self.why_not_label(miss).replace(" did not apply", f" did not apply to any of the {n} missiles", 1)
            self.missed(miss, f"{head}:miss{i}", head, None, label=label)
        ends = {}
        for target in dict.fromkeys(e["target"] for e in chain):
            mine = [e for e in chain if e["target"] == target]
            box = f"{head}:{target}"
            change = self.states.change(target, [s["seq"] for e in mine for s in e["steps"] + e["after"]],
                                        _seqs(mine[-1])[1])
            state = self.states.words(self.states.after(target, _seqs(mine[-1])[1]))
            lines = [f"{name(self.outcome, target)}: {len(mine)} of {n} missiles",
                     change or f"still {state}",
                     _wrap(", ".join(e["id"] for e in mine), 44)]
            if action_board(self.outcome, first).get(target, {}).get("destroyed") and "destroyed" not in state:
                lines.append("(destroyed once the action resolved)")
            stopped = sum(e["prevented"] for e in mine)
            if stopped:
                lines.append(f"{stopped} prevented")
            caused = {}
            for e in mine:
                for step in e["after"]:
                    who = step["card"] or step_title(self.outcome, step)
                    caused[who] = caused.get(who, 0) + 1
            lines += [f"then {who} ({count}x)" for who, count in caused.items()]
            own = [(e["id"], m) for e in mine for m in e["not_applied"] if m not in common and not any(
                (c["host"], _reason(c)) == (m["host"], _reason(m)) for c in common)]
            lines += [f"{eid}: {m['card']} did not apply" + (f": {_reason(m)}" if _reason(m) else "") for eid, m in own]
            self.node(box, "share", shape="box", style="rounded,filled", fillcolor="#e8f5e9", label="\n".join(lines))
            self.edge(head, box, "flow", label=str(len(mine)))
            for e in mine:
                ends[e["id"]] = box
        return head, ends

    def decided(self, ev, start, drawn):
        """Boxes above an event's (or chain's) start for the rulings it descends from (Avenging Wrath's count of
        missiles, Lightbomb's set of minions: the explanation's ``deciding``); one box for all a ruling decided
        (`drawn`: seq -> node, the events' own rulings as None)."""
        from dealt.inference.why import deciding_steps
        own = {s["seq"] for s in ev["steps"] + ev["after"]}
        found = ev["deciding"] if "deciding" in ev else deciding_steps(self.outcome, ev, own)
        for r in found:
            if r["seq"] not in drawn:
                drawn[r["seq"]] = self.node(f"decides{r['seq']}", "decides", shape="box", style="rounded,filled",
                                            fillcolor="#fff3e0",
                                            label=(f"{r['card']}\n" if r["card"] else "") + _wrap(r["ruling"], 44))
            if drawn[r["seq"]] is not None and not self.g.has_edge(drawn[r["seq"]], start):
                self.edge(drawn[r["seq"]], start, "flow")

    # --- the links between events ------------------------------------------------------------------
    def creates(self, parent, child_start, creator):
        label = self.words.get("creates", "creates")
        self.edge(creator or parent, child_start, "creates", label=label, color=PREVENTED, fontcolor=PREVENTED)

    def next_words(self, a, b):
        """How the game says that one event resolves after another, where it has its own words (Magic's combat
        damage steps: "then (510.4)")."""
        return self.words.get("combat next") if a.get("source_kind") == b.get("source_kind") == "combat" else None


def missile_chains(events):
    """Runs of events, in creation order, made one at a time by the same rule of the same card and action (each
    aimed by its own firing: Avenging Wrath's missiles), longer than COMPACT_ABOVE."""
    runs, run = [], []
    for ev in sorted(events, key=lambda e: e["created"]):
        key = (ev.get("action"), ev.get("source_card") or ev["source"], ev.get("created_by"))
        missile = (ev.get("created_by") and not ev.get("parent") and ev["steps"]
                   and ev["steps"][0]["rule"] == ev["created_by"])
        if run and missile and key == run[0][0]:
            run.append((key, ev))
            continue
        if len(run) > COMPACT_ABOVE:
            runs.append([e for _, e in run])
        run = [(key, ev)] if missile else []
    if len(run) > COMPACT_ABOVE:
        runs.append([e for _, e in run])
    return runs


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


def _read_edge(outcome, entity, card):
    return {"style": "dotted", "color": "#6a1b9a", "fontcolor": "#6a1b9a", "constraint": "false",
            "label": f"{card or 'it'} changed {name(outcome, entity)};\nread here"}


def _add_split(d, events, start_of):
    """The chosen division of split damage (Riftbound): one box for the total, an edge per share."""
    outcome = d.outcome
    totals = [n for n in outcome.notes if n["kind"] == "split_total"]
    if not totals:
        return
    shares = {n["entity"]: n["amount"] for n in outcome.notes if n["kind"] == "split_share"}
    total = totals[0]
    d.node("split", "split", shape="box", style="rounded,filled,bold", fillcolor="#fff3e0",
           label=f"split {total['amount']} divided at resolution\n(as the scenario's choices give it)\n"
                 + (", ".join(f"{name(outcome, t)}: {a}" for t, a in shares.items()) or "no target: nothing dealt"))
    for ev in events:
        if ev["target"] in shares and start_of(ev) is not None:
            d.edge("split", start_of(ev), "divided", label=str(shares[ev["target"]]), color="#ef6c00",
                   fontcolor="#ef6c00", penwidth="2")


def explanation_graph(outcome, events=None, compact=None, every=False, subject=None):
    """A DiGraph of the given events (default: all), with Graphviz attributes on nodes and edges.

    A chain of more than COMPACT_ABOVE missiles is one box per target unless `every`. With many events
    (more than COMPACT_ABOVE, or `compact=True`) each event is one summary box, linked in the order events were
    created and resolved; otherwise each event is a cluster with a box per ruling. A sequence of actions draws one
    cluster per action around its events, each headed by the action and what it changed on the board, linked in
    order. `subject` (a `--for`) draws its own why-nots in black. A legend says what is drawn.
    """
    events = list(outcome.events if events is None else events)
    d = _Drawing(outcome, subject)
    chains = [] if every else missile_chains(events)
    in_chain = {e["id"]: c for c in chains for e in c}
    units = []                       # (first event, its events): an event alone, or a missile chain
    for ev in sorted(events, key=lambda e: e["created"]):
        if ev["id"] in in_chain:
            if in_chain[ev["id"]][0] is ev:
                units.append((ev, in_chain[ev["id"]]))
        else:
            units.append((ev, [ev]))
    boxes = compact or (compact is None and len(units) > COMPACT_ABOVE)
    starts, results, makers = {}, {}, {}
    for first, members in units:
        if len(members) > 1:
            head, where = d.missile_chain(members)
            for e in members:
                starts[e["id"]], results[e["id"]], makers[e["id"]] = head, where[e["id"]], {}
            continue
        start, rulings, result = d.event_box(first) if boxes else d.event_cluster(first)
        starts[first["id"]], results[first["id"]], makers[first["id"]] = start, result, rulings
    by_id = {e["id"]: e for e in events}
    drawn = {s["seq"]: None for e in outcome.events for s in e["steps"] + e["after"]}
    for first, members in units:
        for ev in members[:1] if len(members) > 1 else members:
            d.decided(ev, starts[ev["id"]], drawn)
    for ev in events:
        if ev.get("parent") in by_id and ev["id"] not in in_chain:
            d.creates(results[ev["parent"]], starts[ev["id"]], makers[ev["parent"]].get(ev["created_by"]))
    _add_split(d, events, lambda ev: starts.get(ev["id"]))
    _order_edges(d, units, starts, results, by_id)
    for origin, i, ev, j, entity, card in read_links(outcome, events):
        if origin["id"] in in_chain or ev["id"] in in_chain:
            continue
        tail = results[origin["id"]] if boxes else f"{origin['id']}:after{i}"
        head = starts[ev["id"]] if boxes or j == 0 else f"{ev['id']}:rule{j}"
        if not d.g.has_node(head) or not d.g.has_node(tail):
            continue
        if d.g.has_edge(tail, head):
            d.g.edges[tail, head]["label"] += f"; {card} changed {name(outcome, entity)}, read here"
        else:
            d.edge(tail, head, "read", **_read_edge(outcome, entity, card))
    if not events:
        what = subject or "this scenario"
        d.node("nothing", "nothing", shape="note", color=FADED, fontcolor=FADED,
               label=f"{what}: no damage event, and none it could have touched")
    if outcome.actions:
        _clusters_per_action(d, outcome, events)
    _legend(d.g)
    return d.g


def _order_edges(d, units, starts, results, by_id):
    """The order in which units were created and resolved: one edge where both orders agree, else one each."""
    def unit_end(unit):
        first, members = unit
        return results[first["id"]] if len(members) == 1 else starts[first["id"]]

    def last(unit):
        return unit[1][-1]

    created = units
    resolved = sorted(units, key=lambda u: last(u)["resolved"])
    pairs_created = list(zip(created, created[1:]))
    pairs_resolved = {(a[0]["id"], b[0]["id"]) for a, b in zip(resolved, resolved[1:])}
    for a, b in pairs_created:
        both = (a[0]["id"], b[0]["id"]) in pairs_resolved
        tail, head = (unit_end(a) if both else starts[a[0]["id"]]), starts[b[0]["id"]]
        if d.g.has_edge(tail, head):
            continue
        combat = d.next_words(a[0], b[0])
        if both:
            d.edge(tail, head, "order", style="dashed", color=ACTION_EDGE, fontcolor=ACTION_EDGE,
                   label=combat or "created and resolved next")
        else:
            d.edge(tail, head, "created_next", style="dashed", color="#1565c0", fontcolor="#1565c0",
                   label="created next", constraint="false")
    for a, b in zip(resolved, resolved[1:]):
        if (a[0]["id"], b[0]["id"]) in {(x[0]["id"], y[0]["id"]) for x, y in pairs_created}:
            continue
        tail, head = unit_end(a), starts[b[0]["id"]]
        if not d.g.has_edge(tail, head):
            d.edge(tail, head, "resolves_next", style="dashed", color="#2e7d32", fontcolor="#2e7d32",
                   label="resolves next")


def _keywords_said(board):
    """A board with its keywords in words ("divine shield"), as a person reads them."""
    return {i: dict(e, keywords=[k.replace("_", " ") for k in e.get("keywords", ())]) if "keywords" in e else e
            for i, e in board.items()}


def _clusters_per_action(d, outcome, events):
    """One cluster per action (its head box, then the nodes of its events), the heads linked in order."""
    from dealt.viz.report import board_changes
    g = d.g
    shown = {e["id"] for e in events}
    before, previous, clusters = outcome.actions[0]["before"], None, []
    for a in outcome.actions:
        head = f"action{a['action']}"
        changes = board_changes(_keywords_said(before), _keywords_said(a["board"]))
        before = a["board"]
        d.node(head, "action", shape="box", style="rounded,filled,bold", fillcolor="#eceff1",
               label=f"Action {a['action']} ({a['where']})\n{_wrap(a['does'])}\nboard after: "
                     + _wrap("; ".join(changes) if changes else "no change", 48))
        mine = [i for i in a["events"] if i in shown]
        members = [head] + [n for n in g if any(str(n) == i or str(n).startswith(f"{i}:") for i in mine)]
        members += [n for n in g if g.nodes[n]["role"] == "decides" and set(g.successors(n)) & set(members)]
        if previous is not None:
            d.edge(previous, head, "next_action", label="then", color=ACTION_EDGE, fontcolor=ACTION_EDGE,
                   penwidth="2")
        first = next((n for n in (f"{mine[0]}:start", mine[0], f"{mine[0]}:chain") if g.has_node(n)), None) if mine else None
        if first is not None:
            d.edge(head, first, "flow", color=ACTION_EDGE, style="bold")
        previous = head
        clusters.append({"name": f"cluster_action{a['action']}", "members": members,
                         "events": [f"cluster_{i}" for i in mine],
                         "attrs": {"label": f"action {a['action']}", "color": ACTION_EDGE, "style": "rounded,bold",
                                   "labeljust": "l"}})
    g.graph["actions"] = clusters


def _cell(text, **attrs):
    attrs = "".join(f' {k.upper()}="{v}"' for k, v in attrs.items())
    return f"<TD{attrs}>{html.escape(text)}</TD>"


def _legend(g):
    """One node, a table: each shape and edge colour the graph holds, and what it means."""
    nodes = {d.get("role") for _, d in g.nodes(data=True)}
    edges = {d.get("role") for *_, d in g.edges(data=True)}
    rows = ['<TR><TD COLSPAN="2"><B>Legend</B></TD></TR>']
    for role, (look, shape, meaning) in NODE_LEGEND.items():
        if role in nodes:
            sample = _cell(shape, **({"bgcolor": look["bgcolor"]} if "bgcolor" in look else {}))
            if "color" in look:
                sample = f'<TD><FONT COLOR="{look["color"]}">{html.escape(shape)}</FONT></TD>'
            rows.append(f'<TR>{sample}{_cell(meaning, align="left")}</TR>')
    for role, (colour, shape, meaning) in EDGE_LEGEND.items():
        if role in edges:
            rows.append(f'<TR><TD><FONT COLOR="{colour}">{html.escape(shape)}</FONT></TD>{_cell(meaning, align="left")}</TR>')
    g.add_node("legend", role="legend", shape="plaintext", fontsize="9",
               label='<<TABLE BORDER="0" CELLBORDER="1" CELLSPACING="0" CELLPADDING="3">' + "".join(rows) + "</TABLE>>")


def legend_entries(graph):
    """The legend's rows as plain text, "sample | meaning" (what a test reads)."""
    import re
    rows = re.findall(r"<TR>(.*?)</TR>", graph.nodes["legend"]["label"])[1:]
    return [" | ".join(html.unescape(re.sub(r"<[^>]+>", "", cell)) for cell in re.findall(r"<TD[^>]*>(.*?)</TD>", row))
            for row in rows]


def to_agraph(graph, title=""):
    """The pygraphviz AGraph of an explanation graph, with its event clusters; an edge from one event's cluster
    to another's is clipped at their borders (compound), so that it never runs across a cluster's title."""
    graph = graph.copy()
    clusters = graph.graph.pop("clusters", {})
    actions = graph.graph.pop("actions", [])
    inner = {}                                  # node -> the innermost cluster holding it
    for action in actions:
        inner.update({n: action["name"] for n in action["members"]})
    for cluster, attrs in clusters.items():
        inner.update({n: cluster for n in attrs["members"]})
    for u, v, data in graph.edges(data=True):
        data.pop("role", None)
        cu, cv = inner.get(u), inner.get(v)
        if cu != cv:
            if cu in clusters and v not in clusters[cu]["members"]:
                data["ltail"] = cu
            if cv in clusters and u not in clusters[cv]["members"]:
                data["lhead"] = cv
    for _, data in graph.nodes(data=True):
        data.pop("role", None)
    a = nx.nx_agraph.to_agraph(graph)
    a.graph_attr.update(rankdir="TB", fontname="Helvetica", labelloc="t", label=title, fontsize="16", compound="true")
    a.node_attr.update(fontname="Helvetica", fontsize="11")
    a.edge_attr.update(fontname="Helvetica", fontsize="10")
    parent_of = {}
    for action in actions:                  # a sequence: each action's cluster holds its events' clusters
        sub = a.add_subgraph(action["members"], name=action["name"])
        sub.graph_attr.update(action["attrs"])
        parent_of.update({name_: sub for name_ in action["events"]})
    for name_, attrs in clusters.items():
        sub = parent_of.get(name_, a).add_subgraph(attrs["members"], name=name_)
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


#: `dealt graph --detail`: auto (one box per ruling up to COMPACT_ABOVE events), events, rulings, all
DETAILS = {"auto": (None, False), "events": (True, True), "rulings": (False, False), "all": (False, True)}


def graph_of(outcome, subject=None, detail="auto"):
    """The explanation graph `dealt graph [--for SUBJECT] [--detail DETAIL]` draws (a networkx DiGraph)."""
    if detail not in DETAILS:
        raise ValueError(f"detail must be one of {', '.join(DETAILS)}, not {detail!r}")
    compact, every = DETAILS[detail]
    events = subject_events(outcome, subject) if subject else None
    return explanation_graph(outcome, events, compact, every=every, subject=subject)


def graph_title(outcome, subject=None):
    """The title drawn above a graph: the game, the scenario file, the rule set if not the default, the subject."""
    title = f"{outcome.game.title}: {outcome.scenario.file}"
    if outcome.rules != "default":
        title += f" (rules: {outcome.rules})"
    return title + (f" - why {subject}" if subject else "")


def subject_events(outcome, subject):
    """The events `dealt graph --for SUBJECT` draws: those of its explanation (each with its why-nots), and for an
    effect in play, also each event it could have touched but never came to (``not_touched``: drawn on the event)."""
    from dealt.inference.why import explain
    explanation = explain(outcome, subject)
    views = {v["id"]: v for v in explanation["events"]}
    for miss in explanation.get("not_touched", ()):
        view = views.setdefault(miss["event"], dict(outcome.event(miss["event"])))
        view.setdefault("not_touched", []).append(miss)
    return sorted(views.values(), key=lambda v: v["created"])
