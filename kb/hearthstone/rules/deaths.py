"""Destroying characters at 0 Health once the damage has resolved.

Source: Hearthstone wiki, "Advanced rulebook" > Death Creation Step: characters with 0 or less
Health (and heroes at 0 Health) are marked for destruction in a Death Phase after the current
Phase (the spell or attack) has resolved, not in the middle of a Damage Event.
"""
from dealt.facts.templates import DamageEvent, Entity
from dealt.inference.salience import ADVANCE
from dealt.kb.hearthstone.rules._common import AS, L, MATCH, NOT, P, Rule


@Rule(AS.character << Entity(id=MATCH.entity, kind=L("hero") | L("minion"), destroyed=False,
                             health=MATCH.health & P(lambda h: h <= 0)),
      NOT(DamageEvent(step=~L("resolved"))),
      salience=ADVANCE)
def character_at_zero_health_is_destroyed(self, character):
    """{entity} has {health} Health after the damage resolved, so it is destroyed.

    Source: Hearthstone wiki, Advanced rulebook, Death Phase: characters at 0 or less Health are
    destroyed after the Phase that damaged them resolves.
    """
    self.modify(character, destroyed=True)
