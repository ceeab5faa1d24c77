"""The players' redirects, as the scenario gives them: a mapping ``{CARD ID: TARGET ID}`` or a redirect path,
a list ``[{by: CARD ID, to: TARGET ID}, ...]`` read in order, each step redirecting the damage where the step
before sent it.

A path is checked against 'each redirect effect at most once per damage': a path that names an effect a second
time is a cycle, refused naming the cycle and the step. Source: a chain of redirects stops once each redirect
has acted ('and then it's stuck there': Handelabra & Christopher's Fireside Chats, forums.greaterthangames.com,
on Decoy Projection and Smoke Bombs); Handelabra's engine redirects one damage with a redirect effect once
(jamespicone/potw, Test/Heroes/Alexandria/InvincibleTests.cs). See :mod:`.rules.redirect`.
"""
from dealt.facts.errors import at
from dealt.facts.sentinels import Redirects
from dealt.facts.templates import Choice

MECHANIC = "redirect_damage"


def _steps(scenario, raw):
    """(where, effect, target) of each redirect the scenario chose, in its order."""
    if isinstance(raw, dict):
        return [(at("choices.redirect", str(card)), str(card), target) for card, target in raw.items()]
    steps = []
    for i, step in enumerate(raw):
        where = at("choices.redirect", i)
        if not isinstance(step, dict) or set(step) != {"by", "to"}:
            raise scenario.error(where, f"a redirect path's step is {{by: CARD ID, to: TARGET ID}}, not {step!r}.",
                                 allowed="{by: CARD ID, to: TARGET ID}")
        steps.append((where, str(step["by"]), step["to"]))
    return steps


def _cycle(scenario, steps, first_targets, hosts):
    """Refuse a path whose steps do not follow the damage, or that uses an effect twice (a cycle)."""
    at_target, seen = None, {}
    for i, (where, effect, target) in enumerate(steps):
        host = hosts[effect]
        if i and host != at_target:
            raise scenario.error(where, f"after step {i - 1} the damage is dealt to {at_target!r}, but {effect!r} "
                                 f"redirects damage dealt to {host!r}: each step redirects the damage where the "
                                 "step before sent it.",
                                 allowed=", ".join(e for e, h in hosts.items() if h == at_target) or "(no redirect)")
        if not i and host not in first_targets:
            raise scenario.error(where, f"{effect!r} redirects damage dealt to {host!r}, which the instruction does "
                                 "not deal damage to.", allowed=", ".join(e for e, h in hosts.items()
                                                                          if h in first_targets) or "(no redirect)")
        if effect in seen:
            loop = " -> ".join([hosts[effect]] + [t for _, _, t in steps[seen[effect]:i]])
            raise scenario.error(where, f"{effect!r} already redirected this damage at step {seen[effect]} "
                                 f"(choices.redirect[{seen[effect]}]): the path {loop} is a cycle, and each redirect "
                                 "effect redirects a damage at most once.",
                                 allowed="a path naming each redirect effect once")
        seen[effect] = i
        at_target = target


def redirect_facts(scenario, by_id, effects, params, targets):
    """The Choice facts of the chosen redirects, and a Redirects fact for each redirect effect in play.

    `params` maps each redirect effect to its card's parameters; `targets` are the board's target ids.
    """
    raw = scenario.choices.get("redirect") or {}
    steps = _steps(scenario, raw)
    redirects = {e: x for e, x in effects.items() if x["mechanic"] == MECHANIC}
    for where, effect, target in steps:
        if effect not in redirects:
            raise scenario.error(where, f"{effect!r} is not a card in play that can redirect damage.",
                                 allowed=", ".join(redirects) or "(none in play)")
        if not isinstance(target, str) or target not in targets:
            raise scenario.error(where, f"the target {target!r} does not exist: it is not a target on the board.",
                                 allowed=", ".join(targets))
    if isinstance(raw, list):
        _cycle(scenario, steps, scenario.action["targets"], {e: x["host"] for e, x in redirects.items()})
    chosen = {effect: (where, target) for where, effect, target in steps}
    facts = [Choice(kind="redirect", key=effect, value=target) for effect, (where, target) in chosen.items()]
    for effect in redirects:
        p = params[effect]
        if p.get("mandatory") and p.get("discard"):
            raise scenario.error(by_id[effect]["where"], f"{effect!r}: a mandatory redirect ('redirect that damage') "
                                 "has no cost to pay; a redirect with a discard cost is optional.",
                                 allowed="mandatory: true, or discard: N")
        facts.append(Redirects(effect=effect, mandatory=bool(p.get("mandatory")), to=p.get("to", "chosen"),
                               accepted=bool(p.get("mandatory")) or effect in chosen,
                               chosen_at=chosen.get(effect, ("",))[0]))
    return facts
