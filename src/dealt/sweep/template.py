"""A sweep template: a scenario with placeholders (``{spell}``), and the set each one ranges over.

A template is a scenario file with a ``sweep:`` section::

    sweep:
      placeholders:                  # each placeholder's set: a list of values, or a query over modelled cards
        first: {cards: {is: modifier}}
        second: first                # the same set as another placeholder
      combine: {pairs: [first, second]}

``combine`` is ``product`` (the default: every value of each placeholder with every value of the others),
or ``{pairs: [A, B]}`` / ``{distinct: [A, B, ...]}``: placeholders drawing from one set take every unordered
choice of distinct values (``itertools.combinations``), in product with the other placeholders.

A template's file is named ``NAME.sweep.yml`` (``examples/sweeps/``): it is no scenario, and whatever walks
scenario files (``*.yaml`` under ``examples/`` and ``tests/rulings/``: `dealt corpus`, the tests over every
example) passes it by; `dealt sweep` reads a template of any name.

The expansion is lazy: a generated scenario is made from its index alone (mixed radix over the factors, each
``distinct`` factor unranked in lexicographic order), so a sweep of millions of scenarios is never a list,
and a task of the sweep is only a range of indexes. A placeholder is written ``{name}``: a text that is only
the placeholder becomes the value itself (a number stays a number, a mapping a mapping); inside longer text it
is replaced by the value's text. Each scenario is then checked exactly as a scenario file is
(:func:`dealt.facts.scenario.scenario_from_data`), its errors naming the template and the placeholders' values.
"""
import copy
import hashlib
import math
import re
from dataclasses import dataclass

from dealt.facts.errors import InputError, at, shown
from dealt.facts.scenario import scenario_from_data
from dealt.facts.yaml_file import line_in, read_yaml

#: a placeholder in the template's text: a lower-case name in braces
PLACEHOLDER = re.compile(r"\{([a-z_][a-z0-9_]*)\}")
SWEEP_FIELDS = ("placeholders", "combine")
COMBINE_FORMS = "product, {pairs: [A, B]} or {distinct: [A, B, ...]}"
#: the most scenarios one sweep may generate (past it, --limit the sweep or narrow its sets)
MAX_SCENARIOS = 1_000_000_000


@dataclass(frozen=True)
class Factor:
    """One factor of the sweep's product: one placeholder over its set, or several over distinct values of one."""

    names: tuple
    values: tuple
    distinct: bool = False

    @property
    def size(self):
        return math.comb(len(self.values), len(self.names)) if self.distinct else len(self.values)

    def at(self, index):
        """The placeholders' values at `index` of this factor (lexicographic for distinct values)."""
        if not self.distinct:
            return {self.names[0]: self.values[index]}
        return dict(zip(self.names, (self.values[i] for i in _unrank(len(self.values), len(self.names), index))))


def _unrank(n, k, rank):
    """The `rank`-th k-combination of range(n), in the order itertools.combinations gives them."""
    chosen, start = [], 0
    for slot in range(k):
        for i in range(start, n):
            below = math.comb(n - i - 1, k - slot - 1)
            if rank < below:
                chosen.append(i)
                start = i + 1
                break
            rank -= below
    return chosen


@dataclass(frozen=True)
class Template:
    """A read template: the scenario's mapping without ``sweep:``, and the factors of its expansion."""

    file: str
    game: str
    body: dict
    lines: dict
    factors: tuple
    #: placeholder -> what its set is (the list, or the query and the cards it found), for the report
    sets: dict
    #: a digest of the template file's content (a task names the template by it)
    digest: str = ""

    @property
    def names(self):
        return tuple(name for f in self.factors for name in f.names)

    @property
    def count(self):
        return math.prod(f.size for f in self.factors)

    def values_at(self, index):
        """The placeholders' values of generated scenario `index` (0-based; the last factor varies fastest)."""
        if not 0 <= index < self.count:
            raise IndexError(index)
        values = {}
        for factor in reversed(self.factors):
            index, here = divmod(index, factor.size)
            values.update(factor.at(here))
        return {name: values[name] for name in self.names}

    def indexes(self, limit=None):
        """range over the generated scenarios (the first `limit` of them)."""
        return range(self.count if limit is None else min(limit, self.count))

    def data(self, values):
        """The scenario mapping with `values` put in for the placeholders (a new mapping each time)."""
        return _fill(self.body, values)

    def scenario(self, values, games, planned=()):
        """The generated Scenario for `values`, checked as a file is; an InputError names the template file and
        the values, at the template's line."""
        try:
            return scenario_from_data(self.data(values), self.lines, self.file, games, planned)
        except InputError as exc:
            raise with_values(exc, values) from None


