"""Hero predamage triggers: Animated Armor, Bolf Ramshield, Ice Block, Bulwark of Azzinoth.

Source: Hearthstone wiki, Damage Events: "If the target of the Damage Event is a hero, predamage
triggers queue and resolve: Animated Armor has an early priority and always triggers first, and
then Bolf Ramshield and Ice Block trigger in order of play." Their slots carry that order
(priority, then play order); each trigger reads the damage as reported, which a Cursed Blade
doubles (see :mod:`.hero_damage_doubling`). Bulwark of Azzinoth ('Whenever your hero would take damage, this loses 1
Durability instead.') is one of them, in order of play with Bolf and Ice Block: like Bolf it prevents the event, and the
weapon loses 1 Durability instead (Hearthstone wiki, Weapon: 'When a weapon's Durability is reduced to zero, the weapon
is destroyed', with the deaths).
"""
from dealt.facts.templates import DamageEvent, Effect, Entity, Keyword, NextStep, Slot
from dealt.kb.hearthstone.rules._common import AS, L, MATCH, P, TEST, Rule, new_event, prevent
from dealt.kb.hearthstone.rules.secrets import secret_can_trigger
from dealt.kb.ruling import test


def reported(before, factor):
    return before * factor


def what_read(before, factor):
    """What a predamage trigger read, in words (a Cursed Blade doubles what it reads)."""
    return f"the damage read {before}" if factor == 1 else f"the damage ({before}) read as {reported(before, factor)}"


@Rule(AS.event << DamageEvent(step="predamage", cursor=0, target=MATCH.target),
      Entity(id=MATCH.target, kind=L("minion")),
      NextStep(step="predamage", next=MATCH.next))
def only_heroes_have_predamage_triggers(self, event, next):
    """{target} is a minion, not a hero, so no hero predamage trigger queues for it.

    Source: Hearthstone wiki, Damage Events: 'If the target of the Damage Event is a hero,
    predamage triggers queue and resolve'.
    """
    self.modify(event, step=next, cursor=0)


@Rule(AS.event << DamageEvent(step="predamage", cursor=MATCH.cursor, prevented=False, target=MATCH.target,
                              amount=MATCH.before, reported_factor=MATCH.factor),
      Slot(step="predamage", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="reduce_hero_damage_to_one", controller=MATCH.controller),
      Entity(id=MATCH.target, kind="hero", controller=MATCH.controller),
      test(lambda before, factor: reported(before, factor) > 1, fails="{what_read}, not more than 1",
           what_read=what_read))
def hero_damage_above_one_is_reduced_to_one(self, event, cursor, before, factor):
    """{card} triggers first: the damage to {target} reads {reported}, more than 1, so it becomes {after}.

    Source: Hearthstone wiki, Damage Events: 'Animated Armor triggers if the Damage Event has a
    proposed damage greater than 1, reducing the proposed damage of the Damage Event to 1.'
    With a Cursed Blade, 1 damage reads as 2, so it triggers for no effect.
    """
    self.explain(reported=reported(before, factor))
    self.modify(event, amount=min(before, 1), cursor=cursor + 1)


@Rule(AS.event << DamageEvent(step="predamage", cursor=MATCH.cursor, prevented=False, target=MATCH.target,
                              amount=MATCH.before),
      Slot(step="predamage", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="intercept_hero_damage", controller=MATCH.controller, host=MATCH.bolf),
      Entity(id=MATCH.target, kind="hero", controller=MATCH.controller),
      Entity(id=MATCH.bolf, destroyed=False))
def interceptor_takes_the_hero_damage_instead(self, event, cursor, before, bolf):
    """{card} prevents the {before} damage to {target} and takes it instead, from the same source.

    Source: Hearthstone wiki, Damage Events: 'Bolf Ramshield prevents the Damage Event, then creates
    a new Damage Event whose source and proposed damage are the same as the original Damage Event's
    but whose target is Bolf Ramshield'; 'only the first one to enter play will trigger' (the first
    Bolf's slot comes first, and the event is then prevented). The new event starts at the
    prevention step: its proposed damage already includes the original's bonuses.
    """
    prevent(self, event)
    new_event(self, source=event["source"], source_card=event["source_card"],
              source_kind=event["source_kind"], controller=event["controller"], target=bolf,
              proposed=before, amount=before, step="prevention", parent=event["id"],
              spell_damage_applies=event["spell_damage_applies"])


@Rule(AS.event << DamageEvent(step="predamage", cursor=MATCH.cursor, prevented=False, target=MATCH.target,
                              amount=MATCH.before, reported_factor=MATCH.factor),
      Slot(step="predamage", position=MATCH.cursor, effect=MATCH.effect),
      AS.secret << Effect(id=MATCH.effect, mechanic="prevent_fatal_hero_damage", controller=MATCH.controller,
                          host=MATCH.host),
      Entity(id=MATCH.target, kind="hero", controller=MATCH.controller, health=MATCH.health),
      AS.card_in_play << Entity(id=MATCH.host, destroyed=False),
      secret_can_trigger(),
      test(lambda before, factor, health: reported(before, factor) >= health,
           fails="{what_read}, less than {target}'s {health} Health", what_read=what_read))
def fatal_hero_damage_is_prevented_and_the_hero_becomes_immune(self, event, secret, card_in_play, target, before, factor, health):
    """{card} triggers: the damage to {target} reads {reported}, at least its {health} Health, so it is prevented and {target} becomes Immune this turn.

    Source: Hearthstone wiki, Damage Events: 'Ice Block triggers if the Damage Event's proposed
    damage is greater than or equal to its hero's current Health, preventing the Damage Event and
    creating an Enchantment attached to the hero which says "Become Immune until the turn ends".'

    A Secret, it triggers only on its controller's opponent's turn (:mod:`.secrets`); the Immune ends with the
    turn (:mod:`.turn_ends`).
    """
    self.explain(reported=reported(before, factor))
    prevent(self, event)
    self.declare(Keyword(entity=target, name="immune", granted_by=secret["card"], this_turn=True))
    self.modify(card_in_play, destroyed=True)


@Rule(AS.event << DamageEvent(step="predamage", cursor=MATCH.cursor, prevented=False, target=MATCH.target,
                              amount=MATCH.before),
      Slot(step="predamage", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="weapon_loses_durability_instead_of_hero_damage", controller=MATCH.controller,
             host=MATCH.weapon),
      Entity(id=MATCH.target, kind="hero", controller=MATCH.controller),
      AS.armament << Entity(id=MATCH.weapon, destroyed=False, doomed=False, durability=MATCH.durability & P(lambda d: d > 0)))
def weapon_loses_durability_instead_of_its_hero_taking_damage(self, event, armament, weapon, durability):
    """{card} ({weapon}): {target} would take {before} damage, so {weapon} loses 1 Durability instead ({durability} -> {left}{fate}) and the damage is prevented.

    Source: Bulwark of Azzinoth, 'Whenever your hero would take damage, this loses 1 Durability instead.'; Hearthstone
    wiki, Damage Events: hero predamage triggers 'trigger in order of play' (Bolf Ramshield 'prevents the Damage
    Event'); Weapon: 'When a weapon's Durability is reduced to zero, the weapon is destroyed'.
    """
    left = durability - 1
    self.explain(left=left, fate=", so it is destroyed with the deaths" if left <= 0 else "")
    prevent(self, event)
    self.modify(armament, durability=left, doomed=left <= 0)
