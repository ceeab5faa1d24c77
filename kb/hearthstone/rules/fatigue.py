"""Fatigue: drawing from an empty deck, and the counter of the times it has dealt damage.

Source: Hearthstone wiki, Creating a Damage Event: "Damage Events created by Fatigue have a
proposed damage equal to 1 plus the number of times Fatigue has already dealt damage to that
player. Note that the Fatigue counter never resets". The counter counts damage dealt: a Fatigue
event that is prevented (an Immune hero, Ice Block on the opponent's turn) or dealt to someone
else (Bolf Ramshield takes it instead) has not dealt damage to that player, so the next Fatigue
proposes the same amount again.

The live game differs: its counter counts every Fatigue, prevented or not. The Hearthstone wiki's
"Fatigue" page has it rise per failed draw ("Fatigue takes effect each time a card is attempted
to be drawn"; "each Fatigue card drawn will increment by 1 as normal"), and the peers that follow
the game increment it before the damage is even proposed (Fireplace, fireplace/actions.py,
``Fatigue.do``: ``target.fatigue_counter += 1`` then ``Hit``; SabberStone,
SabberStoneCore/src/Model/Entities/Character.cs, ``TakeDamage``: ``hero.Fatigue = damage``
before the Immune check). Dealt follows the rules text.
"""
from dealt.facts.templates import Action, DamageEvent, Done, Entity, NextStep, Player
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, P, Rule, new_event


@Rule(AS.action << Action(kind="fatigue", spent=False, controller=MATCH.player, card=MATCH.drawer),
      Player(name=MATCH.player, fatigue=MATCH.times),
      Entity(kind="hero", controller=MATCH.player, id=MATCH.hero, destroyed=False),
      NextStep(step="proposed", next=MATCH.first))
def fatigue_deals_one_more_than_it_has_before(self, action, player, times, hero, first, drawer):
    """{drawn_by}Fatigue has dealt {player} damage {times} times before, so it proposes {after}.

    Source: Hearthstone wiki, Creating a Damage Event: 'a proposed damage equal to 1 plus the
    number of times Fatigue has already dealt damage to that player'; the counter never resets.
    """
    self.explain(drawn_by=f"{drawer} draws from {player}'s empty deck: " if drawer else "")
    new_event(self, source="Fatigue", source_card="Fatigue", source_kind="fatigue", controller=player,
              target=hero, proposed=times + 1, amount=times + 1, step=first,
              spell_damage_applies=False)
    self.modify(action, spent=True)


@Rule(DamageEvent(source_kind="fatigue", step="resolved", prevented=False, dealt=P(lambda dealt: dealt > 0),
                  id=MATCH.event, controller=MATCH.player, target=MATCH.target),
      Entity(id=MATCH.target, kind="hero", controller=MATCH.player),
      AS.drawer << Player(name=MATCH.player, fatigue=MATCH.times),
      NOT(Done(what="fatigue_counted", key=MATCH.event)))
def fatigue_counts_the_times_it_dealt_damage(self, drawer, times, event):
    """Fatigue dealt damage to {player}, so its counter goes up: {times} -> {counted}.

    Source: Hearthstone wiki, Creating a Damage Event: the next Fatigue proposes '1 plus the number
    of times Fatigue has already dealt damage to that player'. A prevented Fatigue event (Immune,
    Ice Block) is not counted; the live game counts it (see the module's docstring).
    """
    self.modify(drawer, fatigue=times + 1)
    self.declare(Done(what="fatigue_counted", key=event))
    self.explain(counted=times + 1)
