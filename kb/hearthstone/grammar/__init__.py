"""A card's mechanics read from its own text: a small grammar of clause templates (issue 13).

A card's plain text (:attr:`~dealt.kb.hearthstone.carddb.CardRecord.text`) is split into clauses
(:mod:`.reading`: the keywords it opens with, then its sentences). Each clause is read by the first
:class:`Template` whose pattern matches all of it; a template maps it to mechanics of the registry
(:mod:`dealt.kb.hearthstone.mechanics`) with their parameters, or to none when the clause cannot change
the damage of the action (:mod:`.no_damage`, each with the rule that says so). A clause no template reads
is *unread*, quoted verbatim, and the card is unmodelled: none of its clauses act (README: Dealt "never
resolves with an effect silently missing").

The templates come in families, one module each: :mod:`.damage` (the "Deal N damage" clauses and their
target forms, and what follows a damage clause), :mod:`.effects` (a minion's effects in play: Spell Damage,
damage triggers), :mod:`.no_damage`, :mod:`.prefixes` (Battlecry, Combo, Outcast, a Hero Power's label),
:mod:`.triggers` (Deathrattle, "At the end of your turn," and the other trigger prefixes: the inner clause's
ability with ``when``). To add a family: write a module with a ``TEMPLATES`` tuple of
:class:`Template` (each with its `source` and a real card's clause as `example`; a test reads every example
back) and list it in :data:`FAMILIES`. Editing any module of this package changes :func:`grammar_digest`,
so the card index (which stores every card's derivation) is rebuilt.
"""
import dataclasses
import re
from collections.abc import Callable

#: where a clause is read: a card's ability (a spell's or Hero Power's text, a minion's Battlecry), a
#: clause after an ability's damage clause (its later step), anywhere on any card (a Battlecry's too), or
#: a card's own text as an effect it has while in play (never inside a Battlecry)
ABILITY, FOLLOWUP, ANYWHERE, IN_PLAY = "ability", "followup", "anywhere", "in play"


@dataclasses.dataclass(frozen=True)
class Template:
    """One clause form: `pattern` matches a whole clause; `build(match, record)` gives its readings, a
    tuple of (mechanic, {param: value}) (empty: the clause cannot change damage), or None when this card
    does not fit (its play requirements, or tags, disagree with the form)."""

    name: str
    pattern: re.Pattern
    build: Callable
    #: where the rule this reading rests on is written (the rules text, a wiki page)
    source: str
    #: a real card and the clause of its text this template reads, e.g. ("Pyroblast", "Deal 10 damage.")
    example: tuple
    #: where the clause may stand (:data:`ABILITY`, :data:`FOLLOWUP`, :data:`ANYWHERE`)
    where: str = ABILITY
    #: for a later step: the ability mechanics it may follow (None: any)
    follows: frozenset = None


@dataclasses.dataclass(frozen=True)
class Trigger:
    """What a trigger prefix's builder gives (:mod:`.triggers`): its inner clause is an ability of the card in
    play, run when `when` happens (:mod:`dealt.kb.hearthstone.triggers`), read for `record` (the card as that
    ability sees it); `hosted`: whether this kind of card can host it on the board; `played_too`: the clause
    is also the card's ability when played ("Battlecry and Deathrattle:")."""

    when: str
    record: object
    #: the clause read as its ability ("At the end of your turn, deal 2 damage ..." -> "Deal 2 damage ...")
    inner: str
    hosted: bool = True
    played_too: bool = False


@dataclasses.dataclass(frozen=True)
class Reading:
    """One clause as read: its text, the template that read it and the mechanics it maps to."""

    clause: str
    template: str
    mechanics: tuple = ()           # ((mechanic, ((param, value), ...)), ...)


@dataclasses.dataclass(frozen=True)
class Derivation:
    """A card's text read clause by clause: what was read, and the clauses no template reads (quoted)."""

    readings: tuple = ()            # (Reading, ...)
    unread: tuple = ()              # (clause, ...)

    @property
    def complete(self):
        return not self.unread

    def mechanics(self):
        """Every mechanic of the readings, in the text's order: ((mechanic, {param: value}), ...)."""
        return tuple((m, dict(params)) for r in self.readings for m, params in r.mechanics)


def families():
    """The template families, in the order a clause tries them."""
    from dealt.kb.hearthstone.grammar import damage, effects, no_damage, prefixes
    from dealt.kb.hearthstone.grammar import triggers
    from dealt.kb.hearthstone.grammar import effects_nondamage
    from dealt.kb.hearthstone.grammar import conditions
    from dealt.kb.hearthstone.grammar import buffs
    from dealt.kb.hearthstone.grammar import conditions_more
    from dealt.kb.hearthstone.grammar import trigger_kinds
    from dealt.kb.hearthstone.grammar import damage_more
    from dealt.kb.hearthstone.grammar import later_steps
    from dealt.kb.hearthstone.grammar import choose_one
    from dealt.kb.hearthstone.grammar import costs
    from dealt.kb.hearthstone.grammar import statics
    from dealt.kb.hearthstone.grammar import locations
    from dealt.kb.hearthstone.grammar import damaged_counts
    from dealt.kb.hearthstone.grammar import excess
    return (
        prefixes,
        damage,
        effects,
        triggers,
        no_damage,
        effects_nondamage,
        conditions,
        buffs,
        conditions_more,
        trigger_kinds,
        damage_more,
        later_steps,
        choose_one,
        costs,
        statics,
        locations,
        damaged_counts,
        excess,
    )


def templates():
    """Every template, by name."""
    return {t.name: t for family in families() for t in family.TEMPLATES}


def grammar_digest(here=None):
    """A short hash of this package's sources (or of the grammar folder `here`) and of the keyword
    classification it reads (:mod:`..db_keywords`, beside it): the card index's file name carries it, so
    editing a template rebuilds the index."""
    import hashlib
    from pathlib import Path
    here = Path(here or Path(__file__).parent)
    digest = hashlib.blake2b(digest_size=4)
    for path in sorted(here.glob("*.py")) + [here.parent / "db_keywords.py"]:
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def read_card(record):
    """The :class:`Derivation` of a card record (see :mod:`.reading`)."""
    from dealt.kb.hearthstone.grammar.reading import read_card as read
    return read(record)
