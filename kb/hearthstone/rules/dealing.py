"""Reducing Health and Armor, and Health floors (Commanding Shout).

Source: Hearthstone wiki, Damage Events: "Finally, the character's current Health+Armor is reduced
by the Damage Event's proposed damage: damage is deducted from Armor first, and any damage beyond
the character's current Armor is then deducted from their Health. If the target is affected by
Commanding Shout, its current Health is prevented from dropping below 1; however, Commanding Shout
does not modify how much damage was considered to be dealt."
"""
from dealt.facts.templates import DamageEvent, Effect, Entity, HealthFloor, NextStep
from dealt.inference.salience import DERIVE
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, TEST, Rule, in_scope


@Rule(Effect(mechanic="health_floor", card=MATCH.card, controller=MATCH.controller, host=MATCH.host,
             minimum=MATCH.minimum, scope=MATCH.scope),
      Entity(id=MATCH.target, kind=MATCH.target_kind, controller=MATCH.target_controller),
      TEST(in_scope),
      salience=DERIVE)
def health_floor_covers_the_characters_in_its_scope(self, target, minimum, card):
    """{card}: {target}'s Health can't be reduced below {minimum} this turn.

    Source: Commanding Shout, 'Your minions can't be reduced below 1 Health this turn.'
    """
    self.declare(HealthFloor(entity=target, minimum=minimum, card=card))


def describe_change(armor, armor_after, health, health_after):
    """'Armor 5 -> 0, Health 30 -> 21', leaving out what did not change."""
    parts = [f"Armor {armor} -> {armor_after}"] if armor != armor_after else []
    parts.append(f"Health {health} -> {health_after}" if health != health_after else f"Health stays {health}")
    return ", ".join(parts)


def armor_then_health(armor, health, amount):
    """(armor after, health after): damage comes off Armor first, the rest off Health."""
    from_armor = min(armor, amount)
    return armor - from_armor, health - (amount - from_armor)


@Rule(AS.event << DamageEvent(step="deal", applied=False, target=MATCH.target, amount=MATCH.before),
      AS.character << Entity(id=MATCH.target, armor=MATCH.armor, health=MATCH.health),
      NOT(HealthFloor(entity=MATCH.target)),
      NextStep(step="deal", next=MATCH.next, stage=MATCH.stage))
def damage_reduces_armor_then_health(self, event, character, before, armor, health, next, stage):
    """{target} takes {before}: {change}.

    Source: Hearthstone wiki, Damage Events: 'damage is deducted from Armor first, and any damage
    beyond the character's current Armor is then deducted from their Health.'

    No mechanic acts at the deal step (``effects=False`` in ``kb/hearthstone/steps.py``), so the
    event moves on to the next step at once.
    """
    armor_after, health_after = armor_then_health(armor, health, before)
    if (armor_after, health_after) != (armor, health):
        self.modify(character, armor=armor_after, health=health_after, damage=character["damage"] + before)
    self.explain(change=describe_change(armor, armor_after, health, health_after))
    self.modify(event, applied=True, dealt=before, lost=(armor - armor_after) + (health - health_after),
                step=next, stage=stage, cursor=0)


@Rule(AS.event << DamageEvent(step="deal", applied=False, target=MATCH.target, amount=MATCH.before),
      AS.character << Entity(id=MATCH.target, armor=MATCH.armor, health=MATCH.health),
      HealthFloor(entity=MATCH.target, minimum=MATCH.minimum, card=MATCH.card),
      NextStep(step="deal", next=MATCH.next, stage=MATCH.stage))
def health_floor_stops_health_but_not_the_damage(self, event, character, before, armor, health, minimum,
                                                 next, stage):
    """{card} keeps {target}'s Health at {minimum} or more: it takes {before}, counted in full ({change}).

    Source: Hearthstone wiki, Damage Events: 'If the target is affected by Commanding Shout, its
    current Health is prevented from dropping below 1; however, Commanding Shout does not modify
    how much damage was considered to be dealt (for example when queried by Imp-losion).'

    The event then moves on to the next step, as above.
    """
    armor_after, health_after = armor_then_health(armor, health, before)
    health_after = max(health_after, min(minimum, health))
    if (armor_after, health_after) != (armor, health):
        self.modify(character, armor=armor_after, health=health_after, damage=character["damage"] + before)
    self.explain(change=describe_change(armor, armor_after, health, health_after))
    self.modify(event, applied=True, dealt=before, lost=(armor - armor_after) + (health - health_after),
                step=next, stage=stage, cursor=0)
