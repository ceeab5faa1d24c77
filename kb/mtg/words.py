"""Magic's words for the conditions of its rules, as a why-not says them when one fails (:mod:`dealt.facts.words`):
its players, permanents, effects, the parts of a damage event (120.4) and the qualities protection reads (702.16a)."""
from dealt.facts.words import say

#: what a part of the damage event is (facts/mtg.py Part.kind), as the why-not's values show it (underscores as spaces)
KIND = {"damage": "damage", "life loss": "a loss of life", "gain life": "a gain of life", "poison": "poison counters",
        "mark damage": "damage marked", "minus counters": "-1/-1 counters", "remove loyalty": "loyalty removed",
        "remove defense": "defense counters removed", "dealt": "damage already dealt"}


def _part(v):
    """One part of the damage event, named by what it does to whom."""
    kind, amount, to = v.get("kind", ""), v.get("amount", ""), v.get("recipient", "")
    if v.get("rtypes") == "player":
        to = f"player {to}"
    if kind == "damage":
        return f"the damage {v.get('source_card') or v.get('source')} would deal to {to} (then {amount})"
    if kind == "life loss":
        return f"{to}'s loss of {amount} life"
    if kind == "gain life":
        return f"{to}'s gain of {amount} life"
    return f"{KIND.get(kind, kind)} ({amount}) for {to}"


def _kind(v):
    return f"what it could modify here is {v['subject']}, not {KIND.get(v['wanted'], v['wanted'])}"


def _quality(q):
    return {"creatures": "a creature", "everything": "a source"}.get(q, q)


say("Part", subject=_part,
    kind=_kind,
    amount="{subject}: there is no damage left to act on",
    who="{subject} is what happens to {actual}, not to {wanted}",
    source="{subject} comes from {actual}, not from {wanted}",
    rtypes="{subject} is dealt to a {actual}, not to a player",
    recipient="{subject} is dealt to {actual}, not {wanted}")
say("MtgEffect", subject="{card} ({id})",
    remaining="{subject} has {actual} left to prevent: the shield is used up",
    target="{subject} is on {actual}, not on {wanted}",
    controller="{subject} is player {actual}'s: it acts only for player {actual}, not for {wanted}",
    used_in="{subject} was already used, in {actual}",
    mechanic="{subject} is no such effect")
say("Permanent", subject="{id}",
    absent="{id} is not on the battlefield",
    creature="player {controller} controls no creature on the battlefield ({subject} is not one)",
    controller="{subject} is player {actual}'s, not player {wanted}'s",
    destroyed="{subject} has left the battlefield")
say("MtgPlayer", subject="player {name}",
    absent="there is no player {name}",
    life="player {name} has {actual} life")
say("SourceQuality", subject="{entity}",
    absent="{entity} has no quality protection could name",
    quality=lambda v: f"{v['subject']} is {_quality(v['actual'])}, not {_quality(v['wanted'])}")
say("Projection", subject="the life total the event would leave player {player}",
    life="{subject} is {actual}",
    # Worship works the life total out only once its controller is found to control a creature (results_replacement)
    absent="player {player} controls no creature, so {card} does not apply (only 'if you control a creature')")
say("Applied", present="{effect} has already modified this part of the event (614.5: once each)")
