"""Reborn: the first time a minion with Reborn dies, a copy of it comes back with 1 Health.

Source: Hearthstone wiki, Reborn (https://hearthstone.fandom.com/wiki/Reborn): 'Reborn is an ability that causes a
minion to be resummoned with 1 Health the first time it's destroyed'; 'Reborn minions keep the max health of the
original minion'; 'A minion that is resummoned by Reborn will not keep any enchantments it had'; 'When the minion is
first destroyed, it loses the visual effect but retains the keyword. The keyword is then functionally meaningless';
'If a Reborn minion is Silenced, it loses its Reborn effect'; 'Deathrattles are resolved before Reborn, regardless of
the order in which the cards were played'; 'The Reborn effect is considered summoning and will interact with on-summon
triggers like Khadgar and Knife Juggler'.

The copy is a new board entity (the next free id of its card) in the place the minion had, with its card's Attack
and keywords (Reborn used up) and 1 Health of the original's maximum; the card's text in play (its effects and
triggered abilities, :mod:`..board`) passes to it, so a copy that is damaged has its Enrage and a copy that dies again
runs its Deathrattle again. It comes back once the deaths are processed and every Deathrattle queued (phase 1 or
lower) has resolved, before any trigger of a later phase; its summoning then sets off "After you summon" triggers
(:mod:`.trigger_after_summon`).
"""
from dealt.facts.templates import Ability, Action, Done, Effect, Entity, Keyword, Note
from dealt.inference.salience import PASS_OVER
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, P, Rule
from dealt.kb.hearthstone.rules._flow import settled
from dealt.kb.hearthstone.rules._summoning import _next_id
from dealt.kb.hearthstone.rules.queued_triggers import deaths_processed
from dealt.kb.hearthstone.triggers import WHENS

#: the queued triggers that resolve before a Reborn copy comes back: those of the phase of the damage and the Deathrattles
_BEFORE_REBORN = WHENS["deathrattle"].phase


@Rule(AS.minion << Entity(kind="minion", destroyed=True, id=MATCH.dead, controller=MATCH.controller),
      Keyword(entity=MATCH.dead, name="reborn"),
      NOT(Done(what="reborn", key=MATCH.dead)),
      NOT(Keyword(entity=MATCH.dead, name="silenced")),
      NOT(Action(kind="trigger", phase=P(lambda phase: phase <= _BEFORE_REBORN))),
      NOT(Action(kind="play", spent=False)),
      *settled(),
      *deaths_processed(),
      salience=PASS_OVER)
def reborn_minion_returns_with_one_health(self, minion, dead, controller):
    """{dead} ({card}) had Reborn: it is resummoned as {copy} in its place, with 1 Health of its {max_health}, after the Deathrattles.

    Source: Hearthstone wiki, Reborn (https://hearthstone.fandom.com/wiki/Reborn): 'resummoned with 1 Health the first
    time it's destroyed'; 'Reborn minions keep the max health of the original minion'; 'will not keep any
    enchantments'; 'Deathrattles are resolved before Reborn'; 'The Reborn effect is considered summoning'.
    """
    from dealt.kb.hearthstone.carddb import card_index
    from dealt.kb.hearthstone.db_keywords import keywords_in_play
    record = card_index().lookup(minion["card"])
    entities = self.find_all(Entity)
    copy = _next_id({e["id"] for e in entities}, record.name)
    self.declare(Done(what="reborn", key=dead))
    self.declare(Entity(id=copy, kind="minion", controller=controller, card=record.name,
                        order=max(e["order"] for e in entities) + 1, position=minion["position"], health=1,
                        max_health=minion["max_health"], attack=record.attack, races=tuple(record.races)))
    for keyword in sorted(keywords_in_play(record) - {"reborn"}):
        self.declare(Keyword(entity=copy, name=keyword))
    for effect in self.find_all(Effect, host=dead):      # its text in play passes to the copy
        for done in self.find_all(Done, what="deathrattle", key=effect["id"]):
            self.retract(done)
        self.modify(effect, host=copy, active=False)
    for ability in self.find_all(Ability, host=dead):
        for done in self.find_all(Done, what="queued", key=ability["trigger"]):
            self.retract(done)
        self.modify(ability, host=copy)
    self.declare(Note(kind="summon", entity=copy, amount=1))
    self.explain(card=minion["card"], copy=copy, max_health=minion["max_health"])
