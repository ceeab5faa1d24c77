"""Excess damage that hits a hero: "Deal 6 damage to a minion. Excess damage hits the enemy hero." (Piercing Shot).

Source: Piercing Shot's and Unstable Shadow Blast's text; Hearthstone wiki, Damage
(https://hearthstone.wiki.gg/wiki/Damage): damage is 'deducted from their Armor (if they have any) or Health', and
'If a character's Health is reduced to zero (or below), it will be killed' (a minion has no Armor, so the excess is
what its Health went below 0); Fireplace (fireplace/cards/barrens/hunter.py), BAR_032: 'play = Hit(ENEMY_HERO,
HitExcessDamage(TARGET, SPELL_DAMAGE(6)))': the excess of the damage as dealt (Spell Damage included) is one more
hit, on the hero, not raised by Spell Damage again. Hearthstone wiki, Damage Events: two-step cards 'resolve all
Damage Events before ... moving to their next step': the hero's event is created once the first has resolved.
"""
from dealt.facts.templates import Entity, Hit
from dealt.kb.hearthstone.rules._common import MATCH, Rule
from dealt.kb.hearthstone.rules._flow import enemy_hero_of, hero_of, next_place
from dealt.kb.hearthstone.rules.two_step import _next_step, _own_events


def _excess(engine, card, target):
    """(the excess of the card's last event on `target`, what the target is now)."""
    events = [e for e in _own_events(engine, card) if e["target"] == target]
    minion = engine.find_all(Entity, id=target)[0]
    if not events or events[-1]["prevented"] or events[-1]["lost"] == 0:
        return 0, f"its event took none of {target}'s Health"
    return max(0, -minion["health"]), f"{target} is at Health {minion['health']}"


@Rule(*_next_step("then_excess_damage_hits_a_hero", group=MATCH.group))
def excess_damage_beyond_the_minions_health_hits_the_hero(self, ability, action, card, controller, targets, group):
    """{card}'s damage resolved: {state}, so the excess is {excess}; {outcome}.

    Source: Piercing Shot, 'Deal 6 damage to a minion. Excess damage hits the enemy hero.'; Hearthstone wiki,
    Damage: damage is deducted from Health, a minion at 0 Health or below is killed; Fireplace, BAR_032:
    'Hit(ENEMY_HERO, HitExcessDamage(TARGET, SPELL_DAMAGE(6)))' (the excess as dealt, Spell Damage not added again).
    """
    excess, state = _excess(self, card, targets[0])
    hero = (enemy_hero_of if group == "enemy_hero" else hero_of)(self, controller)
    if excess and hero is not None:
        self.declare(Hit(position=next_place(self), target=hero["id"], amount=excess, source=action["source"] or card,
                         source_card=card, source_kind=action["source_kind"], controller=controller,
                         spell_damage_applies=False, target_why=", the excess of its damage"))
        outcome = f"a Damage Event of {excess} is created for {hero['id']}"
    else:
        outcome = "no hero is hit"
    self.explain(state=state, excess=excess, outcome=outcome)
    self.modify(ability, done=True)
