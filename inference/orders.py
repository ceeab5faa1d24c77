"""Every distinct outcome over all the orders a player may choose, without one engine run per order.

A player orders the type changes, then the modifiers, that apply to a damage (Sentinels of the
Multiverse). With n modifiers there are n! orders, but what happens next depends only on the state
the damage is in: its amount and type. So the search runs over *subsets* of applied effects: from a
state (applied set, amount, type) each effect not yet applied leads to one next state, and states
reached by several orders are merged (their order counts added, one order kept as the example).
Applying one effect to an (amount, type) is a small engine run on that effect's rules alone, memoised
on (effect, amount, type): the engine decides, the search only reuses its answers. Each distinct final
state is then resolved once with the whole engine (HP reduced, replacements, redirection, triggers),
using its example order as the player's choice; final states that resolve alike are one outcome.

``brute_force`` runs the whole engine once per order; the tests check both agree on small cases.
"""
import itertools
import math
from dataclasses import dataclass, field

from dealt.facts.templates import Choice, DamageEvent, Done, NextStep, Slot
from dealt.inference.chance import Chance
from dealt.inference.engine import Checkpoint
from dealt.inference.outcome import build_outcome

#: the rules that read the player's order: the search stops the first run just before them
ORDER_RULES = {"modifiers_apply_in_the_order_the_player_chose", "modifiers_apply_in_play_order_when_no_order_is_chosen"}
#: the rule that lets the players order the type changes and modifiers: a rule set without it (Sentinels' `original`,
#: play order whatever was chosen) leaves them nothing to choose
CHOSEN_ORDER_RULE = "modifiers_apply_in_the_order_the_player_chose"


def _order_rules(game, rules):
    """The rules of the rule set named `rules` (None, "" or "default": the default) that read the order (a
    variant's replacements of them included), and whether the players choose it there."""
    variant = game.variant_named(rules)
    if variant is None:
        return ORDER_RULES, True
    replaced = variant.replaced
    return ORDER_RULES | {replaced[name].__name__ for name in ORDER_RULES if name in replaced}, \
        CHOSEN_ORDER_RULE not in variant.dropped
ORDERED_STEPS = ("damage_type", "modifiers")
#: facts a transition run needs besides the damage and its one slot: the board and what was identified
BOARD_TEMPLATES = {"Entity", "Effect", "NemesisIcon", "Hand", "Player", "Done", "Applies", "Keyword"}


@dataclass
class OrderOutcome:
    """One distinct outcome: how many orders give it, one that does, and what it is."""

    key: tuple
    orders: int
    example: tuple
    target_hp: int
    events: list
    board: dict
    best: bool = False
    worst: bool = False
    chosen: bool = False              # the outcome of the scenario's own order (its choice, or play order)


@dataclass
class OrdersResult:
    event: dict                       # the damage being ordered: id, source, target, amount, type, quality
    items: dict                       # step -> names the player orders there
    total: int                        # legal orders: (type changes)! x (modifiers)!
    outcomes: list = field(default_factory=list)
    states: int = 0                   # merged (applied set, amount, type) states
    probes: int = 0                   # engine runs that applied one effect to one (amount, type)
    runs: int = 0                     # whole-engine runs (one per distinct final state)
    #: the rule set leaves the players no order to choose (Sentinels `original`: play order): the rule that orders
    set_by: str = ""


def _fresh(fact):
    """A copy of a fact, not yet declared anywhere."""
    return type(fact)(**{k: v for k, v in fact.items() if not (isinstance(k, str) and k.startswith("__"))})


def _with_order(facts, names, event_id="e1"):
    kept = [f for f in facts if not (type(f) is Choice and f["kind"] == "order" and f["key"] == event_id)]
    return kept + [Choice(kind="order", key=event_id, value=tuple(names))]


def _summary(outcome, target):
    """What an order decided: the final board's HP, and each damage's target, amount dealt and whether dealt."""
    hp = tuple((i, e["health"], e["destroyed"]) for i, e in outcome.board.items() if e["kind"] in
               ("hero", "villain", "environment"))
    events = tuple((e["id"], e["source"], e["target"], e["dealt"], e["prevented"]) for e in outcome.events)
    notes = tuple((n["event"], n["kind"], n["entity"], n["amount"]) for n in outcome.notes)
    return (hp, events, notes), outcome.board[target]["health"]


def _run(game, scenario, board, facts):
    engine = game.engine_for(board)
    engine.start(facts, Chance(scenario.choices, scenario.seed, scenario.file, scenario.line_of))
    engine.run()
    return build_outcome(game, scenario, board, engine)


