"""The damage event and its stages (120.4): all damage dealt at the same time is one event, in parts.

The event moves through the stages of :mod:`dealt.kb.mtg.steps` one at a time; inside a stage its parts
(or, where effects are ordered by a player's choice, its affected players and objects) take their turn in
the event's order. As each of 120.4's stages ends, the event's form is kept as a fact, for `why`.
"""
from dealt.facts.mtg import Affected, Dealing, Form, MtgEvent, Part, Rank
from dealt.inference.salience import ADVANCE
from dealt.kb.mtg.forms import render
from dealt.kb.mtg.rules._common import AS, MATCH, NOT, Rule, label_of, labels, new_part, parts_of
from dealt.kb.mtg.steps import FORM_STAGES, RANKED, next_stage
from dealt.kb.ruling import housekeeping

#: the parts that take a turn at each stage where parts act one at a time
TAKES_A_TURN = {
    "excess": ("damage",),
    "results": ("damage",),
    "occurs": ("life_loss", "poison", "mark_damage", "minus_counters", "remove_loyalty", "remove_defense",
               "gain_life"),
}


def _from_dealing(engine, event, dealing, turn):
    new_part(engine, event["id"], kind="damage", source=dealing["source"], source_card=dealing["source_card"],
             source_kind=dealing["source_kind"], controller=dealing["controller"], recipient=dealing["recipient"],
             rtypes=dealing["rtypes"], who=dealing["recipient"], amount=dealing["amount"], pos=(dealing["position"],),
             combat=dealing["combat"], excess_to=dealing["excess_to"])
    engine.explain(label=label_of(engine, dealing["recipient"]), how=dealing["how"])
    engine.retract(dealing)
    engine.modify(event, turn=turn + 1)


@Rule(AS.event << MtgEvent(stage="proposed", turn=MATCH.turn, id=MATCH.event_id),
      AS.dealing << Dealing(event=MATCH.event_id, position=MATCH.turn, combat=False, amount=MATCH.amount,
                            source_card=MATCH.card, recipient=MATCH.recipient, amount_is=""))
def a_spell_or_ability_deals_its_damage_in_one_event(self, event, dealing, turn, amount, card, recipient):
    """{card} deals {amount} damage to {label}: it is part of one damage event with all the damage {card} deals at the same time.

    Source: Magic Comprehensive Rules 120.4 ('Damage is processed in a four-part sequence'); 120.1; 601.2d (damage divided as the spell is cast).
    """
    _from_dealing(self, event, dealing, turn)


@Rule(AS.event << MtgEvent(stage="proposed", turn=MATCH.turn, id=MATCH.event_id),
      AS.dealing << Dealing(event=MATCH.event_id, position=MATCH.turn, combat=True, amount=MATCH.amount,
                            source_card=MATCH.card, recipient=MATCH.recipient))
def combat_damage_is_dealt_simultaneously_as_assigned(self, event, dealing, turn, amount, card, recipient):
    """{card} assigns {amount} combat damage to {label}{how}; all combat damage is dealt simultaneously, in one damage event.

    Source: Magic Comprehensive Rules 510.1 (each attacking and blocking creature assigns combat damage equal to its power), 510.1c-d ('If two or more creatures are blocking it, it assigns its combat damage to those creatures divided as its controller chooses among them'; likewise a creature blocking two or more), 510.2 ('all combat damage that's been assigned is dealt simultaneously').
    """
    _from_dealing(self, event, dealing, turn)


@Rule(AS.event << MtgEvent(turn=MATCH.turn, id=MATCH.event_id, stage=MATCH.stage),
      NOT(Dealing(event=MATCH.event_id, position=MATCH.turn)),
      NOT(Part(event=MATCH.event_id, turn=MATCH.turn)),
      NOT(Affected(event=MATCH.event_id, turn=MATCH.turn)),
      NOT(MtgEvent(id=MATCH.event_id, stage="done")),
      salience=ADVANCE)
@housekeeping
def the_event_moves_on_to_its_next_stage(self, event, event_id, stage):
    """{event_id} moves on from stage {stage}."""
    parts = parts_of(self, event_id)
    if stage in FORM_STAGES:
        seen = self.find_all(Form, record=False, event=event_id)
        self.declare(Form(event=event_id, stage=stage, index=len(seen) + 1,
                          parts=render([dict(p) for p in parts], labels(self))))
    following = next_stage(stage)
    if following in RANKED:
        affected, slots, ranked = [], {}, {}
        for r in self.find_all(Rank, record=False, stage=following):
            ranked[r["affected"]] = ranked.get(r["affected"], 0) + 1
        for part in parts:
            if part["kind"] == "dealt" or not part["amount"] or part["who"] not in ranked:
                slot = 0
            else:
                if part["who"] not in slots:
                    affected.append(part["who"])
                slots[part["who"]] = slots.get(part["who"], 0) + 1
                slot = slots[part["who"]]
            if (part["turn"], part["slot"]) != (0, slot):
                self.modify(part, turn=0, slot=slot)
        for turn, who in enumerate(affected, 1):
            self.declare(Affected(event=event_id, who=who, stage=following, turn=turn, effects=ranked[who]))
    else:
        turn = 0
        for part in parts:
            takes = part["kind"] in TAKES_A_TURN.get(following, ()) and part["amount"] > 0
            turn += takes
            wanted = (turn if takes else 0, 0)
            if (part["turn"], part["slot"]) != wanted:
                self.modify(part, turn=wanted[0], slot=0)
    self.modify(event, stage=following, turn=1)


@Rule(AS.event << MtgEvent(turn=MATCH.turn, id=MATCH.event_id),
      Part(event=MATCH.event_id, turn=MATCH.turn),
      salience=ADVANCE)
@housekeeping
def the_next_part_takes_its_turn(self, event, turn):
    """{event_id}: the part after number {turn} takes its turn."""
    self.modify(event, turn=turn + 1)

