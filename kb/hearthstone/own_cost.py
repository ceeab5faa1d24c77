"""The played card's own Cost as its text changes it in the hand (the ``own_cost_changes`` mechanic, :mod:`.grammar.costs`):
its :class:`~dealt.facts.templates.CostChange` facts, counted or checked on the scenario's board, and the Cost the
scenario gives where the game's history decides it (``action: {card: ..., cost: N}``).

A given Cost is needed only where something reads the card's Cost: a ``next_card_costs_health`` effect on the board
that the card meets (Cho'gall, Seadevil Stinger, :mod:`.rules.costs`). Missing when needed, the scenario is refused
(exit 2) naming the card, its clause and the field; given when nothing reads it, or for a card whose Cost no history
decides, it is refused as a pick that is never needed is.
"""
from dealt.facts.templates import CostChange


def _damaged(entry):
    return entry["kind"] in ("minion", "hero") and entry["health"] < entry["max_health"]


def _is_elemental(entry):
    return entry["kind"] == "minion" and bool({"ELEMENTAL", "ALL"} & set(entry.get("races") or ()))


#: what a "for each" clause counts on the board, for the card's controller: (entries but the one played, controller)
COUNTS = {
    "enemy_minions": lambda others, me: sum(e["kind"] == "minion" and e["controller"] != me for e in others),
    "hero_armor": lambda others, me: sum(e["armor"] for e in others if e["kind"] == "hero" and e["controller"] == me),
    "friendly_elementals": lambda others, me: sum(_is_elemental(e) and e["controller"] == me for e in others),
    "damaged_minions": lambda others, me: sum(e["kind"] == "minion" and _damaged(e) for e in others),
    "damaged_friendly_characters": lambda others, me: sum(_damaged(e) and e["controller"] == me for e in others),
}
#: what an "if" clause checks on the board
CHECKS = {"damaged_friendly_minion": lambda others, me: any(e["kind"] == "minion" and _damaged(e) and
                                                             e["controller"] == me for e in others),
          "control_a_legendary_card": lambda others, me: any(e["controller"] == me and e.get("record") is not None
                                                              and e["record"].rarity == "LEGENDARY" for e in others)}
#: the card action's flags a clause reads
FLAGS = {"outcast": "outcast", "quickdraw": "entered_hand_this_turn"}


def cost_change_facts(registry, scenario, card, record, entries, played_entry):
    """The CostChange facts of the card the action plays (`card` its model): a count or check read now; a
    history-decided one (``what`` given), or a hand the scenario does not give, with ``count`` -1 (settled by
    :func:`settle_given_costs`)."""
    action, found = scenario.action, []
    if action["form"] != "card":          # a Location activated is not played from the hand: no Cost is paid
        return found
    me = action["controller"]
    others = [e for e in entries if e is not played_entry]
    for mechanic, params in (card.mechanics if card is not None else ()):
        if registry[mechanic].role != "cost":
            continue
        what, count, holds = params["what"], 0, False
        if what in COUNTS:
            count = COUNTS[what](others, me)
        elif what == "other_cards_in_hand":
            hand = scenario.players.get(me, {}).get("hand")
            count = -1 if hand is None else len(hand)      # the card played has left the hand (rules/conditions.py)
        elif what in CHECKS:
            holds = CHECKS[what](others, me)
        elif what in FLAGS:
            holds = bool(action.get(FLAGS[what], False))
        else:
            count = -1
        found.append(CostChange(card=record.name, change=params["change"], amount=params["amount"], what=what,
                                clause=params.get("clause", ""), count=count, holds=holds))
    return found


def _reads_the_cost(play, facts):
    """Whether an effect on the board reads the played card's Cost (it costs Health: :mod:`.rules.costs`)."""
    from dealt.kb.hearthstone.rules.costs import _costs_health
    return any(type(f).__name__ == "Effect" and f["mechanic"] == "next_card_costs_health"
               and f["controller"] == play["controller"] and _costs_health(f["card_type"], play["source_kind"], play["races"])
               for f in facts)


def possible_costs(printed, change):
    """The Costs a card printed at `printed` can have through `change` (a CostChange), high to low."""
    amount = change["amount"]
    if change["change"] == "set_if":
        return sorted({printed, amount}, reverse=True)
    if change["change"] == "less_if":
        return sorted({printed, max(0, printed - amount)}, reverse=True)
    return sorted({max(0, printed - k * amount) for k in range(printed // max(amount, 1) + 2)}, reverse=True)


def settle_given_costs(scenario, action_facts, facts):
    """`action_facts` with the played card's history-decided CostChange given its Cost from the scenario, or left
    out where nothing reads the Cost; refuses a Cost missing where it is needed, or given where it is not."""
    play = next((f for f in action_facts if type(f).__name__ == "Action" and f["kind"] == "play"), None)
    given = scenario.action.get("cost") if scenario.action["form"] == "card" else None
    changes = [f for f in action_facts if type(f).__name__ == "CostChange"]
    open_ = {id(c) for c in changes if c["count"] < 0}
    needed = play is not None and bool(changes) and _reads_the_cost(play, facts)
    if given is not None:
        name = play["card"] if play is not None else scenario.action.get("card", "")
        if not any(c["what"] == "given" for c in changes):
            why = (f"the Cost of {name} is its printed one or read from the board ({changes[0]['clause']!r})"
                   if changes else f"no clause of {name}'s text changes its Cost")
            raise scenario.error("action.cost", f"this cost was never needed: {why}.", allowed="no cost (leave it out)")
        if not needed:
            raise scenario.error("action.cost", f"this cost was never needed: nothing on the board reads {name}'s "
                                 "Cost (Cho'gall, Seadevil Stinger make a card's Cost be paid as damage).",
                                 allowed="no cost (leave it out)")
    if not needed:
        return [f for f in action_facts if id(f) not in open_]
    settled = []
    for fact in action_facts:
        if id(fact) in open_ and fact["what"] == "given":
            if given is None:
                raise scenario.error("action", f"{play['card']}'s Cost is needed ({scenario.action['card']} costs Health "
                                     f"instead of Mana here) and its text changes it with the game's history: "
                                     f"'{fact['clause']}'. Give the Cost it has as it is played: action: {{card: "
                                     f"{scenario.action['card']}, cost: N}}.",
                                     allowed=", ".join(map(str, possible_costs(play["cost"], fact))))
            if given not in possible_costs(play["cost"], fact):
                raise scenario.error("action.cost", f"{play['card']} (printed Cost {play['cost']}) cannot cost {given} "
                                     f"through '{fact['clause']}'.",
                                     allowed=", ".join(map(str, possible_costs(play["cost"], fact))))
            fact = CostChange(**{**dict(fact), "given": given, "count": 0})
        elif id(fact) in open_:
            raise scenario.error(f"players.{play['controller']}", f"{play['card']}'s Cost is needed ({play['card']} "
                                 f"costs Health instead of Mana here) and its text counts the cards in the hand: "
                                 f"'{fact['clause']}'. Give the hand: players: {{{play['controller']}: {{hand: [...]}}}}.",
                                 allowed="hand: a list of card names (the card played is not in it)")
        settled.append(fact)
    return settled