class _Search:
    def __init__(self, game, scenario, budget=None):
        self.game, self.scenario, self.budget = game, scenario, budget
        self.board = game.board(scenario)
        self.engine = game.engine_for(self.board)
        self.memo = {}
        self.probes = 0

    def identify(self):
        """Run until the player's order is read: the damage as it stands and what applies to it."""
        engine = self.engine
        engine.checkpoints, self.chosen = _order_rules(self.game, getattr(self.board, "variant", None))
        try:
            engine.start(self.board.facts, Chance(self.scenario.choices, self.scenario.seed, self.scenario.file,
                                                  self.scenario.line_of))
            engine.run()
            raise RuntimeError("the damage never reached the point where the player orders its modifiers")
        except Checkpoint:
            pass
        finally:
            engine.checkpoints = None
        facts = list(engine.facts.values())
        event = next(f for f in facts if type(f).__name__ == "DamageEvent" and f["step"] == "order")
        applies = sorted((f for f in facts if type(f).__name__ == "Applies" and f["event"] == event["id"]),
                         key=lambda a: (a["play"], a["effect"]))
        self.event = _fresh(event)
        self.static = [_fresh(f) for f in facts if type(f).__name__ in BOARD_TEMPLATES]
        items = {step: [a["effect"] for a in applies if a["step"] == step] for step in ORDERED_STEPS}
        return self.event, items

    def apply(self, step, effect, state):
        """The (amount, type) after `effect` acts at its place on a damage at `state` (memoised engine run)."""
        key = (step, effect, state)
        if key not in self.memo:
            amount, damage_type = state
            event = DamageEvent(**{**{k: v for k, v in self.event.items() if not k.startswith("__")},
                                   "step": step, "cursor": 0, "amount": amount, "damage_type": damage_type,
                                   "stage": "creating"})
            # the effect in its place of an order the player chose (the rules say which order a place is in)
            facts = [_fresh(f) for f in self.static if not (type(f) is Done and f["what"] == "ordered")] + [
                event, Slot(step=step, position=0, effect=effect), Done(what="ordered", key=self.event["id"], of="chosen"),
                NextStep(step=step, next="probed", stage="creating")]
            self.engine.start(facts)
            self.engine.run()
            after = next(f for f in self.engine.facts.values()
                         if type(f).__name__ == "DamageEvent" and f["id"] == self.event["id"])
            self.memo[key] = (after["amount"], after["damage_type"])
            self.probes += 1
        return self.memo[key]


def _layered(search, step, names, starts, merged_before=0):
    """Merge orders of `names` at `step`, from `starts` {state: (count, example)}: final {state: (count, example)}.

    The search's budget (if any) is checked at each merged state, counting `merged_before` from earlier
    searches of the same damage."""
    frontier = {(frozenset(), state): value for state, value in starts.items()}
    merged = len(frontier)
    budget = search.budget
    for _ in names:
        nxt = {}
        for (applied, state), (count, example) in frontier.items():
            if budget is not None:
                budget.check(merged_before + merged + len(nxt),
                             lambda: f"{merged_before + merged + len(nxt):,} merged order states "
                                     f"({search.probes:,} one-effect runs)")
            for name in names:
                if name in applied:
                    continue
                key = (applied | {name}, search.apply(step, name, state))
                if key in nxt:
                    nxt[key] = (nxt[key][0] + count, nxt[key][1])
                else:
                    nxt[key] = (count, example + (name,))
        frontier = nxt
        merged += len(frontier)
    final = {}
    for (_, state), (count, example) in frontier.items():
        if state in final:
            final[state] = (final[state][0] + count, final[state][1])
        else:
            final[state] = (count, example)
    return final, merged


