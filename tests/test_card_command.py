"""`dealt card NAME`: the card as the database has it and as Dealt models it; an unknown name exits 2."""
from pathlib import Path

from dealt.cli import main
from dealt.kb import load_game

ROOT = Path(__file__).parent.parent


def _card(capsys, *argv):
    code = main(["card", *argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_fireball_as_the_database_has_it_and_as_dealt_models_it(capsys):
    code, out, _ = _card(capsys, "Fireball")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Fireball (Hearthstone)"
    assert "CS2_029 (dbf 315), mage spell, cost 4" in lines[1] and "set LEGACY" in lines[1]
    assert "  text: Deal 6 damage." in lines
    assert "CORE_CS2_029 (CORE)" in out and "VAN_CS2_029 (VANILLA)" in out       # every printing
    assert "play requirements read from the text: REQ_TARGET_TO_PLAY" in out
    fireball = load_game("hearthstone").cards["fireball"]
    assert f"As Dealt models it: {fireball.file} (bundled with Dealt)" in out
    deal = load_game("hearthstone").registry["deal_damage"]
    assert f"  - deal_damage(amount=6, spell_damage=True, spell_damage_factor=1) [ability]: " \
           f"{deal.says(dict(fireball.mechanics)['deal_damage'])}" in lines
    assert f"      source: {deal.source}" in lines


def test_a_named_target_and_a_printing_with_other_numbers(capsys):
    code, out, _ = _card(capsys, "Mind Blast")
    assert code == 0 and "named target read from the text: ENEMY_HERO ('Deal 5 damage to the enemy hero')" in out
    code, out, _ = _card(capsys, "Holy Smite")
    assert "REQ_MINION_TARGET" in out and "VAN_CS1_130 (VANILLA, text 'Deal 2 damage.')" in out


def test_a_keyword_the_card_file_does_not_model_is_said(capsys):
    code, out, _ = _card(capsys, "Lightning Bolt")
    assert code == 0 and "not modelled: its keywords OVERLOAD" in out


def test_a_card_with_no_card_file_says_what_of_its_text_is_not_modelled(capsys):
    assert "bloodfen raptor" not in load_game("hearthstone").cards
    code, out, _ = _card(capsys, "Bloodfen Raptor")
    assert code == 0 and "CS2_172" in out and "3/2" in out
    assert "As Dealt models it: no card file; from the database only" in out
    code, out, _ = _card(capsys, "Arcane Golem")
    assert code == 0 and "not modelled: " in out and "nothing" not in out.split("not modelled: ")[1]


def test_an_id_names_its_card(capsys):
    code, out, _ = _card(capsys, "CS2_032")
    assert code == 0 and out.startswith("Flamestrike (Hearthstone)")


def test_a_card_of_another_game_is_its_card_file(capsys):
    code, out, _ = _card(capsys, "Lightning Bolt", "--game", "mtg")
    assert code == 0 and out.startswith("Lightning Bolt (Magic: The Gathering)")
    assert "text: Lightning Bolt deals 3 damage to any target." in out and "kb/mtg/cards/lightning_bolt.yaml" in out
    assert ("- deal_damage(amount=3, amount_is='', to='any') [ability]: The spell deals 3 damage to any target; the "
            "amount is the number as written") in out


def test_an_unknown_name_exits_2_with_did_you_mean(capsys):
    code, out, err = _card(capsys, "Firebal")
    assert code == 2 and out == ""
    assert "'Firebal' is not a card of Hearthstone or Riftbound" in err and "Did you mean: Fireball" in err
    code, out, err = _card(capsys, "Fireball", "--game", "riftbound")
    assert code == 2 and "'Fireball' is not a card of Riftbound." in err and "Traceback" not in err


def test_new_card_writes_the_printed_text_and_a_proposed_mechanic(tmp_path, capsys):
    assert main(["new", "card", "Fireball", "-o", str(tmp_path)]) == 0
    path = tmp_path / "hearthstone" / "fireball.yaml"
    assert capsys.readouterr().out.strip() == f"wrote {path}"
    text = path.read_text(encoding="utf-8")
    assert 'text: "Deal 6 damage."' in text and "id: CS2_029" in text
    assert '- mechanic: deal_damage  # proposed: confirm ("Deal 6 damage.")\n  amount: 6\n  spell_damage: True\n' in text
    from dealt.kb.cards import load_card_file
    game = load_game("hearthstone")
    card = load_card_file(path, game.registry, game.keywords, kinds=game.card_kinds)
    assert card.mechanics == game.cards["fireball"].mechanics          # what the bundled file models
    assert main(["check", str(tmp_path)]) == 0, capsys.readouterr().err


def test_new_card_proposes_an_area_effect_and_keywords(tmp_path, capsys):
    games = tmp_path / "hearthstone"
    games.mkdir()
    assert main(["new", "card", "Consecration", "-o", str(games)]) == 0
    assert main(["new", "card", "Argent Squire", "-o", str(games)]) == 0
    consecration = (games / "consecration.yaml").read_text(encoding="utf-8")
    assert "- mechanic: deal_damage_to_all  # proposed: confirm" in consecration
    assert "group: enemy_characters" in consecration and "amount: 2" in consecration
    squire = (games / "argent_squire.yaml").read_text(encoding="utf-8")
    assert "keywords: [divine_shield]  # proposed: confirm" in squire and "mechanics: []  # proposed: none" in squire
    assert main(["new", "card", "Arcane Bolt", "-o", str(games)]) == 0
    sleet = (games / "arcane_bolt.yaml").read_text(encoding="utf-8")
    assert '# unread: "Manathirst (8): Deal 3 damage instead." (no template reads it' in sleet and "amount: 2" in sleet
    assert main(["new", "card", "Hammer of Wrath", "-o", str(games)]) == 0
    hammer = (games / "hammer_of_wrath.yaml").read_text(encoding="utf-8")
    assert '- mechanic: draw_cards  # proposed: confirm ("Draw a card.")' in hammer
    capsys.readouterr()
    assert main(["check", str(games)]) == 0, capsys.readouterr().err


def test_new_card_refuses_to_overwrite_and_an_unknown_name(tmp_path, capsys):
    (tmp_path / "hearthstone").mkdir()
    kept = tmp_path / "hearthstone" / "fireball.yaml"
    kept.write_text("mine", encoding="utf-8")
    assert main(["new", "card", "Fireball", "-o", str(tmp_path)]) == 2
    assert "a card file is already there; Dealt does not overwrite it" in capsys.readouterr().err
    assert kept.read_text(encoding="utf-8") == "mine"
    assert main(["new", "card", "Firebal", "-o", str(tmp_path)]) == 2
    assert "Did you mean: Fireball" in capsys.readouterr().err
