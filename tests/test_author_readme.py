"""README, "Author a new interaction": every card file, scenario and inline effect it shows loads and resolves."""
import re
from pathlib import Path

import yaml

from dealt.cli import main

README = Path(__file__).resolve().parents[1] / "README.md"
SCENARIOS = {             # a board around each inline effect the README shows, by game
    "riftbound": {"game": "riftbound", "active_player": "A", "action": {"card": "Singularity", "controller": "A",
                  "targets": ["a"]}, "board": [{"id": "a", "controller": "B", "might": 5, "location": "bf1"}]},
    "sentinels": {"game": "sentinels", "active_player": "villain", "board": [
                  {"id": "voss", "card": "Grand Warlord Voss", "controller": "villain"},
                  {"id": "tempest", "card": "Tempest", "controller": "tempest"}],
                  "action": {"deal": {"source": "voss", "to": ["tempest"], "amount": 6, "type": "melee"}}},
    "mtg": {"game": "mtg", "active_player": "A", "board": [{"id": "giant", "controller": "B", "power": 3,
            "toughness": 3}], "action": {"card": "Lightning Bolt", "controller": "A", "targets": ["giant"]}},
}


def _blocks():
    section = README.read_text(encoding="utf-8").split("## Author a new interaction")[1].split("\n## ")[0]
    return re.findall(r"```yaml\n(.*?)```", section, re.S)


def test_the_readmes_library_cards_scenarios_and_inline_effects_resolve(tmp_path, capsys):
    inline, scenarios = None, []
    for block in _blocks():
        parts = re.split(r"^# (\S+\.yaml).*\n", block, flags=re.M)
        for path, body in zip(parts[1::2], parts[2::2]):
            (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
            (tmp_path / path).write_text(body, encoding="utf-8")
            if "board" in yaml.safe_load(body):
                scenarios.append(tmp_path / path)
        if block.startswith("# inline effects"):
            inline = yaml.safe_load(block)
        elif len(parts) == 1:
            (tmp_path / f"block{len(scenarios)}.yaml").write_text(block, encoding="utf-8")
            if "board" in yaml.safe_load(block):
                scenarios.append(tmp_path / f"block{len(scenarios)}.yaml")
    assert main(["check", str(tmp_path / "house-rules")]) == 0, capsys.readouterr().err
    for game, effect in zip(("riftbound", "sentinels", "mtg"), inline):
        scenario = dict(SCENARIOS[game], cards=["house-rules"])
        scenario["board"] = scenario["board"] + [effect]
        scenarios.append(tmp_path / f"{game}.yaml")
        scenarios[-1].write_text(yaml.safe_dump(scenario), encoding="utf-8")
    for scenario in scenarios:
        assert main(["resolve", str(scenario)]) == 0, (scenario, capsys.readouterr().err)
        out = capsys.readouterr().out
        if scenario.stem in SCENARIOS:          # the effect acted, called by its text
            text = yaml.safe_load(scenario.read_text())["board"][-1]["text"]
            assert re.search(rf"\[[^]]*{re.escape(text)} \d+->\d+", out) or f"{text} effect" in out, out
    assert len(scenarios) >= 5
