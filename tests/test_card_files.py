"""Card files are checked whole on load (issue 11, item 11): a `kind` the game's cards cannot be is
refused, a former name (`aliases`) that is another card's name or former name is refused naming both
files, and a Hearthstone card file whose name no card of the database has is loaded with a warning
(one stderr line naming the file), since no scenario can use it."""
import dataclasses
import shutil
from pathlib import Path

import pytest

import dealt.kb
from dealt.cli import main
from dealt.facts.errors import InputError
from dealt.kb import load_game

EXAMPLES = Path(__file__).parent.parent / "examples"

#: per game: a shipped card file, and the kind its copy is given that the game's cards cannot be
WRONG_KINDS = [
    ("hearthstone", "frothing_berserker.yaml", "minon"),
    ("hearthstone", "fireball.yaml", "spell"),          # a Hearthstone spell is an effect (or a secret) in play
    ("mtg", "shock.yaml", "instnat"),
    ("mtg", "worship.yaml", "minion"),                  # another game's kind
    ("riftbound", "singularity.yaml", "sorcery"),
    ("sentinels", "fortitude.yaml", "on going"),
]


def _game_with(tmp_path, name, replace=None, add=None):
    """The game `name` with its card files copied to `tmp_path`, `replace` (file -> text) and `add` written."""
    game = load_game(name)
    cards = tmp_path / "cards"
    shutil.copytree(game.cards_dir, cards)
    for file, text in {**(replace or {}), **(add or {})}.items():
        (cards / file).write_text(text, encoding="utf-8")
    return dataclasses.replace(game, cards_dir=cards), cards


def _with_kind(text, kind):
    lines = [line for line in text.splitlines() if not line.startswith("kind:")]
    at = next(i for i, line in enumerate(lines) if line.startswith("name:")) + 1
    return "\n".join(lines[:at] + [f"kind: {kind}"] + lines[at:]) + "\n"


@pytest.mark.parametrize("game_name, file, kind", WRONG_KINDS)
def test_a_card_kind_the_game_does_not_have_is_refused_on_load(tmp_path, game_name, file, kind):
    shipped = load_game(game_name).cards_dir / file
    written = _with_kind(shipped.read_text(), kind)
    game, cards = _game_with(tmp_path, game_name, replace={file: written})
    with pytest.raises(InputError) as refused:
        game.cards
    text = refused.value.message()
    line = written.splitlines().index(f"kind: {kind}") + 1
    assert text.startswith(f"{cards / file}, line {line}, at kind: {kind!r} is not a kind of {game.title} card."), text
    assert f"Allowed: {', '.join(game.card_kinds)}" in text and "\n" not in text


@pytest.mark.parametrize("game_name", ["hearthstone", "mtg", "riftbound", "sentinels"])
def test_every_shipped_card_kind_is_one_of_its_game(game_name):
    game = load_game(game_name)
    assert game.card_kinds
    assert {card.kind for card in game.cards.values() if card.kind} <= set(game.card_kinds)


QUEEN = (load_game("hearthstone").cards_dir / "queen_of_pain.yaml").read_text()


@pytest.mark.parametrize("aliases, clash, with_file", [
    ("[Mistress of Pain, fireball]", "'fireball' is the name of the card in", "fireball.yaml"),
    ("[Mistress of Pain, Queen of Pain]", "'Queen of Pain' is this card's own name", "queen_of_pain.yaml"),
])
def test_a_former_name_that_is_a_card_name_is_refused_naming_both_files(tmp_path, aliases, clash, with_file):
    game, cards = _game_with(tmp_path, "hearthstone",
                             replace={"queen_of_pain.yaml": QUEEN.replace("[Mistress of Pain]", aliases)})
    with pytest.raises(InputError) as refused:
        game.cards
    text = refused.value.message()
    assert text.startswith(f"{cards / 'queen_of_pain.yaml'}, line 7, at aliases[1]: {clash}"), text
    assert str(cards / with_file) in text and "\n" not in text


def test_a_former_name_two_card_files_give_is_refused_naming_both(tmp_path):
    frothing = (load_game("hearthstone").cards_dir / "frothing_berserker.yaml").read_text()
    game, cards = _game_with(tmp_path, "hearthstone",
                             replace={"frothing_berserker.yaml": frothing + "aliases: [Mistress of Pain]\n"})
    with pytest.raises(InputError) as refused:
        game.cards
    text = refused.value.message()
    assert text.startswith(f"{cards / 'queen_of_pain.yaml'}, line 7, at aliases[0]: 'Mistress of Pain' is "
                           f"already a former name of the card in {cards / 'frothing_berserker.yaml'}"), text


def _misspelt_frothing():
    shipped = (load_game("hearthstone").cards_dir / "frothing_berserker.yaml").read_text()
    return shipped.replace("name: Frothing Berserker", "name: Frothing Bersrker")


def test_a_hearthstone_card_file_no_card_of_the_database_has_loads_with_a_warning(tmp_path, capsys):
    game, cards = _game_with(tmp_path, "hearthstone", add={"frothing_bersrker.yaml": _misspelt_frothing()})
    assert "frothing bersrker" in game.cards and "frothing berserker" in game.cards
    err = capsys.readouterr().err.splitlines()
    assert err == [f"dealt: warning: {cards / 'frothing_bersrker.yaml'}: no card of the Hearthstone database is "
                   "named 'Frothing Bersrker', so no scenario can use this card file; its id EX1_604 is "
                   "'Frothing Berserker'"], err


def test_the_warning_reaches_the_cli_and_the_run_goes_on(tmp_path, capsys, monkeypatch):
    game, cards = _game_with(tmp_path, "hearthstone", add={"frothing_bersrker.yaml": _misspelt_frothing()})
    monkeypatch.setattr(dealt.kb, "load_game", lambda _name: game)
    assert main(["resolve", str(EXAMPLES / "hearthstone" / "fireball_velen_kobold.yaml")]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("Hearthstone:")
    assert len(err.splitlines()) == 1 and "frothing_bersrker.yaml: no card of the Hearthstone database" in err


def test_every_shipped_hearthstone_card_file_names_a_card_of_the_database(tmp_path, capsys):
    game, _ = _game_with(tmp_path, "hearthstone")
    assert game.cards
    assert capsys.readouterr().err == ""
