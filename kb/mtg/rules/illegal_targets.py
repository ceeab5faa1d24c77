"""608.2b: as a spell resolves, its targets are checked; an illegal target is not affected, and a spell whose
targets are all illegal does not resolve.

What happened while the spell waited on the stack (``before_resolution``) comes first, in the order given:
a permanent leaves the battlefield, or gains hexproof or shroud. Then each target is checked, in the order
the spell names them, and only then does the spell resolve: the damage it announced for its legal targets
(601.2d: a division is announced as it is cast) is one damage event; an illegal target's share is not dealt,
and not moved to another target.
"""
from dealt.facts.mtg import Dealing, MtgChange, MtgEvent, Permanent, Resolution
from dealt.facts.templates import Keyword
from dealt.inference.salience import ADVANCE, PASS_OVER
from dealt.kb.mtg.rules._common import AS, MATCH, NOT, Rule, TEST, label_of
from dealt.kb.ruling import housekeeping


def _changing(kind):
    return (AS.resolution << Resolution(stage="changes", turn=MATCH.turn, card=MATCH.card),
            MtgChange(order=MATCH.turn, kind=kind, entity=MATCH.entity, keywords=MATCH.keywords))


@Rule(*_changing("leaves"), AS.permanent << Permanent(id=MATCH.entity))
def a_permanent_leaves_the_battlefield_while_the_spell_waits(self, resolution, permanent, turn, entity):
    """{label} leaves the battlefield while {card} waits on the stack (it is destroyed, sacrificed or returned to its owner's hand).

    Source: Magic Comprehensive Rules 608.2b; 400.7: 'An object that moves from one zone to another becomes a new object with no memory of or relation to its previous existence'.
    """
    self.explain(label=label_of(self, entity))
    self.modify(permanent, destroyed=True)
    self.modify(resolution, turn=turn + 1)


@Rule(*_changing("gains"))
def a_permanent_gains_a_keyword_while_the_spell_waits(self, resolution, turn, entity, keywords):
    """{label} gains {said} while {card} waits on the stack.

    Source: Magic Comprehensive Rules 608.2b; 702.11a (hexproof), 702.18a (shroud).
    """
    self.explain(label=label_of(self, entity), said=" and ".join(keywords))
    for kw in keywords:
        if not self.find_all(Keyword, record=False, entity=entity, name=kw):
            self.declare(Keyword(entity=entity, name=kw))
    self.modify(resolution, turn=turn + 1)


@Rule(AS.resolution << Resolution(stage="changes", turn=MATCH.turn), NOT(MtgChange(order=MATCH.turn)), salience=ADVANCE)
@housekeeping
def the_spell_begins_to_resolve(self, resolution):
    """The changes are done; the spell begins to resolve and its targets are checked, one at a time."""
    self.modify(resolution, stage="targets", turn=1)


def _target(*conditions):
    return (Resolution(stage="targets", turn=MATCH.turn, event=MATCH.event_id, card=MATCH.card, controller=MATCH.caster),
            AS.dealing << Dealing(event=MATCH.event_id, position=MATCH.turn, recipient=MATCH.recipient, illegal="",
                                  amount=MATCH.amount), *conditions)


@Rule(*_target(Permanent(id=MATCH.recipient, destroyed=True)))
def a_target_that_left_the_battlefield_is_illegal(self, dealing, recipient):
    """{label}, a target of {card}, has left the battlefield: it is an illegal target, and its {amount} damage will not be dealt.

    Source: Magic Comprehensive Rules 608.2b: 'If the spell or ability is not countered, it will resolve normally. However, if any of its targets are illegal, the part of the spell or ability's effect for which it is an illegal target can't perform any actions on that target'; 115.1; 400.7.
    """
    self.explain(label=label_of(self, recipient))
    self.modify(dealing, illegal="it has left the battlefield")


@Rule(*_target(NOT(Permanent(id=MATCH.recipient, destroyed=True)), Keyword(entity=MATCH.recipient, name="shroud")))
def a_target_with_shroud_is_illegal(self, dealing, recipient):
    """{label}, a target of {card}, now has shroud: it can't be the target of spells, so it is an illegal target, and its {amount} damage will not be dealt.

    Source: Magic Comprehensive Rules 702.18a: 'Shroud is a static ability. "Shroud" means "This permanent or player can't be the target of spells or abilities."'; 608.2b.
    """
    self.explain(label=label_of(self, recipient))
    self.modify(dealing, illegal="it has shroud")


