"""Turning a Hearthstone scenario into facts, after checking it against the card database.

Card names, stats and text come from HearthSim's database (:mod:`.carddb`);
what a card does comes from its card file in ``cards/``. A card in play with
text but no card file is reported as unmodelled, never silently ignored.
"""
import dataclasses
import re

from dealt.facts.errors import InputError, at, shown
from dealt.facts.scenario import slug
from dealt.facts.templates import (Ability, Action, Condition, Effect, Entity, KnownCard, Keyword, Note, Player,
                                   ResolutionTurn, TriggerQueue, Turn)
from dealt.kb.board import Board, refuse_fields_not_in, slots_and_steps, whole_number
from dealt.kb.hearthstone.db_keywords import keywords_in_play, mechanics_from_tags, unmodelled_text
from dealt.kb.hearthstone.own_cost import cost_change_facts, settle_given_costs
from dealt.kb.hearthstone.named_targets import FRIENDLY_HERO, WHOSE, named_by_trigger
from dealt.kb.hearthstone.play_requirements import barred_target, taunts_in_the_way, unmet_requirement
from dealt.kb.hearthstone.printings import DERIVED, find_printing, quoted
from dealt.kb.hearthstone.quantities import quantity_facts
from dealt.kb.hearthstone.rules._flow import ASKS_ITS_TARGET, IN_TURN, WAITS_FOR_ITS_TURN
from dealt.kb.hearthstone.triggers import WHENS

BOARD_FIELDS = ("id", "card", "kind", "controller", "health", "armor", "attack", "durability", "keywords",
                "attached_to", "position", "max_health")
#: a hero's maximum Health when the scenario does not say
HERO_MAX_HEALTH = 30
KINDS = ("hero", "minion", "weapon", "secret", "effect", "enchantment", "hero_power", "location")
CHARACTERS = ("hero", "minion")
ACTION_KINDS = {"SPELL": "spell", "HERO_POWER": "hero_power", "MINION": "minion", "HERO": "hero",
                "LOCATION": "location"}
#: keywords of a spell or Hero Power being played that rules read (its Damage Events' source is the card)
ACTION_KEYWORDS = ("lifesteal",)


def default_kind(record):
    if record.type == "SPELL":
        return "secret" if "SECRET" in record.mechanics else "effect"
    return {"HERO": "hero", "MINION": "minion", "WEAPON": "weapon", "HERO_POWER": "hero_power",
            "LOCATION": "location", "ENCHANTMENT": "enchantment"}.get(record.type, "effect")


def _aliases(game):
    """Former names (lower case) -> the card file that gives them, built once per game."""
    found = game.__dict__.get("_aliases")
    if found is None:
        found = {}
        for card in game.cards.values():
            if card.id:
                for alias in card.aliases:
                    found.setdefault(alias.lower(), card)
        game.__dict__["_aliases"] = found
    return found


def _unread_now(record, played_now):
    """The unread clauses of a card in play with no card file that can still act: for a minion already in
    play, not its Battlecry or Combo (used when it was played, :mod:`.db_keywords`); all of them else."""
    gone = () if played_now or record.type != "MINION" else ("Battlecry:", "Combo:")
    return [clause for clause in record.unread if not clause.startswith(gone)] or [record.text]


def find_card(game, scenario, where, name):
    """(database record, card file or None) for a card name or id (see :mod:`.printings`)."""
    printing = find_printing(game, scenario, where, name, _aliases(game))
    return printing.record, printing.card


def _entry(game, scenario, raw):
    where = raw["_where"]
    refuse_fields_not_in(game, scenario, raw, BOARD_FIELDS)
    record = card = printing = None
    inline = getattr(game, "inline_effects", {}).get(raw.get("card", "").lower())
    if inline is not None:                      # an effect with no card: its own text and mechanics
        card = inline
    elif "card" in raw:
        printing = find_printing(game, scenario, at(where, "card"), raw["card"], _aliases(game))
        record, card = printing.record, printing.card
    if "kind" in raw and raw["kind"] not in KINDS:
        raise scenario.error(at(where, "kind"), f"{raw['kind']!r} is not a kind of thing on a Hearthstone board.",
                             allowed=", ".join(KINDS))
    if "kind" not in raw and card and card.kind and card.kind not in KINDS:
        raise InputError(card.file, "kind", f"{card.kind!r} is not a kind of thing on a Hearthstone board "
                         f"(read for {at(where, 'card')} of {scenario.file}).", allowed=", ".join(KINDS))
    kind = raw.get("kind") or (card.kind if card and card.kind else None) or (record and default_kind(record))
    if not kind:
        raise scenario.error(where, "an entry without a card needs a kind.", allowed=", ".join(KINDS))
    stats = {}
    for stat in ("health", "armor", "attack", "durability"):
        if stat in raw:
            stats[stat] = whole_number(scenario, at(where, stat), raw[stat])
        else:
            stats[stat] = getattr(record, stat, 0) or 0 if record else 0
    if kind == "location" and record is not None and record.type == "LOCATION":
        # a Location's Durability is its card's HEALTH tag (Sanguine Depths: 3); it has no Health of its own
        stats["durability"] = stats["durability"] if "durability" in raw else record.health or 0
        stats["health"] = stats["health"] if "health" in raw else 0
    if kind in CHARACTERS and "health" not in raw and not record:
        raise scenario.error(where, f"a {kind} without a card needs its health.")
    if "keywords" in raw:
        keywords = raw["keywords"]
        if not isinstance(keywords, list):
            raise scenario.error(at(where, "keywords"), "keywords must be a list.", allowed=", ".join(sorted(game.keywords)))
        for i, kw in enumerate(keywords):
            if not isinstance(kw, str) or kw not in game.keywords:
                raise scenario.error(at(at(where, "keywords"), i), f"{kw!r} is not a Hearthstone keyword.",
                                     allowed=", ".join(sorted(game.keywords)))
    else:
        keywords = sorted((keywords_in_play(record) if record else set()) | set(card.keywords if card else ()))
    if raw.get("attached_to") is not None and not isinstance(raw["attached_to"], str):
        raise scenario.error(at(where, "attached_to"), f"attached_to must be the board id of what this is "
                             f"attached to, not {raw['attached_to']!r}.",
                             allowed=", ".join(str(e["id"]) for e in scenario.board))
    if "max_health" in raw:
        max_health = whole_number(scenario, at(where, "max_health"), raw["max_health"])
        if kind not in CHARACTERS:
            raise scenario.error(at(where, "max_health"), f"only heroes and minions have a maximum Health; this is a {kind}.")
        if max_health < stats["health"]:
            raise scenario.error(at(where, "max_health"), f"max_health {max_health} is below the current health "
                                 f"{stats['health']}.", allowed=f"{stats['health']} or more")
    elif kind == "hero":
        max_health = max(HERO_MAX_HEALTH, stats["health"])
    else:
        max_health = max(getattr(record, "health", 0) or 0 if record else 0, stats["health"])
    position = None
    if "position" in raw:
        position = whole_number(scenario, at(where, "position"), raw["position"])
        if kind != "minion":
            raise scenario.error(at(where, "position"), f"only minions have a board position; this is a {kind}.")
    return {"id": raw["id"], "card": record.name if record else (inline.name if inline else ""), "record": record,
            "cardfile": card,
            "kind": kind, "controller": raw["controller"], "order": raw["_order"], "where": where,
            "keywords": list(dict.fromkeys(keywords)), "attached_to": raw.get("attached_to"),
            "position": position, "max_health": max_health,
            "races": tuple(record.races) if record else (), "printing": printing, **stats}


