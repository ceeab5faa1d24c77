"""'Your hero can't take damage this turn.' as a card's ability (Blur), in its turn.

Source: Blur, 'Your hero can't take damage this turn.' (its enchantment in the card database, BT_752e: 'Immune this
turn.'); Hearthstone wiki, Damage Events: 'Then, if the target is Immune
or the Damage Event's proposed damage is 0, the Damage Event is prevented' (:mod:`.prevention`): the hero is Immune
to damage for the rest of the turn, so a later Damage Event of the same action (a trigger's) to it is prevented; the
Immune ends with the turn (:mod:`.turn_ends`).
"""
from dealt.facts.templates import Entity, Keyword
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule
from dealt.kb.hearthstone.rules._flow import its_turn


@Rule(*its_turn("own_hero_cannot_take_damage_this_turn"),
      AS.hero << Entity(kind="hero", controller=MATCH.controller, destroyed=False))
def card_makes_its_hero_unable_to_take_damage_this_turn(self, ability, card, controller, hero):
    """{card}: {hero_id} can't take damage this turn (Immune: a Damage Event to it is prevented).

    Source: Blur, 'Your hero can't take damage this turn.'; Hearthstone wiki, Damage Events: 'if the target is Immune
    ... the Damage Event is prevented'.
    """
    self.explain(hero_id=hero["id"])
    if not self.find_all(Keyword, entity=hero["id"], name="immune"):
        self.declare(Keyword(entity=hero["id"], name="immune", granted_by=card, this_turn=True))
    self.modify(ability, done=True)
