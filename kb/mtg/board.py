"""Turning a Magic scenario into facts, after checking it: players, permanents, effects, the action, choices.

Players are board entries too (``{id: B, kind: player, controller: B, life: 2}``); a player named
anywhere but not listed starts at 20 life. A creature is described by its power, toughness and
keywords (a vanilla creature needs no card). A card named with no card file resolves as the plain entity the
entry describes (its kind, power, toughness...) and is reported as unmodelled; an action's card must be modelled. The
players' choices are checked here, before anything is declared: the order of replacement and
prevention effects (616.1) and the assignment of combat damage (510.1, 702.19, 702.2c).
"""
from dealt.facts.errors import at
from dealt.facts.mtg import (ActivePlayer, Dealing, InCombat, Labels, LethalDamage, MtgEffect, MtgEvent, MtgPlayer,
                             Permanent, Rank, SecondStep, TurnEnds)
from dealt.facts.scenario import named_player, slug
from dealt.facts.templates import Keyword
from dealt.kb.board import (Board, card_file_or_unmodelled, no_card_file_needs, other_game_card, refuse_fields_not_in,
                            whole_number)
from dealt.kb.mtg.resolution import only_for_a_spell, waits_on_the_stack
from dealt.kb.mtg.mechanics import TARGETED
from dealt.kb.mtg.effect_targets import effect_targets
from dealt.kb.mtg.layers import pt_changes, with_current_pt
from dealt.kb.mtg.spell_templates import spell_dealings, spell_effects
from dealt.kb.mtg.unmodelled_text import not_modelled
from dealt.kb.mtg import combat
from dealt.kb.mtg.choice import can_modify
from dealt.kb.mtg.optional_modules import modules_needed
from dealt.kb.mtg.qualities import colors_of, protection_effects, source_qualities
from dealt.kb.mtg.steps import RANKED
from dealt.kb.mtg.trigger_choices import trigger_facts
from dealt.kb.mtg.variants import assignment_order

BOARD_FIELDS = ("id", "card", "kind", "types", "controller", "power", "toughness", "damage", "counters",
                "loyalty", "defense", "life", "poison", "keywords", "amount", "target", "colors")
KINDS = ("player", "creature", "planeswalker", "battle", "enchantment", "artifact", "land", "effect")
#: the card types that can be dealt damage (120.1), and the kinds that are permanents
DAMAGEABLE = ("creature", "planeswalker", "battle")
PERMANENT_KINDS = ("creature", "planeswalker", "battle", "enchantment", "artifact", "land")
WORDS = {1: "one", 2: "two", 3: "three"}


