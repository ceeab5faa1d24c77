"""Destroying characters at 0 Health once the damage has resolved.

Source: Hearthstone wiki, "Advanced rulebook" > "Sequences, Phases, Queues, Resolution": "When the
outermost Phase resolves, Hearthstone will run several Steps, including processing Deaths and
updating Auras." A character at 0 or less Health is destroyed then, not in the middle of a Damage
Event; here, once every Damage Event of the action has resolved.
"""
from dealt.facts.templates import DamageEvent, Entity, Hit
from dealt.inference.salience import ADVANCE
from dealt.kb.hearthstone.rules._common import AS, L, MATCH, NOT, P, Rule


@Rule(AS.character << Entity(id=MATCH.entity, kind=L("hero") | L("minion"), destroyed=False,
                             health=MATCH.health & P(lambda h: h <= 0)),
      NOT(DamageEvent(stage=~L("done"))),
      NOT(Hit()),
      salience=ADVANCE)
def character_at_zero_health_is_destroyed(self, character):
    """{entity} has {health} Health after the damage resolved, so it is destroyed.

    Source: Hearthstone wiki, Advanced rulebook: 'When the outermost Phase resolves, Hearthstone
    will run several Steps, including processing Deaths'.
    """
    self.modify(character, destroyed=True)
