"""Why a rule did not fire: its conditions matched one by one against the facts of a moment of the run.

A rule's left-hand side is read in the order it is written (its fact patterns, ``NOT``s and ``TEST``s), against
the facts that were in working memory at one firing of the trace (:class:`LiveFacts`). The search binds each
pattern's variables as experta would and keeps the branch that satisfied the most conditions; the first
condition that branch could not satisfy is the rule's reason (:class:`Failure`):

- a ``TEST`` that was false: said by its sentence (:func:`dealt.kb.ruling.test`), filled with the bound values
  and those it computes;
- a fact pattern no fact satisfied: the fact that came closest (the most of its fields matched) and the first
  field that did not, said by the field words of its template (:mod:`dealt.facts.words`): "heroA's Health is 5";
- a fact pattern with no fact of its kind at all (a keyword the target does not have);
- a ``NOT`` that a fact blocked: the ruling that declared that fact (a Secret made dormant on its controller's
  turn), else the fact in words.

`anchors` pin a pattern to the facts a firing matched (the event and the slot an effect was passed over at), so
the rule is asked about that very event. This is the only code that reads experta's pattern objects for
explanations; it never changes working memory.
"""
import dataclasses
from dataclasses import dataclass

from dealt._compat import experta
from experta.conditionalelement import AND, EXISTS, NOT, OR, TEST
from experta.fieldconstraint import ANDFC, NOTFC, ORFC, L, P, W

Fact = experta.Fact


@dataclass
class Failure:
    """The first condition of a rule that failed, with what the search had bound when it failed."""

    rule: object
    kind: str                      # "test", "field", "absent" or "blocked"
    depth: int                     # how many conditions held before it
    bindings: dict
    pattern: object = None         # the Fact pattern (field, absent, blocked) or the TEST's function
    fact: dict = None              # the closest fact (field), the blocking fact (blocked)
    node: str = ""                 # the trace node of `fact`
    field: str = ""
    wanted: object = None          # what the pattern asked of the field: a value, or the constraint
    actual: object = None
    binder: dict = dataclasses.field(default_factory=dict)   # variable -> (template, fact) that bound it

    @property
    def template(self):
        return type(self.pattern).__name__ if isinstance(self.pattern, Fact) else ""


class LiveFacts:
    """Every fact version of a run with the firings it was live for, read from the trace once.

    A fact declared during firing ``r5`` (or before firing 6 began) is live from firing 6; one retracted during
    firing ``r7`` (or after it, between two actions) was live up to and including firing 7.
    """

    def __init__(self, trace):
        self.by_template = {}
        for node, d in trace.graph.nodes(data=True):
            if d.get("kind") == "fact":
                gone = d.get("gone")
                self.by_template.setdefault(d["template"], []).append(
                    (d.get("born", 0), float("inf") if gone is None else gone, node, d["data"]))
        for versions in self.by_template.values():
            versions.sort(key=lambda v: int(v[2][1:]))

        self._by_value = {}

    @property
    def ids(self):
        """Every board id and player name of the run (said as written, underscores and all)."""
        if not hasattr(self, "_ids"):
            self._ids = frozenset(str(v[3][k]) for t in ("Entity", "Permanent", "MtgPlayer", "Player", "Effect", "MtgEffect")
                                  for v in self.by_template.get(t, ()) for k in ("id", "name", "host") if v[3].get(k))
        return self._ids

    def at(self, template, seq):
        """(node, data) of each fact of `template` live when firing `seq` was chosen, oldest first."""
        return [(node, data) for born, gone, node, data in self.by_template.get(template, ()) if born < seq <= gone]

    def with_value(self, template, name, value, seq):
        """As :meth:`at`, only the facts whose field `name` is `value` (looked up, not scanned: a board of many)."""
        key = (template, name)
        if key not in self._by_value:
            index = {}
            for version in self.by_template.get(template, ()):
                try:
                    index.setdefault(version[3].get(name), []).append(version)
                except TypeError:               # an unhashable value: this field is scanned instead
                    index = None
                    break
            self._by_value[key] = index
        index = self._by_value[key]
        if index is None:
            return [(node, data) for node, data in self.at(template, seq) if data.get(name) == value]
        try:
            versions = index.get(value, ())
        except TypeError:
            return [(node, data) for node, data in self.at(template, seq) if data.get(name) == value]
        return [(node, data) for born, gone, node, data in versions if born < seq <= gone]


