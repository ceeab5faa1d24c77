"""Offline index of the full Hearthstone card database (HearthSim's ``hearthstone-data``).

Parsing ``CardDefs.xml`` with :func:`hearthstone.cardxml.load` takes several seconds, so the
first use builds a compact JSON Lines index (only the fields of :class:`CardRecord`, English
text) and caches it in::

    $DEALT_CACHE_DIR, else $XDG_CACHE_HOME/dealt, else ~/.cache/dealt

The file name carries the index format version and the installed versions of
``hearthstone-data`` and ``hearthstone``, so upgrading either rebuilds the index. It is written
atomically (temporary file + :func:`os.replace`) and sealed with a BLAKE2b checksum of its content,
checked on every load: a damaged (a garbage row, a wrong-typed field), foreign or truncated file is
rebuilt. Temporary files that an interrupted build left behind are removed once stale (their
writer is gone, or they are older than :data:`STALE_TEMPORARY_SECONDS`). Building
says so in one line on stderr (stdout stays clean); when the cache directory is not writable
that line says where it would write, that every run rebuilds, and how to set ``DEALT_CACHE_DIR``,
and the index is built in memory. Loading the cached index imports neither ``hearthstone`` nor
``importlib.metadata``.

Usage::

    from dealt.kb.hearthstone.carddb import card_index
    card_index().lookup("Frothing Berserker")   # CardRecord(id='EX1_604', ...)
"""
from __future__ import annotations

import contextlib
import dataclasses
import functools
import importlib.util
import json
import os
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

#: Bump when the layout or the meaning of the stored fields changes.
#: 3: play requirements (``requirements``) read from each card's text.
#: 5: every printing of a name is listed (``name_rows`` holds lists), not only the canonical one; with 3's requirements.
#: 6: the hero a card's text names as its target (``named_target``, :mod:`.named_targets`).
#: 7: a first line sealing the rest with its BLAKE2b checksum.
#: 8: a spell's school (``spell_school``) and a card's Spell Damage for one school (``school_spell_damage``);
#:    each card's text read clause by clause (``readings``, ``unread``; :mod:`.grammar`); the file name also
#:    carries the grammar's digest, so editing a template rebuilds the index.
#: 9: a hero named by "and take N damage" (Life Tap) in ``named_target``; "Restore N Health." chooses a target.
#: 10: the damage numbers of a text printed without ``$`` (``fixed_damage``: Spell Damage does not raise them).
#: 11: a Location's text is what it does when activated: its chosen target's requirements are read from it.
FORMAT_VERSION = 11

#: A temporary index file this old is an interrupted build's, whoever wrote it (writing takes
#: well under a second once the cards are read).
STALE_TEMPORARY_SECONDS = 600

#: Card types a player can hold or use; everything else (enchantments, mercenary abilities,
#: Battlegrounds-only types, ...) ranks below them when several cards share a name.
PLAYABLE_TYPES = frozenset({"HERO", "MINION", "SPELL", "WEAPON", "HERO_POWER", "LOCATION"})

#: Card set of the hero portraits (the default class heroes and their skins). Skins reuse the
#: names of cards such as Malygos or Prophet Velen.
HERO_SKINS_SET = "HERO_SKINS"

#: Id prefixes of reprints (Core, Classic/"vanilla", Legacy, Caverns of Time) and of copies made
#: for other modes (story, tutorial, Tavern Brawl, Battlegrounds, Duels, Mercenaries).
_DERIVED_ID = re.compile(
    r"^(?:CORE|VAN|LEG|WON|Story|TUTR|TU\d\w*|TB|BGS?\d*|PVPDR|LETLT?|BOM)_", re.IGNORECASE
)

