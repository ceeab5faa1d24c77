"""Prevention (Immune, 0 damage) and Divine Shield.

Source: Hearthstone wiki, Damage Events: "Then, if the target is Immune or the Damage Event's
proposed damage is 0, the Damage Event is prevented and has no other consequences. ... If the
target has Divine Shield, the Divine Shield is removed and the Damage Event's proposed damage is
reduced to 0."
"""
from dealt.facts.templates import DamageEvent, Keyword
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, Rule, prevent


@Rule(AS.event << DamageEvent(step="prevention", prevented=False, target=MATCH.target, amount=MATCH.before),
      Keyword(entity=MATCH.target, name="immune"))
def immune_target_prevents_the_damage(self, event, before):
    """{target} is Immune, so the {before} damage from {source} is prevented and has no other consequences.

    Source: Hearthstone wiki, Damage Events: 'if the target is Immune ... the Damage Event is
    prevented and has no other consequences.'
    """
    prevent(self, event)


@Rule(AS.event << DamageEvent(step="prevention", prevented=False, target=MATCH.target, amount=0),
      NOT(Keyword(entity=MATCH.target, name="immune")))
def zero_damage_is_prevented(self, event):
    """{source} proposes 0 damage to {target}, so the Damage Event is prevented.

    Source: Hearthstone wiki, Damage Events: 'if ... the Damage Event's proposed damage is 0,
    the Damage Event is prevented and has no other consequences.'
    """
    prevent(self, event)


@Rule(AS.event << DamageEvent(step="divine_shield", target=MATCH.target, amount=MATCH.before),
      AS.shield << Keyword(entity=MATCH.target, name="divine_shield"))
def divine_shield_is_removed_and_absorbs_the_damage(self, event, shield, before):
    """{target}'s Divine Shield is removed and the damage becomes 0: {before} -> {after}.

    Source: Hearthstone wiki, Damage Events: 'If the target has Divine Shield, the Divine Shield
    is removed and the Damage Event's proposed damage is reduced to 0.'
    """
    self.retract(shield)
    self.modify(event, amount=0)