def _entry(game, scenario, raw):
    where = raw["_where"]
    refuse_fields_not_in(game, scenario, raw, BOARD_FIELDS)
    card, unmodelled = (card_file_or_unmodelled(game, scenario, at(where, "card"), raw["card"],
                                                names_shared_with_other_games=True) if "card" in raw
                        else (None, None))
    kind = raw.get("kind") or (card.kind if card else None) or ("creature" if "power" in raw else None)
    unmodelled = unmodelled or not_modelled(card)
    if unmodelled is not None and kind is None and card is None:
        raise no_card_file_needs(scenario, at(where, "card"), unmodelled, "kind",
                                 allowed=f"kind: {', '.join(KINDS)} (a creature: power and toughness); cards with "
                                 "a file: " + ", ".join(sorted(c.name for c in game.cards.values())))
    if kind in ("instant", "sorcery"):
        kind = "effect"                        # a resolved spell whose effect lasts this turn
    if kind not in KINDS:
        raise scenario.error(at(where, "kind") if "kind" in raw else where,
                             f"{kind!r} is not a kind of thing on a Magic board." if kind else
                             "an entry needs a kind (or a card with a card file, or power and toughness).",
                             allowed=", ".join(KINDS))
    types = raw.get("types")
    if types is None:
        types = [kind] if kind in PERMANENT_KINDS else []
    if not isinstance(types, list) or not all(t in PERMANENT_KINDS for t in types) or (
            kind in PERMANENT_KINDS and kind not in types):
        raise scenario.error(at(where, "types"), f"types must list the permanent's card types, including its kind "
                             f"{kind}, not {types!r}.", allowed=", ".join(PERMANENT_KINDS))
    entry = {"id": raw["id"], "card": card.name if card else raw.get("card", ""), "cardfile": card, "kind": kind,
             "types": tuple(types), "controller": raw["controller"], "order": raw["_order"], "where": where,
             "target": raw.get("target"),
             "unmodelled": unmodelled and {"id": raw["id"], **unmodelled, "kind": kind}}
    for stat in ("power", "toughness", "damage", "counters", "loyalty", "defense", "life", "poison", "amount"):
        if stat in raw:
            entry[stat] = whole_number(scenario, at(where, stat), raw[stat])
    if kind == "player":
        if raw["id"] != raw["controller"]:
            raise scenario.error(at(where, "id"), f"a player's id is their name; this entry is player "
                                 f"{raw['controller']!r}, so its id must be {raw['controller']!r}.")
        entry.setdefault("life", 20)
    if "creature" in types and ("power" not in raw or "toughness" not in raw):
        raise scenario.error(where, "a creature needs its power and toughness.", allowed="power: N, toughness: N")
    if "planeswalker" in types and "loyalty" not in raw:
        raise scenario.error(where, "a planeswalker needs its loyalty.", allowed="loyalty: N")
    if "battle" in types and "defense" not in raw:
        raise scenario.error(where, "a battle needs its defense.", allowed="defense: N")
    for stat, owner in (("life", "player"), ("poison", "player")):
        if stat in raw and kind != owner:
            raise scenario.error(at(where, stat), f"only a player has {stat}; this is a {kind}.")
    for stat, owner in (("power", "creature"), ("toughness", "creature"), ("damage", "creature"),
                        ("counters", "creature"), ("loyalty", "planeswalker"), ("defense", "battle")):
        if stat in raw and owner not in types:
            raise scenario.error(at(where, stat), f"only a {owner} has {stat}; this is a {kind}.")
    keywords = raw.get("keywords", list(card.keywords) if card else [])
    if not isinstance(keywords, list):
        raise scenario.error(at(where, "keywords"), "keywords must be a list.", allowed=", ".join(sorted(game.keywords)))
    for i, kw in enumerate(keywords):
        if not isinstance(kw, str) or kw not in game.keywords:
            raise scenario.error(at(at(where, "keywords"), i), f"{kw!r} is not a Magic keyword the knowledge base "
                                 "models.", allowed=", ".join(sorted(game.keywords)))
    entry["keywords"] = list(dict.fromkeys(keywords))
    entry["colors"] = colors_of(scenario, where, raw, card)
    return entry


def _attacked_players(scenario, entries):
    """A name an attacker attacks that is no board id is a player (510.1b), who exists with the defaults."""
    raw = scenario.action.get("combat")
    attackers = raw.get("attackers") if isinstance(raw, dict) else None
    ids = {e["id"] for e in entries}
    for a, attacked in (attackers.items() if isinstance(attackers, dict) else ()):
        if _is_name(attacked) and str(attacked) not in ids:     # other values are refused with the combat
            named_player(scenario, at("action.combat.attackers", str(a)), str(attacked), "attacked player")


def _is_name(value):
    """A board id or a player's name as a scenario writes it: text, or a plain number read as text."""
    return isinstance(value, (str, int)) and not isinstance(value, bool)


def _players(scenario, entries):
    """Every player: their board entry, or one at 20 life (named as controllers, targets, attacked, or active)."""
    _attacked_players(scenario, entries)
    players = {e["id"]: e for e in entries if e["kind"] == "player"}
    for name in sorted(scenario.players):
        if name not in players:
            players[name] = {"id": name, "kind": "player", "controller": name, "life": 20, "order": 0,
                             "types": (), "keywords": [], "card": "", "where": "players", "default": True}
    return players


def _labels(entries, players, combat, active):
    """How the forms name each player and permanent, as the worked examples of 120.4 do."""
    labels = {}
    for name in players:
        if combat:
            labels[name] = "the active player" if name == active else "the defending player"
        else:
            labels[name] = f"player {name}"
    named = {}
    for e in entries:
        if e["kind"] == "player":
            continue
        if e["card"]:
            text = e["card"]
        elif "creature" in e["types"]:
            minus = e.get("counters", 0)
            text = f"the {e['power'] - minus}/{e['toughness'] - minus} creature"
        else:
            text = f"the {e['kind']} {e['id']}"
        named.setdefault(text, []).append(e["id"])
        labels[e["id"]] = text
    for text, ids in named.items():
        if len(ids) > 1:
            for i in ids:
                labels[i] = f"{text} {i}"
    return labels


