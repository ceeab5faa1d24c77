"""Results and explanations never depend on hashing: same output under any PYTHONHASHSEED."""
import json
import os
import subprocess
import sys
from pathlib import Path

from dealt.testing.rulings import resolvable

ROOT = Path(__file__).parent.parent
DUMP = """
import json, sys
from pathlib import Path

from dealt.testing.rulings import resolvable
from dealt.facts.scenario import load_scenario
from dealt.inference.outcome import resolve
from dealt.inference.why import explain
from dealt.kb import GAME_MODULES, load_game
out = {}
for path in sys.argv[1:]:
    scenario = load_scenario(path, tuple(GAME_MODULES))
    outcome = resolve(load_game(scenario.game), scenario)
    out[path] = {"outcome": outcome.to_json(),
                 "why": [explain(outcome, e["id"]) for e in outcome.events],
                 "firings": [outcome.trace.firing(n)["rule"] for n in outcome.trace.firings]}
print(json.dumps(out, sort_keys=True))
"""


def test_same_result_and_explanation_under_two_hash_seeds():
    paths = [str(p) for p in resolvable(sorted((ROOT / "tests" / "rulings").rglob("*.yaml"))
                                        + sorted((ROOT / "examples").rglob("*.yaml")))]
    runs = [subprocess.Popen([sys.executable, "-c", DUMP, *paths], env={**os.environ, "PYTHONHASHSEED": seed},
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for seed in ("0", "31337")]          # side by side: one process per core (hashing differs between the two)
    outputs = []
    for run in runs:
        out, err = run.communicate()
        assert run.returncode == 0, err
        outputs.append(json.loads(out))
    assert len(outputs[0]) == len(paths) and paths
    for seed_output in outputs[1:]:
        assert seed_output == outputs[0]
