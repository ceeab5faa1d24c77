"""Whose damage a Sentinels effect covers: one vocabulary of scopes and damage-type filters, shared by every
mechanic that reads a damage's source, target or type (increase, reduce, thresholds, immunity, type changes,
irreducible, redirection, triggers on dealing damage).

A **scope** is one term or a list of terms that must all hold (``[to_host, by_environment_cards]``: damage dealt
to the host by an environment card). A term is ``to_WHO`` or ``by_WHO`` (damage dealt to, or by, WHO), ``all``
(every damage), or, in a scenario's inline effect, ``to:ID`` / ``by:ID`` for one named target on the board.
The card texts name these groups: "Reduce damage dealt to Baron Blade by 1" (the host, Living Force Field),
"Increase damage dealt by Hero Targets by 1" (Inspiring Presence), "Increase all damage dealt by 1" (Obsidian
Field), "immune to damage from environment cards" (Danger Sense), "Haka deals all other hero targets 2 melee
damage" (Rampage: the "other" forms). The glossary defines the groups: 'Environment target: any target that is
also an Environment card. If a card affects non-Environment targets, it can affect any targets that are not
Environment cards' (Sentinels glossary, https://forum.greaterthangames.com/multiverse/gameplay/glossary); 'All
damage has a source ... a target or a card' (Sentinels of the Multiverse rules (Dized), 'Damage',
https://rules.dized.com/game/t5Aef3TwTXuA8DkV7q5UEQ/4TgvV33QRgefcOydZw4Dvg/damage).

A **damage-type filter** is ``""`` (any type), a type (``fire``), ``not TYPE`` / ``other than TYPE`` ("damage
other than fire"), or a list of types, any of which matches ("Fire, Cold, or Lightning Damage": Elemental
Redistributor). Dized, 'Damage': 'All damage has a type'.

In facts a scope is a text: its terms joined by ``+`` (``to_host+by_environment_cards``), a filter ``fire``,
``not:fire`` or ``cold|fire``; :func:`in_scope` and :func:`type_matches` are the pure predicates the rules TEST.
"""
from functools import lru_cache

from dealt.facts.errors import InputError

#: WHO -> (words, predicate(entity, kind, host)): the groups a scope term names
GROUPS = {
    "host": ("{host}", lambda e, kind, host: e == host),
    "targets": ("any target", lambda e, kind, host: True),
    "other_targets": ("a target other than {host}", lambda e, kind, host: e != host),
    "hero_targets": ("a hero target", lambda e, kind, host: kind == "hero"),
    "other_hero_targets": ("a hero target other than {host}", lambda e, kind, host: kind == "hero" and e != host),
    "non_hero_targets": ("a non-hero target", lambda e, kind, host: kind != "hero"),
    "villain_targets": ("a villain target", lambda e, kind, host: kind == "villain"),
    "other_villain_targets": ("a villain target other than {host}",
                              lambda e, kind, host: kind == "villain" and e != host),
    "non_villain_targets": ("a non-villain target", lambda e, kind, host: kind != "villain"),
    "environment_targets": ("an environment target", lambda e, kind, host: kind == "environment"),
    "non_environment_targets": ("a non-environment target", lambda e, kind, host: kind != "environment"),
}
#: damage is dealt by a card, not only a target: "damage from environment cards" (Danger Sense)
SOURCE_ONLY = {"environment_cards": ("an environment card", lambda e, kind, host: kind == "environment"),
               "non_environment_cards": ("a non-environment card", lambda e, kind, host: kind != "environment")}
#: the scope names cards used before this vocabulary; they are its members
LEGACY = ("to_host", "by_host", "to_hero_targets", "by_hero_targets")
TERMS = (("all",) + tuple(f"to_{w}" for w in GROUPS) + tuple(f"by_{w}" for w in (*GROUPS, *SOURCE_ONLY)))
NAMED = ("to:ID", "by:ID")


def _term(term):
    """(side, group or None, named id or None) of one valid term."""
    if term == "all":
        return ("all", None, None)
    side, _, rest = term.partition(":") if ":" in term else term.partition("_")
    if ":" in term:
        return (side, None, rest)
    return (side, rest, None)


@lru_cache(maxsize=None)
def terms(scope):
    """The terms of a scope as facts hold it (``to_host+by_environment_cards``)."""
    return tuple(_term(t) for t in scope.split("+")) if scope else ()


def in_scope(scope, host, source, target, source_kind, target_kind):
    """Whether a damage from `source` (of `source_kind`) to `target` (of `target_kind`) is in `scope`, for an
    effect whose host is `host` (a pure check; every term must hold)."""
    for side, group, named in terms(scope):
        if side == "all":
            continue
        entity, kind = (target, target_kind) if side == "to" else (source, source_kind)
        if named is not None:
            if entity != named:
                return False
            continue
        _, holds = GROUPS.get(group) or SOURCE_ONLY[group]
        if not holds(entity, kind, host):
            return False
    return bool(scope)


