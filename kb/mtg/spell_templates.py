"""A spell's damage as card data: what its targets may be, "each" scopes, and amounts read from the game.

A card file names one ability mechanic (kb/mtg/mechanics.py) with parameters: ``to`` (what its targets may be:
"any target", "target creature or planeswalker", "target player or planeswalker", ...), ``each`` (Pyroclasm's
"each creature": no target, every creature on the battlefield, in play order, then the players), ``amount`` or
``amount_is`` (X, announced as the spell is cast, 601.2b: the action's ``x``; or a count read as the spell
resolves, 608.2h, by the rule :mod:`dealt.kb.mtg.rules.amounts`), and for divided damage ``max_targets``.
"""
from dealt.facts.errors import at
from dealt.facts.mtg import Dealing
from dealt.facts.scenario import slug
from dealt.kb.mtg.mechanics import EACH, TARGET_KINDS

DAMAGEABLE = ("creature", "planeswalker", "battle")


def kinds_of(who, caster, players, by_id):
    """The kinds a recipient is, as the templates name them: its card types, ``player``, and ``opponent``."""
    if who in players:
        return ("player",) + (("opponent",) if who != caster else ())
    return tuple(t for t in by_id.get(who, {}).get("types", ()) if t in DAMAGEABLE)


def check_targets(scenario, card, to, targets, caster, players, by_id):
    """Each target is what the card's text lets it target (115.4: "any target"; 115.1 its own words), or exit 2."""
    allowed = TARGET_KINDS[to]
    words = ("any target (a creature, player, planeswalker or battle)" if to == "any" else
             " or ".join("an opponent" if k == "opponent" else f"a {k}" for k in allowed))
    able = [t for t in list(players) + list(by_id) if set(kinds_of(t, caster, players, by_id)) & set(allowed)]
    for i, t in enumerate(targets):
        kinds = kinds_of(t, caster, players, by_id)
        if not kinds:
            raise scenario.error(at("action.targets", i), f"{t!r} cannot be dealt damage: {card.name} targets "
                                 f"{words} (115.4).", allowed=", ".join(able) or "(nothing on this board)")
        if not set(kinds) & set(allowed):
            raise scenario.error(at("action.targets", i), f"{card.name} targets {words}; {t!r} is not one "
                                 f"(it is a {' and '.join(k for k in kinds if k != 'opponent')}).", allowed=", ".join(able) or "(nothing on this board)")


def each_recipient(each, caster, players, by_id):
    """Who "deals N damage to each ..." deals damage to: permanents in play order, then players in turn order."""
    wanted = EACH[each]
    out = []
    if "creature" in wanted or "opponents_creature" in wanted:
        out += [i for i, e in sorted(by_id.items(), key=lambda kv: kv[1]["order"])
                if "creature" in e["types"] and ("creature" in wanted or e["controller"] != caster)]
    if "player" in wanted or "opponent" in wanted:
        out += [p for p in players if "player" in wanted or p != caster]
    return out


def amount_of(scenario, card, params):
    """(amount, amount_is): the number, X as announced (601.2b), or a count left for the rule to read (608.2h)."""
    action = scenario.action
    what = params.get("amount_is", "")
    if what == "x":
        if "x" not in action:
            raise scenario.error("action", f"{card.name}'s damage is X: say the X announced as it is cast (601.2b).",
                                 allowed="x: N")
        return action["x"], ""
    if "x" in action:
        raise scenario.error("action.x", f"{card.name} has no X to announce.")
    if what:
        return 0, what
    if not params.get("amount"):
        raise scenario.error("action.card", f"{card.name}'s card file ({card.file}) gives no amount of damage.",
                             allowed="amount: N, or amount_is: " + ", ".join(("x", "creatures_you_control")))
    return params["amount"], ""


def spell_dealings(scenario, card, name, params, players, by_id, division):
    """The Dealing facts of a spell's ability `name`: one per recipient, in the order its text gives them."""
    action = scenario.action
    caster = action["controller"]
    targets = list(action["targets"])
    amount, amount_is = amount_of(scenario, card, params)
    if name == "deal_damage_each":
        if targets:
            raise scenario.error("action.targets", f"{card.name} deals damage to each {params['each'].replace('_', ' ')} "
                                 "and targets nothing (115.10).", allowed="no targets")
        recipients = each_recipient(params["each"], caster, players, by_id)
        amounts = [amount] * len(recipients)
    else:
        most = params.get("max_targets", 1) if name == "deal_damage_divided" else 1
        if not targets or (most and len(targets) > most):
            count = "one target" if most == 1 else (f"one to {most} different targets" if most else
                                                     "one or more different targets")
            raise scenario.error("action.targets", f"{card.name} takes {count}; got {targets}.",
                                 allowed=", ".join(list(players) + list(by_id)))
        check_targets(scenario, card, params.get("to", "any"), targets, caster, players, by_id)
        if name == "deal_damage_excess_to_controller":
            check_targets(scenario, card, "creature", targets, caster, players, by_id)
        recipients = targets
        amounts = [amount]
        if name == "deal_damage_divided":
            if amount_is:
                raise scenario.error("action.card", f"{card.name} divides damage it counts as it resolves; a division "
                                     "is announced as the spell is cast (601.2d), so its amount must be known then.")
            amounts = division(scenario, slug(card.name), amount, targets)
    if scenario.choices.get("assignment") and name != "deal_damage_divided":
        raise scenario.error("choices.assignment", "only combat damage and a spell that divides its damage are "
                             "assigned; this action assigns nothing.")
    source = slug(card.name)
    return [Dealing(event="e1", position=i + 1, source=source, source_card=card.name, source_kind="spell",
                    controller=caster, recipient=t, amount=a, amount_is=amount_is,
                    excess_to=by_id[t]["controller"] if name == "deal_damage_excess_to_controller" else "")
            for i, (t, a) in enumerate(zip(recipients, amounts))]


#: what a spell's own text may say besides its damage, acting as it resolves ("Damage can't be prevented this turn.")
SPELL_EFFECTS = ("damage_cant_be_prevented", "players_cant_gain_life")


def spell_effects(game, scenario, order, number=1):
    """MtgEffect facts (and the board's records of them) for the effects a spell's own text starts as it resolves,
    before its damage is dealt (Skullcrack: its own damage can't be prevented either). Cast by a later action of
    the scenario (`number` 2, 3, ...), each effect is a new one (``skullcrack.damage_cant_be_prevented#3``)."""
    from dealt.facts.mtg import MtgEffect
    card = game.cards[scenario.action["card"].lower()]
    source = slug(card.name)
    facts, records = [], {}
    for name, params in card.mechanics:
        if name not in SPELL_EFFECTS:
            continue
        effect_id = f"{source}.{name}" + (f"#{number}" if number > 1 else "")
        facts.append(MtgEffect(id=effect_id, mechanic=name, card=card.name, host=source,
                               controller=scenario.action["controller"], order=order, scope=params.get("scope", ""),
                               duration="this_turn"))
        records[effect_id] = {"card": card.name, "mechanic": name, "host": source, "order": order, "stage": "",
                              "controller": scenario.action["controller"], "target": "", "targets": (),
                              "params": dict(params)}
    return facts, records