def _positions(scenario, entries):
    """Each minion's slot on its controller's side: given ones must exist and be unique; the rest fill in, left to right."""
    sides = {}
    for e in entries:
        if e["kind"] == "minion":
            sides.setdefault(e["controller"], []).append(e)
    for controller, minions in sides.items():
        taken = {}
        for e in minions:
            if e["position"] is None:
                continue
            if not 1 <= e["position"] <= len(minions):
                raise scenario.error(at(e["where"], "position"), f"position {e['position']} does not exist: player "
                                     f"{controller} has {len(minions)} minion(s).",
                                     allowed=f"1 to {len(minions)}, counted from the left")
            if e["position"] in taken:
                raise scenario.error(at(e["where"], "position"), f"position {e['position']} is already "
                                     f"{taken[e['position']]}'s.", allowed=f"1 to {len(minions)}, each once")
            taken[e["position"]] = e["id"]
        free = iter(p for p in range(1, len(minions) + 1) if p not in taken)
        for e in minions:
            if e["position"] is None:
                e["position"] = next(free)


def _played_minion(game, scenario):
    """The board entry of a minion card the action plays: it enters play last, at the right end of its side."""
    action = scenario.action
    if action["form"] != "card":
        return None
    record, _ = find_card(game, scenario, "action.card", action["card"])
    if record.type != "MINION":
        return None
    return _entering(scenario, record)


def _entering(scenario, record):
    """The board entry of the card the action puts in play: a fresh id (its name's slug, then _2, _3 ...), the
    card as the action names it, after everything on the board."""
    action = scenario.action
    taken = {e["id"] for e in scenario.board}
    base = slug(record.name)
    candidate, n = base, 1
    while candidate in taken:
        n += 1
        candidate = f"{base}_{n}"
    return {"id": candidate, "card": action["card"], "controller": action["controller"],
            "_where": scenario.placed("action.card"), "_order": len(scenario.board) + 1}


def _lasting(game, card):
    """Whether a spell's card file gives it an effect that stays in play once cast (a Secret's, Commanding
    Shout's floor for the turn): a mechanic of role ``effect``."""
    return card is not None and any(game.registry[m].role == "effect" for m, _ in card.mechanics)


def _cast_lasting(game, scenario):
    """The board entry of a spell the action casts whose effect stays in play (a Secret, Commanding Shout's floor
    for the turn): on the board from its cast, as kind secret or effect (Hearthstone wiki, Secret: 'Secrets are
    a type of spell' that stays in play, hidden, until its condition is met; Commanding Shout, '... this turn.')."""
    if scenario.action["form"] != "card":
        return None
    record, card = find_card(game, scenario, "action.card", scenario.action["card"])
    return _entering(scenario, record) if record.type == "SPELL" and _lasting(game, card) else None


def enters_play(game, scenario, board):
    """What the action puts on the board for the actions after it (Game.enters_play): the minion it plays, or
    the spell it casts whose effect stays in play."""
    entry = _played_minion(game, scenario) or _cast_lasting(game, scenario)
    return [entry] if entry is not None else []