#: Game tags reported in :attr:`CardRecord.mechanics` (keywords and rules-relevant markers).
#: Aliased tags are reported under the enum's canonical name (e.g. SIDEQUEST -> SIDE_QUEST).
MECHANIC_TAGS = (
    "ADJACENT_BUFF", "AURA", "AVENGE", "BATTLECRY", "CANT_ATTACK",
    "CANT_BE_TARGETED_BY_HERO_POWERS", "CANT_BE_TARGETED_BY_SPELLS", "CASTS_WHEN_DRAWN",
    "CHARGE", "CHOOSE_ONE", "COLOSSAL", "COMBO", "CORPSE_SPENDER", "CORRUPT", "DEATHRATTLE",
    "DISCOVER", "DIVINE_SHIELD", "DORMANT", "DREDGE", "ECHO", "ELUSIVE", "EMPOWER", "ENRAGED",
    "EXCAVATE", "FINALE", "FORGE", "FORGETFUL", "FREEZE", "FRENZY", "GIGANTIFY", "HERALD",
    "HONORABLE_KILL", "IMMUNE", "IMMUNE_WHILE_ATTACKING", "ImmuneToSpellpower", "INFUSE",
    "INSPIRE", "InvisibleDeathrattle", "JADE_GOLEM", "KINDRED", "LIFESTEAL", "MAGNETIC",
    "MANATHIRST", "MEGA_WINDFURY", "MINIATURIZE", "OBJECTIVE", "OUTCAST", "OVERHEAL",
    "OVERKILL", "OVERLOAD", "POISONOUS", "QUEST", "QUESTLINE", "QUICKDRAW", "REBORN", "REWIND",
    "RUSH", "SECRET", "SHATTER", "SIDEQUEST", "SILENCE", "SPELLBURST", "SPELLPOWER",
    "SPELLPOWER_ARCANE", "SPELLPOWER_FEL", "SPELLPOWER_FIRE", "SPELLPOWER_FROST",
    "SPELLPOWER_HOLY", "SPELLPOWER_NATURE", "SPELLPOWER_SHADOW", "START_OF_GAME_KEYWORD",
    "STEALTH", "TAUNT", "TITAN", "TOPDECK", "TRADEABLE", "TRIGGER_VISUAL", "TWINSPELL",
    "VENOMOUS", "WINDFURY",
)

@dataclass(frozen=True)
class CardRecord:
    """One card of the database, as stored in the index.

    Enum-valued fields hold the ``hearthstone.enums`` member name (``"MINION"``, ``"EXPERT1"``,
    ``"MAGE"``, ``"RARE"``), or the number as a string for values the installed ``hearthstone``
    does not know yet.
    """

    id: str
    #: database id, the number deck codes use
    dbf_id: int
    #: English name
    name: str
    type: str
    cost: int
    attack: int
    #: 0 for weapons (their durability is in :attr:`durability`)
    health: int
    armor: int
    durability: int
    #: English card text as plain text: markup (``<b>``, ``[x]``) removed, ``$6``/``#2``
    #: placeholders reduced to their number, line breaks as spaces, only the first of
    #: alternative texts. Text that depends on game state keeps its placeholder: ``@`` (a
    #: number), ``{0}`` (mercenaries, Battlegrounds).
    text: str
    #: spell damage the card itself provides (Kobold Geomancer 1, Malygos 5), else 0
    spell_damage: int
    collectible: bool
    card_set: str
    rarity: str
    card_class: str
    #: names of the card's :data:`MECHANIC_TAGS`, sorted
    mechanics: tuple[str, ...]
    #: minion types (``"MURLOC"``, ``"BEAST"``, ...), sorted; ``ALL`` for an Amalgam
    races: tuple[str, ...] = ()
    #: play requirements on the chosen target, as (``REQ_...`` name, parameter) pairs, read from the
    #: text (:mod:`.play_requirements`): Holy Smite (("REQ_MINION_TARGET", 0), ("REQ_TARGET_TO_PLAY", 0))
    requirements: tuple[tuple[str, int | str], ...] = ()
    #: the hero the text deals its damage to when it chooses no target, and the phrase naming it
    #: (:mod:`.named_targets`): Mind Blast ("ENEMY_HERO", "Deal 5 damage to the enemy hero"); else ()
    named_target: tuple[str, ...] = ()
    #: a spell's school, the SPELL_SCHOOL tag's name (``"FIRE"``, ``"NATURE"``); "" for none
    spell_school: str = ""
    #: the Spell Damage the card provides for one school's spells only, as (school, amount): Bru'kan
    #: "Nature Spell Damage +3" (its SPELLPOWER_NATURE tag) ("NATURE", 3); else ()
    school_spell_damage: tuple = ()
    #: the numbers of "N damage" in the text printed without the ``$`` that Spell Damage raises: Obliterate
    #: 'Destroy a minion. Deal_3 damage to your hero.' (3,); Nightshade Tea 'Deal $2 damage ...' ()
    fixed_damage: tuple = ()
    #: the text read clause by clause (:mod:`.grammar`): (clause, template, ((mechanic, ((param, value), ...)),
    #: ...)) for each clause a template reads, in the text's order
    readings: tuple = ()
    #: the clauses of the text no template reads, verbatim (the card is unmodelled without a card file)
    unread: tuple[str, ...] = ()

    def derivation(self):
        """The :class:`~dealt.kb.hearthstone.grammar.Derivation` stored for this card."""
        from dealt.kb.hearthstone.grammar import Derivation, Reading
        return Derivation(tuple(Reading(*r) for r in self.readings), self.unread)


