"""Damage whose amount a card's text reads from the board: its own minion's Attack or Health, its hero's Attack.

Source: Hearthstone wiki, Creating a Damage Event: "some damaging effects' proposed damage varies depending on ...
the Attack value of a hero (Savagery) ... or minion (Shadowflame, Lightbomb, Sergeant Sally, ... Dispatch Kodo,
Knuckles, C'Thun, ...), and can happen to be zero". Each amount is read as the ability acts; the minion whose text
it is is the source of its damage (no Spell Damage), a spell's events get its controller's Spell Damage.
"""
from dealt.facts.templates import Ability, Action, Entity, NextStep
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule, create_in_order, members, new_event
from dealt.kb.hearthstone.rules.multi_target import picked_at_random


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source=MATCH.minion),
      Ability(trigger=MATCH.trigger, done=False, mechanic="deal_this_minions_attack_to_all", card=MATCH.card,
              group=MATCH.group),
      Entity(id=MATCH.minion, kind="minion", attack=MATCH.attack))
def minion_deals_its_attack_to_every_character_of_the_group(self, action, card, controller, minion, group, attack):
    """{minion} deals its Attack, {attack}, to each of {affected}, creating every event in play order before any resolves; the minion is the source.

    Source: Blast Tortoise, 'Battlecry: Deal damage to all enemy minions equal to this minion's Attack.'; Sergeant
    Sally, 'Deathrattle: Deal damage equal to this minion's Attack to all enemy minions.' (a Deathrattle reads the
    Attack the minion last had); Hearthstone wiki, Damage Events: proposed damage varies 'on the Attack value of a
    ... minion', and area effects 'first create all Damage Events ... in play order'.
    """
    affected = [e["id"] for e in members(self, group, controller, source=minion)]
    self.explain(affected=", ".join(affected) or "nobody")
    create_in_order(self, [(t, attack) for t in affected], card, controller, "minion", applies=False, source=minion)
    self.modify(action, spent=True)


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source=MATCH.minion, targets=MATCH.targets),
      Ability(trigger=MATCH.trigger, done=False, mechanic="deal_this_minions_health_to_target", card=MATCH.card),
      Entity(id=MATCH.minion, kind="minion", health=MATCH.health),
      NextStep(step="proposed", next=MATCH.first))
def minion_deals_damage_equal_to_its_own_health(self, action, card, controller, minion, targets, health, first):
    """{minion} deals damage equal to its Health, {health}, to {target}, the one chosen; the minion is the source.

    Source: Cleansing Lightspawn, 'Battlecry: Deal damage to an enemy minion equal to this minion's Health.';
    Hearthstone wiki, Damage Events: proposed damage varies 'on the ... value of a ... minion ... and can happen to
    be zero'.
    """
    amount = max(health, 0)
    self.explain(target=targets[0])
    new_event(self, source=minion, source_card=card, source_kind="minion", controller=controller, target=targets[0],
              proposed=amount, amount=amount, step=first, spell_damage_applies=False)
    self.modify(action, spent=True)


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source_kind=MATCH.source_kind),
      Ability(trigger=MATCH.trigger, done=False, mechanic="deal_hero_attack_to_random_targets", card=MATCH.card,
              count=MATCH.count, group=MATCH.group, spell_damage_factor=MATCH.factor,
              spell_damage_applies=MATCH.applies),
      Entity(kind="hero", controller=MATCH.controller, attack=MATCH.attack))
def heros_attack_is_dealt_to_random_targets_in_the_picked_order(self, action, card, controller, source_kind, count,
                                                                group, factor, applies, attack):
    """{card} deals {controller}'s hero's Attack, {attack}, to {picked}, picked at random in that order, creating their events in that order before any resolves.

    Source: Blade Dance, 'Deal damage equal to your hero's Attack to 3 random enemy minions.'; Hearthstone wiki,
    Damage Events: proposed damage varies 'on the Attack value of a hero (Savagery)'; 'Multi-Shot, Forked
    Lightning and Cleave deal damage in random order', every event created before any resolves.
    """
    picked = picked_at_random(self, count, group, controller, card)
    self.explain(picked=", ".join(picked) or "nobody")
    create_in_order(self, [(t, attack) for t in picked], card, controller, source_kind, factor, applies,
                    source=action["source"])
    self.modify(action, spent=True)
