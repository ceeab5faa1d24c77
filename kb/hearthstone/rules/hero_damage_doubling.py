"""Cursed Blade: "Double all damage dealt to your hero."

Source: Hearthstone wiki, Damage Events: "whenever a predamage trigger queries how much is the
proposed damage of a Damage Event that targets a hero, any Cursed Blade equipped by that hero
will double the reported damage" and, after the predamage triggers, "Cursed Blade then doubles
the proposed damage of Damage Events targeting your hero."
"""
from dealt.facts.templates import DamageEvent, Effect, Entity, Slot
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule


@Rule(AS.event << DamageEvent(step="predamage", cursor=MATCH.cursor, prevented=False, target=MATCH.target,
                              reported_factor=MATCH.factor),
      Slot(step="predamage", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="double_hero_damage", host=MATCH.weapon),
      Entity(id=MATCH.weapon, attached_to=MATCH.target, destroyed=False))
def predamage_triggers_read_the_hero_damage_doubled(self, event, cursor, factor):
    """{card} is equipped by {target}: its predamage triggers read the damage doubled.

    Source: Hearthstone wiki, Damage Events: 'whenever a predamage trigger queries how much is the
    proposed damage of a Damage Event that targets a hero, any Cursed Blade equipped by that hero
    will double the reported damage.'
    """
    self.modify(event, reported_factor=factor * 2, cursor=cursor + 1)


@Rule(AS.event << DamageEvent(step="hero_damage_doubling", cursor=MATCH.cursor, prevented=False,
                              target=MATCH.target, amount=MATCH.before),
      Slot(step="hero_damage_doubling", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="double_hero_damage", host=MATCH.weapon),
      Entity(id=MATCH.weapon, attached_to=MATCH.target, destroyed=False))
def equipped_weapon_doubles_damage_to_its_hero(self, event, cursor, before):
    """{card} doubles the damage to {target}: {before} -> {after}.

    Source: Hearthstone wiki, Damage Events: 'Cursed Blade then doubles the proposed damage of
    Damage Events targeting your hero.'
    """
    self.modify(event, amount=before * 2, cursor=cursor + 1)
