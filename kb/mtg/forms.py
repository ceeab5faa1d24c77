"""The damage event as the worked examples of 120.4 print it: ``[3 damage is dealt to the 2/2 creature, ...]``.

Parts with the same kind and recipient are one instruction (two 5-damage parts to a player are "10 damage
is dealt to the defending player"); instructions keep the place of their first part; parts that came to
nothing (damage prevented to 0) are left out.
"""
WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
         10: "ten"}
SHOWN = ("damage", "life_loss", "poison", "mark_damage", "minus_counters", "remove_loyalty", "remove_defense",
         "gain_life")


def _counters(n, what):
    word = WORDS.get(n, str(n))
    return f"{word} {what} counter is" if n == 1 else f"{word} {what} counters are"


def instruction(kind, amount, label):
    """One instruction of the event in the Comprehensive Rules' words."""
    return {
        "damage": f"{amount} damage is dealt to {label}",
        "life_loss": f"{label} loses {amount} life",
        "gain_life": f"{label} gains {amount} life",
        "poison": f"{label} gets {WORDS.get(amount, amount)} poison counter{'s' if amount != 1 else ''}",
        "mark_damage": f"{amount} damage is marked on {label}",
        "minus_counters": f"{_counters(amount, '-1/-1')} put on {label}",
        "remove_loyalty": f"{_counters(amount, 'loyalty')} removed from {label}",
        "remove_defense": f"{_counters(amount, 'defense')} removed from {label}",
    }[kind]


def render(parts, labels):
    """The instructions of an event, in order, from its parts (dicts with kind, recipient, amount, pos)."""
    groups = {}
    for part in sorted(parts, key=lambda p: tuple(p["pos"])):
        if part["kind"] not in SHOWN:
            continue
        key = (part["kind"], part["recipient"])
        groups[key] = groups.get(key, 0) + part["amount"]
    return tuple(instruction(kind, amount, labels.get(who, who)) for (kind, who), amount in groups.items() if amount)


def bracket(instructions):
    return "[" + ", ".join(instructions) + "]"
