"""Fatigue: drawing from an empty deck.

Source: Hearthstone wiki, Creating a Damage Event: "Damage Events created by Fatigue have a
proposed damage equal to 1 plus the number of times Fatigue has already dealt damage to that
player. Note that the Fatigue counter never resets".
"""
from dealt.facts.templates import Action, Entity, NextStep, Player
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule, new_event


@Rule(AS.action << Action(kind="fatigue", spent=False, controller=MATCH.player),
      AS.drawer << Player(name=MATCH.player, fatigue=MATCH.times),
      Entity(kind="hero", controller=MATCH.player, id=MATCH.hero, destroyed=False),
      NextStep(step="proposed", next=MATCH.first))
def fatigue_deals_one_more_than_it_has_before(self, action, drawer, player, times, hero, first):
    """Fatigue has dealt {player} damage {times} times before, so it proposes {after}.

    Source: Hearthstone wiki, Creating a Damage Event: 'a proposed damage equal to 1 plus the
    number of times Fatigue has already dealt damage to that player'; the counter never resets.
    """
    new_event(self, source="Fatigue", source_card="Fatigue", source_kind="fatigue", controller=player,
              target=hero, proposed=times + 1, amount=times + 1, step=first,
              spell_damage_applies=False)
    self.modify(drawer, fatigue=times + 1)
    self.modify(action, spent=True)