def with_values(exc, values):
    """`exc` (about the template's file) saying which placeholders' values generated the scenario."""
    if "(with " not in exc.file:
        exc.file = f"{exc.file} (with {said(values)})"
        exc.args = (exc.message(),)
    return exc


def said(values):
    """Placeholders' values in words: ``first=Fortitude, second=Stunbolt`` (a board entry by its card, else id)."""
    return ", ".join(f"{name}={_word(value)}" for name, value in values.items())


def _word(value):
    if isinstance(value, dict):
        return value.get("card") or value.get("id") or value.get("text") or "{...}"
    return value


def _fill(node, values):
    if isinstance(node, str):
        whole = PLACEHOLDER.fullmatch(node)
        if whole:
            return copy.deepcopy(values[whole.group(1)])
        return PLACEHOLDER.sub(lambda m: str(values[m.group(1)]), node)
    if isinstance(node, dict):
        return {_fill(k, values) if isinstance(k, str) else k: _fill(v, values) for k, v in node.items()}
    if isinstance(node, list):
        return [_fill(v, values) for v in node]
    return node


def _used(node, where, found):
    """{placeholder: first place it is used} over the scenario's mapping."""
    if isinstance(node, str):
        for name in PLACEHOLDER.findall(node):
            found.setdefault(name, where)
    elif isinstance(node, dict):
        for key, value in node.items():
            if isinstance(key, str):
                _used(key, where, found)
            _used(value, at(where, str(key)), found)
    elif isinstance(node, list):
        for i, value in enumerate(node):
            _used(value, at(where, i), found)
    return found


def read_template(path, game_of=None):
    """Read and check a template file: its scenario part, its ``sweep:`` section and each placeholder's set.

    `game_of(name)` gives the Game a query is over (default :func:`dealt.kb.load_game`); a wrong section exits 2
    naming the file, the place, its line and what is allowed.
    """
    from dealt.kb import GAME_MODULES
    from dealt.sweep.card_sets import card_set
    data, lines = read_yaml(path, what="sweep template")
    digest = _digest(path)

    def error(where, problem, allowed=None):
        return InputError(path, where, problem, allowed=allowed, line=line_in(lines, where))

    if not isinstance(data, dict) or "sweep" not in data:
        raise error("sweep" if isinstance(data, dict) else "", "a sweep template is a scenario with a sweep: "
                    "section giving each placeholder's set, and this file has none.",
                    allowed="sweep: {placeholders: {NAME: [VALUES] or {cards: QUERY} or OTHER NAME}, combine: "
                            + COMBINE_FORMS + "}")
    section = data["sweep"]
    body = {k: v for k, v in data.items() if k != "sweep"}
    if not isinstance(section, dict):
        raise error("sweep", f"sweep must be a mapping, not {shown(section)}.", allowed=", ".join(SWEEP_FIELDS))
    for key in section:
        if key not in SWEEP_FIELDS:
            raise error(at("sweep", str(key)), f"{shown(key)} is not a field of sweep.", allowed=", ".join(SWEEP_FIELDS))
    raw = section.get("placeholders")
    if not isinstance(raw, dict) or not raw:
        raise error("sweep.placeholders", "sweep.placeholders must map each placeholder's name to its set.",
                    allowed="NAME: [VALUES] | {cards: QUERY} | OTHER NAME (the same set)")
    game_name = body.get("game")
    if game_name not in GAME_MODULES:
        raise error("game", f"{shown(game_name)} is not a game Dealt knows; a template's sets are read from its "
                    "game's cards.", allowed=", ".join(GAME_MODULES))
    if game_of is None:
        from dealt.kb import load_game as game_of
    used = _used(body, "", {})
    sets, said_sets = {}, {}
    for name, spec in raw.items():
        where = at("sweep.placeholders", str(name))
        if not isinstance(name, str) or not re.fullmatch(PLACEHOLDER.pattern[2:-2], name):
            raise error(where, f"{shown(name)} is not a placeholder name.",
                        allowed="lower-case letters, digits and _, starting with a letter (written {name} in the "
                                "scenario)")
        if name not in used:
            raise error(where, f"the placeholder {name} is never used: no text of the scenario holds {{{name}}}.",
                        allowed=", ".join(f"{{{n}}}" for n in used) or "a placeholder written {NAME} in the scenario")
        if isinstance(spec, str) and spec in raw:
            continue                                   # the same set as another placeholder: below
        if isinstance(spec, list):
            if not spec:
                raise error(where, f"the set of {name} is empty.", allowed="a list of at least one value")
            sets[name], said_sets[name] = tuple(spec), {"values": list(spec)}
        elif isinstance(spec, dict) and set(spec) == {"cards"}:
            cards = card_set(game_of(game_name), spec["cards"], path, at(where, "cards"), lines)
            sets[name], said_sets[name] = cards, {"query": spec["cards"], "values": list(cards)}
        else:
            raise error(where, f"the set of {name} must be a list of values, a query {{cards: QUERY}} over "
                        f"{game_name}'s modelled cards, or another placeholder's name, not {shown(spec)}.",
                        allowed="NAME: [VALUES] | {cards: QUERY} | " + " | ".join(n for n in raw if n != name))
    for name, spec in raw.items():
        if name not in sets:
            if spec not in sets:
                raise error(at("sweep.placeholders", name), f"{name} takes the set of {spec}, which itself takes "
                            "another's: name a placeholder with its own set.", allowed=", ".join(sets) or "none")
            sets[name], said_sets[name] = sets[spec], {"same_as": spec, "values": list(sets[spec])}
    unknown = [n for n in used if n not in raw]
    if unknown:
        raise error(used[unknown[0]], f"{{{unknown[0]}}} is no placeholder of sweep.placeholders.",
                    allowed=", ".join(raw))
    factors = _factors(section.get("combine", "product"), raw, sets, error)
    template = Template(file=str(path), game=game_name, body=body, lines=lines, factors=factors, sets=said_sets,
                        digest=digest)
    if template.count > MAX_SCENARIOS:
        raise error("sweep", f"the sweep would generate {template.count:,} scenarios, past Dealt's limit of "
                    f"{MAX_SCENARIOS:,}.", allowed="smaller sets, pairs instead of a product, or --limit")
    return template


