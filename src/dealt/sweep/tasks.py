"""A sweep as tasks: each a small picklable dict naming a range of generated scenarios, and the function that
runs one (:func:`run_sweep_task`), in any process: a local pool's worker or a cluster's.

A task names its template by path and content digest (a worker reads the file once and keeps it, with each
game's engines, for every later task: :func:`_template`); it returns only what the report lists (the scenarios
whose outcome depends on the order, on the rule set, or that fail to resolve) and counts of the rest, so what
comes back stays small whatever the sweep's size.
"""
import dataclasses
import time

from dealt.facts.errors import InputError

#: scenarios per task: with a resolution of ~5-30 ms (and an order search per scenario) a task takes about
#: 0.2-1 s, long enough that handing it to a worker costs little against its work
PER_TASK = 25
PER_TASK_WITHOUT_ORDERS = 60

_TEMPLATES = {}


@dataclasses.dataclass(frozen=True)
class Settings:
    """What every scenario of a sweep is run with (given on the command line)."""

    rules: str = ""                 # --rules (else the template's own `rules:`, else the default rule set)
    against: str = ""               # --against: the rule set compared with
    orders: bool = True             # search every order a player may choose (Sentinels, Magic)
    libraries: tuple = ()           # --cards
    timeout: float = 30.0           # each order search's time budget (seconds)

    def to_task(self):
        return dataclasses.asdict(self)


def sweep_tasks(template, settings, limit=None, per_task=None):
    """The tasks of a sweep, lazily: each {template, digest, start, stop, settings}."""
    per_task = per_task or (PER_TASK if settings.orders else PER_TASK_WITHOUT_ORDERS)
    indexes = template.indexes(limit)
    common = {"template": template.file, "digest": template.digest, "settings": settings.to_task()}
    for start in range(0, len(indexes), per_task):
        yield {**common, "start": start, "stop": min(start + per_task, len(indexes))}


def _template(path, digest):
    """The template of a task, read once per process (and again only if its content changed)."""
    from dealt.sweep.template import read_template
    key = (path, digest)
    if key not in _TEMPLATES:
        template = read_template(path)
        if template.digest != digest:
            raise InputError(path, "", "the template changed while the sweep ran: its content is not the one the "
                             "sweep was started with.", allowed="run the sweep again")
        _TEMPLATES.clear()
        _TEMPLATES[key] = template
    return _TEMPLATES[key]


def run_sweep_task(task):
    """Run one task: {"start", "stop", "counts": {...}, "findings": [result, ...], "seconds"}."""
    started = time.perf_counter()
    settings = Settings(**{**task["settings"], "libraries": tuple(task["settings"]["libraries"])})
    template = _template(task["template"], task["digest"])
    counts = {"scenarios": 0, "resolved": 0, "order": 0, "variant": 0, "error": 0}
    findings = []
    for index in range(task["start"], task["stop"]):
        result = check_scenario(template, index, settings)
        counts["scenarios"] += 1
        kinds = result["kinds"]
        counts["resolved"] += "error" not in kinds
        for kind in kinds:
            counts[kind] += 1
        if kinds:
            findings.append(result)
    return {"start": task["start"], "stop": task["stop"], "counts": counts, "findings": findings,
            "seconds": time.perf_counter() - started}


def check_scenario(template, index, settings):
    """One generated scenario: {"index", "values", "kinds": [order | variant | error], and for each kind what was
    found}: the distinct outcomes over its orders, the difference between the rule sets, or the error."""
    from dealt.kb import GAME_MODULES, PLANNED_GAMES, load_game
    from dealt.sweep.template import with_values
    values = template.values_at(index)
    result = {"index": index, "values": values, "kinds": []}
    game = load_game(template.game)
    try:
        scenario = template.scenario(values, tuple(GAME_MODULES), PLANNED_GAMES)
        scenario.libraries = settings.libraries
        scenario = under_rules(scenario, settings.rules)
        if settings.orders and has_orders(game):
            found = order_outcomes(game, scenario, settings.timeout)
            if len(found) > 1:
                result["kinds"].append("order")
                result["orders"] = found
        elif not settings.against:
            from dealt.inference.outcome import resolve
            resolve(game, scenario)
        if settings.against:
            differs, diff = compare_rule_sets(game, scenario, settings.against)
            if differs:
                result["kinds"].append("variant")
                result["diff"] = diff
    except InputError as exc:
        result["kinds"] = ["error"]
        result["error"] = with_values(exc, values).message()
    except Exception as exc:                    # an internal error: listed with the scenario that met it
        result["kinds"] = ["error"]
        result["error"] = f"internal error: {type(exc).__name__}: {exc}"
        result["internal"] = True
    return result


def under_rules(scenario, rules):
    """The scenario resolved under the rule set `rules` ("" keeps the scenario's own `rules:`)."""
    if not rules:
        return scenario
    return dataclasses.replace(scenario, rules=rules, rules_from="--rules")


def has_orders(game):
    return game.order_search is not None or game.order_alternatives is not None


def order_outcomes(game, scenario, timeout):
    """The distinct outcomes over every order a player may choose, as `dealt orders --json` lists them (the same
    search: a merged one for Sentinels, every contested order for Magic, a sequence's actions in turn)."""
    from dealt.inference.search_budget import SearchBudget
    from dealt.viz.orders import alternatives_json, orders_json
    budget = SearchBudget(scenario.file, "orders", None, timeout, progress=False)
    if scenario.sequence and game.action_orders is not None:
        from dealt.inference.alternatives import orders_over_sequence
        return [_compact(o) for o in alternatives_json(orders_over_sequence(game, scenario, budget))]
    if game.order_search is not None:
        data = orders_json(game.order_search(game, scenario, budget))
        return [{k: o[k] for k in ("orders", "example", "target_hp", "hp", "events", "chosen")}
                for o in data["outcomes"]]
    from dealt.inference.alternatives import orders_over_alternatives
    return [_compact(o) for o in alternatives_json(orders_over_alternatives(game, scenario, budget))]


def _compact(found):
    """A brute-force order outcome without its firings (the board and players say what it decided)."""
    return {k: v for k, v in found.items() if k != "fired"}


def compare_rule_sets(game, scenario, against):
    """(differs, diff) of the scenario resolved under its rule set and under `against` (:mod:`dealt.inference.diff`:
    a side that does not resolve under one rule set only is a difference, said with its error); the diff is its
    JSON with its text (``text``), made here so that a worker sends back only words."""
    from dealt.inference.diff import diff_outcomes
    from dealt.viz.diff_report import diff_text
    from dealt.viz.rule_set import rule_set_name
    a = _side(game, scenario)
    b = _side(game, dataclasses.replace(scenario, rules=against, rules_from="--against"))
    if a.error and b.error and a.error == b.error:
        raise a.exception                       # bad whatever the rules: an error of the scenario
    diff = diff_outcomes(a, b)
    if not diff.differs:
        return False, None
    title = f"{rule_set_name(scenario)} against {against}"
    return True, {**diff.to_json(), "text": diff_text(diff, title)}


def _side(game, scenario):
    from dealt.inference.diff import Side
    from dealt.inference.outcome import resolve
    from dealt.viz.rule_set import rule_set_name
    name = rule_set_name(scenario)
    try:
        return Side(name, scenario.file, name, outcome=resolve(game, scenario))
    except InputError as exc:
        return Side(name, scenario.file, name, error=exc.message(), exception=exc)
