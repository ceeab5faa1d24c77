"""Static effects of a card in play, read from its own text (issue 13, round 3): each maps to a mechanic of the
registry whose rule says what it does to a Damage Event.

- ``Can only take 1 damage at a time.``: a Damage Event to the minion of more than 1 becomes 1 as it reaches it
  (:mod:`..rules.damage_cap`);
- ``Whenever your hero would take damage, this loses 1 Durability instead.`` (a weapon): its hero's damage is
  prevented and it loses 1 Durability (:mod:`..rules.predamage`);
- ``Your spells have Lifesteal.`` (a minion): its controller's spells have Lifesteal (:mod:`..rules.spell_lifesteal`);
- ``Your hero can't take damage this turn.`` (an ability): its hero is Immune for the rest of the turn
  (:mod:`..rules.hero_immunity`).
"""
import re

from dealt.kb.hearthstone.grammar import IN_PLAY, Template
from dealt.kb.hearthstone.grammar import ABILITY
from dealt.kb.hearthstone.mechanics import DAMAGE_CAP, HERO_IMMUNE, SPELL_LIFESTEAL, WEAPON_SHIELD


def _minion(build):
    def built(match, record):
        return build(match, record) if record.type == "MINION" else None
    return built


TEMPLATES = (
    Template("takes_only_one_damage_at_a_time", re.compile(r"Can only take 1 damage at a time\."),
             _minion(lambda m, r: (("takes_only_one_damage_at_a_time", {}),)), DAMAGE_CAP,
             ("Moonfang", "Can only take 1 damage at a time."), where=IN_PLAY),
    Template("weapon_loses_durability_instead_of_hero_damage",
             re.compile(r"Whenever your hero would take damage, this loses 1 Durability instead\."),
             lambda m, r: (("weapon_loses_durability_instead_of_hero_damage", {}),) if r.type == "WEAPON" else None,
             WEAPON_SHIELD, ("Bulwark of Azzinoth", "Whenever your hero would take damage, this loses 1 Durability instead."),
             where=IN_PLAY),
    Template("spells_have_lifesteal", re.compile(r"Your spells have Lifesteal\."),
             _minion(lambda m, r: (("spells_have_lifesteal", {}),)), SPELL_LIFESTEAL,
             ("Hallazeal the Ascended", "Your spells have Lifesteal."), where=IN_PLAY),
    Template("your_hero_cannot_take_damage_this_turn", re.compile(r"Your hero can't take damage this turn\."),
             lambda m, r: (("own_hero_cannot_take_damage_this_turn", {}),), HERO_IMMUNE,
             ("Blur", "Your hero can't take damage this turn."), where=ABILITY),
)
