"""How a fact and its fields are said to people: the words a why-not uses for a condition that failed.

A rule's condition is a fact pattern (:mod:`dealt.inference.conditions`); when it fails, the why-not says the
fact that came closest and its field that did not match, or that no such fact exists, or that one blocked a
``NOT``. Each template may say:

- ``subject``: how one of its facts is named ("{id}", "player {name}");
- per field, the sentence for that field not being what the rule asks (``{subject}``, ``{actual}``, ``{wanted}``
  and the fact's own fields are filled in): ``health="{subject} has {actual} Health"``;
- ``absent``: the sentence when no fact of it matches (filled from what the pattern asked);
- ``present``: the sentence when one blocks a ``NOT`` (filled from that fact's fields).

A game adds the words of its own templates with :func:`say` in its facts module, and may say a shared template's
field in its own terms (``say("DamageEvent", game="hearthstone", lost=...)``), which then wins for that game.
Words are a template string, or a function of the values (a dict) returning one. A field without words is said
as "{subject}'s <field> is {actual}, not {wanted}".
"""

SUBJECT, FIELDS, ABSENT, PRESENT = {}, {}, {}, {}


def say(template, subject=None, absent=None, present=None, game=None, **fields):
    """Register the words of a template (by name), for every game or for one: see the module's docstring."""
    if subject is not None:
        SUBJECT[game, template] = subject
    if absent is not None:
        ABSENT[game, template] = absent
    if present is not None:
        PRESENT[game, template] = present
    for name, words in fields.items():
        FIELDS[game, template, name] = words


def words_for(table, game, *key):
    """The words registered for `key` in `table`: the game's own, else every game's, else None."""
    return table.get((game, *key), table.get((None, *key)))


def said(words, values):
    """Words (a template or a function of the values) filled with `values`."""
    from dealt.inference.ruling_text import fill
    return words(values) if callable(words) else fill(words, values)


def field_words(name):
    """A field's name as words (``max_health`` -> "max health")."""
    return name.replace("_", " ")


# --- the templates every game shares (facts/templates.py) ------------------------------------------------
say("Entity", subject="{id}",
    absent="{id} is not in play",
    kind="{subject} is a {actual}, not a {wanted}",
    controller="{subject} is player {actual}'s, not player {wanted}'s",
    destroyed="{subject} ({card}) was already destroyed: its text acts only while it is in play",
    doomed="{subject} ({card}) is already about to be destroyed",
    health="{subject} has {actual} Health",
    armor="{subject} has {actual} Armor",
    attack="{subject} has {actual} Attack",
    durability="{subject} has {actual} Durability",
    damage="{subject} has {actual} damage marked",
    might="{subject} has {actual} Might",
    location="{subject} is at {actual}, not {wanted}",
    prevent="{subject} has {actual} left to prevent",
    max_health="{subject}'s maximum Health is {actual}",
    attached_to="{subject} is attached to {actual}, not {wanted}")
say("Keyword", subject="{entity}",
    absent="{entity} does not have {name}",
    present="{entity} has {name}")
say("Effect", subject="{card} ({host})",
    controller="{subject} is player {actual}'s effect, not player {wanted}'s",
    host="{subject} is on {actual}, not {wanted}",
    active="{subject} is not active now",
    this_turn="{subject} does not last only this turn")
say("Player", subject="player {name}",
    active="it is not player {name}'s turn" ,
    absent="there is no player {name}")
say("DamageEvent", subject="{id}",
    prevented="{subject} was already prevented",
    source_kind="{subject}'s source is a {actual}, not a {wanted}",
    target="{subject} is dealt to {actual}, not {wanted}",
    source="{subject} comes from {actual}, not {wanted}",
    controller="{subject} is player {actual}'s damage, not player {wanted}'s",
    spell_damage_applies="Spell Damage does not apply to {subject}",
    amount="{subject}'s damage is {actual}",
    lost="{subject} took {actual} from Health+Armor")