def _literal(value):
    return value.value if isinstance(value, L) else value


def _constraint(how, actual, bindings):
    """(holds, new bindings) for one field constraint against a value, under `bindings`."""
    if isinstance(how, ANDFC):
        new = {}
        for part in how:
            ok, more = _constraint(part, actual, {**bindings, **new})
            if not ok:
                return False, {}
            new.update(more)
        return True, new
    if isinstance(how, ORFC):
        for part in how:
            ok, more = _constraint(part, actual, bindings)
            if ok:
                return True, more
        return False, {}
    if isinstance(how, NOTFC):
        inner = how[0]
        if isinstance(inner, W) and inner.__bind__ is not None:
            name = inner.__bind__
            return (name not in bindings or bindings[name] != actual), {}
        ok, _ = _constraint(inner, actual, bindings)
        return not ok, {}
    bind = getattr(how, "__bind__", None)
    if isinstance(how, P):
        ok = bool(how.match(actual))
    elif isinstance(how, W):
        ok = True
    else:
        ok = _literal(how) == actual
    if not ok:
        return False, {}
    if bind is not None:
        if bind in bindings and bindings[bind] != actual:
            return False, {}
        return True, {bind: actual}
    return True, {}


def fields_of(pattern):
    """A fact pattern's (field, constraint) pairs, in the order written, without experta's own keys."""
    return [(k, v) for k, v in pattern.items() if not (isinstance(k, str) and k.startswith("__"))]


def match_fields(pattern, data, bindings):
    """(matched count, new bindings or None when a field failed, the failing (field, constraint))."""
    new, count = {}, 0
    for name, how in fields_of(pattern):
        if name not in data:
            return count, None, (name, how)
        ok, more = _constraint(how, data[name], {**bindings, **new})
        if not ok:
            return count, None, (name, how)
        new.update(more)
        count += 1
    bind = pattern.get("__bind__")
    if bind is not None:
        new[bind] = data
    return count, new, None


def conditions(rule):
    """A rule's conditions in the order they are tested: its patterns, with ANDs flattened."""
    out = []
    for element in rule:
        if isinstance(element, AND) and not isinstance(element, (NOT, TEST)):
            out.extend(conditions(element))
        else:
            out.append(element)
    return out


def _call(function, bindings):
    import inspect
    names = inspect.signature(function).parameters
    return function(**{k: bindings.get(k) for k in names})


