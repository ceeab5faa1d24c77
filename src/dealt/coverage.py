"""`dealt coverage hearthstone`: how much of the card database Dealt models, and what it does not read yet.

Over the collectible cards, each name counted once (its current collectible printing, as a scenario
naming it gets it: kb/hearthstone/printings.py), those whose text mentions damage are: modelled by hand (a
card file of that name), derived (no card file, every clause of the text read: kb/hearthstone/grammar/),
or unmodelled (a clause no template reads). The unread clauses are ranked by how many cards each would add:
a card counts for a clause when it is its only unread clause. Numbers are read as N, so "Deal 3 damage to a
minion" and "Deal 5 damage to a minion" are one clause.
"""
import re
from collections import Counter

_NUMBER = re.compile(r"\d+")
#: a card text that mentions damage
_DAMAGE = re.compile(r"damage", re.IGNORECASE)


def current_printings(index):
    """The current collectible printing of every collectible card name."""
    for name in index.names():
        printing = next((p for p in index.printings(name) if p.collectible), None)
        if printing is not None:
            yield printing


def coverage(game, index):
    """{"damage_cards", "by_hand", "derived", "unmodelled", "unread_clauses": [{"clause", "cards"}, ...]}."""
    from dealt.card import find_card_file
    from dealt.kb.hearthstone.printings import derived_card
    counts, would_add = Counter(), Counter()
    for record in current_printings(index):
        if not _DAMAGE.search(record.text):
            continue
        counts["damage_cards"] += 1
        if find_card_file(game, record.name) is not None:
            counts["by_hand"] += 1
        elif derived_card(record) is not None:
            counts["derived"] += 1
        else:
            counts["unmodelled"] += 1
            if len(record.unread) == 1:
                would_add[_NUMBER.sub("N", record.unread[0])] += 1
    ranked = sorted(would_add.items(), key=lambda item: (-item[1], item[0]))
    return {**{key: counts[key] for key in ("damage_cards", "by_hand", "derived", "unmodelled")},
            "unread_clauses": [{"clause": clause, "cards": cards} for clause, cards in ranked]}


def coverage_text(report, top=20):
    """The report as `dealt coverage` prints it: the counts, then the `top` unread clauses."""
    total = report["damage_cards"] or 1
    modelled = report["by_hand"] + report["derived"]
    lines = [f"Hearthstone: {report['damage_cards']} collectible cards (by name) whose text mentions damage",
             f"  modelled by hand (a card file): {report['by_hand']}",
             f"  derived from their text:        {report['derived']}",
             f"  unmodelled (a clause unread):   {report['unmodelled']}",
             f"  resolved with a model: {modelled} ({modelled / total:.0%})",
             "", f"Unread clauses, by how many cards each would add (its only unread clause); top {top}:"]
    lines += [f"  {entry['cards']:>4}  {entry['clause']}" for entry in report["unread_clauses"][:top]]
    return "\n".join(lines)
