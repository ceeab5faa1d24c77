"""The budget of one action's resolution: how many rule firings and Damage/Healing Events it may take.

Per action: 1,000 events and 50,000 firings, plus 2 events and 20 firings for each entry on the board (an area
effect makes one event per target). No real board comes near it (the largest measured among the examples and
rulings: Avenging Wrath with a Kobold Geomancer under Prophet Velen, 165 firings and 18 events; Bouncing Blade's
80 bounces, about 250 firings; Consecration over 1,000 minions, 1,001 events and 5,006 firings in 2 s). A run
that goes past it is a loop the rules did not end (Sentinels' self-feeding retaliation under a huge HP took 13 s
and 190 MB for 1,000 events); it stops with an InputError (exit 2) naming the rules that kept firing, the cards
they acted for and the events they made, read off the trace's last firings.

The base amounts are set by the environment variables ``DEALT_MAX_EVENTS`` and ``DEALT_MAX_FIRINGS`` (whole
numbers of at least 1), read at each run, or per engine with :attr:`RulingEngine.budget` (a :class:`Budget`).
"""
import os
from dataclasses import dataclass

#: the defaults: generous for any real board, small enough to stop a loop in seconds and a few hundred MB
MAX_FIRINGS = 50_000
MAX_EVENTS = 1_000
#: what each entry on the board adds
PER_ENTRY_FIRINGS = 20
PER_ENTRY_EVENTS = 2
#: how many of the last firings are searched for the loop's period
TAIL = 400
#: how many of the loop's rules the message names
SHOWN = 12


@dataclass(frozen=True)
class Budget:
    firings: int = MAX_FIRINGS
    events: int = MAX_EVENTS
    per_entry_firings: int = PER_ENTRY_FIRINGS
    per_entry_events: int = PER_ENTRY_EVENTS

    def for_board(self, entries):
        """This budget with what a board of `entries` entries adds."""
        return Budget(firings=self.firings + self.per_entry_firings * entries,
                      events=self.events + self.per_entry_events * entries, per_entry_firings=0, per_entry_events=0)


def from_environment():
    """The budget the environment sets (``DEALT_MAX_FIRINGS``, ``DEALT_MAX_EVENTS``), else the defaults."""
    return Budget(firings=_whole("DEALT_MAX_FIRINGS", MAX_FIRINGS), events=_whole("DEALT_MAX_EVENTS", MAX_EVENTS))


def _whole(name, default):
    text = os.environ.get(name, "").strip()
    if not text:
        return default
    if not text.isdigit() or int(text) < 1 or len(text) > 12:
        from dealt.facts.errors import InputError
        raise InputError("the environment", name, f"{name} must be a whole number of at least 1, not "
                         f"{text[:40]!r}.", allowed="1 to 999999999999")
    return int(text)


def events_created(counters):
    """Damage Events and Healing Events created so far in a run (the engine's per-run sequences)."""
    return counters.get("event", 0) + counters.get("healing", 0)


def loop_description(trace):
    """The loop at the end of a trace, in words: its rules (with the cards they acted for), and the events.

    The loop is the shortest run of rule names that repeats to the end of the last firings; a run
    with no such repetition names the rules that fired most in them.
    """
    tail = [n for n in trace.firings[-TAIL:] if not trace.firing(n)["housekeeping"]] or trace.firings[-TAIL:]
    names = [trace.firing(n)["rule"] for n in tail]
    period = _period(names)
    cycle = tail[-period:] if period else tail[-12:]
    looping = bool(period)
    rules, cards, makers = [], [], []
    for node in cycle:
        rule = trace.firing(node)["rule"]
        card = _card(trace, node)
        entry = f"{rule} ({card})" if card else rule
        if entry not in rules:
            rules.append(entry)
        if card and card not in cards:
            cards.append(card)
        if card and _events(trace, [node]) and card not in makers:
            makers.append(card)
    cards = makers + [c for c in cards if c not in makers]     # the cards that make the loop's events first
    if len(rules) > SHOWN:
        rules = rules[:SHOWN] + [f"and {len(rules) - SHOWN} more"]
    return rules, cards, _events(trace, cycle), looping


def _period(names):
    """The shortest p such that the last 3 p names (at least) repeat with period p, or 0."""
    for p in range(1, len(names) // 3 + 1):
        span = names[-3 * p:]
        if all(span[i] == span[i % p] for i in range(len(span))):
            return p
    return 0


def _card(trace, node):
    for fact in trace.matched(node):
        data = trace.graph.nodes[fact]
        if data["template"] in ("Effect", "Ability", "HealthFloor") and data["data"].get("card"):
            return data["data"]["card"]
        if data["template"] == "Hit" and data["data"].get("source_card"):
            return data["data"]["source_card"]
    return ""


def _events(trace, cycle):
    """'source -> target' of the Damage and Healing Events the loop's firings created (not changed)."""
    seen = []
    for node in cycle:
        for fact in trace.produced(node):
            data = trace.graph.nodes[fact]
            became = any(d["role"] == "became" for d in trace.graph.pred[fact].values())
            if data["template"] in ("DamageEvent", "HealingEvent") and not became:
                pair = f"{data['data'].get('source')} -> {data['data'].get('target')}"
                if pair not in seen:
                    seen.append(pair)
    return seen


def over_budget_message(trace, counters, budget, firings):
    """The sentence of the InputError a run over its budget stops with."""
    rules, cards, events, looping = loop_description(trace)
    made = events_created(counters)
    what = (f"{made} events, past the budget of {budget.events} for this action (DEALT_MAX_EVENTS)"
            if made > budget.events else
            f"{firings} rule firings, the budget for this action (DEALT_MAX_FIRINGS)")
    who = " and ".join(cards) or "the rules of the game"
    if looping:
        loop = f"{who} kept firing in a loop" + (f", dealing {', '.join(events)} again and again" if events else "")
        end = "Nothing in the rules Dealt knows ends this loop, so the board cannot be resolved."
    else:
        loop = f"{who} were still firing"
        end = "No repeating loop was found in the last firings: the board may be larger than the budget allows."
    return f"the resolution was stopped: {loop}: {what}. The rules that kept firing: {', '.join(rules)}. {end}"
