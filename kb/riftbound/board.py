"""Turning a Riftbound scenario into facts, after checking it against the card files.

Riftbound has no card database here: a card is known by its file in ``cards/``; a card named with no file
resolves as the plain unit the entry describes and is reported as unmodelled (an action's card must have
one). Units need their Might in the scenario (card files do not carry stats). Locations are ``base``, a
battlefield name, or ``hand`` for a unit that only arrives while the ability waits (``before_resolution``).
"""

from dealt.facts.errors import at
from dealt.facts.riftbound import ActionStart, Bonus, ChainItem, Change, HandSize, Lasting, TurnEnd
from dealt.facts.templates import Choice, Effect, Entity, Player, ResolutionTurn
from dealt.kb.before_resolution import Vocabulary, read_changes
from dealt.kb.riftbound.combat_board import combat_facts
from dealt.kb.riftbound.optional_modules import modules_needed
from dealt.kb.riftbound.amounts import resolved_amount, scenario_amount
from dealt.kb.riftbound.lasting import effect_entry, tracked_on_each_unit
from dealt.kb.board import (Board, card_file, card_file_or_unmodelled, refuse_fields_not_in, slots_and_steps,
                            whole_number)

BOARD_FIELDS = ("id", "card", "kind", "controller", "might", "damage", "location", "attached_to", "prevent",
                "duration")
KINDS = ("unit", "effect")
#: where something is when it is not on the board yet; it can only arrive
NOT_YET = "hand"
GONE = "gone"
CHANGE_KINDS = ("leaves", "arrives", "moves")


def _entry(game, scenario, raw):
    where = raw["_where"]
    refuse_fields_not_in(game, scenario, raw, BOARD_FIELDS)
    card, unmodelled = (card_file_or_unmodelled(game, scenario, at(where, "card"), raw["card"]) if "card" in raw
                        else (None, None))
    kind = raw.get("kind") or (card.kind if card and card.kind else "unit")
    if kind not in KINDS:
        raise scenario.error(at(where, "kind") if "kind" in raw else at(where, "card"),
                             f"{kind!r} is not something a Riftbound board holds here.", allowed=", ".join(KINDS))
    entry = {"id": raw["id"], "card": card.name if card else raw.get("card", ""), "cardfile": card, "kind": kind,
             "unmodelled": unmodelled and {"id": raw["id"], **unmodelled, "kind": kind},
             "controller": raw["controller"], "order": raw["_order"], "where": where,
             "might": 0, "damage": 0, "location": "", "attached_to": "", "prevent": 0, "duration": ""}
    if kind == "unit":
        for field in ("attached_to", "prevent", "duration"):
            if field in raw:
                raise scenario.error(at(where, field), f"a unit has no {field}; only a prevention effect does.")
        if "might" not in raw:
            raise scenario.error(where, "a unit needs its might (card files do not carry Might).",
                                 allowed="might: N (whole number, 0 or more)")
        entry["might"] = whole_number(scenario, at(where, "might"), raw["might"])
        entry["damage"] = whole_number(scenario, at(where, "damage"), raw.get("damage", 0))
        location = raw.get("location", "base")
        if not isinstance(location, str) or not location.strip() or location == GONE:
            raise scenario.error(at(where, "location"), f"location must be base, a battlefield name or hand, "
                                 f"not {location!r}.")
        entry["location"] = location
    else:
        effect_entry(game, scenario, raw, card, entry)
    return entry


