"""What a game's board builder hands the engine (facts, and what it could not model), and the checks
every game's board entries share."""
import difflib
from dataclasses import dataclass, field

from dealt.facts.errors import at
from dealt.facts.templates import NextStep, Slot

#: board fields that belong to one game: a scenario of another game that uses one is told whose it is
GAME_FIELDS = {"health": "hearthstone", "armor": "hearthstone", "attack": "hearthstone", "might": "riftbound",
               "hp": "sentinels", "power": "mtg", "toughness": "mtg", "loyalty": "mtg", "defense": "mtg",
               "life": "mtg"}


def refuse_fields_not_in(game, scenario, raw, fields):
    """Exit 2 on a board entry's field that `game` does not have (naming the game that has it)."""
    where = raw["_where"]
    for key in raw:
        if key in ("_where", "_order") or key in fields:
            continue
        owner = GAME_FIELDS.get(key)
        if owner is not None and owner != game.name:
            raise scenario.error(at(where, key), f"{key!r} is a {owner} field; this scenario is {game.name}, "
                                 "and one scenario is one game.", allowed=", ".join(fields))
        raise scenario.error(at(where, key), f"{key!r} is not a {game.title.split(':')[0]} board field.",
                             allowed=", ".join(fields))


def other_game_card(game, name):
    """What to say when `name` is no card of `game` but a card file of another game Dealt knows
    ("Worship is a Magic card (kb/mtg/cards/worship.yaml); this scenario is Hearthstone, ..."), else "".

    One scenario is one game: the error for a card this game does not know names the game whose
    card it is (issue 10: Worship, a Magic card, resolved as a Battlegrounds effect in Hearthstone)."""
    from pathlib import Path

    from dealt.kb import GAME_MODULES, load_game
    if not isinstance(name, str) or name.strip().lower() in game.cards:
        return ""
    for other_name in GAME_MODULES:
        other = load_game(other_name)
        card = other.cards.get(name.strip().lower()) if other_name != game.name else None
        if card is not None:
            return (f"{card.name} is a {other.title.split(':')[0]} card ({'/'.join(Path(card.file).parts[-4:])}); "
                    f"this scenario is {game.title.split(':')[0]}, and one scenario is one game.")
    return ""


def card_file(game, scenario, where, name):
    """The game's card file for a card name (any case), or exit 2 naming close names and every card."""
    if not isinstance(name, str):
        raise scenario.error(where, f"card must be a card name, not {name!r}.")
    card = game.cards.get(name.lower())
    if card is None:
        close = difflib.get_close_matches(name.lower(), list(game.cards), n=3, cutoff=0.6)
        hint = (f" Did you mean: {', '.join(game.cards[c].name for c in close)}?" if close else "")
        hint = f" {other}" if (other := other_game_card(game, name)) else hint
        raise scenario.error(where, f"{name!r} is not a {game.title.split(':')[0]} card in the knowledge base.{hint}",
                             allowed=", ".join(sorted(c.name for c in game.cards.values())))
    return card


#: why a card in play is unmodelled when the knowledge base has no file for it
NO_CARD_FILE = "no card file"


def card_file_or_unmodelled(game, scenario, where, name, names_shared_with_other_games=False):
    """(card file, None) for a known card name; (None, what the output says of it) for a name with no file.

    A card in play that the knowledge base does not model is never ignored silently: it resolves as the
    plain entity the scenario describes and every output lists it as unmodelled, with the reason and the
    close names of cards that do have files (a typo shows). An action's card is not read through this:
    an action must be modelled (:func:`card_file` refuses it).

    A name that is another game's card file is refused, saying whose card it is (one scenario is one
    game), unless `names_shared_with_other_games`: Magic has real cards named like Hearthstone's
    (Fireball, Flamestrike), so there the name stays unmodelled and the note is added to what is said of it.
    """
    if not isinstance(name, str):
        raise scenario.error(where, f"card must be a card name, not {name!r}.")
    card = game.cards.get(name.lower())
    if card is not None:
        return card, None
    close = difflib.get_close_matches(name.lower(), list(game.cards), n=3, cutoff=0.8)
    record = {"card": name, "text": "", "reason": NO_CARD_FILE}
    if close:
        record["did_you_mean"] = [game.cards[c].name for c in close]
    if other := other_game_card(game, name):
        if not names_shared_with_other_games:
            raise scenario.error(where, f"{name!r} is not a {game.title.split(':')[0]} card. {other}",
                                 allowed=", ".join(sorted(c.name for c in game.cards.values())))
        record["other_game"] = other
    return None, record


def no_card_file_needs(scenario, where, record, what, allowed):
    """Exit 2: a card with no card file cannot say `what` the entry is; the scenario must (or add the file)."""
    hint = f" Did you mean: {', '.join(record['did_you_mean'])}?" if record.get("did_you_mean") else ""
    hint += f" {record['other_game']}" if record.get("other_game") else ""
    return scenario.error(where, f"{record['card']!r} has no card file in the knowledge base, so its {what} is not "
                          f"known: give it in the scenario (it then resolves as that plain entity, listed as "
                          f"unmodelled), or add its card file.{hint}", allowed=allowed)


def whole_number(scenario, where, value):
    """`value` if it is a whole number, 0 or more; otherwise exit 2 naming the place."""
    name = where.rsplit(".", 1)[-1]
    if isinstance(value, bool) or not isinstance(value, int):
        raise scenario.error(where, f"{name} must be a whole number, not {value!r}.",
                             allowed="whole numbers, 0 or more")
    if value < 0:
        raise scenario.error(where, f"{name} must not be negative (got {value}).", allowed="whole numbers, 0 or more")
    return value


@dataclass
class Board:
    """The facts of one scenario, ready to declare, plus what the output must mention."""

    facts: list
    entities: dict                                   # id -> {card, kind, controller, order, ...}
    unmodelled: list = field(default_factory=list)   # [{id, card, text, reason?, kind?, did_you_mean?}]
    effects: dict = field(default_factory=dict)      # effect id -> {card, mechanic, host}
    bystanders: dict = field(default_factory=dict)   # id -> state of what no rule can read (not declared)
    #: which printing of each database card is used, and how it is modelled (Hearthstone)
    printings: list = field(default_factory=list)    # [{id, card, printing, set, modelled, how}]
    modules: frozenset = None                         # the rule modules this board needs; None: all of them
    #: where each modelled card in play came from: [{card, from, replaces_bundled}] (kb/libraries.py)
    sources: list = field(default_factory=list)
    #: the card table this board was built with, when its scenario overlays the bundled one (else None)
    cards: dict = None
    #: cards in play whose model is derived from their text (Hearthstone): lower-case name -> name
    derived: dict = field(default_factory=dict)
    #: the facts (of `facts`) that belong to the action alone, left behind when the scenario's next action
    #: begins (:mod:`dealt.inference.sequence`); None: the game's builder does not say (no sequences)
    action_facts: list = None


def slots_and_steps(sequence, timed_effects, keywords_in_play=()):
    """Slot facts (per step, by priority then play order) and the NextStep chain for this board.

    `timed_effects` holds (step, priority, play order, effect id) tuples.
    """
    facts, by_step = [], {}
    for step, priority, order, effect in sorted(timed_effects):
        by_step.setdefault(step, []).append(effect)
    for step, effects in by_step.items():
        facts.extend(Slot(step=step, position=i, effect=e) for i, e in enumerate(effects))
    facts.extend(NextStep(step=s, next=n, stage=sequence.stage(n))
                 for s, n in sequence.chain(set(by_step), set(keywords_in_play)))
    return facts
