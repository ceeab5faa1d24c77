"""Which printing a Hearthstone card name or id names, and whether a card file models that printing.

A card has several printings in the database, each with its own id and text: Flamestrike is
``CS2_032`` (Legacy set, "Deal 5 damage to all enemy minions."), ``CORE_CS2_032`` (Core set, the
same text) and ``VAN_CS2_032`` (the Classic format's copy, "Deal 4 damage ..."). Sources: the
card sets and formats (https://hearthstone.wiki.gg/wiki/Card_set); Classic mode plays the cards
"mostly as it was back in 2014" (https://www.hypehorizen.com/what-year-is-it/), so its ``VAN_``
copies keep the 2014 text, while a balance change rewrites the original id (``CS2_032`` now
deals 5, as the Core reprint does).

How a name is read (:func:`find_printing`):

1. an id (``VAN_CS2_032``) names that printing;
2. a name names its **current collectible printing**: the first collectible card of that name in
   the index's canonical order (the original id, whose text balance changes update, before the
   ``CORE_`` reprint, before the frozen ``VAN_`` copy; see :meth:`CardIndex.lookup`);
3. a name with no collectible card names the printing its card file models (the hero power
   Fireblast, ``Cursed!``); with no card file either it needs its id, and the error lists the
   ids found; a card of another game Dealt knows is named as such.

How a card file relates to printings (:func:`model`): a card file models the printing of its
``id``, and every printing with the same text. A printing whose text differs from that one only
in its numbers is modelled with its own numbers when each changed number is a parameter of the
card file (Flamestrike ``VAN_CS2_032``: ``amount`` 4 instead of 5); any other printing is
unmodelled, never resolved with another printing's numbers.

Hand-written card files win: a printing of a card no card file models gets the model derived from its own
text (:func:`derived_card`, :mod:`.grammar`) when every clause of that text is read; with an unread clause
it is unmodelled, the clause quoted.
"""
import dataclasses
import re

from dealt.kb.board import other_game_card
from dealt.kb.cards import CardDef
from dealt.kb.libraries import DERIVED

_NUMBER = re.compile(r"\d+")


@dataclasses.dataclass(frozen=True)
class Printing:
    """The database record a scenario names, the card file modelling it (None: unmodelled) and how."""

    record: object                 # CardRecord
    card: object                   # CardDef (its numbers those of this printing), or None
    how: str                       # which printing, and how it is modelled (or why not)
    file_id: str = ""              # the printing its card file models, when there is a card file

    def describe(self, board_id):
        """What the output says of it: {id, card, printing, set, modelled, how}."""
        said = {"id": board_id, "card": self.record.name, "printing": self.record.id,
                "set": self.record.card_set, "modelled": self.card is not None, "how": self.how}
        if self.card is not None and self.card.file == DERIVED:
            said["derived"] = True
        elif self.card is None and self.record.unread:
            said["unread"] = list(self.record.unread)
        return said


def find_printing(game, scenario, where, name, aliases=None):
    """The :class:`Printing` a card name or id names, or exit 2 (unknown, only non-collectible, another game's)."""
    from dealt.kb.hearthstone.carddb import card_index

    index, key = card_index(), name.strip()
    aliased = (aliases or {}).get(key.lower())
    if aliased is not None:                      # a former name (Mistress of Pain is Queen of Pain now)
        return model(index, _by_id(index, aliased.id), aliased, by=f"by its former name {key}")
    printings = index.printings(key)
    if not printings:                            # not a name: an id, or nothing
        record = _by_id(index, key)
        if record is None:
            _refuse_unknown(game, scenario, where, name, index)
        return model(index, record, game.cards.get(record.name.lower()), by="named by id")
    card = game.cards.get(printings[0].name.lower())
    if printings[0].collectible:
        return model(index, printings[0], card, by="by name: its current collectible printing")
    if card is not None and card.id:             # no collectible card: the one its card file models
        return model(index, _by_id(index, card.id), card,
                     by="by name: no collectible card has it, so the printing its card file models")
    ids = ", ".join(f"{p.id} ({p.card_set.lower()} {p.type.lower()})" for p in printings[:8])
    ids += f" and {len(printings) - 8} more" if len(printings) > 8 else ""
    only = (f"only non-collectible cards (of other modes, such as Battlegrounds, or made by other cards) are "
            f"named {name!r}; name one by its id to use it.")
    other = other_game_card(game, key)
    raise scenario.error(where, f"{other} In Hearthstone, {only}" if other else only[0].upper() + only[1:],
                         allowed=ids)


def _by_id(index, key):
    """The record whose id is exactly `key`, or None."""
    from dealt.kb.hearthstone.carddb import UnknownCard
    try:
        record = index.lookup(key)
    except UnknownCard:
        return None
    return record if record.id == key else None


