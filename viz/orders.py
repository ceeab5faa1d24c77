"""`dealt orders` as text and JSON: each distinct outcome, how many orders give it, one that does."""


def _names(example, items):
    types = [n for n in example[:len(items["damage_type"])]]
    mods = list(example[len(items["damage_type"]):])
    parts = ([f"type changes: {', '.join(types)}"] if types else []) + ([", ".join(mods)] if mods else [])
    return "; then ".join(parts) or "(nothing to order)"


def orders_json(result):
    return {"event": result.event, "items": result.items, "orders": result.total,
            "outcomes": [{"orders": o.orders, "example": list(o.example), "target_hp": o.target_hp,
                          "best": o.best, "worst": o.worst, "chosen": o.chosen, "events": o.events,
                          "hp": {i: e["health"] for i, e in o.board.items()
                                 if e["kind"] in ("hero", "villain", "environment")}} for o in result.outcomes],
            "set_by": result.set_by, "merged_states": result.states, "probes": result.probes, "engine_runs": result.runs}


def orders_text(game, path, result):
    ev, items = result.event, result.items
    quality = f"{ev['quality']} " if ev["quality"] else ""
    n_types, n_mods = len(items["damage_type"]), len(items["modifiers"])
    lines = [f"{game.title}: {path}",
             f"{ev['id']}: {ev['source']} deals {ev['target']} {ev['amount']} {quality}{ev['damage_type']} damage.",
             f"  type changes that apply ({n_types}): {', '.join(items['damage_type']) or 'none'}",
             f"  modifiers that apply ({n_mods}): {', '.join(items['modifiers']) or 'none'}",
             *([f"  the players choose no order under these rules: they act in play order (rule {result.set_by})"]
               if result.set_by else []),
             f"  {result.total} legal orders; {len(result.outcomes)} distinct outcome(s) "
             f"({result.states} merged states, {result.probes} one-effect engine runs, {result.runs} whole runs):",
             ""]
    for i, o in enumerate(result.outcomes, 1):
        marks = [m for m, on in (("BEST for " + ev["target"], o.best), ("WORST for " + ev["target"], o.worst),
                                 ("the scenario's own order", o.chosen)) if on]
        what = []
        for e in o.events:
            what.append(f"{e['id']} {e['source']} -> {e['target']}: "
                        + ("no damage dealt" if e["prevented"] and not e["dealt"] else f"dealt {e['dealt']}"))
        lines.append(f"  {i}. {ev['target']} ends at {o.target_hp} HP; " + "; ".join(what)
                     + (f"  [{', '.join(marks)}]" if marks else ""))
        lines.append(f"     {o.orders} of {result.total} orders, e.g. {_names(o.example, items)}")
    return "\n".join(lines)


#: what damage can change, per kind of board entry, shown for each outcome of a brute-force `dealt orders`
_SHOWN = {"player": ("life", "poison", "lost"), "creature": ("damage", "counters", "destroyed"),
          "planeswalker": ("loyalty", "destroyed"), "battle": ("defense", "destroyed")}


def _state_line(entity, state):
    shown = [k for k in _SHOWN.get(state.get("kind"), ()) if k in state]
    parts = [f"{k} {state[k]}" for k in shown if not isinstance(state[k], bool)]
    parts += [k.upper() for k in shown if state[k] is True]
    return f"     {entity}: " + ", ".join(parts) if parts else ""


def alternatives_json(found):
    return [{"orders": f["orders"], "count": f.get("count", len(f["orders"])), "chosen": f["chosen"],
             "board": f["outcome"].board,
             "players": f["outcome"].players, "fired": f["outcome"].fired} for f in found]


def alternatives_text(game, path, found):
    """Each distinct outcome of every order of the contested effects (Magic's 616.1): how many orders give
    it, the orders, and what damage changed (players' life and poison, creatures' damage and counters)."""
    total = sum(f.get("count", len(f["orders"])) for f in found)
    lines = [f"{game.title}: {path}",
             f"  {total} order(s) of the contested effects; {len(found)} distinct outcome(s):", ""]
    for i, f in enumerate(found, 1):
        mark = "  [the scenario's own order]" if f["chosen"] else ""
        count = f.get("count", len(f["orders"]))
        lines.append(f"  {i}. {count} of {total} order(s){mark}:")
        lines += [f"     - {label}" for label in f["orders"]]
        if count > len(f["orders"]):
            lines.append(f"     ... and {count - len(f['orders'])} more")
        lines += [line for line in (_state_line(e, st) for e, st in f["outcome"].board.items()) if line]
        lines.append("")
    return "\n".join(lines).rstrip()


def orders_output_json(game, scenario, result):
    """The JSON of `dealt orders`: the search's own form, with the rule set and the cards' sources."""
    from dealt.viz.rule_set import rule_set_name
    if result.kind == "search":
        return {**orders_json(result.found), "rules": rule_set_name(scenario), "cards": game.board(scenario).sources}
    return {"rules": rule_set_name(scenario), "outcomes": alternatives_json(result.found)}


def orders_output_text(game, scenario, result):
    """The text of `dealt orders`: each distinct outcome, the rule-set line, and where each card came from."""
    from dealt.kb.libraries import source_line
    from dealt.viz.rule_set import with_rule_set_line
    text = (orders_text if result.kind == "search" else alternatives_text)(game, scenario.file, result.found)
    text = with_rule_set_line(text, game, scenario)
    sources = game.board(scenario).sources
    return "\n".join([text, "", "Cards (where each modelled card came from):"]
                     + [f"  {source_line(s)}" for s in sources]) if sources else text
