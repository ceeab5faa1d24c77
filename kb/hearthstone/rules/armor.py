"""Gaining Armor: its controller's hero gains the Armor its text says (Armor Up!, Shapeshift).

Source: Hearthstone wiki, Armor (https://hearthstone.wiki.gg/wiki/Armor): "Armor is a form of secondary
Health available only to heroes, gained through certain cards and Hero Powers. Damage taken will always
be deducted from Armor before Health"; "Armor is persistent, and will last until removed through damage."
"""
from dealt.facts.templates import Entity
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule
from dealt.kb.hearthstone.rules._flow import its_turn


@Rule(*its_turn("gain_armor", amount=MATCH.amount),
      AS.hero << Entity(kind="hero", controller=MATCH.controller, destroyed=False))
def hero_gains_the_armor_in_its_text(self, ability, card, hero, amount):
    """{card}: {hero_id} gains {amount} Armor: Armor {armor} -> {armor_after}.

    Source: Hearthstone wiki, Armor: 'Armor is a form of secondary Health available only to heroes,
    gained through certain cards and Hero Powers'; Armor Up!, 'Gain 2 Armor.'; it is persistent and
    'will last until removed through damage' (Damage Events: 'damage is deducted from Armor first').
    """
    self.explain(hero_id=hero["id"], armor=hero["armor"], armor_after=hero["armor"] + amount)
    self.modify(hero, armor=hero["armor"] + amount)
    self.modify(ability, done=True)
