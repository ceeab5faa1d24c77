"""Sentinels of the Multiverse in its own ruling language: the order of operations, HP, modifiers in order.

`why` groups an explanation's rulings under the rules text's steps (determine damage type, identify and
apply the modifiers in the chosen order, is damage dealt and HP reduced, effects based on damage being
dealt); `resolve` reports HP.
"""
from dealt.inference.why import unmodelled_lines, why_not_lines
from dealt.viz.report import unmodelled_block

TARGETS = ("hero", "villain", "environment")


def _hp(state):
    return f"HP {state['health']}" + (f", hand {state['hand']}" if "hand" in state else "")


def why_text(explanation, game):
    """A judge's answer for Sentinels: each damage, step by step, each ruling with its rule and source."""
    e = explanation
    who = f"{e['entity']} ({e['card']})" if e["card"] else e["entity"]
    before, after = e["before"], e["after"]
    change = f"HP {before['health']} -> {after['health']}" if before["health"] != after["health"] else "no change"
    if "hand" in after:
        change += (f"; hand {before['hand']} -> {after['hand']}" if before.get("hand") != after["hand"]
                   else f"; hand {after['hand']}")
    if after["destroyed"] and not before["destroyed"]:
        change += ", incapacitated" if after["kind"] == "hero" else ", destroyed"
    lines = [f"{who}: {change}."]
    if not e["events"]:
        lines.append(f"{e['entity']} took no part in any damage.")
    for ev in e["events"]:
        first = ev["steps"][0]["ruling"] if ev["steps"] else f"{ev['proposed']} damage"
        lines += ["", f"{ev['id']}: {first}" + (f" (created by {ev['created_by']} in {ev['parent']})"
                                                 if ev["parent"] else "")]
        current = None
        if not any(s["step"] == "damage_type" for s in ev["steps"]):
            lines.append(f"  {game.sequence['damage_type'].title}: no type change applies; the type stays as dealt.")
        for step in ev["steps"][1:]:
            title = game.sequence[step["step"]].title
            if title != current:
                lines.append(f"  {title}:")
                current = title
            lines.append(f"    - {step['ruling']}")
            lines.append(f"        rule {step['rule']}" + (f"; card {step['card']}" if step["card"] else "")
                         + (f"; source: {step['source']}" if step["source"] else ""))
        if ev["prevented"]:
            lines.append(f"  Result: no damage is dealt to {ev['target']} (no HP is reduced), so nothing based on "
                         "damage being dealt happens.")
        else:
            lines.append(f"  Result: {ev['target']} is dealt {ev['dealt']} damage (HP reduced by {ev['lost']}).")
        if ev["after"]:
            lines.append("  4. Effects after damage is dealt, in order:")
            for step in ev["after"]:
                lines.append(f"    - {step['ruling']} (rule {step['rule']})")
        lines += why_not_lines(ev)
    return "\n".join(lines + unmodelled_lines(e["unmodelled"]))


#: the rulings that send a damage to a new target, where it starts again from its proposed amount
REDIRECTED = ("damage_is_redirected_to_the_chosen_target", "damage_is_redirected_to_the_target_its_card_names")


def _change(step):
    """One entry of a damage's ledger in `dealt resolve`: a modifier's before->after, or a redirect."""
    if step["rule"] in REDIRECTED:
        return f"redirected by {step['card']}, starts again at {step['after']}"
    name = step["card"] or ("nemesis bonus" if "nemesis" in step["rule"] else step["rule"])
    return f"{name} {step['before']}->{step['after']}"


def outcome_text(outcome):
    """`dealt resolve` for Sentinels: each damage with its modifiers in order, then HP."""
    lines = [f"{outcome.game.title}: {outcome.scenario.file}"]
    if outcome.scenario.description:
        lines.append("  " + " ".join(outcome.scenario.description.split()))
    lines += ["", "Damage, in order:"]
    for ev in outcome.events:
        source = ev["source_card"] or ev["source"]
        changes = [_change(s) for s in ev["steps"] if (s["step"] == "modifiers" and s["before"] != s["after"])
                   or s["rule"] in REDIRECTED]
        result = "no damage dealt" if ev["prevented"] else f"dealt {ev['dealt']}"
        lines.append(f"  {ev['id']}  {source} -> {ev['target']}: {ev['proposed']}, {result}"
                     + (f"  [{'; '.join(changes)}]" if changes else "")
                     + (f"  (created by {ev['parent']})" if ev["parent"] else ""))
        lines += [f"      then: {step['ruling']}" for step in ev["after"]]
    lines += [f"  {n['entity']} regained {n['amount']} HP instead ({n['event']})" for n in outcome.notes
              if n["kind"] == "regained_hp"]
    lines += [f"  {n['entity']}'s player discarded {n['amount']} card(s) to prevent {n['event']}" for n in outcome.notes
              if n["kind"] == "prevented_for_a_cost"]
    lines += ["", "Board after:"]
    width = max(len(i) for i in outcome.board)
    for entity_id, e in outcome.board.items():
        state = _hp(e) if e["kind"] in TARGETS else ""
        flag = ("  [INCAPACITATED]" if e["kind"] == "hero" else "  [DESTROYED]") if e["destroyed"] else ""
        lines.append(f"  {entity_id:<{width}}  {e['card'] or '-':<28} {e['kind']:<11} player {e['controller']}  "
                     f"{state}{flag}")
    lines += ["", "Rules fired, in order: " + (", ".join(outcome.fired) or "(none)")]
    return "\n".join(lines + unmodelled_block(outcome))
