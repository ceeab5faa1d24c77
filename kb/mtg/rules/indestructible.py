"""702.12b: a permanent with indestructible is not destroyed by lethal damage or by damage from a deathtouch source.

It meets 704.5g's or 704.5h's condition and stays on the battlefield with its damage marked (120.6: until
cleanup); the deathtouch damage it was dealt no longer counts once state-based actions have been checked.
704.5f (toughness 0 or less) is no destruction and still puts it into the graveyard.
"""
from dealt.facts.mtg import MtgEvent, Permanent, Survived
from dealt.facts.templates import Keyword
from dealt.kb.mtg.rules._common import AS, MATCH, NOT, Rule, TEST
from dealt.kb.mtg.rules.sba import CHECKS


@Rule(MtgEvent(id=MATCH.event_id, stage="sba", turn=CHECKS["704.5g"]),
      Permanent(id=MATCH.id, creature=True, toughness=MATCH.toughness, minus=MATCH.minus, damage=MATCH.damage,
                destroyed=False),
      TEST(lambda toughness, minus, damage: 0 < toughness - minus <= damage),
      Keyword(entity=MATCH.id, name="indestructible"),
      NOT(Survived(event=MATCH.event_id, id=MATCH.id, letter="704.5g")))
def an_indestructible_creature_with_lethal_damage_is_not_destroyed(self, event_id, id, toughness, minus):
    """{id} has toughness {now} and {damage} damage marked, lethal damage, but it has indestructible: it is not destroyed and the damage stays marked.

    Source: Magic Comprehensive Rules 702.12b: 'A permanent with indestructible can't be destroyed. Such permanents aren't destroyed by lethal damage, and they ignore the state-based action that checks for lethal damage (see rule 704.5g).'
    """
    self.explain(now=toughness - minus)
    self.declare(Survived(event=event_id, id=id, letter="704.5g"))


@Rule(MtgEvent(id=MATCH.event_id, stage="sba", turn=CHECKS["704.5h"]),
      AS.permanent << Permanent(id=MATCH.id, creature=True, deathtouched=True, destroyed=False),
      Keyword(entity=MATCH.id, name="indestructible"))
def an_indestructible_creature_dealt_deathtouch_damage_is_not_destroyed(self, permanent, event_id, id):
    """{id} was dealt damage by a source with deathtouch, but it has indestructible: it is not destroyed.

    Source: Magic Comprehensive Rules 702.12b ('A permanent with indestructible can't be destroyed'); 702.2b (deathtouch destroys as a state-based action, 704.5h: 'that creature is destroyed').
    """
    self.modify(permanent, deathtouched=False)
    self.declare(Survived(event=event_id, id=id, letter="704.5h"))
