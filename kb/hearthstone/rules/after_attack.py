"""After-attack triggers that deal damage: Knuckles.

Source: Hearthstone wiki, Creating a Damage Event: proposed damage varies "on the Attack value of a
... minion (... Knuckles ...)". Knuckles, "After this attacks a minion, it also hits the enemy hero."
It acts after the attack and counterattack have resolved (and whatever they triggered), reading
its Attack then; a Knuckles that the counterattack left at 0 Health has died and does not act.
"""
from dealt.facts.templates import Action, Done, Effect, Entity, NextStep
from dealt.kb.hearthstone.rules._common import MATCH, NOT, P, TEST, Rule, new_event
from dealt.kb.hearthstone.rules._flow import enemy_hero_of, settled

MECHANIC = "hit_enemy_hero_after_attacking_a_minion"


@Rule(Action(kind="attack", spent=True, source=MATCH.host, targets=MATCH.targets),
      Effect(mechanic=MECHANIC, id=MATCH.effect, host=MATCH.host, controller=MATCH.controller),
      Entity(id=MATCH.host, destroyed=False, doomed=False, health=P(lambda h: h > 0), attack=MATCH.attack,
             card=MATCH.minion_card),
      Entity(id=MATCH.defender, kind="minion"),
      TEST(lambda targets, defender: targets[0] == defender),
      NOT(Done(what="after_attack", key=MATCH.effect)),
      *settled(),
      NextStep(step="proposed", next=MATCH.first))
def after_attacking_a_minion_it_also_hits_the_enemy_hero(self, effect, host, controller, attack, minion_card,
                                                          defender, first):
    """{host} attacked {defender}, a minion; once that attack resolved it also hits {enemy} for its Attack, {attack}; {host} is the source.

    Source: Knuckles, 'After this attacks a minion, it also hits the enemy hero.'; Hearthstone wiki,
    Damage Events: proposed damage varies 'on the Attack value of a ... minion (... Knuckles ...)'.
    """
    enemy = enemy_hero_of(self, controller)
    self.declare(Done(what="after_attack", key=effect))
    self.explain(enemy=enemy["id"] if enemy else "nobody")
    if enemy is not None:
        new_event(self, source=host, source_card=minion_card, source_kind="minion", controller=controller,
                  target=enemy["id"], proposed=attack, amount=attack, step=first)