#: fields stored as JSON arrays, read back as tuples (``requirements``: of pairs)
_TUPLE_FIELDS = ("mechanics", "races", "named_target", "school_spell_damage", "fixed_damage")

_FIELDS = [field.name for field in dataclasses.fields(CardRecord)]


class UnknownCard(LookupError):
    """No card has this id or name; :attr:`suggestions` holds up to 5 close card names."""

    def __init__(self, name: str, suggestions: list[str]):
        self.name = name
        self.suggestions = suggestions
        hint = f"; did you mean {', '.join(map(repr, suggestions))}?" if suggestions else ""
        super().__init__(f"unknown card {name!r}{hint}")


class CardIndex:
    """Every card of the database, by id and by canonical name.

    Get the shared instance with :func:`card_index`, or a specific one with :meth:`load`.
    """

    def __init__(self, header: dict, rows: list[bytes]):
        """`rows[i]` is the JSON-encoded card whose id is ``header["ids"][i]``."""
        self._rows = rows
        self._by_id = dict(zip(header["ids"], range(len(rows))))
        self._name_keys: list[str] = header["name_keys"]
        self._by_name: dict[str, list[int]] = dict(zip(self._name_keys, header["name_rows"]))
        self._suggestable: list[int] = header["suggestable"]
        self._decoded: dict[int, CardRecord] = {}      # rows read so far (records are frozen)
        self._templates: list[str] = header.get("templates", [])

    @classmethod
    def load(cls, cache_dir: Path | None = None) -> CardIndex:
        """The index cached in `cache_dir` (default :func:`default_cache_dir`); when that file
        is missing, stale or unreadable, build the index and try to cache it there."""
        path = cache_file(cache_dir)
        _remove_stale_temporaries(path.parent)
        parsed, damage = _read_cache(path)
        if parsed is None:
            unwritable = _unwritable(path.parent)
            building = (f"dealt: the cached card index {path} is damaged ({damage}); rebuilding it, about 8 s"
                        if damage else "dealt: building the card index")
            if unwritable:
                print(f"{building}{'' if damage else ', about 8 s'}; it cannot be cached in {path.parent} "
                      f"({unwritable}), so every run rebuilds it: set DEALT_CACHE_DIR to a writable "
                      "directory (export DEALT_CACHE_DIR=/path/to/dir)", file=sys.stderr, flush=True)
            elif damage:
                print(building, file=sys.stderr, flush=True)
            else:
                print(f"{building} once, about 8 s (cached in {path.parent})", file=sys.stderr, flush=True)
            data = _serialize(_read_card_records())
            if not unwritable:
                _write_atomically(path, data)
            parsed, _ = _check(data)
        return cls(*parsed)

    def lookup(self, name_or_id: str) -> CardRecord:
        """The card with this exact id (``"EX1_604"``), else the canonical card with this
        English name (case-insensitive, surrounding and repeated spaces ignored).

        Many names are shared (reprints, story and tutorial copies, enchantments, hero skins).
        The canonical card is the first of them in this order:

        1. collectible before non-collectible (a name with no collectible card, such as
           ``Cursed!`` or the hero power ``Fireblast``, still resolves);
        2. playable types (:data:`PLAYABLE_TYPES`) before the others (enchantments, ...);
        3. cards outside the ``HERO_SKINS`` set before hero portraits (the minion Malygos, not
           the Malygos skin of Jaina);
        4. original printings before ids with a reprint or game-mode prefix (``CORE_``,
           ``VAN_``, ``LEG_``, ``WON_``, ``Story_``, ``TUTR_``, ``TB_``, ...);
        5. shorter id, then alphabetical id.

        Raises :class:`UnknownCard` when nothing matches.
        """
        key = name_or_id.strip()
        row = self._by_id.get(key)
        if row is None:
            row = self._by_name.get(_name_key(key), (None,))[0]
        if row is None:
            raise UnknownCard(name_or_id, self._suggest(name_or_id))
        return self._record(row)

    def printings(self, name: str) -> tuple[CardRecord, ...]:
        """Every card with this English name, canonical first (the order of :meth:`lookup`);
        empty when no card has it. Ids are not names: ``printings("CS2_032")`` is empty."""
        return tuple(map(self._record, self._by_name.get(_name_key(name), ())))

    def names(self) -> Iterator[str]:
        """The name of every canonical card (one per distinct name), sorted case-insensitively."""
        return (self._record(self._by_name[key][0]).name for key in self._name_keys)

    def _record(self, row: int) -> CardRecord:
        record = self._decoded.get(row)
        if record is None:
            *stored, readings, unread = json.loads(self._rows[row])     # the derivation is stored compactly
            values = dict(zip(_FIELDS[:-2], stored))
            values.update({name: tuple(values[name]) for name in _TUPLE_FIELDS},
                          requirements=tuple(map(tuple, values["requirements"])))
            text = values["text"]
            values["readings"] = tuple((text[start:end], self._templates[template],
                                        tuple((m, tuple(map(tuple, params))) for m, params in read))
                                       for start, end, template, read in readings)
            values["unread"] = tuple(text[start:end] for start, end in zip(unread[::2], unread[1::2]))
            record = self._decoded[row] = CardRecord(**values)
        return record

    def _suggest(self, name: str) -> list[str]:
        """Up to 5 names of collectible, playable cards close to `name`."""
        import difflib

        pool = [self._name_keys[position] for position in self._suggestable]
        keys = difflib.get_close_matches(_name_key(name), pool, n=5)
        return [self._record(self._by_name[key][0]).name for key in keys]