def _factors(combine, raw, sets, error):
    """The factors of the product, in the order the placeholders are listed."""
    if combine == "product":
        return tuple(Factor((name,), sets[name]) for name in raw)
    where = "sweep.combine"
    if not isinstance(combine, dict) or len(combine) != 1 or next(iter(combine)) not in ("pairs", "distinct"):
        raise error(where, f"combine must be {COMBINE_FORMS}, not {shown(combine)}.", allowed=COMBINE_FORMS)
    form, group = next(iter(combine.items()))
    if not isinstance(group, list) or len(group) < 2 or len(set(map(str, group))) != len(group) or \
            any(g not in raw for g in group) or (form == "pairs" and len(group) != 2):
        raise error(at(where, form), f"{form} names {'two' if form == 'pairs' else 'two or more'} different "
                    f"placeholders, not {shown(group)}.", allowed=", ".join(raw))
    first = sets[group[0]]
    for name in group[1:]:
        if sets[name] != first:
            raise error(at(where, form), f"{name} and {group[0]} take distinct values of one set, so {name}'s set "
                        f"must be {group[0]}'s (write `{name}: {group[0]}`).", allowed=f"{name}: {group[0]}")
    if len(set(map(_hashable, first))) != len(first):
        raise error(at("sweep.placeholders", group[0]), f"the set of {group[0]} names a value twice; {form} "
                    "takes distinct values.", allowed="each value once")
    factors, grouped = [], False
    for name in raw:
        if name in group:
            if not grouped:
                factors.append(Factor(tuple(group), first, distinct=True))
                grouped = True
        else:
            factors.append(Factor((name,), sets[name]))
    return tuple(factors)


def _hashable(value):
    return repr(value)


def _digest(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()[:16]


def is_template(path):
    """Whether the YAML file at `path` is a sweep template (a top-level ``sweep:``), not a scenario to resolve as
    it is (for whatever walks examples/: the corpus, tests over every example)."""
    try:
        data, _ = read_yaml(path, what="sweep template")
    except InputError:
        return False
    return isinstance(data, dict) and "sweep" in data
