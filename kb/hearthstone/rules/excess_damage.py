"""Excess damage that hits a hero: "Deal 6 damage to a minion. Excess damage hits the enemy hero." (Piercing Shot).

Source: Piercing Shot's and Unstable Shadow Blast's text; Hearthstone wiki, Damage
(https://hearthstone.wiki.gg/wiki/Damage): damage is 'deducted from their Armor (if they have any) or Health', and
'If a character's Health is reduced to zero (or below), it will be killed' (a minion has no Armor, so the excess is
what its Health went below 0); Fireplace (fireplace/cards/barrens/hunter.py), BAR_032: 'play = Hit(ENEMY_HERO,
HitExcessDamage(TARGET, SPELL_DAMAGE(6)))': the excess of the damage as dealt (Spell Damage included) is one more
hit, on the hero, not raised by Spell Damage again. Hearthstone wiki, Damage Events: two-step cards 'resolve all
Damage Events before ... moving to their next step': the hero's event is created once the first has resolved.
"""
from dealt.facts.templates import Ability, Action, Entity, Hit, NextStep
from dealt.kb.hearthstone.rules._common import AS, MATCH, TEST, Rule, new_event
from dealt.kb.hearthstone.rules._flow import enemy_hero_of, hero_of, next_place, settled
from dealt.kb.hearthstone.rules.two_step import _next_step, _own_events


def _excess(engine, card, target):
    """(the excess of the card's last event on `target`, what the target is now)."""
    events = [e for e in _own_events(engine, card) if e["target"] == target]
    minion = engine.find_all(Entity, id=target)[0]
    if not events or events[-1]["prevented"] or events[-1]["lost"] == 0:
        return 0, f"its event took none of {target}'s Health"
    return max(0, -minion["health"]), f"{target} is at Health {minion['health']}"


def _hit_the_hero(engine, hero, excess, card, source, source_kind, controller):
    """Declare the excess's hit on `hero` (nothing for no excess); what the ruling says of it."""
    if not excess or hero is None:
        return "no hero is hit"
    engine.declare(Hit(position=next_place(engine), target=hero["id"], amount=excess, source=source, source_card=card,
                       source_kind=source_kind, controller=controller, spell_damage_applies=False,
                       target_why=", the excess of its damage"))
    return f"a Damage Event of {excess} is created for {hero['id']}"


@Rule(*_next_step("then_excess_damage_hits_a_hero", group=MATCH.group))
def excess_damage_beyond_the_minions_health_hits_the_hero(self, ability, action, card, controller, targets, group):
    """{card}'s damage resolved: {state}, so the excess is {excess}; {outcome}.

    Source: Piercing Shot, 'Deal 6 damage to a minion. Excess damage hits the enemy hero.'; Hearthstone wiki,
    Damage: damage is deducted from Health, a minion at 0 Health or below is killed; Fireplace, BAR_032:
    'Hit(ENEMY_HERO, HitExcessDamage(TARGET, SPELL_DAMAGE(6)))' (the excess as dealt, Spell Damage not added again).
    """
    excess, state = _excess(self, card, targets[0])
    hero = (enemy_hero_of if group == "enemy_hero" else hero_of)(self, controller)
    outcome = _hit_the_hero(self, hero, excess, card, action["source"] or card, action["source_kind"], controller)
    self.explain(state=state, excess=excess, outcome=outcome)
    self.modify(ability, done=True)


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source=MATCH.source, source_kind=MATCH.source_kind, targets=MATCH.targets),
      AS.ability << Ability(trigger=MATCH.trigger, done=False, count=0, card=MATCH.card, amount=MATCH.amount,
                            mechanic="deal_damage_to_it_and_any_excess_to_its_hero", spell_damage_applies=MATCH.applies),
      AS.minion << Entity(id=MATCH.target),
      TEST(lambda targets, target: targets == (target,)),
      NextStep(step="proposed", next=MATCH.first))
def played_minion_takes_the_damage_before_its_excess(self, action, ability, minion, card, controller, source,
                                                     source_kind, target, amount, applies, first):
    """{card} {outcome}.

    Source: Explosive Runes, 'Secret: After your opponent plays a minion, deal 6 damage to it and any excess to
    their hero.'; Fireplace, LOOT_101: 'Hit(ENEMY_HERO, HitExcessDamage(Play.CARD, SPELL_DAMAGE(6)))' (the excess
    is known once the minion's damage is dealt); a minion removed from the board can no longer be damaged
    (Hearthstone wiki, Advanced rulebook: deaths are processed when the outermost Phase resolves).
    """
    if minion["destroyed"]:
        self.explain(outcome=f"does nothing: {target}, the minion it names ('it'), has left play")
        self.modify(action, spent=True)
        return
    self.explain(outcome=f"proposes {amount} damage to {target}, the minion whose play set its trigger off ('to it'); "
                         "its excess waits for that event")
    new_event(self, source=source or card, source_card=card, source_kind=source_kind, controller=controller,
              target=target, proposed=amount, amount=amount, step=first, spell_damage_factor=1,
              spell_damage_applies=applies)
    self.modify(ability, count=1)


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source=MATCH.source, source_kind=MATCH.source_kind, targets=MATCH.targets),
      Ability(trigger=MATCH.trigger, done=False, count=1, card=MATCH.card,
              mechanic="deal_damage_to_it_and_any_excess_to_its_hero"),
      *settled())
def excess_damage_beyond_the_played_minions_health_hits_its_hero(self, action, card, controller, source, source_kind,
                                                                 targets):
    """{card}'s damage to {target} resolved: {state}, so the excess is {excess}; {outcome}.

    Source: Explosive Runes, '... deal 6 damage to it and any excess to their hero.' ('their': the player who
    played the minion); Hearthstone wiki, Damage: damage is deducted from Health; Fireplace, LOOT_101:
    'Hit(ENEMY_HERO, HitExcessDamage(Play.CARD, SPELL_DAMAGE(6)))'.
    """
    minion = self.find_all(Entity, id=targets[0])[0]
    excess, state = _excess(self, card, targets[0])
    outcome = _hit_the_hero(self, hero_of(self, minion["controller"]), excess, card, source or card, source_kind,
                            controller)
    self.explain(target=targets[0], state=state, excess=excess, outcome=outcome)
    self.modify(action, spent=True)