def _effects(game, scenario, entries, by_id, players):
    """MtgEffect facts for the replacement and prevention effects in play, with their checks."""
    facts, effects = [], {}
    for e in entries:
        card = e["cardfile"]
        if card is None:
            continue
        named = [(n, p) for n, p in card.mechanics if game.registry[n].role == "effect"]
        for index, (name, params) in enumerate(named):
            mechanic = game.registry[name]
            target = e.get("target")
            needs_target = name in TARGETED or params.get("scope") == "target_creature"
            if needs_target and target is None:
                raise scenario.error(e["where"], f"{card.name} needs the target its effect was cast on.",
                                     allowed="target: a board id or a player")
            if target is not None and not needs_target:
                raise scenario.error(at(e["where"], "target"), f"{card.name}'s effect has no target.")
            targets = effect_targets(scenario, e, card, name, TARGETED.get(name, 1), by_id, players)
            if name == "prevent_next_damage_by_gain_life" and "creature" not in by_id.get(str(target), {}).get("types", ()):
                raise scenario.error(at(e["where"], "target"), f"{card.name} targets a creature; {target!r} is not one.")
            amount = e.get("amount", params.get("amount", params.get("floor", 0)))
            if name == "prevention_shield" and amount <= 0:
                raise scenario.error(e["where"], f"{card.name} needs the N of 'prevent the next N damage'.",
                                     allowed="amount: 1 or more")
            if "amount" in e and name != "prevention_shield":
                raise scenario.error(at(e["where"], "amount"), f"{card.name} has no amount to set.")
            effect_id = e["id"] if index == 0 else f"{e['id']}.{name}"
            target = "" if target is None or isinstance(target, list) else str(target)
            scope = params.get("scope", params.get("source", ""))
            facts.append(MtgEffect(id=effect_id, mechanic=name, card=card.name, host=e["id"],
                                   controller=e["controller"], order=e["order"], amount=amount, remaining=amount,
                                   target=target, scope=scope, targets=targets,
                                   duration="this_turn" if e["kind"] == "effect" else ""))
            effects[effect_id] = {"card": card.name, "mechanic": name, "host": e["id"], "order": e["order"],
                                  "stage": mechanic.timings[0][0] if mechanic.timings else "",
                                  "controller": e["controller"], "target": target, "targets": targets,
                                  "params": dict(params)}
    return facts, effects


def _ranks(scenario, effects, affected_ids, controllers):
    """Rank facts: each affected player's or object's order of the effects at each ranked stage (616.1).

    An order holds only the effects that can modify what happens to that player or object (616.1: the effects
    'attempting to modify the way an event affects an object or player'; :func:`~dealt.kb.mtg.choice.can_modify`),
    so an effect is checked, and said to have not applied, only for one it could have modified. The order given
    in ``choices.replacement_order`` for that affected comes first (for an object with no order of its own, its
    controller's: 616.1 makes the choice theirs), the effects it leaves out follow in play order.
    """
    given = scenario.choices.get("replacement_order") or {}
    orders = {}
    for who, order in given.items():
        where = at("choices.replacement_order", str(who))
        if str(who) not in affected_ids:
            raise scenario.error(where, f"{who!r} is neither a player nor a permanent that can be dealt damage.",
                                 allowed=", ".join(affected_ids))
        if not isinstance(order, list):
            raise scenario.error(where, "an order is a list of the effects in play, first applied first.",
                                 allowed=", ".join(effects) or "(no effects in play)")
        for i, effect in enumerate(order):
            if not isinstance(effect, str) or effect not in effects:
                raise scenario.error(at(where, i), f"{effect!r} is not a replacement or prevention effect in play.",
                                     allowed=", ".join(effects) or "(no effects in play)")
            if order.index(effect) != i:
                raise scenario.error(at(where, i), f"{effect!r} is named twice; each effect has one place.")
        orders[str(who)] = list(order)
    facts = []
    by_play = sorted(effects, key=lambda e: effects[e]["order"])
    for who in affected_ids:
        key = who if who in orders else controllers.get(who)
        chosen = orders.get(key, [])
        given = scenario.placed(at("choices.replacement_order", str(key))) if chosen else ""
        ranking = chosen + [e for e in by_play if e not in chosen]
        for stage in RANKED:
            at_stage = [e for e in ranking if effects[e]["stage"] == stage and can_modify(effects[e], who)]
            facts.extend(Rank(affected=who, stage=stage, position=i, effect=e, given=given)
                         for i, e in enumerate(at_stage))
    return facts


