"""What a run read, field by field (for exact odds): adding to a number is a change, not a read.

A firing reads, of each fact it matched, the fields its patterns name (a literal, a predicate, a
variable that joins two patterns or feeds a TEST), and whatever its action looks up in a fact. A
variable bound once, from a pattern the rule names with AS, is handed to the action as a
:class:`Counted` number: if the action only adds a whole number to it and writes it back to the same
field of the same fact (Frothing Berserker's ``modify(gainer, attack=attack + gain)``), the run has
changed that field by an amount without depending on its value; any other use (a comparison, a
product, a print) counts as a read.
"""
import inspect
import operator
from collections import defaultdict

from dealt._compat import experta

ALL = "*"
_W = experta.fieldconstraint.W
_COMPOSITE = experta.fieldconstraint.FieldConstraint


#: templates with no id field whose facts are told apart by several fields: an action and the triggered
#: abilities queued beside it (Hearthstone's ``when``), and once-only marks
KEYED = {"Action": ("trigger", "occasion"), "Done": ("what", "key", "of")}


def identity(template, fields):
    """Which slot a fact fills: (template, its id / entity / name / position), or (template, None)."""
    if template == "Turn":
        return ("Turn", None)
    if template == "Keyword":
        return ("Keyword", fields.get("entity"))
    if template in KEYED:
        return (template, tuple(fields.get(k, "") for k in KEYED[template]))
    for key in ("id", "entity", "name", "position"):
        if key in fields:
            return (template, fields[key])
    return (template, None)


def fact_identity(fact):
    """The identity of a declared fact (read through dict itself: the lookups may be being recorded)."""
    template = type(fact).__name__
    if template == "Turn":
        return ("Turn", None)
    if template == "Keyword":
        return ("Keyword", dict.get(fact, "entity"))
    if template in KEYED:
        return (template, tuple(dict.get(fact, k, "") for k in KEYED[template]))
    for key in ("id", "entity", "name", "position"):
        if dict.__contains__(fact, key):
            return (template, dict.__getitem__(fact, key))
    return (template, None)


class RuleReads:
    """A rule's patterns, seen once: the fields each template's patterns read, and the counted variables."""

    def __init__(self, rule):
        self.opaque = False
        occurrences = defaultdict(int)
        patterns = []

        def variables(value):
            if isinstance(value, _W):
                if value.__bind__ is not None:
                    occurrences[value.__bind__] += 1
            elif isinstance(value, _COMPOSITE) and isinstance(value, tuple):
                for part in value:
                    variables(part)
            elif getattr(value, "__bind__", None) is not None:
                occurrences[value.__bind__] += 1

        def walk(element, top):
            if isinstance(element, experta.Fact):
                if top:
                    patterns.append(element)
                for key, value in element.items():
                    if not (isinstance(key, str) and key.startswith("__")):
                        variables(value)
            elif isinstance(element, experta.TEST):
                for name in inspect.signature(element[0]).parameters:
                    occurrences[name] += 1
            elif isinstance(element, experta.NOT):
                for inner in element:
                    walk(inner, False)
            else:
                self.opaque = True

        for element in rule:
            walk(element, True)
        self.fields = defaultdict(set)      # template -> fields its patterns read
        self.counted = {}                   # variable -> (AS name, field)
        for pattern in patterns:
            template, bound = type(pattern).__name__, pattern.get("__bind__")
            for key, value in pattern.items():
                if isinstance(key, str) and key.startswith("__"):
                    continue
                if (bound and type(value) is _W and value.__bind__ is not None
                        and occurrences[value.__bind__] == 1):
                    self.counted[value.__bind__] = (bound, key)
                else:
                    self.fields[template].add(key)
            self.fields[template]       # a pattern with no field test still reads the fact exists

    def read_fields(self, template):
        if self.opaque or template not in self.fields:
            return ALL
        return self.fields[template]


class Counted:
    """A number taken from one field of one fact, followed through additions of whole numbers."""

    __slots__ = ("value", "source", "offset", "reads")

    def __init__(self, value, source, offset, reads):
        self.value, self.source, self.offset, self.reads = value, source, offset, reads

    def plain(self):
        """The number, counting it as read."""
        self.reads.read(*self.source)
        return self.value

    def __add__(self, other):
        if type(other) is int:
            return Counted(self.value + other, self.source, self.offset + other, self.reads)
        return self.plain() + plain(other)

    __radd__ = __add__

    def __sub__(self, other):
        if type(other) is int:
            return Counted(self.value - other, self.source, self.offset - other, self.reads)
        return self.plain() - plain(other)

    def __format__(self, spec):
        return format(self.plain(), spec)


def plain(value):
    return value.plain() if isinstance(value, Counted) else value


def _binary(op, reflected=False):
    if reflected:
        return lambda self, other: op(plain(other), self.plain())
    return lambda self, other: op(self.plain(), plain(other))


for _name, _op in (("eq", operator.eq), ("ne", operator.ne), ("lt", operator.lt), ("le", operator.le),
                   ("gt", operator.gt), ("ge", operator.ge), ("mul", operator.mul),
                   ("truediv", operator.truediv), ("floordiv", operator.floordiv), ("mod", operator.mod),
                   ("pow", operator.pow), ("and", operator.and_), ("or", operator.or_),
                   ("xor", operator.xor), ("lshift", operator.lshift), ("rshift", operator.rshift),
                   ("divmod", divmod)):
    setattr(Counted, f"__{_name}__", _binary(_op))
    if _name not in ("eq", "ne", "lt", "le", "gt", "ge"):
        setattr(Counted, f"__r{_name}__", _binary(_op, reflected=True))
