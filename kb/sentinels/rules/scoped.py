"""The pattern every scoped rule shares: an effect's scope and damage-type filter matched against a damage.

Not a mechanic: the parts of a rule's conditions that bind a damage's source, target and type and an effect's
host, scope and filter, and TEST them with the one vocabulary's pure predicates
(:func:`dealt.kb.sentinels.scopes.in_scope`, :func:`~dealt.kb.sentinels.scopes.type_matches`).
"""
from dealt.facts.templates import Entity
from dealt.kb.sentinels.rules._common import MATCH, TEST, in_scope, type_matches

#: on the DamageEvent pattern: what a scope and a type filter read of the damage (its target is bound apart)
SCOPED = dict(source=MATCH.source, source_kind=MATCH.source_kind, damage_type=MATCH.damage_type)
#: on the Effect pattern: its host, scope and type filter
SCOPE = dict(host=MATCH.host, scope=MATCH.scope, damage_type=MATCH.only)


def in_its_scope():
    """The conditions after the two patterns: the target's kind, then the two pure checks."""
    return (Entity(id=MATCH.target, kind=MATCH.target_kind), TEST(in_scope), TEST(type_matches))
