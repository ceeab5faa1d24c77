"""Damage that answers damage taken: "deal that much" (Eye for an Eye, Wrathguard).

Source: Hearthstone wiki, Creating a Damage Event: "some damaging effects' proposed damage varies
depending on the damage dealt by a source (Eye for an Eye, Wrathguard, Bolf Ramshield) ... and can
happen to be zero". Both are character damage triggers: they act only if the Damage Event changed
Health+Armor, in play order, and "that much" is the damage the event dealt (as the game counts
it: Commanding Shout's floor does not lower it). The Damage Event they create waits in the
TriggerQueue until the event that triggered it has resolved (:mod:`.triggered`).
"""
from dealt.facts.templates import DamageEvent, Effect, Entity, Slot
from dealt.kb.hearthstone.rules._common import AS, MATCH, P, Rule
from dealt.kb.hearthstone.rules._flow import enemy_hero_of, new_pending_event
from dealt.kb.hearthstone.rules.secrets import secret_can_trigger

STEP = "character_damage_triggers"


def _event():
    return AS.event << DamageEvent(step=STEP, cursor=MATCH.cursor, target=MATCH.target, dealt=MATCH.dealt,
                                   lost=P(lambda lost: lost > 0))


@Rule(_event(),
      Slot(step=STEP, position=MATCH.cursor, effect=MATCH.effect),
      AS.secret << Effect(id=MATCH.effect, mechanic="hero_damage_echoes_to_enemy_hero", host=MATCH.host,
                          controller=MATCH.controller, card=MATCH.card),
      Entity(id=MATCH.target, kind="hero", controller=MATCH.controller),
      AS.card_in_play << Entity(id=MATCH.host, destroyed=False),
      secret_can_trigger())
def hero_damage_is_echoed_to_the_enemy_hero(self, event, cursor, card_in_play, card, controller,
                                                     dealt):
    """{card} triggers because {target} took {dealt} damage: it deals that much to {enemy} ({new_event}) and is used up.

    Source: Eye for an Eye, 'Secret: When your hero takes damage, deal that much damage to the enemy
    hero.'; Hearthstone wiki, Damage Events: its proposed damage varies 'depending on the damage dealt
    by a source'. The source is the Secret, a spell: Spell Damage and Prophet Velen apply. A Secret,
    it triggers only on its controller's opponent's turn (:mod:`.secrets`). Hearthstone wiki, Damage Events, Resolving a Damage Event: 'If the Damage Event was prevented or if it did not change the character's current Health+Armor total (including due to Divine Shield and Commanding Shout), it will not run any triggers.'
    """
    enemy = enemy_hero_of(self, controller)
    self.modify(card_in_play, destroyed=True)
    created = "no enemy hero"
    if enemy is not None:
        created = new_pending_event(self, source=card, source_card=card, source_kind="spell",
                                    controller=controller, target=enemy["id"], proposed=dealt,
                                    amount=dealt)["id"]
    self.explain(enemy=enemy["id"] if enemy else "nobody", new_event=created)
    self.modify(event, cursor=cursor + 1)


@Rule(_event(),
      Slot(step=STEP, position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="pass_damage_taken_to_own_hero", host=MATCH.target,
             controller=MATCH.controller),
      AS.minion << Entity(id=MATCH.target, card=MATCH.minion_card),
      Entity(kind="hero", controller=MATCH.controller, id=MATCH.hero))
def damage_taken_is_passed_to_its_own_hero(self, event, cursor, minion, minion_card, controller,
                                                    hero, dealt):
    """{card} took {dealt} damage, so it also deals that much to its own hero {hero} ({new_event}); {target} is the source.

    Source: Wrathguard, 'Whenever this minion takes damage, also deal that amount to your hero.';
    Hearthstone wiki, Damage Events: its proposed damage varies 'depending on the damage dealt by a
    source'.
    """
    created = new_pending_event(self, source=minion["id"], source_card=minion_card, source_kind="minion",
                                controller=controller, target=hero, proposed=dealt, amount=dealt)
    self.explain(new_event=created["id"])
    self.modify(event, cursor=cursor + 1)
