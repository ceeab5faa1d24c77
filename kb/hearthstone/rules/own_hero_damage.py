"""Damage a card's text deals to its controller's own hero: alone after another ability, or with its target.

Source: Hearthstone wiki, Damage Events: 'most damaging effects have as proposed damage a fixed number
explicitly stated in their text'; 'All other damaging effects that affect "multiple targets" first create all
Damage Events in a given order, then resolve all Damage Events in the same order'. Fireplace, Spirit Bomb
(fireplace/cards/boomsday/warlock.py): ``play = Hit(TARGET, 4), Hit(FRIENDLY_HERO, 4)``: the target, then the hero.
"""
from dealt.facts.templates import Ability, Action, Entity, NextStep
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule, create_in_order, new_event


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source=MATCH.source, source_kind=MATCH.source_kind),
      Ability(trigger=MATCH.trigger, done=False, mechanic="deal_damage_to_own_hero", card=MATCH.card, amount=MATCH.amount,
              spell_damage_factor=MATCH.factor, spell_damage_applies=MATCH.applies),
      Entity(kind="hero", id=MATCH.hero, controller=MATCH.controller),
      NextStep(step="proposed", next=MATCH.first))
def card_deals_its_damage_to_its_own_hero(self, action, card, controller, source, source_kind, amount, factor,
                                          applies, hero, first):
    """{card} proposes {after} damage to {target}, its controller's own hero: its text names it ('your hero').

    Source: Hearthstone wiki, Creating a Damage Event: 'most damaging effects have as proposed damage a fixed
    number explicitly stated in their text'; Obliterate, 'Destroy a minion. Deal 3 damage to your hero.' (a
    later ability: it acts in its turn, after the one before it, :mod:`.ability_order`).
    """
    new_event(self, source=source or card, source_card=card, source_kind=source_kind, controller=controller,
              target=hero, proposed=amount, amount=amount, step=first,
              spell_damage_factor=factor, spell_damage_applies=applies)
    self.modify(action, spent=True)


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source_kind=MATCH.source_kind, targets=MATCH.targets),
      Ability(trigger=MATCH.trigger, done=False, mechanic="deal_damage_to_target_and_own_hero", card=MATCH.card,
              amount=MATCH.amount, spell_damage_factor=MATCH.factor, spell_damage_applies=MATCH.applies),
      Entity(kind="hero", id=MATCH.hero, controller=MATCH.controller))
def target_then_own_hero_both_created_before_either_resolves(self, action, card, controller, source_kind, targets,
                                                             amount, factor, applies, hero):
    """{card} creates the event for {target}, the one chosen, then for {hero}, its own hero, before either resolves.

    Source: Hearthstone wiki, Damage Events: 'All other damaging effects that affect "multiple targets" first
    create all Damage Events in a given order, then resolve all Damage Events in the same order'; the order is
    the text's (Spirit Bomb, 'Deal 4 damage to a minion and your hero.'; Fireplace: ``Hit(TARGET, 4),
    Hit(FRIENDLY_HERO, 4)``).
    """
    self.explain(target=targets[0])
    create_in_order(self, [(targets[0], amount), (hero, amount)], card, controller, source_kind, factor, applies,
                    source=action["source"])
    self.modify(action, spent=True)
