"""Plain-text reports of an outcome (what `dealt resolve` prints)."""
import importlib

from dealt.inference.outcome import unmodelled_line


def game_view(outcome):
    """The game's own view module (``dealt.viz.<game>``), or None.

    It may define ``outcome_text``, ``why_text`` and ``explanation_graph``; what it leaves out is the
    shared view's (Hearthstone's Damage Events).
    """
    try:
        return importlib.import_module(f"dealt.viz.{outcome.game.name}")
    except ModuleNotFoundError:
        return None


def _prevent_left(value):
    """A Riftbound Prevent on the board after: what it still prevents, or that it has ended (Core Rules 437.3.a)."""
    return f"prevents {value} more" if value > 0 else "Prevent used up: it has ended (Core Rules 437.3.a)"


#: a Riftbound lasting effect whose duration has ended (:mod:`dealt.kb.riftbound.rules.end_of_turn`)
_EXPIRED = "expired with the turn (Core Rules 317.2.c)"


def _by(game, step):
    """Who made a change in a report line: its card, else its step's title (a rule of the game's own)."""
    from dealt.inference.why import step_title
    return step["card"] or step_title(game, step["step"])


def _event_line(ev, game):
    source = ev["source_card"] or ev["source"]
    line = f"  {ev['id']}  (resolved {ev['resolved']}) {source} -> {ev['target']}: proposed {ev['proposed']}, "
    changes = [f"{_by(game, s)} {s['before']}->{s['after']}" for s in ev["steps"][1:]
               if s["before"] is not None and s["before"] != s["after"] and not s["prevented"]]
    if ev["prevented"]:
        by = next((_by(game, s) for s in ev["steps"] if s["prevented"]), "")
        line += f"PREVENTED{' by ' + by if by else ''}"
        return line + ("  [" + "; ".join(changes) + "]" if changes else "")
    line += f"dealt {ev['dealt']}"
    if ev["lost"] != ev["dealt"]:
        line += f" (Health+Armor -{ev['lost']})"
    if changes:
        line += "  [" + "; ".join(changes) + "]"
    return line


def outcome_text(outcome):
    """The outcome as a short report: events in order, the final board, what fired, what was not modelled,
    and where each modelled card came from."""
    view = game_view(outcome)
    text = view.outcome_text(outcome) if hasattr(view, "outcome_text") else _shared_outcome_text(outcome)
    if outcome.actions:
        head, _, rest = text.partition("\n\n")        # after the title and description
        text = "\n".join([head, *actions_lines(outcome)]) + "\n\n" + rest
    from dealt.viz.rule_set import with_rule_set_line
    return with_card_sources(with_rule_set_line(text, outcome.game, outcome.scenario), outcome)


def why_text(outcome, subject):
    """What `dealt why SCENARIO SUBJECT` prints (and what a ruling's ``expect.why`` reads): the explanation in the
    game's words, each action's part of a sequence, and where each card came from."""
    from dealt.inference.why import actions_lines as action_parts, explain, render_text
    from dealt.viz.rule_set import rule_set_line
    explanation = explain(outcome, subject)
    return with_card_sources("\n".join([render_text(explanation), *action_parts(explanation), "",
                                        rule_set_line(outcome.game, outcome.rules)]), outcome)


def why_not_output(outcome, subject):
    """What `dealt why-not SCENARIO SUBJECT` prints: the why-not of the subject alone."""
    from dealt.inference.why import explain, why_not_text
    from dealt.viz.rule_set import rule_set_line
    return why_not_text(explain(outcome, subject)) + "\n\n" + rule_set_line(outcome.game, outcome.rules)


def actions_lines(outcome):
    """A sequence's actions in order, each with its events and what changed on the board after it."""
    lines = ["", "Actions, in order (each on the board the one before left):"]
    before, players = outcome.actions[0]["before"], outcome.actions[0].get("players_before", {})
    for a in outcome.actions:
        lines.append(f"  {a['action']}. {a['where']}: {a['does']}")
        for event_id in a["events"]:
            lines.append(f"       {event_line_brief(outcome.event(event_id))}")
        changes = board_changes(before, a["board"])
        lines.append(f"       board after: {'; '.join(changes) if changes else 'no change'}")
        said = [f"player {c}" for c in board_changes(players, a["players"])]
        if said:
            lines.append(f"       players after: {'; '.join(said)}")
        before, players = a["board"], a["players"]
    return lines


def event_line_brief(ev):
    """One event in a few words: id, source, then what it came to (Magic: its final form's parts, 120.4c),
    else its target and what was dealt (or that it was prevented)."""
    source = ev.get("source_card") or ev.get("source", "")
    final = (ev.get("form_stages") or [{}])[-1].get("parts")
    if final:
        return f"{ev['id']}  {source}: {'; '.join(final)}"
    target = ev.get("target") or ev.get("recipient", "")
    done = "PREVENTED" if ev.get("prevented") else f"dealt {ev.get('dealt', ev.get('amount', ''))}"
    return f"{ev['id']}  {source} -> {target}: {done}"


def _said(value):
    """A board value in a change line: an empty one as "none"."""
    if value in ("", None, [], ()):
        return "none"
    if isinstance(value, list):                 # keywords: said as words ("Divine Shield")
        return ", ".join(str(v).replace("_", " ").title() for v in value)
    return value


#: board fields the per-action summary leaves out (they never change within a scenario)
_STATIC = ("card", "kind", "controller", "order")


