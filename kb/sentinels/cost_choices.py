"""The players' optional costs, as the scenario gives them: ``choices.pay: {CARD ID: true | false}`` (pay the
cost of that card's "you may discard ... If you do, ..."; false or absent: decline). Whether the hand can pay
is checked when the cost would be paid (:mod:`.rules.costs`)."""
from dealt.facts.errors import at
from dealt.facts.templates import Choice

COSTS = ("prevent_damage_for_a_cost",)


def pay_facts(scenario, effects):
    """A Choice fact for each cost the players chose to pay or decline, each name checked against the board."""
    facts = []
    for card, pay in (scenario.choices.get("pay") or {}).items():
        where = at("choices.pay", str(card))
        if effects.get(str(card), {}).get("mechanic") not in COSTS:
            raise scenario.error(where, f"{card!r} is not a card in play with an optional cost.",
                                 allowed=", ".join(i for i, e in effects.items() if e["mechanic"] in COSTS)
                                 or "(none in play)")
        if not isinstance(pay, bool):
            raise scenario.error(where, f"pay is true (pay the cost) or false (decline), not {pay!r}.",
                                 allowed="true, false")
        facts.append(Choice(kind="pay", key=str(card), value=pay))
    return facts
