"""Turning a Sentinels of the Multiverse scenario into facts, after checking it against the card data.

Every card is a file in ``cards/`` (there is no card database): a character card gives its HP and
nemesis icon, every other card the mechanics it has in play. A card named with no file resolves as the plain
entity the entry describes (its kind and HP) and is reported as unmodelled. A card's effects act for its host: the
board entry it is `attached_to` (Stunbolt on the target it hit), by default its controller's hero (or villain).
A target given at 0 HP is out of play (destroyed, or a hero incapacitated: see
``rules/out_of_play.py``). The players' choices (the order of modifiers, a redirect or a path of them, a chosen
target, a cost paid, the order of several targets) become Choice facts; whether
an order names exactly the modifiers that apply is checked by the rule that reads it.
"""
from dealt.facts.errors import at
from dealt.facts.sentinels import FIRST_DAMAGE, Deal, Hand, Lasts, NemesisIcon, TurnEnds
from dealt.facts.templates import Choice, Done, Effect, Entity, Player
from dealt.kb.board import (Board, card_file_or_unmodelled, no_card_file_needs, refuse_fields_not_in,
                            slots_and_steps, whole_number)
from dealt.kb.sentinels.mechanics import DAMAGE_TYPES, KINDS, ORDERED, TARGET_KINDS
from dealt.kb.sentinels.scopes import check_named, names_its_host
from dealt.kb.sentinels.nemesis_icons import nemesis_icon
from dealt.kb.sentinels.cost_choices import pay_facts
from dealt.kb.sentinels.redirect_choices import redirect_facts
from dealt.kb.sentinels.several_targets import targets_in_order
from dealt.kb.sentinels.turns import next_player

BOARD_FIELDS = ("id", "card", "kind", "controller", "hp", "max_hp", "attached_to", "hand", "used", "nemesis_icon")
#: the name an order gives the nemesis bonus (it is a rule of the game, not a card)
NEMESIS = "nemesis"
#: the mechanics whose damage goes to a target the player may choose (``choices.targets``)
CHOOSE_A_TARGET = ("retaliate_when_dealt_damage", "deal_damage_when_it_deals_damage")


def _entry(game, scenario, raw):
    where = raw["_where"]
    refuse_fields_not_in(game, scenario, raw, BOARD_FIELDS)
    card, unmodelled = (card_file_or_unmodelled(game, scenario, at(where, "card"), raw["card"]) if "card" in raw
                        else (None, None))
    kind = raw.get("kind") or (card.kind if card else "")
    if unmodelled is not None and not kind:
        raise no_card_file_needs(scenario, at(where, "card"), unmodelled, "kind (and HP)",
                                 allowed=f"kind: {', '.join(KINDS)}; cards with a file: "
                                 + ", ".join(sorted(c.name for c in game.cards.values())))
    if kind not in KINDS:
        raise scenario.error(at(where, "kind") if "kind" in raw else where,
                             f"{kind!r} is not a kind of thing on a Sentinels board." if kind else
                             "an entry without a card needs a kind.", allowed=", ".join(KINDS))
    character = dict(next((p for m, p in card.mechanics if m == "character"), {})) if card else {}
    hp = whole_number(scenario, at(where, "hp"), raw["hp"]) if "hp" in raw else character.get("hp")
    if kind in TARGET_KINDS and hp is None:
        raise scenario.error(where, f"a {kind} target without a character card needs its hp.", allowed="hp: N")
    if kind not in TARGET_KINDS and ("hp" in raw or "max_hp" in raw):
        raise scenario.error(at(where, "hp" if "hp" in raw else "max_hp"), f"only targets have HP; this is {kind}.",
                             allowed=", ".join(TARGET_KINDS))
    max_hp = whole_number(scenario, at(where, "max_hp"), raw["max_hp"]) if "max_hp" in raw else max(
        character.get("hp", 0), hp or 0)
    if hp is not None and max_hp < hp:
        raise scenario.error(at(where, "max_hp"), f"max_hp {max_hp} is below the current hp {hp}.",
                             allowed=f"{hp} or more")
    if "hand" in raw and kind != "hero":
        raise scenario.error(at(where, "hand"), f"only heroes hold cards in hand; this is {kind}.")
    if "used" in raw and not isinstance(raw["used"], bool):
        raise scenario.error(at(where, "used"), f"used must be true or false, not {raw['used']!r}.")
    return {"id": raw["id"], "card": card.name if card else raw.get("card", ""), "cardfile": card, "kind": kind,
            "unmodelled": unmodelled and {"id": raw["id"], **unmodelled, "kind": kind},
            "controller": raw["controller"], "order": raw["_order"], "where": where, "hp": hp or 0,
            "max_hp": max_hp, "attached_to": raw.get("attached_to"), "hand": whole_number(scenario, at(where, "hand"), raw["hand"])
            if "hand" in raw else None, "used": raw.get("used", False),
            "icon": nemesis_icon(scenario, where, raw, kind, character, TARGET_KINDS)}


