"""What happens while a Magic spell waits on the stack (``before_resolution``, the form every game shares:
:mod:`dealt.kb.before_resolution`), checked before anything is declared.

Magic's changes: ``{leaves: ID}`` (the permanent leaves the battlefield: destroyed, sacrificed, returned to
hand) and ``{gains: ID, keywords: [hexproof | shroud]}``. With changes, the spell's damage event is made
only as the spell resolves, once its targets have been checked (608.2b).
"""
from dealt.facts.errors import at
from dealt.facts.mtg import MtgChange, Resolution
from dealt.kb.before_resolution import Vocabulary, read_changes

#: the keywords a permanent may gain before the spell resolves, each making it an illegal target (702.18a, 702.11b)
TARGETING_KEYWORDS = ("hexproof", "shroud")


def _change(scenario, where, kind, entity, raw, order):
    if entity["kind"] not in ("creature", "planeswalker", "battle", "enchantment", "artifact", "land"):
        raise scenario.error(at(where, kind), f"{entity['id']} is an {entity['kind']}, not a permanent; only a "
                             "permanent leaves the battlefield or gains a keyword here.")
    keywords = raw.get("keywords")
    if kind == "leaves":
        if "keywords" in raw:
            raise scenario.error(at(where, "keywords"), "a permanent that leaves the battlefield gains nothing.",
                                 allowed="leaves: ID")
        return MtgChange(order=order, kind=kind, entity=entity["id"])
    if not isinstance(keywords, list) or not keywords:
        raise scenario.error(at(where, "keywords") if "keywords" in raw else where, "gains needs keywords: the list of "
                             "keywords the permanent gains.", allowed=", ".join(TARGETING_KEYWORDS))
    for i, kw in enumerate(keywords):
        if kw not in TARGETING_KEYWORDS:
            raise scenario.error(at(at(where, "keywords"), i), f"{kw!r} is not a keyword a permanent gains here (one "
                                 "that makes it an illegal target).", allowed=", ".join(TARGETING_KEYWORDS))
    return MtgChange(order=order, kind=kind, entity=entity["id"], keywords=tuple(dict.fromkeys(keywords)))


#: Magic's changes while a spell waits on the stack
CHANGES = Vocabulary(kinds=("leaves", "gains"), fields=("keywords",), example="{leaves: bear}",
                     allowed="leaves: ID | gains: ID, keywords: [hexproof | shroud]", check=_change)


def only_for_a_spell(scenario):
    """``before_resolution`` is refused for an action that is not a spell (combat, a plain deal, end_turn)."""
    if scenario.before_resolution and scenario.action["form"] != "card":
        raise scenario.error("before_resolution", "before_resolution says what happens while a spell waits on the "
                             "stack; this action is not a spell.", allowed="action: {card: SPELL, ...}")


def waits_on_the_stack(scenario, by_id, event):
    """The facts that start the damage: the event itself, or (with changes before resolution) the changes and the
    spell on the stack, which makes the event as it resolves."""
    if not scenario.before_resolution:
        return [event]
    only_for_a_spell(scenario)
    changes = read_changes(scenario, by_id, CHANGES)
    return changes + [Resolution(event=event["id"], card=event["what"], controller=scenario.action["controller"],
                                 what=event["what"])]
