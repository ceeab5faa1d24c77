"""The pattern every scoped rule shares: an effect's scope and damage-type filter matched against a damage.

Not a mechanic: the parts of a rule's conditions that bind a damage's source, target and type and an effect's
host, scope and filter, and TEST them with the one vocabulary's pure predicates
(:func:`dealt.kb.sentinels.scopes.in_scope`, :func:`~dealt.kb.sentinels.scopes.type_matches`).
"""
from dealt.facts.templates import Entity
from dealt.kb.ruling import test
from dealt.kb.sentinels.rules._common import MATCH, in_scope, type_matches
from dealt.kb.sentinels.scopes import covers, only_types

#: on the DamageEvent pattern: what a scope and a type filter read of the damage (its target is bound apart)
SCOPED = dict(source=MATCH.source, source_card=MATCH.source_card, source_kind=MATCH.source_kind,
              damage_type=MATCH.damage_type)
#: on the Effect pattern: its host, scope and type filter
SCOPE = dict(host=MATCH.host, scope=MATCH.scope, damage_type=MATCH.only)


def _whose(source, source_card):
    return source_card or source


def in_its_scope():
    """The conditions after the two patterns: the target's kind, then the two pure checks, each saying why it
    failed in the card's own terms (whose damage it covers; which types)."""
    return (Entity(id=MATCH.target, kind=MATCH.target_kind),
            test(in_scope, fails="it covers {covers}; this is {whose}'s {damage_type} damage to {target}",
                 covers=lambda scope, host, only: covers(scope, host, only), whose=_whose),
            test(type_matches, fails="it covers only {types}; this damage is {damage_type}",
                 types=lambda only: only_types(only)))