def build_board(game, scenario):
    """Validate `scenario` against Sentinels of the Multiverse and return its facts as a :class:`Board`."""
    entries = [_entry(game, scenario, raw) for raw in scenario.board]
    by_id = {e["id"]: e for e in entries}
    characters = {}
    for e in entries:
        if e["kind"] in ("hero", "villain") and e["controller"] not in characters:
            characters[e["controller"]] = e["id"]
    facts, timed, effects, ordered, params_of = [], [], {}, {}, {}
    for e in entries:
        if e["attached_to"] is not None:
            hosts = ", ".join(i for i, x in by_id.items() if x["kind"] in TARGET_KINDS)
            if not isinstance(e["attached_to"], str):
                raise scenario.error(at(e["where"], "attached_to"), "attached_to must be the board id of a target, "
                                     f"not {e['attached_to']!r}.", allowed=hosts)
            if e["attached_to"] not in by_id or by_id[e["attached_to"]]["kind"] not in TARGET_KINDS:
                what = (f"is {by_id[e['attached_to']]['card'] or 'a card'} ({by_id[e['attached_to']]['kind']}), not a target (a card is attached to a hero, villain "
                        "or environment target)" if e["attached_to"] in by_id else "is not on the board")
                raise scenario.error(at(e["where"], "attached_to"), f"{e['attached_to']!r} {what}.", allowed=hosts)
            host = e["attached_to"]
        else:
            host = e["id"] if e["kind"] in TARGET_KINDS else characters.get(e["controller"], "")
        facts.append(Entity(id=e["id"], kind=e["kind"], controller=e["controller"], card=e["card"], order=e["order"],
                            health=e["hp"], max_health=e["max_hp"], attached_to=host if host != e["id"] else "",
                            destroyed=e["kind"] in TARGET_KINDS and e["hp"] <= 0))
        if e["icon"]:
            facts.append(NemesisIcon(entity=e["id"], icon=e["icon"]))
        if e["kind"] in TARGET_KINDS:
            facts.append(Hand(entity=e["id"], cards=e["hand"] or 0))
        if e["used"]:
            facts.append(Done(what="once_per_turn", key=e["id"]))
        for i, (mechanic_name, params) in enumerate(e["cardfile"].mechanics if e["cardfile"] else ()):
            mechanic = game.registry[mechanic_name]
            if mechanic.role != "effect":
                continue
            inline = str(e["cardfile"].file) == str(scenario.file)          # an inline effect: its own mechanics
            check_named(scenario, at(e["where"], f"mechanics[{i}].scope" if inline else "card"),
                        mechanic_name, params, [t for t, x in by_id.items() if x["kind"] in TARGET_KINDS])
            if not host and not names_its_host(params.get("scope", "to_host")):
                host = e["id"]              # "Increase all damage dealt by 1" (Obsidian Field) acts for no one
            if not host:
                raise scenario.error(e["where"], f"{e['card']} acts for a character, but player {e['controller']} "
                                     "has none on the board; say which target it is on.", allowed="attached_to: BOARD ID")
            facts.append(Effect(id=e["id"], mechanic=mechanic_name, card=e["card"], host=host,
                                controller=e["controller"], order=e["order"], amount=params.get("amount", params.get("discard", 0)),
                                minimum=params.get("minimum", 0), scope=params.get("scope", ""),
                                damage_type=params.get("damage_type", ""), new_type=params.get("new_type", ""),
                                group="once_per_turn" if params.get("once_per_turn") else ""))
            if params.get("until"):
                facts.append(Lasts(effect=e["id"], mechanic=mechanic_name, until=params["until"],
                                   controller=e["controller"]))
            effects.setdefault(e["id"], {"card": e["card"], "mechanic": mechanic_name, "host": host})
            params_of.setdefault(e["id"], params)
            if mechanic_name in ORDERED:
                ordered.setdefault(e["id"], []).append(ORDERED[mechanic_name])
            timed.extend((step, priority, e["order"], e["id"]) for step, priority in mechanic.timings)
    facts.extend(slots_and_steps(game.sequence, timed))
    facts.extend(Player(name=name, active=name == scenario.active_player) for name in sorted(scenario.players))
    # the action's own facts (what it does and the players' choices for it): they leave when the next action of
    # a sequence begins; the rest is the board, whose state carries over (dealt.inference.sequence)
    action_facts = (_end_turn(scenario) if scenario.action["form"] == "end_turn" else _deal(scenario, by_id)) \
        + _choices(scenario, by_id, effects, ordered) \
        + redirect_facts(scenario, by_id, effects, params_of, [i for i, x in by_id.items() if x["kind"] in TARGET_KINDS]) \
        + pay_facts(scenario, effects)
    facts.extend(action_facts)
    return Board(facts=facts, action_facts=action_facts,
                 entities={e["id"]: {k: e[k] for k in ("card", "kind", "controller", "order")} for e in entries},
                 unmodelled=[e["unmodelled"] for e in entries if e["unmodelled"]], effects=effects)


