"""experta's Rete matcher with a faster alpha network: literal tests first, dispatched by hash.

experta orders a pattern's alpha tests by how many patterns share them, so a
variable capture such as ``cursor=MATCH.cursor`` (shared by many rules) is
tested before ``step="deal"`` (shared by few), and every change to a
DamageEvent walks deep into branches it can never satisfy. Here the tests
are ordered: the fact's type, then literal values (the most selective field
first: the one with the most distinct literal values across all patterns,
such as ``step``), then captures and predicates.

Two textbook Rete refinements (Doorenbos 1995, "Production Matching for Large
Learning Systems", section 2.2.3: hashed alpha-network dispatch) then make
each fact change cheap:

- sibling tests of one field against literals (``stage="deal"``,
  ``stage="poisonous"``, ...) and the type tests under the root are looked up
  in a dict by the fact's value instead of being tried one by one;
- an alpha node hands its token on unchanged unless its test adds bindings
  (experta copies the token at every node), and tokens copy without
  experta's per-copy type assertions.

The beta network (joins, negations, conflict set) and the results are
experta's own; ``tests/test_engine.py`` checks that every ruling resolves the
same with this matcher and with experta's stock one.
"""
from collections import Counter, defaultdict
from collections.abc import Mapping
from itertools import chain

from dealt._compat import experta
from experta.fact import InitialFact
from experta.fieldconstraint import L
from experta.matchers.rete import ReteMatcher
from experta.matchers.rete.check import FactCapture, FeatureCheck, TypeCheck
from experta.matchers.rete.mixins import ChildNode
from experta.matchers.rete.nodes import FeatureTesterNode
from experta.matchers.rete.token import Token
from experta.matchers.rete.utils import extract_facts, generate_checks

Rule = experta.Rule


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
    """One alpha test; children that test one field against literals are found by a dict lookup."""

    plain = ()          # children activated one by one
    tables = ()         # (field, {value: [AlphaNode]}) for children dispatched by value

    def activate(self, token):
        """Test without copying: a token is copied only when this test adds bindings to it."""
        self._activate(token)

    def _activate(self, token):
        (fact,) = token.data
        match = self.matcher(fact)
        if not match:
            return
        if match is not True and isinstance(match, Mapping):
            context = token.context
            for key, value in match.items():
                if isinstance(key, tuple):      # a negated binding
                    if key[1] in context and context[key[1]] == value:
                        return
                else:
                    if context.get(key, value) != value:
                        return
                    if (False, key) in context and context[(False, key)] == value:
                        return
            token = tuple.__new__(FastToken, (token.tag, token.data, {**context, **match}))
        self.forward(fact, token)

    def forward(self, fact, token):
        """Hand a token that passed this node's test to the children whose tests can pass."""
        for child in self.plain:
            child.callback(token)
        for field, table in self.tables:
            try:
                nodes = table.get(fact[field], ())
            except (KeyError, TypeError):     # no such field, or an unhashable value: nothing equals it
                continue
            for node in nodes:
                node.forward(fact, token)

    def index(self):
        """Split the children into plain ones and per-field dispatch tables (after the network is built)."""
        plain, tables = [], defaultdict(dict)
        for child in self.children:
            node = child.node
            field = _dispatch_field(node.matcher) if isinstance(node, AlphaNode) else None
            if field is None or child.callback != node.activate:
                plain.append(child)
            else:
                tables[field].setdefault(node.matcher.how.value, []).append(node)
        self.plain = tuple(plain)
        self.tables = tuple(tables.items())


class FastToken(Token):
    """experta's Token without its per-copy type assertions (every token here is built from facts)."""

    __slots__ = ()

    def copy(self):
        return tuple.__new__(FastToken, (self.tag, set(self.data), dict(self.context)))


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
        token = tuple.__new__(FastToken, token)
        for node in self.table.get(type(fact), ()):
            node.forward(fact, token)


class LiteralFirstMatcher(ReteMatcher):
    """A ReteMatcher whose alpha tests run type first, then literals (most selective field first), by hash."""

    def build_network(self):
        super().build_network()
        branches = [child.node for child in self.root_node.children]
        stack = list(branches)
        for node in stack:
            stack.extend(child.node for child in node.children if isinstance(child.node, AlphaNode))
            node.index()
        dispatch = TypeDispatch(branches)
        self.root_node.children = [ChildNode(dispatch, dispatch.activate)]

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