def _combat(game, scenario, by_id, players, labels):
    """Dealing facts for all combat damage (510.1-510.2), from the attacks, blocks and assignments."""
    raw = scenario.action["combat"]
    where = "action.combat"
    if not isinstance(raw, dict) or "attackers" not in raw or set(raw) - {"attackers", "blocks"}:
        raise scenario.error(where, f"combat must be a mapping {{attackers, blocks}}, not {raw!r}.",
                             allowed="combat: {attackers: [IDS] or {ID: WHAT IT ATTACKS}, blocks: {BLOCKER: ATTACKER}}")
    active = scenario.active_player
    defenders = [p for p in players if p != active]
    attackers = raw["attackers"]
    creatures = ", ".join(i for i, e in by_id.items() if "creature" in e["types"] and e["controller"] == active)
    if isinstance(attackers, list):
        for i, a in enumerate(attackers):
            if not _is_name(a):
                raise scenario.error(at(at(where, "attackers"), i), f"an attacker is the board id of a creature, "
                                     f"not {a!r}.", allowed=creatures)
            if attackers.index(a) != i:
                raise scenario.error(at(at(where, "attackers"), i), f"{a!r} is already named at "
                                     f"{at(at(where, 'attackers'), attackers.index(a))}; a creature attacks once.",
                                     allowed=creatures)
        if len(defenders) != 1:
            raise scenario.error(at(where, "attackers"), "with more than two players, say what each creature attacks.",
                                 allowed="attackers: {ID: PLAYER, PLANESWALKER or BATTLE}")
        attackers = {a: defenders[0] for a in attackers}
    if not isinstance(attackers, dict) or not attackers:
        raise scenario.error(at(where, "attackers"), "attackers must list the attacking creatures.")
    attacks = {}
    for a, attacked in attackers.items():
        w = at(at(where, "attackers"), str(a))
        if not _is_name(attacked):
            raise scenario.error(w, f"a creature attacks one player, planeswalker or battle, named by its id, not "
                                 f"{attacked!r} (508.1b).", allowed=", ".join(
                                     [p for p in players if p != active] + [i for i, e in by_id.items()
                                                                            if {"planeswalker", "battle"} & set(e["types"])]))
        a, attacked = str(a), str(attacked)
        if a not in by_id or "creature" not in by_id[a]["types"]:
            raise scenario.error(w, f"the attacker {a!r} is not a creature on the board.",
                                 allowed=", ".join(i for i, e in by_id.items() if "creature" in e["types"]))
        if by_id[a]["controller"] != active:
            raise scenario.error(w, f"{a} is player {by_id[a]['controller']}'s; the active player {active} attacks.")
        if attacked not in players and not (attacked in by_id and {"planeswalker", "battle"} & set(by_id[attacked]["types"])):
            raise scenario.error(w, f"{attacked!r} cannot be attacked.", allowed="a player, planeswalker or battle")
        attacks[a] = attacked
    blocks = combat.parse_blocks(scenario, raw.get("blocks") or {}, attacks, by_id, active, at(where, "blocks"))
    return _combat_damage(game, scenario, attacks, blocks, by_id, labels)


