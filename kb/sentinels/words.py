"""Sentinels' words for the conditions of its rules, as a why-not says them when one fails
(:mod:`dealt.facts.words`): the players' choices and a redirect's destination, in the game's own terms."""
from dealt.facts.words import say

#: a choice of the scenario, by kind: what it is called in words and where a scenario gives it
CHOICES = {"pay": ("the choice to pay {key}'s cost", "choices.pay"),
           "redirect": ("a target for {key}'s redirect", "choices.redirect"),
           "targets": ("a target for {key}", "choices.targets"),
           "order": ("an order of the modifiers", "choices.order")}


def _choice(values):
    what, where = CHOICES.get(values.get("kind"), ("a choice of kind {kind} for {key}", "choices"))
    return what.format(**values), where


def _value(values):
    what, where = _choice(values)
    if values.get("kind") == "pay":
        return f"the player declined to pay {values['key']}'s cost ({where}: {values['key']}: false), so it does nothing"
    return f"{what} was {values.get('actual')} ({where}), not {values.get('wanted')}"


def _absent(values):
    what, where = _choice(values)
    if values.get("kind") == "redirect":
        return (f"no target was chosen for {values['key']}'s redirect ({where}), so the player did not redirect the "
                "damage with it")
    return f"no {what.removeprefix('a ').removeprefix('an ')} was given ({where})"


def _to(values):
    if values.get("accepted") in (False, "no"):          # (a why-not shows a fact's booleans as yes / no)
        return (f"the player did not choose to redirect with {values['effect']} ({values['effect']}'s redirect is "
                "optional: choices.redirect accepts it)")
    return (f"{values['effect']} redirects to the {values.get('actual')} (its card says where), "
            "not to a target of the player's choice")


say("Choice", game="sentinels", subject="{kind} choice for {key}", absent=_absent, value=_value)
say("Redirects", game="sentinels", subject="{effect}'s redirect", to=_to,
    accepted="the player did not choose to redirect with {effect} (an optional redirect acts only when "
             "choices.redirect accepts it)",
    mandatory="{effect}'s redirect is optional ('you may'), not mandatory")
say("Hand", game="sentinels", subject="{entity}'s hand", cards="{entity}'s player holds {actual} card(s)")
