"""Helpers for effects that act after Damage Events: when the action has settled, and what triggers create.

An action has *settled* when every Damage Event it created has resolved, no hit waits to be
created and no Healing Event waits to resolve: that is when a two-step effect moves to its next
step, a Deathrattle resolves, an "after this attacks" trigger acts.

What a trigger creates (Eye for an Eye's damage, Mistress of Pain's healing) waits in the
``TriggerQueue`` (step ``pending``) until the event that triggered it has resolved, then resolves
in the order it was created, before the next event of the Turn queue.
"""
from dealt.facts.templates import DamageEvent, Entity, HealingEvent, Hit, Turn
from dealt.kb.hearthstone.rules._common import L, NOT, new_event

#: Damage Event steps that are not "in flight": waiting in a queue, or done
WAITING = ("queued", "pending", "resolved")


def settled():
    """Patterns: nothing of the action is left to create or resolve."""
    return (NOT(DamageEvent(step=~L("resolved"))), NOT(Hit()),
            NOT(HealingEvent(step=L("created") | L("queued") | L("pending"))))


def nothing_in_flight():
    """Pattern: no Damage Event is between its first step and ``resolved``."""
    return NOT(DamageEvent(step=~L("queued") & ~L("pending") & ~L("resolved")))


def turn_is_free():
    """Patterns: the next place of the Turn queue may start (nothing resolving, nothing a trigger created waiting)."""
    return (NOT(DamageEvent(step=~L("queued") & ~L("resolved"))), NOT(HealingEvent(step="pending")))


def next_place(engine):
    """The next free place in the action's Turn queue (every earlier place has been taken)."""
    return engine.find_all(Turn)[0]["next"]


def new_pending_event(engine, **fields):
    """A Damage Event created by a trigger: it waits its turn in the TriggerQueue."""
    return new_event(engine, step="pending", queue=engine.counter("pending"), **fields)


def new_healing(engine, *, via, queue=0, **fields):
    """Declare a Healing Event (``h1``, ``h2``...) at step ``created``.

    `via` is ``turn`` (it takes place `queue` in the Turn queue) or ``trigger`` (it takes the
    next place in the TriggerQueue).
    """
    order = engine.counter("healing")
    if via == "trigger":
        queue = engine.counter("pending")
    return engine.declare(HealingEvent(id=f"h{order}", order=order, step="created", via=via, queue=queue,
                                       **fields))


def hero_of(engine, controller):
    """The hero Entity of a player, or None."""
    heroes = engine.find_all(Entity, kind="hero", controller=controller)
    return heroes[0] if heroes else None


def enemy_hero_of(engine, controller):
    """The hero Entity of `controller`'s opponent, or None."""
    heroes = [h for h in engine.find_all(Entity, kind="hero") if h["controller"] != controller]
    return heroes[0] if heroes else None


def is_dying(entity):
    """Whether a character has died (or will, at the deaths): destroyed, doomed or at 0 Health or less."""
    return entity["destroyed"] or entity["doomed"] or entity["health"] <= 0