def _combat_damage(game, scenario, attacks, blocks, by_id, labels):
    """(Dealing facts of the first (or only) combat damage step; its LethalDamage checks (702.19b) and the facts of
    a second step; the event's name) (510.4)."""
    given = scenario.choices.get("assignment") or {}
    for key in given:
        if str(key) not in attacks and str(key) not in blocks:
            raise scenario.error(at("choices.assignment", str(key)), f"{key!r} is not a creature in combat.",
                                 allowed=", ".join(list(attacks) + list(blocks)))
    blockers = {}
    for b, listed in blocks.items():
        for a in listed:
            blockers.setdefault(a, []).append(b)
    orders, blockers, blocks = assignment_order.read_orders(game, scenario, blocks, blockers, by_id)   # pre-2024
    keywords = {c: by_id[c]["keywords"] for c in list(attacks) + list(blocks)}
    first, regular = combat.damage_steps(list(attacks) + list(blocks), keywords)
    steps = {c: (c in (first or ())) + (c in regular) for c in keywords}
    for c, value in given.items():
        if isinstance(value, list) and steps[str(c)] < 2:
            raise scenario.error(at("choices.assignment", str(c)), f"{c} deals combat damage in one step; give its "
                                 "assignment as one mapping.", allowed="{RECIPIENT: AMOUNT}")
    dealings, checks = [], list(orders)
    stats = {i: dict(e, marked_in=("board",) if e.get("damage") else ()) for i, e in by_id.items()}
    for c in first if first is not None else regular:
        e = by_id[c]
        power = max(0, e["power"] - e.get("counters", 0))
        kw = e["keywords"]
        among, attacked = (blockers.get(c, []), attacks[c]) if c in attacks else (blocks[c], None)
        chosen = combat.given_for(scenario.error, given, c, 0, steps[c])
        blocked = c in attacks and c in blockers
        assigned = combat.divide(scenario.error, at("choices.assignment", c), c, power, among, attacked, chosen,
                                 by_id, "deathtouch" in kw, "trample" in kw, blocked)
        how = combat.how_divided(c, chosen, among, attacked, "trample" in kw, blocked)
        for recipient, amount in assigned:
            dealings.append(Dealing(event="e1", position=len(dealings) + 1, source=c, source_card=e["card"] or labels[c],
                                    source_kind="creature", controller=e["controller"], recipient=recipient,
                                    amount=amount, combat=True, how=how))
        checked = combat.lethal_check(among, attacked, assigned, stats, "deathtouch" in kw, "trample" in kw)
        if checked:
            checks.append(LethalDamage(event="e1", position=len(dealings), creature=c, to=attacked, power=power,
                                       rest=dict(assigned)[attacked], deathtouch="deathtouch" in kw, blockers=checked))
    if first is None:
        return dealings, checks, "combat damage"
    second = checks + [SecondStep(event="e2", after="e1", file=str(scenario.file), first=tuple(first))]
    for i, c in enumerate(regular, 1):
        value = combat.given_for(scenario.error, given, c, steps[c] - 1, steps[c])
        combat.check_shape(scenario.error, at("choices.assignment", c), value)
        second.append(InCombat(id=c, order=i, attacks=attacks.get(c, ""), blocking=tuple(blocks.get(c, ())),
                               blockers=tuple(blockers.get(c, ())),
                               given=tuple((str(r), n) for r, n in value.items()) if isinstance(value, dict) else ()))
    return dealings, second, "the first combat damage step (first strike)"


def _spell(game, scenario, by_id, players, labels):
    """Dealing facts for a spell's damage (its card file's ability and the action's targets)."""
    action = scenario.action
    card = game.cards.get(action["card"].lower())
    spells = sorted(c.name for c in game.cards.values() if any(game.registry[m].role == "ability" for m, _ in c.mechanics))
    if card is None or not any(game.registry[m].role == "ability" for m, _ in card.mechanics):
        other = other_game_card(game, action["card"]) if card is None else ""
        raise scenario.error("action.card", f"{action['card']!r} is not a spell the Magic knowledge base models."
                             + (f" {other}" if other else ""),
                             allowed=", ".join(spells))
    name, params = next((m, p) for m, p in card.mechanics if game.registry[m].role == "ability")
    return spell_dealings(scenario, card, name, params, players, by_id, _division)


def _division(scenario, source, amount, targets):
    """601.2d: the caster divides the damage as they cast it, at least 1 to each target."""
    given = (scenario.choices.get("assignment") or {}).get(source)
    where = at("choices.assignment", source)
    for key in scenario.choices.get("assignment") or {}:
        if key != source:
            raise scenario.error(at("choices.assignment", str(key)), f"{key!r} deals no damage to divide here.",
                                 allowed=source)
    if given is None:
        if len(targets) == 1:
            return [amount]
        if amount != len(targets):
            raise scenario.error("choices.assignment", f"say how {amount} damage is divided among {targets}.",
                                 allowed=f"{source}: {{TARGET: AMOUNT}}")
        return [1] * len(targets)
    if not isinstance(given, dict) or sorted(map(str, given)) != sorted(targets):
        raise scenario.error(where, f"the division names each target once: {targets}.")
    values = [given[t] for t in targets]
    if any(isinstance(v, bool) or not isinstance(v, int) or v < 1 for v in values) or sum(values) != amount:
        raise scenario.error(where, f"{amount} damage is divided with at least 1 to each target (601.2d); got {values}.",
                             allowed=f"whole numbers of 1 or more adding up to {amount}")
    return values


