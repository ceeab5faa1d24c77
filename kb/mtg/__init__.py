"""Magic: The Gathering: rule 120.4, the four-part sequence that processes damage, and what it causes.

Spec: ../shared/rules-sources/mtg-cr-120-4-damage-sequence.txt.
"""
from pathlib import Path

from dealt.kb.game import Game
from dealt.kb.mtg.board import KINDS, build_board
from dealt.kb.mtg.explain import RESOLUTION, RESOLUTION_TITLE, TURN_END, TURN_END_TITLE, build_outcome
from dealt.kb.mtg.mechanics import KEYWORDS, REGISTRY
from dealt.kb.mtg.orders import action_orders, alternatives
from dealt.kb.mtg.rules import MODULES
from dealt.kb.mtg.steps import SEQUENCE
from dealt.kb.mtg.turns import next_player
from dealt.kb.mtg import words  # noqa: F401  (the why-not words of its rules)

GAME = Game(
    name="mtg",
    rules_text="the Comprehensive Rules as amended in 2024 (rule 120.4; no damage assignment order)",
    title="Magic: The Gathering",
    sequence=SEQUENCE,
    registry=REGISTRY,
    keywords=KEYWORDS,
    rule_modules=MODULES,
    cards_dir=Path(__file__).parent / "cards",
    board_builder=build_board,
    card_kinds=KINDS + ("instant", "sorcery"),
    outcome_builder=build_outcome,
    state_templates=(("MtgPlayer", "name"), ("Permanent", "id"), ("MtgEffect", "id")),
    stage_titles=((RESOLUTION, RESOLUTION_TITLE), (TURN_END, TURN_END_TITLE)),
    explain_action=True,
    explain_every_event=True,
    parent_phrase="made by {card}'s triggered ability, which {parent} set off (603.3)",
    event_head="{id}: {source} - one damage event holding all damage dealt at the same time (120.4), proposed "
               "{proposed} damage, to {targets}",
    stage_notes=(("occurs", "Then the damage event occurs (120.4d)."),),
    stat_words=(("life", "life"), ("poison", "poison counters"), ("power", "power"), ("toughness", "toughness"),
                ("damage", "damage marked"), ("counters", "-1/-1 counters"), ("loyalty", "loyalty"),
                ("defense", "defense"), ("remaining", "shield left"), ("used", "used")),
    destroyed_words=(("player", "loses the game"),),
    lost_phrase="life lost {lost}",
    dealt_phrase="{dealt} damage was dealt in all ({lost_words})",
    prevented_phrase="all {proposed} damage was prevented; none was dealt",
    order_alternatives=alternatives,
    action_orders=action_orders,
    next_player=next_player,
    stats=("life", "poison", "power", "toughness", "damage", "counters", "loyalty", "defense", "remaining", "used"),
)
