"""616.1: the affected player (or the controller of the affected object) chooses which effect applies first.

At a stage where replacement and prevention effects act (120.4b on damage, 120.4c on its results), each
affected player or object takes its turn. Its choice is a preference order (``Rank`` facts, from
``choices.replacement_order``, else play order): the first effect in that order that applies to one of its
parts is applied; then every effect is checked again, from the top, against the modified event (616.1f),
each at most once per part (614.5). The effect rules themselves live in their mechanic's module; these rules
move the check along, and, as an affected player's or object's turn ends, say who chose the order and which
order it was (616.1), or that only one effect applied, so there was no order to choose.
"""
from dealt.facts.mtg import Affected, MtgEffect, MtgEvent, Part, Permanent, Rank
from dealt.inference.salience import ADVANCE, DERIVE, PASS_OVER
from dealt.kb.mtg.rules._common import AS, MATCH, NOT, TEST, Rule, label_of
from dealt.kb.ruling import housekeeping


def applied(engine, affected, applied_fact):
    """After an effect applied: record it (with its place in the order), and check every effect again from the
    top (616.1f)."""
    engine.declare(applied_fact)
    engine.modify(affected, cursor=0, slot=1,
                  applied=affected["applied"] + ((applied_fact["effect"], affected["cursor"], ""),))


@Rule(AS.rank << Rank(affected=MATCH.who, stage=MATCH.stage, position=MATCH.position, effect=MATCH.effect),
      NOT(MtgEffect(id=MATCH.effect)), salience=DERIVE)
@housekeeping
def an_effect_that_has_ended_leaves_the_order(self, rank, who, stage, position):
    """{effect} has ended (514.2: it lasted this turn): it leaves {who}'s order at {stage}; the effects after it move up."""
    later = [r for r in self.find_all(Rank, record=False, affected=who, stage=stage) if r["position"] > position]
    self.retract(rank)
    for r in sorted(later, key=lambda r: r["position"]):
        self.modify(r, position=r["position"] - 1)


@Rule(MtgEvent(id=MATCH.event_id, stage=MATCH.stage, turn=MATCH.turn),
      AS.affected << Affected(event=MATCH.event_id, stage=MATCH.stage, turn=MATCH.turn, who=MATCH.who,
                              cursor=MATCH.cursor, slot=MATCH.slot),
      Rank(affected=MATCH.who, stage=MATCH.stage, position=MATCH.cursor, effect=MATCH.effect),
      Part(event=MATCH.event_id, who=MATCH.who, slot=MATCH.slot),
      salience=PASS_OVER)
@housekeeping
def effect_does_not_apply_to_this_part(self, affected, slot):
    """{effect} does not apply to part {slot} of what happens to {who}."""
    self.modify(affected, slot=slot + 1)


@Rule(MtgEvent(id=MATCH.event_id, stage=MATCH.stage, turn=MATCH.turn),
      AS.affected << Affected(event=MATCH.event_id, stage=MATCH.stage, turn=MATCH.turn, who=MATCH.who,
                              cursor=MATCH.cursor, slot=MATCH.slot),
      Rank(affected=MATCH.who, stage=MATCH.stage, position=MATCH.cursor),
      NOT(Part(event=MATCH.event_id, who=MATCH.who, slot=MATCH.slot)),
      salience=ADVANCE)
@housekeeping
def the_next_effect_in_the_affected_players_order_is_checked(self, affected, cursor):
    """{who}: the effect after number {cursor} in the chosen order is checked."""
    self.modify(affected, cursor=cursor + 1, slot=1)


def _end_of_turn():
    """The patterns of an affected player's or object's turn at a stage that has no effect left to check."""
    return (AS.event << MtgEvent(id=MATCH.event_id, stage=MATCH.stage, turn=MATCH.turn),
            AS.affected << Affected(event=MATCH.event_id, stage=MATCH.stage, turn=MATCH.turn, who=MATCH.who,
                                    cursor=MATCH.cursor),
            NOT(Rank(affected=MATCH.who, stage=MATCH.stage, position=MATCH.cursor)))


def _end_turn(engine, event, affected, turn):
    engine.retract(affected)
    engine.modify(event, turn=turn + 1)


def order_was_chosen(affected):
    """616.1: two or more effects could modify what happens to the affected, and the order decided something:
    two or more of them applied, or one applied before another of its order had been checked (which, checked
    again against the modified event, did not apply: 616.1f)."""
    used = {entry[0] for entry in affected["applied"]}
    return affected["effects"] >= 2 and bool(used) and (
        len(used) >= 2 or affected["applied"][0][1] < affected["effects"] - 1)


def only_one_applied(affected):
    """Two or more effects could modify what happens to the affected, but only one applied, and every other had
    been checked and had not applied before it did: no two were attempting to modify the event at once (616.1)."""
    used = {entry[0] for entry in affected["applied"]}
    return affected["effects"] >= 2 and len(used) == 1 and affected["applied"][0][1] == affected["effects"] - 1