def build_board(game, scenario):
    """Validate `scenario` against Hearthstone and return its facts as a :class:`Board`."""
    raws = list(scenario.board)
    played = _played_minion(game, scenario)
    cast = _cast_lasting(game, scenario) if played is None else None
    raws.extend(e for e in (played, cast) if e is not None)
    entries = [_entry(game, scenario, raw) for raw in raws]
    played_entry = entries[-1] if played is not None else None
    _positions(scenario, entries)
    by_id = {e["id"]: e for e in entries}
    heroes = {}
    for e in entries:
        if e["kind"] == "hero":
            if e["controller"] in heroes:
                raise scenario.error(e["where"], f"player {e['controller']} already has a hero "
                                     f"({heroes[e['controller']]['id']}).")
            heroes[e["controller"]] = e
    facts, timed, unmodelled, effects, own_facts, hosts, triggers = [], [], [], {}, {}, set(), []
    trigger_conditions = []
    for e in entries:
        if e["attached_to"] is None:
            hero = heroes.get(e["controller"])
            e["attached_to"] = hero["id"] if e["kind"] in ("weapon", "secret") and hero else ""
        elif e["attached_to"] not in by_id:
            raise scenario.error(at(e["where"], "attached_to"), f"{e['attached_to']!r} is not on the board.",
                                 allowed=", ".join(by_id))
        own_facts[e["id"]] = [Entity(id=e["id"], kind=e["kind"], controller=e["controller"], card=e["card"],
                                     order=e["order"], position=e["position"] or 0,
                                     health=e["health"], armor=e["armor"], max_health=e["max_health"],
                                     races=e["races"],
                                     attack=e["attack"], durability=e["durability"],
                                     attached_to=str(e["attached_to"] or ""))]
        own_facts[e["id"]].extend(Keyword(entity=e["id"], name=kw) for kw in e["keywords"])
        if "silenced" in e["keywords"]:
            continue            # a Silenced card has no text: none of its mechanics are in play
        card, record = e["cardfile"], e["record"]
        if card is None:
            text = unmodelled_text(record, played_now=e is played_entry) if record is not None else ""
            if text and e["kind"] != "hero":
                unmodelled.append({"id": e["id"], "card": record.name, "text": text,
                                   "unread": _unread_now(record, played_now=e is played_entry)})
        if card is not None:
            trigger_conditions.extend(_trigger_conditions(game, card, e))
        for ability in _triggered_abilities(game, card, record, e) if card is not None else ():
            triggers.append(ability)
            if WHENS[ability["when"]].step:        # it watches a step of the Damage Event: a slot there
                timed.append((WHENS[ability["when"]].step, 0, e["order"], ability["trigger"]))
        mechanics = card.mechanics if card is not None else mechanics_from_tags(record) if record else ()
        name = card.name if card is not None else e["card"]
        for mechanic_name, params in mechanics:
            mechanic = game.registry[mechanic_name]
            if mechanic.role != "effect":
                continue
            effect_id = f"{e['id']}:{mechanic_name}"
            facts.append(Effect(id=effect_id, mechanic=mechanic_name, card=name, host=e["id"],
                                controller=e["controller"], order=e["order"], **params))
            effects[effect_id] = {"card": name, "mechanic": mechanic_name, "host": e["id"]}
            hosts.add(e["id"])
            timed.extend((step, priority, e["order"], effect_id) for step, priority in mechanic.timings)
    action_facts = _held_for_triggers(_action_facts(game, scenario, by_id, heroes, played and by_id[played["id"]]),
                                      triggers, by_id)
    action_facts = settle_given_costs(scenario, action_facts, facts)
    action_facts.extend(_counted_as_played(scenario, action_facts))
    printings = [e["printing"].describe(e["id"]) for e in entries if e["printing"]]
    if scenario.action["form"] == "card" and played is None and cast is None:
        printings.append(find_printing(game, scenario, "action.card", scenario.action["card"],
                                       _aliases(game)).describe("action"))
    facts.extend(triggers)
    facts.extend(trigger_conditions)
    # a Deathrattle on a group, or any triggered ability, can reach anyone
    reach_all = any(f["group"] for f in facts if type(f).__name__ == "Effect") or bool(triggers)
    in_scope = _in_scope(entries, heroes, hosts, action_facts, reach_all)
    keywords_in_play = {kw for e in entries if e["id"] in in_scope for kw in e["keywords"]}
    keywords_in_play |= {f["name"] for f in action_facts if type(f).__name__ == "Keyword"}
    if any(f["mechanic"] == "spells_have_lifesteal" for f in facts if type(f).__name__ == "Effect"):
        keywords_in_play.add("lifesteal")           # a spell cast may have it (rules/spell_lifesteal.py)
    if _several_events(action_facts) or reach_all:
        keywords_in_play.add("several_events")     # events wait after creation until all are created
    facts = [f for e in entries if e["id"] in in_scope for f in own_facts[e["id"]]] + facts
    facts.extend(slots_and_steps(game.sequence, timed, keywords_in_play))
    facts.extend(Player(name=name, fatigue=state.get("fatigue", 0), mana=state.get("mana", 0),
                        deck=state.get("deck", -1), active=name == scenario.active_player,
                        cards_played=state.get("cards_played_this_turn", 0),
                        secrets=sum(e["kind"] == "secret" and e["controller"] == name for e in entries),
                        weapons=sum(e["kind"] == "weapon" and e["controller"] == name for e in entries),
                        other_minions=sum(e["kind"] == "minion" and e["controller"] == name and e is not played_entry
                                          for e in entries))
                 for name, state in sorted(scenario.players.items()))
    facts.extend(_known_cards(game, scenario))
    if any(type(f).__name__ == "Condition" and f["zone"] == "board" for f in action_facts):
        facts.extend(_board_cards(entries, played_entry))
    facts.extend(action_facts)
    facts.append(Turn(next=1))
    facts.append(TriggerQueue(next=1))
    facts.append(ResolutionTurn(next=1))
    bystanders = {e["id"]: {"card": e["card"], "kind": e["kind"], "controller": e["controller"],
                            "order": e["order"], "health": e["health"], "armor": e["armor"],
                            "attack": e["attack"], "durability": e["durability"], "destroyed": False,
                            "keywords": sorted(e["keywords"])}
                  for e in entries if e["id"] not in in_scope}
    derived = {key: p["card"] for p in printings if p.get("derived") for key in (p["card"].lower(), p["printing"].lower())}
    return Board(derived=derived, facts=facts, action_facts=action_facts, entities={e["id"]: {k: e[k] for k in ("card", "kind", "controller", "order")}
                                        for e in entries},
                 unmodelled=unmodelled, effects=effects, bystanders=bystanders, printings=printings,
                 modules=_modules_needed(game, effects, action_facts, keywords_in_play,
                                         secrets=any(by_id[h]["kind"] == "secret" for h in hosts),
                                         weapons=any(e["kind"] == "weapon" for e in entries))
                 | _trigger_modules(game, triggers) | ({"conditions"} if trigger_conditions else frozenset()))


def _known_cards(game, scenario):
    """The KnownCard facts of the cards the scenario names for its players outside the board, one per card and
    trait (``players: {A: {hand: [...], played_last_turn: [...]}}``), each looked up in the card database (an
    unknown name exits 2, as on the board)."""
    found = []
    for name, state in sorted(scenario.players.items()):
        for zone in ("hand", "played_last_turn"):
            for i, card in enumerate(state.get(zone, ())):
                where = at(at(at("players", name), zone), i)
                record = find_printing(game, scenario, where, card, _aliases(game)).record
                traits = ("card", record.type.lower(), *(race.lower() for race in record.races),
                          *((record.spell_school.lower(),) if record.spell_school else ()))
                found.extend(KnownCard(player=name, zone=zone, card=record.name, trait=trait, cost=record.cost or 0,
                                       position=i + 1) for trait in traits)
    return found


def _board_cards(entries, played_entry):
    """KnownCard facts (zone ``board``) of the minions on each side but the one the action plays: what "If you
    control a Mech" / "another Murloc" reads; one per minion and trait ("minion", its races)."""
    return [KnownCard(player=e["controller"], zone="board", card=e["card"], trait=trait, position=e["order"])
            for e in entries if e["kind"] == "minion" and e is not played_entry
            for trait in ("minion", *(race.lower() for race in e["races"]))]


#: the conditions on a card the player holds or played, and the zone of the KnownCard they read
CONDITION_ZONES = {"holding": "hand", "played_last_turn": "played_last_turn", "control": "board"}


#: the trigger a conditioned ability waits under until its condition is checked and held
#: (:mod:`.rules.conditions`); the action's own abilities have trigger ""
def condition_gate(card):
    return f"if:{card}"


def _triggered_abilities(game, card, record, entry):
    """The Ability facts of a card's triggered abilities (a card file's ``when``): effects of the card in
    play, its board entry their host; each is queued when its trigger condition happens
    (:mod:`dealt.kb.hearthstone.triggers`)."""
    found = []
    for mechanic_name, params in card.mechanics:
        if "when" not in params or game.registry[mechanic_name].role == "condition":
            continue                    # a condition on it is a Condition fact (_trigger_conditions)
        fields = {("spell_damage_applies" if k == "spell_damage" else k): v for k, v in params.items()}
        mechanic = game.registry[mechanic_name]
        named = named_by_trigger(record.text) if mechanic.target_may_be_named and record is not None else ()
        if named:
            fields.update(to=named[0], named_by=named[1])
        elif mechanic.targets:
            raise InputError(card.file, "mechanics", f"{mechanic_name} with when {params['when']} needs a target its "
                             f"text names, and {card.name}'s text names none.", allowed="an ability with no chosen target")
        found.append(Ability(mechanic=mechanic_name, card=card.name, host=entry["id"], stage=1, after=0,
                             trigger=f"{entry['id']}:{mechanic_name}@{params['when']}", **fields))
    return found


