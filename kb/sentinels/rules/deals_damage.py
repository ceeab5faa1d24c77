"""Triggers on dealing damage: 'Whenever X deals damage to a target, ...' - keyed on the damage's source.

Source: Sentinels rules text, 'Apply effects based on damage being dealt': 'Effects that apply after taking
damage. There are many effects in SotM that happen after a target is dealt damage. When this type of effect
applies, the target first takes the damage, then applies the effect.' 'If no damage is being dealt, then this step
is skipped.' So such a trigger acts only once HP was reduced (at least 1 dealt: 'damage dealt = reduce hp'), with
'that much' the damage actually dealt, like the Isothermic Transducer's retaliation (:mod:`.after_damage`), but
read on the source: its scope is by default damage dealt by its host (:mod:`dealt.kb.sentinels.scopes`; "to
villain targets", "fire damage" narrow it). Immune, reduced-to-0 or prevented damage was not dealt and does not
trigger it; an out-of-play host's card no longer acts (:mod:`.out_of_play`). A trigger's wording ("Whenever
Stuntman is dealt damage by a non-hero target, he may deal that target 1 projectile damage", No Time to Bleed as
updated in Handelabra & Christopher's Fireside Chats, https://forums.greaterthangames.com/t/clarifications-and-
decisions-from-handelabra-christophers-fireside-chats/12313/11) names the target it deals: that target, or one
the player chooses (``choices.targets``).
"""
from dealt.facts.templates import Choice, DamageEvent, Effect, Entity, Note, Slot
from dealt.kb.sentinels.rules._common import AS, MATCH, NOT, P, Rule
from dealt.kb.sentinels.rules.after_damage import host_deals
from dealt.kb.sentinels.rules.scoped import SCOPE, SCOPED, in_its_scope

DEALT = MATCH.dealt & P(lambda dealt: dealt >= 1)


def _deals(engine, event, cursor, host, victim, dealt, amount, new_type):
    host_deals(engine, event, cursor, host, victim, amount or dealt, new_type or event["damage_type"])


@Rule(AS.event << DamageEvent(step="after", cursor=MATCH.cursor, prevented=False, target=MATCH.target, dealt=DEALT,
                              **SCOPED),
      Slot(step="after", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="deal_damage_when_it_deals_damage", amount=MATCH.amount,
             new_type=MATCH.new_type, **SCOPE),
      *in_its_scope(),
      Entity(id=MATCH.host, destroyed=False),
      NOT(Choice(kind="targets", key=MATCH.effect)))
def dealing_damage_triggers_damage_to_that_target(self, event, cursor, host, target, dealt, amount, new_type):
    """{card}: {source} dealt {target} {dealt} {damage_type} damage, so {host} deals {target} {much} {dealt_type} damage.

    Source: Sentinels rules text: 'Effects that apply after taking damage ... the target first takes the damage,
    then applies the effect.' 'If no damage is being dealt, then this step is skipped.'
    """
    self.explain(much=amount or f"that much, {dealt}", dealt_type=new_type or event["damage_type"])
    _deals(self, event, cursor, host, target, dealt, amount, new_type)


@Rule(AS.event << DamageEvent(step="after", cursor=MATCH.cursor, prevented=False, target=MATCH.target, dealt=DEALT,
                              **SCOPED),
      Slot(step="after", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="deal_damage_when_it_deals_damage", amount=MATCH.amount,
             new_type=MATCH.new_type, **SCOPE),
      *in_its_scope(),
      Entity(id=MATCH.host, destroyed=False),
      Choice(kind="targets", key=MATCH.effect, value=MATCH.victim))
def dealing_damage_triggers_damage_to_the_chosen_target(self, event, cursor, host, victim, dealt, amount, new_type):
    """{card}: {source} dealt {target} {dealt} {damage_type} damage, so {host} deals {victim} (the target chosen) {much} {dealt_type} damage.

    Source: Sentinels rules text: 'Effects that apply after taking damage ... the target first takes the damage,
    then applies the effect.' 'If no damage is being dealt, then this step is skipped.'
    """
    self.explain(much=amount or f"that much, {dealt}", dealt_type=new_type or event["damage_type"])
    _deals(self, event, cursor, host, victim, dealt, amount, new_type)


@Rule(AS.event << DamageEvent(id=MATCH.event_id, step="after", cursor=MATCH.cursor, prevented=False,
                              target=MATCH.target, dealt=DEALT, **SCOPED),
      Slot(step="after", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="regain_hp_when_it_deals_damage", amount=MATCH.amount, **SCOPE),
      *in_its_scope(),
      AS.host_fact << Entity(id=MATCH.host, destroyed=False, health=MATCH.hp, max_health=MATCH.max_hp))
def dealing_damage_lets_its_host_regain_hp(self, event, event_id, cursor, host_fact, host, dealt, amount, hp, max_hp):
    """{card}: {source} dealt {target} {dealt} {damage_type} damage, so {host} regains {much} HP: HP {hp} -> {hp_after}.

    Source: Sentinels rules text: 'Effects that apply after taking damage ... the target first takes the damage,
    then applies the effect.' HP never goes above the target's maximum HP.
    """
    after = min(max_hp, hp + (amount or dealt))
    self.explain(much=amount or f"that much, {dealt}", hp_after=after)
    if after != hp:
        self.modify(host_fact, health=after)
    self.declare(Note(event=event_id, kind="regained_hp_after_dealing_damage", entity=host, amount=after - hp))
    self.modify(event, cursor=cursor + 1)
