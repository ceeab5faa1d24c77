"""A card file may name a sentence of its text that no mechanic models yet (``not_modelled``, with that `text`).

Such a card resolves with its other mechanics, and every output lists it as unmodelled with that sentence, so a
card is never resolved with part of its text silently missing (Boros Reckoner's damage trigger, 120.4b's
"whenever this is dealt damage", which another branch models).
"""

REASON = "its text \"{text}\" has no mechanic yet, so it is not applied"


def not_modelled(card):
    """What the output says of a card file's `not_modelled` text (``None`` when it has none)."""
    texts = [params["text"] for name, params in card.mechanics if name == "not_modelled"] if card else []
    if not texts:
        return None
    text = " ".join(texts)
    return {"card": card.name, "text": text, "reason": REASON.format(text=text)}
