"""Card libraries outside the package and effects inline in a scenario (issue 12, sections 1 and 2).

Each game: a library folder in a temporary folder outside the checkout, used by the scenario's `cards:`,
by `--cards DIR` and by DEALT_CARDS; a card inline in `cards:`; an effect inline on the board; a library
card replacing a bundled one for one run (said in every output); two libraries defining one card refused.
"""
import json
import os
import textwrap

import pytest

from dealt.cli import main

#: per game: the scenario (without `cards:`), a library card it uses, the number that card makes (the
#: target's `dealt` in e1), a replacement of a bundled card and its number, an inline effect board entry
#: and its number
GAMES = {
    "hearthstone": dict(
        scenario="""
            game: hearthstone
            active_player: A
            board:
              - {id: heroA, card: Jaina Proudmoore, controller: A}
              - {id: heroB, card: Garrosh Hellscream, controller: B}
            action: {card: Arcane Bolt, controller: A, targets: [heroB]}
            """,
        card="""
            schema: 1
            game: hearthstone
            name: Arcane Bolt
            id: RLK_843
            text: "Deal 2 damage. Manathirst (8): Deal 3 damage instead."
            mechanics:
              - {mechanic: deal_damage, amount: 2}
            """,
        card_file="arcane_bolt.yaml", dealt=2,
        replacement="""
            schema: 1
            game: hearthstone
            name: Fireball
            id: CS2_029
            text: Deal 4 damage.
            mechanics:
              - {mechanic: deal_damage, amount: 4}
            """,
        replaced_action="{card: Fireball, controller: A, targets: [heroB]}", replaced_dealt=4,
        inline=("""
            game: hearthstone
            active_player: A
            board:
              - {id: heroA, card: Jaina Proudmoore, controller: A}
              - {id: heroB, card: Garrosh Hellscream, controller: B}
              - {id: ward, kind: effect, controller: B, text: Damage to your hero greater than 1 becomes 1,
                 mechanics: [{mechanic: reduce_hero_damage_to_one}]}
            action: {card: Fireball, controller: A, targets: [heroB]}
            """, "Damage to your hero greater than 1 becomes 1", 1)),
    "riftbound": dict(
        scenario="""
            game: riftbound
            active_player: A
            board:
              - {id: a, controller: B, might: 5}
              - {id: ward, card: House Ward, controller: B, attached_to: a}
            action: {card: Singularity, controller: A, targets: [a]}
            """,
        card="""
            schema: 1
            game: riftbound
            name: House Ward
            kind: effect
            text: Prevent the next 2 damage that would be dealt to a unit this turn.
            mechanics:
              - {mechanic: prevent_next_damage, amount: 2}
            """,
        card_file="house_ward.yaml", dealt=4,
        replacement="""
            schema: 1
            game: riftbound
            name: Singularity
            kind: spell
            text: Deal 3 to each of up to two units.
            mechanics:
              - {mechanic: deal_damage_to_each, amount: 3, up_to: 2, scope: units}
            """,
        replaced_action="{card: Singularity, controller: A, targets: [a]}", replaced_dealt=3,
        inline=("""
            game: riftbound
            active_player: A
            board:
              - {id: a, controller: B, might: 5}
              - {id: ward, kind: effect, controller: B, attached_to: a, text: Prevent the next 1 damage to a,
                 mechanics: [{mechanic: prevent_next_damage, amount: 1}]}
            action: {card: Singularity, controller: A, targets: [a]}
            """, "Prevent the next 1 damage to a", 5)),
    "sentinels": dict(
        scenario="""
            game: sentinels
            active_player: villain
            board:
              - {id: voss, card: Grand Warlord Voss, controller: villain}
              - {id: legacy, card: Legacy, controller: legacy}
              - {id: ward, card: House Fortitude, controller: legacy}
            action:
              deal: {source: voss, to: [legacy], amount: 5, type: melee}
            """,
        card="""
            schema: 1
            game: sentinels
            name: House Fortitude
            kind: ongoing
            text: Reduce Damage dealt to Legacy by 2.
            mechanics:
              - {mechanic: reduce_damage, amount: 2, scope: to_host}
            """,
        card_file="house_fortitude.yaml", dealt=3,
        replacement="""
            schema: 1
            game: sentinels
            name: Fortitude
            kind: ongoing
            text: Reduce Damage dealt to Legacy by 3.
            mechanics:
              - {mechanic: reduce_damage, amount: 3, scope: to_host}
            """,
        replaced_board="{id: ward, card: Fortitude, controller: legacy}", replaced_dealt=2,
        inline=("""
            game: sentinels
            active_player: villain
            board:
              - {id: voss, card: Grand Warlord Voss, controller: villain}
              - {id: legacy, card: Legacy, controller: legacy}
              - {id: ward, kind: ongoing, controller: legacy, text: Reduce damage dealt to Legacy by 1,
                 mechanics: [{mechanic: reduce_damage, amount: 1, scope: to_host}]}
            action:
              deal: {source: voss, to: [legacy], amount: 5, type: melee}
            """, "Reduce damage dealt to Legacy by 1", 4)),
    "mtg": dict(
        scenario="""
            game: mtg
            active_player: A
            board:
              - {id: B, kind: player, controller: B, life: 20}
            action: {card: Lightning Strike, controller: A, targets: [B]}
            """,
        card="""
            schema: 1
            game: mtg
            name: Lightning Strike
            kind: instant
            text: Lightning Strike deals 3 damage to any target.
            mechanics:
              - {mechanic: deal_damage, amount: 3}
            """,
        card_file="lightning_strike.yaml", dealt=3,
        replacement="""
            schema: 1
            game: mtg
            name: Shock
            kind: instant
            text: Shock deals 1 damage to any target.
            mechanics:
              - {mechanic: deal_damage, amount: 1}
            """,
        replaced_action="{card: Shock, controller: A, targets: [B]}", replaced_dealt=1,
        inline=("""
            game: mtg
            active_player: A
            board:
              - {id: B, kind: player, controller: B, life: 20}
              - {id: ward, kind: artifact, controller: B, text: Prevent 1 of the damage to you,
                 mechanics: [{mechanic: prevent_one_to_you}]}
            action: {card: Shock, controller: A, targets: [B]}
            """, "Prevent 1 of the damage to you", 1)),
}


