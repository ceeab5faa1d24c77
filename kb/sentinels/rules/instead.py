"""Effects that apply instead of taking the damage: the target does not take it, another effect happens.

Source: Sentinels rules text, 'Effect that apply instead of taking damage': 'With this type of effect, the
target does not take the initial damage, but instead applies another effect. Often, the word "would" and
"instead" on the card indicates that this is happening.' 'Null-Point Calibration Unit: When Absolute Zero would
take Cold Damage, he regains that many HP instead. In this case, Absolute Zero does not take the initial cold
damage, but instead regains that many hp.' They act only when damage is being dealt (step 3 said so).
"""
from dealt.facts.templates import DamageEvent, Effect, Entity, Note, Slot
from dealt.kb.sentinels.rules._common import AS, MATCH, Rule


@Rule(AS.event << DamageEvent(id=MATCH.event_id, step="instead", cursor=MATCH.cursor, target=MATCH.target,
                              damage_type=MATCH.damage_type, amount=MATCH.before),
      Slot(step="instead", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="regain_hp_instead", host=MATCH.target, damage_type=MATCH.damage_type),
      AS.target_fact << Entity(id=MATCH.target, health=MATCH.hp, max_health=MATCH.max_hp))
def target_regains_hp_instead_of_taking_the_damage(self, event, event_id, target_fact, target, before, hp, max_hp):
    """{card}: {target} would take {before} {damage_type} damage, so it regains that many HP instead: HP {hp} -> {hp_after}; no damage is dealt.

    Source: Sentinels rules text: 'Null-Point Calibration Unit: When Absolute Zero would take Cold Damage, he
    regains that many HP instead. In this case, Absolute Zero does not take the initial cold damage, but
    instead regains that many hp.' HP never goes above the target's maximum HP.
    """
    after = min(max_hp, hp + before)
    self.explain(hp_after=after)
    if after != hp:
        self.modify(target_fact, health=after)
    self.declare(Note(event=event_id, kind="regained_hp", entity=target, amount=after - hp))
    self.modify(event, prevented=True, step="resolved", stage="done", cursor=0)
