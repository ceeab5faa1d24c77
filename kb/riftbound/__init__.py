"""Riftbound: Bonus Damage, 'to each' and split damage, Prevent, attribution and Might.

Spec: ../shared/rules-sources/riftbound-modifying-and-splitting-damage.txt; where it is silent, the
Riftbound Core Rules (cited by number in each rule).
"""
from pathlib import Path

from dealt.kb.game import Game
from dealt.kb.riftbound.board import KINDS, build_board, next_player
from dealt.kb.riftbound.mechanics import KEYWORDS, REGISTRY
from dealt.kb.riftbound.rules import MODULES
from dealt.kb.riftbound.steps import SEQUENCE

GAME = Game(
    name="riftbound",
    rules_text="the guide Modifying and Splitting Damage",
    title="Riftbound",
    sequence=SEQUENCE,
    registry=REGISTRY,
    keywords=KEYWORDS,
    rule_modules=MODULES,
    cards_dir=Path(__file__).parent / "cards",
    board_builder=build_board,
    card_kinds=KINDS + ("spell",),
    stats=("might", "damage", "location", "prevent", "attached_to"),
    lost_phrase="{lost} damage marked",
    unchanged_phrase="no damage marked",
    board_phrase="now damage {damage}, Might {might}",
    # the guide: 'If all damage is prevented, the unit was not dealt damage'; Core Rules 437.4: 'not considered to
    # have been dealt to it at all' (Prevent is the game's own word: the only way an event here deals nothing)
    prevented_phrase="all the damage to {target} was prevented, Bonus Damage included, so {target} was not dealt "
                     "damage at all (nothing is marked)",
    explain_action=True,
    next_player=next_player,
)
