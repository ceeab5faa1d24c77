"""Why not: the effects in play that did not act on a Damage Event, and why.

The reason is read from the rules themselves (:func:`reason_from_rules`): an effect passed over at its slot
was checked by the rules of its mechanic; each is matched again, condition by condition, against the facts live
when the event passed it (:mod:`dealt.inference.conditions`), and the first condition the closest rule could not
satisfy is said in words (its ``TEST``'s sentence, its template's field words: :mod:`dealt.facts.words`).

Two lists, with one filter: an effect belongs to either only when its mechanic's
:class:`~dealt.kb.mechanics.Reach` admits the event (``MechanicRegistry.reaches``), so that an effect
that could never have acted on it (Frothing Berserker, which watches minions, for damage to a hero)
is in neither. "Checked and did not apply" (:class:`CheckedAndNotApplied`, read into the outcome,
so ``--json``, ``why`` and the graph say the same) is an effect whose slot the event passed over;
its reason is the failed condition of its rules, or the ruling that made it dormant (a Secret on its
controller's turn). "Never reached"
(:func:`unreached`) is an effect that would have been checked had the event not been prevented.
"""
from functools import cached_property, lru_cache

from dealt.facts import words
from dealt.inference import conditions
from dealt.inference.ruling_text import fill, sentence_and_source


def effects_in_play(trace):
    """Each Effect fact's fields (as declared), by effect id."""
    out = {}
    for node in trace.facts_of("Effect"):
        data = trace.graph.nodes[node]["data"]
        out.setdefault(data["id"], data)
    return out


def dormant_effects(trace):
    """Effect id -> the firing that made it dormant (a Secret on its controller's own turn): the reason
    its rules did not apply."""
    return {trace.graph.nodes[n]["data"]["effect"]: trace.producer(n) for n in trace.facts_of("Dormant")
            if trace.producer(n) is not None}


class CheckedAndNotApplied:
    """The "checked and did not apply" list of each event of one run (:meth:`of`); what they share
    (the effects in play, the dormant ones, the timeline) is read from the trace once, when first needed.

    `entities` gives each board id's kind and controller.
    """

    def __init__(self, game, trace, entities, engine=None):
        self.game, self.trace, self.entities, self.engine = game, trace, entities, engine

    @cached_property
    def effects(self):
        return effects_in_play(self.trace)

    @cached_property
    def dormant(self):
        return dormant_effects(self.trace)

    @cached_property
    def live(self):
        return conditions.LiveFacts(self.trace)

    def of(self, passed):
        """The effects an event passed over (`passed`: (firing, event data then) pairs) that its reach
        admits, each with what it does (its summary, parameters filled) and why it did not apply."""
        from dealt.inference.outcome import ruling
        trace, registry = self.trace, self.game.registry
        out = []
        for firing, event in passed:
            slot = next(trace.graph.nodes[n]["data"] for n in trace.matched(firing)
                        if trace.graph.nodes[n]["template"] == "Slot")
            effect = self.effects.get(slot["effect"])
            if effect is None or not registry.reaches(effect, event, self.entities):
                continue                   # it could never have acted on this event: nothing to say
            mechanic = registry[effect["mechanic"]]
            seq = trace.firing(firing)["seq"]
            reason = reason_from_rules(self.game, trace, self.live, firing, "Effect", effect["mechanic"], self.engine)
            if reason is None and slot["effect"] in self.dormant:
                r = ruling(trace, self.dormant[slot["effect"]])
                reason = {k: r[k] for k in ("rule", "ruling", "source")} | {"said": True}
            out.append({"card": effect["card"], "mechanic": effect["mechanic"], "host": effect["host"],
                        "step": slot["step"], "amount": event["amount"], "seq": seq,
                        "does": mechanic.says(self.params(effect)), "reason": reason})
        return out

    def params(self, effect):
        """An effect's parameters: its card file's for its mechanic, then those its Effect fact carries
        (a board may set them: Magic's shield amount)."""
        card = self.game.cards.get(effect["card"].lower())
        given = next((p for name, p in card.mechanics if name == effect["mechanic"]), {}) if card else {}
        return {**given, **effect}


