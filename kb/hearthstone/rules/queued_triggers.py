"""Queued triggered abilities: one at a time, by phase, then play order; each after the one before it settled.

Source: Hearthstone wiki, Advanced rulebook, "Sequences, Phases, Queues, Resolution": "Phases are
surrounding blocks created whenever one or more triggers/Events are raised. When the outermost Phase
resolves, Hearthstone will run several Steps, including processing Deaths and updating Auras", and
triggers raised together "queue" and resolve in order of play (Resolving a Damage Event: triggers
"queue and resolve in play order"). A trigger's condition rule (one module per ``when``,
:mod:`dealt.kb.hearthstone.triggers`) queues its ability as an ``Action`` of kind ``trigger``; the rule
here starts the first queued one once nothing of the action is left to resolve and the deaths have
been processed: the lowest phase first (Deathrattles of the minions that just died before an
end-of-turn or after-spell trigger still queued), then the host's play order. The ability's own rules
then create and resolve its events, with the host as their source.
"""
from dealt.facts.templates import Action, Entity
from dealt.inference.salience import ADVANCE
from dealt.kb.hearthstone.rules._common import AS, L, NOT, P, Rule
from dealt.kb.hearthstone.rules._flow import is_dying, settled
from dealt.kb.hearthstone.triggers import when_words


def queue_trigger(engine, ability, host, phase, occasion):
    """Queue `ability` (a triggered Ability fact) of `host` (its Entity), set off by `occasion` (words)."""
    engine.declare(Action(kind="trigger", trigger=ability["trigger"], card=ability["card"], source=host["id"],
                          source_kind=host["kind"], controller=host["controller"], phase=phase,
                          order=host["order"], occasion=occasion, when=ability["when"]))


def deaths_processed():
    """Patterns: no character waits to be destroyed (at 0 Health or marked to die)."""
    return (NOT(Entity(kind=L("minion") | L("hero"), destroyed=False, health=P(lambda h: h <= 0))),
            NOT(Entity(doomed=True, destroyed=False)))


@Rule(AS.queued << Action(kind="trigger"),
      NOT(Action(kind="play", spent=False)),
      *settled(),
      *deaths_processed(),
      salience=ADVANCE)
def first_queued_trigger_resolves_by_phase_then_play_order(self, queued):
    """{card}'s {trigger} ({host}), set off because {occasion}, {outcome}.

    Source: Hearthstone wiki, Advanced rulebook: 'When the outermost Phase resolves, Hearthstone will
    run several Steps, including processing Deaths'; triggers queue and resolve in order of play
    (Resolving a Damage Event: 'queue and resolve in play order'). Deathrattles (Hearthstone wiki,
    Deathrattle) resolve after the deaths, before triggers queued for a later phase. A trigger whose host
    has left play (or is mortally wounded) no longer acts, except a Deathrattle (Hearthstone wiki,
    Triggered effect: a triggered effect acts while its minion is in play).
    """
    first = min(self.find_all(Action, kind="trigger"), key=lambda a: (a["phase"], a["order"], a["trigger"]))
    host = self.find_all(Entity, id=first["source"])[0]
    gone = first["when"] != "deathrattle" and is_dying(host)
    self.explain(host=host["id"], trigger=when_words(first["when"]), card=first["card"], occasion=first["occasion"],
                 outcome=(f"does not act: {host['id']} has left play" if gone else
                          "resolves now: it is the first queued trigger by phase, then play order"))
    self.modify(first, kind="dropped" if gone else "play", spent=False)