def _deal(scenario, by_id, players, labels):
    action = scenario.action
    source = by_id[action["source"]]
    for i, t in enumerate(action["targets"]):
        if t not in players and not (t in by_id and set(DAMAGEABLE) & set(by_id[t]["types"])):
            raise scenario.error(at("action.deal.to", i), f"{t!r} cannot be dealt damage.",
                                 allowed="a player, creature, planeswalker or battle")
    return [Dealing(event="e1", position=i + 1, source=source["id"], source_card=source["card"] or labels[source["id"]],
                    source_kind="creature" if "creature" in source["types"] else "permanent",
                    controller=source["controller"], recipient=t, amount=action["amount"])
            for i, t in enumerate(action["targets"])]


def _source_qualities(game, scenario, permanents):
    """What protection reads of each source of damage here: the permanents, and the action's spell (702.16)."""
    facts = [q for e in permanents for q in source_qualities(e["id"], e["colors"], "creature" in e["types"])]
    card = game.cards.get(scenario.action["card"].lower()) if scenario.action["form"] == "card" else None
    if card is not None:
        facts += source_qualities(slug(card.name), card.colors, False)
    return facts


def build_board(game, scenario):
    """Validate `scenario` against Magic and return its facts as a :class:`~dealt.kb.board.Board`."""
    entries = [_entry(game, scenario, raw) for raw in scenario.board]
    if _a_turn_has_ended(scenario):
        for e in entries:
            e.pop("damage", None)
    players = _players(scenario, entries)
    permanents = [e for e in entries if e["kind"] in PERMANENT_KINDS]
    by_id = {e["id"]: e for e in entries if e["kind"] != "player"}
    form = scenario.action["form"]
    if form in ("attack", "fatigue"):
        raise scenario.error("action", f"{form} is not a Magic action.",
                             allowed="card: SPELL (with targets), deal: {source, to, amount}, combat: {attackers, blocks}, "
                             "end_turn")
    if form == "deal" and scenario.action["source"] in players:
        raise scenario.error("action.deal.source", "a player is not a source of damage; name a permanent.")
    assignment_order.refuse_outside_their_rules(game, scenario)
    effect_facts, effects = _effects(game, scenario, entries, by_id, players)
    changes = pt_changes(effects, permanents)
    with_current_pt(permanents, changes if not _a_turn_has_ended(scenario) else
                    [c for c in changes if by_id[effects[c["effect"]]["host"]]["kind"] != "effect"])
    labels = _labels(entries, players, form == "combat", scenario.active_player)
    facts = []
    for name, p in players.items():
        facts.append(MtgPlayer(name=name, order=p["order"], life=p["life"], poison=p.get("poison", 0),
                               label=labels[name]))
    for e in permanents:
        facts.append(Permanent(id=e["id"], card=e["card"], controller=e["controller"], order=e["order"], types=e["types"],
                               creature="creature" in e["types"], power=e.get("printed", (e.get("power", 0),))[0],
                               toughness=e.get("printed", (0, e.get("toughness", 0)))[1], damage=e.get("damage", 0), minus=e.get("counters", 0),
                               marked_in=("board",) if e.get("damage") else (),
                               loyalty=e.get("loyalty", 0), defense=e.get("defense", 0), label=labels[e["id"]]))
        facts.extend(Keyword(entity=e["id"], name=kw) for kw in e["keywords"])
    protection_facts, protections = protection_effects(permanents)
    facts += effect_facts + changes + protection_facts
    effects.update(protections)
    facts += _source_qualities(game, scenario, permanents)
    affected = sorted(players) + [e["id"] for e in permanents if set(DAMAGEABLE) & set(e["types"])]
    facts += [r for r in _ranks(scenario, effects, affected, {e["id"]: e["controller"] for e in permanents})
              if r["effect"] not in protections or r["affected"] == protections[r["effect"]]["target"]]
    facts += trigger_facts(game, scenario, entries, players) + [ActivePlayer(name=scenario.active_player)]
    if action_number(scenario) > 1:
        facts.append(Labels(names=tuple(labels.items())))
    if form == "end_turn":
        facts += _end_turn(scenario)
        return _board(scenario, facts, players, entries, effects)
    if form == "combat":
        dealings, second_step, what = _combat(game, scenario, by_id, players, labels)
        facts += second_step
    elif form == "card":
        dealings, what = _spell(game, scenario, by_id, players, labels), scenario.action["card"]
        spell_facts, spell_records = spell_effects(game, scenario, len(entries) + 1, action_number(scenario))
        facts += spell_facts
        effects.update(spell_records)
    else:
        if scenario.choices.get("assignment"):
            raise scenario.error("choices.assignment", "a plain deal assigns nothing.")
        dealings, what = _deal(scenario, by_id, players, labels), f"{scenario.action['source']} deals damage"
    for d in dealings:
        d["rtypes"] = ("player",) if d["recipient"] in players else by_id[d["recipient"]]["types"]
    facts += dealings
    two_steps = any(type(f).__name__ == "SecondStep" for f in facts)
    facts += waits_on_the_stack(scenario, by_id, MtgEvent(id="e1", stage="proposed", turn=0 if two_steps else 1,
                                                           what=what, combat=form == "combat"))
    return _board(scenario, facts, players, entries, effects)