def orders(game, scenario, budget=None):
    """Every distinct outcome of the first damage over all legal orders of its type changes and modifiers.

    The scenario is first resolved as given, which checks its choices (a bad order exits 2) and marks the
    outcome of the order it chose (or of play order). `budget` (:class:`dealt.inference.search_budget.SearchBudget`)
    bounds the merged states and the time.
    """
    from dealt.inference.outcome import resolve
    given = resolve(game, scenario)
    search = _Search(game, scenario, budget)
    event, items = search.identify()
    if not search.chosen:           # the rule set orders them itself (play order): one legal order, the given one
        return _nothing_to_choose(game, scenario, given, event, items)
    starts = {(event["amount"], event["damage_type"]): (1, ())}
    after_types, merged_types = _layered(search, "damage_type", items["damage_type"], starts)
    # the modifiers' search starts from each type the type changes can end in; examples keep the type order
    finals, merged = {}, merged_types
    for state, (count, example) in after_types.items():
        done, n = _layered(search, "modifiers", items["modifiers"], {state: (count, example)}, merged)
        merged += n
        for end, (c, ex) in done.items():
            if end in finals:
                finals[end] = (finals[end][0] + c, finals[end][1])
            else:
                finals[end] = (c, ex)
    result = OrdersResult(event={k: event[k] for k in ("id", "source", "target", "amount", "damage_type", "quality")},
                          items=items, total=math.factorial(len(items["damage_type"])) *
                          math.factorial(len(items["modifiers"])), states=merged)
    by_key = {}
    for end, (count, example) in sorted(finals.items(), key=lambda kv: kv[1][1]):
        outcome = _run(game, scenario, search.board, _with_order(search.board.facts, example, event["id"]))
        result.runs += 1
        if budget is not None:
            budget.check(merged, lambda: f"{merged:,} merged order states, then {result.runs:,} of {len(finals):,} "
                                         "final states resolved")
        key, hp = _summary(outcome, event["target"])
        if key in by_key:
            by_key[key].orders += count
        else:
            by_key[key] = OrderOutcome(key=key, orders=count, example=example, target_hp=hp, board=outcome.board,
                                       events=[{k: e[k] for k in ("id", "source", "target", "proposed", "amount",
                                                                 "dealt", "prevented")} for e in outcome.events])
    result.runs += 1
    chosen_key, _ = _summary(given, event["target"])
    if chosen_key in by_key:
        by_key[chosen_key].chosen = True
    result.outcomes = sorted(by_key.values(), key=lambda o: (-o.target_hp, o.example))
    if result.outcomes:
        best, worst = result.outcomes[0].target_hp, result.outcomes[-1].target_hp
        for o in result.outcomes:
            o.best, o.worst = o.target_hp == best, o.target_hp == worst
    result.probes = search.probes
    if budget is not None:
        budget.clear()
    return result


def _nothing_to_choose(game, scenario, given, event, items):
    """The result where the rule set leaves the players no order to choose: its one order, and its outcome."""
    key, hp = _summary(given, event["target"])
    example = tuple(items["damage_type"]) + tuple(items["modifiers"])
    only = OrderOutcome(key=key, orders=1, example=example, target_hp=hp, board=given.board, best=True, worst=True,
                        chosen=True, events=[{k: e[k] for k in ("id", "source", "target", "proposed", "amount", "dealt",
                                                               "prevented")} for e in given.events])
    fired = [name for name in given.fired if name in _order_rules(game, scenario.rules)[0]]
    return OrdersResult(event={k: event[k] for k in ("id", "source", "target", "amount", "damage_type", "quality")},
                        items=items, total=1, outcomes=[only], runs=1, set_by=fired[0] if fired else "")


def brute_force(game, scenario):
    """{outcome key: number of orders} by running the whole engine once per legal order (for tests)."""
    search = _Search(game, scenario)
    event, items = search.identify()
    counts = {}
    for types in itertools.permutations(items["damage_type"]):
        for mods in itertools.permutations(items["modifiers"]):
            outcome = _run(game, scenario, search.board, _with_order(search.board.facts, types + mods, event["id"]))
            key, _ = _summary(outcome, event["target"])
            counts[key] = counts.get(key, 0) + 1
    return counts


def action_orders(game, outcome, index, choices):
    """[(label, choices)] of one action of a sequence (0-based `index`): every order of the type changes, then
    the modifiers, that applied to its first damage (the one `choices.order` orders), as the scenario resolved;
    one ("", choices) when there is nothing to order."""
    events = outcome.actions[index]["events"]
    if not events:
        return [("", choices)]
    trace = outcome.trace
    applies = {}
    for node in trace.facts_of("Applies", event=events[0]):
        d = trace.graph.nodes[node]["data"]
        applies[(d["step"], d["effect"])] = d
    items = {step: [a["effect"] for a in sorted((a for (st, _), a in applies.items() if st == step),
                                                key=lambda a: (a["play"], a["effect"]))] for step in ORDERED_STEPS}
    if all(len(names) < 2 for names in items.values()) or not _order_rules(game, outcome.scenario.rules)[1]:
        return [("", choices)]
    return [(f"order {', '.join(types + mods)}", {**choices, "order": list(types + mods)})
            for types in itertools.permutations(items["damage_type"])
            for mods in itertools.permutations(items["modifiers"])]
