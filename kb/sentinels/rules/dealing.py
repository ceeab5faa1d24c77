"""Step 3: damage is dealt only if it is at least 1; then the target's HP is reduced by it.

Source: Sentinels rules text, 'Determine if damaged is dealt and reduce hp': 'If after all of the modifiers the
total damage is at least one, then damage was dealt and you might reduce hp. A good rule for SotM is that
"damage dealt = reduce hp".' A target at 0 or fewer HP is destroyed (a hero is incapacitated): Sentinels
glossary (forum.greaterthangames.com, 'Glossary'): 'current HP: the HP of a target, relative to how much damage
that target has taken'.
"""
from dealt.facts.templates import DamageEvent, Entity
from dealt.kb.sentinels.rules._common import AS, MATCH, P, Rule


@Rule(AS.event << DamageEvent(step="dealt_check", amount=MATCH.before & P(lambda amount: amount < 1)))
def damage_below_one_is_not_dealt(self, event, before):
    """After every modifier the damage is {before}, less than 1: no damage is dealt, so no HP is reduced and nothing based on damage being dealt happens.

    Source: Sentinels rules text: 'If after all of the modifiers the total damage is at least one, then damage
    was dealt ... If no hp is reduced, either because of modifiers that brought the damage below 0 ... then no
    damage is dealt.' 'If no damage is being dealt, then this step is skipped.'
    """
    self.modify(event, prevented=True, step="resolved", stage="done", cursor=0)


@Rule(AS.event << DamageEvent(step="hp", applied=False, target=MATCH.target, amount=MATCH.before),
      AS.target_fact << Entity(id=MATCH.target, health=MATCH.hp, kind=MATCH.kind))
def damage_dealt_reduces_hp(self, event, target_fact, before, hp, kind):
    """{target} is dealt {before} damage: HP {hp} -> {hp_after}{fate}.

    Source: Sentinels rules text: 'If after all of the modifiers the total damage is at least one, then damage
    was dealt and you might reduce hp. A good rule for SotM is that "damage dealt = reduce hp".'
    """
    after = hp - before
    fate = "" if after > 0 else (", incapacitated" if kind == "hero" else ", destroyed")
    self.explain(hp_after=after, fate=fate)
    self.modify(target_fact, health=after, damage=target_fact["damage"] + before, destroyed=after <= 0)
    self.modify(event, applied=True, dealt=before, lost=before)
