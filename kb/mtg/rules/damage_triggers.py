"""Abilities that trigger when damage is dealt (120.4b, 603): they trigger as the damage is dealt, wait, and are
put on the stack once the damage event and its state-based actions are done; the top one resolves first, and
damage it deals is a next damage event, with its own 120.4 sequence and state-based actions.

"That much" is the damage actually dealt: damage that was prevented was never dealt (615.6), so a fully
prevented part triggers nothing (the results stage gives a part a turn only when its amount is above 0).
All the damage one event deals is one trigger event (603.2c: "An ability triggers only once each time its
trigger event occurs"): Boros Reckoner dealt damage by two blockers at once triggers once, for the total.
"""
from dealt.facts.mtg import (ActivePlayer, Dealing, MtgEvent, MtgPlayer, MtgTrigger, Part, Permanent, Stack, Triggered,
                             TriggerChoice, TriggerRank, Waiting)
from dealt.inference.salience import IN_PHASE_TRIGGERS, TRIGGER_PASS_OVER
from dealt.kb.mtg.rules._common import AS, L, MATCH, NOT, P, POSITIVE, Rule, TEST, label_of, new_part
from dealt.kb.ruling import housekeeping



def _dealt(**fields):
    return AS.part << Part(event=MATCH.event_id, turn=MATCH.turn, kind="dealt", id=MATCH.part_id,
                           source=MATCH.source, source_card=MATCH.source_card, recipient=MATCH.recipient,
                           amount=MATCH.amount & POSITIVE, done=MATCH.done, next_trigger=MATCH.position, **fields)


def _results_turn():
    return MtgEvent(id=MATCH.event_id, stage="results", turn=MATCH.turn)


def _not_yet_counted():
    return TEST(lambda done, trigger_id: f"triggered:{trigger_id}" not in done)


def _trigger(engine, part, trigger, recipient=""):
    """The ability triggers on this part's damage, or (603.2c) adds it to what it triggered on in this event."""
    engine.modify(part, done=part["done"] + (f"triggered:{trigger['id']}",), next_trigger=part["next_trigger"] + 1)
    engine.explain(label=label_of(engine, part["recipient"]), card=trigger["card"], source=part["source_card"])
    same = engine.find_all(Triggered, record=False, trigger=trigger["id"], event=part["event"], recipient=recipient)
    if same:
        engine.modify(same[0], amount=same[0]["amount"] + part["amount"], parts=same[0]["parts"] + (part["id"],))
        engine.explain(total=same[0]["amount"] + part["amount"])
        return
    engine.explain(total=part["amount"])
    if not engine.find_all(Waiting, record=False, event=part["event"]):
        engine.declare(Waiting(event=part["event"]))
    engine.declare(Triggered(id=f"t{engine.counter('triggered')}", trigger=trigger["id"], event=part["event"],
                             host=trigger["host"], card=trigger["card"], controller=trigger["controller"],
                             amount=part["amount"], parts=(part["id"],), recipient=recipient,
                             instance=engine.counter(f"instance:{trigger['id']}")))


@Rule(_results_turn(), _dealt(),
      AS.trigger << MtgTrigger(id=MATCH.trigger_id, position=MATCH.position, when="dealt_damage",
                               host=MATCH.recipient), _not_yet_counted(), salience=IN_PHASE_TRIGGERS)
def whenever_it_is_dealt_damage_its_ability_triggers(self, part, trigger):
    """{card} is dealt {amount} damage by {source}: its ability ('whenever it is dealt damage') triggers, once for all the damage of this event (that much: {total} so far), and waits to be put on the stack.

    Source: Magic Comprehensive Rules 120.4b: 'Abilities that trigger when damage is dealt trigger now and wait to be put on the stack.'; 603.2, 603.2c ('An ability triggers only once each time its trigger event occurs'); Boros Reckoner (Oracle): 'Whenever Boros Reckoner is dealt damage, it deals that much damage to any target.'; its Gatherer rulings (2017-03-14, quoted at https://magiccards.info/query?q=!Boros%20Reckoner): it triggers even if dealt lethal damage, and 'If Boros Reckoner is dealt damage by multiple sources at once ... its ability triggers once'.
    """
    _trigger(self, part, trigger)


@Rule(_results_turn(), _dealt(),
      AS.trigger << MtgTrigger(id=MATCH.trigger_id, position=MATCH.position, when="deals_damage",
                               host=MATCH.source), _not_yet_counted(), salience=IN_PHASE_TRIGGERS)
