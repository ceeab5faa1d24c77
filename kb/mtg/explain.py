"""What a Magic run concluded: the board after and the damage event with each of its forms and rulings.

Magic's facts are its own (a permanent, a player, one damage event holding every part dealt at once: 120.4), so
this module reads them into the shared :class:`~dealt.inference.outcome.Outcome`; `why`, `why-not` and the graph
are the shared ones (:mod:`dealt.inference.why`). The event's forms (the ``Form`` facts the stage rules keep as
each stage of 120.4 ends) are kept with their stage, so `why` prints them after their stage's rulings, like the
worked examples of 120.4: the event starts out as [...], this effect is applied, so it becomes [...].
"""
from dealt.inference.conditions import LiveFacts
from dealt.inference.outcome import Outcome, keywords_by_entity
from dealt.inference.why_not import reason_from_rules
from dealt.inference.ruling_text import fill, sentence_and_source
from dealt.kb.mtg.choice import (actions_run, choice_sentence, choices_made,
                                  refuse_orders_for_those_who_choose_nothing)
from dealt.kb.mtg.forms import bracket
from dealt.kb.mtg.keyword_notes import keyword_note, keywords_without_damage_effect
from dealt.kb.mtg.steps import SEQUENCE

#: what each form is, as the worked examples say it
FORM_WORDS = {
    "proposed": "The damage event starts out as",
    "excess": "After excess damage (120.4a), it is",
    "replacement": "After replacement and prevention (120.4b), it is",
    "results": "Processed into its results (120.4c), it is",
    "results_replacement": "After replacement of its results (120.4c), it is",
}


#: the rulings of the spell resolving (what happened while it waited, its targets checked: 608.2b), before its event
RESOLUTION = "resolution"
RESOLUTION_TITLE = "608.2b The spell resolves: its targets are checked"


def _data(trace, node):
    return trace.graph.nodes[node]["data"]


def _plain(value):
    if hasattr(value, "as_dict"):
        return value.get("id") or value.get("name") or value.get("event") or str(dict(value))
    return value


def _card_of(trace, firing):
    """(card, board id) a firing acted for: an effect's card, a keyword, or the damage's source."""
    matched = [trace.graph.nodes[n] for n in trace.matched(firing)]
    for fact in matched:
        if fact["template"] == "MtgEffect":
            return fact["data"]["card"], fact["data"]["host"]
    for fact in matched:
        if fact["template"] in ("MtgTrigger", "Triggered", "Resolution"):
            return fact["data"]["card"], fact["data"].get("host", "")
    for fact in matched:
        if fact["template"] == "Keyword":
            return fact["data"]["name"].title(), fact["data"]["entity"]
    for fact in matched:
        if fact["template"] in ("Dealing", "Part") and fact["data"].get("source_card"):
            return fact["data"]["source_card"], fact["data"]["source"]
    return "", ""


def _ruling(trace, firing, stage):
    node = trace.firing(firing)
    template, source = sentence_and_source(node["doc"])
    values = {k: _plain(v) for k, v in node["context"].items()}
    values.update(node["values"])
    card, host = _card_of(trace, firing)
    values.setdefault("card", card)
    return {"rule": node["rule"], "card": card, "host": host, "step": stage, "seq": node["seq"],
            "before": node["values"].get("before"), "after": node["values"].get("after"), "prevented": False,
            "ruling": fill(template, values), "source": source}


def _event_of(trace, firing):
    """(event id, stage) of the damage event a firing matched, or (None, None)."""
    for n in trace.matched(firing):
        if trace.graph.nodes[n]["template"] == "MtgEvent":
            data = _data(trace, n)
            return data["id"], data["stage"]
    for n in trace.matched(firing):
        if trace.graph.nodes[n]["template"] == "Resolution":      # the spell resolving, before its event (608.2b)
            return _data(trace, n)["event"], RESOLUTION
    return None, None


#: the rulings of a turn ending (the action end_turn: the end step, 513, and the cleanup step, 514)
TURN_END = "turn_end"
TURN_END_TITLE = "The turn ends: 513 end step, 514 cleanup step"