@functools.cache
def card_index() -> CardIndex:
    """The shared :class:`CardIndex` (loaded, or built and cached, on first call)."""
    return CardIndex.load()


def unusable_card_file(card) -> str:
    """Why a Hearthstone card file (a :class:`~dealt.kb.cards.CardDef`) cannot be used ("" when it can).

    A scenario names a card by a name of the database (or an id), and the card file modelling it
    is found by that card's name (:mod:`.printings`): a file whose name no card of the database
    has is never found, and an id the database does not have pins no printing.
    """
    index = card_index()
    problems = []
    if _name_key(card.name) not in index._by_name:      # by the name's key alone: decoding its printings costs
        pinned = index._by_id.get(card.id) if card.id else None
        hint = (f"; its id {card.id} is {index._record(pinned).name!r}" if pinned is not None else
                "; did you mean " + ", ".join(map(repr, suggestions)) + "?"
                if (suggestions := index._suggest(card.name)) else "")
        problems.append(f"no card of the Hearthstone database is named {card.name!r}, so no scenario can "
                        f"use this card file{hint}")
    if card.id and card.id not in index._by_id:
        problems.append(f"no card of the Hearthstone database has the id {card.id!r} (the printing this file "
                        "models)")
    return "; and ".join(problems)


def default_cache_dir() -> Path:
    """``$DEALT_CACHE_DIR``, else ``$XDG_CACHE_HOME/dealt``, else ``~/.cache/dealt``."""
    if configured := os.environ.get("DEALT_CACHE_DIR"):
        return Path(configured)
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "dealt"


def cache_file(cache_dir: Path | None = None) -> Path:
    """Where the index for the installed data and library versions is cached."""
    directory = Path(cache_dir) if cache_dir is not None else default_cache_dir()
    data_version = _installed_version("hearthstone_data")
    library_version = _installed_version("hearthstone")
    from dealt.kb.hearthstone.grammar import grammar_digest
    return directory / (
        f"carddb-v{FORMAT_VERSION}-hsdata{data_version}-hs{library_version}-grammar{grammar_digest()}.jsonl"
    )


def canonical_rank(card: CardRecord) -> tuple:
    """Sort key putting the canonical card of a name first (see :meth:`CardIndex.lookup`)."""
    return (
        not card.collectible,
        card.type not in PLAYABLE_TYPES,
        card.card_set == HERO_SKINS_SET,
        _DERIVED_ID.match(card.id) is not None,
        len(card.id),
        card.id,
    )


def _name_key(name: str) -> str:
    """How names are compared: case-folded, single-spaced, with straight apostrophes."""
    return " ".join(name.replace("\u2019", "'").split()).casefold()


