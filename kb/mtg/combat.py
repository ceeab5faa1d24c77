"""Combat as a scenario declares it: who blocks what, in which combat damage step each creature deals its
damage, and how it divides that damage; checked before anything is declared (or, for the second combat
damage step, as that step begins).

- 509.1a-b: each blocker blocks one attacker, unless an ability lets it block more
  (:data:`~dealt.kb.mtg.mechanics.BLOCKS_SEVERAL`); ``blocks: {BLOCKER: ATTACKER}`` or ``{BLOCKER: [ATTACKER, ...]}``.
- 510.4, 702.7b, 702.4b: with a creature with first strike or double strike in combat, those deal their damage
  in a first combat damage step; the others still in combat, and the double strikers, in a second one.
- 510.1c-d (rules of November 2024, with no damage assignment order): a creature blocked by (or blocking) two
  or more creatures divides its damage among them as its controller chooses; 702.19b-c: with trample, lethal
  damage to all its blockers before any to what it attacks; 702.19e: a trampler whose blockers all left combat
  assigns all its damage to what it attacks; otherwise a creature with nothing left to assign to deals none.
"""
from dealt.facts.errors import at
from dealt.kb.mtg.mechanics import BLOCK_RESTRICTIONS, BLOCKS_SEVERAL, STRIKE_KEYWORDS

ASSIGNMENT = "choices.assignment"


def lethal(stats, deathtouch, other=0):
    """Lethal damage for an assignment (702.19b, 702.2c): toughness less damage marked and damage other
    creatures assign now; with deathtouch any nonzero amount is lethal. Prevention is not considered."""
    if deathtouch:
        return 1
    return max(0, stats["toughness"] - stats.get("counters", 0) - stats.get("damage", 0) - other)


def lethal_check(among, beyond, assigned, stats, deathtouch, trample):
    """What 702.19b checked of a trampler's assignment that gives `beyond` (what it attacks) some of its damage:
    ``((blocker, toughness, damage marked, where it came from, lethal damage, assigned), ...)``, or None when it
    assigned nothing to `beyond` past blockers (no check: 510.1c-d lets it divide its damage among them freely)."""
    given = dict(assigned)
    if not (trample and among and beyond and given.get(beyond)):
        return None
    return tuple((b, stats[b]["toughness"] - stats[b].get("counters", 0), stats[b].get("damage", 0),
                  tuple(stats[b].get("marked_in", ())), lethal(stats[b], deathtouch), given.get(b, 0)) for b in among)


def blocks_allowed(keywords):
    """How many attackers a creature may block (509.1a): 1, or more with an ability that says so (None: any)."""
    found = [BLOCKS_SEVERAL[k] for k in keywords if k in BLOCKS_SEVERAL]
    if not found:
        return 1
    return None if None in found else max(found)


def _check_restrictions(scenario, where, blocker, attacker):
    """509.1b: a block an attacker's ability forbids (Questing Beast: by a creature with power 2 or less) is illegal."""
    for ability, most in BLOCK_RESTRICTIONS.items():
        if ability in attacker["keywords"] and (blocker.get("power") or 0) <= most:
            raise scenario.error(where, f"{blocker['id']} (power {blocker.get('power') or 0}) cannot block "
                                 f"{attacker['id']}, which {ability} (509.1b: the declaration of blockers is illegal).",
                                 allowed=f"a blocker with power {most + 1} or more, or leave {attacker['id']} unblocked")


def parse_blocks(scenario, raw, attacks, by_id, active, where):
    """{blocker: [attackers]} from ``blocks`` (each value one attacker or a list of them), checked (509.1a-b)."""
    if not isinstance(raw, dict):
        raise scenario.error(where, "blocks must map each blocker to the attacker it blocks (or a list of them).")
    blocks = {}
    for b, value in raw.items():
        w = at(where, str(b))
        listed = value if isinstance(value, list) else [value]
        for i, a in enumerate(listed):
            if not isinstance(a, (str, int)) or isinstance(a, bool):
                raise scenario.error(at(w, i) if isinstance(value, list) else w,
                                     f"a blocker blocks one attacker here, named by its id, not {a!r}.",
                                     allowed=", ".join(attacks))
        b, listed = str(b), [str(a) for a in listed]
        if b not in by_id or "creature" not in by_id[b]["types"] or by_id[b]["controller"] == active:
            raise scenario.error(w, f"the blocker {b!r} is not a creature of the defending player.")
        if not listed:
            raise scenario.error(w, f"{b} blocks no attacker; leave it out of blocks.", allowed=", ".join(attacks))
        for i, a in enumerate(listed):
            wi = at(w, i) if isinstance(value, list) else w
            if a not in attacks:
                raise scenario.error(wi, f"{b} blocks {a!r}, which is not attacking.", allowed=", ".join(attacks))
            if listed.index(a) != i:
                raise scenario.error(wi, f"{b} blocks {a} once; it is already named.")
            _check_restrictions(scenario, wi, by_id[b], by_id[a])
        limit = blocks_allowed(by_id[b]["keywords"])
        if limit is not None and len(listed) > limit:
            raise scenario.error(w, f"{b} blocks {len(listed)} attackers, but a creature blocks one attacker "
                                 + ("" if limit == 1 else f"(here up to {limit}) ")
                                 + "unless an ability lets it block more (509.1a).",
                                 allowed=f"one attacker, or give {b} one of: " + "; ".join(BLOCKS_SEVERAL))
        blocks[b] = listed
    return blocks