def _unit_dealer_item(scenario, item, params, by_id, targets):
    """A spell that has a friendly unit it chose deal the damage (Last Breath): targets [THE FRIENDLY UNIT, THE UNIT
    DAMAGED], in the order its text chooses them; the unit is the source (the guide: 'If a spell says a chosen unit
    deals the damage, that unit is the source rather than the spell')."""
    card = item["card"]
    if len(targets) != 2:
        raise scenario.error("action.targets", f"{card} chooses a friendly unit, then the unit it deals damage to; got "
                             f"{len(targets)} target(s).", allowed="targets: [FRIENDLY UNIT, UNIT DAMAGED]")
    dealer = by_id[targets[0]]
    if dealer["kind"] != "unit" or dealer["controller"] != item["controller"] or dealer["location"] == NOT_YET:
        raise scenario.error(at("action.targets", 0), f"{card}'s first target is the friendly unit that deals the "
                             f"damage; {targets[0]} is {dealer['controller']}'s {dealer['kind']}"
                             + (" in hand" if dealer["location"] == NOT_YET else "") + ".",
                             allowed=", ".join(e["id"] for e in by_id.values() if e["kind"] == "unit" and e["controller"]
                                               == item["controller"] and e["location"] != NOT_YET) or "(none)")
    if any(isinstance(raw, dict) and any(str(raw.get(k)) == dealer["id"] for k in CHANGE_KINDS)
           for raw in scenario.before_resolution):
        raise scenario.error("before_resolution", f"{dealer['id']} deals {card}'s damage; a change to it while {card} "
                             "waits on the chain is not modelled.", allowed="changes to other units")
    item.update(source=dealer["id"], source_card=dealer["card"], source_kind="unit", pattern="unit_deals",
                targets=tuple(targets[1:]), scope=params["scope"])
    item["amount"], item["amount_of"] = resolved_amount(scenario, "action.card", params["amount"], item, by_id)
    _check_targets(scenario, item, by_id, "action.targets", item["targets"])
    return item


def _check_targets(scenario, item, by_id, where, targets):
    """Targets must be units on the board that the ability's scope allows (when finalized); that each is
    chosen once is the scenario's own check (`facts.scenario._targets`)."""
    for i, target in enumerate(targets):
        entity = by_id[target]
        if entity["kind"] != "unit":
            raise scenario.error(at(where, i), f"{target!r} is a {entity['kind']}; only units can be chosen.")
        if entity["location"] == NOT_YET:
            raise scenario.error(at(where, i), f"{target!r} is not on the board yet (location hand); "
                                 "it cannot be chosen.")
        if item["scope"] == "enemy_units_here":
            if entity["controller"] == item["controller"] or entity["location"] != item["here"]:
                raise scenario.error(at(where, i), f"{item['card']} chooses enemy units at {item['here']}; "
                                     f"{target} is {entity['controller']}'s unit at {entity['location']}.",
                                     allowed=", ".join(e["id"] for e in by_id.values() if e["kind"] == "unit"
                                                       and e["controller"] != item["controller"]
                                                       and e["location"] == item["here"]) or "(none)")
        if item["scope"] == "enemy_units_at_battlefields" and (entity["controller"] == item["controller"]
                                                               or entity["location"] == "base"):
            raise scenario.error(at(where, i), f"{item['card']} chooses an enemy unit at a battlefield; {target} is "
                                 f"{entity['controller']}'s unit at {entity['location']}.",
                                 allowed=", ".join(e["id"] for e in by_id.values() if e["kind"] == "unit"
                                                   and e["controller"] != item["controller"]
                                                   and e["location"] not in ("base", NOT_YET)) or "(none)")
        if item["scope"] == "units_at_battlefields" and entity["location"] == "base":
            raise scenario.error(at(where, i), f"{item['card']} chooses a unit at a battlefield; {target} is at "
                                 "its base.", allowed=", ".join(e["id"] for e in by_id.values() if e["kind"] == "unit"
                                                                and e["location"] not in ("base", NOT_YET)) or "(none)")