Counted.__rsub__ = _binary(operator.sub, reflected=True)
for _name in ("neg", "pos", "abs", "invert", "bool", "int", "float", "index", "hash", "str", "repr",
              "round", "trunc", "floor", "ceil"):
    setattr(Counted, f"__{_name}__", (lambda n: lambda self, *a: getattr(self.plain(), f"__{n}__")(*a))(_name))


class RunReads:
    """The fields one run read (identity -> set of fields, or ALL) and the amounts it added."""

    def __init__(self):
        self.fields = defaultdict(set)
        self.added = defaultdict(int)       # (identity, field) -> amount added through Counted numbers
        self.firing = []                    # the current firing's reads, dropped if it stops at a decision

    def read(self, ident, field):
        self.firing.append((ident, field))

    def end_firing(self):
        for ident, field in self.firing:
            self.fields[ident].add(field)
        self.firing = []

    def clear(self):
        """Everything so far was the decision's business (the run stopped at a random pick)."""
        self.fields.clear()
        self.added.clear()
        self.firing = []


class FieldTracker:
    """Wraps a RulingEngine for one odds enumeration: rule actions get Counted numbers, their fact
    lookups are recorded, and a Counted number written back to its own field is an amount added."""

    _METHODS = ("__getitem__", "get", "__iter__", "keys", "items", "values", "as_dict", "copy",
                "__contains__")

    def __init__(self, engine, templates):
        self.engine, self.templates = engine, templates
        self.rules = {}
        self.reads = None
        self._originals = {}

    # --- installing ---------------------------------------------------------
    def install(self):
        engine = self.engine
        engine.rhs_call = self._call
        original_modify, original_declare = engine.modify, engine.declare
        original_explain = engine.explain

        def modify(declared_fact, **modifiers):
            reads = self.reads
            if reads is not None:
                ident = fact_identity(declared_fact)
                for key, value in modifiers.items():
                    if isinstance(value, Counted):
                        if value.source == (ident, key):
                            reads.added[(ident, key)] += value.offset
                            modifiers[key] = value.value
                        else:
                            modifiers[key] = value.plain()
            with self._paused():
                return original_modify(declared_fact, **modifiers)

        def declare(*facts):
            for fact in facts:
                for key, value in list(fact.items()):
                    if isinstance(value, Counted):
                        fact[key] = value.plain()
            with self._paused():
                return original_declare(*facts)

        def explain(**values):      # explanation only: not a read
            original_explain(**{k: (v.value if isinstance(v, Counted) else v) for k, v in values.items()})

        engine.modify, engine.declare, engine.explain = modify, declare, explain
        for name in ("retract", "find_all", "note_read"):
            setattr(engine, name, self._pausing(getattr(engine, name)))

    def uninstall(self):
        engine = self.engine
        engine.rhs_call = None
        for name in ("modify", "declare", "explain", "retract", "find_all", "note_read"):
            engine.__dict__.pop(name, None)

    def _pausing(self, method):
        def paused(*args, **kwargs):
            with self._paused():
                return method(*args, **kwargs)
        return paused

    # --- a firing -----------------------------------------------------------
    def rule_reads(self, name):
        found = self.rules.get(name)
        if found is None:
            found = self.rules[name] = RuleReads(getattr(type(self.engine), name))
        return found

    def _call(self, activation, arguments):
        reads = self.reads
        if reads is None:
            return activation.rule(self.engine, **arguments)
        info = self.rule_reads(activation.rule.__name__)
        for variable, (bound, field) in info.counted.items():
            value, fact = arguments.get(variable), arguments.get(bound)
            if type(value) is int and fact is not None:
                arguments[variable] = Counted(value, (fact_identity(fact), field), 0, reads)
        self._patch()
        try:
            result = activation.rule(self.engine, **arguments)
        except BaseException:
            reads.firing = []           # stopped (at a random decision): its reads are the decision's
            raise
        finally:
            self._unpatch()
        reads.end_firing()
        return result

    def _patch(self):
        reads = self.reads
        for template in self.templates:
            for name in self._METHODS:
                if (template, name) not in self._originals:
                    self._originals[(template, name)] = template.__dict__.get(name, _INHERITED)
                original = getattr(template, name)
                if name in ("__getitem__", "get", "__contains__"):
                    def method(fact, key, *rest, _original=original):
                        if isinstance(key, str) and not key.startswith("__"):
                            reads.read(fact_identity(fact), key)
                        return _original(fact, key, *rest)
                else:
                    def method(fact, *rest, _original=original):
                        reads.read(fact_identity(fact), ALL)
                        return _original(fact, *rest)
                setattr(template, name, method)

    def _unpatch(self):
        for (template, name), original in self._originals.items():
            if original is _INHERITED:
                delattr(template, name)
            else:
                setattr(template, name, original)
        self._originals.clear()

    def _paused(self):
        tracker = self

        class Paused:
            def __enter__(self):
                self.patched = bool(tracker._originals)
                if self.patched:
                    tracker._unpatch()

            def __exit__(self, *exc):
                if self.patched:
                    tracker._patch()
        return Paused()


_INHERITED = object()
