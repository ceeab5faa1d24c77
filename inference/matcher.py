"""experta's Rete matcher, with each pattern's literal tests placed first in the alpha network.

experta orders a pattern's alpha tests by how many patterns share them, so a
variable capture such as ``cursor=MATCH.cursor`` (shared by many rules) is
tested before ``step="deal"`` (shared by few), and every change to a
DamageEvent walks deep into branches it can never satisfy. Here the tests
are ordered: the fact's type, then literal values (the most selective field
first: the one with the most distinct literal values across all patterns,
such as ``step``), then captures and predicates. The network, its joins and
its results are experta's own; ``tests/test_engine.py`` checks that every
ruling resolves the same with this matcher and with experta's.
"""
from collections import Counter, defaultdict
from itertools import chain

from dealt._compat import experta
from experta.fact import InitialFact
from experta.fieldconstraint import L
from experta.matchers.rete import ReteMatcher
from experta.matchers.rete.check import FactCapture, FeatureCheck, TypeCheck
from experta.matchers.rete.nodes import FeatureTesterNode
from experta.matchers.rete.utils import extract_facts, generate_checks

Rule = experta.Rule


def _is_literal(check):
    return isinstance(check, FeatureCheck) and isinstance(check.how, L) and check.how.__bind__ is None


class LiteralFirstMatcher(ReteMatcher):
    """A ReteMatcher whose alpha tests run type first, then literals, most selective field first."""

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
                        new = FeatureTesterNode(check)
                        node.add_child(new, new.activate)
                        node = new
                terminals[fact] = node
        return terminals
