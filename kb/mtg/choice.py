"""616.1: who chooses the order of the replacement and prevention effects, among which effects, with which order.

616.1: 'If two or more replacement and/or prevention effects are attempting to modify the way an event affects
an object or player, the affected object's controller (or its owner if it has no controller) or the affected
player chooses one to apply'. An effect can modify what happens to a player or object as its mechanic says
(:data:`~dealt.kb.mtg.mechanics.AFFECTS`: any recipient, its target, or its controller). Each turn an affected
player or object took at a stage where two or more such effects were in play is a choice: this module reads
them off the trace, says who chose and by which order (given, or play order by default), and refuses an order
given for someone who chooses nothing.
"""
from dealt.facts.errors import at
from dealt.kb.mtg.mechanics import AFFECTS

WHERE = "choices.replacement_order"
STAGE_WORDS = {"replacement": "for the damage to {who} at 120.4b",
               "results_replacement": "for the results of the damage to {who} at 120.4c"}


def can_modify(effect, who):
    """Whether this effect (board.effects' record) can modify how an event affects `who`."""
    reach = AFFECTS[effect["mechanic"]]
    if reach == "targets":
        return who in effect.get("targets", ())
    return reach == "any" or (reach != "none" and effect.get(reach) == who)


def chooser(entities, who):
    """616.1: the affected player, or the affected object's controller."""
    entity = entities.get(who, {})
    return who if entity.get("kind") == "player" else entity.get("controller", who)


def choices_of(scenario, action):
    """The choices given for action `action` (1, 2, ...): in a sequence each action's own, else the scenario's."""
    return scenario.actions[action - 1]["choices"] if scenario.sequence else scenario.choices


def actions_run(scenario, trace):
    """The actions (1, 2, ...) that have run: every one that fired a rule (a one-action scenario: its action)."""
    return sorted({trace.firing(n).get("action", 1) for n in trace.firings}) if scenario.sequence else [1]


def _ranks_of_the_action(trace, affected_node, who, stage):
    """The Rank nodes of `who`'s order at `stage` as the action of `affected_node` used it: that action's own (each
    action of a sequence gives its orders), each as it last was (an effect that ended has left the order)."""
    graph = trace.graph
    action = graph.nodes[affected_node].get("action", 1)
    return [n for n in trace.facts_of("Rank", affected=who, stage=stage)
            if graph.nodes[n].get("action", 1) == action and graph.nodes[n]["retracted_by"] is None
            and not any(d.get("role") == "became" for d in graph.succ[n].values())]


def choices_made(scenario, trace, effects, entities):
    """[{event, kind, entity, amount, chooser, stage, order, given}], one per choice, in the order they were made.

    `order` is the effects that could modify what happens to `entity` at `stage`, in the order used; `given`
    is the place in the scenario the order came from (the affected's own, or its controller's), or "".
    """
    out, seen = [], set()
    for node in trace.facts_of("Affected"):
        action = trace.graph.nodes[node].get("action", 1)
        given = choices_of(scenario, action).get("replacement_order") or {}
        turn = trace.graph.nodes[node]["data"]
        key = (turn["event"], turn["who"], turn["stage"])
        if key in seen:
            continue
        seen.add(key)
        who, stage = turn["who"], turn["stage"]
        ranks = sorted((trace.graph.nodes[n]["data"]["position"], trace.graph.nodes[n]["data"]["effect"])
                       for n in _ranks_of_the_action(trace, node, who, stage))
        order = [e for _, e in ranks if can_modify(effects[e], who)]
        if len(order) < 2:
            continue
        by = chooser(entities, who)
        source = next((at(WHERE, k) for k in (who, by) if k in given), "")
        out.append({"event": turn["event"], "kind": "replacement_order", "entity": who, "amount": len(order),
                    "chooser": by, "stage": stage, "order": order, "given": source,
                    **({"action": action, "given_at": f"{scenario.actions[action - 1]['where']}.{source}"
                        if source else ""} if scenario.sequence else {})})
    return out


def _names(items):
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def _who_chooses(choice):
    who, by = choice["entity"], choice["chooser"]
    person = f"player {by}" if by == who else f"player {by} (the controller of {who})"
    return f"{person} chooses the order of {_names(choice['order'])} {STAGE_WORDS[choice['stage']].format(who=who)}"


def _whose_order(choice):
    who, by = choice["entity"], choice["chooser"]
    whose = f"player {by}'s" + ("" if by == who else f", as the controller of {who}")
    return f"the order of {_names(choice['order'])} {STAGE_WORDS[choice['stage']].format(who=who)} ({whose})"


def choice_sentence(choice, path):
    """What the output says of one order (616.1): whose it is, among which effects, and which order was used. Whether
    it decided anything (two or more effects applied) is the event's ruling
    (:func:`~dealt.kb.mtg.rules.ordering.the_affected_player_chooses_the_order_of_the_effects`)."""
    head = f"616.1: {_whose_order(choice)}: "
    order = ", then ".join(choice["order"])
    if choice["given"]:
        return head + f"as given in {choice.get('given_at') or choice['given']}: {order}."
    return head + (f"no order was given ({WHERE}), so play order was used: {order}. "
                   f"`dealt orders {path}` lists the outcome of every order.")


def refuse_orders_for_those_who_choose_nothing(scenario, choices, effects, affected):
    """An order given for a player or object who made no choice here is an error naming who does choose.

    `affected` is every player or object that took a turn at a stage of effects (whether or not it chose).
    """
    used = {c["given"] for c in choices}
    for key in scenario.choices.get("replacement_order") or {}:
        where = at(WHERE, str(key))
        if where in used:
            continue
        if key not in affected and not any(c["chooser"] == key for c in choices):
            why = (f"{key} is not affected by this damage event (616.1 gives the choice to the affected player, or "
                   "the affected object's controller)")
        else:
            able = [e for e in effects if can_modify(effects[e], key)]
            why = (f"only one effect ({able[0]}) can modify what happens to {key}, so there is nothing to order "
                   "(616.1)" if len(able) == 1 else f"no two effects can modify what happens to {key} (616.1)")
        if choices:
            why += "; here " + "; ".join(_who_chooses(c) for c in choices)
            allowed = ", ".join(dict.fromkeys(k for c in choices for k in (c["chooser"], c["entity"])))
        else:
            allowed = "(no order to give: nobody has two or more effects to order here)"
        raise scenario.error(where, f"{key} chooses nothing here: {why}.", allowed=allowed)
