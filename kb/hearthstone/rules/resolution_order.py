"""The order Damage Events resolve in: the order they were created, each after every earlier one.

Source: Hearthstone wiki, Damage Events: area effects "first create all Damage Events (one for each
affected character, in play order), and then resolve all Damage Events (queuing and resolving
triggers) in play order"; Swipe's events "are then resolved in the same order"; the other
multi-target effects "first create all Damage Events in a given order, then resolve all Damage Events
in the same order"; combat's two events are "created in the order attack-counterattack, and then
they are resolved in the same order". Resolving a Damage Event: "If the Damage Event was prevented
... it will not run any triggers."

Each event takes a `created` rank when its creation begins (:func:`dealt.kb.sequence.creation_rank`);
the ``ResolutionTurn`` fact holds the rank whose turn it is, and passes on only when that event is
done, so an event resolves only when *every* event created before it has resolved: a prevented
event waits for its turn too, and never lets a later one go ahead of an earlier one. An event a
trigger creates resolves at once (:mod:`.triggered`); the turn passes over it. An effect's Healing
Events take their turns the same way (:mod:`.healing`), and Riftbound's events too
(:mod:`dealt.kb.riftbound.rules.ordering`): the passing rule is :func:`dealt.kb.sequence.turn_to_resolve_passes_on`.
"""
from dealt.facts.templates import DamageEvent, NextStep
from dealt.inference.salience import ADVANCE
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule
from dealt.kb.sequence import its_turn_to_resolve, turn_to_resolve_passes_on


@Rule(AS.event << DamageEvent(step="created", prevented=False, created=MATCH.rank, one_at_a_time=False),
      *its_turn_to_resolve(),
      NextStep(step="created", next=MATCH.next, stage=MATCH.stage),
      salience=ADVANCE)
def created_events_resolve_one_at_a_time_in_order(self, event, next, stage):
    """{event} resolves now: every event of the action has been created, and every one created before it has resolved.

    Source: Hearthstone wiki, Damage Events: area effects '... and then resolve all Damage Events
    (queuing and resolving triggers) in play order'; the other multi-target effects and combat
    'resolve all Damage Events in the same order' they were created in. Resolving a Damage Event
    runs its triggers and the Stealth step.
    """
    self.modify(event, step=next, stage=stage, cursor=0)


@Rule(AS.event << DamageEvent(step="created", prevented=False, created=MATCH.rank, one_at_a_time=True),
      *its_turn_to_resolve(),
      NextStep(step="created", next=MATCH.next, stage=MATCH.stage),
      salience=ADVANCE)
def event_resolves_as_soon_as_it_is_created(self, event, next, stage):
    """{event} resolves as soon as it is created: {source} creates its Damage Events one at a time, and the next is created only after this one resolved.

    Source: Hearthstone wiki, Damage Events: 'Lightning Storm, Elemental Destruction and Lightbomb, although
    still figuring out the set of minions they will damage before beginning to damage anything, resolve each
    Damage Event as soon as it is created in play order'; missiles (Bouncing Blade, Greater Arcane Missiles,
    Cobra Shot, the 'randomly split' spells): 'each missile creates a Damage Event which is immediately
    resolved, before choosing at random the target for the next missile.' The other effects whose hits are
    created one at a time (Moonbeam, Spirit Bomb, an excess that hits the hero) cite their own source in their
    modules (Fireplace's sequential Hit actions).
    """
    self.modify(event, step=next, stage=stage, cursor=0)


@Rule(AS.event << DamageEvent(step="created", prevented=True, created=MATCH.rank),
      *its_turn_to_resolve(),
      salience=ADVANCE)
def prevented_event_resolves_in_its_turn_with_no_consequences(self, event):
    """{event} was prevented; it resolves in its turn, after every event created before it, and runs no triggers.

    Source: Hearthstone wiki, Damage Events: a prevented Damage Event 'has no other consequences';
    the effect resolves 'all Damage Events ... in play order' (or in the order they were created);
    Resolving a Damage Event: 'If the Damage Event was prevented ... it will not run any triggers.'
    """
    self.modify(event, step="resolved", stage="done", cursor=0)


resolution_turn_passes_to_the_next_created_event = turn_to_resolve_passes_on("created")