def _installed_version(package: str) -> str:
    """Version of the installed distribution providing the top-level `package`.

    Read from the name of the ``<package>-<version>.dist-info`` directory next to it, because
    importing :mod:`importlib.metadata` alone costs about 40 ms of the cached start-up; falls
    back to :func:`importlib.metadata.version` for other layouts.
    """
    spec = importlib.util.find_spec(package)
    if spec is not None and spec.origin is not None:
        site = Path(spec.origin).parent.parent
        prefix, suffix = f"{package}-", ".dist-info"
        for entry in os.listdir(site):
            if entry.startswith(prefix) and entry.endswith(suffix):
                return entry[len(prefix):-len(suffix)]
    from importlib.metadata import version

    return version(package)


# The index file is JSON Lines. Line 1, the seal: the format and the BLAKE2b checksum of everything
# after it. Line 2, the header: field names, card ids, the name keys with the rows of their cards
# (canonical first), and which name keys to suggest (collectible, playable). Then one line per card,
# in the order of the ids: the CardRecord fields as a JSON array, decoded only when looked up -- this
# is what keeps loading fast, and why the checksum (about 10 ms) is what finds a damaged row.


def _serialize(cards: Iterable[CardRecord]) -> bytes:
    """The index file for `cards`."""
    ordered = sorted(cards, key=lambda card: card.id)
    shared: dict[str, list[int]] = {}
    for row, card in enumerate(ordered):
        if key := _name_key(card.name):
            shared.setdefault(key, []).append(row)
    name_keys = sorted(shared)
    name_rows = [sorted(shared[key], key=lambda row: canonical_rank(ordered[row])) for key in name_keys]
    canonical = [ordered[rows[0]] for rows in name_rows]
    header = {
        "fields": _FIELDS,
        "ids": [card.id for card in ordered],
        "name_keys": name_keys,
        "name_rows": name_rows,
        "suggestable": [
            position
            for position, card in enumerate(canonical)
            if card.collectible and card.type in PLAYABLE_TYPES
        ],
    }
    templates = sorted({template for card in ordered for _, template, _ in card.readings})
    header["templates"] = templates
    numbered = {name: number for number, name in enumerate(templates)}
    lines = [header, *(_row(card, numbered) for card in ordered)]
    sealed = "\n".join(
        json.dumps(line, ensure_ascii=False, separators=(",", ":")) for line in lines
    ).encode()
    seal = json.dumps({"format": FORMAT_VERSION, "blake2b": _checksum(sealed)}, separators=(",", ":"))
    return seal.encode() + b"\n" + sealed


def _row(card: CardRecord, templates: dict) -> list:
    """The stored row of `card`: its fields, the clauses of its derivation as (start, end) offsets into its
    text (every clause is a part of it) and its templates by number (the header's ``templates``), which
    keeps the index small."""
    *values, _, _ = dataclasses.astuple(card)

    def span(clause):
        start = card.text.find(clause)
        if start < 0:
            raise ValueError(f"{card.id}: the clause {clause!r} is not a part of its text")
        return [start, start + len(clause)]

    return [*values, [[*span(clause), templates[template], read] for clause, template, read in card.readings],
            [n for clause in card.unread for n in span(clause)]]


def _checksum(data: bytes) -> str:
    import hashlib

    return hashlib.blake2b(data, digest_size=32).hexdigest()


def _check(data: bytes) -> tuple[tuple[dict, list[bytes]] | None, str]:
    """(header and card rows, "") of a sound index file, else (None, what is wrong with it)."""
    first, _, sealed = data.partition(b"\n")
    try:
        seal = json.loads(first)
    except ValueError:
        seal = None
    if not isinstance(seal, dict) or seal.get("format") != FORMAT_VERSION:
        return None, f"it is not a card index of format {FORMAT_VERSION}"
    if seal.get("blake2b") != _checksum(sealed):
        return None, "its content does not match its checksum"
    head, _, body = sealed.partition(b"\n")
    try:
        header = json.loads(head)
    except ValueError:
        header = None
    rows = body.split(b"\n") if body else []
    if (
        not isinstance(header, dict)
        or header.get("fields") != _FIELDS
        or len(header.get("ids", ())) != len(rows)
        or not all(isinstance(rows, list) for rows in header.get("name_rows", ())[:1])
    ):
        return None, "its header does not describe its rows"
    return (header, rows), ""


