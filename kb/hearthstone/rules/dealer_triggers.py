"""What a minion's damage does because of the minion that dealt it: Poisonous, Water Elemental, Mistress of Pain.

Source: Hearthstone wiki, Damage Events, on Betrayal: "the source of the Damage Event is the minion,
not the spell: thus bonuses from Spell Damage and Prophet Velen do not apply, while minion abilities
like poison, Water Elemental or Mistress of Pain do apply". They act after the damage, and only if
the event changed the target's Health+Armor ("If the Damage Event was prevented or if it did not
change the character's current Health+Armor total (including due to Divine Shield and Commanding
Shout), it will not run any triggers"): Divine Shield stops all three.

Poisonous is a keyword of the source, read at its own step right after the damage; the damaged
minion is doomed and destroyed with the deaths (:mod:`.destroy`), so its own damage triggers still
run. Water Elemental and Mistress of Pain are character damage triggers, in play order.
"""
from dealt.facts.templates import DamageEvent, Effect, Entity, Keyword, Slot
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, P, Rule
from dealt.kb.ruling import holds
from dealt.kb.hearthstone.rules._flow import new_healing

STEP = "character_damage_triggers"


@Rule(DamageEvent(step="poisonous", source=MATCH.source, target=MATCH.target, lost=P(lambda lost: lost > 0)),
      Keyword(entity=MATCH.source, name="poisonous"),
      NOT(Keyword(entity=MATCH.source, name="silenced")),
      AS.minion << Entity(id=MATCH.target, kind="minion", doomed=False, destroyed=False))
def poisonous_source_destroys_the_minion_it_damaged(self, minion):
    """{source} is Poisonous and damaged {target}, so {target} will be destroyed.

    Source: Poisonous, 'Destroy any minion damaged by this.'; Hearthstone wiki, Damage Events, on
    Betrayal: 'minion abilities like poison ... do apply'. Hearthstone wiki, Damage Events, Resolving a Damage Event: 'If the Damage Event was prevented or if it did not change the character's current Health+Armor total (including due to Divine Shield and Commanding Shout), it will not run any triggers.'
    """
    self.modify(minion, doomed=True)


@Rule(AS.event << DamageEvent(step=STEP, cursor=MATCH.cursor, source=MATCH.host, target=MATCH.target,
                              lost=P(lambda lost: lost > 0)),
      Slot(step=STEP, position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="freeze_what_it_damages", host=MATCH.host, card=MATCH.card),
      NOT(Keyword(entity=MATCH.target, name="frozen")))
def character_damaged_by_this_is_frozen(self, event, cursor, card, target):
    """{card} ({host}) damaged {target}, so {target} is Frozen.

    Source: Water Elemental, 'Freeze any character damaged by this minion.'; Hearthstone wiki, Damage
    Events, on Betrayal: 'minion abilities like ... Water Elemental ... do apply'. Hearthstone wiki, Damage Events, Resolving a Damage Event: 'If the Damage Event was prevented or if it did not change the character's current Health+Armor total (including due to Divine Shield and Commanding Shout), it will not run any triggers.'
    """
    self.declare(Keyword(entity=target, name="frozen", granted_by=card))
    self.modify(event, cursor=cursor + 1)


@Rule(AS.event << DamageEvent(step=STEP, cursor=MATCH.cursor, source=MATCH.host, dealt=MATCH.dealt,
                              lost=P(lambda lost: lost > 0)),
      Slot(step=STEP, position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="heal_hero_when_this_deals_damage", host=MATCH.host,
             controller=MATCH.controller, card=MATCH.card),
      Entity(kind="hero", controller=MATCH.controller, id=MATCH.hero,
             health=P(holds(lambda h: h > 0, fails="{subject} has {actual} Health: a hero at 0 Health or less is not healed"))))
def damage_dealt_restores_as_much_health_to_its_hero(self, event, cursor, host, card, controller, hero,
                                                         dealt):
    """{card} ({host}) dealt {dealt} damage, so it restores that much Health to {hero} ({healing}).

    Source: Mistress of Pain (now Queen of Pain), 'Whenever this minion deals damage, restore that much
    Health to your hero.'; Hearthstone wiki, Damage Events, on Betrayal: 'minion abilities like ...
    Mistress of Pain do apply'. A hero at 0 Health or less is not healed (this also ends Mistress of
    Pain's loop with Auchenai Soulpriest: the hero dies). Hearthstone wiki, Damage Events, Resolving a Damage Event: 'If the Damage Event was prevented or if it did not change the character's current Health+Armor total (including due to Divine Shield and Commanding Shout), it will not run any triggers.'
    """
    healing = new_healing(self, via="trigger", source=host, source_card=card, source_kind="minion",
                          controller=controller, target=hero, proposed=dealt)
    self.explain(healing=healing["id"])
    self.modify(event, cursor=cursor + 1)


@Rule(AS.event << DamageEvent(step=STEP, cursor=MATCH.cursor, source=MATCH.host, dealt=MATCH.dealt,
                              lost=P(lambda lost: lost > 0)),
      Slot(step=STEP, position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="gain_armor_when_this_deals_damage", host=MATCH.host,
             controller=MATCH.controller, card=MATCH.card),
      AS.hero << Entity(kind="hero", controller=MATCH.controller, destroyed=False))
def damage_dealt_gives_as_much_armor_to_its_hero(self, event, cursor, host, card, hero, dealt):
    """{card} ({host}) dealt {dealt} damage, so {hero_id} gains that much Armor: Armor {armor} -> {armor_after}.

    Source: Vicious Scraphound, 'Whenever this minion deals damage, gain that much Armor.'; Hearthstone wiki,
    Damage Events, on Betrayal: 'minion abilities like ... Mistress of Pain do apply' (the same trigger,
    restoring Health instead), a character damage trigger run only if the event changed the target's
    Health+Armor; Hearthstone wiki, Armor: 'Armor is a form of secondary Health available only to heroes'. Hearthstone wiki, Damage Events, Resolving a Damage Event: 'If the Damage Event was prevented or if it did not change the character's current Health+Armor total (including due to Divine Shield and Commanding Shout), it will not run any triggers.'
    """
    self.explain(hero_id=hero["id"], armor=hero["armor"], armor_after=hero["armor"] + dealt)
    self.modify(hero, armor=hero["armor"] + dealt)
    self.modify(event, cursor=cursor + 1)
