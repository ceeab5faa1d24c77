"""Hearthstone: single-target Damage Events, from the Hearthstone wiki's "Damage Events".

Spec: ../shared/rules-sources/hearthstone-damage-events.txt.
"""
from pathlib import Path

from dealt.kb.game import Game
from dealt.kb.hearthstone.board import KINDS, build_board
from dealt.kb.hearthstone.carddb import unusable_card_file
from dealt.kb.hearthstone.mechanics import KEYWORDS, REGISTRY
from dealt.kb.hearthstone.rules import MODULES
from dealt.kb.hearthstone.steps import SEQUENCE

GAME = Game(
    name="hearthstone",
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
)
