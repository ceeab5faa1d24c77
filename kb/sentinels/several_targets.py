"""One instruction, several targets: each target is dealt its own damage, one at a time, in an order.

Source: 'In Sentinels of the Multiverse, nothing happens simultaneously. Anything that seems to happen at the
same time must actually be done in an order, and the player is in charge of deciding the order (exception:
start of turn and end of turn effects are always processed in the order that the cards entered play)'
(Handelabra, the official video game's FAQ: https://handelabra.helpshift.com/hc/en/4-sentinels-of-the-multiverse/
faq/63-why-is-the-game-asking-me-which-card-should-take-effect-first/); on an attack hitting several targets:
'It's not simulatenous, nothing in Sentinels is simultaneous. What you have is an attack that hits x targets,
you pick the order that those targets are hit in' and 'Any action from a single card or source that effects
more than one thing that would seem to be simultaneous is instead resolved in the order the heroes choose'
(https://forums.greaterthangames.com/t/absolute-zero-brings-the-heat/8595). So the order is the players'
choice (``choices.damage_order``), for a villain's or an environment's card too; with none given, the
targets are dealt their damage in the order the instruction lists them, and the explanation says so.
"""
from dealt.facts.errors import at
from dealt.kb.sentinels.mechanics import TARGET_KINDS


def targets_in_order(scenario, by_id):
    """The action's targets in the order they are dealt damage, and how that order was set (chosen, listed)."""
    targets = list(scenario.action["targets"])
    for i, target in enumerate(targets):
        if by_id[target]["kind"] not in TARGET_KINDS:
            raise scenario.error(at("action.deal.to", i), f"{target!r} is {by_id[target]['kind']}, not a target: "
                                 "it has no HP.",
                                 allowed=", ".join(t for t, e in by_id.items() if e["kind"] in TARGET_KINDS))
    order = scenario.choices.get("damage_order")
    if order is None:
        return targets, "listed"
    if len(targets) == 1:
        raise scenario.error("choices.damage_order", "the instruction has one target: there is no order to choose.",
                             allowed="(leave damage_order out)")
    for i, name in enumerate(order):
        if name not in targets:
            raise scenario.error(at("choices.damage_order", i), f"{name!r} is not a target of the instruction; the "
                                 "order names each of its targets once.", allowed=", ".join(targets))
        if name in order[:i]:
            raise scenario.error(at("choices.damage_order", i), f"{name!r} is already named at "
                                 f"choices.damage_order[{order.index(name)}]; each target is dealt its damage once.",
                                 allowed=", ".join(targets))
    missing = [t for t in targets if t not in order]
    if missing:
        raise scenario.error("choices.damage_order", "the order leaves out " + ", ".join(missing) + "; it names "
                             "every target of the instruction.", allowed="all of " + ", ".join(targets))
    return list(order), "chosen"