def whenever_it_deals_damage_its_ability_triggers(self, part, trigger):
    """{card} deals {amount} damage to {label}: its ability ('whenever it deals damage') triggers, once for all the damage of this event (that much: {total} so far), and waits to be put on the stack.

    Source: Magic Comprehensive Rules 120.4b; 603.2, 603.2c.
    """
    _trigger(self, part, trigger)


@Rule(_results_turn(), _dealt(rtypes=("player",), combat=True),
      AS.trigger << MtgTrigger(id=MATCH.trigger_id, position=MATCH.position, when="deals_combat_damage_to_player",
                               host=MATCH.source),
      _not_yet_counted(), salience=IN_PHASE_TRIGGERS)
def whenever_it_deals_combat_damage_to_a_player_its_ability_triggers(self, part, trigger, recipient):
    """{card} deals {amount} combat damage to {label}: its ability ('whenever it deals combat damage to a player') triggers for that player and waits to be put on the stack.

    Source: Magic Comprehensive Rules 120.4b; 603.2, 603.2c; 510.2 (combat damage).
    """
    _trigger(self, part, trigger, recipient=recipient)


@Rule(_results_turn(), _dealt(rtypes=("player",), combat=True),
      AS.trigger << MtgTrigger(id=MATCH.trigger_id, position=MATCH.position, when="deals_combat_damage_to_opponent",
                               host=MATCH.source, controller=MATCH.controller),
      TEST(lambda recipient, controller: recipient != controller),
      _not_yet_counted(), salience=IN_PHASE_TRIGGERS)
def whenever_it_deals_combat_damage_to_an_opponent_its_ability_triggers(self, part, trigger, recipient):
    """{card} deals {amount} combat damage to {label}, an opponent: its ability ('whenever it deals combat damage to an opponent') triggers for that player and waits to be put on the stack.

    Source: Magic Comprehensive Rules 120.4b; 603.2, 603.2c; 510.2 (combat damage); 102.2 (an opponent). Questing Beast (Oracle).
    """
    _trigger(self, part, trigger, recipient=recipient)


@Rule(_results_turn(), _dealt(rtypes=("player",)),
      AS.trigger << MtgTrigger(id=MATCH.trigger_id, position=MATCH.position, when="source_deals_damage_to_you",
                               controller=MATCH.recipient),
      _not_yet_counted(), salience=IN_PHASE_TRIGGERS)
def whenever_a_source_deals_damage_to_you_the_ability_triggers(self, part, trigger):
    """{source} deals {amount} damage to {label}, who controls {card}: its ability ('whenever a source deals damage to you') triggers, once for all the damage of this event (that much: {total} so far), and waits to be put on the stack.

    Source: Magic Comprehensive Rules 120.4b; 603.2, 603.2c.
    """
    _trigger(self, part, trigger)


@Rule(_results_turn(), _dealt(), MtgTrigger(position=MATCH.position), salience=TRIGGER_PASS_OVER)
@housekeeping
def a_damage_trigger_that_does_not_see_this_damage_is_passed_over(self, part, position):
    """The damage trigger at place {position} in play order does not see {part_id}: the next one is checked (one at
    a time, in play order, so the abilities one part triggers are listed in an order the facts give)."""
    self.modify(part, next_trigger=position + 1)


def _apnap(engine, active):
    """The players in APNAP order (101.4): the active player, then the others in turn order."""
    players = sorted(engine.find_all(MtgPlayer, record=False), key=lambda p: (p["name"] != active, p["order"], p["name"]))
    return [p["name"] for p in players]


def _target(engine, item, trigger, event_id):
    """The target chosen as the ability is put on the stack (603.3d), from choices.trigger_targets; None: there is
    no legal one, so the ability is removed from the stack (Questing Beast, no planeswalker)."""
    if trigger["to"] == "target_planeswalker_that_player_controls":
        return _planeswalker_target(engine, item, trigger, event_id)
    if trigger["to"] not in ("any_target", "target_opponent"):
        return ""
    chosen = {c["instance"]: c["target"] for c in engine.find_all(TriggerChoice, record=False, host=trigger["host"])}
    target = chosen.get(item["instance"], chosen.get(0))
    where = f"choices.trigger_targets.{trigger['host']}"
    opponents = [p["name"] for p in engine.find_all(MtgPlayer, record=False) if p["name"] != trigger["controller"]]
    if target is None and trigger["to"] == "target_opponent" and len(opponents) == 1:
        return opponents[0]
    if target is None:
        raise engine.chance.input_error(where, f"{trigger['card']}'s ability triggered (time {item['instance']}, in "
                                        f"{event_id}) and needs the target it chooses as it is put on the stack "
                                        "(603.3d).", allowed=f"{trigger['host']}: TARGET, or a list: one target "
                                        "for each time it triggers")
    gone = engine.find_all(Permanent, record=False, id=target, destroyed=True)
    if gone:
        raise engine.chance.input_error(where, f"{target} is no longer on the battlefield when {trigger['card']}'s "
                                        f"ability is put on the stack (after {event_id}'s state-based actions), so "
                                        "it cannot be chosen as its target (603.3d, 115.1).",
                                        allowed="a player or a permanent still on the battlefield")
    return target


