"""A game's published vocabulary of mechanics, and validation of card data against it.

A card file names mechanics from this registry with parameters; the registry
says which parameters each takes, their types and allowed values, and when
(at which step, with which priority) an effect of that mechanic acts. Card
data is checked against it on load, like a plugin against its spec.
"""
import difflib
import re
from dataclasses import dataclass, field

from dealt.facts.errors import InputError, at

REQUIRED = object()


@dataclass(frozen=True)
class Param:
    """One parameter of a mechanic."""

    name: str
    type: type
    doc: str
    default: object = REQUIRED
    choices: tuple = ()
    #: (value, words) pairs: how a mechanic's summary says a value (``any_minion``: "any minion")
    words: tuple = ()
    #: a game's own vocabulary for this parameter (Sentinels' scopes, Riftbound's amounts): an object whose ``check(value, file,
    #: where, name)`` validates a value and returns it canonical, and whose ``name`` and ``describe()`` say it
    vocabulary: object = None

    def says(self, value):
        """The value as a mechanic's summary puts it in words."""
        said = dict(self.words).get(value)
        if said is not None:
            return said
        if value == "":
            return "any"                 # an empty filter (a damage type not given) lets anything through
        return value.replace("_", " ") if isinstance(value, str) else str(value).lower()

    def check(self, value, file, where):
        if self.vocabulary is not None:
            return self.vocabulary.check(value, file, where, self.name)
        if self.type is int and (isinstance(value, bool) or not isinstance(value, int)):
            raise InputError(file, where, f"{self.name} must be a whole number, not {value!r}.")
        if self.type is int and value < 0:
            raise InputError(file, where, f"{self.name} must not be negative (got {value}).")
        if self.type is str and not isinstance(value, str):
            raise InputError(file, where, f"{self.name} must be text, not {value!r}.")
        if self.type is bool and not isinstance(value, bool):
            raise InputError(file, where, f"{self.name} must be true or false, not {value!r}.")
        if self.type is tuple:                  # a list of names (Totemic Call's pool of Totems)
            if not isinstance(value, (list, tuple)) or not value or not all(isinstance(v, str) and v for v in value):
                raise InputError(file, where, f"{self.name} must be a list of names, not {value!r}.")
            value = tuple(value)
        if self.choices and value not in self.choices:
            raise InputError(file, where, f"{self.name} {value!r} is not one of the allowed values.",
                             allowed=", ".join(map(str, self.choices)))
        return value


@dataclass(frozen=True)
class Reach:
    """Which Damage Events an effect of a mechanic can act on, as its rules filter them.

    `target` is a scope of the game (its registry's ``in_scope`` says what each means) that the
    event's target must be in, or ``{param}`` for the scope the effect's own parameter gives;
    `source` is ``self`` (the effect's host is the source) or ``friendly`` (its controller's);
    `source_kinds` the kinds of source it reads; `not_if` an event field that, when true, puts the event
    out of reach because the effect acted on what made it (Hearthstone's ``bonus_in_count``: Spell
    Damage went into the number of a split spell's missiles, not into each). Empty: any. An effect is
    listed as "checked and did not apply" or "never reached" only when its reach admits the event
    (``MechanicRegistry.reaches``).
    """

    target: str = ""
    source: str = ""
    source_kinds: tuple = ()
    not_if: str = ""

    def admits(self, effect, event, entities, in_scope):
        """Whether `event` (target, source, source_kind, controller) is one `effect` (its Effect fact's
        fields) could act on; `entities` gives each board id's kind and controller."""
        if self.source_kinds and event["source_kind"] not in self.source_kinds:
            return False
        if self.not_if and event.get(self.not_if):
            return False
        if self.source == "self" and event["source"] != effect["host"]:
            return False
        if self.source == "friendly" and event["controller"] != effect["controller"]:
            return False
        if not self.target or in_scope is None:
            return True
        scope = effect.get(self.target[1:-1], "") if self.target.startswith("{") else self.target
        target = entities.get(event["target"], {})
        return in_scope(scope, effect["host"], effect["controller"], event["target"], target.get("kind", ""),
                        target.get("controller", ""))