def _trigger_conditions(game, card, entry):
    """The Condition facts of a card's conditioned triggered abilities ("Deathrattle: If you're holding a Dragon,
    ..."): one for each ability of the same ``when``, named by its trigger, checked when it triggers
    (:mod:`.rules.conditions`)."""
    abilities = [(m, p) for m, p in card.mechanics if "when" in p and game.registry[m].role == "ability"]
    return [Condition(card=card.name, kind=p["condition"], what=p.get("what", ""), gated=m == "only_if",
                      zone=CONDITION_ZONES.get(p["condition"], ""), min_cost=p.get("min_cost", 0),
                      trigger=f"{entry['id']}:{ability}@{when}")
            for m, p in card.mechanics if "when" in p and game.registry[m].role == "condition"
            for ability, when in ((a, q["when"]) for a, q in abilities) if when == p["when"]]


#: the triggers that act before the action's own effect, and the kind the action waits as meanwhile
HELD = {"whenever_this_attacks": ("attack", "", "attacking"), "when_your_hero_is_attacked": ("attack", "", "attacking")}
#: held triggers that watch the attack's defender (its host's hero), not its attacker
DEFENDING = frozenset({"when_your_hero_is_attacked"})


def _held_for_triggers(action_facts, triggers, by_id):
    """The action's facts, its Action waiting (kind ``attacking``) while triggers that act before its own
    effect are in play for it: an attacker with 'Whenever this attacks' (:mod:`.rules.trigger_whenever_this_attacks`)."""
    out = []
    for fact in action_facts:
        if type(fact).__name__ == "Action":
            for t in triggers:
                kind, source_kind, waiting = HELD.get(t["when"], ("", "", ""))
                watcher = by_id[t["host"]]
                if t["when"] in DEFENDING:          # a Secret watching its hero: the attack's defender
                    held = fact["kind"] == kind and fact["targets"][:1] == tuple(
                        e["id"] for e in by_id.values() if e["kind"] == "hero" and e["controller"] == watcher["controller"])
                else:
                    held = fact["kind"] == kind and (fact["source_kind"] == source_kind if source_kind else True) and (
                        watcher["controller"] == fact["controller"] if kind == "play" else t["host"] == fact["source"])
                if held:
                    fact = Action(**{**fact.as_dict(), "kind": waiting})
                    break
        out.append(fact)
    return out


def _trigger_modules(game, triggers):
    """The rule modules triggered abilities need: their trigger conditions', the queue's, their mechanics'
    (with what an ability acting in its turn needs, :data:`IN_TURN_MODULES`) and the flow modules (they create
    events after the action's)."""
    if not triggers:
        return frozenset()
    return frozenset({"queued_triggers", "deaths"} | FLOW_MODULES
                     | {WHENS[t["when"]].module for t in triggers}
                     | {game.registry[t["mechanic"]].module for t in triggers}
                     | {m for t in triggers for m in IN_TURN_MODULES.get(t["mechanic"], ())})


#: the rule modules every action needs
CORE_MODULES = frozenset({"actions", "prevention", "dealing", "stealth", "deaths"})
#: modules of effects that act inside one Damage Event (they create no other event)
IN_EVENT_MODULES = frozenset({"bonuses", "predamage", "hero_damage_doubling", "dealing", "character_triggers"})
#: what an action that can make several events needs besides its mechanics' own modules: creating events
#: one at a time (hits), resolving them in the order they were created, events and healing that
#: triggers create, and destroying what is marked to die
FLOW_MODULES = frozenset({"hits", "resolution_order", "triggered", "healing", "destroy"})


def _modules_needed(game, effects, action_facts, keywords_in_play, secrets=False, weapons=False):
    """The rule modules this board and action need: the core, the modules of the mechanics in play and
    of the action, ``secrets`` when a Secret's mechanic is in play, and the flow modules when several
    events or triggered damage are possible.

    A module no mechanic here uses cannot fire, so it is left out of the Rete network; the common
    single-target case runs on the core and its effects' modules only. `tests/test_engine.py` checks
    every scenario resolves exactly as with every rule.
    """
    modules = set(CORE_MODULES) | ({"secrets"} if secrets else set()) | ({"weapons"} if weapons else set())
    several = _several_events(action_facts)
    for fact in action_facts:
        kind = type(fact).__name__
        if kind == "Ability":
            modules.add(game.registry[fact["mechanic"]].module)
            modules |= IN_TURN_MODULES.get(fact["mechanic"], set())
            if fact["trigger"] == WAITS_FOR_ITS_TURN:   # a damage ability after another: the order of abilities
                modules.add("ability_order")
                several = True
            if fact["trigger"] == ASKS_ITS_TARGET:      # it waits for its card's query of the target
                modules |= {"ability_order", "target_query"}
        if kind == "Condition":
            modules.add("conditions")
            if fact["kind"] == "count":
                modules.add("counted_conditions")
        if kind == "CostChange":
            modules.add("own_cost_changes")
        if kind == "Note" and fact["kind"] == "card_played":      # counted for the rest of the turn (sequences)
            modules.add("played_this_turn")
        if kind == "Action":
            modules |= {"attack": {"combat"}, "attacking": {"combat"}, "fatigue": {"fatigue"},
                        "draw": {"drawing", "fatigue"}, "end_turn": {"turn_ends"}}.get(fact["kind"], set())
            if fact["source_kind"] == "location":     # its Durability, and its end at 0 (rules/locations.py)
                modules |= {"locations", "destroy"}
    for effect in effects.values():
        module = game.registry[effect["mechanic"]].module
        modules.add(module)
        if effect["mechanic"] == "weapon_loses_durability_instead_of_hero_damage":
            modules.add("destroy")                  # its weapon, at 0 Durability, is destroyed with the deaths
        several |= module not in IN_EVENT_MODULES
    if "poisonous" in keywords_in_play:
        modules.add(game.registry["poisonous"].module)
        several = True
    if "reborn" in keywords_in_play:            # it comes back after the deaths (the flow modules)
        modules.add("reborn")
        several = True
    if "immune_while_attacking" in keywords_in_play:
        modules.add("immune_while_attacking")
    if "lifesteal" in keywords_in_play:         # its heal waits for the event that caused it (the flow modules)
        modules.add("lifesteal")
        several = True
    if several:
        modules |= FLOW_MODULES
    if "deathrattles" in modules:               # Sally's Deathrattle is queued with the others
        modules |= {"queued_triggers", "deaths"}
    return frozenset(modules)


