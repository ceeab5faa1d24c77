"""Damage to the lowest Health enemy: missiles aimed, each as its turn comes, at the living enemy with the least Health.

Source: Fel Barrage, 'Deal 2 damage to the lowest Health enemy, twice.'; Hearthstone wiki, Damage Events:
missiles 'each with a random target: each missile creates a Damage Event which is immediately resolved, before
choosing at random the target for the next missile' (the second reads the Health the first left). A tie is
broken at random, each time anew (Fireplace, fireplace/cards/stormwind/demonhunter.py, Fel Barrage: ``play =
Hit(RANDOM(LOWEST_HEALTH(ENEMY_MINIONS)), 2) * 2``; Hearthstone wiki, Random effect, https://hearthstone.gamepedia.com/Random_effect: 'Random
effects do not always feature the word "random" in their description'): a pick, ``choices.picks``.
"""
from dealt.facts.templates import Ability, Action, Hit, NextStep, Turn
from dealt.inference.salience import ADVANCE
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, Rule, members
from dealt.kb.hearthstone.rules.hits import IN_FLIGHT, _create
from dealt.kb.hearthstone.rules.missiles import _hits
from dealt.facts.templates import DamageEvent

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


@Rule(AS.hit << Hit(position=MATCH.position, target="", group=LOWEST, amount=MATCH.amount),
      AS.turn << Turn(next=MATCH.position),
      NOT(DamageEvent(stage=IN_FLIGHT)),
      NextStep(step="proposed", next=MATCH.first),
      salience=ADVANCE)
def shot_is_aimed_at_the_lowest_health_enemy(self, hit, turn, position, amount, first):
    """Shot {position} of {source_card} is aimed at {picked}: {why}.

    Source: Fel Barrage, 'Deal 2 damage to the lowest Health enemy, twice.'; a tie is broken at random
    (Hearthstone wiki, Random effect: 'Random effects do not always feature the word "random" in their
    description'), a pick; a character at 0 Health or less is mortally wounded and no longer eligible.
    """
    self.explain(source_card=hit["source_card"])
    candidates = [e["id"] for e in members(self, LOWEST, hit["controller"])]
    self.retract(hit)
    self.modify(turn, next=position + 1)
    if not candidates:
        self.explain(picked="nobody", why="no living enemy is left")
        return
    if len(candidates) == 1:
        picked, why = candidates[0], "the one living enemy with the lowest Health"
    else:
        picked = self.chance.pick(candidates, f"the lowest Health enemy for shot {position} of {hit['source_card']}")
        why = f"at random among {', '.join(candidates)}, tied for the lowest Health"
    self.explain(picked=picked, why=why)
    _create(self, hit, picked, amount, first)
