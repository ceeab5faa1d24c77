"""Sets of a game's modelled cards (its bundled card files), by mechanic, rule module, kind, step or role.

A sweep placeholder's set may be a query instead of a list: ``{cards: {mechanic: reduce_damage}}``, or a named
set of the game, ``{cards: {is: modifier}}`` ("every modifier"). A query is a mapping of these fields, each a
name or a list of names (any of them); a card is in the set when it meets every field given:

- ``mechanic``: one of the card's mechanics (``dealt mechanics GAME`` lists them);
- ``module``: the rule module one of its mechanics belongs to (``modifiers``, ``prevention``);
- ``step``: a step of the game's damage sequence at which one of its mechanics takes a slot (its ``timings``);
- ``role``: the role of one of its mechanics (``effect``, ``ability``, ``then``, ``keyword``, ``trigger``);
- ``kind``: the card's kind (Hearthstone: its type in the card database, ``spell``, ``minion``);
- ``target``: what a target the player chooses for it may be (Hearthstone: ``hero`` or ``minion``, as its play
  requirements allow, none for a card whose text names its target; elsewhere its mechanic's ``target``);
- ``is``: a named set below (:data:`NAMED`), each defined by the same fields and citing the rules text it
  follows;
- ``not``: a card to leave out, or a list of them.

The cards come sorted by name, so an expansion is the same on every run and every machine.
"""
from dealt.facts.errors import InputError, at, shown
from dealt.facts.yaml_file import line_in

QUERY_FIELDS = ("mechanic", "module", "step", "role", "kind", "target", "is", "not")

#: game -> named set -> (what it is, its query, the source of the definition)
NAMED = {
    "hearthstone": {
        "damage_spell": ("every modelled spell that deals damage",
                         {"kind": "spell", "module": ["actions", "all_but_the_target", "area", "area_waves",
                                                      "board_amounts", "cards_played", "excess_damage", "lowest_health",
                                                      "missiles", "multi_target", "own_hero_damage", "repeated_hits",
                                                      "target_and_random_others", "variable_damage"]},
                         "the wiki's Damage Events: a spell's damage is a Damage Event's source"),
        "hero_damage_spell": ("every modelled spell that deals damage to a character the player chooses, which may "
                              "be a hero", {"kind": "spell", "mechanic": "deal_damage", "target": "hero"},
                              "the wiki's Damage Events; the card's play requirements (kb/hearthstone/play_requirements.py)"),
        "hero_predamage": ("every effect that acts at the hero predamage step (Animated Armor, Bolf Ramshield, "
                           "Ice Block, Cursed Blade)", {"step": "predamage"},
                           "the wiki's Damage Events, 'Predamage' (kb/hearthstone/steps.py)"),
        "character_damage_trigger": ("every 'whenever a character takes damage' trigger",
                                     {"step": "character_damage_triggers"},
                                     "the wiki's Damage Events, damage triggers in play order"),
    },
    "sentinels": {
        "modifier": ("every modifier the player orders (increases, reductions, thresholds)",
                     {"module": ["modifiers", "threshold"]},
                     "Dealing Damage Order of Operations, step 2: 'Apply modifiers (increases and reductions)' in "
                     "the order the player chooses"),
        "type_change": ("every damage type change", {"module": "damage_type"},
                        "Dealing Damage Order of Operations, step 1: type changes first"),
        "immunity": ("every immunity", {"step": "immunity"}, "Dealing Damage Order of Operations, step 3"),
        "instead": ("every effect acting instead of the damage (prevention for a cost, redirects, regain instead)",
                    {"step": "instead"}, "Dealing Damage Order of Operations, step 4"),
    },
    "mtg": {
        "damage_spell": ("every instant and sorcery that deals damage", {"kind": ["instant", "sorcery"],
                                                                         "module": "spells"},
                         "CR 120.1: objects that deal damage; 608.2 a resolving spell"),
        "replacement": ("every replacement or prevention effect of damage and its results (what 616.1 orders)",
                        {"step": ["replacement", "results_replacement"]},
                        "CR 120.4b-c and 616.1: the affected player orders the effects that apply"),
    },
    "riftbound": {
        "damage_spell": ("every spell that deals damage", {"kind": "spell", "module": ["division", "split"]},
                         "Core Rules 154: a spell's damage"),
        "prevention": ("every Prevent effect", {"step": "prevention"}, "Core Rules 437 (Prevent)"),
        "bonus_damage": ("every Bonus Damage effect", {"step": "bonus_total"}, "the guide Modifying and Splitting "
                                                                               "Damage: Bonus Damage"),
    },
}


