"""Hearthstone: single-target Damage Events, from the Hearthstone wiki's "Damage Events".

Spec: ../shared/rules-sources/hearthstone-damage-events.txt.
"""
from pathlib import Path

from dealt.kb.game import Game
from dealt.kb.hearthstone.board import KINDS, build_board, enters_play, without_unread_play_counts
from dealt.kb.hearthstone.carddb import unusable_card_file
from dealt.kb.hearthstone import words  # noqa: F401  (the why-not words of its rules)
from dealt.kb.hearthstone.mechanics import KEYWORDS, REGISTRY
from dealt.kb.hearthstone.rules import MODULES
from dealt.kb.hearthstone.steps import SEQUENCE
from dealt.kb.hearthstone.turns import next_player

GAME = Game(
    name="hearthstone",
    rules_text="the Hearthstone wiki's Damage Events",
    title="Hearthstone",
    sequence=SEQUENCE,
    registry=REGISTRY,
    keywords=KEYWORDS,
    rule_modules=MODULES,
    cards_dir=Path(__file__).parent / "cards",
    board_builder=build_board,
    card_kinds=KINDS,
    unusable_card=unusable_card_file,
    random_effects=True,
    stats=("health", "armor", "attack", "durability"),
    next_player=lambda scenario, player: next_player(scenario.players, player),
    enters_play=lambda scenario, board: enters_play(_with_cards(board), scenario, board),
    settle_sequence=without_unread_play_counts,
)


def _with_cards(board):
    """The game as the board was built: with the scenario's card libraries, when it has any."""
    from dealt.kb.libraries import GameWithCards
    return GAME if board.cards is None else GameWithCards(GAME, board.cards)
