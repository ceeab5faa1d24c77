"""Character damage triggers: "Whenever a ... takes damage".

Source: Hearthstone wiki, Resolving a Damage Event: "If the Damage Event was prevented or if it did
not change the character's current Health+Armor total (including due to Divine Shield and
Commanding Shout), it will not run any triggers. Otherwise, Triggered effect#Character damage
queue and resolve in play order." Each trigger's slot is its play order; a rule here fires only
when the event reduced Health+Armor (``lost`` > 0), which a prevented event never reaches.
"""
from dealt.facts.templates import DamageEvent, Effect, Entity, Note, Player, Slot
from dealt.kb.hearthstone.rules._common import AS, MATCH, TEST, P, Rule, in_scope

STEP = "character_damage_triggers"


def _event():
    return AS.event << DamageEvent(step=STEP, cursor=MATCH.cursor, target=MATCH.target,
                                   lost=P(lambda lost: lost > 0))


def _damaged():
    return Entity(id=MATCH.target, kind=MATCH.target_kind, controller=MATCH.target_controller)


@Rule(_event(),
      Slot(step=STEP, position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="gain_attack_on_damage", host=MATCH.host, controller=MATCH.controller,
             amount=MATCH.gain, scope=MATCH.scope),
      _damaged(),
      AS.gainer << Entity(id=MATCH.host, destroyed=False, attack=MATCH.attack),
      TEST(in_scope))
def damage_trigger_gains_attack(self, event, cursor, gainer, attack, gain):
    """{card} triggers because {target} took damage: {host} gains +{gain} Attack ({attack} -> {attack_after}).

    Source: Frothing Berserker, 'Whenever a minion takes damage, gain +1 Attack'; Gurubashi
    Berserker, 'Whenever this minion takes damage, gain +3 Attack'; queued in play order. Hearthstone wiki, Damage Events, Resolving a Damage Event: 'If the Damage Event was prevented or if it did not change the character's current Health+Armor total (including due to Divine Shield and Commanding Shout), it will not run any triggers.'
    """
    self.modify(gainer, attack=attack + gain)
    self.explain(attack_after=attack + gain)
    self.modify(event, cursor=cursor + 1)


@Rule(_event(),
      Slot(step=STEP, position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="gain_armor_on_damage", host=MATCH.host, controller=MATCH.controller,
             amount=MATCH.gain, scope=MATCH.scope),
      _damaged(),
      Entity(id=MATCH.host, destroyed=False),
      AS.hero << Entity(kind="hero", controller=MATCH.controller, armor=MATCH.armor),
      TEST(in_scope))
def damage_trigger_gains_armor(self, event, cursor, hero, armor, gain):
    """{card} triggers because {target} took damage: its hero gains {gain} Armor ({armor} -> {armor_after}).

    Source: Armorsmith, 'Whenever a friendly minion takes damage, gain 1 Armor'; queued in play order. Hearthstone wiki, Damage Events, Resolving a Damage Event: 'If the Damage Event was prevented or if it did not change the character's current Health+Armor total (including due to Divine Shield and Commanding Shout), it will not run any triggers.'
    """
    self.modify(hero, armor=armor + gain)
    self.explain(armor_after=armor + gain)
    self.modify(event, cursor=cursor + 1)


@Rule(_event(),
      Slot(step=STEP, position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="draw_on_damage", host=MATCH.host, controller=MATCH.controller,
             amount=MATCH.cards, scope=MATCH.scope),
      _damaged(),
      Entity(id=MATCH.host, destroyed=False),
      AS.player << Player(name=MATCH.controller, cards_drawn=MATCH.drawn),
      TEST(in_scope))
def damage_trigger_draws_cards(self, event, cursor, player, controller, drawn, cards):
    """{card} triggers because {target} took damage: {controller} draws {cards} card(s).

    Source: Acolyte of Pain, 'Whenever this minion takes damage, draw a card'; queued in play order. Hearthstone wiki, Damage Events, Resolving a Damage Event: 'If the Damage Event was prevented or if it did not change the character's current Health+Armor total (including due to Divine Shield and Commanding Shout), it will not run any triggers.'
    """
    self.modify(player, cards_drawn=drawn + cards)
    self.declare(Note(event=event["id"], kind="draw", entity=controller, amount=cards))
    self.modify(event, cursor=cursor + 1)
