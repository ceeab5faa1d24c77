"""experta's Rete network, run faster: what experta wires, with nodes of our own.

experta orders a pattern's alpha tests by how many patterns share them, so a
variable capture such as ``cursor=MATCH.cursor`` (shared by many rules) is
tested before ``step="deal"`` (shared by few), and every change to a
DamageEvent walks deep into branches it can never satisfy. Here the tests
are ordered: the fact's type, then literal values (the most selective field
first: the one with the most distinct literal values across all patterns,
such as ``step``), then captures and predicates. Then, with Doorenbos 1995
("Production Matching for Large Learning Systems": 2.2.3 hashed alpha
dispatch, 2.3 hashed memories) and what experta's semantics allow:

- alpha: sibling tests of one field against literals, and the type tests
  under the root, are dict look-ups (:class:`AlphaNode`, :class:`TypeDispatch`);
  a chain of single-child nodes runs as one, its tests planned from what the
  path above binds (:func:`_planned`), and a token is copied only when a test
  binds something;
- joins keep their memories hashed by the variables both inputs always bind
  (:class:`Join`); no beta node copies the token it receives;
- a modify is a retraction and a declaration in one batch; at a NOT that sees
  both bind the same values, they swap places (:class:`Absence`);
- only the rules whose conflict-set node changed are asked for activations
  (:class:`Agenda`, :meth:`LiteralFirstMatcher.changes`).

``tests/test_engine.py`` checks that every scenario of every game resolves
exactly as with experta's stock matcher (and every rule), and that every node
experta wires runs as one of these classes.
"""
from collections import Counter, defaultdict
from collections.abc import Mapping
from itertools import chain

from dealt._compat import experta
from experta.fact import InitialFact
from experta.fieldconstraint import ANDFC, NOTFC, ORFC, L, W
from experta.matchers.rete import ReteMatcher
from experta.matchers.rete.check import FactCapture, FeatureCheck, TypeCheck
from experta.matchers.rete.mixins import ChildNode
from experta.matchers.rete.nodes import (ConflictSetNode, FeatureTesterNode, NotNode, OrdinaryMatchNode,
                                         WhereNode)
from experta.activation import Activation
from experta.matchers.rete.token import Token
from experta.matchers.rete.utils import extract_facts, generate_checks

Rule = experta.Rule


def _is_fact_capture(key):
    """Whether a context key is experta's hidden capture of a pattern's whole fact."""
    return type(key) is str and key.startswith("__pattern_")


def _binds(constraint):
    """Whether a field constraint binds a variable anywhere inside it."""
    if getattr(constraint, "__bind__", None) is not None:
        return True
    return isinstance(constraint, (ANDFC, ORFC, NOTFC)) and any(_binds(c) for c in constraint)


def _negates(check):
    """Whether an alpha test can bind a negated variable (``~MATCH.x``: a context key ``(False, "x")``)."""
    def inside(constraint):
        if isinstance(constraint, NOTFC):
            return _binds(constraint[0])
        return isinstance(constraint, (ANDFC, ORFC)) and any(inside(c) for c in constraint)
    return isinstance(check, FeatureCheck) and inside(check.how)


def _is_literal(check):
    return isinstance(check, FeatureCheck) and isinstance(check.how, L) and check.how.__bind__ is None


def _dispatch_field(check):
    """The field a literal test can be looked up by (plain field, hashable value), or None."""
    if not _is_literal(check) or not isinstance(check.what, (str, int)):
        return None
    if isinstance(check.what, str) and "__" in check.what:
        return None                 # a nested path or a special field: tested the slow way
    try:
        hash(check.how.value)
    except TypeError:
        return None
    return check.what


