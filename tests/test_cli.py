"""`dealt resolve`, `why` and `graph` work on every bundled example, and the graphs are real files."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from dealt.cli import main

ROOT = Path(__file__).parent.parent
EXAMPLES = sorted((ROOT / "examples").rglob("*.yaml"))


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_resolve_why_and_graph_on_every_example(path, tmp_path, capsys):
    assert main(["resolve", str(path)]) == 0
    assert "Traceback" not in capsys.readouterr().out
    assert main(["resolve", str(path), "--json"]) == 0
    outcome = json.loads(capsys.readouterr().out)
    assert outcome["events"], "an example must deal damage"
    for event in outcome["events"]:
        assert set(event) >= {"id", "source", "target", "proposed", "dealt", "prevented", "steps"}
        for step in event["steps"]:
            assert set(step) >= {"rule", "card", "before", "after"}
            assert "{" not in step["ruling"], f"unfilled placeholder in {step['ruling']!r}"
    target = outcome["events"][0]["target"]
    assert main(["why", str(path), target]) == 0
    text = capsys.readouterr().out
    assert target in text and "rule " in text
    assert main(["why", str(path), outcome["events"][0]["id"], "--json"]) == 0
    why = json.loads(capsys.readouterr().out)
    assert why["events"][0]["steps"][0]["rule"] == outcome["events"][0]["steps"][0]["rule"]
    svg, png = tmp_path / "g.svg", tmp_path / "g.png"
    assert main(["graph", str(path), "-o", str(svg)]) == 0
    assert main(["graph", str(path), "--for", target, "-o", str(png)]) == 0
    capsys.readouterr()
    assert svg.read_text().lstrip().startswith("<?xml") and "</svg>" in svg.read_text()
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_graph_writes_pdf_and_dot(tmp_path, capsys):
    path = EXAMPLES[0]
    pdf, dot = tmp_path / "g.pdf", tmp_path / "g.dot"
    assert main(["graph", str(path), "-o", str(pdf)]) == 0
    assert main(["graph", str(path), "-o", str(dot)]) == 0
    assert pdf.read_bytes()[:5] == b"%PDF-"
    assert "digraph" in dot.read_text()


def test_console_script_resolves_an_example():
    result = subprocess.run([sys.executable, "-m", "dealt", "resolve", str(EXAMPLES[0])],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "Damage events" in result.stdout and "Traceback" not in result.stderr


def test_mechanics_lists_the_vocabulary(capsys):
    assert main(["mechanics", "hearthstone"]) == 0
    text = capsys.readouterr().out
    for name in ("spell_damage", "prevent_fatal_hero_damage", "health_floor", "gain_attack_on_damage"):
        assert name in text


def test_graph_of_many_events_shows_creation_and_resolution_order(tmp_path, capsys):
    """Avenging Wrath's 18 missiles with --detail events: one box per event, linked in the order they were created
    and resolved (by default the chain is one box per target: tests/test_graph_missiles.py)."""
    dot = tmp_path / "g.dot"
    assert main(["graph", str(ROOT / "examples" / "hearthstone" / "avenging_wrath.yaml"), "--detail", "events",
                 "-o", str(dot)]) == 0
    text = dot.read_text()
    assert text.count('label="created and resolved next"') == 17
    assert "e18: Avenging Wrath" in text and "cluster_" not in text
    assert main(["graph", str(ROOT / "examples" / "hearthstone" / "swipe.yaml"), "--detail", "rulings",
                 "-o", str(dot)]) == 0
    text = dot.read_text()        # created and resolved in the same order: one edge says both
    assert "cluster_e1" in text and 'label="created and resolved next"' in text


def test_graph_links_an_after_effect_to_the_later_event_that_read_it(tmp_path):
    """Lightbomb + Frothing Berserker: e2's trigger grows frothing, and e3 reads that Attack when created."""
    from dealt.facts.scenario import load_scenario
    from dealt.inference.outcome import resolve
    from dealt.kb import GAME_MODULES, load_game
    from dealt.viz.graph import explanation_graph, read_links

    scenario = load_scenario(ROOT / "examples" / "hearthstone" / "lightbomb_frothing.yaml", tuple(GAME_MODULES))
    outcome = resolve(load_game("hearthstone"), scenario)
    links = [(a["id"], i, b["id"], j, who, card) for a, i, b, j, who, card in read_links(outcome, outcome.events)]
    assert links == [("e2", 1, "e3", 0, "frothing", "Frothing Berserker")]
    detailed = explanation_graph(outcome, compact=False)
    assert "read here" in detailed.edges["e2:after1", "e3:start"]["label"]
    summary = explanation_graph(outcome, compact=True)
    assert "read here" in summary.edges["e2", "e3"]["label"]


def test_odds_refuses_a_game_without_random_effects(capsys):
    for example in ("sentinels/voss_vs_tempest.yaml", "riftbound/volibear_annie_split.yaml",
                    "mtg/worship_awe_strike.yaml"):
        assert main(["odds", str(ROOT / "examples" / example)]) == 2
        err = capsys.readouterr().err
        assert "has no random effects" in err and "Allowed: hearthstone" in err and "Traceback" not in err


def test_mechanics_of_an_unknown_game_is_refused(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["mechanics", "chess"])
    assert exit_.value.code == 2
    assert "invalid choice: 'chess'" in capsys.readouterr().err


@pytest.mark.parametrize("game_name", ["hearthstone", "riftbound", "sentinels", "mtg"])
def test_mechanics_lists_every_mechanic_of_the_game_with_each_parameter(game_name, capsys):
    """`dealt mechanics GAME` is the authoring vocabulary: every registered mechanic is listed, on its
    own line, with the name of each parameter a card file may give it."""
    from dealt.kb import load_game
    assert main(["mechanics", game_name]) == 0
    lines = capsys.readouterr().out.splitlines()
    for mechanic in load_game(game_name).registry:
        line = next((ln for ln in lines if ln.startswith(f"- {mechanic.name}(")), None)
        assert line is not None, f"{mechanic.name} is not listed"
        for param in mechanic.params:
            assert f"{param.name}:" in line, f"{mechanic.name}'s parameter {param.name} is not listed"
