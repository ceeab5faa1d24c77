"""Turn order (103.1): who takes the next turn when the active player's turn ends.

The players' turn order is their order on the board (a player not listed comes first, by name), the order
APNAP reads too (:func:`dealt.kb.mtg.rules.damage_triggers._apnap`, 101.4); a player who has lost the game takes
no more turns (800.4: a player who has left the game).
"""


def turn_order(players):
    """The players (MtgPlayer facts or board entries with name or id, order, lost) in turn order: their names."""
    return [p.get("name", p.get("id")) for p in sorted(players, key=lambda p: (p["order"], p.get("name", p.get("id"))))
            if not p.get("lost", False)]


def next_in_turn_order(players, active):
    """The player after `active` in turn order (clockwise, 103.1), or `active` when no one else takes turns."""
    names = turn_order(players)
    if active not in names:
        return names[0] if names else active
    return names[(names.index(active) + 1) % len(names)]


def next_player(scenario, player):
    """The Game hook: who is active after `player`'s turn ends, in the scenario's turn order (its board order;
    a player with no board entry comes first, by name, as :func:`kb.mtg.board._players` orders them)."""
    listed = {e["id"]: e["_order"] for e in scenario.board if e.get("kind") == "player"}
    return next_in_turn_order([{"name": n, "order": listed.get(n, 0)} for n in scenario.players], player)