def _planeswalker_target(engine, item, trigger, event_id):
    """Target planeswalker the player dealt the combat damage controls: the one given, or the only one, or none."""
    theirs = [p["id"] for p in engine.find_all(Permanent, record=False, controller=item["recipient"], destroyed=False)
              if "planeswalker" in p["types"]]
    chosen = {c["instance"]: c["target"] for c in engine.find_all(TriggerChoice, record=False, host=trigger["host"])}
    target = chosen.get(item["instance"], chosen.get(0))
    if target is None:
        if len(theirs) > 1:
            raise engine.chance.input_error(f"choices.trigger_targets.{trigger['host']}", f"{trigger['card']}'s "
                                            f"ability triggered (in {event_id}) and needs the planeswalker of "
                                            f"{item['recipient']} it targets (603.3d).", allowed=", ".join(theirs))
        return theirs[0] if theirs else None
    if target not in theirs:
        raise engine.chance.input_error(f"choices.trigger_targets.{trigger['host']}", f"{target!r} is not a "
                                        f"planeswalker {item['recipient']} controls, so {trigger['card']}'s ability "
                                        "cannot target it (603.3d, 115.1).", allowed=", ".join(theirs) or "(none)")
    return target


@Rule(MtgEvent(id=MATCH.event_id, stage="done"),
      AS.stack << Stack(items=MATCH.items),
      ActivePlayer(name=MATCH.active),
      AS.waiting << Waiting(event=MATCH.event_id))
def triggered_abilities_are_put_on_the_stack_in_apnap_order(self, stack, waiting, event_id, items, active):
    """After {event_id} and its state-based actions, the abilities that triggered are put on the stack, in APNAP order: {order}. The last one put on resolves first: {top}.

    Source: Magic Comprehensive Rules 603.3: 'Once an ability has triggered, its controller puts it on the stack as an object that's not a card the next time a player would receive priority.'; 603.3b: 'each player, in APNAP order, puts triggered abilities they control on the stack in any order they choose'; 117.5 (state-based actions are checked first); 603.3d (its target is chosen as it is put on the stack).
    """
    self.retract(waiting)
    waiting = self.find_all(Triggered, record=False, event=event_id, stacked=False)
    triggers = {t["id"]: t for t in self.find_all(MtgTrigger, record=False)}
    ranks = {(r["player"], r["host"]): r["position"] for r in self.find_all(TriggerRank, record=False)}
    players = _apnap(self, active)
    unranked = len(triggers) + 1

    def key(t):
        return (players.index(t["controller"]), ranks.get((t["controller"], t["host"]), unranked),
                triggers[t["trigger"]]["order"], t["instance"], t["recipient"])
    put, said, removed = sorted(waiting, key=key), [], []
    for t in put:
        target = _target(self, t, triggers[t["trigger"]], event_id)
        if target is None:
            removed.append(t)
            self.modify(t, stacked=True, resolved=True)
            said.append(f"{t['card']}'s ability ({t['controller']}; that much: {t['amount']}): no legal target, so "
                        "it is removed from the stack (603.3d)")
            continue
        self.modify(t, stacked=True, target=target)
        said.append(f"{t['card']}'s ability ({t['controller']}; that much: {t['amount']}"
                    + (f"; targeting {label_of(self, target)}" if target else "")
                    + (f"; to the chosen player, {label_of(self, triggers[t['trigger']]['chosen'])}"
                       if triggers[t["trigger"]]["chosen"] else "") + ")")
    ids = tuple(t["id"] for t in put if t not in removed)
    self.modify(stack, items=items + ids, top=(items + ids)[-1] if items + ids else "")
    self.explain(order=", then ".join(said), top="none, as nothing was put on it" if not ids else said[-1] if len(said) > 1 else "the only one")


def _top(stack):
    """The stack after its top object has left it."""
    rest = stack["items"][:-1]
    return {"items": rest, "top": rest[-1] if rest else ""}


def _resolving():
    """The top of the stack, once no damage event is under way and nothing waits to be put on the stack."""
    return (AS.stack << Stack(top=MATCH.top & P(bool)),
            AS.item << Triggered(id=MATCH.top, stacked=True, resolved=False, event=MATCH.event_id,
                                 trigger=MATCH.trigger_id, target=MATCH.target, card=MATCH.card, amount=MATCH.amount),
            MtgEvent(id=MATCH.event_id, stage="done"),
            NOT(MtgEvent(stage=~L("done"))),
            NOT(Waiting()))


