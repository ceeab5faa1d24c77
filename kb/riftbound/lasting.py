"""Lasting effects on a Riftbound board: what a resolved spell leaves behind for a stated duration, on a unit
(``attached_to``: "Prevent the next 3 damage that would be dealt to this unit this turn") or on a player (no
``attached_to``: "Your spells deal 2 Bonus Damage this turn", "Prevent the next 2 damage that would be dealt to
units you control this turn").

Source: Riftbound Core Rules 437.1.b: Prevent statements define 'the timespan it will be relevant for',
437.1.b.1: usually 'Prevent the next X [source] damage that would be dealt to a [unit] this turn'; 437.2: the
damage is reduced 'by the Prevent Value tracked on the Unit specifically', so a prevention on the units a
player controls is tracked on each unit separately; the glossary: 'any remainder lasts for the effect's stated
duration'. A scenario is one moment of one turn, so the only duration is ``this_turn``; an effect whose duration
has ended is simply not on the board.
"""
from dealt.facts.errors import at, shown
from dealt.facts.riftbound import Lasting
from dealt.facts.templates import Effect, Entity
from dealt.kb.board import whole_number

#: the durations a lasting effect may state, and what they mean
DURATIONS = {"this_turn": "this turn (Core Rules 437.1.b.1: '... this turn'); it lasts through this scenario"}
#: what a lasting effect on a player may do (its mechanics), and the scope a prevention on a player needs
ON_A_PLAYER = ("bonus_damage", "prevent_next_damage")
YOUR_UNITS = "your_units"
ATTACHED = "attached_unit"


def _prevention(card):
    return next((p for m, p in (card.mechanics if card else ()) if m == "prevent_next_damage"), None)


def effect_entry(game, scenario, raw, card, entry):
    """Fill `entry` (an effect's board entry) from `raw`: the unit or player it is on, its duration and the
    Prevent it still holds; InputError if it is not a lasting effect this board can hold."""
    where = raw["_where"]
    for field in ("might", "damage", "location"):
        if field in raw:
            raise scenario.error(at(where, field), f"an effect has no {field}; it is on a unit or a player.")
    duration = raw.get("duration", "this_turn" if "attached_to" in raw else None)
    if duration not in DURATIONS:
        raise scenario.error(at(where, "duration") if "duration" in raw else where,
                             (f"{shown(duration)} is not a duration of a lasting effect." if "duration" in raw else
                              "a lasting effect on a player needs its duration."),
                             allowed="duration: " + ", ".join(f"{k} ({v})" for k, v in DURATIONS.items()))
    entry["duration"] = duration
    mechanics = [m for m, _ in (card.mechanics if card else ())]
    prevention = _prevention(card)
    if "attached_to" in raw:
        if prevention is None or prevention.get("scope", ATTACHED) != ATTACHED:
            raise scenario.error(at(where, "card"), "an effect attached to a unit is a prevention for that unit "
                                 "(prevent_next_damage with scope attached_unit).",
                                 allowed=", ".join(c.name for c in game.cards.values() if _prevention(c)) +
                                 " or an inline effect with mechanics: [{mechanic: prevent_next_damage, amount: N}]")
        entry["attached_to"] = str(raw["attached_to"])
        entry["prevent"] = whole_number(scenario, at(where, "prevent"), raw.get("prevent", prevention["amount"]))
        return entry
    if not mechanics or any(m not in ON_A_PLAYER for m in mechanics):
        raise scenario.error(where, "a lasting effect on a player (no attached_to) gives Bonus Damage or prevents "
                             f"damage to the player's units; {shown(entry['card'] or entry['id'])} does neither.",
                             allowed="mechanics: " + ", ".join(ON_A_PLAYER) + " (or attached_to: UNIT for a "
                                     "prevention on one unit)")
    if prevention is not None:
        if prevention.get("scope", ATTACHED) != YOUR_UNITS:
            raise scenario.error(where, "a prevention on a player prevents damage to the units they control: give "
                                 f"its mechanic scope: {YOUR_UNITS}, or attach it to one unit (attached_to).",
                                 allowed=f"prevent_next_damage with scope: {YOUR_UNITS}, or attached_to: UNIT")
        entry["prevent"] = whole_number(scenario, at(where, "prevent"), raw.get("prevent", prevention["amount"]))
    return entry


def tracked_on_each_unit(entries, timed, effects):
    """A prevention on a player, tracked on each unit they control (Core Rules 437.2): one Entity (``ward@unit``)
    holding its Prevent Value, one Effect, and one Lasting (it lasts as long as the effect) for each unit on the
    board; `timed` and `effects` get their slots and names. Returns the facts."""
    facts = []
    for e in entries:
        prevention = _prevention(e["cardfile"])
        if e["kind"] != "effect" or e["attached_to"] or prevention is None:
            continue
        for unit in entries:
            if unit["kind"] != "unit" or unit["controller"] != e["controller"] or unit["location"] == "hand":
                continue
            ward = f"{e['id']}@{unit['id']}"
            effect_id = f"{ward}:prevent_next_damage"
            facts.append(Entity(id=ward, kind="effect", controller=e["controller"], card=e["card"], order=e["order"],
                                attached_to=unit["id"], prevent=e["prevent"]))
            facts.append(Effect(id=effect_id, mechanic="prevent_next_damage", card=e["card"], host=ward,
                                controller=e["controller"], order=e["order"], amount=e["prevent"]))
            facts.append(Lasting(effect=ward, on=unit["id"], duration=e["duration"]))
            effects[effect_id] = {"card": e["card"], "mechanic": "prevent_next_damage", "host": ward}
            timed.append(("prevention", 0, e["order"], effect_id))
    return facts
