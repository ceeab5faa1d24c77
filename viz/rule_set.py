"""How every output names the rule set a scenario was resolved under (:mod:`dealt.kb.variants`)."""
from dealt.kb.variants import DEFAULT


def rule_set_name(scenario):
    """The name of the rule set a scenario is resolved under: its ``rules:`` (or ``--rules``), else default."""
    return getattr(scenario, "rules", "") or DEFAULT


def rule_set_line(game, name):
    """One line naming the rule set: "Rules: default (the rules text: the Hearthstone wiki's Damage Events)"."""
    variant = game.variant_named(name)
    if variant is None:
        return f"Rules: {DEFAULT} (the rules text: {game.rules_text})"
    return (f"Rules: {variant.name} ({variant.title}; not the rules text: `dealt variants {game.name}` lists where it "
            f"departs from {game.rules_text})")


def with_rule_set_line(text, game, scenario):
    """`text` (an output whose first line is its title) with the rule-set line after the title."""
    head, newline, rest = text.partition("\n")
    return head + "\n" + rule_set_line(game, rule_set_name(scenario)) + (newline + rest if newline else "")
