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
own text, never inside its Battlecry. A card's later sentences go on with its first ability (a spell's or Hero
Power's, or a minion's Battlecry: "Battlecry: Deal 5 damage to your hero. Gain 5 Armor."): each may be a
further ability that waits for its turn (:mod:`..rules.ability_order`: drawing, Armor, healing its hero,
summoning, a weapon, the hero's Attack; Fireplace, Shiv ``play = Hit(TARGET, 1), Draw(CONTROLLER)``), in the
text's order, and so may its damage abilities, after them or after each other (Fortify, "Gain 3 Armor. Deal
damage equal to your Armor to an enemy minion."; "Deal 2 damage to all enemies. Deal 2 damage to a random enemy
minion.": each waits for its turn, :data:`..rules._flow.WAITS_FOR_ITS_TURN`). A second ability choosing a target
(or naming a hero: one per card, the hero the card database's named target holds; "Deal 3 damage to your hero."
after another ability is no target but its own mechanic, :mod:`.damage_more`), an ability after a later step (``then``)
or after a query of the target (role ``query``: "If it dies, gain 5 Armor.", :mod:`.later_steps`), a later step after
two damage abilities
(whose events would it query?), or a mechanic named twice, stays unread. A trigger prefix's
clause (:mod:`.triggers`, its builder a :class:`~dealt.kb.hearthstone.grammar.Trigger`) is an effect of the card
in play, its mechanics given ``when`` (:func:`as_triggered`), not one of its abilities; as in a card file, each
mechanic is named once for each ``when``.
"""
import re

from dealt.kb.hearthstone.db_keywords import KEYWORD_FROM_TAGS, KEYWORD_NOT_APPLIED, keyword_lead, mechanics_from_tags
from dealt.kb.hearthstone.grammar.damage import _chooses
from dealt.kb.hearthstone.grammar import ABILITY, ANYWHERE, FOLLOWUP, IN_PLAY, Derivation, Reading, Trigger, families

#: a sentence ends at ".", "!" or "?" followed by a space (the card's own sentences)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
#: a Hero Power's text opens with its label, with no punctuation after it ("Hero Power Deal 1 damage.")
_HERO_POWER_LABEL = "Hero Power "
#: kinds of card whose own sentences are an ability: a spell, a Hero Power (never a Secret or a Quest)
_ABILITY_CARDS = frozenset({"SPELL", "HERO_POWER", "LOCATION"})
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
            built = template.build(match, record)
            if built is None:
                continue
            trigger = built if isinstance(built, Trigger) else None
            if trigger is None:                          # a play-time prefix: what it maps to itself (a condition)
                inner = read_clause(match[INNER], record, (ABILITY, ANYWHERE), templates=templates) or (
                    read_clause(_as_sentence(match[INNER]), record, (ABILITY, ANYWHERE), templates=templates)
                    if match[INNER][:1].islower() else None)
                if inner is not None:
                    own = built if _has_ability(inner) else ()   # "If you control a Mech, Discover a Mech.": nothing to condition
                    return Reading(clause, f"{template.name} > {inner.template}",
                                   tuple((m, tuple(sorted(p.items()))) for m, p in own) + inner.mechanics)
                continue
            inner = read_clause(trigger.inner, trigger.record, (ABILITY, ANYWHERE), templates=templates)
            mechanics = None if inner is None else as_triggered(inner.mechanics, trigger)
            if trigger.played_too and mechanics:     # also its Battlecry: read as the card played
                played = read_clause(trigger.inner, record, (ABILITY, ANYWHERE), templates=templates)
                mechanics = mechanics if played is not None and played.mechanics == inner.mechanics else None
            if mechanics is not None:
                return Reading(clause, f"{template.name} > {inner.template}", mechanics)
            continue
        built = template.build(match, record)
        if built is not None:
            return Reading(clause, template.name,
                           tuple((m, tuple(sorted(p.items()))) for m, p in built))
    return None


def _as_sentence(clause):
    """A clause after a condition's comma as a sentence of its own ("If you're holding a Dragon, gain 5 Armor." ->
    "Gain 5 Armor."): the same words, capitalised as the templates read them."""
    return clause[0].upper() + clause[1:]


def as_triggered(mechanics, trigger):
    """`mechanics` (a reading's) as the ability of `trigger` (:class:`~dealt.kb.hearthstone.grammar.Trigger`),
    each with ``when``, or None when that cannot be on the board: a mechanic that is no ability (a later step)
    nor a condition checked when it triggers (:data:`.conditions_more.CHECKED_WHEN_IT_TRIGGERS`), a kind of card
    that cannot host it, or a target the board would not read from the card's text."""
    from dealt.kb.hearthstone.grammar.conditions_more import CHECKED_WHEN_IT_TRIGGERS
    from dealt.kb.hearthstone.mechanics import REGISTRY
    if not mechanics:
        return mechanics
    if not trigger.hosted or any(REGISTRY[m].role != "ability" and not (
            REGISTRY[m].role == "condition" and dict(p).get("condition") in CHECKED_WHEN_IT_TRIGGERS)
            for m, p in mechanics):
        return None
    if any(REGISTRY[m].targets for m, _ in mechanics) and not trigger.record.named_target:
        return None
    triggered = tuple((m, tuple(sorted(dict(p, when=trigger.when).items()))) for m, p in mechanics)
    return (mechanics + triggered) if trigger.played_too else triggered


def _when(params):
    return dict(params).get("when")


def _may_continue(reading, own_ability):
    """Whether the sentences after this first ability go on with it: a spell's or Hero Power's own sentence,
    or a minion's Battlecry (its later sentences are the Battlecry's too), never a triggered ability."""
    untriggered = not any(dict(params).get("when") for _, params in reading.mechanics)
    return untriggered and (own_ability or reading.template.startswith("battlecry >"))


def _damage_abilities(reading):
    """The ability mechanics of `reading` that are not of :data:`..rules._flow.IN_TURN` (damage abilities)."""
    from dealt.kb.hearthstone.mechanics import REGISTRY
    from dealt.kb.hearthstone.rules._flow import IN_TURN
    return [m for m, p in reading.mechanics if REGISTRY[m].role == "ability" and m not in IN_TURN and _when(p) is None]


def _targeting(reading):
    """Whether `reading` has an ability that chooses a target or names a hero (the card's one target)."""
    from dealt.kb.hearthstone.mechanics import REGISTRY
    return any(REGISTRY[m].role == "ability" and REGISTRY[m].targets and _when(p) is None for m, p in reading.mechanics)


def _a_later_ability(reading, continues, targeted):
    """Whether `reading` may be a card's second (third ...) ability: it goes on with the first, and it is an
    ability that waits for its turn (:data:`..rules._flow.IN_TURN`), or one damage ability (it waits too,
    :data:`..rules._flow.WAITS_FOR_ITS_TURN`: "Spells and effects with two steps ... resolve all Damage Events
    before ... moving to their next step", Hearthstone wiki, Damage Events); never a damage ability with a second
    target (`targeted`: an ability before it chose one or named a hero)."""
    if any(dict(params).get("when") for _, params in reading.mechanics):
        return False                  # a triggered ability (Deathrattle: ...) does not go on with the play-time one
    damage = _damage_abilities(reading)
    return continues and len(damage) <= 1 and not (damage and targeted and _targeting(reading))


def _a_conditioned_step(reading):
    """Whether `reading` is a later step with a condition of its own ("Deal 5 damage to a minion. If you're holding a
    Dragon, gain 5 Armor."): one "only if" and abilities that act in their turn (:data:`..rules._flow.IN_TURN`), no
    damage; the condition gates that step alone (:func:`...board._gated_stage`, :mod:`...rules.conditions`)."""
    from dealt.kb.hearthstone.mechanics import REGISTRY
    from dealt.kb.hearthstone.rules._flow import IN_TURN
    kinds = [(m, REGISTRY[m].role) for m, p in reading.mechanics]
    return ([m for m, role in kinds if role == "condition"] == ["only_if"]
            and all(m in IN_TURN for m, role in kinds if role == "ability")
            and all(role in ("condition", "ability") for _, role in kinds))


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
    card's abilities (:mod:`...rules.conditions`), not its later steps. A later ability with a condition of its own
    is read where it acts in its turn (:func:`_a_conditioned_step`): the condition gates it alone."""
    from dealt.kb.hearthstone.grammar.no_damage import KEYWORD_TEMPLATES
    from dealt.kb.hearthstone.mechanics import REGISTRY
    templates = _ordered_templates()
    own_ability = record.type in _ABILITY_CARDS and not _NOT_AN_ABILITY.intersection(record.mechanics)
    readings, unread, ability, named, continues, targeted, damage_count = [], [], None, set(), False, False, 0
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
        places = (ANYWHERE, IN_PLAY) + ((ABILITY,) if (own_ability and ability is None) or continues else ()) + (
            (FOLLOWUP,) if ability is not None else ())
        reading = read_clause(clause, record, places, after=ability, templates=templates)
        # a triggered ability (``when``) is an effect of the card in play, not its ability when played
        roles = [REGISTRY[m].role for m, p in reading.mechanics if _when(p) is None] if reading else []
        keys = {(m, _when(p)) for m, p in reading.mechanics} if reading else set()
        conditioned = {("only_if", None), ("instead_if", None)} & named     # a condition gates every ability of the card
        if (reading is None or named & keys
                or ("ability" in roles and ability is not None
                    and (conditioned or ("condition" in roles and not _a_conditioned_step(reading))
                         or not _a_later_ability(reading, continues, targeted)))
                or _condition_on_a_trigger(reading, roles) or ("then" in roles and (conditioned or damage_count > 1))):
            unread.append(clause)
            continue
        if "ability" in roles:
            continues = ability is None and _may_continue(reading, own_ability) or (ability is not None and continues)
            damage = _damage_abilities(reading)
            # a later step follows the card's damage ability (Mortal Coil's query), else its first
            ability = damage[0] if damage else ability or next(
                m for m, p in reading.mechanics if REGISTRY[m].role == "ability" and _when(p) is None)
            damage_count += len(damage)
            targeted = targeted or _targeting(reading)
        if "then" in roles:
            continues = False                 # a later step acts after every ability: no ability after it
        if "query" in roles:
            continues = False                 # an ability gated by a query of the target: no ability after it
        named |= keys
        readings.append(reading)
    if _chooses(record) and not any(_targeting(r) for r in readings):
        # the card chooses a target no reading takes: its untargeted damage clauses stay unread (the one taking it is)
        unread += [r.clause for r in readings if _damage_abilities(r) or _triggered_damage(r)]
        readings = [r for r in readings if not (_damage_abilities(r) or _triggered_damage(r))]
    return Derivation(tuple(readings), tuple(unread))


def _triggered_damage(reading):
    """Whether a reading has a triggered ability (``when``) that is not of :data:`..rules._flow.IN_TURN`."""
    from dealt.kb.hearthstone.mechanics import REGISTRY
    from dealt.kb.hearthstone.rules._flow import IN_TURN
    return any(REGISTRY[m].role == "ability" and m not in IN_TURN and _when(p) for m, p in reading.mechanics)