#: what an ability acting in its card's turn (rules/_flow.IN_TURN) needs besides its own module: the order of
#: the card's abilities, and for drawing, Fatigue from an empty deck; for equipping, the weapon rules
IN_TURN_MODULES = {mechanic: {"ability_order"} | extra for mechanic, extra in (
    ("gain_armor", set()), ("restore_health", set()), ("summon_minions", set()), ("hero_gains_attack", set()),
    ("equip_weapon", {"weapons"}), ("draw_cards", {"fatigue"}), ("restore_health_to_own_hero", set()),
    ("destroy_target", set()), ("freeze_group", set()),
    ("give_target_stats", set()), ("give_group_stats", set()), ("gain_stats", set()),
    # not of IN_TURN, but each later wave waits for its turn as a later ability does (rules/area_waves.py)
    ("deal_damage_to_all_in_waves", set()), ("own_hero_cannot_take_damage_this_turn", set()))}


def _several_events(action_facts):
    """Whether the action can create more than one Damage Event that must wait for the others."""
    return any(type(f).__name__ == "Ability" and f["mechanic"] != "deal_damage" for f in action_facts) or any(
        type(f).__name__ == "Action" and (f["kind"] in ("attack", "attacking") or len(f["targets"]) > 1) for f in action_facts)


def _in_scope(entries, heroes, hosts, action_facts, reach_all=False):
    """The board ids the rules can read for this action: scoped working memory.

    Heroes, the action's source and targets, every card with a mechanic in
    play and what those are attached to, the weapons of those heroes (a
    hero's Attack), and any character already at 0 Health. Everything else is a bystander: no rule can match it, so it is
    not declared (declaring it would only make every join scan it) and it
    appears in the outcome unchanged.
    """
    if reach_all or _several_events(action_facts):
        return {e["id"] for e in entries}      # an area, missile, combat or multi-target action can reach anyone
    scope = {h["id"] for h in heroes.values()} | set(hosts)
    for fact in action_facts:
        if type(fact).__name__ == "Action":
            scope |= set(fact["targets"]) | ({fact["source"]} if fact["source"] else set())
    by_id = {e["id"]: e for e in entries}
    scope |= {by_id[i]["attached_to"] for i in list(scope) if by_id.get(i, {}).get("attached_to")}
    scope |= {e["id"] for e in entries if e["kind"] == "weapon" and e["attached_to"] in scope}   # a hero's Attack
    scope |= {e["id"] for e in entries if e["kind"] in CHARACTERS and e["health"] <= 0}
    return scope


def _check_characters(scenario, where, targets, by_id):
    for i, target in enumerate(targets):
        if by_id[target]["kind"] not in CHARACTERS:
            raise scenario.error(at(where, i), f"{target!r} is a {by_id[target]['kind']}; only heroes and "
                                 "minions can be dealt damage.")


def _check_play_requirements(scenario, record, action, by_id, played):
    """Each chosen target meets the card's play requirements (read from the card database) and is not one
    the game bars (the Battlecry's own minion, a Stealthed enemy, an enemy that can't be targeted by spells
    or Hero Powers)."""
    source = played["id"] if played else ""

    def problem(entity):
        return (unmet_requirement(record.name, record.requirements, entity, action["controller"], source)
                or barred_target(entity, action["controller"], ACTION_KINDS[record.type], source))

    for i, target in enumerate(action["targets"]):
        if why := problem(by_id[target]):
            legal = [e["id"] for e in by_id.values() if e["kind"] in CHARACTERS and not problem(e)]
            raise scenario.error(at("action.targets", i), why, allowed=", ".join(legal) or "no character on this board")


def _named_hero(scenario, record, abilities, heroes, controller, registry):
    """The board id of the hero the card's text names as its target (:mod:`.named_targets`), when one of
    its abilities can take a named target; else None. The hero must be on the board, and be one."""
    if not record.named_target or not any(registry[m].target_may_be_named for m, _ in abilities):
        return None
    hero, phrase = record.named_target
    candidates = [h["id"] for player, h in sorted(heroes.items())
                  if (player == controller) == (hero == FRIENDLY_HERO)]
    if len(candidates) != 1:
        wanted = "an enemy hero" if hero != FRIENDLY_HERO else f"a hero of player {controller}"
        found = f"there are several ({', '.join(candidates)})" if candidates else f"there is no {wanted[wanted.index(' ') + 1:]}"
        raise scenario.error("action.card", f"{record.name} deals its damage to {WHOSE[hero]} ('{phrase}'), but "
                             f"{found} on the board.", allowed=f"exactly one: {wanted} on the board")
    return candidates[0]


def _turn_ended(scenario):
    """The turn an ``end_turn`` action ends, counted in the scenario: 1, then one more for each end_turn before it."""
    index = next((i for i, item in enumerate(scenario.actions) if item["where"] == (scenario.action_at or "action")), 0)
    return 1 + sum(item["action"]["form"] == "end_turn" for item in scenario.actions[:index])


def _draw(scenario, player, heroes):
    """The action ``draw: PLAYER`` (rules/drawing.py): the player draws the top card of their deck, whose size the
    scenario must give (an empty deck makes the draw Fatigue, which their hero takes)."""
    if scenario.players.get(player, {}).get("deck", -1) < 0:       # placed at the field to give, on the draw's line
        raise InputError(scenario.file, at(at("players", player), "deck"), f"{scenario.placed('action.draw')} has "
                         f"player {player} draw a card, and their deck's size is not given: a draw takes the top card "
                         f"of the deck, or is Fatigue when it is empty. Give it: players: {{{player}: {{deck: N}}}}.",
                         allowed="deck: a whole number, 0 (empty: the draw is Fatigue) or more",
                         line=scenario.line_of("action.draw"))
    if player not in heroes:
        raise scenario.error("action.draw", f"player {player} has no hero on the board: drawing "
                             "from an empty deck is Fatigue, which their hero takes.",
                             allowed=f"a board with player {player}'s hero")
    return Action(kind="draw", controller=player)


def without_unread_play_counts(boards):
    """A sequence's boards without the cards-played count when none of its actions reads it: only Combo and the
    cards-played mechanic read the count (rules/conditions.py, rules/cards_played.py), so counting each card
    (rules/played_this_turn.py) is left out, with its rule module, when no board has either."""
    def reads(board):
        return "cards_played" in (board.modules or ()) or any(
            type(f).__name__ == "Condition" and f["kind"] == "combo" for f in board.facts)
    if any(reads(board) for board in boards):
        return boards
    out = []
    for board in boards:
        counted = [f for f in board.facts if type(f).__name__ == "Note" and f["kind"] == "card_played"]
        if not counted:
            out.append(board)
            continue
        gone = {id(f) for f in counted}
        board = dataclasses.replace(board, facts=[f for f in board.facts if id(f) not in gone],
                                    action_facts=[f for f in board.action_facts or () if id(f) not in gone],
                                    modules=None if board.modules is None else board.modules - {"played_this_turn"})
        out.append(board)
    return out