def board_changes(before, after):
    """What differs between two boards, per entity: "yeti health 5 -> 4, destroyed False -> True"."""
    out = []
    for entity_id, state in after.items():
        old = before.get(entity_id)
        if old is None:                     # an effect of a card has an id of its own: say its card
            named = state.get("card") if any(c in entity_id for c in ".#") and state.get("card") else entity_id
            out.append(f"{named} enters play")
            continue
        diffs = [f"{k.replace('_', ' ')} {_said(old.get(k))} -> {_said(v)}" for k, v in state.items()
                 if k not in _STATIC and old.get(k) != v]
        if diffs:
            out.append(f"{entity_id} " + ", ".join(diffs))
    out += [f"{entity_id} is no longer on the board" for entity_id in before if entity_id not in after]
    return out


def with_card_sources(text, outcome):
    """`text` and the lines saying where each modelled card in play came from (bundled, a library, inline)."""
    from dealt.kb.libraries import source_line
    if not outcome.sources:
        return text
    return "\n".join([text, "", "Cards (where each modelled card came from):"]
                     + [f"  {source_line(s)}" for s in outcome.sources])


def _shared_outcome_text(outcome):
    lines = [f"{outcome.game.title}: {outcome.scenario.file}"]
    if outcome.scenario.description:
        lines.append("  " + " ".join(outcome.scenario.description.split()))
    lines += ["", "Damage events, in the order they were created (and the order they resolved):"]
    for ev in outcome.events:
        lines.append(_event_line(ev, outcome.game))
        lines += [f"      then: {step['ruling']}" for step in ev["after"]]
    if not outcome.events:
        lines.append("  (none)")
    for kind, what, result, given in outcome.random:
        lines.append(f"  random {kind} for {what}: {result} ({'given in choices' if given else 'drawn from the seed'})")
    if outcome.healing:
        lines += ["", "Healing events:"]
        lines += [f"  {h['id']}  {h['source']} -> {h['target']}: proposed {h['proposed']}, "
                  + ("turned into a Damage Event" if h["replaced"] else f"restored {h['restored']}")
                  for h in outcome.healing]
    for note in outcome.notes:
        if note["kind"] == "split_total":
            shares = [n for n in outcome.notes if n["kind"] == "split_share"]
            lines.append(f"  split division of {note['amount']} (choices.split): "
                         + (", ".join(f"{n['entity']} {n['amount']}" for n in shares) or "no target"))
        elif note["kind"] == "deflect_cost":
            lines.append(f"  Deflect: choosing {note['entity']} cost {note['amount']} more Power")
        elif note["kind"] == "cap":
            lines.append(f"  {note['entity']} stopped at its cap: {note['amount']} missiles, its most, though no "
                         "minion had died")
    lines += ["", "Board after:"]
    width = max(len(i) for i in outcome.board)
    for entity_id, e in outcome.board.items():
        state = f"Health {e['health']}" + (f", Armor {e['armor']}" if e["armor"] else "") if "health" in e else ""
        if e["kind"] in ("hero", "minion"):
            state += f", Attack {e['attack']}"
        elif e["kind"] == "weapon" and "durability" in e:     # Hearthstone: a weapon's Attack and Durability
            state = f"Attack {e['attack']}, Durability {e['durability']}"
        elif "might" in e:               # Riftbound: damage is marked against Might
            state = (f"Might {e['might']}, damage {e['damage']}" if e["kind"] == "unit"
                     else _EXPIRED if e["kind"] == "effect" and e["location"] == "gone"
                     else _prevent_left(e["prevent"]) if e["kind"] == "effect" and e.get("attached_to")
                     else "a lasting effect on its player" if e["kind"] == "effect" else "")
            state += f" at {e['location']}" if e["location"] and state != _EXPIRED else ""
        else:
            state = ""
        flags = ([", ".join(e["keywords"])] if e["keywords"] else []) + (["DESTROYED"] if e["destroyed"] else [])
        lines.append(f"  {entity_id:<{width}}  {e['card'] or '-':<22} {e['kind']:<8} player {e['controller']}  "
                     f"{state}{'  [' + '; '.join(flags) + ']' if flags else ''}")
    drawn = {p: s["cards_drawn"] for p, s in outcome.players.items() if s["cards_drawn"]}
    fatigue = {p: s["fatigue"] for p, s in outcome.players.items() if s["fatigue"]}
    if drawn:
        lines.append("  cards drawn: " + ", ".join(f"{p} {n}" for p, n in sorted(drawn.items())))
    if fatigue:
        lines.append("  Fatigue counter: " + ", ".join(f"{p} {n}" for p, n in sorted(fatigue.items())))
    lines += ["", "Rules fired, in order: " + (", ".join(outcome.fired) or "(none)")]
    if outcome.printings:
        lines += ["", "Printings (card database id and set; how each is modelled):"]
        width = max(len(p["id"]) for p in outcome.printings)
        lines += [f"  {p['id']:<{width}}  {p['card']}: {p['how']}" for p in outcome.printings]
    lines += unmodelled_block(outcome)
    return "\n".join(lines)


def unmodelled_block(outcome):
    """The closing lines of `dealt resolve`: every card in play whose text the knowledge base does not model."""
    if not outcome.unmodelled:
        return []
    return ["", "Unmodelled (in play, text not applied):"] + [f"  {unmodelled_line(u)}" for u in outcome.unmodelled]
