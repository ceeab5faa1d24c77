"""A later step that queries the card's target and then damages the enemy hero: "If it dies, deal 3 damage to the
enemy hero." (Mind Sear).

Source: Hearthstone wiki, Damage Events: "Spells and effects with two steps (such as Mortal Coil and Slam) resolve
all Damage Events before querying the target's condition or moving to their next step"; a character at 0 Health
has died, though it is destroyed only with the deaths (the query of :mod:`.target_query`). Held, the step is one
more Damage Event, on the hero its text names (not a target chosen: Hearthstone wiki, Target), with the card's
Spell Damage as its own text's number has it; not held, nothing.
"""
from dealt.facts.templates import Hit
from dealt.kb.hearthstone.rules._common import MATCH, Rule
from dealt.kb.hearthstone.rules._flow import enemy_hero_of, next_place
from dealt.kb.hearthstone.rules.target_query import ASKED, _query
from dealt.kb.hearthstone.rules.two_step import _next_step


@Rule(*_next_step("then_damage_the_enemy_hero_if", condition=MATCH.condition, amount=MATCH.amount,
                  spell_damage_applies=MATCH.applies))
def card_queries_its_target_then_damages_the_enemy_hero(self, ability, action, card, controller, targets, condition,
                                                        amount, applies):
    """{card} queries {target} after its damage resolved: {state}; the step '{asked}' {outcome}.

    Source: Hearthstone wiki, Damage Events: 'Spells and effects with two steps (such as Mortal Coil and Slam)
    resolve all Damage Events before querying the target's condition or moving to their next step'; 'most
    damaging effects have as proposed damage a fixed number explicitly stated in their text' (Mind Sear, 'Deal 2
    damage to a minion. If it dies, deal 3 damage to the enemy hero.').
    """
    target, state, holds = _query(self, targets, condition)
    enemy = enemy_hero_of(self, controller)
    if holds and enemy is not None:
        self.declare(Hit(position=next_place(self), target=enemy["id"], amount=amount, source=action["source"] or card,
                         source_card=card, source_kind=action["source_kind"], controller=controller,
                         spell_damage_applies=applies, target_why=", the hero its text names"))
    self.explain(target=target, state=state, asked=ASKED[condition],
                 outcome=(f"holds, so {amount} damage is proposed to {enemy['id'] if enemy else 'no hero'}"
                          if holds else "does not hold, so no hero is damaged"))
    self.modify(ability, done=True)
