"""Step 2: increases and reductions act one at a time, in the order the players chose (else in play order).

Source: Sentinels rules text: 'We have 4 different modifiers (with the nemesis bonus), and you can apply them
in any order that you want.' Irreducible damage 'cannot be reduced by any effect, but it can still be
increased or redirected'; fixed damage 'cannot be increased, reduced, or redirected' (Sentinels rules
(Dized), 'Damage'). A reduction brings the damage to 0 at the least; a later increase counts from there
(The Wraith's clarifications on sentinelswiki.com: an effect that 'reduces damage by 1 ... she can choose the
order of operations such that it becomes 0 damage').
"""
from dealt.facts.sentinels import Applies
from dealt.facts.templates import DamageEvent, Effect, Slot
from dealt.kb.sentinels.rules._common import AS, MATCH, L, Rule, any_of, ordered_by, place_in
from dealt.kb.sentinels.rules.scoped import in_its_scope
from dealt.kb.sentinels.scopes import type_says

REDUCTIONS = ("reduce_damage", "reduce_damage_of_at_least")


@Rule(AS.event << DamageEvent(id=MATCH.event_id, step="modifiers", cursor=MATCH.cursor, quality=~L("fixed"),
                              amount=MATCH.before, damage_type=MATCH.damage_type),
      Slot(step="modifiers", position=MATCH.cursor, effect=MATCH.effect),
      ordered_by(),
      Effect(id=MATCH.effect, mechanic="increase_damage", amount=MATCH.bonus, damage_type=MATCH.only),
      in_its_scope()[-1])
def increase_applies_in_its_place(self, event, cursor, before, bonus, only, ordered):
    """{card} increases the {kind}damage by {bonus}: {before} -> {after} ({place}).

    Source: Sentinels rules text: 'Use Localized Hurricane's modifier to increase the damage to 4.' ...
    'Once you have identified all the modifiers, you can apply them in any order.'
    """
    self.explain(place=place_in(cursor, ordered), kind=f"{type_says(only)} " if only else "")
    self.modify(event, amount=before + bonus, cursor=cursor + 1)


@Rule(AS.event << DamageEvent(id=MATCH.event_id, step="modifiers", cursor=MATCH.cursor, quality="",
                              amount=MATCH.before, damage_type=MATCH.damage_type),
      Slot(step="modifiers", position=MATCH.cursor, effect=MATCH.effect),
      ordered_by(),
      Effect(id=MATCH.effect, mechanic="reduce_damage", amount=MATCH.reduction, damage_type=MATCH.only),
      in_its_scope()[-1])
def reduction_applies_in_its_place(self, event, cursor, before, reduction, only, ordered):
    """{card} reduces the {kind}damage by {reduction}: {before} -> {after} ({place}).

    Source: Sentinels rules text: 'Fortitude: Reduce Damage dealt to Legacy by 1.' ... 'Finally, I use
    Stunbolt's modifier for a final damage of 2.' Damage reduced below 0 is 0 (The Wraith's clarifications,
    sentinelswiki.com: 'she can choose the order of operations such that it becomes 0 damage'). A type filter
    ("reduce fire damage") reads the type as step 1 determined it.
    """
    self.explain(place=place_in(cursor, ordered), kind=f"{type_says(only)} " if only else "")
    self.modify(event, amount=max(0, before - reduction), cursor=cursor + 1)


@Rule(AS.event << DamageEvent(id=MATCH.event_id, step="modifiers", cursor=MATCH.cursor, quality="irreducible",
                              amount=MATCH.before),
      Slot(step="modifiers", position=MATCH.cursor, effect=MATCH.effect),
      ordered_by(),
      Effect(id=MATCH.effect, mechanic=any_of(*REDUCTIONS)))
def irreducible_damage_ignores_reductions(self, event, cursor, before, ordered):
    """The damage is irreducible, so {card} does not reduce it: it stays {before} ({place}).

    Source: Sentinels rules (Dized), 'Damage': 'Irreducible damage cannot be reduced by any effect, but it can
    still be increased or redirected.'
    """
    self.explain(place=place_in(cursor, ordered))
    self.modify(event, cursor=cursor + 1)


@Rule(AS.event << DamageEvent(id=MATCH.event_id, step="modifiers", cursor=MATCH.cursor, quality="fixed",
                              amount=MATCH.before),
      Slot(step="modifiers", position=MATCH.cursor, effect=MATCH.effect),
      Applies(event=MATCH.event_id, effect=MATCH.effect, step="modifiers", card=MATCH.card))
def fixed_damage_ignores_increases_and_reductions(self, event, cursor, before, card):
    """The damage is fixed, so {card} neither increases nor reduces it: it stays {before}.

    Source: Sentinels rules (Dized), 'Damage': 'Damage can also be fixed, meaning it cannot be increased,
    reduced, or redirected.'
    """
    self.modify(event, cursor=cursor + 1)
