"""Record a ruling: a scenario plus the ``expect:`` its current outcome gives, for the author to read and correct.

The scenario is kept as written; ``expect:`` gets every Damage Event's numbers and rules in order (each
event's ruling sentences as comments above it, so a wrong expectation is easy to see), what it caused, the
board after and the players where anything happened to them. A ``cards:`` list of library folders is
rewritten relative to the ruling file, so the ruling runs from wherever it is kept.
"""
import os
import re
import textwrap
from pathlib import Path

import yaml

from dealt.facts.errors import InputError
from dealt.facts.scenario import load_scenario
from dealt.inference.outcome import resolve
from dealt.kb import GAME_MODULES, PLANNED_GAMES, load_game

EVENT_FIELDS = ("id", "target", "proposed", "dealt", "prevented")
BOARD_FIELDS = {                 # the fields a ruling checks per game (src/dealt/testing/rulings.py, tests/rulings/README.md)
    "hearthstone": ("health", "armor", "attack", "destroyed", "keywords"),
    "riftbound": ("might", "damage", "prevent", "destroyed", "location"),
    "sentinels": ("health", "destroyed"),
    "mtg": ("power", "toughness", "damage", "counters", "loyalty", "defense", "destroyed", "life", "poison", "lost"),
}
COMMENT_WIDTH = 110


def _flow(value):
    """One YAML value on one line."""
    text = yaml.safe_dump([value], default_flow_style=True, width=float("inf"), allow_unicode=True).strip()
    return text[1:-1]


def _comment(text, indent, first="# ", rest="#   "):
    lines = textwrap.wrap(" ".join(str(text).split()), COMMENT_WIDTH - indent - len(first)) or [""]
    return [" " * indent + (first if i == 0 else rest) + line for i, line in enumerate(lines)]


def _without_key(text, key):
    """The scenario's text without its top-level `key:` block (and the comments just above it)."""
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines) if re.match(rf"^{key}\s*:", line)), None)
    if start is None:
        return text
    end = start + 1
    while end < len(lines) and (not lines[end].strip() or lines[end][0] in " \t" or lines[end].startswith("#")):
        end += 1
    while end > start + 1 and (not lines[end - 1].strip() or lines[end - 1].startswith("#")):
        end -= 1                # comments and blank lines before the next key belong to it
    return "\n".join(lines[:start] + lines[end:]) + "\n"


def _libraries(scenario_path, ruling_path, cards):
    """The scenario's ``cards:`` with each folder path made relative to the ruling file's folder."""
    here = Path(scenario_path).resolve().parent
    there = Path(ruling_path).resolve().parent if ruling_path else Path.cwd().resolve()
    moved = []
    for entry in cards:
        if isinstance(entry, str):
            path = Path(entry) if Path(entry).is_absolute() else here / entry
            entry = Path(os.path.relpath(os.path.normpath(path), there)).as_posix()
        moved.append(entry)
    return moved


def _event_lines(event):
    lines = _comment(f"{event['id']}: {event['source']} -> {event['target']}, proposed {event['proposed']}, "
                     f"dealt {event['dealt']}{' (prevented)' if event['prevented'] else ''}", 4)
    for n, step in enumerate(event["steps"], 1):
        lines += _comment(f"{n}. {step.get('ruling') or step['rule']}", 4, "#   ", "#      ")
    for step in event["after"]:
        lines += _comment(f"after: {step.get('ruling') or step['rule']}", 4, "#   ", "#      ")
    fields = [f"{key}: {_flow(event[key])}" for key in EVENT_FIELDS
              if key in event and not (key == "target" and event[key] == "")]   # an event dealing to no one (Magic's
                                                                               # second combat damage step, empty)
    lines.append("    - " + fields[0])
    lines += ["      " + field for field in fields[1:]]
    for key, steps in (("rules", event["steps"]), ("after", event["after"])):
        if steps:
            lines.append(f"      {key}:")
            lines += [f"        - {step['rule']}" for step in steps]
        else:
            lines.append(f"      {key}: []")
    return lines