def _counted_as_played(scenario, action_facts):
    """In a sequence, a card played from the hand (not a Hero Power, not a Location's activation) is counted among
    its player's cards played this turn once it resolves (rules/played_this_turn.py): a Note saying so."""
    if not scenario.sequence or scenario.action["form"] != "card":
        return []
    return [Note(kind="card_played", entity=f["controller"]) for f in action_facts
            if type(f).__name__ == "Action" and f["kind"] == "play" and f["source_kind"] != "hero_power"][:1]


def _check_named(scenario, by_id):
    """Each board id the action names is on the board as it sees it: the file's, and what earlier actions put in
    play (facts/scenario.py leaves this check to the board for a later action of a sequence)."""
    action = scenario.action
    targets = {"deal": "action.deal.to", "attack": None}.get(action["form"], "action.targets")
    named = [(at(targets, i), t) for i, t in enumerate(action.get("targets") or ())] if targets else []
    if action["form"] == "attack":
        named = [("action.attack.attacker", action["source"]), ("action.attack.defender", action["targets"][0])]
    elif action.get("source"):
        named.append(({"deal": "action.deal.source"}.get(action["form"], "action.ability"), action["source"]))
    for where, name in named:
        if name not in by_id:
            what = {"action.deal.source": "the source ", "action.ability": ""}.get(
                where, f"the {where.rsplit('.', 1)[-1]} " if action["form"] == "attack" else "the target ")
            raise scenario.error(where, f"{what}{shown(name)} is not on the board.", allowed=", ".join(by_id))


def _action_facts(game, scenario, by_id, heroes, played=None):
    action = scenario.action
    _check_named(scenario, by_id)
    if action["form"] == "end_turn":
        return [Action(kind="end_turn", controller=action["player"], turn=_turn_ended(scenario))]
    if action["form"] == "draw":
        return [_draw(scenario, action["player"], heroes)]
    if action["form"] == "fatigue":
        if action["player"] not in heroes:
            raise scenario.error("action.fatigue", f"player {action['player']} has no hero on the board to take Fatigue.")
        return [Action(kind="fatigue", controller=action["player"])]
    if action["form"] == "attack":
        attacker, defender = by_id[action["source"]], by_id[action["targets"][0]]
        _check_characters(scenario, "action.attack", [attacker["id"], defender["id"]], by_id)
        if attacker["controller"] == defender["controller"]:
            raise scenario.error("action.attack.defender", f"{defender['id']} is {attacker['controller']}'s own; "
                                 "a character attacks an enemy.")
        if barred := barred_target(defender, attacker["controller"], "attack"):
            raise scenario.error("action.attack.defender", barred)
        if taunts := taunts_in_the_way(defender, by_id.values()):
            raise scenario.error("action.attack.defender", f"{', '.join(taunts)} {'has' if len(taunts) == 1 else 'have'} "
                                 f"Taunt, so {attacker['id']} must attack {'it' if len(taunts) == 1 else 'one of them'} "
                                 "(Taunt: 'Enemies must attack this minion'; REQ_TARGET_TAUNTER_MINION).",
                                 allowed=", ".join(taunts))
        attack = attacker["attack"] + sum(e["attack"] for e in by_id.values()          # a hero's weapon's Attack
                                          if e["kind"] == "weapon" and e["attached_to"] == attacker["id"])
        if attack <= 0:
            raise scenario.error("action.attack.attacker", f"{attacker['id']} has {attack} Attack "
                                 "and cannot attack.", allowed="a character with 1 Attack or more")
        return [Action(kind="attack", source=attacker["id"], source_kind=attacker["kind"], card=attacker["card"],
                       controller=attacker["controller"], targets=action["targets"])]
    if action["form"] == "deal":
        _check_characters(scenario, "action.deal.to", action["targets"], by_id)
        source = by_id[action["source"]]
        return [Action(kind="deal", source=source["id"], source_kind=source["kind"], card=source["card"],
                       controller=source["controller"], targets=action["targets"], amount=action["amount"])]
    if action["form"] == "ability":
        played = _location_activated(scenario, by_id[action["source"]])
        record, card, printing = played["record"], played["cardfile"], played["printing"]
        action = dict(action, controller=played["controller"])
    else:
        printing = find_printing(game, scenario, "action.card", action["card"], _aliases(game))
        record, card = printing.record, printing.card
        record, card = _option_chosen(scenario, record, card, action, _combiner(by_id, action["controller"]))
    where = "action.ability" if action["form"] == "ability" else "action.card"     # the card's place in the file
    if record.type == "LOCATION" and action["form"] == "card":
        raise scenario.error("action.card", f"{record.name} is a Location: played, it only goes onto the board; "
                             "what it does is its activation (action: {ability: ITS BOARD ID}).",
                             allowed="ability: the board id of a Location in play")
    if record.type not in ACTION_KINDS:
        raise scenario.error(where, f"{record.name} is a {record.type.lower()}; a card action plays a "
                             "spell, a minion or a hero card, or uses a Hero Power. Use deal: {source, to, amount} "
                             "for a weapon.", allowed="a spell, minion, hero card or Hero Power")
    abilities = [(m, p) for m, p in (card.mechanics if card else ())
                 if game.registry[m].role == "ability" and "when" not in p]     # a `when` is the card's in play
    if record.type == "HERO" and abilities:
        played = _hero_card_played(scenario, record, heroes, action["controller"])
        abilities = _hero_card_armor(record) + abilities
    followups = [(m, p) for m, p in (card.mechanics if card else ()) if game.registry[m].role == "then"]
    conditions = [(m, p) for m, p in (card.mechanics if card else ())
                  if game.registry[m].role == "condition" and "when" not in p]     # a `when`'s is its trigger's
    if played is not None and not abilities and record.type == "MINION":   # a minion without a Battlecry is only summoned
        if action["targets"]:
            raise scenario.error("action.targets", f"{record.name} has no Battlecry the knowledge base models, so "
                                 "it takes no target.", allowed="no targets (leave them out)")
        return [Action(kind="play", card=record.name, source=played["id"], source_kind="minion",
                       controller=action["controller"], cost=record.cost or 0, races=tuple(record.races),
                       tags=tuple(record.mechanics), spent=True),
                *cost_change_facts(game.registry, scenario, card, record, by_id.values(), played)]
    if not abilities and record.type == "SPELL" and action["form"] == "card" and _lasting(game, card):
        if action["targets"]:                       # a Secret or a lasting effect is cast with no target
            raise scenario.error("action.targets", f"{record.name} chooses no target: cast, its effect stays in play "
                                 f"('{record.text}').", allowed="no targets (leave them out)")
        return [Action(kind="play", card=record.name, source_kind="spell", controller=action["controller"],
                       cost=record.cost or 0, school=record.spell_school.lower(), tags=tuple(record.mechanics),
                       spent=True),
                *cost_change_facts(game.registry, scenario, card, record, by_id.values(), played)]
    if not abilities and card is not None and card.derived_from == () and card.file == DERIVED:
        raise scenario.error(where, f"{record.name} ({record.text or 'no text'}): no clause of its text "
                             "deals damage (its model is derived from its text, clause by clause: dealt card "
                             f"{record.name!r}).", allowed="a card whose text deals damage")
    if not abilities and record.name.lower() not in game.cards:
        unread = (f" Unmodelled: {quoted(record.unread)}; the clauses Dealt reads do not act alone, so that it "
                  "never resolves with an effect silently missing (README, Cards derived from their text); see "
                  f"dealt card {record.name!r}." if record.unread else "")
        raise scenario.error(where, f"{record.name} ({record.text or 'no text'}) is not modelled: no card "
                             "file in the knowledge base says what it does, and its text is not fully read." + unread,
                             allowed=", ".join(sorted(c.name for c in game.cards.values()
                                                      if any(game.registry[m].role == 'ability' for m, _ in c.mechanics))))
    if not abilities:
        raise scenario.error(where, f"{record.name} is {printing.how}.",
                             allowed=f"{printing.file_id} (name it by id), or a printing with its text")
    named = _named_hero(scenario, record, abilities, heroes, action["controller"], game.registry)
    wanted = max(0 if named and game.registry[m].target_may_be_named else game.registry[m].targets
                 for m, _ in abilities)
    if action["targets"] and not wanted:
        raise scenario.error("action.targets", f"{record.name} chooses no target: its text "
                             + (f"deals its damage to {WHOSE[record.named_target[0]]} ({named}): "
                                f"'{record.named_target[1]}'." if named else
                                f"says whom it damages ('{record.text}')."),
                             allowed="no targets (leave them out)")
    if len(action["targets"]) != wanted:
        raise scenario.error("action.targets", f"{record.name} takes {wanted or 'no'} chosen target"
                             f"{'' if wanted == 1 else 's'}; got {len(action['targets'])}.",
                             allowed=f"exactly {wanted}" if wanted else "no targets (leave them out)")
    _check_characters(scenario, "action.targets", action["targets"], by_id)
    _check_play_requirements(scenario, record, action, by_id, played)
    facts = [Action(kind="play", card=record.name, source_kind=ACTION_KINDS[record.type],
                    source=played["id"] if played else "", controller=action["controller"],
                    targets=action["targets"], cost=record.cost or 0, races=tuple(record.races),
                    school=record.spell_school.lower() if record.type == "SPELL" else "",
                    tags=tuple(record.mechanics),
                    outcast=action.get("outcast", False),
                    entered_hand_this_turn=action.get("entered_hand_this_turn", False)),
             *cost_change_facts(game.registry, scenario, card, record, by_id.values(), played)]
    if played is None:          # a spell or Hero Power: its keywords are the card's, its events' source its name
        facts.extend(Keyword(entity=record.name, name=kw, granted_by=record.name)
                     for kw in sorted(keywords_in_play(record) | set(card.keywords if card else ()))
                     if kw in ACTION_KEYWORDS)
    queried = _queried_abilities(game, card)
    for stage, (mechanic, params) in enumerate(abilities, 1):     # the card's abilities, in its order
        _check_card_params(card, mechanic, params)
        fields = {("spell_damage_applies" if k == "spell_damage" else k): v for k, v in params.items()}
        if named and game.registry[mechanic].target_may_be_named:
            fields.update(to=record.named_target[0], named_by=record.named_target[1])
        if mechanic in queried:         # it acts once its card's query of the target held (rules/target_query.py)
            fields.update(trigger=ASKS_ITS_TARGET, condition=queried[mechanic])
        elif conditions:                  # it acts once its condition is checked (rules/conditions.py)
            fields["trigger"] = condition_gate(record.name)
        elif stage > 1 and mechanic not in IN_TURN:     # a damage ability after another: it waits for its turn
            fields.update(trigger=WAITS_FOR_ITS_TURN)
        facts.append(Ability(mechanic=mechanic, card=record.name, stage=stage, after=stage - 1, **fields))
    facts.extend(Condition(card=record.name, kind=p["condition"], what=p.get("what", ""), gated=m == "only_if",
                           zone=CONDITION_ZONES.get(p["condition"], ""), min_cost=p.get("min_cost", 0),
                           amount=p.get("amount", 0), compare=p.get("compare", "at_least"), bound=p.get("bound", 0),
                           more=p.get("more", 0), stage=_gated_stage(game, card, m, p)) for m, p in conditions)
    facts.extend(quantity_facts(scenario, record, conditions, list(by_id.values()), played, action["controller"]))
    for stage, (mechanic, params) in enumerate(followups, 1):     # the card's later steps, in its order
        _check_card_params(card, mechanic, params)
        facts.append(Ability(mechanic=mechanic, card=record.name, then=True, stage=stage, after=stage - 1,
                             **{("spell_damage_applies" if k == "spell_damage" else k): v for k, v in params.items()}))
    return facts