def _chain_item(game, scenario, by_id):
    """The ChainItem fields for the action: a spell played, a unit's ability, or a unit named as the source."""
    action = scenario.action
    form = action["form"]
    if form == "deal":
        source = by_id[action["source"]]
        if source["kind"] != "unit":
            raise scenario.error("action.deal.source", f"{source['id']} is a {source['kind']}; the instruction "
                                 "names a unit as the source.")
        item = {"card": source["card"] or source["id"], "source": source["id"], "source_card": source["card"],
                "source_kind": "unit", "controller": source["controller"], "pattern": "deal",
                "targets": action["targets"], "scope": "units", "here": ""}
        amount = action["amount"]
        if isinstance(amount, dict):
            amount = scenario_amount(scenario, "action.deal.amount", amount)
        item["amount"], item["amount_of"] = resolved_amount(scenario, "action.deal.amount", amount, item, by_id)
        _check_targets(scenario, item, by_id, "action.deal.to", action["targets"])
        return item
    if form in ("attack", "fatigue"):
        raise scenario.error(f"action.{form}", f"{form} is not a Riftbound action here.",
                             allowed="card: SPELL (with targets), ability: UNIT (with targets), "
                                     "deal: {source: UNIT, to, amount}, "
                                     "combat: {battlefield, attackers, defenders}")
    if form == "ability":
        source = by_id[action["source"]]
        card = source["cardfile"]
        where = "action.ability"
        abilities = [(m, p) for m, p in (card.mechanics if card else ()) if game.registry[m].role == "ability"]
        if source["kind"] != "unit" or not abilities:
            raise scenario.error(where, f"{source['id']} has no ability the knowledge base models.",
                                 allowed=", ".join(e["id"] for e in by_id.values() if e["cardfile"] and any(
                                     game.registry[m].role == "ability" for m, _ in e["cardfile"].mechanics)))
        item = {"card": card.name, "source": source["id"], "source_card": card.name, "source_kind": "ability",
                "controller": source["controller"], "here": source["location"]}
        if source["location"] in ("base", NOT_YET):
            raise scenario.error(where, f"{source['id']} is at {source['location']}; its ability acts when it "
                                 "attacks, at a battlefield.", allowed="a unit whose location is a battlefield")
    else:
        card = card_file(game, scenario, "action.card", action["card"])
        where = "action.card"
        abilities = [(m, p) for m, p in card.mechanics if game.registry[m].role == "ability"]
        if card.kind != "spell" or not abilities:
            raise scenario.error(where, f"{card.name} is not a spell the knowledge base models.",
                                 allowed=", ".join(c.name for c in game.cards.values() if c.kind == "spell"
                                                   and any(game.registry[m].role == "ability" for m, _ in c.mechanics)))
        item = {"card": card.name, "source": card.name, "source_card": card.name, "source_kind": "spell",
                "controller": action["controller"], "here": ""}
    mechanic, params = abilities[0]
    if mechanic == "unit_deals_damage":
        return _unit_dealer_item(scenario, item, params, by_id, action["targets"])
    item.update(pattern="split" if mechanic == "split_damage" else "each", targets=action["targets"],
                scope=params["scope"])
    item["amount"], item["amount_of"] = resolved_amount(scenario, where, params["amount"], item, by_id)
    if mechanic == "deal_damage_to_each" and len(action["targets"]) > params["up_to"]:
        raise scenario.error("action.targets", f"{card.name} chooses up to {params['up_to']} units; got "
                             f"{len(action['targets'])}.", allowed=f"0 to {params['up_to']} targets")
    if mechanic == "deal_damage" and len(action["targets"]) != 1:
        raise scenario.error("action.targets", f"{card.name} chooses one unit (its text has no \"up to\"); got "
                             f"{len(action['targets'])}.", allowed="exactly 1 target")
    _check_targets(scenario, item, by_id, "action.targets", action["targets"])
    return item


def _change(scenario, where, kind, entity, raw, order):
    """One change while the item waits on the chain: a unit leaves the board, arrives from hand, or moves."""
    entity_id = entity["id"]
    if entity["kind"] != "unit":
        raise scenario.error(at(where, kind), f"{entity_id} is a {entity['kind']}; only units come and go here.")
    to = raw.get("to", "")
    if kind == "leaves" and "to" in raw:
        raise scenario.error(at(where, "to"), "a unit that leaves the board goes nowhere on it.")
    if kind != "leaves" and (not isinstance(to, str) or not to.strip() or to in (GONE, NOT_YET)):
        raise scenario.error(at(where, "to"), f"{kind} needs to: a location (base or a battlefield), not {to!r}.")
    if (kind == "arrives") != (entity["location"] == NOT_YET):
        raise scenario.error(at(where, kind), f"{entity_id} is at {entity['location']}: only a unit in hand "
                             "arrives, and only a unit on the board leaves or moves.")
    return Change(order=order, kind=kind, entity=entity_id, to=to)