def expect_lines(outcome):
    """The ``expect:`` block for this outcome, as YAML lines with the rulings as comments."""
    lines = ["expect:"]
    if outcome.events:
        lines.append("  events:")
        for event in outcome.events:
            lines += _event_lines(event)
    else:
        lines.append("  events: []")
        lines.append("  fired:" + ("" if outcome.fired else " []"))
        lines += [f"    - {rule}" for rule in outcome.fired]
    fields = BOARD_FIELDS.get(outcome.game.name, ("health", "destroyed"))
    lines.append("  board:")
    for entity_id, entity in outcome.board.items():
        values = ", ".join(f"{key}: {_flow(entity[key])}" for key in fields if key in entity)
        lines.append(f"    {_flow(entity_id)}: {{{values}}}")
    lines += _players_lines(outcome.players, "  ")
    if outcome.actions:
        lines.append("  actions:")
        before = outcome.actions[0]["before"]
        for a in outcome.actions:
            lines += _comment(f"action {a['action']} ({a['where']}): {a['does']}", 4)
            lines.append(f"    - fired_in_order:" + ("" if a["fired"] else " []"))
            lines += [f"        - {rule}" for rule in a["fired"]]
            lines.append("      events: [" + ", ".join(f"{{id: {i}}}" for i in a["events"]) + "]")
            changed = {i: e for i, e in a["board"].items() if before.get(i) != e}
            lines.append("      board:" + ("" if changed else " {}"))
            for entity_id, entity in changed.items():
                values = ", ".join(f"{key}: {_flow(entity[key])}" for key in fields if key in entity)
                lines.append(f"        {_flow(entity_id)}: {{{values}}}")
            lines += _players_lines(a["players"], "      ")
            before = a["board"]
    return lines


def _players_lines(players, indent):
    players = {name: fields for name, fields in players.items() if any(fields.values())}
    if not players:
        return []
    return [f"{indent}players:"] + [f"{indent}  {_flow(name)}: {{{', '.join(f'{k}: {_flow(v)}' for k, v in values.items())}}}"
                                    for name, values in players.items()]


def record_ruling(scenario_path, ruling_path=None, libraries=(), rules=None):
    """The text of a ruling file for `scenario_path` as Dealt resolves it now (to be written at `ruling_path`).

    Its ``cards:`` holds the scenario's libraries, then `libraries` (``--cards``) and ``DEALT_CARDS``'s,
    each once, relative to the ruling file."""
    scenario = load_scenario(scenario_path, tuple(GAME_MODULES), PLANNED_GAMES)
    scenario.libraries = tuple(libraries)
    if rules:                                   # --rules: the ruling is recorded (and says it is) under that set
        scenario.rules, scenario.rules_from = rules, "--rules"
    outcome = resolve(load_game(scenario.game), scenario)
    text = Path(scenario_path).read_text(encoding="utf-8")
    data = yaml.safe_load(text)
    text = _without_key(text, "expect")
    if rules:
        text = _without_key(text, "rules").rstrip("\n") + f"\nrules: {rules}\n"
    head = ["# Recorded by `dealt record` from " + Path(scenario_path).name + ": the outcome Dealt gives now.",
            "# Read every number and ruling below against the rules text and correct what is wrong before keeping it."]
    lines = text.splitlines(keepends=True)
    while lines and lines[0].startswith(("# Recorded by `dealt record`", head[1])):
        lines.pop(0)                        # recording a recorded ruling again: one header
    text = "".join(lines)
    cards = data.get("cards") if isinstance(data, dict) else None
    cards = list(cards) if isinstance(cards, list) else []
    used = [*libraries, *filter(None, os.environ.get("DEALT_CARDS", "").split(os.pathsep))]
    here = Path(scenario_path).resolve().parent
    given = {os.path.normpath(here / c) for c in cards if isinstance(c, str)}
    cards += [str(Path(d).resolve()) for d in used if str(Path(d).resolve()) not in given]
    if any(isinstance(c, str) for c in cards):
        text = _without_key(text, "cards")
        text = text.rstrip("\n") + "\ncards:\n" + "".join(
            f"  - {_flow(c)}\n" for c in _libraries(scenario_path, ruling_path, cards))
    return "\n".join(head) + "\n" + text.rstrip("\n") + "\n" + "\n".join(expect_lines(outcome)) + "\n"


def write_ruling(scenario_path, ruling_path, force=False, libraries=(), rules=None):
    """Write the recorded ruling to `ruling_path`; an existing file is kept unless `force`."""
    target = Path(ruling_path)
    if target.is_dir() or str(ruling_path).endswith(("/", os.sep)):
        raise InputError(ruling_path, "", "is a folder; the ruling must be a file name ending in .yaml.",
                         allowed="a .yaml file in an existing folder")
    if target.suffix not in (".yaml", ".yml"):
        raise InputError(ruling_path, "", "a ruling file's name must end in .yaml (or .yml) to be collected.",
                         allowed="RULING.yaml")
    if not target.parent.is_dir():
        raise InputError(ruling_path, "", f"cannot be written: its folder {target.parent} does not exist.",
                         allowed="a file in an existing folder")
    if target.exists() and not force:
        raise InputError(ruling_path, "", "already exists; `dealt record` does not overwrite a ruling.",
                         allowed="another file name, or --force to replace it")
    text = record_ruling(scenario_path, ruling_path, libraries, rules)
    from dealt.viz.output import write_file
    return write_file(target, text.encode("utf-8"))
