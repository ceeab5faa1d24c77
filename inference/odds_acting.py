"""What `dealt odds --rule` asks about: that a rule fires, or that a card acts.

A card acts when a ruling of its own fires: a firing, not housekeeping, whose responsible card
(:func:`dealt.inference.outcome.responsible_card`: the card of the effect, ability or floor it
matched, or a keyword's grantor) is that card. A card whose part is read by another card's ruling
(Prophet Velen doubling Avenging Wrath's missiles is Avenging Wrath's count) does not act by itself.
Names are matched without regard to case; a name that is neither is refused with the closest ones.
"""
import difflib
from dataclasses import dataclass

from dealt.facts.errors import InputError, shown
from dealt.inference.outcome import responsible_card

#: the fields of a board's facts that name a card in play (or the action's card)
_CARD_FIELDS = ("card", "granted_by")


@dataclass(frozen=True)
class Acting:
    """A rule (its name) or a card (its name as the scenario spells it) whose firing is counted."""

    rule: str = ""
    card: str = ""

    @property
    def name(self):
        return self.rule or self.card

    def fired(self, trace, firings):
        """Whether any of `firings` (trace nodes) is this rule's, or a ruling of this card's own."""
        if self.rule:
            return any(trace.firing(n)["rule"] == self.rule for n in firings)
        if self.card:
            card = self.card.lower()
            return any(not trace.firing(n)["housekeeping"] and responsible_card(trace, n)[0].lower() == card
                       for n in firings)
        return False

    def __bool__(self):
        return bool(self.rule or self.card)


NOTHING = Acting()


def cards_in(scenario, board):
    """The card names a scenario plays or has in play, in the order first met, as it spells them."""
    names = {}
    for fact in board.facts:
        for key in _CARD_FIELDS:
            value = fact.get(key) if hasattr(fact, "get") else None
            if isinstance(value, str) and value:
                names.setdefault(value.lower(), value)
    for entry in scenario.board or ():
        if isinstance(entry, dict) and isinstance(entry.get("card"), str):
            names.setdefault(entry["card"].lower(), entry["card"])
    for step in scenario.actions or ():
        action = step.get("action") if isinstance(step, dict) else None
        if isinstance(action, dict) and isinstance(action.get("card"), str):
            names.setdefault(action["card"].lower(), action["card"])
    return names


def acting(game, scenario, board, asked):
    """The Acting that `asked` (a rule's or a card's name, any case) names; "" asks nothing."""
    if not asked:
        return NOTHING
    rules = {name.lower(): name for name in game.rules(scenario.rules)}
    if asked.lower() in rules:
        return Acting(rule=rules[asked.lower()])
    cards = cards_in(scenario, board)
    if asked.lower() in cards:
        return Acting(card=cards[asked.lower()])
    named = [n for n, r in game.rules(scenario.rules).items() if not getattr(r, "housekeeping", False)]
    every = {**{n.lower(): n for n in named}, **cards}
    close = [every[c] for c in difflib.get_close_matches(asked.lower(), list(every), n=3, cutoff=0.6)]
    hint = f" Did you mean {' or '.join(map(repr, close))}?" if close else ""
    raise InputError(scenario.file, "--rule", f"{shown(asked)} is neither a rule of {game.name} nor a card in "
                     f"this scenario.{hint}",
                     allowed="a card in this scenario (" + ", ".join(cards.values()) + ") or a rule: "
                     + ", ".join(sorted(named)))
