"""Sentinels of the Multiverse: dealing damage, from the rules text's 'Dealing Damage Order of Operations'.

Spec: ../shared/rules-sources/sentinels-damage-order-of-operations.txt.
"""
from pathlib import Path

from dealt.inference.orders import action_orders, orders
from dealt.kb.game import Game
from dealt.kb.sentinels.board import build_board
from dealt.kb.sentinels.mechanics import KEYWORDS, KINDS, REGISTRY
from dealt.kb.sentinels.rules import MODULES
from dealt.kb.sentinels.steps import SEQUENCE
from dealt.kb.sentinels.turns import next_player
from dealt.kb.sentinels import words  # noqa: F401  (the why-not words of its rules)

GAME = Game(
    name="sentinels",
    rules_text="the Dealing Damage Order of Operations (modifiers in the order the players choose)",
    title="Sentinels of the Multiverse",
    sequence=SEQUENCE,
    registry=REGISTRY,
    keywords=KEYWORDS,
    rule_modules=MODULES,
    cards_dir=Path(__file__).parent / "cards",
    board_builder=build_board,
    card_kinds=KINDS,
    order_search=orders,
    action_orders=action_orders,
    next_player=next_player,
    lost_phrase="HP reduced by {lost}",
    unchanged_phrase="HP unchanged",
    board_phrase="now HP {health}",
    stat_words=(("health", "HP"),),
    destroyed_words=(("hero", "incapacitated"),),
    board_counters=(("Hand", "entity", "cards", "hand", ("hero",)),),
    dealt_phrase="{target} is dealt {dealt} damage (HP reduced by {lost})",
    prevented_phrase="no damage is dealt to {target} (no HP is reduced), so nothing based on damage being dealt happens",
)
