"""What the Python API takes as a scenario: a file's path, YAML text, or a dict, each checked as a file is.

A :class:`pathlib.Path` is a file. Text is YAML when it holds a line break or starts with ``{`` (a one-line
flow mapping), else the path of a file; a dict is the mapping a file would hold. Errors are the CLI's
(:class:`dealt.InputError`): a file's name its path and line, YAML text ``<scenario text>`` and its line,
a dict ``<scenario dict>`` and the place in it (``board[1].health``). A card library in a scenario's
``cards:`` is a folder relative to the file, or to the working folder for text and dicts.
"""
from __future__ import annotations

import os
from typing import Any, Mapping, Sequence, Union

from dealt.facts.errors import InputError, shown

#: what resolve(), odds(), orders() and diff() take as a scenario
ScenarioInput = Union[str, "os.PathLike[str]", Mapping[str, Any]]
TEXT_LABEL = "<scenario text>"


def is_yaml_text(text: str) -> bool:
    """Whether a string given as a scenario is YAML text (a line break, or a flow mapping) rather than a path."""
    return "\n" in text or text.lstrip().startswith("{")


def load(scenario: ScenarioInput, rules: str | None = None, cards: Sequence[str | os.PathLike] = ()):
    """The checked Scenario of what the API was given, under `rules` if given (over the scenario's own
    ``rules:``), with the card library folders `cards` before the bundled cards (as ``--cards``)."""
    from dealt.facts.scenario import load_scenario, scenario_from_data
    from dealt.kb import GAME_MODULES, PLANNED_GAMES
    games = tuple(GAME_MODULES)
    if isinstance(scenario, Mapping):
        from dealt.facts.python_data import DICT_LABEL, plain_data
        loaded = scenario_from_data(plain_data(dict(scenario)), {}, DICT_LABEL, games, PLANNED_GAMES)
    elif isinstance(scenario, str) and is_yaml_text(scenario):
        from dealt.facts.yaml_file import parse_yaml
        data, lines = parse_yaml(scenario, TEXT_LABEL)
        loaded = scenario_from_data(data, lines, TEXT_LABEL, games, PLANNED_GAMES)
    elif isinstance(scenario, (str, os.PathLike)):
        loaded = load_scenario(os.fspath(scenario), games, PLANNED_GAMES)
    else:
        raise InputError("<scenario>", "", f"a scenario is a file's path, YAML text or a dict, not {shown(scenario)} "
                         f"({type(scenario).__name__}).", allowed="a str or pathlib.Path (a file), a str of YAML "
                         "(with a line break), a dict")
    if isinstance(cards, (str, os.PathLike)):
        cards = [cards]                 # one folder given alone, not its characters
    loaded.libraries = tuple(os.fspath(c) for c in cards)
    if rules is not None:
        if not isinstance(rules, str):
            raise InputError(loaded.file, "rules=", f"rules must be the name of a rule set, not {shown(rules)}.",
                             allowed="default, or a name `dealt variants` lists")
        loaded.rules, loaded.rules_from = rules, "rules="
    return loaded