def _turn_end_rulings(trace):
    """The rulings of the turn's end, in firing order: the firings that matched the action's TurnEnds fact."""
    out = []
    for firing in trace.firings:
        node = trace.firing(firing)
        if not node["housekeeping"] and any(trace.graph.nodes[n]["template"] == "TurnEnds" for n in trace.matched(firing)):
            out.append(_ruling(trace, firing, TURN_END))
    return out


def _not_applied(game, trace, event_id, effects, engine=None, on_board=()):
    """Effects checked against an affected player's or object's parts that never applied to any of them; each
    named by its board id (a keyword's effect, protection, by the permanent that has it)."""
    checked, checked_at = {}, {}
    for firing in trace.firings:
        node = trace.firing(firing)
        if node["rule"] == "effect_does_not_apply_to_this_part" and node["context"].get("event_id") == event_id:
            key = (node["context"]["effect"], node["context"]["who"])
            checked.setdefault(key, node["seq"])
            checked_at.setdefault(key, firing)
    used = {_data(trace, n)["effect"] for n in trace.facts_of("Applied", event=event_id)}
    out = []
    live = None
    for (effect, who), seq in sorted(checked.items(), key=lambda kv: kv[1]):
        if effect in used or any(o["effect"] == effect for o in out):
            continue
        info = effects.get(effect, {})
        mechanic = info.get("mechanic", "")
        live = live or LiveFacts(trace)
        out.append({"card": info.get("card", effect), "effect": effect, "mechanic": mechanic,
                    "host": effect if effect in on_board or "host" not in info else info["host"],
                    "step": info.get("stage", ""), "who": who, "seq": seq, "amount": None,
                    "does": game.registry[mechanic].summary if mechanic in game.registry else "",
                    "reason": reason_from_rules(game, trace, live, checked_at[effect, who], "MtgEffect", mechanic,
                                                engine)})
    return out


def _total(parts, kind):
    return sum(p["amount"] for p in parts if p["kind"] == kind)


def _event_record(game, trace, engine_facts, event, board, engine=None):
    event_id = event["id"]
    forms = []
    for node in trace.facts_of("Form", event=event_id):
        data = _data(trace, node)
        forms.append({"stage": data["stage"], "title": SEQUENCE[data["stage"]].title,
                      "says": FORM_WORDS[data["stage"]], "parts": list(data["parts"]),
                      "text": bracket(data["parts"]), "seq": trace.firing(trace.producer(node))["seq"]})
    steps, after = [], []
    for firing in trace.firings:
        node = trace.firing(firing)
        if node["housekeeping"]:
            continue
        found, stage = _event_of(trace, firing)
        if found != event_id:
            continue
        (after if stage != RESOLUTION and SEQUENCE[stage].phase == "after" else steps).append(
            _ruling(trace, firing, stage))
    versions = {}
    for node in trace.facts_of("Part", event=event_id):
        data = _data(trace, node)
        versions.setdefault(data["id"], []).append(data)
    first = [v[0] for v in versions.values()]
    dealt = 0
    for v in versions.values():
        damage = [d for d in v if d["kind"] in ("damage", "dealt")]
        if damage:
            dealt += damage[-1]["amount"]
    proposed = sum(d["amount"] for d in first if d["kind"] == "damage" and not d["origin"])
    finals = [v[-1] for v in versions.values()]
    targets = [d["recipient"] for d in sorted(first, key=lambda d: tuple(d["pos"])) if d["kind"] == "damage"]
    by = next((f for f in engine_facts if type(f).__name__ == "Triggered" and f["id"] == event["by"]), None)
    rank = int(event_id[1:]) if event_id[1:].isdigit() else 1     # e1, e2, ...: made and resolved in turn
    return {
        "id": event_id, "order": rank, "source": event["what"], "source_card": event["what"],
        "source_kind": "combat" if event["combat"] else "spell or ability", "controller": "",
        "target": targets[0] if targets else "", "targets": list(dict.fromkeys(targets)),
        "involved": list(dict.fromkeys(d.get("recipient") for v in versions.values() for d in v if d.get("recipient"))),
        "proposed": proposed, "dealt": dealt, "lost": _total(finals, "life_loss"),
        "prevented": proposed > 0 and dealt == 0, "parent": by["event"] if by else "", "reached": event["stage"],
        "created": rank, "resolved": rank, "created_by": by["card"] if by else "",
        "created_by_card": by["card"] if by else "",
        "_first": (trace.facts_of("MtgEvent", id=event_id) or [None])[0],
        "forms": [f["text"] for f in forms], "form_stages": forms,
        "steps": steps, "after": after,
        "not_applied": _not_applied(game, trace, event_id, board.effects, engine, board.entities),
    }