def _refuse_unknown(game, scenario, where, name, index):
    """Exit 2 for a name no Hearthstone card has: another game's card, or close names."""
    from dealt.kb.hearthstone.carddb import UnknownCard
    if other := other_game_card(game, name):
        raise scenario.error(where, other)
    try:
        index.lookup(name)
        suggestions = []
    except UnknownCard as exc:
        suggestions = exc.suggestions
    hint = (f" Did you mean: {', '.join(suggestions)}?" if suggestions
            else " No card has a close name; give the English name or the id (EX1_604) of a Hearthstone card.")
    raise scenario.error(where, f"{name!r} is not a Hearthstone card.{hint}")


def model(index, record, card, by):
    """The :class:`Printing` of `record` with `card` (its card file, or None) as it models it."""
    named = f"{record.id} ({record.card_set}), {by}"
    if card is None:
        derived = derived_card(record)
        if derived is not None:
            return Printing(record, derived, f"{named}; no card file: derived, " + read_from(derived))
        return Printing(record, None, f"{named}; no card file" + (
            f"; unmodelled: {quoted(record.unread)}" if record.unread else ""))
    file = card.file.rsplit("/", 1)[-1]
    if not card.id or card.id == record.id:
        return Printing(record, card, f"{named}; modelled by {file}")
    modelled = _by_id(index, card.id)
    if modelled is None or modelled.text == record.text:
        return Printing(record, card, f"{named}; modelled by {file} (the same text as {card.id})")
    numbers = _numbers_read(card, modelled.text, record.text)
    if numbers is None:
        return Printing(record, None, f"{named}; not modelled: {file} models {card.id} ({modelled.text!r}), "
                        f"and this printing's text differs ({record.text!r})", card.id)
    mechanics = tuple((m, {k: numbers.get((m, k), v) for k, v in params.items()}) for m, params in card.mechanics)
    changed = ", ".join(f"{k} {v}" for (_, k), v in sorted(numbers.items()))
    return Printing(record, dataclasses.replace(card, mechanics=mechanics, text=record.text),
                    f"{named}; modelled by {file} with the numbers of its own text ({changed}; "
                    f"{file} models {card.id}: {modelled.text!r})")


def _numbers_read(card, modelled_text, text):
    """{(mechanic, parameter): new value} when `text` is `modelled_text` with other numbers, each changed
    number being a parameter of `card` (whole-number parameters holding the old number, all of its
    places changing alike); None otherwise (other words, or a number the card file does not hold)."""
    if _NUMBER.sub("#", modelled_text) != _NUMBER.sub("#", text):
        return None
    old = [int(n) for n in _NUMBER.findall(modelled_text)]
    new = [int(n) for n in _NUMBER.findall(text)]
    read = {}
    for number in {o for o, n in zip(old, new) if o != n}:
        becomes = {n for o, n in zip(old, new) if o == number}
        holders = [(m, k) for m, params in card.mechanics for k, v in params.items()
                   if type(v) is int and v == number]
        if len(becomes) != 1 or not holders:
            return None
        read.update(dict.fromkeys(holders, becomes.pop()))
    return read


def quoted(clauses):
    """Clauses of a card's text as outputs quote them: 'Deal 10 damage.', 'Draw a card.'"""
    return ", ".join(f"'{clause}'" for clause in clauses)


def read_from(card):
    """What `dealt why` says of a derived card's model: read from its text: 'Deal 10 damage.'"""
    return "read from its text: " + (quoted(card.derived_from) or "no clause that changes damage")


def derived_card(record):
    """The CardDef derived from `record`'s text (:mod:`.grammar`, stored in the card index), validated against
    the registry as a card file's mechanics are; None when a clause of the text is unread, or it has no text."""
    if record.unread or not record.text:
        return None
    from dealt.kb.hearthstone.mechanics import REGISTRY
    derivation = record.derivation()
    where = f"{record.id} (derived from its text)"
    mechanics = tuple((name, _checked(REGISTRY, name, params, where)) for name, params in derivation.mechanics())
    return CardDef(name=record.name, text=record.text, mechanics=mechanics, id=record.id, file=DERIVED,
                   derived_from=tuple(r.clause for r in derivation.readings if r.mechanics))


def _checked(registry, name, params, where):
    """A derived mechanic's parameters, validated as a card file's are (its ``when`` a trigger condition)."""
    params = dict(params)
    when = params.pop("when", None)
    mechanic = registry.lookup(name, where, "mechanic")
    checked = mechanic.check(params, where, name)
    if when is not None:
        checked["when"] = registry.check_when(mechanic, when, where, f"{name}.when")
    return checked