def _write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text))
    return path


def _run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def _resolve(capsys, scenario, *extra):
    code, out, err = _run(capsys, "resolve", str(scenario), "--json", *extra)
    assert code == 0, err
    return json.loads(out)


def _scenario(tmp_path, game, cards=None, replace=None, without=None):
    spec = GAMES[game]
    text = textwrap.dedent(spec["scenario"])
    if without:
        text = "".join(line for line in text.splitlines(keepends=True) if without not in line)
    if replace:
        old, new = replace
        text = text.replace(old, new)
    if cards is not None:
        text += f"cards: {json.dumps(cards)}\n"
    return _write(tmp_path / "rulings" / f"{game}.yaml", text)


def _dealt(outcome):
    return outcome["events"][0]["dealt"]


@pytest.fixture(autouse=True)
def _no_library_variable(monkeypatch):
    monkeypatch.delenv("DEALT_CARDS", raising=False)


@pytest.mark.parametrize("game", GAMES)
def test_a_library_card_is_used_through_the_scenarios_cards_and_named_in_every_output(tmp_path, capsys, monkeypatch,
                                                                                      game):
    spec = GAMES[game]
    card = _write(tmp_path / "house" / spec["card_file"], spec["card"])
    scenario = _scenario(tmp_path, game, cards=["../house"])
    monkeypatch.chdir(tmp_path)
    outcome = _resolve(capsys, scenario)
    assert _dealt(outcome) == spec["dealt"]
    name = next(s for s in outcome["cards"] if s["from"] != "bundled")
    assert name["from"].endswith(f"house/{spec['card_file']}") and not name["replaces_bundled"]
    code, text, _ = _run(capsys, "resolve", str(scenario))
    assert code == 0 and f"from ./house/{card.name}" in text
    code, text, _ = _run(capsys, "why", str(scenario), "e1")
    assert code == 0 and f"from ./house/{card.name}" in text


