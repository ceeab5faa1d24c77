"""The production-rule engine every game's knowledge base runs on.

A game's engine class is composed once from its rule modules
(:func:`compose_engine`) and reused: each scenario is a ``reset()``, the
scenario's facts, and ``run()``. Every firing, declaration, retraction and
modification is recorded in a :class:`~dealt.inference.trace.Trace`.

experta has no hook for firings, so :meth:`RulingEngine.run` repeats its
small agenda loop with a recording step; ``tests/test_engine.py`` pins the
internals it relies on (``agenda.get_next``, ``strategy.update_agenda``,
``activation.rule/.facts/.context``). The loop also keeps each run within its
:mod:`~dealt.inference.budget` of firings and events, so no resolution runs unbounded.
"""
from dealt._compat import experta
from dealt.inference import budget as budgets
from dealt.inference.matcher import LiteralFirstMatcher
from dealt.inference.strategy import StableDepthStrategy
from dealt.inference.trace import Trace, fact_data
from dealt.inference.working_memory import Facts, validate_fields
from experta.conditionalelement import ConditionalElement

Rule = experta.Rule
KnowledgeEngine = experta.KnowledgeEngine


class RulingEngine(KnowledgeEngine):
    """A KnowledgeEngine that records why every fact exists."""

    __strategy__ = StableDepthStrategy
    __matcher__ = LiteralFirstMatcher

    def __init__(self):
        super().__init__()
        self.trace = Trace()
        self._counters = {}
        self._entries = 0        # board entries (Entity facts) of the run: the budget grows with them
        self.chance = None
        self.reads = None       # facts read by RHS queries, when someone (the odds) is listening
        self.reads_mark = 0     # where the current firing's reads begin
        self.checkpoints = None  # rule names a run stops before entering (the odds' Death step)
        self.rhs_call = None     # (activation, arguments) -> calls the rule's action, when the odds listen
        self.budget = None       # a Budget for every run; None: the environment's (DEALT_MAX_FIRINGS/EVENTS)
        self._begun = (0, 0)     # (firings, events) when the current action began: the budget is per action

    def counter(self, name):
        """The next number in a per-run sequence (event ids, creation order): 1, 2, 3..."""
        self._counters[name] = self._counters.get(name, 0) + 1
        return self._counters[name]

    def note_read(self, kind, key, value):
        """Record that a query depended only on `value` (for instance whether a character is alive)."""
        if self.reads is not None:
            self.reads.append((kind, key, value))

    def find_all(self, template, record=True, **fields):
        """Facts of `template` in working memory with these field values, in play/creation order.

        The RHS counterpart of CLIPS's fact-set queries (``find-all-facts``): an effect that
        acts on "all characters of a given characteristic" fixes that set at one moment.
        """
        found = [f for f in self.facts.values()
                 if type(f) is template and all(f.get(k) == v for k, v in fields.items())]
        if record and self.reads is not None:
            self.reads.extend(found)
        return sorted(found, key=lambda f: (f.get("order", 0), f["__factid__"]))

    def explain(self, **values):
        """Attach values to the current firing for its ruling sentence (explanation only)."""
        self.trace.explain(values)

    def reset(self, **kwargs):
        """experta's reset, with working memory kept by :class:`Facts`."""
        super().reset(**kwargs)
        self.facts.__class__ = Facts

    # --- a run -----------------------------------------------------------
    def start(self, facts, chance=None):
        """Reset working memory and declare a scenario's facts (all at once)."""
        from dealt.inference.chance import Chance
        self.chance = chance or Chance()
        self.reset()
        self.trace = Trace()
        self._counters = {}
        self._begun = (0, 0)
        facts = [_complete(f) for f in facts]
        self._entries = sum(type(f).__name__ == "Entity" for f in facts)
        super().declare(*facts)
        for fact in facts:
            if getattr(fact, "__factid__", None) is not None:
                self.trace.declared(fact, given=True)

    def continue_with(self, retract, facts, chance, action):
        """Begin the scenario's next action on this engine, without a reset: working memory keeps what the
        earlier actions left (damage, used effects, counters), `retract` (facts of the last action) leave it,
        `facts` are declared as given, and every firing and fact from now on belongs to `action` (1, 2, ...)."""
        self.chance = chance
        self.trace.action = action
        self._begun = (len(self.trace.firings), budgets.events_created(self._counters))
        for fact in retract:
            self.retract(fact)
        facts = [_complete(f) for f in facts]
        self._entries += sum(type(f).__name__ == "Entity" for f in facts)
        for fact in facts:
            declared = super().declare(fact)
            if declared is not None:
                self.trace.declared(declared, given=True)

    def run(self, steps=float("inf")):
        """experta's agenda loop with a recording step, stopped by the budget (an InputError naming the loop)."""
        self.running = True
        previous = None
        budget = (self.budget or budgets.from_environment()).for_board(self._entries)
        try:
            while steps > 0 and self.running:
                added, removed = self.get_activations()
                self.strategy.update_agenda(self.agenda, added, removed)
                activation = self.agenda.get_next()
                if activation is None:
                    break
                fired = len(self.trace.firings) - self._begun[0]
                if fired >= budget.firings or budgets.events_created(self._counters) - self._begun[1] > budget.events:
                    raise self._over_budget(budget, fired)
                name = activation.rule.__name__
                if (self.checkpoints and name in self.checkpoints and previous is not None
                        and previous not in self.checkpoints):
                    self.agenda.activations.append(activation)     # left to fire when the run resumes
                    raise Checkpoint(name)
                previous = name
                steps -= 1
                self.reads_mark = len(self.reads) if self.reads is not None else 0
                arguments = {k: v for k, v in activation.context.items() if not k.startswith("__")}
                self.trace.fired(activation, arguments)
                if self.rhs_call is None:
                    activation.rule(self, **arguments)
                else:
                    self.rhs_call(activation, arguments)
        finally:
            self.trace.current = None
            self.running = False

    def _over_budget(self, budget, fired):
        from dealt.inference.chance import Chance
        chance = self.chance or Chance()
        return chance.input_error("action", budgets.over_budget_message(self.trace, self._counters, budget, fired))

    def _firing_rule(self):
        current = self.trace.current
        return f"rule {self.trace.firing(current)['rule']}" if current else "a rule"

    # --- recorded changes -----------------------------------------------
    def declare(self, *facts):
        last = None
        for fact in facts:
            if self.running and getattr(fact, "given_fields", ()):
                raise RuntimeError(f"{self._firing_rule()} declares a {type(fact).__name__}: its "
                                   f"{', '.join(type(fact).given_fields)} are the scenario's, not a rule's")
            last = super().declare(_complete(fact))
            if last is not None:
                self.trace.declared(last)
        return last

    def retract(self, idx_or_declared_fact):
        fact = idx_or_declared_fact
        if isinstance(fact, int):
            fact = self.facts[fact]
        self.trace.retracted(fact)
        return super().retract(idx_or_declared_fact)

    def modify(self, declared_fact, **modifiers):
        """experta's modify (retract, then declare a copy with the changes), checking only what changed.

        The copy keeps the old fact's values as they are (experta froze and validated them when it
        was declared); the changed fields are frozen and validated as experta would.
        """
        if not self.running:
            new = super().modify(declared_fact, **modifiers)
        else:
            given = [k for k in getattr(declared_fact, "given_fields", ()) if k in modifiers]
            if given:
                raise RuntimeError(f"{self._firing_rule()} changes the {', '.join(given)} of a "
                                   f"{type(declared_fact).__name__}: the scenario's, not a rule's")
            self.retract(declared_fact)
            new = type(declared_fact)()
            dict.update(new, fact_data(declared_fact))
            if any(key.startswith("_") for key in modifiers):      # "_0": a positional field
                modifiers = dict(self._get_real_modifiers(**modifiers))
            store = getattr(new, "_store", new.__setitem__)     # a Record skips freeze() where it can
            for key, value in modifiers.items():
                if isinstance(value, ConditionalElement):
                    raise TypeError("Declared facts cannot contain conditional elements")
                store(key, value)
            validate_fields(new, modifiers)
            new = self.facts.declare(new, validated=True)
            if new is not None:
                self.trace.declared(new)
        self.trace.became(declared_fact, new)
        return new


class Checkpoint(Exception):
    """A run stopped just before the first firing of one of the engine's checkpoint rules."""


def _complete(fact):
    complete = getattr(fact, "complete", None)
    return complete() if complete else fact


def rules_in(*modules):
    """Every experta Rule defined at the top level of these modules, in definition order."""
    found = []
    for module in modules:
        found.extend(obj for obj in vars(module).values() if isinstance(obj, Rule))
    return found


def compose_engine(name, rules):
    """Build an engine class holding these rules; refuse two rules with one name."""
    body = {}
    for rule in rules:
        rule_name = rule.__name__
        if rule_name in body:
            raise ValueError(
                f"two rules are named {rule_name!r} ({body[rule_name].__module__} and "
                f"{rule.__module__}); every rule name must be unique in a game"
            )
        body[rule_name] = rule
    return type(name, (RulingEngine,), body)