def _gated_stage(game, card, mechanic, params):
    """The stage of the one ability a condition gates: an "only if" after the card's first ability gates the
    ability read with it, the next (:mod:`.grammar.reading`: "Deal 5 damage to a minion. If you're holding a
    Dragon, gain 5 Armor."); 0 for one that gates every ability (before them all) or changes an amount."""
    if mechanic != "only_if":
        return 0
    before = 0
    for m, p in card.mechanics:
        if (m, p) == (mechanic, params):
            return before + 1 if before else 0
        before += game.registry[m].role == "ability" and "when" not in p
    return 0


def _combiner(by_id, controller):
    """The board id of a minion of `controller` whose Choose One cards have both effects combined (Fandral
    Staghelm, mechanic ``options_combined_for_choose_one``), not silenced; else ""."""
    return next((e["id"] for e in by_id.values() if e["kind"] == "minion" and e["controller"] == controller
                 and e["cardfile"] is not None and "silenced" not in e["keywords"]
                 and any(m == "options_combined_for_choose_one" for m, _ in e["cardfile"].mechanics)), "")


def _option_chosen(scenario, record, card, action, combiner=""):
    """(record, card) of the action as played: for a Choose One card (mechanic ``one_option_chosen``), the option the
    scenario says was chosen (``action: choose``), its text's play requirements, named hero and mechanics, under
    the card's own name (the card is the source); with a `combiner` in play (Fandral Staghelm) both options, the
    first's mechanics then the second's, and no choice; a choice given for another card is refused."""
    import dataclasses
    from dealt.kb.hearthstone.carddb import card_index
    from dealt.kb.hearthstone.printings import derived_card
    options = next((p["options"] for m, p in (card.mechanics if card else ()) if m == "one_option_chosen"), ())
    chosen = action.get("choose", 0)
    if not options:
        if chosen:
            raise scenario.error("action.choose", f"{record.name} is not a Choose One card Dealt models, so no "
                                 "option is chosen.", allowed="no choose (leave it out)")
        return record, card
    if combiner:
        if chosen:
            raise scenario.error("action.choose", f"{combiner} (Fandral Staghelm's text: 'Your Choose One cards and "
                                 f"powers have both effects combined.') is in play: {record.name} has both effects, "
                                 "so no option is chosen.", allowed="no choose (leave it out)")
        records = [card_index().lookup(option) for option in options]
        played = [derived_card(option) for option in records]
        return (dataclasses.replace(record, requirements=tuple(sorted(set().union(*(r.requirements for r in records)))),
                                    named_target=next((r.named_target for r in records if r.named_target), ())),
                dataclasses.replace(played[0], name=card.name, id=card.id, file=card.file,
                                    mechanics=tuple(m for p in played for m in p.mechanics),
                                    derived_from=card.derived_from))
    phrases = re.split(r"; or ", record.text.split(" - ", 1)[1].rstrip("."))
    listed = "; ".join(f"{n} '{p}'" for n, p in enumerate(phrases, 1))
    if not 1 <= chosen <= len(options):
        raise scenario.error("action.choose" if chosen else "action", f"{record.name} is a Choose One card "
                             f"('{record.text}'): give the option played, action: choose: N ({listed}).",
                             allowed=", ".join(map(str, range(1, len(options) + 1))))
    option = card_index().lookup(options[chosen - 1])
    played = derived_card(option)
    return (dataclasses.replace(record, requirements=option.requirements, named_target=option.named_target),
            dataclasses.replace(played, name=card.name, id=card.id, file=card.file,
                                derived_from=card.derived_from + played.derived_from))