def _end_turn(scenario):
    """The action ``end_turn``: the active player's turn ends and the next player's starts
    (:mod:`.rules.end_of_turn`); `turn` counts the turns of the scenario, so each end_turn is its own fact."""
    here = next((i for i, item in enumerate(scenario.actions) if item["where"] == scenario.action_at), 0)
    turn = 1 + sum(item["action"]["form"] == "end_turn" for item in scenario.actions[:here])
    return [TurnEnds(player=scenario.active_player, next=next_player(scenario, scenario.active_player), turn=turn)]


def _deal(scenario, by_id):
    """The Deal facts of the action: one source deals each target an amount of one damage type, one target at a
    time (:mod:`.several_targets`)."""
    action = scenario.action
    if action["form"] != "deal":
        raise scenario.error("action", f"a Sentinels action is a plain instruction, not {action['form']}.",
                             allowed="deal: {source, to, amount, type, irreducible, fixed}, or end_turn")
    targets, ordered_by = targets_in_order(scenario, by_id)
    damage_type = action.get("type")
    if damage_type not in DAMAGE_TYPES:
        raise scenario.error("action.deal.type" if "type" in action else "action.deal",
                             f"every damage has a type; {damage_type!r} is not one." if "type" in action else
                             "the damage type is missing: every damage has a type.",
                             allowed=", ".join(DAMAGE_TYPES))
    for flag in ("irreducible", "fixed"):
        if flag in action and not isinstance(action[flag], bool):
            raise scenario.error(f"action.deal.{flag}", f"{flag} must be true or false, not {action[flag]!r}.")
    if action.get("irreducible") and action.get("fixed"):
        raise scenario.error("action.deal.fixed", "damage is irreducible or fixed, not both (fixed damage is "
                             "already neither increased nor reduced).")
    quality = "fixed" if action.get("fixed") else "irreducible" if action.get("irreducible") else ""
    return [Deal(source=action["source"], target=target, amount=action["amount"], damage_type=damage_type,
                 quality=quality, index=i, prev=i - 1, of=len(targets), ordered_by=ordered_by)
            for i, target in enumerate(targets, 1)]


def _choices(scenario, by_id, effects, ordered):
    """The players' choices as facts, each name checked against the board."""
    facts = []
    order = scenario.choices.get("order")
    if order is not None:
        allowed = ", ".join(sorted(ordered) + [NEMESIS])
        seen = {}
        for i, name in enumerate(order):
            where = at("choices.order", i)
            if not isinstance(name, str) or (name not in ordered and name != NEMESIS):
                what = (f"{name!r} is on the board but changes no damage type and modifies no damage"
                        if isinstance(name, str) and name in by_id else f"{name!r} is not a modifier in play")
                raise scenario.error(where, f"{what}; an order names the board ids of the type changes and "
                                     "modifiers in play (and nemesis for the nemesis bonus).", allowed=allowed)
            if name in seen and (len(ordered.get(name, ())) < 2 or seen[name][1]):
                raise scenario.error(where, f"{name!r} is already named at choices.order[{seen[name][0]}]; each "
                                     "modifier applies once (a card with both a type change and a modifier may be "
                                     "named twice: first for its type change, then for its modifier).",
                                     allowed=allowed)
            seen[name] = (seen[name][0], True) if name in seen else (i, False)
        # the order is for the action's first damage: e1 in the first action; a later action's first damage gets its
        # id when it is dealt (rules/actions.py gives the choice that id)
        first = not scenario.action_at or scenario.action_at == scenario.actions[0]["where"]
        facts.append(Choice(kind="order", key="e1" if first else FIRST_DAMAGE, value=tuple(order)))
    targets = [i for i, e in by_id.items() if e["kind"] in TARGET_KINDS]
    kind = "targets"
    for card, target in (scenario.choices.get(kind) or {}).items():
        where = at(f"choices.{kind}", str(card))
        if effects.get(str(card), {}).get("mechanic") not in CHOOSE_A_TARGET:
            raise scenario.error(where, f"{card!r} is not a card in play that can choose a target to damage.",
                                 allowed=", ".join(i for i, e in effects.items() if e["mechanic"] in CHOOSE_A_TARGET)
                                 or "(none in play)")
        if not isinstance(target, str) or target not in targets:
            raise scenario.error(where, f"the target {target!r} does not exist: it is not a target on the board.",
                                 allowed=", ".join(targets))
        facts.append(Choice(kind=kind, key=str(card), value=target))
    return facts