@dataclass(frozen=True)
class Mechanic:
    """A mechanic: what a card's text does, as the rules module that encodes it knows it.

    `role` is ``effect`` (acts while its card is in play), ``ability`` (what the
    card does when played or used), ``then`` (a later step of the card's ability, acting
    once all its Damage Events have resolved) or ``keyword``. `timings` are the (step,
    priority) pairs at which an effect takes a slot; lower priority acts first,
    then play order. `targets` is how many targets the player chooses for an ability, and
    `target` what they may be (Magic: ``any`` or ``creature``; a Hearthstone card's target must meet the
    play requirements the card database's text states, :mod:`dealt.kb.hearthstone.play_requirements`).
    `target_may_be_named`: the card's text may name its one target instead, and then none is chosen
    (Hearthstone's "to the enemy hero", :mod:`dealt.kb.hearthstone.named_targets`). `reach` is which
    Damage Events an effect can act on (:class:`Reach`; by default any). Why an effect it reaches still did
    not apply is read from its rules' own conditions (:mod:`dealt.inference.why_not`).
    """

    name: str
    summary: str
    module: str
    role: str = "effect"
    params: tuple = ()
    timings: tuple = ()
    source: str = ""
    targets: int = 0
    target: str = "character"
    target_may_be_named: bool = False
    reach: Reach = Reach()

    def says(self, params):
        """The summary with this use's parameters filled in (``amount`` -> 1, ``scope`` -> "any minion")."""
        by_name = {p.name: p for p in self.params}

        def word(match):
            name = match.group(1)
            return by_name[name].says(params[name]) if name in by_name and name in params else match.group(0)
        return re.sub(r"`(\w+)`", word, self.summary)

    def check(self, raw, file, where):
        """Validated parameters of one use of this mechanic in a card file."""
        allowed = {p.name: p for p in self.params}
        unknown = sorted(set(raw) - set(allowed))
        if unknown:
            close = difflib.get_close_matches(str(unknown[0]), list(allowed), n=1)
            raise InputError(file, at(where, unknown[0]),
                             f"mechanic {self.name} has no parameter {unknown[0]!r}."
                             + (f" Did you mean {close[0]!r}?" if close else ""),
                             allowed=", ".join(allowed) or "no parameters")
        values = {}
        for p in self.params:
            if p.name in raw:
                values[p.name] = p.check(raw[p.name], file, at(where, p.name))
            elif p.default is REQUIRED:
                raise InputError(file, where, f"mechanic {self.name} needs the parameter {p.name!r}"
                                              f" ({p.doc}).")
            else:
                values[p.name] = p.default
        return values


@dataclass
class MechanicRegistry:
    """Every mechanic of one game, by name; `in_scope(scope, host, controller, target, target_kind,
    target_controller)` says whether a character is in one of the game's scopes (what a
    :class:`Reach` names)."""

    game: str
    mechanics: dict = field(default_factory=dict)
    in_scope: object = None
    #: the trigger conditions a role-"ability" mechanic may be given as ``when`` (name -> description;
    #: empty: the game has none, and ``when`` is no parameter)
    whens: dict = field(default_factory=dict)

    def register(self, mechanic):
        if mechanic.name in self.mechanics:
            raise ValueError(f"{self.game}: mechanic {mechanic.name!r} is registered twice")
        self.mechanics[mechanic.name] = mechanic
        return mechanic

    def __getitem__(self, name):
        return self.mechanics[name]

    def __contains__(self, name):
        return name in self.mechanics

    def __iter__(self):
        return iter(self.mechanics.values())

    def reaches(self, effect, event, entities):
        """Whether an effect (its Effect fact's fields) could act on `event` at all, as its mechanic's
        :class:`Reach` filters events: the one test behind both "checked and did not apply" and "never
        reached"."""
        return self.mechanics[effect["mechanic"]].reach.admits(effect, event, entities, self.in_scope)

    def lookup(self, name, file, where):
        if name not in self.mechanics:
            close = difflib.get_close_matches(name, list(self.mechanics), n=1)
            raise InputError(file, where, f"{name!r} is not a {self.game} mechanic."
                             + (f" Did you mean {close[0]!r}?" if close else ""),
                             allowed=", ".join(sorted(self.mechanics)))
        return self.mechanics[name]

    def check_when(self, mechanic, value, file, where):
        """A card file's ``when`` on `mechanic`: one of the game's trigger conditions, on an ability."""
        if mechanic.role not in ("ability", "condition"):
            raise InputError(file, where, f"mechanic {mechanic.name} is not an ability (it is a {mechanic.role}); "
                             "only an ability (it then runs as a trigger) or a condition on one (checked when it "
                             "triggers) can be given `when`.", allowed="when on a role-ability or role-condition mechanic")
        if not isinstance(value, str) or value not in self.whens:
            close = difflib.get_close_matches(str(value), list(self.whens), n=1)
            raise InputError(file, where, f"when {value!r} is not a {self.game} trigger condition."
                             + (f" Did you mean {close[0]!r}?" if close else ""),
                             allowed=", ".join(self.whens))
        if mechanic.targets and not mechanic.target_may_be_named:
            raise InputError(file, where, f"mechanic {mechanic.name} needs a chosen target, and a trigger "
                             "chooses none.", allowed="an ability with no chosen target (or a named one)")
        return value

    def describe(self):
        """A human-readable list of the mechanics and their parameters (for the README and `dealt mechanics`)."""
        lines = []
        for m in sorted(self.mechanics.values(), key=lambda m: m.name):
            params = ", ".join(
                f"{p.name}: {p.vocabulary.name if p.vocabulary is not None else p.type.__name__}"
                + (f" in {{{', '.join(p.choices)}}}" if p.choices else "")
                + ("" if p.default is REQUIRED else f" = {p.default!r}")
                for p in m.params
            )
            when = "; ".join(f"{s} (priority {pr})" for s, pr in m.timings) or m.role
            lines.append(f"- {m.name}({params}) [{when}]: {m.summary}")
        if self.whens:
            lines.append("Trigger conditions (`when: NAME` on an ability: it then acts as a trigger of its card "
                         "in play):")
            lines.extend(f"- when: {name} (reads '{reads}')" for name, reads in self.whens.items())
        vocabularies = {p.vocabulary.name: p.vocabulary for m in self.mechanics.values() for p in m.params
                        if p.vocabulary is not None}
        if vocabularies:
            lines.append("Parameter vocabularies:")
            lines.extend(f"- {v.describe()}" for _, v in sorted(vocabularies.items()))
        return "\n".join(lines)
