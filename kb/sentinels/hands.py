"""The cards in each hero's hand, in every output: the board after (``dealt resolve``, ``--json``) and ``why``.

A hand is what an optional cost spends (the Amulet of the Elder Gods' 'discard 2 cards', a 'you may discard a
card' prevention), so the outcome shows it before and after like HP.
"""
from dealt.inference.outcome import _shared_outcome
from dealt.inference.why import shared_explanation


def _hands(facts):
    return {f["entity"]: f["cards"] for f in facts if type(f).__name__ == "Hand"}


def build_outcome(game, scenario, board, engine):
    """The shared outcome, with each hero's hand in its board entry."""
    outcome = _shared_outcome(game, scenario, board, engine)
    for entity_id, cards in _hands(engine.facts.values()).items():
        if outcome.board.get(entity_id, {}).get("kind") == "hero":
            outcome.board[entity_id]["hand"] = cards
    return outcome


def explain(outcome, subject):
    """The shared explanation, with the hero's hand before and after."""
    explanation = shared_explanation(outcome, subject)
    entity_id = explanation["entity"]
    if "hand" in outcome.board.get(entity_id, {}):
        first = outcome.trace.facts_of("Hand", entity=entity_id)
        explanation["before"]["hand"] = outcome.trace.graph.nodes[first[0]]["data"]["cards"] if first else 0
        explanation["after"]["hand"] = outcome.board[entity_id]["hand"]
    return explanation
