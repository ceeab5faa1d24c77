"""'When I take damage' abilities: they trigger only if the unit was dealt damage.

Source: Riftbound guide, Modifying and Splitting Damage: 'If all damage is prevented, the unit was not
dealt damage, so an ability requiring it to take damage does not trigger.' Core Rules 437.4. A fully
prevented Damage Event never reaches this step; each trigger takes a slot in play order.
"""
from dealt.facts.templates import DamageEvent, Effect, Note, Player, Slot
from dealt.kb.riftbound.rules._common import AS, MATCH, P, Rule

STEP = "takes_damage_triggers"


@Rule(AS.event << DamageEvent(step=STEP, cursor=MATCH.cursor, target=MATCH.target, dealt=P(lambda d: d > 0)),
      Slot(step=STEP, position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="draw_when_damaged", host=MATCH.target, controller=MATCH.controller,
             amount=MATCH.cards),
      AS.player << Player(name=MATCH.controller, cards_drawn=MATCH.drawn))
def unit_that_takes_damage_triggers_its_ability(self, event, cursor, player, drawn, cards):
    """{card} triggers because {target} took damage: {controller} draws {cards}.

    Source: Riftbound guide, Modifying and Splitting Damage: an ability 'requiring it to take damage'
    triggers only when damage was dealt; Core Rules 154.3.a: it is addressed after the spell has
    finished resolving.
    """
    self.modify(player, cards_drawn=drawn + cards)
    self.declare(Note(event=event["id"], kind="draw", entity=event["target"], amount=cards))
    self.modify(event, cursor=cursor + 1)
