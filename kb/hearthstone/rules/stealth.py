"""A minion that deals damage loses Stealth.

Source: Hearthstone wiki, Resolving a Damage Event: "Finally, if the source of the Damage Event is a
minion, it loses Stealth (even if the Damage Event's proposed damage is 0, but not if the Damage
Event was prevented)." A prevented event goes to ``resolved`` (in its turn) and never reaches this step.
"""
from dealt.facts.templates import DamageEvent, Entity, Keyword
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule


@Rule(DamageEvent(step="stealth", prevented=False, source=MATCH.source),
      Entity(id=MATCH.source, kind="minion"),
      AS.stealth << Keyword(entity=MATCH.source, name="stealth"))
def minion_source_loses_stealth(self, stealth):
    """{source} dealt damage, so it loses Stealth.

    Source: Hearthstone wiki, Resolving a Damage Event: 'if the source of the Damage Event is a
    minion, it loses Stealth (even if the Damage Event's proposed damage is 0, but not if the
    Damage Event was prevented).'
    """
    self.retract(stealth)
