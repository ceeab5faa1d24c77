"""What protection reads: the qualities of each source of damage, and a protection effect per keyword (702.16).

A source's colours come from its board entry's ``colors`` or its card file's (105.1: white, blue, black, red,
green; none: colourless); every creature also has the quality ``creatures``, and every source ``everything``.
"""
from dealt.facts.errors import at
from dealt.facts.mtg import MtgEffect, SourceQuality
from dealt.kb.mtg.mechanics import COLORS, PROTECTION_QUALITIES

PREFIX = "protection from "


def colors_of(scenario, where, raw, card):
    """An entry's colours: its own ``colors``, else its card file's, checked."""
    value = raw.get("colors", list(getattr(card, "colors", ()) or ()))
    if not isinstance(value, list) or not all(isinstance(c, str) and c in COLORS for c in value):
        raise scenario.error(at(where, "colors"), f"colors must be a list of Magic colours, not {value!r} (105.1).",
                             allowed=", ".join(COLORS) + " (an empty list: colourless)")
    return tuple(dict.fromkeys(value))


def source_qualities(source, colors, creature):
    """SourceQuality facts of one source of damage."""
    return ([SourceQuality(entity=source, quality=c) for c in colors]
            + ([SourceQuality(entity=source, quality="creatures")] if creature else [])
            + [SourceQuality(entity=source, quality="everything")])


def protection_effects(permanents):
    """(MtgEffect facts, effect records) of every ``protection from QUALITY`` keyword on the board (702.16e)."""
    facts, effects = [], {}
    for e in permanents:
        for kw in e["keywords"]:
            quality = kw[len(PREFIX):] if kw.startswith(PREFIX) else None
            if quality not in PROTECTION_QUALITIES:
                continue
            effect_id = f"{e['id']}_protection_from_{quality}"
            name = kw[0].upper() + kw[1:]
            facts.append(MtgEffect(id=effect_id, mechanic="protection", card=name, host=e["id"],
                                   controller=e["controller"], order=e["order"], target=e["id"], quality=quality))
            effects[effect_id] = {"card": name, "mechanic": "protection", "host": e["id"], "order": e["order"],
                                  "stage": "replacement", "controller": e["controller"], "target": e["id"]}
    return facts, effects
