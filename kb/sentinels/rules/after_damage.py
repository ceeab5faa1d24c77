"""Effects after damage is dealt: the target first takes the damage, then the effect applies.

Source: Sentinels rules text, 'Apply effects based on damage being dealt': 'Effects that apply after taking
damage ... When this type of effect applies, the target first takes the damage, then applies the effect. A
common example of this type of effect, is a retaliation attack.' 'Isothermic Transducer: When Absolute Zero is
dealt Fire Damage, Absolute Zero deals 1 Target that much Cold Damage. With Isothermic Transducer, Absolute Zero
needs to actually take damage, have his hp reduced, to apply the damage to the other target.' 'That much' is
the damage actually dealt. The target is the player's choice (``choices.targets``), by default the source of
the damage.
The host must still be in play: an incapacitated hero's cards are removed from the game (see
:mod:`dealt.kb.sentinels.rules.out_of_play`).
"""
from dealt.facts.templates import Choice, DamageEvent, Effect, Entity, Slot
from dealt.kb.sentinels.rules._common import AS, MATCH, NOT, P, Rule, new_event


def host_deals(engine, event, cursor, host, victim, dealt, new_type):
    source = engine.find_all(Entity, record=False, id=host)[0]
    new_event(engine, source=host, source_card=source["card"], source_kind=source["kind"],
              controller=source["controller"], target=victim, proposed=dealt, amount=dealt, damage_type=new_type,
              parent=event["id"])
    engine.modify(event, cursor=cursor + 1)


@Rule(AS.event << DamageEvent(step="after", cursor=MATCH.cursor, target=MATCH.host, prevented=False,
                              damage_type=MATCH.damage_type, dealt=MATCH.dealt & P(lambda dealt: dealt >= 1)),
      Slot(step="after", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="retaliate_when_dealt_damage", host=MATCH.host,
             damage_type=MATCH.damage_type, new_type=MATCH.new_type),
      Entity(id=MATCH.host, destroyed=False),
      Choice(kind="targets", key=MATCH.effect, value=MATCH.victim))
def retaliation_deals_the_amount_actually_dealt_to_the_chosen_target(self, event, cursor, host, victim, dealt,
                                                                    new_type):
    """{card}: {host} was dealt {dealt} {damage_type} damage, so {host} deals {victim} (the target chosen) that much, {dealt} {new_type} damage.

    Source: Sentinels rules text: 'Isothermic Transducer: When Absolute Zero is dealt Fire Damage, Absolute Zero
    deals 1 Target that much Cold Damage. With Isothermic Transducer, Absolute Zero needs to actually take
    damage, have his hp reduced, to apply the damage to the other target.'
    """
    host_deals(self, event, cursor, host, victim, dealt, new_type)


@Rule(AS.event << DamageEvent(step="after", cursor=MATCH.cursor, target=MATCH.host, prevented=False,
                              source=MATCH.victim, damage_type=MATCH.damage_type,
                              dealt=MATCH.dealt & P(lambda dealt: dealt >= 1)),
      Slot(step="after", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="retaliate_when_dealt_damage", host=MATCH.host,
             damage_type=MATCH.damage_type, new_type=MATCH.new_type),
      Entity(id=MATCH.host, destroyed=False),
      NOT(Choice(kind="targets", key=MATCH.effect)))
def retaliation_deals_the_amount_actually_dealt_back_to_the_source(self, event, cursor, host, victim, dealt,
                                                                  new_type):
    """{card}: {host} was dealt {dealt} {damage_type} damage, so {host} deals that much, {dealt} {new_type} damage, to {victim} (the source: no other target was chosen).

    Source: Sentinels rules text: 'Isothermic Transducer: When Absolute Zero is dealt Fire Damage, Absolute Zero
    deals 1 Target that much Cold Damage.' ... 'A common example of this type of effect, is a retaliation
    attack.'
    """
    host_deals(self, event, cursor, host, victim, dealt, new_type)