class AlphaNode(FeatureTesterNode):
    """One alpha test; children that test one field against literals are found by a dict lookup.

    A chain of nodes with one child each (a pattern's captures, one after the other) runs as its
    first node: the others' tests become its ``tail``, run in order after its own.

    Tests are planned (:func:`_planned`): a token entering the alpha network binds nothing, so what
    a test may find already bound is known from the tests above it, and a capture that cannot meet
    a binding is a plain assignment.
    """

    plain = ()          # children activated one by one
    tables = ()         # (field, {value: [AlphaNode]}) for children dispatched by value
    head = ()           # this node's own planned test, then its tail
    tail = ()           # the planned tests of the single-child nodes merged into this one

    def activate(self, token):
        """Test without copying: a token is copied only when a test adds bindings to it."""
        (fact,) = token.data
        self._pass(fact, token, self.head)

    def forward(self, fact, token):
        """Hand a token that passed this node's own test to the children whose tests can pass."""
        self._pass(fact, token, self.tail)

    def _pass(self, fact, token, tests):
        if tests:
            token = _through(tests, fact, token)
            if token is None:
                return
        for child in self.plain:
            child.callback(token)
        for field, table in self.tables:
            try:
                nodes = table.get(fact[field], ())
            except (KeyError, TypeError):     # no such field, or an unhashable value: nothing equals it
                continue
            for node in nodes:
                node.forward(fact, token)

    def index(self, bound, certain):
        """Plan this node's test given the names bound above it; split the children into plain ones
        and per-field dispatch tables (after the network is built)."""
        self.planned = _planned(self.matcher, bound)
        self.head = (self.planned,)
        plain, tables = [], defaultdict(dict)
        bound = self.may = bound | _bindings(self.matcher)
        self.certain = certain | _certain_bindings(self.matcher)
        for child in self.children:
            node = child.node
            if isinstance(node, AlphaNode):
                node.index(bound, self.certain)
            field = _dispatch_field(node.matcher) if isinstance(node, AlphaNode) else None
            if field is None or child.callback != node.activate:
                plain.append(child)
            else:
                tables[field].setdefault(node.matcher.how.value, []).append(node)
        self.plain = tuple(plain)
        self.tables = tuple(tables.items())

    def merge_chain(self):
        """Take in a lone child's test and children, as long as there is exactly one (after index)."""
        tail = []
        while not self.tables and len(self.plain) == 1:
            child = self.plain[0]
            node = child.node
            if not isinstance(node, AlphaNode) or child.callback != node.activate:
                break
            tail.append(node.planned)
            self.plain, self.tables = node.plain, node.tables
        self.tail = tuple(tail)
        self.head = (self.planned, *tail)


# how a planned test runs: (kind, field, name, test)
CAPTURE_FACT, CAPTURE_FIELD, TEST = 0, 1, 2


def _planned(check, bound):
    """A test as (kind, field, name, test): a capture that cannot meet a binding is an assignment."""
    if isinstance(check, FactCapture) and not _meets(check.bind, bound):
        return (CAPTURE_FACT, None, check.bind, None)
    if (isinstance(check, FeatureCheck) and _plain_field(check.what) and isinstance(check.how, W)
            and check.how.__bind__ is not None and not _meets(check.how.__bind__, bound)):
        return (CAPTURE_FIELD, check.what, check.how.__bind__, None)
    return (TEST, None, None, _compiled(check))


def _meets(name, bound):
    return name in bound or (False, name) in bound


def _bindings(check):
    """The context keys a test may add: names, and ``(False, name)`` for negated ones."""
    if isinstance(check, FactCapture):
        return frozenset([check.bind])
    if not isinstance(check, FeatureCheck):
        return frozenset()

    def inside(constraint, negated):
        found = set()
        name = getattr(constraint, "__bind__", None)
        if name is not None:
            found.add((False, name) if negated else name)
        if isinstance(constraint, NOTFC):
            found |= inside(constraint[0], not negated)
        elif isinstance(constraint, (ANDFC, ORFC)):
            for part in constraint:
                found |= inside(part, negated)
        return found
    return frozenset(inside(check.how, False))


def _certain_bindings(check):
    """The names a test binds whenever it passes (an alternative, ``|``, may bind either: neither)."""
    if isinstance(check, FactCapture):
        return frozenset([check.bind])
    if not isinstance(check, FeatureCheck):
        return frozenset()

    def inside(constraint):
        found = set()
        name = getattr(constraint, "__bind__", None)
        if name is not None and not isinstance(constraint, (ORFC, NOTFC)):
            found.add(name)
        if isinstance(constraint, ANDFC):
            for part in constraint:
                found |= inside(part)
        return found
    return frozenset(inside(check.how))