@Rule(*_resolving(), NOT(Permanent(id=MATCH.target, destroyed=True)),
      AS.trigger << MtgTrigger(id=MATCH.trigger_id, does="deal_that_much"))
def the_triggered_ability_resolves_and_deals_that_much_damage_in_a_next_event(self, stack, item, trigger, amount):
    """{card}'s ability, on top of the stack, resolves: it deals that much damage, {amount}, to {whom}. That damage is a next damage event, {next}, with its own 120.4 sequence and state-based actions.

    Source: Magic Comprehensive Rules 608.2 (resolving an ability); 603.3; 120.4 (its damage is processed in the four-part sequence); 609.7 / the card's text: 'it deals that much damage' (its source is the permanent, by last known information if it has left the battlefield, 113.7a).
    """
    event_id = f"e{len(self.find_all(MtgEvent, record=False)) + 1}"
    recipients = _recipients(self, trigger, item)
    host = self.find_all(Permanent, record=False, id=trigger["host"])[0]
    for i, r in enumerate(recipients, 1):
        player = bool(self.find_all(MtgPlayer, record=False, name=r))
        rtypes = ("player",) if player else self.find_all(Permanent, record=False, id=r)[0]["types"]
        self.declare(Dealing(event=event_id, position=i, source=trigger["host"], source_card=trigger["card"],
                             source_kind="creature" if host["creature"] else "permanent",
                             controller=trigger["controller"], recipient=r, amount=amount, rtypes=rtypes))
    self.modify(stack, **_top(stack))
    self.modify(item, resolved=True)
    self.declare(MtgEvent(id=event_id, stage="proposed", turn=1, what=f"{trigger['card']}'s triggered ability",
                          by=item["id"]))
    self.explain(whom=", ".join(label_of(self, r) for r in recipients), next=event_id)


@Rule(*_resolving(), AS.trigger << MtgTrigger(id=MATCH.trigger_id, does="gain_that_much", controller=MATCH.gainer))
def the_triggered_ability_resolves_and_its_controller_gains_that_much_life(self, stack, item, trigger, amount, gainer):
    """{card}'s ability, on top of the stack, resolves: {label} gains that much life, {amount}, in {next} (life gain that replacement effects of 120.4c such as Boon Reflection may modify).

    Source: Magic Comprehensive Rules 608.2; 603.3; 119.3 (gaining life); 614.1a (a replacement effect on life gain).
    """
    event_id = f"e{len(self.find_all(MtgEvent, record=False)) + 1}"
    new_part(self, event_id, kind="gain_life", source=trigger["host"], source_card=trigger["card"], source_kind="ability",
             controller=gainer, recipient=gainer, rtypes=("player",), who=gainer, amount=amount, pos=(1,))
    self.modify(stack, **_top(stack))
    self.modify(item, resolved=True)
    self.declare(MtgEvent(id=event_id, stage="proposed", turn=1, what=f"{trigger['card']}'s triggered ability",
                          by=item["id"]))
    self.explain(label=label_of(self, gainer), next=event_id)


@Rule(*_resolving(), Permanent(id=MATCH.target, destroyed=True))
def a_triggered_ability_whose_target_is_gone_does_not_resolve(self, stack, item, target):
    """{card}'s ability, on top of the stack, does not resolve: its only target, {label}, has left the battlefield and is illegal, so nothing is dealt.

    Source: Magic Comprehensive Rules 608.2b: 'If all its targets, for every instance of the word "target," are now illegal, the spell or ability doesn't resolve. It's removed from the stack'; 400.7 (an object that changes zones becomes a new object).
    """
    self.explain(label=label_of(self, target))
    self.modify(stack, **_top(stack))
    self.modify(item, resolved=True)


def _recipients(engine, trigger, item):
    """Whom the ability deals that much damage to: its target, each player (APNAP order), each opponent, you, or
    the player chosen as it entered (614.1c, 607.2: no target, so never illegal, 115.1)."""
    active = engine.find_all(ActivePlayer, record=False)[0]["name"]
    if trigger["to"] in ("any_target", "target_opponent", "target_planeswalker_that_player_controls"):
        return [item["target"]]
    if trigger["to"] == "you":
        return [trigger["controller"]]
    if trigger["to"] == "chosen_player":
        return [trigger["chosen"]]
    players = _apnap(engine, active)
    return players if trigger["to"] == "each_player" else [p for p in players if p != trigger["controller"]]