#: Riftbound's changes while an item waits on the chain (the shared form: :mod:`dealt.kb.before_resolution`)
CHANGES = Vocabulary(kinds=CHANGE_KINDS, fields=("to",), example="{leaves: annie}",
                     allowed="leaves: ID | arrives: ID, to: LOCATION | moves: ID, to: LOCATION", check=_change)


def _changes(scenario, by_id):
    """The changes while the item waits on the chain, checked: each names one thing on the board and what happens."""
    return read_changes(scenario, by_id, CHANGES)


def _split_choice(scenario, item, by_id):
    """The given division (choices.split): board ids among the chosen targets, with whole amounts.

    Whether it adds up and gives each legal target at least 1 depends on the total and the targets
    at resolution, so that is checked by the rule that divides the damage.
    """
    split = scenario.choices.get("split")
    if split is None:
        return ()
    if item["pattern"] != "split":
        raise scenario.error("choices.split", f"{item['card']} does not split its damage; there is nothing to divide.")
    pairs = []
    for target, amount in split.items():
        where = at("choices.split", str(target))
        if str(target) not in by_id:
            raise scenario.error(where, f"{target!r} is not on the board.", allowed=", ".join(item["targets"]))
        if str(target) not in item["targets"]:
            raise scenario.error(where, f"{target} was not chosen when {item['card']} was finalized; the split "
                                 "divides the damage among the chosen targets only and never adds new ones.",
                                 allowed=", ".join(item["targets"]) or "(no targets were chosen)")
        pairs.append((str(target), whole_number(scenario, where, amount)))
    return tuple(pairs)


def turn_order(scenario):
    """The players of a scenario in turn order: every player it names (a controller, the active player, in a
    sequence the one it began with too), by name.

    The Core Rules give the order by seating (Turn Order, 303.2.a); a scenario has no seats, so its players take
    their turns in the order of their names.
    """
    return sorted({e["controller"] for e in scenario.board} | set(scenario.players) | {scenario.active_player})


def next_player(scenario, player):
    """Who becomes the Turn Player when `player`'s turn ends (Core Rules 317.3): the next in :func:`turn_order`."""
    players = turn_order(scenario)
    if len(players) < 2:
        raise scenario.error("action", f"end_turn passes the turn to the next player (Core Rules 317.3), but this "
                             f"scenario names no player besides {player}.",
                             allowed="a board with an entry another player controls (controller: NAME)")
    return players[(players.index(player) + 1) % len(players)] if player in players else players[0]


def _action_number(scenario):
    """Which action of the scenario this board is for: 1, 2, ... (1 for the one-action form)."""
    places = [item["where"] for item in scenario.actions]
    return places.index(scenario.action_at) + 1 if scenario.action_at in places else len(places)


def _turn_end(scenario):
    """The TurnEnd of an ``end_turn`` action: whose turn ends, who is next, and which end of turn of the
    scenario this is (1 for the first ``end_turn`` of its actions, 2 for the second, ...)."""
    if scenario.choices:
        raise scenario.error(at("choices", str(next(iter(scenario.choices)))), "end_turn has no choices to make.")
    if scenario.before_resolution and not scenario.sequence:
        raise scenario.error("before_resolution", "end_turn puts nothing on the chain, so nothing happens while "
                             "it waits.", allowed="before_resolution with a spell or an ability")
    turn = sum(1 for item in scenario.actions[:_action_number(scenario)] if item["action"]["form"] == "end_turn") or 1
    player = scenario.action["player"]
    return TurnEnd(player=player, next=next_player(scenario, player), turn=turn)