def _through(planned, fact, token):
    """The token after a fact passed these planned tests (a copy if they bound anything), or None."""
    context = extended = token.context
    for kind, field, name, test in planned:
        if kind is CAPTURE_FACT:
            value = fact
        elif kind is CAPTURE_FIELD:
            try:
                value = fact[field]         # a Fact gives its template's default for a missing field
            except (IndexError, KeyError, TypeError):
                return None
        else:
            match = test(fact)
            if not match:
                return None
            if match is True or not isinstance(match, Mapping):
                continue
            if not _agrees(extended, match):
                return None
            if extended is context:
                extended = dict(context)
            extended.update(match)
            continue
        if extended is context:
            extended = dict(context)
        extended[name] = value
    if extended is context:
        return token
    return tuple.__new__(FastToken, (token.tag, token.data, extended))


def _agrees(context, match):
    """Whether a test's bindings agree with a token's (a negated binding must differ)."""
    for key, value in match.items():
        if isinstance(key, tuple):      # a negated binding
            if key[1] in context and context[key[1]] == value:
                return False
        else:
            if context.get(key, value) != value:
                return False
            if (False, key) in context and context[(False, key)] == value:
                return False
    return True


def _plain_field(what):
    """Whether a check's field is one plain name or position (experta reads others as paths)."""
    return isinstance(what, int) or (isinstance(what, str) and "__" not in what.strip("_")
                                     and not (what.startswith("__") or what.endswith("__")))


def _literals(how):
    """(negated, frozenset of values) for ``L(a)``, ``L(a) | L(b)...`` and their negation (``~``),
    when nothing in them binds and every value is hashable; else None."""
    negated = isinstance(how, NOTFC)
    if negated:
        how = how[0]
    parts = list(how) if isinstance(how, ORFC) else [how]
    if not all(type(p) is L and p.__bind__ is None for p in parts):
        return None
    try:
        return negated, frozenset(p.value for p in parts)
    except TypeError:
        return None


def _compiled(check):
    """The check as a function of the fact, without experta's per-call logging and path parsing.

    Only the common shapes are compiled (a capture of the whole fact, a test of one plain field);
    any other check is called as experta's.
    """
    if isinstance(check, FactCapture):
        bind = check.bind
        return lambda fact: {bind: fact}
    if isinstance(check, FeatureCheck) and _plain_field(check.what):
        what, compare, expected = check.what, check.check, check.expected
        literals = _literals(check.how)
        if literals is not None:
            negated, values = literals

            def test(fact):
                try:
                    value = fact[what]
                except (IndexError, KeyError, TypeError):
                    return False
                try:
                    return (value in values) is not negated
                except TypeError:           # an unhashable value equals none of them
                    return negated
            return test

        def test(fact):
            try:
                value = fact[what]          # a Fact gives its template's default for a missing field
            except (IndexError, KeyError, TypeError):
                return False
            return compare(value, expected)
        return test
    return check


class FastToken(Token):
    """experta's Token without its per-copy type assertions (every token here is built from facts)."""

    __slots__ = ()

    def copy(self):
        return tuple.__new__(FastToken, (self.tag, set(self.data), dict(self.context)))


VALID, INVALID = Token.TagType.VALID, Token.TagType.INVALID


def _valid(facts, context):
    return tuple.__new__(FastToken, (VALID, set(facts), dict(context)))


def _invalid(facts, context):
    return tuple.__new__(FastToken, (INVALID, set(facts), dict(context)))


# --- the beta network: experta's nodes, without a token copy per activation --------------------
# experta copies every token entering a node; none of these nodes changes the token it receives,
# so they take it as it is. Memories are dicts (token info -> [context, count]) instead of lists
# of frozen pairs re-thawed for every comparison; their iteration order is the lists' order.

