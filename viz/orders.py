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
            "merged_states": result.states, "probes": result.probes, "engine_runs": result.runs}


def orders_text(game, path, result):
    ev, items = result.event, result.items
    quality = f"{ev['quality']} " if ev["quality"] else ""
    n_types, n_mods = len(items["damage_type"]), len(items["modifiers"])
    lines = [f"{game.title}: {path}",
             f"{ev['id']}: {ev['source']} deals {ev['target']} {ev['amount']} {quality}{ev['damage_type']} damage.",
             f"  type changes that apply ({n_types}): {', '.join(items['damage_type']) or 'none'}",
             f"  modifiers that apply ({n_mods}): {', '.join(items['modifiers']) or 'none'}",
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
