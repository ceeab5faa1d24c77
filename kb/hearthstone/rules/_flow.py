"""Helpers for effects that act after Damage Events: when the action has settled, and what triggers create.

An action has *settled* when every Damage Event it created is done, no hit waits to be created and
no Healing Event waits to resolve: that is when a two-step effect moves to its next step, a
Deathrattle resolves, an "after this attacks" trigger acts.

What a trigger creates (Eye for an Eye's damage, Mistress of Pain's healing) waits in the
``TriggerQueue`` (step ``pending``) until the event that triggered it has resolved, then is
created and resolved at once, in the order the triggers made them, before the next event of the
action resolves.
"""
from dealt.facts.templates import DamageEvent, Entity, HealingEvent, Hit, Turn
from dealt.kb.hearthstone.rules._common import AS, L, MATCH, NOT, new_event
from dealt.kb.sequence import creation_rank


def settled():
    """Patterns: nothing of the action is left to create or resolve."""
    return (NOT(DamageEvent(stage=~L("done"))), NOT(Hit()),
            NOT(HealingEvent(step=L("created") | L("queued") | L("pending"))))


def nothing_in_flight():
    """Pattern: no Damage Event is being created or resolved (waiting ones do not count)."""
    return NOT(DamageEvent(stage=L("creating") | L("resolving")))


def next_place(engine):
    """The next free place in the action's Turn queue of hits (every earlier place has been taken)."""
    return engine.find_all(Turn)[0]["next"]


def new_pending_event(engine, **fields):
    """A Damage Event created by a trigger: it waits for its place in the TriggerQueue."""
    return new_event(engine, step="pending", trigger_place=engine.counter("pending"), **fields)


def new_healing(engine, *, via, **fields):
    """Declare a Healing Event (``h1``, ``h2``...) at step ``created``.

    `via` is ``turn`` (one of an effect's Healing Events: it is created now and takes its `created`
    rank among the action's events, and resolves in that turn, after every event created before it)
    or ``trigger`` (it takes the next place in the TriggerQueue).
    """
    order = engine.counter("healing")
    queue = engine.counter("pending") if via == "trigger" else order
    created = creation_rank(engine) if via == "turn" else 0
    return engine.declare(HealingEvent(id=f"h{order}", order=order, step="created", via=via, queue=queue,
                                       prev=order - 1, created=created, **fields))


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


#: the ability mechanics that act in their card's turn (:func:`its_turn`) and mark their Ability done; the
#: others (the damage abilities) create their events at once and spend the action
IN_TURN = frozenset({"gain_armor", "restore_health", "summon_minions", "equip_weapon", "hero_gains_attack",
                     "draw_cards", "restore_health_to_own_hero", "destroy_target", "freeze_group",
                     "give_target_stats", "give_group_stats", "gain_stats",
                     "own_hero_cannot_take_damage_this_turn"})


#: the `trigger` a damage ability listed after an ability of :data:`IN_TURN` waits with: the damage rules match
#: an ability whose trigger is its action's ("" for the player's own), so it acts only once
#: :mod:`.ability_order` gives it its turn (Fortify, 'Gain 3 Armor. Deal damage equal to your Armor ...')
WAITS_FOR_ITS_TURN = "waits for the ability before it"


def its_turn(mechanic, **fields):
    """Patterns: the card's ability `mechanic` (``AS.ability``), once the ability listed before it in the card
    file is done and everything it created has resolved (the two-step rule), with its action
    (``AS.action``: ``MATCH.card``, ``MATCH.controller``, ``MATCH.targets``, ``MATCH.source_kind``). A triggered
    ability (``when``) is its own action: it and its queued Action share ``MATCH.trigger`` ("" for a card played)."""
    from dealt.facts.templates import Ability, Action
    return (AS.ability << Ability(mechanic=mechanic, then=False, done=False, card=MATCH.card, after=MATCH.after,
                                  trigger=MATCH.trigger, **fields),
            AS.action << Action(kind="play", card=MATCH.card, controller=MATCH.controller, targets=MATCH.targets,
                                source_kind=MATCH.source_kind, trigger=MATCH.trigger),
            NOT(Ability(card=MATCH.card, trigger=MATCH.trigger, then=False, stage=MATCH.after, done=False)),
            # the ability before it may be a damage ability still waiting for its turn (Fandral Staghelm's Wrath:
            # 3 damage, 1 damage, then the draw)
            NOT(Ability(card=MATCH.card, trigger=WAITS_FOR_ITS_TURN, then=False, stage=MATCH.after, done=False)),
            NOT(Action(kind="fatigue", spent=False)),         # a draw's Fatigue is created first
            *settled())


#: later-step and summon abilities read from card texts (issue 13, round 3): they act in their turn too
IN_TURN = IN_TURN | {"summon_a_random_minion_of_cost"}

#: the `trigger` an ability gated by its card's query of its target waits with ("If it dies, gain 5 Armor.",
#: :mod:`.target_query`): it acts only once the query held, after the ability before it is done
ASKS_ITS_TARGET = "waits for its card's query of the target"

#: the abilities that count or pick damaged characters (issue 13, round 3, :mod:`.damaged_counts`)
IN_TURN = IN_TURN | {"gain_stats_for_each_damaged", "give_damaged_friendly_minions_stats",
                     "draw_for_each_damaged_friendly_character", "restore_health_to_a_random_damaged_friendly_character",
                     "destroy_all_damaged_minions", "give_another_random_damaged_friendly_minion_stats"}
