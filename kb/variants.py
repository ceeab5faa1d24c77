"""Named rule variants: a game's rules as another authority plays them, beside the rules texts.

A game's default rule set (``default``) is its rules text. A variant replaces or adds rules of it, and may
change a mechanic's parameters (when its effects act: ``timings``); each difference is one rule (or one
:func:`mechanic_change` or :func:`removal`) with a docstring citing the evidence for it. A variant lives in one
module, ``kb/<game>/variants/<name>.py``, holding a ``VARIANT`` (a :class:`Variant`) and its rules at the top
level: a rule decorated :func:`instead_of` replaces the default rule it names, any other rule is added.

A scenario selects one with ``rules: NAME`` (the CLI's ``--rules NAME`` overrides the file); every output names
the rule set it was resolved under.
"""
import dataclasses
import importlib
import pkgutil
from dataclasses import dataclass, field

DEFAULT = "default"


def instead_of(rule_name):
    """Mark a variant's rule as replacing the default rule `rule_name` (applied over ``@Rule``)."""
    def mark(rule):
        rule.replaces = rule_name
        return rule
    return mark


@dataclass(frozen=True)
class MechanicChange:
    """A mechanic's parameters as a variant has them (fields of :class:`dealt.kb.mechanics.Mechanic`)."""

    mechanic: str
    fields: tuple           # ((field, value), ...)
    says: str
    source: str


def mechanic_change(mechanic, *, says, source, **fields):
    """A variant's change to a mechanic's parameters (``timings=(("predamage", -1),)``), with its evidence."""
    if not fields:
        raise ValueError(f"mechanic_change({mechanic!r}) changes nothing")
    return MechanicChange(mechanic, tuple(sorted(fields.items())), says, source)


@dataclass(frozen=True)
class Removal:
    """A default rule a variant drops with no rule in its place."""

    rule: str
    says: str
    source: str


def removal(rule, *, says, source):
    return Removal(rule, says, source)


@dataclass(frozen=True)
class Difference:
    """One difference of a variant from the default rules, as `dealt variants` lists it."""

    kind: str               # "replaces", "adds", "mechanic", "removes"
    name: str               # the variant's rule, or the mechanic / removed rule
    default: str            # the default rule it replaces or removes ("" when it adds)
    says: str
    source: str

    def to_json(self):
        return dataclasses.asdict(self)


@dataclass(frozen=True)
class Variant:
    """A named rule set of one game: its rules (added or in place of default ones) and mechanic changes."""

    name: str
    title: str
    summary: str
    mechanics: tuple = ()
    removes: tuple = ()
    #: filled by :func:`load_variants`: the game's name, the module, and its rules (experta Rules)
    game: str = ""
    module: str = ""
    rules: tuple = field(default=(), compare=False)

    @property
    def replaced(self):
        """Default rule name -> the variant's rule in its place."""
        return {r.replaces: r for r in self.rules if getattr(r, "replaces", None)}

    @property
    def dropped(self):
        """Names of the default rules this variant leaves out (replaced or removed)."""
        return set(self.replaced) | {r.rule for r in self.removes}

    def compose(self, default_rules):
        """The rules of this rule set: the default ones (in their order) with each replaced one's replacement in
        its place, removed ones left out, added ones at the end."""
        replaced = self.replaced
        removed = {r.rule for r in self.removes}
        rules = []
        for rule in default_rules:
            name = rule.__name__
            if name in removed:
                continue
            rules.append(replaced.get(name, rule))
        rules.extend(r for r in self.rules if not getattr(r, "replaces", None))
        return rules

    def registry(self, registry):
        """The game's mechanic registry with this variant's mechanic changes applied."""
        if not self.mechanics:
            return registry
        from copy import copy
        changed = copy(registry)
        changed.mechanics = dict(registry.mechanics)
        for change in self.mechanics:
            changed.mechanics[change.mechanic] = dataclasses.replace(registry[change.mechanic], **dict(change.fields))
        return changed

    def differences(self):
        """Each difference from the default rules: its rule, what it replaces, its first docstring line, source."""
        from dealt.inference.ruling_text import sentence_and_source
        found = []
        for rule in self.rules:
            sentence, source = sentence_and_source(rule.__doc__ or "")
            found.append(Difference("replaces" if getattr(rule, "replaces", None) else "adds", rule.__name__,
                                    getattr(rule, "replaces", "") or "", sentence, source))
        found.extend(Difference("mechanic", c.mechanic, "", c.says, c.source) for c in self.mechanics)
        found.extend(Difference("removes", r.rule, r.rule, r.says, r.source) for r in self.removes)
        return found

    def to_json(self):
        return {"name": self.name, "title": self.title, "summary": self.summary, "game": self.game,
                "differences": [d.to_json() for d in self.differences()]}


def load_variants(game_name, package, default_rules, registry):
    """Every variant of a game: each module of `package` (``dealt.kb.<game>.variants``) with a ``VARIANT``,
    checked against the default rules and mechanics. Returns {name: Variant}, sorted by name."""
    from dealt.inference.engine import rules_in
    try:
        pkg = importlib.import_module(package)
    except ModuleNotFoundError as exc:
        if exc.name == package:
            return {}
        raise
    names = {r.__name__ for r in default_rules}
    found = {}
    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda i: i.name):
        module = importlib.import_module(f"{package}.{info.name}")
        variant = getattr(module, "VARIANT", None)
        if variant is None:
            continue
        rules = tuple(rules_in(module))
        for rule in rules:
            replaces = getattr(rule, "replaces", None)
            if replaces and replaces not in names:
                raise ValueError(f"{module.__name__}: rule {rule.__name__} replaces {replaces!r}, which is not a "
                                 f"rule of {game_name}")
            if rule.__name__ in names:
                raise ValueError(f"{module.__name__}: rule {rule.__name__} has a default rule's name; a variant's "
                                 f"rule needs its own name (and @instead_of to replace it)")
        for change in variant.mechanics:
            if change.mechanic not in registry.mechanics:
                raise ValueError(f"{module.__name__}: mechanic_change names {change.mechanic!r}, not a mechanic of "
                                 f"{game_name}")
        for r in variant.removes:
            if r.rule not in names:
                raise ValueError(f"{module.__name__}: removal names {r.rule!r}, not a rule of {game_name}")
        if variant.name == DEFAULT or variant.name in found:
            raise ValueError(f"{module.__name__}: a variant of {game_name} is already named {variant.name!r}")
        found[variant.name] = dataclasses.replace(variant, game=game_name, module=module.__name__, rules=rules)
    return dict(sorted(found.items()))