class Join(OrdinaryMatchNode):
    """experta's OrdinaryMatchNode: tokens that agree on their shared bindings are joined.

    Each memory is a hash index (Doorenbos 1995, section 2.3): tokens are kept under the values
    of the variables both inputs always bind (``shared``, found when the network is built), so a
    token meets only the tokens that agree with it on them. A join of inputs with no variable in
    common keeps every token under one key, as experta's single list.
    """

    shared = ()         # the variables every token of both inputs binds
    #: whether a token may carry a negated binding (a key ``(False, name)``), which a join drops
    negated = True

    def _reset(self):
        self.left_memory = {}       # values of the shared variables -> {facts: [context, count]}
        self.right_memory = {}

    def activate_left(self, token):
        self._join(token, self.left_memory, self.right_memory, True)

    def activate_right(self, token):
        self._join(token, self.right_memory, self.left_memory, False)

    def _join(self, token, branch_memory, matching_memory, is_left):
        info = frozenset(token.data)        # within one node, the facts decide the bindings
        context = token.context
        key = tuple([context[name] for name in self.shared])
        bucket = branch_memory.get(key)
        if token.tag is VALID:
            if bucket is None:
                bucket = branch_memory[key] = {}
            entry = bucket.get(info)
            if entry is None:
                bucket[info] = [context, 1]
            else:
                entry[1] += 1
        elif bucket is not None:
            entry = bucket.get(info)
            if entry is not None:
                entry[1] -= 1
                if not entry[1]:
                    del bucket[info]
                    if not bucket:
                        del branch_memory[key]
        candidates = matching_memory.get(key)
        if not candidates:
            return
        matcher = self.matcher
        for other, (other_context, _) in candidates.items():     # nothing below writes here
            if is_left:
                match = matcher(context, other_context)
            else:
                match = matcher(other_context, context)
            if match:
                newcontext = {**context, **other_context}
                if self.negated:
                    newcontext = {k: v for k, v in newcontext.items() if type(k) is str}
                newtoken = tuple.__new__(FastToken, (token.tag, token.data | other, newcontext))
                for child in self.children:
                    child.callback(newtoken)


def _same_context(left, right):
    """experta's SameContextCheck where no token carries a negated binding: the two contexts agree
    on every name both bind (read from the smaller one)."""
    if len(left) > len(right):
        left, right = right, left
    for key, value in left.items():
        if key in right and value != right[key]:
            return False
    return True