def damage_steps(creatures, keywords):
    """510.4 (702.7b, 702.4b): (the creatures of a first combat damage step, or None if there is none; the
    creatures of the (second) regular step), each in the order given."""
    strikers = [c for c in creatures if set(keywords[c]) & set(STRIKE_KEYWORDS)]
    if not strikers:
        return None, list(creatures)
    return strikers, [c for c in creatures if "double strike" in keywords[c] or c not in strikers]


def given_for(scenario_error, given, creature, step, steps):
    """The assignment given for `creature` at `step` (0 or 1) of the steps it deals damage in: a mapping for
    every step, or a list of one mapping per step (a double striker's)."""
    value = given.get(creature)
    if not isinstance(value, list):
        return value
    if len(value) != steps:
        raise scenario_error(at(ASSIGNMENT, creature), f"{creature} deals combat damage in {steps} step(s); a list "
                             f"of assignments gives one per step, not {len(value)}.",
                             allowed="one mapping {RECIPIENT: AMOUNT} (used in every step), or a list of "
                             f"{steps} of them, first step first")
    return value[step]


def check_shape(error, where, given):
    """An assignment given for a later step, checked now as far as the board allows: a mapping of recipients to
    whole numbers (what it may assign to is checked as that step begins)."""
    if given is None:
        return
    if not isinstance(given, dict):
        raise error(where, "an assignment maps each recipient to the damage assigned to it.")
    for recipient, amount in given.items():
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            raise error(at(where, str(recipient)), f"an amount of damage is a whole number, 0 or more, not {amount!r}.")


def divide(error, where, who, power, among, attacked, given, stats, deathtouch, trample, blocked):
    """[(recipient, amount)] of one creature's combat damage, checked; the default when none is given.

    `among` are the creatures blocking it (for a blocker: the attackers it blocks) still in combat; `attacked`
    what it attacks (None for a blocker, or when that left combat); `blocked` whether it is a blocked attacker.
    The default gives each of `among` lethal damage in the order listed, the last the rest (with trample the
    rest goes to what it attacks).
    """
    beyond = attacked if attacked and (not blocked or trample) else None
    if given is None:
        if not among:
            return [(beyond, power)] if beyond and power else []
        out, left = [], power
        for i, r in enumerate(among):
            last = i == len(among) - 1 and not trample
            amount = left if last else min(left, lethal(stats[r], deathtouch))
            if amount:
                out.append((r, amount))
            left -= amount
        if left and beyond:
            out.append((beyond, left))
        return out
    if not isinstance(given, dict):
        raise error(where, "an assignment maps each recipient to the damage assigned to it.")
    allowed = list(among) + ([beyond] if beyond else [])
    if not allowed:
        if any(v for v in given.values() if not isinstance(v, bool) and isinstance(v, int)):
            raise error(where, f"{who} assigns no combat damage: nothing it blocks or is blocked by is still in "
                        "combat (510.1c-d).", allowed="{} (nothing)")
        return []
    out = []
    for recipient, amount in given.items():
        recipient = str(recipient)
        if recipient not in allowed:
            if recipient == attacked and blocked and not trample:
                why = "it is blocked, and only trample lets it assign damage to what it attacks"
            elif blocked and not among:
                why = ("no creature blocking it is still in combat (506.4), so with trample it assigns all its damage "
                       "to what it attacks (702.19e)")
            elif attacked is None and not blocked:
                why = "a blocker can assign combat damage only to the attackers it blocks that are still in combat"
            else:
                why = "it can assign combat damage only to its blockers" + (" and what it attacks" if beyond else "")
            raise error(at(where, recipient), f"{who} cannot assign combat damage to {recipient!r}: {why} (510.1).",
                        allowed=", ".join(allowed))
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            raise error(at(where, recipient), f"an amount of damage is a whole number, 0 or more, not {amount!r}.")
        out.append((recipient, amount))
    total = sum(a for _, a in out)
    if total != power:
        raise error(where, f"{who} assigns {total} combat damage, but it assigns exactly its power, {power} "
                    "(510.1a)" + (f"; blocking only {among[0]}, it assigns all of it to {among[0]} (510.1d)"
                                  if attacked is None and not blocked and len(among) == 1 else "") + ".",
                    allowed=f"amounts adding up to {power}")
    assigned = dict(out)
    if trample and among and beyond and assigned.get(beyond, 0):
        for b in among:
            need = lethal(stats[b], deathtouch)
            if assigned.get(b, 0) < need:
                raise error(at(where, beyond), f"{who} has trample but assigns damage to {beyond} before "
                            f"its blocker {b} is assigned lethal damage ({assigned.get(b, 0)} of {need}; "
                            "lethal damage counts damage already marked, not prevention"
                            + (", and with deathtouch 1 is lethal" if deathtouch else "") + ") (702.19b).",
                            allowed=f"at least {need} to {b} first")
    return [(r, a) for r, a in out if a]


def how_divided(who, given, among, attacked, trample, blocked):
    """How a creature's division of its damage was made, in words, when it had one to make (two or more
    recipients, 510.1c-d, 702.19b); "" otherwise."""
    beyond = attacked if attacked and (not blocked or trample) else None
    if len(among) + bool(beyond) < 2:
        return ""
    if given is not None:
        return f" as its controller chose ({ASSIGNMENT}.{who})"
    rest = "what it attacks" if trample and beyond else "the last"
    return (f" by default (no {ASSIGNMENT}.{who}: lethal damage to each of {', '.join(among)} in the order listed, "
            f"the rest to {rest}; 510.1c-d let its controller divide it as they choose)")