@pytest.mark.parametrize("game", GAMES)
def test_a_library_given_by_the_cards_option_or_the_variable_is_used(tmp_path, capsys, monkeypatch, game):
    spec = GAMES[game]
    _write(tmp_path / "lib" / game / spec["card_file"],
           "\n".join(line for line in textwrap.dedent(spec["card"]).splitlines() if not line.startswith("game:")))
    scenario = _scenario(tmp_path, game)
    code, _, err = _run(capsys, "resolve", str(scenario))
    assert code == 2 and "error" in err                      # without the library the card is unknown
    outcome = _resolve(capsys, scenario, "--cards", str(tmp_path / "lib"))
    assert _dealt(outcome) == spec["dealt"]
    assert any(s["from"].endswith(f"lib/{game}/{spec['card_file']}") for s in outcome["cards"])
    (tmp_path / "other").mkdir()
    monkeypatch.setenv("DEALT_CARDS", os.pathsep.join([str(tmp_path / "other"), str(tmp_path / "lib")]))
    outcome = _resolve(capsys, scenario)
    assert _dealt(outcome) == spec["dealt"]


@pytest.mark.parametrize("game", GAMES)
def test_a_card_inline_in_cards_is_used_and_said_to_be_inline(tmp_path, capsys, game):
    import yaml
    spec = GAMES[game]
    scenario = _scenario(tmp_path, game, cards=[yaml.safe_load(textwrap.dedent(spec["card"]))])
    outcome = _resolve(capsys, scenario)
    assert _dealt(outcome) == spec["dealt"]
    assert any(s["from"].startswith("inline in") and "cards[0]" in s["from"] for s in outcome["cards"])


@pytest.mark.parametrize("game", GAMES)
def test_a_library_card_replaces_the_bundled_one_for_that_run_and_says_so(tmp_path, capsys, game):
    spec = GAMES[game]
    _write(tmp_path / "house" / "replacement.yaml", spec["replacement"])
    if "replaced_action" in spec:
        old = next(line for line in textwrap.dedent(spec["scenario"]).splitlines() if line.startswith("action:"))
        replace = (old, f"action: {spec['replaced_action']}")
    else:
        replace = ("{id: ward, card: House Fortitude, controller: legacy}", spec["replaced_board"])
    without = "House Ward" if game == "riftbound" else None       # its plain target only
    scenario = _scenario(tmp_path, game, cards=["../house"], replace=replace, without=without)
    outcome = _resolve(capsys, scenario)
    assert _dealt(outcome) == spec["replaced_dealt"]
    replaced = [s for s in outcome["cards"] if s["replaces_bundled"]]
    assert len(replaced) == 1 and replaced[0]["from"].endswith("house/replacement.yaml")
    code, text, _ = _run(capsys, "resolve", str(scenario))
    assert f"{replaced[0]['card']}: from " in text and "replacement.yaml, replacing the bundled card" in text
    plain = _scenario(tmp_path, game, replace=replace, without=without)          # the next run, without the library: bundled again
    outcome = _resolve(capsys, plain)
    assert _dealt(outcome) != spec["replaced_dealt"]
    assert not any(s["replaces_bundled"] for s in outcome["cards"])


@pytest.mark.parametrize("game", GAMES)
def test_two_libraries_defining_one_card_are_refused_naming_both_files(tmp_path, capsys, game):
    spec = GAMES[game]
    first = _write(tmp_path / "one" / spec["card_file"], spec["card"])
    second = _write(tmp_path / "two" / "again.yaml", spec["card"])
    scenario = _scenario(tmp_path, game, cards=["../one", "../two"])
    code, _, err = _run(capsys, "resolve", str(scenario))
    assert code == 2
    assert str(second) in err and f"one/{first.name}" in err


@pytest.mark.parametrize("game", GAMES)
def test_an_inline_effect_on_the_board_applies_and_is_called_by_its_text(tmp_path, capsys, game):
    scenario_text, text, dealt = GAMES[game]["inline"]
    scenario = _write(tmp_path / f"{game}.yaml", scenario_text)
    outcome = _resolve(capsys, scenario)
    assert _dealt(outcome) == dealt
    assert outcome["board"]["ward"]["card"] == text
    assert any(s["card"] == text and s["from"].startswith("inline in") for s in outcome["cards"])
    code, why, _ = _run(capsys, "why", str(scenario), "e1")
    assert code == 0 and text in why and "inline in" in why


