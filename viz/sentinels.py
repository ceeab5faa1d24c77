"""Sentinels of the Multiverse in its own ruling language: the order of operations, HP, modifiers in order.

`resolve` reports HP and each damage's modifiers in order; `why` is the shared explanation, in the game's words
(its step titles and result phrases: kb/sentinels/__init__.py).
"""
from dealt.viz.report import unmodelled_block

TARGETS = ("hero", "villain", "environment")


def _hp(state):
    return f"HP {state['health']}" + (f", hand {state['hand']}" if "hand" in state else "")


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
    lines += [f"  {n['event']}: the order chosen (choices.order) is set aside: under these rules every card acts in the "
              "order it was played" for n in outcome.notes if n["kind"] == "order_set_aside"]
    lines += ["", "Board after:"]
    width = max(len(i) for i in outcome.board)
    for entity_id, e in outcome.board.items():
        state = _hp(e) if e["kind"] in TARGETS else ""
        flag = ("  [INCAPACITATED]" if e["kind"] == "hero" else "  [DESTROYED]") if e["destroyed"] else ""
        lines.append(f"  {entity_id:<{width}}  {e['card'] or '-':<28} {e['kind']:<11} player {e['controller']}  "
                     f"{state}{flag}")
    lines += ["", "Rules fired, in order: " + (", ".join(outcome.fired) or "(none)")]
    return "\n".join(lines + unmodelled_block(outcome))