def _read_cache(path: Path) -> tuple[tuple[dict, list[bytes]] | None, str]:
    """(the parsed index file at `path`, "") or (None, what is wrong with it; "" when it is missing)."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None, ""
    except OSError as error:
        return None, f"it cannot be read: {error.strerror or error}"
    return _check(data)


def _temporary_prefix(path: Path) -> str:
    """How this process names its temporary copies of `path`: after the index, the host and the pid."""
    import socket

    return f".{path.name}.{socket.gethostname()}-{os.getpid()}."


def _remove_stale_temporaries(directory: Path) -> None:
    """Remove the temporary index files interrupted builds left in `directory`: those older than
    :data:`STALE_TEMPORARY_SECONDS`, and those whose writer (a process of this host) is gone."""
    import socket
    import time

    try:
        entries = [e for e in os.scandir(directory) if e.name.startswith(".carddb-") and e.name.endswith(".tmp")]
    except OSError:
        return
    host, now = socket.gethostname(), time.time()
    for entry in entries:
        writer = re.search(r"\.jsonl\.(.+)-(\d+)\.[^.]*\.tmp$", entry.name)
        with contextlib.suppress(OSError):
            gone = writer is not None and writer[1] == host and not _alive(int(writer[2]))
            if gone or now - entry.stat(follow_symlinks=False).st_mtime > STALE_TEMPORARY_SECONDS:
                os.unlink(entry.path)


def _alive(pid: int) -> bool:
    """Whether a process with this id runs on this host."""
    try:
        os.kill(pid, 0)
    except (ProcessLookupError, OverflowError):    # no such process (can be)
        return False
    except OSError:                                # someone else's: alive
        return True
    return True


def _unwritable(directory: Path) -> str:
    """Why the index cannot be cached in `directory` ("" when it can): it is created if
    missing, and a file is made and removed there to check."""
    import tempfile

    try:
        directory.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=directory):
            pass
    except OSError as error:
        return error.strerror or str(error)
    return ""


def _write_atomically(path: Path, data: bytes) -> None:
    """Write `data` to `path` via a temporary file; on failure warn on stderr and carry on."""
    import tempfile

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=_temporary_prefix(path), suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(data)
            os.replace(tmp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
    except OSError as error:
        print(
            f"dealt: cannot cache the card index in {path.parent} ({error}); using an in-memory "
            "index, so every run rebuilds it: set DEALT_CACHE_DIR to a writable directory",
            file=sys.stderr,
        )


def _read_card_records() -> list[CardRecord]:
    """Every card of the installed ``CardDefs.xml`` (slow: several seconds)."""
    from hearthstone import cardxml
    from hearthstone.enums import CardType, GameTag

    from dealt.kb.hearthstone.grammar import read_card
    from dealt.kb.hearthstone.named_targets import named_target_from_text
    from dealt.kb.hearthstone.play_requirements import requirements_from_text

    mechanic_tags = {GameTag[name] for name in MECHANIC_TAGS}
    cards, _ = cardxml.load()
    records = []
    for card in cards.values():
        text = _plain_text(card.english_description or "")
        is_weapon = card.type == CardType.WEAPON
        mechanics = tuple(sorted(
            tag.name for tag, value in card.tags.items() if value and tag in mechanic_tags
        ))
        requirements = requirements_from_text(text, _enum_name(card.type), mechanics)
        records.append(CardRecord(
            id=card.id,
            dbf_id=card.dbf_id,
            name=card.english_name or "",
            type=_enum_name(card.type),
            cost=card.cost,
            attack=card.atk,
            health=0 if is_weapon else card.health,
            armor=card.armor,
            # Most weapons keep their durability in the HEALTH tag.
            durability=card.durability or (card.health if is_weapon else 0),
            text=text,
            spell_damage=_spell_damage(card.spell_damage, text),
            collectible=card.collectible,
            card_set=_enum_name(card.card_set),
            rarity=_enum_name(card.rarity),
            card_class=_enum_name(card.card_class),
            mechanics=mechanics,
            races=tuple(sorted({_enum_name(race) for race in (getattr(card, "races", None) or [card.race])
                                if race and _enum_name(race) not in ("INVALID", "0")})),
            requirements=requirements,
            named_target=named_target_from_text(text, _enum_name(card.type), mechanics, requirements),
            spell_school=_spell_school(card.tags.get(GameTag.SPELL_SCHOOL)),
            school_spell_damage=_school_spell_damage(mechanics, text),
            fixed_damage=_fixed_damage(card.english_description or ""),
        ))
    return [_with_derivation(record, read_card) for record in records]


def _with_derivation(record, read_card):
    """`record` with its text read clause by clause (:mod:`.grammar`)."""
    derivation = read_card(record)
    return dataclasses.replace(record, readings=tuple((r.clause, r.template, r.mechanics) for r in derivation.readings),
                               unread=derivation.unread)


def _enum_name(value) -> str:
    """Member name of an enum value; the number as a string when the enum lacks it."""
    return getattr(value, "name", str(value))


_MARKUP = re.compile(r"<[^>]*>|\[x\]", re.IGNORECASE)
#: An "@" after the end of a sentence or of a closing tag, with text right after it, starts an
#: alternative text (shown in some game states); elsewhere (``$@``, ``take @ damage``) "@"
#: stands for a number the game fills in.
_ALTERNATIVE = re.compile(r"(?:[.!?)\]]|</\w+>)(\s*@)(?=\S)")
#: ``$6`` (spell damage applies), ``#2`` (healing), ``$a2``/``$d2``, ``${0}``, ``$@``
_PLACEHOLDER = re.compile(r"[$#][a-z]?(?=[\d@{])")
#: "&" is a line-break hint; a literal ampersand is written "\&"
_BREAK_HINT = re.compile(r"\\?&")
_PLURAL = re.compile(r"\|4\(([^,()]*),\s*([^()]*)\)")
_SPELL_DAMAGE = re.compile(r"Spell Damage \+(\d+)")


def _plain_text(raw: str) -> str:
    """Card text without markup; see :attr:`CardRecord.text`.

    Keeps the first of alternative texts (``Deal 2 damage to the enemy hero.@Deal 2
    damage.``) and the plural of ``|4(turn, turns)``, and reads ``_`` (a non-breaking space)
    as a space.
    """
    if alternative := _ALTERNATIVE.search(raw):
        raw = raw[:alternative.start(1)]
    text = _MARKUP.sub("", raw)
    text = _PLACEHOLDER.sub("", text)
    text = _BREAK_HINT.sub(lambda match: "&" if len(match[0]) == 2 else "", text)
    text = _PLURAL.sub(r"\2", text)
    return " ".join(text.replace("_", " ").split())


#: a number before " damage" with no ``$`` placeholder (markup and non-breaking "_" already read as spaces)
_FIXED_DAMAGE = re.compile(r"(?<![$\w])(\d+)(?= damage)")


def _fixed_damage(raw: str) -> tuple:
    """The numbers of "N damage" in the raw text printed without ``$`` (:data:`_PLACEHOLDER`: ``$6``, Spell Damage
    applies; the game shows a raised ``$N`` with an asterisk, a bare number never changes), sorted, each once:
    Obliterate 'Destroy a minion. Deal_3 damage to your hero.' (3,)."""
    text = _MARKUP.sub(" ", raw).replace("_", " ")
    return tuple(sorted({int(n) for n in _FIXED_DAMAGE.findall(text)}))


def _spell_school(value) -> str:
    """The name of a SPELL_SCHOOL tag's value ("" for none)."""
    if not value:
        return ""
    from hearthstone.enums import SpellSchool

    try:
        return SpellSchool(value).name
    except ValueError:
        return str(value)


#: "Nature Spell Damage +3": the school and the amount (the SPELLPOWER_<SCHOOL> tag only flags it)
_SCHOOL_SPELL_DAMAGE = re.compile(r"\b(Arcane|Fel|Fire|Frost|Holy|Nature|Shadow) Spell Damage \+(\d+)")


def _school_spell_damage(mechanics: tuple, text: str) -> tuple:
    """(school, amount) of a card with a SPELLPOWER_<SCHOOL> tag, read from its text; else ()."""
    match = _SCHOOL_SPELL_DAMAGE.search(text)
    if match and f"SPELLPOWER_{match[1].upper()}" in mechanics:
        return (match[1].upper(), int(match[2]))
    return ()


def _spell_damage(spellpower_tag: int, text: str) -> int:
    """Spell damage a card provides.

    The SPELLPOWER tag only flags it (Malygos has SPELLPOWER=1), so the amount comes from the
    first "Spell Damage +N" of the text. A few cards (Dalaran Aspirant, Owlonius) lack the tag
    but open with that keyword.
    """
    match = _SPELL_DAMAGE.search(text)
    if spellpower_tag:
        return int(match[1]) if match else spellpower_tag
    return int(match[1]) if match and match.start() == 0 else 0