class Absence(NotNode):
    """experta's NotNode: a left token passes while no right token matches it.

    A modify is a retraction and a declaration in one batch of changes. When the retracted fact and
    the declared one bind the same values here (``NOT(DamageEvent(stage="creating"))`` binds
    nothing), the pair cannot change which left tokens are blocked: the retraction waits until the
    end of the batch (:meth:`flush`) and the declaration takes its place in the right memory,
    instead of unblocking and blocking every left token below in turn. A right token's context
    also holds the fact itself, under experta's hidden name for the pattern (``__pattern_<id>__``);
    nothing on the left binds that name, so the match never reads it and the swap ignores it.
    When the pattern binds nothing else, every fact it matches blocks every left token, and the
    node keeps only how many there are (:meth:`_count`).
    """

    pending = None          # the matcher's list of nodes with waiting retractions
    negated = True          # whether a token may carry a negated binding (see Join)
    hidden = None           # the right pattern's hidden name for its fact, once seen
    binds_nothing = False   # whether the right pattern binds nothing but its fact (set when built)

    def _reset(self):
        self.left_memory = {}
        self.right_memory = {}
        self.waiting = {}   # frozen right context -> [retracted right tokens]
        self.count = 0      # when the pattern binds nothing: how many facts match it (all block)
        self.leaving = 0    # ... and how many of them were retracted in this batch (see flush)

    def activate_left(self, token):
        info = frozenset(token.data)
        matcher, context = self.matcher, token.context
        if token.tag is VALID:
            if self.binds_nothing:          # every right token blocks every left one
                count = self.count
            else:
                count = sum(1 for right in self.right_memory.values() if matcher(context, right[0]))
            self.left_memory[info] = [context, count]
            if count == 0:
                for child in self.children:
                    child.callback(token)
        else:
            count = self.left_memory.pop(info)[1]     # its count of blocking right tokens, kept current
            if not (self.count if self.binds_nothing else count):
                for child in self.children:
                    child.callback(token)

    def activate_right(self, token):
        if self.binds_nothing:
            self._count(token.tag is VALID)
            return
        context = token.context
        if len(context) == 1:               # binds nothing but its fact (the usual NOT)
            key = ()
        else:
            if self.hidden is None:
                self.hidden = next((k for k in context if _is_fact_capture(k)), "")
            key = dict(context)
            key.pop(self.hidden, None)
            key = frozenset(key.items())
        if token.tag is not VALID:
            waiting = self.waiting.get(key)
            if waiting is None:
                if not self.waiting:
                    self.pending.append(self)
                self.waiting[key] = [token]
            else:
                waiting.append(token)
            return
        waiting = self.waiting.get(key)
        (fact,) = token.data                # a NOT's right input is one pattern: one fact
        if waiting:                          # a declaration binding what a retraction bound: a swap
            (old,) = waiting.pop().data
            self._forget(old)
            self._remember(fact, context)
            return
        self._remember(fact, context)
        self._recount(context, 1)

    def _count(self, declared):
        """A fact matching a pattern that binds nothing: only how many there are matters."""
        if not declared:
            if not self.leaving:
                self.pending.append(self)
            self.leaving += 1
        elif self.leaving:
            self.leaving -= 1                # a declaration in place of a retraction: a swap
        else:
            self.count += 1
            if self.count == 1:
                self._send_every_left(_invalid)

    def _send_every_left(self, make):
        """Send every left token on again, as blocked (``_invalid``) or as passing (``_valid``)."""
        for left, entry in list(self.left_memory.items()):
            newtoken = make(left, entry[0])
            for child in self.children:
                child.callback(newtoken)

    def flush(self):
        """Apply the retractions no declaration replaced."""
        if self.binds_nothing:
            leaving, self.leaving = self.leaving, 0
            if leaving:
                self.count -= leaving
                if self.count == 0:
                    self._send_every_left(_valid)
            return
        waiting, self.waiting = self.waiting, {}
        for tokens in waiting.values():
            for token in tokens:
                (fact,) = token.data
                self._forget(fact)
                self._recount(token.context, -1)

    def _remember(self, fact, context):
        entry = self.right_memory.get(fact)
        if entry is None:
            self.right_memory[fact] = [context, 1]
        else:
            entry[1] += 1

    def _forget(self, fact):
        entry = self.right_memory[fact]
        entry[1] -= 1
        if not entry[1]:
            del self.right_memory[fact]

    def _recount(self, context, inc):
        matcher = self.matcher
        for left, entry in list(self.left_memory.items()):
            if matcher(entry[0], context):
                entry[1] += inc
                if entry[1] == 0 and inc == -1:
                    newtoken = _valid(left, entry[0])
                elif entry[1] == 1 and inc == 1:
                    newtoken = _invalid(left, entry[0])
                else:
                    continue
                for child in self.children:
                    child.callback(newtoken)


class Test(WhereNode):
    """experta's WhereNode (a TEST): passes the token on when the test holds."""

    def activate(self, token):
        self._activate(token)


class Firing(Activation):
    """experta's Activation, hashed by its rule and facts (which decide its bindings) only."""

    def __init__(self, rule, facts, context):
        self.rule, self.facts, self.key, self.context = rule, set(facts), None, context
        self._hash = hash((id(rule), facts))

    def __hash__(self):
        return self._hash


class Agenda(ConflictSetNode):
    """experta's ConflictSetNode: a token reaching it (de)activates the rule.

    It tells the matcher it has changes (``dirty``), so a batch asks only those nodes for them.
    """

    dirty = None            # the matcher's list of conflict-set nodes with changes

    def _reset(self):
        self.memory = set()
        self.added = set()
        self.removed = set()

    def activate(self, token):
        facts = frozenset(token.data)
        activation = Firing(self.rule, facts, {k: v for k, v in token.context.items() if isinstance(k, str)})
        if token.tag is VALID:
            if facts in self.memory:
                return
            self.memory.add(facts)
            if activation in self.removed:
                self.removed.remove(activation)
            else:
                self.added.add(activation)
        else:
            if facts not in self.memory:
                return
            self.memory.remove(facts)
            if activation in self.added:
                self.added.remove(activation)
            else:
                self.removed.add(activation)
        if not self.listed:
            self.listed = True
            self.dirty.append(self)

    def get_activations(self):
        found = (self.added, self.removed)
        self.added, self.removed, self.listed = set(), set(), False
        return found