def unreached(outcome, event):
    """Effects in play that never got to act on this event because it was prevented first.

    That is every effect with a slot at a later step, and at the preventing step every effect
    that neither acted nor was checked, among those that would have been checked had the event
    gone on: its mechanic's reach admits the event (as for "checked and did not apply"), and it is
    not dormant (a Secret on its controller's own turn). Behind an effect of the same card that
    prevented it (a second Bolf Ramshield), it says that only the first in play acts.
    """
    if not event["prevented"]:
        return []
    sequence, registry, trace = outcome.game.sequence, outcome.game.registry, outcome.trace
    stopped = next((s for s in event["steps"] if s["prevented"]), None)
    if stopped is None:             # no ruling of its ledger prevented it (Magic: its parts were each prevented)
        return []
    seen = {s["host"] for s in event["steps"]} | {m["host"] for m in event["not_applied"]}
    in_play = effects_in_play(trace)
    dormant = dormant_effects(trace)
    out = []
    for effect_id, effect in outcome.effects.items():
        mechanic = registry[effect["mechanic"]]
        fields = in_play.get(effect_id)
        if effect_id in dormant or (fields is not None and not registry.reaches(fields, event, outcome.board)):
            continue                     # it could never have acted on this event
        title = sequence[stopped["step"]].title if stopped["step"] in sequence.by_name else stopped["step"]
        because = (f"{stopped['card']} stopped the event first, at {title}" if stopped["card"] else
                   f"the event was stopped first, at {title}: {stopped['ruling'].rstrip('.')}")
        if stopped["card"] == effect["card"] and stopped["host"] != effect["host"]:
            because += f" ({stopped['host']}, earlier in play: only the first {effect['card']} in play acts)"
        for step, _ in mechanic.timings:
            if step not in sequence.by_name:
                continue                 # a slot outside the Damage Event (Riftbound's Bonus Damage total)
            later = sequence.rank(step) > sequence.rank(stopped["step"])
            same_step_unseen = step == stopped["step"] and effect["host"] not in seen
            if later or same_step_unseen:
                out.append({"card": effect["card"], "host": effect["host"], "step": step, "because": because})
                break
    return out


# --- the reason, from the rules of the effect's mechanic ----------------------------------------------------
@lru_cache(maxsize=None)
def _rules_of_mechanics(game_rules_key, template):
    """mechanic -> the rules (in definition order) with a pattern of `template` whose ``mechanic`` field names it."""
    rules = _RULES[game_rules_key]
    found = {}
    for rule in rules:
        if getattr(rule, "housekeeping", False):
            continue
        for element in conditions.conditions(rule):
            if type(element).__name__ != template:
                continue
            how = dict(conditions.fields_of(element)).get("mechanic")
            names = [None] if how is None or isinstance(how, conditions.W) else _mechanic_names(how)
            for name in names:              # None: a rule over effects of any mechanic (its TESTs choose)
                if rule not in found.get(name, ()):
                    found.setdefault(name, []).append(rule)
    return found


def _mechanic_names(how):
    if isinstance(how, (conditions.ORFC, conditions.ANDFC)):
        return [n for part in how for n in _mechanic_names(part)]
    if isinstance(how, (conditions.P, conditions.NOTFC, conditions.W)):
        return []
    return [conditions._literal(how)]


_RULES = {}


def rules_for(game, template, mechanic, engine=None):
    """The rules that act for an effect of `mechanic` (a `template` fact: Effect, MtgEffect): those that name it,
    else those over an effect of any mechanic; the rules of the `engine` that ran (only what the board needed:
    nothing more is imported), else every rule of `game`."""
    key = type(engine) if engine is not None else game.name
    if key not in _RULES:
        _RULES[key] = tuple(engine.get_rules()) if engine is not None else tuple(game.rules().values())
    by_mechanic = _rules_of_mechanics(key, template)
    return by_mechanic.get(mechanic) or by_mechanic.get(None, [])


def reason_from_rules(game, trace, live, firing, template, mechanic, engine=None):
    """Why no rule of an effect's mechanic acted when `firing` passed it over: the first failed condition of the
    rule that came closest, in words ({rule, ruling, source, condition, said}), or None when no rule is known."""
    seq = trace.firing(firing)["seq"]
    anchors = {}
    for node in trace.matched(firing):
        anchors.setdefault(trace.graph.nodes[node]["template"], []).append((node, trace.graph.nodes[node]["data"]))
    best, best_key = None, None
    for rule in rules_for(game, template, mechanic, engine):
        failure = conditions.first_failure(rule, live, seq, anchors)
        if failure is None or _not_this_moment(failure, anchors):
            continue                        # another step's rule (or one that would have fired: not the reason)
        key = (not _another_variant(failure, template), failure.depth)
        if best is None or key > best_key:
            best, best_key = failure, key
    if best is None:
        return None
    text, said = say_failure(best, trace, game.name, live.ids)
    rule, source = best.rule.__name__, sentence_and_source(best.rule.__doc__ or "")[1]
    stopped_by = _blocking_ruling(best, trace)
    if stopped_by is not None:           # a ruling's fact stopped it (a Secret made dormant): that ruling is the reason
        rule, source = stopped_by["rule"], stopped_by["source"]
    return {"rule": rule, "ruling": text, "source": source, "condition": best.kind, "said": said}


def _blocking_ruling(failure, trace):
    """The ruling whose fact blocked a failed ``NOT`` (the firing that declared it, when not housekeeping)."""
    if failure.kind != "blocked" or not failure.node:
        return None
    producer = trace.producer(failure.node)
    if producer is None or trace.firing(producer)["housekeeping"]:
        return None
    from dealt.inference.outcome import ruling
    return ruling(trace, producer)


#: the fields that place an event at a moment of its sequence (its step or stage, its cursor among the slots)
MOMENT_FIELDS = frozenset({"step", "stage", "cursor", "position", "slot", "turn"})


