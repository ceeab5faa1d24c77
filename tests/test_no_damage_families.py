"""Clauses that cannot change damage (kb/hearthstone/grammar/no_damage.py): `dealt card` shows each as read,
with no mechanic and the rule that says why; a clause that is not its card's last stays unread."""
import pytest

from dealt.cli import main
from dealt.kb.hearthstone.carddb import card_index


@pytest.mark.parametrize("name, clause, template, why", [
    ("Wicked Stab (Rank 1)", "(Upgrades when you have 5 Mana.)", "upgrades_in_hand_into_another_card",
     "Hearthstone wiki, Upgradeable"),
    ("Thor", "(Transforms if you launched a Starship this game.)", "upgrades_in_hand_into_another_card",
     "Hearthstone wiki, Upgradeable"),
    ("Malted Magma", "(3 Drinks left!)", "drinks_left", "each Drink's next sip is its own printing"),
    ("Reap What You Sow", "Excavate a treasure.", "excavate", "GLOBAL_KEYWORD_EXCAVATE_TEXT"),
    ("Scalding Geyser", "Dredge.", "dredge", "GLOBAL_KEYWORD_DREDGE_TEXT"),
    ("Dragged Below", "Give your opponent an Abyssal Curse.", "give_your_opponent_an_abyssal_curse",
     "Abyssal Curse (a card put into the opponent's hand)"),
])
def test_dealt_card_shows_the_clause_as_one_that_cannot_change_damage_and_why(capsys, name, clause, template, why):
    assert main(["card", name]) == 0
    lines = capsys.readouterr().out.splitlines()
    at = lines.index(f"    '{clause}' -> {template} -> no mechanic: it cannot change damage")
    assert lines[at + 1].startswith("        source: ") and why in lines[at + 1]
    assert not any("Unmodelled:" in line for line in lines)


@pytest.mark.parametrize("name, clause", [
    ("Rotting Necromancer", "Battlecry: Dredge."),              # "If it's an Undead, deal 5 damage" looks at it
    ("Blastmage Miner", "Battlecry: Excavate a treasure."),     # "For each card in your hand, deal 1 damage"
])
def test_a_clause_a_later_clause_of_its_card_can_look_at_stays_unread(name, clause):
    record = next(p for p in card_index().printings(name) if p.collectible)
    assert clause in record.unread


@pytest.mark.parametrize("name, clause", [
    ("Hagatha's Scheme", "(Upgrades each turn!)"),              # its number grows while held
    ("Wish of the New Moon", "(Cast @ spells to gain Lifesteal.)"),
    ("Ebonscale Scout", "(While in hand, play a Dragon to become an 8/8 Dragon!)"),
    ("Meteor Storm", "Shuffle 5 Asteroids into your deck."),   # the deck's size decides a later draw's Fatigue
    ("Bellowing Flames", "Forge: Then deal 5 damage split among all enemy minions."),   # forged: the same name
    ("Glacial Advance", "Your next spell this turn costs (2) less."),   # a Cost can be paid as damage (Cho'gall)
])
def test_a_reminder_or_clause_that_can_change_the_card_or_a_later_draw_stays_unread(name, clause):
    record = next(p for p in card_index().printings(name) if p.collectible)
    assert clause in record.unread


def test_every_card_read_with_an_in_hand_reminder_has_one_text_under_its_name():
    """The premise of the reminder templates: what the card becomes in hand is another card (another name), or,
    for a Drink, the same effect with one Drink less, so the printing a scenario names has the text resolved."""
    import re
    from dealt.coverage import current_printings
    reminder = re.compile(r"\s*\((?:\d+ Drinks left!|Last Drink!)\)$")
    index, seen = card_index(), 0
    for record in current_printings(index):
        if {"upgrades_in_hand_into_another_card", "drinks_left"} & {r.template for r in record.derivation().readings}:
            seen += 1
            assert {reminder.sub("", p.text) for p in index.printings(record.name)} == {reminder.sub("", record.text)}
    assert seen >= 10