def card_kind(game, card):
    """A card's kind: its file's, or (Hearthstone) its type in the card database, in lower case."""
    if card.kind:
        return card.kind
    record = _record(card) if game.name == "hearthstone" else None
    return record.type.lower() if record is not None else ""


def _names(value):
    return (value,) if isinstance(value, str) else tuple(value)


def _facets(game, card):
    """What each query field can match of `card`: field -> the set of its names."""
    mechanics = [game.registry[name] for name, _ in card.mechanics if name in game.registry]
    return {"mechanic": {m.name for m in mechanics}, "module": {m.module for m in mechanics},
            "step": {step for m in mechanics for step, _ in m.timings}, "role": {m.role for m in mechanics},
            "kind": {card_kind(game, card)}, "target": _targets(game, card, mechanics)}


def _targets(game, card, mechanics):
    """What a chosen target of the card may be."""
    chosen = [m for m in mechanics if m.targets]
    if game.name != "hearthstone":
        return {m.target for m in chosen}
    record = _record(card)
    if not chosen or record is None or record.named_target:
        return set()
    required = {name for name, _ in record.requirements}
    if "REQ_MINION_TARGET" in required:
        return {"minion"}
    if "REQ_HERO_TARGET" in required:
        return {"hero"}
    return {"hero", "minion"}


def _record(card):
    from dealt.kb.hearthstone.carddb import card_index
    try:
        return card_index().lookup(card.id or card.name)
    except Exception:           # a card file the database does not know
        return None


def allowed_values(game, field):
    """The names a query field may give for `game`."""
    if field == "is":
        return tuple(NAMED.get(game.name, {}))
    if field == "not":
        return tuple(sorted(c.name for c in game.cards.values()))
    if field == "step":
        return tuple(s.name for s in game.sequence.steps)
    if field in ("kind", "target"):
        return tuple(sorted(set().union(*(_facets(game, c)[field] for c in game.cards.values())) - {""}))
    return tuple(sorted({getattr(m, "name" if field == "mechanic" else field) for m in game.registry}))


def card_set(game, query, file, where, lines=None):
    """The names of `game`'s modelled cards that meet `query` (sorted); a wrong query exits 2 naming its place."""
    def error(place, problem, allowed=None):
        return InputError(file, place, problem, allowed=allowed, line=line_in(lines or {}, place))

    if not isinstance(query, dict) or not query:
        raise error(where, f"a card query is a mapping of {', '.join(QUERY_FIELDS)}, not {shown(query)}.",
                    allowed=", ".join(QUERY_FIELDS))
    wanted = {}
    for key, value in query.items():
        place = at(where, str(key))
        if key not in QUERY_FIELDS:
            raise error(place, f"{shown(key)} is not a field of a card query.", allowed=", ".join(QUERY_FIELDS))
        if not (isinstance(value, str) or (isinstance(value, list) and value and all(isinstance(v, str) for v in value))):
            raise error(place, f"{key} must be a name or a list of names, not {shown(value)}.")
        names = _names(value)
        allowed = allowed_values(game, key)
        lowered = {a.lower(): a for a in allowed}
        for i, name in enumerate(names):
            if name.lower() not in lowered:
                raise error(place if isinstance(value, str) else at(place, i),
                            f"{shown(name)} is no {key} of {game.title}'s modelled cards.", allowed=", ".join(allowed))
        wanted[key] = tuple(lowered[n.lower()] for n in names)
    leave_out = set(wanted.pop("not", ()))
    named = wanted.pop("is", ())
    cards = sorted(game.cards.values(), key=lambda c: c.name)
    found = [c for c in cards if c.name not in leave_out and _meets(game, c, wanted)
             and all(_meets(game, c, _query(game, name)) for name in named)]
    if not found:
        raise error(where, f"no modelled {game.title} card meets this query.",
                    allowed="a query some bundled card meets (dealt mechanics " + game.name + " lists the mechanics)")
    return tuple(c.name for c in found)


def _query(game, name):
    return {k: _names(v) for k, v in NAMED[game.name][name][1].items()}


def _meets(game, card, wanted):
    if not wanted:
        return True
    facets = _facets(game, card)
    return all(facets[key] & set(names) for key, names in wanted.items())
