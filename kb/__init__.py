"""What the rules are: one package per game, each with its steps, mechanics, rules and card data.

Nothing here imports :mod:`dealt.viz`.
"""
import importlib

#: game name -> module holding its ``GAME`` (a :class:`dealt.kb.game.Game`)
GAME_MODULES = {
    "hearthstone": "dealt.kb.hearthstone",
    "riftbound": "dealt.kb.riftbound",
    "mtg": "dealt.kb.mtg",
    "sentinels": "dealt.kb.sentinels",
}

#: games the scenario format knows but whose knowledge base is not written yet (none now)
PLANNED_GAMES = ()


def load_game(name):
    """The :class:`~dealt.kb.game.Game` called `name` (imports its package on first use)."""
    return importlib.import_module(GAME_MODULES[name]).GAME
