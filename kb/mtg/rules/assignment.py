"""702.19b: why a trampler's assignment of combat damage past its blockers was legal: lethal damage to each of them.

A creature blocked by two or more creatures divides its combat damage among them as its controller chooses
(510.1c-d); only trample asks for lethal damage, and only to let some of it go to what the creature attacks:
'the attacking creature's controller need not assign lethal damage to all those blocking creatures but in that
case can't assign any damage to the player or planeswalker it's attacking' (702.19b). Lethal damage is the
creature's toughness less the damage already marked on it, whatever prevention would do (702.19b: 'not any
abilities or effects that might change the amount of damage that's actually dealt'; 120.6); from a source with
deathtouch, any 1 damage is lethal (702.2c). The board (:mod:`dealt.kb.mtg.combat`) checks the assignment and
refuses an illegal one; this rule says, with the values, why the one made was legal.
"""
from dealt.facts.mtg import LethalDamage, MtgEvent
from dealt.inference.salience import DERIVE
from dealt.kb.mtg.rules._common import AS, MATCH, Rule, label_of


def _named(engine, thing):
    label = label_of(engine, thing)
    return label if thing in label.split() else f"{label} ({thing})"


def _marked(damage, marked_in):
    """The damage already marked on a blocker, and where it came from (its events, or the board as given)."""
    if not damage:
        return "with no damage marked"
    came = [("before this action" if m == "board" else f"from {m}") for m in marked_in]
    return f"with {damage} damage already marked" + (f" ({' and '.join(came)})" if came else "")


def _blocker(engine, entry, deathtouch):
    blocker, toughness, damage, marked_in, lethal, assigned = entry
    text = f"{_named(engine, blocker)} has toughness {toughness} {_marked(damage, marked_in)}"
    if deathtouch:
        text += ", but from a source with deathtouch any 1 damage is lethal (702.2c): lethal damage is 1"
    else:
        text += f": lethal damage is {lethal}"
    return text + f", and it is assigned {assigned}"


@Rule(MtgEvent(id=MATCH.event_id, stage="proposed", turn=MATCH.turn),
      AS.check << LethalDamage(event=MATCH.event_id, position=MATCH.turn), salience=DERIVE)
def a_trampler_may_assign_the_rest_once_each_blocker_is_assigned_lethal_damage(self, check):
    """{creature} has trample, so it may assign combat damage to {to} once each creature blocking it is assigned lethal damage, counting damage already marked and ignoring prevention: {blockers}; so {remaining} may go to {to}, and it assigns {rest} there.

    Source: Magic Comprehensive Rules 702.19b: 'the attacking creature's controller need not assign lethal damage to all those blocking creatures but in that case can't assign any damage to the player or planeswalker it's attacking. When checking for assigned lethal damage, take into account damage already marked on the creature and damage from other creatures that's being assigned during the same combat damage step, but not any abilities or effects that might change the amount of damage that's actually dealt.'; 510.1c-d (a blocked creature divides its combat damage among its blockers as its controller chooses); 120.6 (lethal damage: damage marked at least its toughness); 702.19b's example: 'A 6/6 green creature with trample is blocked by a 2/2 creature with protection from green. The attacking creature's controller must assign at least 2 damage to the blocker, even though that damage will be prevented'; 702.2c: 'Any nonzero amount of combat damage assigned to a creature by a source with deathtouch is considered to be lethal damage for the purposes of determining if a proposed combat damage assignment is valid, regardless of that creature's toughness. See rules 510.1c-d.' (later editions: 'for the purposes of determining if excess damage is being dealt').
    """
    blockers = [_blocker(self, entry, check["deathtouch"]) for entry in check["blockers"]]
    most = check["power"] - sum(1 if check["deathtouch"] else entry[4] for entry in check["blockers"])
    self.explain(creature=_named(self, check["creature"]), to=label_of(self, check["to"]), rest=check["rest"],
                 blockers="; ".join(blockers),
                 remaining=f"the remaining {most}" if most == check["rest"] else f"up to {most} of its {check['power']}")
    self.retract(check)
