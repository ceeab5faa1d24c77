"""Lifesteal: "Damage dealt also heals your hero." (the game's ``GLOBAL_KEYWORD_LIFESTEAL_TEXT``).

Source: Hearthstone wiki, Lifesteal (https://hearthstone.fandom.com/wiki/Lifesteal): "Lifesteal is an
ability which causes damage dealt by a card to also restore that much Health to the controlling
player's hero"; "Whenever a Lifesteal card or Hero Power deals damage, it will restore the exact same
amount of Health to its controlling hero too"; "If a Lifesteal card deals damage to a minion protected
by Divine Shield, it will deal 0 damage and thus also restore 0 Health"; "if combined with Auchenai
Soulpriest or Embrace the Shadow Lifesteal cards will instead deal damage to the controlling hero.
Because this damage is not counted as damage dealt by the Lifesteal card itself, however, the effect
will not trigger a second time"; "If a hero deals Lifesteal damage while also taking lethal damage, the
Lifesteal heal will save the hero if it would be enough to restore them to 1 health or more" (a
Lifesteal weapon's hero: the heal of its attack comes before the deaths, so a hero below 1 Health is
healed too). A weapon's Lifesteal is its hero's while it attacks: the hero is the source of the
attack's damage (the wiki's example: "a rogue ... equipped with a Kingsbane which has been granted
Lifesteal ... attacks Dr. Boom, the rogue will survive if Kingsbane has at least 3 attack").

The amount is the damage dealt as the game counts it (``dealt``: what Armor absorbed counts, Divine
Shield leaves 0). The heal is a Healing Event that waits for the event that caused it, as a trigger's
does (:mod:`._flow`), so Auchenai Soulpriest can turn it into damage. Prophet Velen does not double it
(Hearthstone wiki, Healing: "Prophet Velen will NOT double the healing recieved by minions with
Lifesteal"; Velen doubles the damage the card deals, which the heal then equals).
"""
from dealt.facts.templates import DamageEvent, Effect, Entity, HealingEvent, Keyword
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, P, Rule
from dealt.kb.hearthstone.rules._flow import new_healing

#: Queen of Pain's card file models the same text as its original trigger (Mistress of Pain, "Whenever this
#: minion deals damage, restore that much Health to your hero"): that trigger heals instead
ORIGINAL_TRIGGER = "heal_hero_when_this_deals_damage"


def _heal_hero(engine, event, hero, card):
    healing = new_healing(engine, via="trigger", source=event["source"], source_card=event["source_card"],
                          source_kind=event["source_kind"], controller=event["controller"], target=hero,
                          proposed=event["dealt"], cause="lifesteal", caused_by=event["id"])
    engine.explain(healing=healing["id"], hero=hero, event_id=event["id"], card=card, dealt=event["dealt"],
                   target=event["target"])


@Rule(AS.event << DamageEvent(step="lifesteal", source=MATCH.source, controller=MATCH.controller,
                              parent=MATCH.parent, dealt=P(lambda dealt: dealt > 0)),
      Keyword(entity=MATCH.source, name="lifesteal"),
      NOT(Keyword(entity=MATCH.source, name="silenced")),
      NOT(Effect(mechanic=ORIGINAL_TRIGGER, host=MATCH.source)),
      NOT(HealingEvent(id=MATCH.parent, cause="lifesteal")),
      Entity(kind="hero", controller=MATCH.controller, id=MATCH.hero))
def lifesteal_damage_restores_as_much_health_to_its_hero(self, event, hero, source):
    """{card} has Lifesteal: the {dealt} damage it dealt to {target} ({event_id}) also heals {hero} by as much ({healing}).

    Source: Lifesteal, 'Damage dealt also heals your hero.'; Hearthstone wiki, Lifesteal: 'Whenever a
    Lifesteal card or Hero Power deals damage, it will restore the exact same amount of Health to its
    controlling hero too.'
    """
    _heal_hero(self, event, hero, event["source_card"] or source)


@Rule(AS.event << DamageEvent(step="lifesteal", source=MATCH.hero, source_kind="hero", controller=MATCH.controller,
                              parent=MATCH.parent, dealt=P(lambda dealt: dealt > 0)),
      Entity(kind="weapon", attached_to=MATCH.hero, id=MATCH.weapon, card=MATCH.card, destroyed=False),
      Keyword(entity=MATCH.weapon, name="lifesteal"),
      NOT(Keyword(entity=MATCH.weapon, name="silenced")),
      NOT(Keyword(entity=MATCH.hero, name="lifesteal")),       # then the hero's own Lifesteal heals, once
      NOT(HealingEvent(id=MATCH.parent, cause="lifesteal")),
      Entity(kind="hero", id=MATCH.hero, controller=MATCH.controller))
def lifesteal_weapon_heals_its_hero_by_the_damage_the_hero_deals(self, event, hero, card):
    """{card} has Lifesteal: the {dealt} damage its hero dealt to {target} ({event_id}) also heals {hero} by as much ({healing}).

    Source: Lifesteal, 'Damage dealt also heals your hero.'; Hearthstone wiki, Lifesteal: a hero
    'equipped with a Kingsbane which has been granted Lifesteal ... attacks Dr. Boom, the rogue will
    survive if Kingsbane has at least 3 attack' (the hero's attack damage is the weapon's Lifesteal damage).
    """
    _heal_hero(self, event, hero, card)