def test_an_inline_effects_mechanic_is_checked_as_a_card_files_with_a_did_you_mean(tmp_path, capsys):
    entry = ("{id: ward, kind: effect, controller: B, attached_to: a, text: 'Prevent 1',"
             " mechanics: [{mechanic: prevent_next_damag, amount: 1}]}")
    old = next(line for line in textwrap.dedent(GAMES["riftbound"]["scenario"]).splitlines() if "id: ward" in line)
    scenario = _scenario(tmp_path, "riftbound", replace=(old, f"  - {entry}"))
    code, _, err = _run(capsys, "resolve", str(scenario))
    assert code == 2
    assert "board[1].mechanics[0].mechanic" in err and "Did you mean 'prevent_next_damage'" in err
    assert "line 6" in err


def test_a_library_cards_wrong_parameter_names_the_file_and_line_with_a_did_you_mean(tmp_path, capsys):
    card = _write(tmp_path / "house" / "house_ward.yaml",
                  GAMES["riftbound"]["card"].replace("amount: 2", "amont: 2"))
    scenario = _scenario(tmp_path, "riftbound", cards=["../house"])
    code, _, err = _run(capsys, "resolve", str(scenario))
    assert code == 2
    assert str(card) in err and "amont" in err and "Did you mean 'amount'" in err


def test_odds_uses_the_library_card_and_says_where_it_came_from(tmp_path, capsys):
    _write(tmp_path / "house" / "missiles.yaml", """
        schema: 1
        game: hearthstone
        name: Arcane Missiles
        id: EX1_277
        text: Deal 3 damage randomly split among all enemies.
        mechanics:
          - {mechanic: missiles, count: 1, group: enemy_characters, split: true}
        """)
    scenario = _write(tmp_path / "odds.yaml", """
        game: hearthstone
        active_player: A
        cards: [house]
        board:
          - {id: heroA, card: Jaina Proudmoore, controller: A}
          - {id: heroB, card: Garrosh Hellscream, controller: B}
        action: {card: Arcane Missiles, controller: A}
        """)
    code, out, err = _run(capsys, "odds", str(scenario), "--json")
    assert code == 0, err
    odds = json.loads(out)
    assert odds["total_damage"] == {"1": {"exact": "1", "probability": 1.0}}   # one missile: the library's count, not 3
    assert odds["cards"][0]["replaces_bundled"] and odds["cards"][0]["from"].endswith("house/missiles.yaml")
    code, out, _ = _run(capsys, "odds", str(scenario))
    assert "Arcane Missiles: from " in out and "missiles.yaml, replacing the bundled card" in out


def test_orders_and_graph_take_the_cards_option(tmp_path, capsys):
    spec = GAMES["mtg"]
    _write(tmp_path / "lib" / "mtg" / spec["card_file"], spec["card"])
    scenario = _write(tmp_path / "mtg.yaml", spec["scenario"].replace(
        "- {id: B, kind: player, controller: B, life: 20}",
        "- {id: B, kind: player, controller: B, life: 20}\n"
        "              - {id: armor, card: Urza's Armor, controller: B}\n"
        "              - {id: furnace, card: Furnace of Rath, controller: A}"))
    code, out, err = _run(capsys, "orders", str(scenario), "--cards", str(tmp_path / "lib"))
    assert code == 0, err
    assert "Lightning Strike: from " in out and "lightning_strike.yaml" in out
    code, out, err = _run(capsys, "graph", str(scenario), "--cards", str(tmp_path / "lib"), "-o",
                          str(tmp_path / "g.dot"))
    assert code == 0, err


def test_a_cards_entry_that_is_no_folder_or_another_games_card_is_refused_with_its_line(tmp_path, capsys):
    scenario = _scenario(tmp_path, "riftbound", cards=["../missing"])
    code, _, err = _run(capsys, "resolve", str(scenario))
    assert code == 2 and "missing" in err and "is not a folder" in err and "cards[0]" in err
    import yaml
    card = yaml.safe_load(textwrap.dedent(GAMES["mtg"]["card"]))
    scenario = _scenario(tmp_path, "riftbound", cards=[card])
    code, _, err = _run(capsys, "resolve", str(scenario))
    assert code == 2 and "cards[0].game" in err and "'mtg' card" in err
