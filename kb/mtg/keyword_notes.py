"""Keywords accepted on a creature that do not affect damage (CR 702), said as such by `resolve` and `why`."""
from dealt.kb.mtg.mechanics import NO_DAMAGE_EFFECT


def keywords_without_damage_effect(keywords):
    """Notes, one per keyword of NO_DAMAGE_EFFECT in play ({entity: [keywords]}), in board-id then keyword order."""
    return [{"event": "", "kind": "keyword_without_damage_effect", "entity": entity, "keyword": kw,
             "rule": NO_DAMAGE_EFFECT[kw]}
            for entity in sorted(keywords) for kw in sorted(keywords[entity]) if kw in NO_DAMAGE_EFFECT]


def keyword_note(note):
    return (f"  ({note['entity']} has {note['keyword']} (CR {note['rule']}), a keyword that does not affect damage: no "
            "rule of 120.4 reads it)")
