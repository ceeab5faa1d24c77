"""The nemesis bonus: +1 to damage a character deals its nemesis of another type.

Source: Sentinels of the Multiverse rules (Dized), 'Nemeses'
(https://rules.dized.com/game/t5Aef3TwTXuA8DkV7q5UEQ/NIbYeKwMSN-lhb4WwoiiOg/nemeses): 'Any time a target
deals damage to a target of a different type than itself (Hero, Villain, or Environment) that shares its
nemesis icon, that damage is increased by +1.' It is a modifier like any other: the rules text's example
applies it second ('Use the nemesis bonus to increase the damage to 5').
"""
from dealt.facts.sentinels import Applies, NemesisIcon
from dealt.facts.templates import DamageEvent, Entity, Slot
from dealt.kb.sentinels.rules._common import AS, MATCH, NOT, TEST, L, Rule, ordered_by, place_in


@Rule(DamageEvent(id=MATCH.event, step="identify", source=MATCH.source, target=MATCH.target),
      Entity(id=MATCH.source, kind=MATCH.source_kind, order=MATCH.play),
      Entity(id=MATCH.target, kind=MATCH.target_kind),
      NemesisIcon(entity=MATCH.source, icon=MATCH.icon),
      NemesisIcon(entity=MATCH.target, icon=MATCH.icon),
      TEST(lambda source_kind, target_kind: source_kind != target_kind),
      NOT(Applies(event=MATCH.event, effect="nemesis")))
def nemesis_bonus_applies_between_nemeses_of_different_types(self, event, play, source_kind, target_kind):
    """{source} ({source_kind}) and {target} ({target_kind}) share a nemesis icon: the nemesis bonus (+1) is identified as a modifier.

    Source: Sentinels rules (Dized), 'Nemeses': 'Any time a target deals damage to a target of a different type
    than itself (Hero, Villain, or Environment) that shares its nemesis icon, that damage is increased by +1.'
    """
    self.declare(Applies(event=event, effect="nemesis", step="modifiers", card="nemesis bonus", play=play))


@Rule(AS.event << DamageEvent(id=MATCH.event_id, step="modifiers", cursor=MATCH.cursor, quality=~L("fixed"),
                              amount=MATCH.before),
      Slot(step="modifiers", position=MATCH.cursor, effect="nemesis"),
      ordered_by(),
      Applies(event=MATCH.event_id, effect="nemesis"))
def nemesis_bonus_increases_the_damage_in_its_place(self, event, cursor, before, ordered):
    """The nemesis bonus increases the damage by 1: {before} -> {after} ({place}).

    Source: Sentinels rules (Dized), 'Nemeses': 'that damage is increased by +1'; Sentinels rules text:
    'Use the nemesis bonus to increase the damage to 5.'
    """
    self.explain(place=place_in(cursor, ordered), card="nemesis bonus")
    self.modify(event, amount=before + 1, cursor=cursor + 1)