class Search:
    """The deepest branch of one rule's conditions against the live facts (see the module's docstring)."""

    #: a branch stops being extended past this many candidate facts tried (a board is small; this is a guard)
    BUDGET = 20000

    def __init__(self, rule, live, seq, anchors):
        self.rule, self.live, self.seq, self.anchors = rule, live, seq, anchors
        self.conditions = conditions(rule)
        self.best = None
        self.tried = 0

    def facts(self, template, pattern=None, bindings=None):
        """The candidate facts for a pattern: the anchored ones, else those live now, looked up by the first field
        the pattern asks a known value of (a literal, or a variable already bound), when it has one."""
        pinned = self.anchors.get(template)
        if pinned is not None:
            return pinned
        if pattern is not None:
            for name, how in fields_of(pattern):
                if isinstance(how, W) and how.__bind__ is not None and how.__bind__ in bindings:
                    return self.live.with_value(template, name, bindings[how.__bind__], self.seq)
                if not isinstance(how, (W, P, ANDFC, ORFC, NOTFC)):
                    return self.live.with_value(template, name, _literal(how), self.seq)
        return self.live.at(template, self.seq)

    def note(self, failure):
        if self.best is None or failure.depth > self.best.depth:
            self.best = failure

    def run(self):
        """The rule's first failed condition (a :class:`Failure`), or None when every condition holds."""
        if self._extend(0, {}, {}):
            return None
        return self.best

    def _extend(self, i, bindings, binder):
        if i == len(self.conditions):
            return True
        self.tried += 1
        if self.tried > self.BUDGET:
            return False
        element = self.conditions[i]
        if isinstance(element, TEST):
            function = element[0]
            if _call(function, bindings):
                return self._extend(i + 1, bindings, binder)
            self.note(Failure(self.rule, "test", i, dict(bindings), pattern=function, binder=dict(binder)))
            return False
        if isinstance(element, NOT):
            inner = element[0]
            blocking = self._first_match(inner, bindings)
            if blocking is None:
                return self._extend(i + 1, bindings, binder)
            node, data = blocking
            self.note(Failure(self.rule, "blocked", i, dict(bindings), pattern=inner, fact=data, node=node,
                              binder=dict(binder)))
            return False
        if isinstance(element, OR):
            return any(self._extend_with(alternative, i, bindings, binder) for alternative in element)
        if isinstance(element, EXISTS):
            if self._first_match(element[0], bindings) is not None:
                return self._extend(i + 1, bindings, binder)
            self.note(Failure(self.rule, "absent", i, dict(bindings), pattern=element[0], binder=dict(binder)))
            return False
        return self._extend_with(element, i, bindings, binder)

    def _extend_with(self, pattern, i, bindings, binder):
        """Try each fact for a fact pattern at condition `i`; on none, note the closest one."""
        if not isinstance(pattern, Fact):            # an AND inside an OR: its patterns in turn
            return self._extend(i, bindings, binder) if not pattern else self._sub(list(conditions(pattern)), i, bindings, binder)
        template = type(pattern).__name__
        closest = None
        candidates = self.facts(template, pattern, bindings)
        if not candidates:             # none with the value it asks: the closest is among them all
            candidates = self.facts(template)
        for node, data in candidates:
            count, new, failed = match_fields(pattern, data, bindings)
            if new is not None:
                more = {k: (template, data) for k in new}
                if self._extend(i + 1, {**bindings, **new}, {**binder, **more}):
                    return True
            elif closest is None or count > closest[0]:
                closest = (count, node, data, failed)
        if closest is None:
            if not candidates:
                self.note(Failure(self.rule, "absent", i, dict(bindings), pattern=pattern, binder=dict(binder)))
            return False
        _, node, data, (name, how) = closest
        self.note(Failure(self.rule, "field", i, dict(bindings), pattern=pattern, fact=data, node=node, field=name,
                          wanted=how, actual=data.get(name), binder=dict(binder)))
        return False

    def _sub(self, patterns, i, bindings, binder):
        saved = self.conditions
        self.conditions = saved[:i] + patterns + saved[i + 1:]
        try:
            return self._extend(i, bindings, binder)
        finally:
            self.conditions = saved

    def _first_match(self, pattern, bindings):
        if not isinstance(pattern, Fact):
            return None
        for node, data in self.live.at(type(pattern).__name__, self.seq):
            _, new, _ = match_fields(pattern, data, bindings)
            if new is not None:
                return node, data
        return None


def first_failure(rule, live, seq, anchors):
    """The first condition of `rule` that failed at firing `seq` (a :class:`Failure`), or None if all held.

    `anchors`: template name -> [(node, data)], the facts that pattern must match (a firing's event and slot).
    """
    return Search(rule, live, seq, anchors).run()


def wanted_value(failure):
    """What a failed field asked for, as a value: its literal, or the value its variable was bound to."""
    how = failure.wanted
    if isinstance(how, W) and how.__bind__ in failure.bindings:
        return failure.bindings[how.__bind__]
    if isinstance(how, ORFC):
        values = [_literal(h) for h in how if not isinstance(h, (W, P, NOTFC, ANDFC))]
        return values if values else None
    if isinstance(how, ANDFC):
        for part in how:
            if isinstance(part, W) and part.__bind__ in failure.bindings:
                return failure.bindings[part.__bind__]
        return None
    if isinstance(how, (P, NOTFC)):
        return None
    return _literal(how)


def predicate_of(how):
    """The predicate function of a constraint (``P(...)``, possibly inside ``&``), or None."""
    if isinstance(how, P):
        return how.match
    if isinstance(how, (ANDFC, ORFC)):
        return next((predicate_of(h) for h in how if predicate_of(h) is not None), None)
    return None
