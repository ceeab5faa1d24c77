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

The beta network is the one experta wires (joins, negations, tests, conflict
set), with its nodes given classes that take a token without copying it and
keep their memories in dicts. ``tests/test_engine.py`` checks that every
ruling resolves the same with this matcher and with experta's stock one.
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
from experta.matchers.rete.nodes import (ConflictSetNode, FeatureTesterNode, NotNode, OrdinaryMatchNode,
                                         WhereNode)
from experta.matchers.rete.token import Token, TokenInfo
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


def _valid(info, context):
    return tuple.__new__(FastToken, (Token.TagType.VALID, set(info.data), dict(context)))


def _invalid(info, context):
    return tuple.__new__(FastToken, (Token.TagType.INVALID, set(info.data), dict(context)))


# --- the beta network: experta's nodes, without a token copy per activation --------------------
# experta copies every token entering a node; none of these nodes changes the token it receives,
# so they take it as it is. Memories are dicts (token info -> [context, count]) instead of lists
# of frozen pairs re-thawed for every comparison; their iteration order is the lists' order.

class Join(OrdinaryMatchNode):
    """experta's OrdinaryMatchNode: tokens that agree on their shared bindings are joined."""

    def _reset(self):
        self.left_memory = {}
        self.right_memory = {}

    def activate_left(self, token):
        self._join(token, self.left_memory, self.right_memory, True)

    def activate_right(self, token):
        self._join(token, self.right_memory, self.left_memory, False)

    def _join(self, token, branch_memory, matching_memory, is_left):
        info = TokenInfo(token.data, token.context)
        valid = token.tag is Token.TagType.VALID
        if valid:
            entry = branch_memory.get(info)
            if entry is None:
                branch_memory[info] = [token.context, 1]
            else:
                entry[1] += 1
        else:
            entry = branch_memory.get(info)
            if entry is not None:
                entry[1] -= 1
                if not entry[1]:
                    del branch_memory[info]
        context = token.context
        matcher = self.matcher
        for other, (other_context, _) in list(matching_memory.items()):
            if is_left:
                match = matcher(context, other_context)
            else:
                match = matcher(other_context, context)
            if match:
                newcontext = {k: v for k, v in context.items() if isinstance(k, str)}
                for k, v in other_context.items():
                    if not isinstance(k, tuple):
                        newcontext[k] = v
                newtoken = tuple.__new__(FastToken, (token.tag, token.data | other.data, newcontext))
                for child in self.children:
                    child.callback(newtoken)


class Absence(NotNode):
    """experta's NotNode: a left token passes while no right token matches it."""

    def _reset(self):
        self.left_memory = {}
        self.right_memory = {}

    def activate_left(self, token):
        info = TokenInfo(token.data, token.context)
        matcher, context = self.matcher, token.context
        if token.tag is Token.TagType.VALID:
            count = sum(1 for right in self.right_memory.values() if matcher(context, right[0]))
            self.left_memory[info] = [context, count]
            if count == 0:
                for child in self.children:
                    child.callback(token)
        else:
            blocked = any(matcher(context, right[0]) for right in self.right_memory.values())
            if not blocked:
                for child in self.children:
                    child.callback(token)
            del self.left_memory[info]

    def activate_right(self, token):
        info = TokenInfo(token.data, token.context)
        if token.tag is Token.TagType.VALID:
            entry = self.right_memory.get(info)
            if entry is None:
                self.right_memory[info] = [token.context, 1]
            else:
                entry[1] += 1
            inc = 1
        else:
            entry = self.right_memory[info]
            entry[1] -= 1
            if not entry[1]:
                del self.right_memory[info]
            inc = -1
        context, matcher = token.context, self.matcher
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


class Agenda(ConflictSetNode):
    """experta's ConflictSetNode: a token reaching it (de)activates the rule."""

    def activate(self, token):
        self._activate(token)


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
        token = tuple.__new__(FastToken, token)
        for node in self.table.get(type(fact), ()):
            node.forward(fact, token)


class LiteralFirstMatcher(ReteMatcher):
    """A ReteMatcher whose alpha tests run type first, then literals (most selective field first), by hash."""

    def build_network(self):
        super().build_network()
        dispatch = TypeDispatch([child.node for child in self.root_node.children])
        self.root_node.children = [ChildNode(dispatch, dispatch.activate)]
        self._use_fast_beta_nodes()

    def _use_fast_beta_nodes(self):
        """Give experta's beta nodes the no-copy classes above, and re-point every edge at them."""
        nodes = self._all_nodes()
        for node in nodes:
            fast = FAST_NODES.get(type(node))
            if fast is not None:
                node.__class__ = fast
                node._reset()
        for node in nodes:
            node.children = [ChildNode(child.node, getattr(child.node, child.callback.__name__))
                             for child in node.children]
            if isinstance(node, AlphaNode):
                node.index()
        self._nodes = [node for node in nodes if hasattr(node, "_reset")]

    def reset(self):
        """Empty every node's memory, each node once (experta walks the network recursively, node by
        node as often as it is reached)."""
        for node in self._nodes:
            node._reset()

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
