"""Damage to the lowest Health enemy: missiles aimed, each as its turn comes, at the living enemy with the least Health.

Source: Fel Barrage, 'Deal 2 damage to the lowest Health enemy, twice.'; Hearthstone wiki, Damage Events:
missiles 'each with a random target: each missile creates a Damage Event which is immediately resolved, before
choosing at random the target for the next missile' (the second reads the Health the first left); each shot is
aimed by :mod:`.hits` (shot_is_aimed_at_the_lowest_health_enemy), as "split among the lowest Health enemies" is. A tie is
broken at random, each time anew (Fireplace, fireplace/cards/stormwind/demonhunter.py, Fel Barrage: ``play =
Hit(RANDOM(LOWEST_HEALTH(ENEMY_MINIONS)), 2) * 2``; Hearthstone wiki, Random effect, https://hearthstone.gamepedia.com/Random_effect: 'Random
effects do not always feature the word "random" in their description'): a pick, ``choices.picks``.
"""
from dealt.facts.templates import Ability, Action
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule
from dealt.kb.hearthstone.rules.missiles import _hits

#: the group of the shots: each aimed as its turn comes (:mod:`.hits`, shot_is_aimed_at_the_lowest_health_enemy)
LOWEST = "lowest_health_enemies"


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source_kind=MATCH.source_kind),
      Ability(trigger=MATCH.trigger, done=False, mechanic="missiles_at_the_lowest_health", card=MATCH.card,
              count=MATCH.count, amount=MATCH.amount, spell_damage_factor=MATCH.factor))
def each_shot_waits_to_be_aimed_at_the_lowest_health_enemy(self, action, card, controller, source_kind, count,
                                                           amount, factor):
    """{card} shoots {count} of {amount}, each aimed at the lowest Health enemy only when its turn comes.

    Source: Fel Barrage, 'Deal 2 damage to the lowest Health enemy, twice.'; Hearthstone wiki, Damage Events:
    each missile 'creates a Damage Event which is immediately resolved, before choosing ... the target for the
    next missile'.
    """
    _hits(self, count, card, controller, source_kind, amount, LOWEST, applies=True, factor=factor,
          source=action["source"])
    self.modify(action, spent=True)