def build_board(game, scenario):
    """Validate `scenario` against Riftbound and return its facts as a :class:`Board`."""
    for kind in ("picks", "rolls"):
        if kind in scenario.choices:
            raise scenario.error(at("choices", kind), f"a Riftbound scenario here has no random {kind}.",
                                 allowed="split: {TARGET: AMOUNT}")
    entries = [_entry(game, scenario, raw) for raw in scenario.board]
    by_id = {e["id"]: e for e in entries}
    for e in entries:
        if e["kind"] == "effect" and e["attached_to"]:
            target = by_id.get(e["attached_to"])
            if target is None or target["kind"] != "unit":
                raise scenario.error(at(e["where"], "attached_to"), f"{e['attached_to']!r} is not a unit on the board.",
                                     allowed=", ".join(i for i, x in by_id.items() if x["kind"] == "unit"))
    combat = scenario.action["form"] == "combat"
    end_turn = scenario.action["form"] == "end_turn"
    if end_turn:
        turn_end, acting = _turn_end(scenario), ()
    elif combat:
        combat, assignments, acting = combat_facts(scenario, by_id)
    else:
        item = _chain_item(game, scenario, by_id)
        changes = _changes(scenario, by_id)
        acting = (item["controller"],)
    facts, timed, effects = [], [], {}
    for e in entries:
        location = GONE if e["location"] == NOT_YET else e["location"]
        facts.append(Entity(id=e["id"], kind=e["kind"], controller=e["controller"], card=e["card"],
                            order=e["order"], might=e["might"], damage=e["damage"], location=location,
                            attached_to=e["attached_to"], prevent=e["prevent"]))
        for mechanic_name, params in (e["cardfile"].mechanics if e["cardfile"] else ()):
            mechanic = game.registry[mechanic_name]
            if mechanic.role != "effect":
                continue
            effect_id = f"{e['id']}:{mechanic_name}"
            facts.append(Effect(id=effect_id, mechanic=mechanic_name, card=e["card"], host=e["id"],
                                controller=e["controller"], order=e["order"], amount=params.get("amount", 0),
                                scope=params.get("scope", "")))
            effects[effect_id] = {"card": e["card"], "mechanic": mechanic_name, "host": e["id"]}
            if e["kind"] == "effect" and not e["attached_to"] and mechanic_name == "prevent_next_damage":
                continue            # tracked on each of the player's units instead (lasting.tracked_on_each_unit)
            timed.extend((step, priority, e["order"], effect_id) for step, priority in mechanic.timings)
    facts.extend(tracked_on_each_unit(entries, timed, effects))
    facts.extend(Lasting(effect=e["id"], on=e["attached_to"], duration=e["duration"]) for e in entries
                 if e["kind"] == "effect")
    facts.extend(slots_and_steps(game.sequence, timed))
    players = sorted(set(turn_order(scenario)) | set(acting))
    facts.extend(Player(name=p, active=p == scenario.active_player) for p in players)
    facts.extend(HandSize(player=p, cards=state["cards_in_hand"]) for p, state in sorted(scenario.players.items())
                 if "cards_in_hand" in state)
    if end_turn:
        action_facts = [turn_end]
    elif combat:
        action_facts = [combat, *assignments]
    else:
        action_facts = [ChainItem(**item), Bonus(moment="finalize"), *changes,
                        Choice(kind="split", value=_split_choice(scenario, item, by_id))]
    if scenario.sequence:
        action_facts.append(ActionStart(action=_action_number(scenario)))
    facts.extend(action_facts)
    # the board's: in a sequence the turn to resolve goes on from the events of the actions before
    facts.append(ResolutionTurn(next=1))
    entities = {e["id"]: {k: e[k] for k in ("card", "kind", "controller", "order")} for e in entries}
    entities.update({f["id"]: {k: f[k] for k in ("card", "kind", "controller", "order")} for f in facts
                     if isinstance(f, Entity) and f["id"] not in entities})
    return Board(facts=facts, action_facts=action_facts, entities=entities,
                 unmodelled=[e["unmodelled"] for e in entries if e["unmodelled"]], effects=effects,
                 modules=modules_needed(facts))
