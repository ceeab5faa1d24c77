"""Conditional modifiers: 'would be dealt 5 or more damage from a single source' - checked at their place.

Source: Sentinels rules text: 'The "would" in Superhuman durability is being used to show that the modifier
is conditional, and that it will only trigger under the specified conditions.' ... 'Now that the damage is
up to 5, I can now use Shielding Winds modifier to decrease it to 3.' The condition reads the damage as it
stands at the modifier's place in the order (the players' or play order); each damage is from a single source. Below its
threshold the modifier is checked and does not apply.
"""
from dealt.facts.templates import DamageEvent, Effect, Slot
from dealt.kb.ruling import test
from dealt.kb.sentinels.rules._common import AS, MATCH, Rule, ordered_by, place_in
from dealt.kb.sentinels.rules.scoped import in_its_scope


@Rule(AS.event << DamageEvent(id=MATCH.event_id, step="modifiers", cursor=MATCH.cursor, quality="",
                              amount=MATCH.before, damage_type=MATCH.damage_type),
      Slot(step="modifiers", position=MATCH.cursor, effect=MATCH.effect),
      ordered_by(),
      Effect(id=MATCH.effect, mechanic="reduce_damage_of_at_least", amount=MATCH.reduction, minimum=MATCH.minimum,
             damage_type=MATCH.only),
      test(lambda before, minimum: before >= minimum,
           fails="the damage was {before} at its place in the order ({place}), below its {minimum}",
           place=lambda cursor, ordered: place_in(cursor, ordered)),
      in_its_scope()[-1])
def large_damage_is_reduced_when_it_reaches_the_threshold(self, event, cursor, before, reduction, minimum, only,
                                                          ordered):
    """{card}: the damage is {before}, {minimum} or more from a single source, so it is reduced by {reduction}: {before} -> {after} ({place}).

    Source: Sentinels rules text: 'Superhuman Durability: Whenever Legacy would be dealt 5 or more Damage from a
    single source, reduce that Damage by 3.' 'Now that the damage is up to 5, I can now use Shielding Winds
    modifier to decrease it to 3.'
    """
    self.explain(place=place_in(cursor, ordered))
    self.modify(event, amount=max(0, before - reduction), cursor=cursor + 1)
