"""Whose turn comes next: Hearthstone's two players take turns.

Source: Hearthstone wiki, Advanced rulebook: ending a turn, 'the next player's turn starts'; Fireplace,
fireplace/game.py, ``_end_turn``: ``self.begin_turn(self.current_player.opponent)``.
"""


def next_player(players, player):
    """Who plays after `player`: the next of `players` (names) in their sorted order, round again to the first
    (the board's Player facts are in that order); `player` again when there is no other."""
    names = sorted(players)
    return names[(names.index(player) + 1) % len(names)] if player in names else player
