"""Step 1: determine the damage type; type changes act in the order the player chose.

Source: Sentinels rules text, 'Determine damage type': 'The very first step when dealing damage is to
determine the damage type. Based on the newest ruling, if there are multiple cards that change the damage
type, you can choose the order of the effects and, essentially, choose what the final type will be.
Determining damage type first, also explains how to interpret Imbued Fire.' Fixed damage keeps its type
(Sentinels rules (Dized), 'Damage': 'fixed damage cannot have its type changed').
"""
from dealt.facts.templates import DamageEvent, Effect, Slot
from dealt.kb.ruling import test
from dealt.kb.sentinels.rules._common import AS, MATCH, L, Rule, ordered_by, place_in, type_matches
from dealt.kb.sentinels.scopes import only_types


@Rule(AS.event << DamageEvent(id=MATCH.event_id, step="damage_type", cursor=MATCH.cursor, quality=~L("fixed"),
                              damage_type=MATCH.before_type),
      Slot(step="damage_type", position=MATCH.cursor, effect=MATCH.effect),
      ordered_by(),
      Effect(id=MATCH.effect, mechanic="change_damage_type", new_type=MATCH.new_type, damage_type=MATCH.only),
      test(lambda only, before_type: type_matches(only, before_type),
           fails="it changes only {types}; this damage is {before_type}", types=lambda only: only_types(only)))
def type_change_sets_the_damage_type_in_its_place(self, event, cursor, before_type, new_type, ordered):
    """{card} makes the damage {new_type} (it was {before_type}); it is {place} among the type changes.

    Source: Sentinels rules text: 'if there are multiple cards that change the damage type, you can choose the
    order of the effects and, essentially, choose what the final type will be.'
    """
    self.explain(place=place_in(cursor, ordered))
    self.modify(event, damage_type=new_type, cursor=cursor + 1)


@Rule(AS.event << DamageEvent(step="damage_type", cursor=MATCH.cursor, quality="fixed",
                              damage_type=MATCH.before_type),
      Slot(step="damage_type", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="change_damage_type"))
def fixed_damage_keeps_its_type(self, event, cursor, before_type):
    """The damage is fixed, so {card} cannot change its type: it stays {before_type}.

    Source: Sentinels rules (Dized), 'Damage': 'Additionally, fixed damage cannot have its type changed, such
    as from melee to fire, or psychic to toxic.'
    """
    self.modify(event, cursor=cursor + 1)
