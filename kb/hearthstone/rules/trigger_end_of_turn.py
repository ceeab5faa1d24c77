"""End of turn and start of turn as triggers (Ragnaros the Firelord, Scalebreaker Bulwark), with the
action ``end_turn``: the active player's turn ends.

Source: Hearthstone wiki, Advanced rulebook: ending a turn runs the End of Turn Phase, where 'At the end
of your turn' triggers of the player whose turn ends queue and resolve in order of play; then the next
player's turn starts with its Start of Turn Phase, where their 'At the start of your turn' triggers do.
End-of-turn triggers are queued as the turn ends, start-of-turn triggers once it has passed to the next
player (:mod:`.turn_ends`); :mod:`.queued_triggers` orders them by phase. A host that leaves play before its
turn comes does not act. Each is queued once per turn (its ``Done`` names the turn that ended), so a later
turn's end queues it again.
"""
from dealt.facts.templates import Ability, Action, Done, Entity, Player
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, Rule
from dealt.kb.hearthstone.rules.queued_triggers import queue_trigger
from dealt.kb.hearthstone.triggers import WHENS


@Rule(Action(kind="end_turn", spent=False, turn=MATCH.turn),
      Player(name=MATCH.ending, active=True),
      AS.ability << Ability(when="end_of_your_turn", host=MATCH.host, trigger=MATCH.trigger),
      AS.watcher << Entity(id=MATCH.host, controller=MATCH.ending, destroyed=False),
      NOT(Done(what="queued", key=MATCH.trigger, turn=MATCH.turn)))
def end_of_your_turn_trigger_is_queued_when_the_turn_ends(self, ability, watcher, trigger, ending, turn):
    """{card}'s end-of-turn trigger ({host}) is queued: {ending}'s turn ends; it resolves in play order.

    Source: Hearthstone wiki, Advanced rulebook: the End of Turn Phase, where 'At the end of your turn'
    triggers of the active player's cards queue and resolve in order of play.
    """
    self.explain(host=watcher["id"], card=ability["card"])
    self.declare(Done(what="queued", key=trigger, turn=turn))
    queue_trigger(self, ability, watcher, WHENS["end_of_your_turn"].phase, f"{ending}'s turn ended")


@Rule(Action(kind="end_turn", spent=True, turn=MATCH.turn),
      Player(name=MATCH.starting, active=True),
      AS.ability << Ability(when="start_of_your_turn", host=MATCH.host, trigger=MATCH.trigger),
      AS.watcher << Entity(id=MATCH.host, controller=MATCH.starting, destroyed=False),
      NOT(Done(what="queued", key=MATCH.trigger, turn=MATCH.turn)))
def start_of_your_turn_trigger_is_queued_for_the_next_turn(self, ability, watcher, trigger, starting, turn):
    """{card}'s start-of-turn trigger ({host}) is queued: {starting}'s turn starts; it resolves in play order.

    Source: Hearthstone wiki, Advanced rulebook: after the End of Turn Phase the next player's Start of
    Turn Phase, where 'At the start of your turn' triggers queue and resolve in order of play.
    """
    self.explain(host=watcher["id"], card=ability["card"])
    self.declare(Done(what="queued", key=trigger, turn=turn))
    queue_trigger(self, ability, watcher, WHENS["start_of_your_turn"].phase, f"{starting}'s turn started")
