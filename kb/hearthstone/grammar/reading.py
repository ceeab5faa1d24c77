"""Reading a card's text: the clause splitter and :func:`read_card`.

A card's plain text is cut into clauses: first the keywords it opens with (``Taunt Divine Shield``,
``Lifesteal.``; :func:`~dealt.kb.hearthstone.db_keywords.keyword_lead`, whose classification decides: a
keyword Dealt applies or that cannot change damage is read, one Dealt does not apply stays unread), then a
Hero Power's label (``Hero Power``), then its sentences. A keyword Dealt does not apply from its tag may still
be read by a template mapping it to a mechanic (Spell Damage +N, :mod:`.effects`). Each sentence is read by the first template (in
the order of :func:`~dealt.kb.hearthstone.grammar.families`) whose pattern matches all of it and whose
builder accepts the card.

Where a clause may stand: a spell's or Hero Power's sentences are its ability; a minion's ability is its
Battlecry (:mod:`.prefixes`); a later step (``If it dies, draw a card.``) only after an ability's damage
clause; a no-damage clause anywhere, a Battlecry's too; a minion's effect in play (:mod:`.effects`) only in its
own text, never inside its Battlecry. A derived card has one ability (a card file names each mechanic once, and the
order of two abilities of one card is not modelled): a second ability clause stays unread.
"""
import re

from dealt.kb.hearthstone.db_keywords import KEYWORD_FROM_TAGS, KEYWORD_NOT_APPLIED, keyword_lead, mechanics_from_tags
from dealt.kb.hearthstone.grammar import ABILITY, ANYWHERE, FOLLOWUP, IN_PLAY, Derivation, Reading, families

#: a sentence ends at ".", "!" or "?" followed by a space (the card's own sentences)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
#: a Hero Power's text opens with its label, with no punctuation after it ("Hero Power Deal 1 damage.")
_HERO_POWER_LABEL = "Hero Power "
#: kinds of card whose own sentences are an ability: a spell, a Hero Power (never a Secret or a Quest)
_ABILITY_CARDS = frozenset({"SPELL", "HERO_POWER"})
_NOT_AN_ABILITY = frozenset({"SECRET", "QUEST", "SIDE_QUEST", "QUESTLINE", "OBJECTIVE"})


def split_clauses(record):
    """[(clause, keyword tag or None, how Dealt treats that keyword or None), ...] of `record`'s text."""
    lead, rest = keyword_lead(record)
    out = [(words, tag, how) for words, tag, how in lead]
    if record.type == "HERO_POWER" and rest.startswith(_HERO_POWER_LABEL):
        out.append((_HERO_POWER_LABEL.strip(), None, None))
        rest = rest[len(_HERO_POWER_LABEL):]
    out += [(sentence, None, None) for sentence in _SENTENCE_END.split(rest.strip()) if sentence]
    return out


def _ordered_templates():
    return [t for family in families() for t in family.TEMPLATES]


def read_clause(clause, record, places, after=None, templates=None):
    """The :class:`Reading` of one clause by the first template allowed in `places` that reads it, or None.
    `after` is the mechanic of the ability read before it (for a later step)."""
    from dealt.kb.hearthstone.grammar.prefixes import INNER
    for template in templates or _ordered_templates():
        if template.where not in places or (template.follows and after not in template.follows):
            continue
        match = template.pattern.fullmatch(clause)
        if match is None:
            continue
        if INNER in template.pattern.groupindex:         # a prefix: its inner clause is the card's ability
            own = template.build(match, record)          # what the prefix itself maps to (a condition)
            if own is None:
                continue
            inner = read_clause(match[INNER], record, (ABILITY, ANYWHERE), templates=templates)
            if inner is not None:
                if not _has_ability(inner):     # "If you control a Mech, Discover a Mech.": nothing to condition
                    own = ()
                return Reading(clause, f"{template.name} > {inner.template}",
                               tuple((m, tuple(sorted(p.items()))) for m, p in own) + inner.mechanics)
            continue
        built = template.build(match, record)
        if built is not None:
            return Reading(clause, template.name,
                           tuple((m, tuple(sorted(p.items()))) for m, p in built))
    return None


def _has_ability(reading):
    """Whether a reading maps to an ability mechanic (what a condition's prefix would gate)."""
    from dealt.kb.hearthstone.mechanics import REGISTRY
    return any(REGISTRY[m].role == "ability" for m, _ in reading.mechanics)


def _condition_on_a_trigger(reading, roles):
    """Whether a reading puts a condition (role "condition", :mod:`.conditions`) on a triggered ability (a
    ``when``): conditions are checked as the card is played (:mod:`...rules.conditions`), never when a trigger
    acts (a Deathrattle's "If you're holding a Dragon"), so such a clause stays unread."""
    return "condition" in roles and any(dict(params).get("when") for _, params in reading.mechanics)


def read_card(record):
    """The :class:`~dealt.kb.hearthstone.grammar.Derivation` of `record`: every clause read or quoted unread. A later
    step (role "then") after an ability read with a condition (``only_if``) stays unread: the condition gates the
    card's abilities (:mod:`...rules.conditions`), not its later steps."""
    from dealt.kb.hearthstone.grammar.no_damage import KEYWORD_TEMPLATES
    from dealt.kb.hearthstone.mechanics import REGISTRY
    templates = _ordered_templates()
    own_ability = record.type in _ABILITY_CARDS and not _NOT_AN_ABILITY.intersection(record.mechanics)
    readings, unread, ability, named = [], [], None, set()
    for clause, tag, how in split_clauses(record):
        if tag is not None:
            if how == KEYWORD_FROM_TAGS:      # Spell Damage: the mechanic its tags give it
                readings.append(Reading(clause, KEYWORD_TEMPLATES[how].name,
                                        tuple((m, tuple(sorted(p.items()))) for m, p in mechanics_from_tags(record))))
            elif how != KEYWORD_NOT_APPLIED:
                readings.append(Reading(clause, KEYWORD_TEMPLATES[how].name))
            elif (reading := read_clause(clause, record, (IN_PLAY,), templates=templates)) is not None:
                readings.append(reading)      # a keyword no rule reads from the tags, that a template maps
            else:
                unread.append(clause)
            continue
        places = (ANYWHERE, IN_PLAY) + ((ABILITY,) if own_ability and ability is None else ()) + (
            (FOLLOWUP,) if ability is not None else ())
        reading = read_clause(clause, record, places, after=ability, templates=templates)
        roles = [REGISTRY[m].role for m, _ in reading.mechanics] if reading else []
        if reading is None or ("ability" in roles and ability is not None) or named & {m for m, _ in reading.mechanics} \
                or _condition_on_a_trigger(reading, roles) or ("then" in roles and "only_if" in named):
            unread.append(clause)
            continue
        if "ability" in roles:
            ability = next(m for m, _ in reading.mechanics if REGISTRY[m].role == "ability")
        named |= {m for m, _ in reading.mechanics}
        readings.append(reading)
    return Derivation(tuple(readings), tuple(unread))