@Rule(*_target(NOT(Permanent(id=MATCH.recipient, destroyed=True)), NOT(Keyword(entity=MATCH.recipient, name="shroud")),
               Keyword(entity=MATCH.recipient, name="hexproof"), Permanent(id=MATCH.recipient, controller=MATCH.owner)),
      TEST(lambda owner, caster: owner != caster))
def a_target_with_hexproof_is_illegal_for_an_opponents_spell(self, dealing, recipient, owner):
    """{label}, a target of {card}, now has hexproof and {card} is an opponent's spell: it is an illegal target, and its {amount} damage will not be dealt.

    Source: Magic Comprehensive Rules 702.11b: '"Hexproof" on a permanent means "This permanent can't be the target of spells or abilities your opponents control."'; 608.2b.
    """
    self.explain(label=label_of(self, recipient))
    self.modify(dealing, illegal="it has hexproof")


@Rule(AS.resolution << Resolution(stage="targets", turn=MATCH.turn, event=MATCH.event_id),
      Dealing(event=MATCH.event_id, position=MATCH.turn), salience=ADVANCE)
@housekeeping
def the_next_target_is_checked(self, resolution, turn):
    """The target after number {turn} is checked."""
    self.modify(resolution, turn=turn + 1)


@Rule(AS.resolution << Resolution(stage="targets", turn=MATCH.turn, event=MATCH.event_id),
      NOT(Dealing(event=MATCH.event_id, position=MATCH.turn)), salience=ADVANCE)
@housekeeping
def every_target_has_been_checked(self, resolution):
    """Every target of the spell has been checked."""
    self.modify(resolution, stage="resolve")


@Rule(AS.resolution << Resolution(stage="resolve", event=MATCH.event_id, card=MATCH.card, what=MATCH.what),
      NOT(Dealing(event=MATCH.event_id, illegal="")))
def a_spell_whose_targets_are_all_illegal_does_not_resolve(self, resolution, event_id, what):
    """Every target of {card} is illegal ({illegal}): {card} does not resolve and deals no damage.

    Source: Magic Comprehensive Rules 608.2b: 'If all its targets, for every instance of the word "target," are now illegal, the spell or ability doesn't resolve. It's removed from the stack and, if it's a spell, put into its owner's graveyard.'
    """
    dealings = sorted(self.find_all(Dealing, record=False, event=event_id), key=lambda d: d["position"])
    self.explain(illegal="; ".join(f"{label_of(self, d['recipient'])}: {d['illegal']}" for d in dealings))
    for d in dealings:
        self.retract(d)
    self.modify(resolution, stage="fizzled")
    self.declare(MtgEvent(id=event_id, stage="done", turn=1, what=f"{what} (does not resolve)"))


@Rule(AS.resolution << Resolution(stage="resolve", event=MATCH.event_id, card=MATCH.card, what=MATCH.what),
      salience=PASS_OVER)
def the_spell_resolves_for_its_legal_targets_only(self, resolution, event_id, what):
    """{card} resolves: {legal}.{illegal}

    Source: Magic Comprehensive Rules 608.2b: 'if any of its targets are illegal, the part of the spell or ability's effect for which it is an illegal target can't perform any actions on that target or make that target perform any actions'; 601.2d: the division of damage is announced as the spell is cast (the legal targets get what was announced for them; the illegal target's share is not moved to another).
    """
    dealings = sorted(self.find_all(Dealing, record=False, event=event_id), key=lambda d: d["position"])
    legal = [d for d in dealings if not d["illegal"]]
    illegal = [d for d in dealings if d["illegal"]]
    self.explain(legal=", ".join(f"{d['amount']} damage to {label_of(self, d['recipient'])}" for d in legal),
                 illegal=(" " + "; ".join(f"The {d['amount']} announced for {label_of(self, d['recipient'])} is not "
                                          f"dealt ({d['illegal']}) and not moved to another target." for d in illegal))
                 if illegal else " Every target is legal.")
    for d in illegal:
        self.retract(d)
    for position, d in enumerate(legal, 1):
        if d["position"] != position:
            self.modify(d, position=position)
    self.modify(resolution, stage="resolved")
    self.declare(MtgEvent(id=event_id, stage="proposed", turn=1, what=what))
