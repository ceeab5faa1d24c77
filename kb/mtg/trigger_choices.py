"""The damage triggers in play and their controllers' choices, checked before anything is declared.

A permanent whose card file has a ``damage_trigger`` is an :class:`MtgTrigger`; ``choices.trigger_targets``
gives the target its ability chooses as it is put on the stack (603.3d: "any target", "target opponent"; a
list: the first time it triggers, the second, ...), ``choices.trigger_order`` the order a player puts their
triggered abilities on the stack (603.3b).
"""
from dealt.facts.errors import at
from dealt.facts.mtg import MtgTrigger, Stack, TriggerChoice, TriggerRank
from dealt.kb.mtg.mechanics import TRIGGER_TO

TARGETED = ("any_target", "target_opponent", "target_planeswalker_that_player_controls")


def _trigger(scenario, entry, params):
    card = entry["cardfile"]
    if params["does"] == "deal_that_much" and not params["to"]:
        raise scenario.error(at(entry["where"], "card"), f"{card.name}'s damage_trigger deals that much damage but "
                             f"its card file ({card.file}) does not say to whom.",
                             allowed="to: " + ", ".join(t for t in TRIGGER_TO if t))
    if params["does"] == "gain_that_much" and params["to"]:
        raise scenario.error(at(entry["where"], "card"), f"{card.name}'s damage_trigger gains life: its card file "
                             f"({card.file}) names no one to deal damage to, not {params['to']!r}.")
    return MtgTrigger(id=entry["id"], card=card.name, host=entry["id"], controller=entry["controller"],
                      order=entry["order"], when=params["when"], does=params["does"], to=params["to"])


def _targets(scenario, triggers, damageable, players, walkers):
    given = scenario.choices.get("trigger_targets") or {}
    facts = []
    targeted = {t["host"]: t for t in triggers if t["to"] in TARGETED}
    for host, value in given.items():
        where = at("choices.trigger_targets", str(host))
        trigger = targeted.get(str(host))
        if trigger is None:
            raise scenario.error(where, f"{host!r} has no triggered ability that chooses a target.",
                                 allowed=", ".join(targeted) or "(no targeted damage trigger in play)")
        values = value if isinstance(value, list) else [value]
        every = not isinstance(value, list)
        if not values:
            raise scenario.error(where, "name at least one target.")
        allowed = ([p for p in players if p != trigger["controller"]] if trigger["to"] == "target_opponent"
                   else walkers(trigger) if trigger["to"] == "target_planeswalker_that_player_controls"
                   else list(players) + damageable)
        for i, target in enumerate(values):
            if str(target) not in allowed:
                what = "an opponent of its controller" if trigger["to"] == "target_opponent" else \
                    "a planeswalker an opponent controls" if trigger["to"] in TARGETED[2:] else \
                    "a player, creature, planeswalker or battle (115.4: any target)"
                raise scenario.error(where if every else at(where, i), f"{target!r} is not a target {trigger['card']}'s "
                                     f"ability can choose: it targets {what}.", allowed=", ".join(allowed) or "(none here)")
            facts.append(TriggerChoice(host=str(host), instance=0 if every else i + 1, target=str(target)))
    return facts


def _chosen_players(scenario, triggers, players):
    """choices.chosen_player: the player each "As this enters, choose a player" permanent chose (614.1c, 607.2)."""
    given = scenario.choices.get("chosen_player") or {}
    choosing = [t["host"] for t in triggers if t["to"] == "chosen_player"]
    if given and not isinstance(given, dict):
        raise scenario.error(at("choices", "chosen_player"), "give the chosen player of each permanent.",
                             allowed="chosen_player: {BOARD ID: PLAYER}")
    for host, player in given.items():
        where = at("choices.chosen_player", str(host))
        if str(host) not in choosing:
            raise scenario.error(where, f"{host!r} has no ability that refers to a chosen player.",
                                 allowed=", ".join(choosing) or "(no such permanent in play)")
        if str(player) not in players:
            raise scenario.error(where, f"{player!r} is not a player.", allowed=", ".join(players))
    for host in choosing:
        if str(host) not in {str(h) for h in given}:
            card = next(t["card"] for t in triggers if t["host"] == host)
            raise scenario.error(at("choices", "chosen_player"), f"{card} ({host}) deals damage to the player chosen "
                                 "as it entered (614.1c), and no player is given.",
                                 allowed=f"chosen_player: {{{host}: PLAYER}} ({', '.join(players)})")
    return {str(h): str(p) for h, p in given.items()}


def _order(scenario, triggers, players):
    given = scenario.choices.get("trigger_order") or {}
    facts = []
    for player, order in given.items():
        where = at("choices.trigger_order", str(player))
        if str(player) not in players:
            raise scenario.error(where, f"{player!r} is not a player.", allowed=", ".join(players))
        theirs = [t["host"] for t in triggers if t["controller"] == str(player)]
        if not isinstance(order, list):
            raise scenario.error(where, "an order is a list of the board ids whose triggered abilities the player "
                                 "puts on the stack, first put on first.", allowed=", ".join(theirs) or "(none)")
        for i, host in enumerate(order):
            if str(host) not in theirs:
                raise scenario.error(at(where, i), f"{host!r} is no triggered ability {player} controls "
                                     "(603.3b: each player orders their own).", allowed=", ".join(theirs) or "(none)")
            if order.index(host) != i:
                raise scenario.error(at(where, i), f"{host!r} is named twice; each has one place.")
            facts.append(TriggerRank(player=str(player), host=str(host), position=i + 1))
    return facts


def trigger_facts(game, scenario, entries, players):
    """The MtgTrigger facts of the permanents in play, their chosen targets and order, and the stack."""
    triggers = [_trigger(scenario, e, params) for e in entries if e["cardfile"] and e["kind"] != "player"
                for name, params in e["cardfile"].mechanics if game.registry[name].role == "trigger"]
    for key in ("trigger_targets", "trigger_order", "chosen_player"):
        if scenario.choices.get(key) and not triggers:
            raise scenario.error(at("choices", key), "no permanent in play has a damage trigger.")
    if not triggers:
        return []
    chosen = _chosen_players(scenario, triggers, players)
    triggers = [MtgTrigger(**{**dict(t), "position": i, "chosen": chosen.get(t["host"], "")})
                for i, t in enumerate(triggers, 1)]
    damageable = [e["id"] for e in entries if set(("creature", "planeswalker", "battle")) & set(e["types"])]

    def walkers(trigger):
        """Planeswalkers an opponent of the trigger's controller controls (Questing Beast's possible targets)."""
        return [e["id"] for e in entries if "planeswalker" in e["types"] and e["controller"] != trigger["controller"]]
    return (triggers + _targets(scenario, triggers, damageable, players, walkers) + _order(scenario, triggers, players)
            + [Stack()])
