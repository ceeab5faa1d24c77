"""Identify every modifier and type change that applies to a damage, wherever it comes from.

Source: Sentinels rules text, 'Identify and apply all modifiers relating to dealing damage': 'At this
point, you should identify all modifiers that would increase or decrease the damage. It doesn't matter if
it says "would be dealt" or just "dealt." It, also, doesn't matter where the modifier is coming from. It
could be from the source of the damage, the target, or something else.' A conditional modifier
("5 or more from a single source") is identified here and its condition checked at its place in the order.
Whose damage an effect covers is its scope (:mod:`dealt.kb.sentinels.scopes`: to or by its host, hero, villain
or environment targets, environment cards, one named target, all damage); a damage-type filter ("increase fire
damage") is checked where the effect acts, once the type is determined (step 1 comes first: 'Determining damage
type first, also explains how to interpret Imbued Fire').
"""
from dealt.facts.sentinels import Applies
from dealt.facts.templates import DamageEvent, Effect, Entity
from dealt.kb.sentinels.mechanics import ORDERED
from dealt.kb.sentinels.rules._common import MATCH, NOT, TEST, Rule, any_of, in_scope
from dealt.kb.sentinels.scopes import says

MODIFIERS = tuple(m for m, step in ORDERED.items() if step == "modifiers")


@Rule(DamageEvent(id=MATCH.event, step="identify", source=MATCH.source, target=MATCH.target,
                  source_kind=MATCH.source_kind),
      Entity(id=MATCH.target, kind=MATCH.target_kind),
      Effect(id=MATCH.effect, mechanic="change_damage_type", scope=MATCH.scope, host=MATCH.host, card=MATCH.card,
             order=MATCH.play),
      TEST(in_scope),
      NOT(Applies(event=MATCH.event, effect=MATCH.effect, step="damage_type")))
def type_change_in_play_is_identified_for_this_damage(self, event, effect, card, play, scope, host):
    """{card} changes the type of this damage ({what}): it is identified as a type change.

    Source: Sentinels rules text, 'Determine damage type': 'if there are multiple cards that change the damage
    type, you can choose the order of the effects and, essentially, choose what the final type will be.'
    """
    self.explain(what=says(scope, host))
    self.declare(Applies(event=event, effect=effect, step="damage_type", card=card, play=play))


@Rule(DamageEvent(id=MATCH.event, step="identify", source=MATCH.source, target=MATCH.target,
                  source_kind=MATCH.source_kind),
      Entity(id=MATCH.target, kind=MATCH.target_kind),
      Effect(id=MATCH.effect, mechanic=any_of(*MODIFIERS), scope=MATCH.scope, host=MATCH.host, card=MATCH.card,
             order=MATCH.play),
      TEST(in_scope),
      NOT(Applies(event=MATCH.event, effect=MATCH.effect, step="modifiers")))
def modifier_in_play_is_identified_for_this_damage(self, event, effect, card, play, scope, host):
    """{card} modifies this damage ({what}): it is identified as a modifier, whatever its wording.

    Source: Sentinels rules text: 'you should identify all modifiers that would increase or decrease the
    damage. It doesn't matter if it says "would be dealt" or just "dealt." It, also, doesn't matter where
    the modifier is coming from. It could be from the source of the damage, the target, or something else.'
    """
    self.explain(what=says(scope, host))
    self.declare(Applies(event=event, effect=effect, step="modifiers", card=card, play=play))
