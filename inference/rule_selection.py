"""Which rules a scenario needs: a rule asking for something only the scenario gives, that it does
not give, cannot fire and is left out of the Rete network."""
from dealt.facts.templates import ATOMIC
from experta.conditionalelement import ConditionalElement
from experta.fact import Fact
from experta.fieldconstraint import ORFC, L


def rules_that_can_fire(rules, facts):
    """The rules that some of the given `facts` can satisfy on the fields a template marks as given.

    A positive pattern such as ``Effect(mechanic="gain_armor_on_damage")`` asks for a value of a
    field only the scenario sets (``given_fields``: no rule declares such a fact or changes that
    field); when no given fact has it, the rule cannot fire, and leaving it out of the Rete network
    saves every join and negation its other patterns would make.
    """
    given = {}
    for fact in facts:
        if getattr(fact, "given_fields", ()):
            given.setdefault(type(fact), []).append(fact)
    return [rule for rule in rules if _can_fire(rule, given)]


def _can_fire(rule, given):
    for pattern in rule:
        fields = getattr(pattern, "given_fields", ()) if isinstance(pattern, Fact) else ()
        wanted = {}
        for name in fields:
            allowed = _literal_values(pattern[name]) if name in pattern else None
            if allowed is not None:
                wanted[name] = allowed
        if wanted and not any(all(fact.get(name) in allowed for name, allowed in wanted.items())
                              for fact in given.get(type(pattern), ())):
            return False
    return True


def _literal_values(value):
    """The values a pattern's field constraint accepts, when it is a literal or a choice of literals."""
    if isinstance(value, ORFC):
        parts = [_literal_values(part) for part in value]
        return None if any(part is None for part in parts) else frozenset().union(*parts)
    if isinstance(value, L):
        return frozenset([value.value]) if value.__bind__ is None else None
    if isinstance(value, ConditionalElement) or not isinstance(value, ATOMIC):
        return None
    return frozenset([value])