def board_of(board, facts, keywords=None):
    """The board (id -> state, in play order) as these facts hold it: players, permanents, effects."""
    keywords = keywords_by_entity(facts) if keywords is None else keywords
    states = []
    final_ids = {f["id"] for f in facts if type(f).__name__ == "Permanent"}
    for f in facts:
        kind = type(f).__name__
        if kind == "MtgPlayer":
            states.append((f["order"], f["name"], {"kind": "player", "card": "", "controller": f["name"],
                                                    "life": f["life"], "poison": f["poison"], "lost": f["lost"],
                                                    "destroyed": f["lost"]}))
        elif kind == "Permanent":
            states.append((f["order"], f["id"], {
                "kind": board.entities[f["id"]]["kind"], "card": f["card"], "controller": f["controller"],
                "types": list(f["types"]), "power": f["power"], "toughness": f["toughness"], "counters": f["minus"],
                "damage": f["damage"], "loyalty": f["loyalty"], "defense": f["defense"],
                "destroyed": f["destroyed"], "keywords": sorted(keywords.get(f["id"], []))}))
        elif kind == "MtgEffect":
            if f["id"] in final_ids or f["mechanic"] == "protection":
                continue                      # an enchantment or artifact: its permanent is listed
            state = {"kind": "effect", "card": f["card"], "controller": f["controller"], "destroyed": False}
            if f["mechanic"] == "prevention_shield":
                state["remaining"] = f["remaining"]
            if f["mechanic"] == "prevent_next_damage_by_gain_life":
                state["used"] = bool(f["used_in"])
            states.append((f["order"], f["id"], state))
    return {i: s for _, i, s in sorted(states, key=lambda s: (s[0], s[1]))}


def build_outcome(game, scenario, board, engine):
    """Read the final working memory and the trace into an :class:`~dealt.inference.outcome.Outcome`."""
    trace = engine.trace
    facts = list(engine.facts.values())
    keywords = keywords_by_entity(facts)
    final_board = board_of(board, facts, keywords)
    players = {i: {"life": s["life"], "poison": s["poison"], "lost": s["lost"]}
               for i, s in final_board.items() if s["kind"] == "player"}
    events = [_event_record(game, trace, facts, f, board, engine)
              for f in sorted((f for f in facts if type(f).__name__ == "MtgEvent"), key=lambda f: f["id"])]
    fired = [trace.firing(n)["rule"] for n in trace.firings if not trace.firing(n)["housekeeping"]]
    choices = choices_made(scenario, trace, board.effects, board.entities)
    for action in actions_run(scenario, trace):        # each action's orders, against what it made choose
        refuse_orders_for_those_who_choose_nothing(
            scenario.for_action(action - 1) if scenario.sequence else scenario,
            [c for c in choices if c.get("action", 1) == action], board.effects,
            {_data(trace, n)["who"] for n in trace.facts_of("Affected")
             if trace.graph.nodes[n].get("action", 1) == action})
    for ev in events:
        ev["choices"] = [{"stage": c["stage"], "says": choice_sentence(c, scenario.file)}
                         for c in choices if c["event"] == ev["id"]]
    notes = [{"event": "", "kind": "default_player", "entity": name, "amount": 20}
             for name, e in board.entities.items() if e.get("default")] + choices + [
        dict(n, says=keyword_note(n).strip().strip("()")) for n in keywords_without_damage_effect(keywords)]
    return Outcome(scenario=scenario, game=game, board=final_board, events=events, fired=fired,
                   unmodelled=board.unmodelled, notes=notes, players=players, trace=trace, effects=board.effects,
                   before=board_of(board, board.facts))