def type_matches(only, damage_type):
    """Whether a damage of `damage_type` passes the filter `only` (``""``, ``fire``, ``not:fire``, ``cold|fire``)."""
    if not only:
        return True
    negated = only.startswith("not:")
    listed = (only[4:] if negated else only).split("|")
    return (damage_type in listed) != negated


def says(scope, host):
    """The scope in words: 'it is dealt to legacy by an environment card'."""
    parts = []
    for side, group, named in terms(scope):
        if side == "all":
            parts.append("it is any damage")
            continue
        who = named if named is not None else (GROUPS.get(group) or SOURCE_ONLY[group])[0].format(host=host)
        parts.append(f"{'to' if side == 'to' else 'by'} {who}")
    words = [p for p in parts if not p.startswith("it is")]
    return ("it is dealt " + " ".join(words)) if words else (parts[0] if parts else "")


def type_says(only):
    """The filter in words: 'fire', 'other than fire', 'fire, cold or lightning'."""
    if not only:
        return ""
    negated = only.startswith("not:")
    listed = (only[4:] if negated else only).split("|")
    listing = listed[0] if len(listed) == 1 else ", ".join(listed[:-1]) + " or " + listed[-1]
    return f"other than {listing}" if negated else listing


def names_its_host(scope):
    """Whether a scope reads its effect's host (``to_host``, ``by_other_hero_targets``): else the effect acts for
    no one in particular ("Increase all damage dealt by 1")."""
    return any(group is not None and ("host" in group or group.startswith("other")) for _, group, _ in terms(scope))


def named_ids(scope):
    """The board ids a scope names (``to:voss`` -> voss)."""
    return [named for _, _, named in terms(scope) if named is not None]


class Scope:
    """The `scope` parameter of a mechanic: checked and made canonical when a card file is loaded."""

    name = "scope"

    def __init__(self, default="to_host"):
        self.default = default

    def check(self, value, file, where, param):
        raw = list(value) if isinstance(value, (list, tuple)) else [value]
        if not raw or not all(isinstance(t, str) and t for t in raw):
            raise InputError(file, where, f"{param} must be a scope or a list of scopes, not {value!r}.",
                             allowed=self.allowed())
        out = []
        for term in raw:
            side, _, named = term.partition(":")
            if term in TERMS or (named and side in ("to", "by") and "+" not in named):
                out.append(term)
                continue
            raise InputError(file, where, f"{param} {term!r} is not a Sentinels scope.", allowed=self.allowed())
        return "+".join(out)

    @staticmethod
    def allowed():
        return ", ".join(TERMS + NAMED) + " (or a list of them, all of which must hold)"

    def describe(self):
        return (f"scope: one of {', '.join(TERMS)}; to:ID / by:ID (one named target on the board, in a "
                "scenario's inline effect); or a list of them, all of which must hold")


class DamageTypes:
    """A damage-type filter parameter: a type, ``not TYPE`` / ``other than TYPE``, or a list of types."""

    name = "damage types"

    def __init__(self, types):
        self.types = tuple(types)

    def check(self, value, file, where, param):
        if value in ("", None):
            return ""
        negated, listed = False, value
        if isinstance(value, str):
            for prefix in ("not ", "not_", "other than "):
                if value.startswith(prefix):
                    negated, listed = True, value[len(prefix):]
                    break
            listed = [listed]
        if not isinstance(listed, (list, tuple)) or not listed:
            raise InputError(file, where, f"{param} must be a damage type, 'not TYPE' or a list of types, not "
                             f"{value!r}.", allowed=self.allowed())
        for t in listed:
            if t not in self.types:
                raise InputError(file, where, f"{param} {t!r} is not a damage type.", allowed=self.allowed())
        return ("not:" if negated else "") + "|".join(dict.fromkeys(listed))

    def allowed(self):
        return ", ".join(self.types) + "; 'not TYPE' or 'other than TYPE'; or a list of types (any of them)"

    def describe(self):
        return f"damage types: any of {', '.join(self.types)}; 'not TYPE' / 'other than TYPE'; a list [TYPE, ...]"


def check_named(scenario, where, mechanic, params, targets):
    """A scope naming a target (``to:voss``) names one on the board; else exit 2 at the effect's place."""
    for name in named_ids(params.get("scope", "")):
        if name not in targets:
            raise scenario.error(where, f"the scope of {mechanic} names {name!r}, which is not a target on the board.",
                                 allowed=", ".join(targets))


def covers(scope, host, only=""):
    """Whose damage (and which types) an effect covers, in words: 'fire damage dealt to ra', 'damage other than
    fire, dealt by legacy' (a why-not's sentence when a damage is outside them)."""
    said = says(scope or "", host).replace("it is dealt", "damage dealt", 1).replace("it is any damage", "damage")
    if only and only.startswith("not:"):
        return said.replace("damage", f"damage {type_says(only)},", 1)
    return f"{type_says(only)} {said}" if only else said


def only_types(only):
    """A damage-type filter as the damage it lets through: 'fire damage', 'damage other than fire'."""
    said = type_says(only)
    return f"damage {said}" if only.startswith("not:") else f"{said} damage"
