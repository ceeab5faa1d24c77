"""Whose turn comes next: the villain turn, then each hero's turn in order, then the environment turn.

Source: Sentinels of the Multiverse Enhanced Edition rulebook, 'Gameplay': 'Begin the game with the villain
turn ... Continue with hero turns clockwise from the villain ... End each round with the environment turn ...
Gameplay continues in the same order' (https://www.scribd.com/document/366841692/Sentinels-of-the-Multiverse-
Enhanced-Edition-Rulebook). An incapacitated hero keeps their turn ('On his or her turn, they can use an
"incapacitated action"': http://2d4chan.org/mediawiki/index.php?title=Sentinels_of_the_Multiverse, 'Anatomy of a
Turn'), so no player is skipped.

A scenario's players are the controllers on its board and its active player. The villain player controls the
villain targets (or is named ``villain``), the environment player the environment targets (or is named
``environment``); every other player is a hero's, seated clockwise in the order their first board entry is
listed (the hero character card first, as a scenario lists them).
"""
VILLAIN, ENVIRONMENT = "villain", "environment"


def _kind(entry):
    """An entry's kind: as given, or its bundled card's."""
    if entry.get("kind") or not isinstance(entry.get("card"), str):
        return entry.get("kind")
    from dealt.kb import load_game
    card = load_game("sentinels").cards.get(entry["card"].lower())
    return card.kind if card else None


def _seat(scenario, name):
    kinds = {_kind(e) for e in scenario.board if e["controller"] == name}
    if "villain" in kinds or (name == VILLAIN and "hero" not in kinds):
        return 0
    if "environment" in kinds or (name == ENVIRONMENT and "hero" not in kinds):
        return 2
    return 1


def turn_order(scenario):
    """The scenario's players in the order of one round: the villain, the heroes clockwise, the environment."""
    listed = {}
    for i, entry in enumerate(scenario.board):
        listed.setdefault(entry["controller"], i)
    players = set(scenario.players) | set(listed) | {scenario.active_player}
    return sorted(players, key=lambda name: (_seat(scenario, name), listed.get(name, len(listed)), name))


def next_player(scenario, player):
    """Whose turn starts when `player`'s ends: the next in :func:`turn_order`, after the environment the
    villain again."""
    order = turn_order(scenario)
    return order[(order.index(player) + 1) % len(order)] if player in order else order[0]