def _not_this_moment(failure, anchors):
    """A rule whose pattern for a fact of the passing firing (its event, its slot) asks another step, stage or
    slot than that fact's: a rule of another moment of the sequence, not a reason at this one."""
    return failure.kind == "field" and failure.template in anchors and failure.field in MOMENT_FIELDS


class _Named(str):
    """A fact bound by a rule (``AS.event``), said by its id, whose fields a sentence may read: ``{event[source_card]}``."""

    def __new__(cls, fact, ids=frozenset()):
        named = super().__new__(cls, fact.get("id") or fact.get("name") or fact.get("entity") or "")
        named.fact, named.ids = fact, ids
        return named

    def __getitem__(self, key):
        if isinstance(key, str):
            return _shown(self.fact.get(key), self.ids)
        return str.__getitem__(self, key)


def _another_variant(failure, template):
    """A rule for another variant of the effect's mechanic: it asks the effect's own fact for another literal
    (Spell Damage for any school, when this one's is for Nature): its reason is said only if no rule is closer."""
    return failure.kind == "field" and failure.template == template and not isinstance(
        failure.wanted, (conditions.W, conditions.P, conditions.NOTFC, conditions.ANDFC))


def _plain(value, ids=frozenset()):
    if isinstance(value, dict):
        return _Named(value, ids)
    if isinstance(value, (list, tuple)):
        return ", ".join(map(str, value))
    return value


def _values(failure, ids=frozenset()):
    return {k: _plain(v, ids) for k, v in failure.bindings.items() if isinstance(k, str)}


def _shown(value, ids=frozenset()):
    """A value as a why-not says it: a flag as yes/no, nothing as "none", a name's underscores as spaces (not a
    board id's: `ids`)."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value == "":
        return "none"
    if isinstance(value, (list, tuple)):
        return " or ".join(_shown(v, ids) for v in value) if value else "none"
    if value is None:
        return ""
    return str(value) if str(value) in ids else str(value).replace("_", " ")


def say_failure(failure, trace, game=None, ids=frozenset()):
    """(sentence, said): the failed condition in words; `said` is False when no words were written for it
    (the sentence then names the values only, and tests/test_why_not_reasons.py reports it)."""
    values = _values(failure, ids)

    def _shown_as(value):
        return _shown(value, ids)
    if failure.kind == "test":
        function = failure.pattern
        computed = {name: conditions._call(f, failure.bindings) for name, f in getattr(function, "computed", {}).items()}
        if getattr(function, "fails", None):
            return fill(function.fails, {**values, **computed}), True
        names = ", ".join(f"{k} {_shown_as(values.get(k))}" for k in _arguments(function))
        return f"the condition of its rule on {names} did not hold", False
    template = failure.template
    if failure.kind == "blocked":
        stopped_by = _blocking_ruling(failure, trace)
        if stopped_by is not None:
            return stopped_by["ruling"].rstrip("."), True
        data = {k: _shown_as(v) for k, v in failure.fact.items()}
        present = words.words_for(words.PRESENT, game, template)
        if present is not None:
            return words.said(present, {**values, **data}), True
        return f"there is a {template} ({', '.join(f'{k} {v}' for k, v in data.items())})", False
    if failure.kind == "absent":
        asked = {name: _shown_as(_asked(how, failure.bindings)) for name, how in conditions.fields_of(failure.pattern)}
        absent = words.words_for(words.ABSENT, game, template)
        if absent is not None:
            return words.said(absent, {**values, **asked}), True
        return f"there is no {template} with " + ", ".join(f"{words.field_words(k)} {v}" for k, v in asked.items()), False
    data = {k: _shown_as(v) for k, v in failure.fact.items()}
    subject = words.said(words.words_for(words.SUBJECT, game, template) or "{id}", data)
    wanted = conditions.wanted_value(failure)
    filled = {**values, **data, "subject": subject, "actual": _shown_as(failure.actual), "wanted": _shown_as(wanted)}
    predicate = conditions.predicate_of(failure.wanted)
    if predicate is not None and getattr(predicate, "fails", None):
        return fill(predicate.fails, filled), True
    field_said = words.words_for(words.FIELDS, game, template, failure.field)
    if field_said is not None:
        return words.said(field_said, filled), True
    if wanted is None:
        return f"{subject}'s {words.field_words(failure.field)} is {filled['actual']}", False
    return f"{subject}'s {words.field_words(failure.field)} is {filled['actual']}, not {filled['wanted']}", True


def _asked(how, bindings):
    """What a pattern's field asks, as a value (a literal, or a variable's bound value), for an "absent" sentence."""
    if isinstance(how, conditions.W):
        return bindings.get(how.__bind__, "any")
    if isinstance(how, (conditions.P, conditions.NOTFC, conditions.ANDFC, conditions.ORFC)):
        return "a value its rule accepts"
    return conditions._literal(how)


def _arguments(function):
    import inspect
    return list(inspect.signature(function).parameters)
