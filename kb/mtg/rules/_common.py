"""Names every Magic rules module uses, and the few queries rules make on the damage event."""
from dealt._compat import experta
from dealt.facts.mtg import MtgPlayer, Part, Permanent

AS, MATCH, NOT, TEST, L, P, W, Rule = (
    experta.AS, experta.MATCH, experta.NOT, experta.TEST, experta.L, experta.P, experta.W, experta.Rule)

CR = "Magic: The Gathering Comprehensive Rules"
POSITIVE = P(lambda n: n > 0)


def parts_of(engine, event_id, **fields):
    """The event's parts with these field values, in the event's order (a fact-set query)."""
    return sorted(engine.find_all(Part, event=event_id, **fields), key=lambda p: tuple(p["pos"]))


def labels(engine):
    """How the forms name every player and permanent."""
    out = {p["name"]: p["label"] for p in engine.find_all(MtgPlayer, record=False)}
    out.update({p["id"]: p["label"] for p in engine.find_all(Permanent, record=False)})
    return out


def label_of(engine, who):
    return labels(engine).get(who, who)


def new_part(engine, event_id, **fields):
    """Declare a new part of the event with the next part id."""
    n = engine.counter("part")
    return engine.declare(Part(event=event_id, id=f"p{n}", **fields))


def at_slot(stage):
    """The patterns of a replacement or prevention effect's turn (616.1): the event at `stage`, the affected
    player or object whose turn it is, and the effect at its place in their chosen order. Binds event_id,
    turn, who, cursor, slot, effect and `affected`."""
    from dealt.facts.mtg import Affected, MtgEvent, Rank
    return (MtgEvent(id=MATCH.event_id, stage=stage, turn=MATCH.turn),
            AS.affected << Affected(event=MATCH.event_id, stage=stage, turn=MATCH.turn, who=MATCH.who,
                                    cursor=MATCH.cursor, slot=MATCH.slot),
            Rank(affected=MATCH.who, stage=stage, position=MATCH.cursor, effect=MATCH.effect))


def not_yet_applied():
    """The effect has not yet modified this part (616.1: each applies once)."""
    from dealt.facts.mtg import Applied
    return NOT(Applied(event=MATCH.event_id, part=MATCH.part_id, effect=MATCH.effect))
