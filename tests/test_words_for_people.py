"""Issue 16, item 4: the sentences of every bundled example's text output and graph name cards, steps and rules in
words; a rule's identifier appears only on its ruling's citation line (and in --json)."""
from pathlib import Path

import pytest

from dealt.facts.scenario import load_scenario
from dealt.inference.outcome import resolve
from dealt.kb import GAME_MODULES, load_game
from dealt.testing.text import identifiers_in_sentences
from dealt.viz.graph import explanation_graph
from dealt.viz.report import outcome_text, why_text

ROOT = Path(__file__).parent.parent
EXAMPLES = sorted((ROOT / "examples").rglob("*.yaml"))


def _texts(path):
    """Every text a user reads of one example: resolve, why of each event and board id, the graph's labels."""
    scenario = load_scenario(str(path), tuple(GAME_MODULES))
    outcome = resolve(load_game(scenario.game), scenario)
    yield "resolve", outcome_text(outcome)
    for subject in [e["id"] for e in outcome.events] + list(outcome.board):
        yield f"why {subject}", why_text(outcome, subject)
    graph = explanation_graph(outcome)
    labels = [d.get("label", "") for _, d in graph.nodes(data=True)] + [d.get("label", "") for *_, d in graph.edges(data=True)]
    labels += [c.get("label", "") for c in graph.graph.get("clusters", {}).values()]
    yield "graph", "\n".join(str(label) for label in labels)
    yield "board ids", ""        # (the scenario's own ids are allowed below)


@pytest.mark.parametrize("path", EXAMPLES, ids=[f"{p.parent.name}/{p.stem}" for p in EXAMPLES])
def test_no_identifier_in_a_sentence(path):
    scenario = load_scenario(str(path), tuple(GAME_MODULES))
    outcome = resolve(load_game(scenario.game), scenario)
    allowed = set(outcome.board) | {e["id"] for e in outcome.events}
    found = []
    for what, text in _texts(path):
        found += [f"{what}: {word!r} in: {line}" for line, word in identifiers_in_sentences(text, allowed)]
    assert not found, "identifiers in sentences meant for people:\n" + "\n".join(dict.fromkeys(found))
