"""A minion that can only take 1 damage at a time (Moonfang, Draconic Delicacy).

Source: Moonfang, 'Can only take 1 damage at a time.': the game's HEAVILY_ARMORED tag (Fireplace, YOP_035, 'update =
Refresh(SELF, {GameTag.HEAVILY_ARMORED: True})'; Silverfish, Sim_YOP_035: a hit of 1 or more takes 1 Health); the same
words on a hero are Animated Armor's, which 'triggers if the Damage Event has a proposed damage greater than 1, reducing
the proposed damage of the Damage Event to 1' (Hearthstone wiki, Damage Events). A minion has no predamage triggers
('If the target of the Damage Event is a hero, predamage triggers queue'), so the cap is on the damage as it reaches
it: after Spell Damage, Prophet Velen and Divine Shield (its own step, ``damage_cap``), before Health is reduced; what
it took (1) is the damage dealt (Lifesteal heals 1).
"""
from dealt.facts.templates import DamageEvent, Effect, Slot
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule
from dealt.kb.ruling import test


@Rule(AS.event << DamageEvent(step="damage_cap", cursor=MATCH.cursor, prevented=False, target=MATCH.target,
                              amount=MATCH.before),
      Slot(step="damage_cap", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="takes_only_one_damage_at_a_time", host=MATCH.target),
      test(lambda before: before > 1, fails="the damage to {target} was {before}, not more than 1"))
def damage_above_one_at_a_time_becomes_one(self, event, cursor, before):
    """{card}: {target} can only take 1 damage at a time, so the {before} damage to it becomes 1.

    Source: Moonfang, 'Can only take 1 damage at a time.' (HEAVILY_ARMORED: Fireplace, YOP_035); as Animated
    Armor's same words for a hero, Hearthstone wiki, Damage Events: 'reducing the proposed damage of the Damage
    Event to 1'.
    """
    self.modify(event, amount=1, cursor=cursor + 1)