def _end_turn(scenario):
    """The action ``end_turn``: the fact the rules of the turn's end act on (:mod:`dealt.kb.mtg.rules.cleanup`)."""
    only_for_a_spell(scenario)
    for key in ("assignment", "trigger_targets", "trigger_order"):
        if scenario.choices.get(key):
            raise scenario.error(at("choices", key), f"end_turn deals no damage, so there is no {key} to choose.")
    return [TurnEnds()]


#: the facts that belong to one action (left behind as the scenario's next action begins): what it deals, its
#: combat and stack, the turn's end, and the orders and choices given for it (616.1, 603.3b, 603.3d)
ACTION_FACTS = ("TurnEnds", "Dealing", "LethalDamage", "DamageAssignmentOrder", "SecondStep", "InCombat", "Resolution", "MtgChange", "Rank", "TriggerChoice",
                "TriggerRank", "Labels")
#: the fields holding a damage event's id in the facts the board makes
EVENT_FIELDS = {"MtgEvent": ("id",), "Dealing": ("event",), "LethalDamage": ("event",), "SecondStep": ("event", "after"), "Resolution": ("event",)}


def action_number(scenario):
    """Which action of the scenario this board is for: 1, 2, ... (1 for a scenario of one action)."""
    wheres = [item["where"] for item in scenario.actions]
    return wheres.index(scenario.action_at) + 1 if scenario.action_at in wheres else 1


def _a_turn_has_ended(scenario):
    """Whether an earlier action of the scenario ended a turn: then the board's damage was removed and its "this
    turn" effects ended (514.2), so what the board computes itself (combat's power, lethal damage, the labels) reads
    the creatures without them. (The rules read working memory, where the cleanup step did this.)"""
    number = action_number(scenario)
    return any(item["action"]["form"] == "end_turn" for item in scenario.actions[:number - 1])


def _provisional_event_ids(facts, number):
    """A later action's damage events get provisional ids (``a2.e1``): no board can know how many events the
    actions before it make, so :mod:`dealt.kb.mtg.rules.numbering` gives each its number as it is declared."""
    if number == 1:
        return facts
    out = []
    for f in facts:
        fields = EVENT_FIELDS.get(type(f).__name__, ())
        if any(f.get(k) for k in fields):
            f = type(f)(**{**dict(f), **{k: f"a{number}.{f[k]}" for k in fields if f.get(k)}})
        out.append(f)
    return out


def _board(scenario, facts, players, entries, effects):
    facts = _provisional_event_ids(facts, action_number(scenario))
    entities = {name: {"card": "", "kind": "player", "controller": name, "order": p["order"],
                       "default": p.get("default", False)} for name, p in players.items()}
    entities.update({e["id"]: {"card": e["card"], "kind": e["kind"], "controller": e["controller"], "order": e["order"],
                               "types": e["types"]} for e in entries if e["kind"] != "player"})
    return Board(facts=facts, entities=entities, unmodelled=[e["unmodelled"] for e in entries if e["unmodelled"]],
                 effects=effects, modules=modules_needed(facts),
                 action_facts=[f for f in facts if type(f).__name__ in ACTION_FACTS])
