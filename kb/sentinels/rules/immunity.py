"""Immunity: a target immune to the damage is dealt none; immunity beats irreducible and fixed damage.

Source: Sentinels rules text: 'If no hp is reduced, either because of modifiers that brought the damage below 0,
or because a target is immune, then no damage is dealt.' Sentinels rules (Dized), 'Damage': 'If a target is immune
to damage, or if an effect prevents damage to a target entirely, neither irreducible nor fixed damage can be dealt
to that target.' An immunity has a scope and a type, like every modifier (:mod:`dealt.kb.sentinels.scopes`): to its
host by default (Mobile Defense Platform: 'Baron Blade is immune to damage'), of one type ('Ra ... immune to fire',
the Rules Clarification Megathread,
https://www.reddit.com/r/sentinelsmultiverse/comments/z9eexs/rules_clarification_megathread, read through a redlib
mirror, on Flesh of the Sun God), or from one kind of source (Danger Sense: 'Legacy is immune to damage from
environment cards', card scan, Enhanced Edition). The type is read once step 1 has determined it, so a type change
can make or unmake an immunity; fixed damage keeps its type (the same Megathread: with every damage changed to
fire, Ra 'would not be immune to the fixed psychic damage from Persistent Paparazzi').
"""
from dealt.facts.templates import DamageEvent, Effect, Slot
from dealt.kb.sentinels.rules._common import AS, MATCH, Rule
from dealt.kb.sentinels.rules.scoped import SCOPE, SCOPED, in_its_scope
from dealt.kb.sentinels.scopes import says, type_says


@Rule(AS.event << DamageEvent(step="immunity", cursor=MATCH.cursor, target=MATCH.target, amount=MATCH.before,
                              quality=MATCH.quality, **SCOPED),
      Slot(step="immunity", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="immune_to_damage", **SCOPE),
      *in_its_scope())
def immune_target_is_dealt_no_damage(self, event, before, quality, only, scope, host):
    """{target} is immune to {kind}damage{whose} ({card}), so no damage is dealt{even}: the {before} {damage_type} damage reduces no HP.

    Source: Sentinels rules text: 'If no hp is reduced, either because of modifiers ... or because a target is
    immune, then no damage is dealt.' Sentinels rules (Dized), 'Damage': 'If a target is immune to damage ...
    neither irreducible nor fixed damage can be dealt to that target.'
    """
    whose = says(scope, host)
    self.explain(even=f", even {quality}" if quality else "", kind=f"{type_says(only)} " if only else "",
                 whose="" if scope == "to_host" else f" ({whose})")
    self.modify(event, prevented=True, step="resolved", stage="done", cursor=0)
