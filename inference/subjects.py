"""What a `why`, `why-not` or `graph --for` subject names: an event, a thing on the board, a card or effect in
play, the action's card, a rule or a player.

Event ids (``e1``), board ids (``heroA``), card names (``Ice Block``), effect ids, rule names
(``spell_damage_adds_to_its_controllers_spell``) and player names (``A``) match alike, ignoring case and extra
spaces (``E1``, ``heroa``, ``"ice block"``). A card in play that never acted is a subject like any other (its
why-not covers every event it could have touched). The action's card (``Fireball``), which is not on the board,
stands for its damage events. Anything else is refused, with the closest names (difflib) and the list of what
exists.
"""
import difflib

from dealt.facts.errors import InputError


def fold(text):
    """A name as subjects compare it: case and runs of spaces do not count."""
    return " ".join(str(text).split()).casefold()


def _action_cards(outcome):
    """The cards the scenario's action (or each action of a sequence) plays."""
    actions = [a["action"] for a in outcome.scenario.actions] if outcome.scenario.sequence else [outcome.scenario.action]
    return list(dict.fromkeys(a["card"] for a in actions if isinstance(a, dict) and a.get("form") == "card"))


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


def _players(outcome):
    names = list(outcome.players) + [e["controller"] for e in outcome.board.values() if e.get("controller")]
    return list(dict.fromkeys(n for n in names if n))


def find_subject(outcome, subject):
    """(kind, found) for a subject: ('event', record), ('entity', board id), ('card', the action's card),
    ('rule', rule name) or ('player', name); else an InputError with "did you mean"."""
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
    hosts = list(dict.fromkeys(e["host"] for i, e in outcome.effects.items()
                               if e.get("host") in outcome.board and key in (fold(i), fold(e.get("card", "")))))
    if hosts:
        return "entity", _one(outcome, subject, hosts, "board ids hosting that effect")
    card = next((c for c in _action_cards(outcome) if fold(c) == key), None)
    if card:
        return "card", next((e["source_card"] for e in card_events(outcome, card)), card)
    rule = next((r for r in outcome.game.rules(outcome.rules) if fold(r) == key), None)
    if rule:
        return "rule", rule
    player = next((p for p in _players(outcome) if fold(p) == key), None)
    if player:
        return "player", player
    raise _unknown(outcome, subject)


def _unknown(outcome, subject):
    cards = list(dict.fromkeys(c for c in [e["card"] for e in outcome.board.values()] + _action_cards(outcome) if c))
    fired = list(dict.fromkeys(outcome.fired))
    shown = {}
    for name in [e["id"] for e in outcome.events] + list(outcome.board) + cards + _players(outcome) \
            + list(outcome.game.rules(outcome.rules)):
        shown.setdefault(fold(name), name)
    close = difflib.get_close_matches(fold(subject), list(shown), n=3, cutoff=0.6)
    problem = (f"{subject!r} is neither a damage event, a board id, a card in this scenario, a rule of "
               f"{outcome.game.title} nor a player.")
    if close:
        problem += " Did you mean " + " or ".join(repr(shown[c]) for c in close) + "?"
    return InputError(outcome.scenario.file, "", problem,
                      allowed="events " + (", ".join(e["id"] for e in outcome.events) or "(none)")
                      + "; board ids " + ", ".join(outcome.board) + "; cards " + (", ".join(cards) or "(none)")
                      + "; players " + (", ".join(_players(outcome)) or "(none)")
                      + "; rules (those that fired here: " + (", ".join(fired) or "none") + ")")