FAST_NODES = {OrdinaryMatchNode: Join, NotNode: Absence, WhereNode: Test, ConflictSetNode: Agenda}


class TypeDispatch:
    """The root's only child: sends a fact to the alpha branch of its template, found by its type."""

    def __init__(self, branches):
        self.children = [ChildNode(node, node.activate) for node in branches]   # walked by experta
        self.table = defaultdict(list)
        for node in branches:
            self.table[node.matcher.fact_type].append(node)

    def reset(self):
        for child in self.children:
            child.node.reset()

    def activate(self, token):
        (fact,) = token.data
        self.send(fact, token.tag)

    def send(self, fact, tag):
        """A fact declared (VALID) or retracted (INVALID), to the branches of its template."""
        token = tuple.__new__(FastToken, (tag, {fact}, {}))
        for node in self.table.get(type(fact), ()):
            node.forward(fact, token)


_PREPARED = {}


class LiteralFirstMatcher(ReteMatcher):
    """A ReteMatcher whose alpha tests run type first, then literals (most selective field first), by hash."""

    @staticmethod
    def prepare_ruleset(engine):
        """experta's rules in disjunctive normal form, each converted once per process: an engine is composed for
        every distinct set of rule modules (and rule set) a board needs, and converting the same rule again for
        each one was most of the cost of a cold engine. The conversion makes new rule objects and leaves the
        given ones as they were, so a converted rule can serve every engine that holds it."""
        from experta.matchers.rete.utils import prepare_rule
        found = set()
        for rule in engine.get_rules():
            key = id(rule)
            cached = _PREPARED.get(key)
            if cached is None or cached[0] is not rule:
                cached = _PREPARED[key] = (rule, prepare_rule(rule))
            found.add(cached[1])
        return found

    def build_network(self):
        super().build_network()
        dispatch = self._dispatch = TypeDispatch([child.node for child in self.root_node.children])
        self.root_node.children = [ChildNode(dispatch, dispatch.activate)]
        self._use_fast_beta_nodes()

    def _use_fast_beta_nodes(self):
        """Give experta's beta nodes the no-copy classes above, and re-point every edge at them."""
        nodes = self._all_nodes()
        self._pending, self._dirty = [], []
        for node in nodes:
            fast = FAST_NODES.get(type(node))
            if fast is not None:
                node.__class__ = fast
                node._reset()
            if fast is Absence:
                node.pending = self._pending
            elif fast is Agenda:
                node.dirty, node.listed = self._dirty, False
        for node in nodes:
            node.children = [ChildNode(child.node, getattr(child.node, child.callback.__name__))
                             for child in node.children]
        for node in self._dispatch.table.values():
            for branch in node:
                branch.index(frozenset(), frozenset())
        for node in nodes:
            if isinstance(node, AlphaNode):
                node.merge_chain()
        for node in nodes:
            if isinstance(node, (Join, Absence)):
                node.negated = False
        self._mark_negated(self.root_node, False)
        for node in nodes:
            if isinstance(node, (Join, Absence)) and not node.negated:
                node.matcher = _same_context
        self._share_variables(nodes)
        self._nodes = [node for node in nodes if hasattr(node, "_reset")]

    def _share_variables(self, nodes):
        """Give each join the variables every token of both its inputs binds (its hash key)."""
        inputs = defaultdict(dict)          # node -> {callback name: parent}
        for node in nodes:
            for child in node.children:
                inputs[id(child.node)][child.callback.__name__] = node
        known = {}

        def variables(node):
            if id(node) not in known:
                if isinstance(node, AlphaNode):
                    found = node.certain
                elif isinstance(node, Join):
                    parents = inputs[id(node)]
                    found = variables(parents["activate_left"]) | variables(parents["activate_right"])
                elif isinstance(node, Absence):
                    found = variables(inputs[id(node)]["activate_left"])
                elif isinstance(node, Test):
                    found = variables(inputs[id(node)]["activate"])
                else:
                    found = frozenset()
                known[id(node)] = found
            return known[id(node)]

        for node in nodes:
            if isinstance(node, Join):
                parents = inputs[id(node)]
                node.shared = tuple(sorted(variables(parents["activate_left"])
                                           & variables(parents["activate_right"])))
            elif isinstance(node, Absence):
                right = inputs[id(node)]["activate_right"]
                if not isinstance(right, AlphaNode):
                    raise NotImplementedError(f"{node}: a NOT over several patterns; Absence keeps one fact "
                                              "per right token (write one NOT per pattern)")
                node.binds_nothing = not node.negated and all(_is_fact_capture(k) for k in right.may)

    def _mark_negated(self, node, negated):
        """Mark the joins and NOTs that a token with a negated binding can reach: a join drops it,
        and both compare with experta's check, which reads it."""
        if isinstance(node, AlphaNode):
            negated = negated or _negates(node.matcher)
        elif node is not self.root_node and node is not self._dispatch:
            if not negated:
                return                      # nothing below a beta node to mark from here
            if isinstance(node, (Join, Absence)):
                node.negated = True
            if isinstance(node, Join):
                negated = False             # a join's tokens carry no negated binding
        for child in node.children:
            self._mark_negated(child.node, negated)

    def reset(self):
        """Empty every node's memory, each node once (experta walks the network recursively, node by
        node as often as it is reached)."""
        for node in self._nodes:
            node._reset()
        for node in self._dirty:
            node.listed = False
        self._pending.clear()
        self._dirty.clear()

    def changes(self, adding=None, deleting=None):
        """Pass a batch of changes through the network; the (added, removed) activations it made.

        As experta's, with two differences: retractions that a declaration did not replace at a NOT
        (see :class:`Absence`) are applied at the end of the batch, and only the rules whose
        conflict-set node changed are asked for their activations.
        """
        send = self._dispatch.send
        for fact in deleting or ():
            send(fact, INVALID)
        for fact in adding or ():
            send(fact, VALID)
        pending = self._pending
        while pending:
            pending.pop(0).flush()
        added, removed = [], []
        dirty = self._dirty
        for node in dirty:
            node_added, node_removed = node.get_activations()
            added.extend(node_added)
            removed.extend(node_removed)
        dirty.clear()
        return added, removed

    def _all_nodes(self):
        seen, stack, out = set(), [self.root_node], []
        while stack:
            node = stack.pop()
            if id(node) not in seen:
                seen.add(id(node))
                out.append(node)
                stack.extend(child.node for child in node.children)
        return out

    @staticmethod
    def build_alpha_part(ruleset, root_node):
        ruleset = set(ruleset) | {Rule(InitialFact())}
        rule_facts = {rule: extract_facts(rule) for rule in ruleset}
        fact_checks = {fact: set(generate_checks(fact)) for fact in chain.from_iterable(rule_facts.values())}
        shared = Counter(chain.from_iterable(fact_checks.values()))
        values = defaultdict(set)
        for check in shared:
            if _is_literal(check):
                values[check.what].add(repr(check.how.value))

        def order(check):
            if isinstance(check, TypeCheck):
                return (3, 0, 0, str(check))
            if isinstance(check, FactCapture):
                return (0, 0, 0, str(check))
            if _is_literal(check):
                return (2, len(values[check.what]), shared[check], str(check))
            return (1, 0, shared[check], str(check))

        terminals = {}
        for rule in sorted(ruleset, key=str):
            for fact in rule_facts[rule]:
                node = root_node
                for check in sorted(fact_checks[fact], key=order, reverse=True):
                    for child in node.children:
                        if child.node.matcher is check:
                            node = child.node
                            break
                    else:
                        new = AlphaNode(check)
                        node.add_child(new, new.activate)
                        node = new
                terminals[fact] = node
        return terminals
