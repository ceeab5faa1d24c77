"""What a `why` or `graph --for` subject names: a damage event, a thing on the board, or the action's card.

Event ids (``e1``), board ids (``heroA``) and card names (``Ice Block``) match alike, ignoring case and extra
spaces (``E1``, ``heroa``, ``"ice block"``). The action's card (``Fireball``), which is not on the board, stands
for its damage events. Anything else is refused, with the closest event
ids, board ids and card names (difflib) and the list of what exists.
"""
import difflib

from dealt.facts.errors import InputError


def fold(text):
    """A name as subjects compare it: case and runs of spaces do not count."""
    return " ".join(str(text).split()).casefold()


def _action_card(outcome):
    action = outcome.scenario.action
    return action["card"] if action.get("form") == "card" else ""


def card_events(outcome, card):
    """The damage events the action's card dealt (they name it as their source)."""
    key = fold(card)
    return [e for e in outcome.events if key in (fold(e["source_card"]), fold(e["source"]))]


def _one(outcome, subject, ids, what):
    exact = [i for i in ids if i == subject]
    if len(ids) == 1 or len(exact) == 1:
        return (exact or ids)[0]
    raise InputError(outcome.scenario.file, "", f"{subject!r} names {len(ids)} {what}; ask about one of their ids.",
                     allowed=", ".join(ids))


def find_subject(outcome, subject):
    """('event', record), ('entity', board id) or ('card', card name) for a subject, or an InputError."""
    key = fold(subject)
    event = next((e for e in outcome.events if fold(e["id"]) == key), None)
    if event is not None:
        return "event", event
    ids = [i for i in outcome.board if fold(i) == key]
    if ids:
        return "entity", _one(outcome, subject, ids, "board ids")
    named = [i for i, e in outcome.board.items() if e["card"] and fold(e["card"]) == key]
    if named:
        return "entity", _one(outcome, subject, named, "cards on the board")
    card = _action_card(outcome)
    if card and fold(card) == key:
        return "card", next((e["source_card"] for e in card_events(outcome, card)), card)
    raise _unknown(outcome, subject)


def _unknown(outcome, subject):
    cards = list(dict.fromkeys(c for c in [e["card"] for e in outcome.board.values()] + [_action_card(outcome)] if c))
    shown = {}
    for name in [e["id"] for e in outcome.events] + list(outcome.board) + cards:
        shown.setdefault(fold(name), name)
    close = difflib.get_close_matches(fold(subject), list(shown), n=3, cutoff=0.6)
    problem = f"{subject!r} is neither a damage event, a board id nor a card in this scenario."
    if close:
        problem += " Did you mean " + " or ".join(repr(shown[c]) for c in close) + "?"
    return InputError(outcome.scenario.file, "", problem,
                      allowed="events " + (", ".join(e["id"] for e in outcome.events) or "(none)")
                      + "; board ids " + ", ".join(outcome.board) + "; cards " + (", ".join(cards) or "(none)"))
