"""Trigger prefixes read from card text (kb/hearthstone/grammar/triggers.py): a derived trigger is the card file's
mechanic with its `when`, `why` and `dealt card` show the trigger and the clause, card files still win, and what
a trigger cannot be on the board stays unread."""
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.facts.scenario import load_scenario
from dealt.inference.outcome import resolve
from dealt.inference.why import explain, render_text
from dealt.kb import GAME_MODULES, PLANNED_GAMES, load_game
from dealt.kb.hearthstone.carddb import card_index
from dealt.kb.hearthstone.grammar import ABILITY, ANYWHERE, IN_PLAY
from dealt.kb.hearthstone.grammar.reading import read_clause
from dealt.kb.hearthstone.printings import derived_card

RULINGS = Path(__file__).parent / "rulings" / "hearthstone"
#: hand-written cards whose ability is a trigger (kb/hearthstone/cards/*.yaml with `when`)
TRIGGER_CARDS = sorted(card.name for card in load_game("hearthstone").cards.values()
                       if any("when" in params for _, params in card.mechanics))


def _record(name):
    return card_index().printings(name)[0]


@pytest.mark.parametrize("name", TRIGGER_CARDS)
def test_a_hand_written_trigger_card_whose_text_reads_derives_its_card_files_mechanics(name):
    card = load_game("hearthstone").cards[name.lower()]
    record = card_index().lookup(card.id)
    derived = derived_card(record)
    if record.unread:                   # "Can't attack." (Ragnaros) is not read: its card file alone models it
        assert derived is None
        return
    assert derived is not None and derived.mechanics == card.mechanics


def test_the_card_file_still_wins_for_a_trigger_card_whose_text_reads(capsys):
    assert main(["card", "Abomination"]) == 0
    out = capsys.readouterr().out
    assert "its text, clause by clause (not used: the card file above wins):" in out
    outcome = resolve(load_game("hearthstone"), load_scenario(
        RULINGS / "abomination_deathrattle_deals_two_to_all_characters_after_it_dies.yaml", tuple(GAME_MODULES),
        PLANNED_GAMES))
    (abomination,) = [p for p in outcome.printings if p["id"] == "abomination"]
    assert "modelled by abomination.yaml" in abomination["how"] and not abomination.get("derived")


def test_dealt_card_shows_the_trigger_and_the_clause_it_reads(capsys):
    assert main(["card", "Leper Gnome"]) == 0
    out = capsys.readouterr().out
    assert ("derived from its text (read from its text: 'Deathrattle: Deal 2 damage to the enemy hero.')") in out
    assert ("    'Deathrattle: Deal 2 damage to the enemy hero.' -> deathrattle > deal_damage_to_the_named_hero -> "
            "deal_damage(amount=2, spell_damage=True, when='deathrattle')") in out
    assert "        trigger: Hearthstone wiki, Advanced rulebook" in out
    assert "[trigger: deathrattle, reads 'Deathrattle:']" in out


@pytest.mark.parametrize("ruling, event, says", [
    ("derived_deathrattle_leper_gnome_deals_2_to_the_enemy_hero", "e2", "Leper Gnome's Deathrattle (gnome) is queued"),
    ("derived_at_the_end_of_your_turn_earthen_drake_deals_4_to_the_enemy_hero", "e1",
     "Earthen Drake's end-of-turn trigger (drake) is queued"),
    ("derived_whenever_this_minion_takes_damage_bittertide_hydra_deals_3_to_your_hero", "e2",
     "Bittertide Hydra's 'Whenever this minion takes damage' trigger (hydra) is queued"),
])
def test_why_of_a_derived_triggers_event_names_the_trigger_and_quotes_its_clause(ruling, event, says):
    path = RULINGS / f"{ruling}.yaml"
    outcome = resolve(load_game("hearthstone"), load_scenario(path, tuple(GAME_MODULES), PLANNED_GAMES))
    text = render_text(explain(outcome, event))
    record = card_index().lookup(next(p["printing"] for p in outcome.printings if p.get("derived")))
    assert says in text
    assert f"read from its text: '{record.derivation().readings[-1].clause}'" in text


def test_a_trigger_chooses_no_target_so_a_chosen_target_clause_stays_unread():
    record = _record("Leper Gnome")
    places = (ABILITY, ANYWHERE, IN_PLAY)
    assert read_clause("Deathrattle: Deal 2 damage to the enemy hero.", record, places) is not None
    assert read_clause("Deathrattle: Deal 2 damage.", record, places) is None
    assert read_clause("Deathrattle: Deal 2 damage to a minion.", record, places) is None


def test_a_summon_trigger_limited_to_a_minion_type_is_its_own_trigger_and_whenever_you_summon_is_unread():
    """'After you summon a Pirate,' reads into its own trigger condition (kb/hearthstone/triggers.py); 'Whenever you
    summon a Beast,' acts at another time (before the Battlecry) and no trigger of the vocabulary is it."""
    assert derived_card(_record("Ship's Cannon")).mechanics == (
        ("deal_damage_to_random_targets", {"count": 1, "amount": 2, "group": "enemy_characters",
                                           "when": "after_you_summon_a_pirate"}),)
    assert "Whenever you summon a Beast, draw a card." in _record("Starving Buzzard").unread


def test_a_trigger_the_board_cannot_host_stays_unread():
    """At the end of your turn: a spell (Iceblood Garrison, a location-like spell that 'Lasts 3 turns') is no host
    of that trigger on the board. (Infernal Stapler, a weapon, hosts 'After your hero attacks' since round 3:
    kb/hearthstone/grammar/triggers.py HOSTS.)"""
    assert "At the end of your turn, deal 1 damage to all minions." in _record("Iceblood Garrison").unread
    assert _record("Infernal Stapler").unread == ()