def _names(items):
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def _turn_words(engine, affected):
    """The values both 616.1 rulings fill in: who chose and in which role, what they chose for, the effects."""
    who, stage = affected["who"], affected["stage"]
    label = label_of(engine, who)
    person = label if who in label.split() else f"{label} ({who})"
    permanent = next(iter(engine.find_all(Permanent, record=False, id=who)), None)
    if permanent is None:
        chooser, role = person, "the affected player,"
    else:
        owner = label_of(engine, permanent["controller"])
        chooser = owner if permanent["controller"] in owner.split() else f"{owner} ({permanent['controller']})"
        role = f"who controls {person},"
    ranks = sorted(engine.find_all(Rank, record=False, affected=who, stage=stage), key=lambda r: r["position"])
    effects = {e["id"]: e for e in engine.find_all(MtgEffect, record=False)}
    cards = [effects[r["effect"]]["card"] if r["effect"] in effects else r["effect"] for r in ranks]
    named = {r["effect"]: (f"{c} ({r['effect']})" if cards.count(c) > 1 else c) for r, c in zip(ranks, cards)}
    what = (f"the damage to {label}" if stage == "replacement"
            else f"the results of the damage event for {label}")
    given = ranks[0]["given"] if ranks else ""
    how = f"as given in {given}" if given else "no order was given, so play order"
    return {"chooser": chooser, "role": role, "what": what, "effects": _names([named[r["effect"]] for r in ranks]),
            "named": named, "ranks": ranks, "how": how}


def _order_words(words, affected):
    """The order as it was used: each effect applied, in turn (how many times, when more than once: 616.1f; one that
    prevented none of damage that can't be prevented, once, 615.12), then the effects of the order that did not apply."""
    named, runs, said_unpreventable = words["named"], [], set()
    for effect, _, how in affected["applied"]:
        if how == "unpreventable":
            if effect not in said_unpreventable:
                said_unpreventable.add(effect)
                runs.append([effect, 1, " (preventing none of it: the damage can't be prevented, 615.12)"])
        elif runs and runs[-1][0] == effect and not runs[-1][2]:
            runs[-1][1] += 1
        else:
            runs.append([effect, 1, ""])
    said = [named[e] + (f" ({n} times: once to each part of it, 616.1f)" if n > 1 else "") + how for e, n, how in runs]
    text = said[0] + " first" + "".join(f", then {s}" for s in said[1:])
    used = {entry[0] for entry in affected["applied"]}
    left = [named[r["effect"]] for r in words["ranks"] if r["effect"] not in used]
    if left:
        text += f"; then {_names(left)}, checked again against the modified event (616.1f), did not apply"
    return text


@Rule(*_end_of_turn(), TEST(lambda affected: order_was_chosen(affected)), salience=ADVANCE)
def the_affected_player_chooses_the_order_of_the_effects(self, event, affected, turn):
    """{chooser}, {role} chooses the order in which {effects} apply to {what} ({how}): {order}.

    Source: Magic Comprehensive Rules 616.1: 'If two or more replacement and/or prevention effects are attempting to modify the way an event affects an object or player, the affected object's controller (or its owner if it has no controller) or the affected player chooses one to apply'; 616.1e: 'Any of the applicable replacement and/or prevention effects may be chosen.'; 616.1f: 'Once the chosen effect has been applied, this process is repeated (taking into account only replacement or prevention effects that would now be applicable) until there are no more left to apply.' (numbered 616.1d-e in editions before 616.1d on entering with the back face up was added); 614.5 (an effect gets one opportunity to affect an event: here each part once).
    """
    words = _turn_words(self, affected)
    self.explain(order=_order_words(words, affected), **{k: v for k, v in words.items() if isinstance(v, str)})
    _end_turn(self, event, affected, turn)


@Rule(*_end_of_turn(), TEST(lambda affected: only_one_applied(affected)), salience=ADVANCE)
def only_one_effect_applies_so_there_is_no_order_to_choose(self, event, affected, turn):
    """Of {effects}, only {card} applied to {what}: {others} had been checked and did not apply before it did, so no two effects were attempting to modify the event at once and {chooser}, {role} had no order to choose.

    Source: Magic Comprehensive Rules 616.1: 'If two or more replacement and/or prevention effects are attempting to modify the way an event affects an object or player, the affected object's controller ... or the affected player chooses one to apply'; 616.1f (checked again after it applied, the others still did not apply).
    """
    words = _turn_words(self, affected)
    used = affected["applied"][0][0]
    self.explain(card=words["named"][used],
                 others=_names([words["named"][r["effect"]] for r in words["ranks"] if r["effect"] != used]),
                 **{k: v for k, v in words.items() if isinstance(v, str) and k != "how"})
    _end_turn(self, event, affected, turn)


@Rule(*_end_of_turn(), TEST(lambda affected: not order_was_chosen(affected) and not only_one_applied(affected)),
      salience=ADVANCE)
@housekeeping
def no_effect_is_left_to_apply_to_the_affected(self, event, affected, turn):
    """{who}: no replacement or prevention effect is left to apply at stage {stage}."""
    _end_turn(self, event, affected, turn)