def _queried_abilities(game, card):
    """{ability mechanic: condition} of the abilities listed after a query of the card's target (role
    ``query``, "If it dies, gain 5 Armor."): each acts only if that query holds (rules/target_query.py)."""
    queried, condition = {}, None
    for mechanic, params in (card.mechanics if card else ()):
        if game.registry[mechanic].role == "query":
            condition = params["condition"]
        elif condition and game.registry[mechanic].role == "ability" and "when" not in params:
            queried[mechanic] = condition
    return queried


def _location_activated(scenario, entry):
    """The board entry of the Location an ``ability`` action activates: "Locations ... have activatable effects
    that you can use on your turns ... Each time you use a Location's effect, it loses one durability"
    (Blizzard, Murder at Castle Nathria announcement, quoted by massivelyop.com 2022-08-03). It must be a Location
    with Durability left, its controller's the active player."""
    record = entry["record"]
    if entry["kind"] != "location" or record is None or record.type != "LOCATION":
        raise scenario.error("action.ability", f"{entry['id']} is a {entry['kind']}; in Hearthstone an ability "
                             "action activates a Location.",
                             allowed="the board id of a Location in play")
    if entry["durability"] <= 0:
        raise scenario.error("action.ability", f"{entry['id']} ({record.name}) has no Durability left; a Location "
                             "is destroyed when its Durability runs out.", allowed="a Location with 1 Durability or more")
    if entry["controller"] != scenario.active_player:
        raise scenario.error("action.ability", f"{entry['id']} ({record.name}) is player {entry['controller']}'s; a "
                             f"Location is activated on its controller's turn, and this is {scenario.active_player}'s.",
                             allowed=f"a Location of player {scenario.active_player}")
    return entry


def _hero_card_played(scenario, record, heroes, controller):
    """The board entry of the hero a hero card replaces: it stays the same character, with its Health, and is
    the source of the card's Battlecry (Hearthstone wiki, Hero card: "Upon being played, a hero card will
    replace the player's hero ...", "the player's current and maximum Health remain the same"). The player
    must have a hero on the board."""
    if controller not in heroes:
        raise scenario.error("action.card", f"{record.name} is a hero card: played, it replaces player "
                             f"{controller}'s hero, and there is no hero of {controller} on the board.",
                             allowed=f"a board with player {controller}'s hero")
    return heroes[controller]


def _hero_card_armor(record):
    """The Armor a hero card gives as it is played, before its Battlecry: its ARMOR tag (Hearthstone wiki, Hero
    card: "they gain a specific amount of Armor"; Deathstalker Rexxar's card has 5), as ``gain_armor``."""
    return [("gain_armor", {"amount": record.armor})] if record.armor else []


#: the parameters of a mechanic that name another card (the minion summoned, the weapon equipped), and what it must be
CARD_PARAMS = {"minion": "MINION", "pool": "MINION", "weapon": "WEAPON"}


def _check_card_params(card, mechanic, params):
    """Each card a mechanic's parameter names (a minion it summons, a weapon it equips) is in the card database
    and of that type."""
    from dealt.kb.hearthstone.carddb import UnknownCard, card_index
    for param, card_type in CARD_PARAMS.items():
        value = params.get(param)
        for name in (value if isinstance(value, tuple) else (value,) if value else ()):
            try:
                named = card_index().lookup(name)
            except UnknownCard:
                raise InputError(card.file, "mechanics", f"{name!r} (a {param} {mechanic} names) "
                                 "is not a Hearthstone card.", allowed="a card name or id") from None
            if named.type != card_type:
                raise InputError(card.file, "mechanics", f"{name!r} (a {param} {mechanic} names) is a "
                                 f"{named.type.lower()}, not a {card_type.lower()}.",
                                 allowed=f"a {card_type.lower()} card")


#: a random summon read from card texts (issue 13, round 3) acts in its turn too
IN_TURN_MODULES["summon_a_random_minion_of_cost"] = {"ability_order"}
#: the abilities that count or pick damaged characters (issue 13, round 3): drawing needs the draw and Fatigue rules,
#: healing the Healing Event rules
IN_TURN_MODULES.update({"gain_stats_for_each_damaged": {"ability_order"},
                        "give_damaged_friendly_minions_stats": {"ability_order"},
                        "draw_for_each_damaged_friendly_character": {"ability_order", "drawing", "fatigue"},
                        "restore_health_to_a_random_damaged_friendly_character": {"ability_order", "healing"},
                        "destroy_all_damaged_minions": {"ability_order", "destroy"},
                        "give_another_random_damaged_friendly_minion_stats": {"ability_order"}})
#: a draw counted by its card's later step (rules/target_query.py: "Draw a card for each that died.") is drawn as
#: the card's draws are, Fatigue from an empty deck included
IN_TURN_MODULES["then_draw_for_each_that_died"] = {"fatigue"}
#: Slam's and Mortal Coil's "draw a card" after the query: from an empty deck it is Fatigue
IN_TURN_MODULES["then_draw_if"] = {"fatigue"}
