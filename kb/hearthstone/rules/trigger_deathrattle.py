"""Deathrattle as a trigger: a card's ability with ``when: deathrattle`` acts after its host dies.

Source: Hearthstone wiki, Deathrattle: a Deathrattle 'activates when the minion is destroyed'; Advanced
rulebook: deaths are processed 'When the outermost Phase resolves', and Deathrattles of minions that
die together resolve in order of play. The ability is queued once its host is destroyed (with the
deaths step); :mod:`.queued_triggers` resolves it after the damage that killed it, in play order with
the other Deathrattles, before triggers of later phases.
"""
from dealt.facts.templates import Ability, Done, Entity
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, Rule
from dealt.kb.hearthstone.rules.queued_triggers import queue_trigger
from dealt.kb.hearthstone.triggers import WHENS


@Rule(AS.ability << Ability(when="deathrattle", host=MATCH.host, trigger=MATCH.trigger),
      AS.minion << Entity(id=MATCH.host, destroyed=True),
      NOT(Done(what="queued", key=MATCH.trigger)))
def deathrattle_is_queued_when_its_minion_dies(self, ability, minion, trigger):
    """{card}'s Deathrattle ({host}) is queued: {host} has died; it resolves after the deaths, in play order.

    Source: Hearthstone wiki, Deathrattle: a Deathrattle 'activates when the minion is destroyed';
    Advanced rulebook: deaths are processed when the outermost Phase resolves, and Deathrattles then
    resolve in order of play.
    """
    self.explain(host=minion["id"], card=ability["card"])
    queue_trigger(self, ability, minion, WHENS["deathrattle"].phase, f"{minion['id']} died")
    self.declare(Done(what="queued", key=trigger))
