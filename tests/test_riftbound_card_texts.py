"""Every bundled Riftbound card is a real card: its text as the official card gallery prints it, a source naming
the gallery and the card's code, and mechanics that are what that text says (issue 14, item 15).

A mechanic's numbers and scope are read off the printed sentence they model, so a card file whose mechanic
disagrees with its own text (an amount, a count of targets, "at a battlefield") is found."""
import re

import pytest
import yaml

from dealt.kb import load_game

CARD_FILES = sorted(load_game("riftbound").cards_dir.glob("*.yaml"))
GALLERY = "https://riftbound.leagueoflegends.com/en-us/card-gallery/#card-gallery--"
CODE = re.compile(r"\b(OGN|OGS|SFD|UNL|VEN)-(\d{3}[a-z]?)/(\d{3})\b")
NUMBERS = {"one": 1, "two": 2, "three": 3}
#: the printed sentences the mechanics model, and what each says
SENTENCES = (
    (r"Deal (?P<amount>\d+) to each of up to (?P<up_to>one|two|three) units\.", "deal_damage_to_each",
     {"scope": "units"}),
    (r"Deal (?P<amount>\d+) to a unit at a battlefield\.", "deal_damage", {"scope": "units_at_battlefields"}),
    (r"Deal (?P<amount>\d+) to a unit\.", "deal_damage", {"scope": "units"}),
    (r"When I attack, deal (?P<amount>\d+) damage split among any number of enemy units here\.", "split_damage",
     {"scope": "enemy_units_here"}),
    (r"When I attack, deal (?P<amount>\d+) to an enemy unit here\.", "deal_damage", {"scope": "enemy_units_here"}),
    (r"\[Deflect (?P<amount>\d+)\]", "deflect", {}),
    (r"Your spells and abilities deal (?P<amount>\d+) Bonus Damage\.", "bonus_damage", {}),
    (r"Prevent the next (?P<amount>\d+) damage that would be dealt to it this turn\.", "prevent_next_damage", {}),
    (r"Ready a friendly unit\. It deals damage equal to its Might to an enemy unit at a battlefield\.",
     "unit_deals_damage", {"amount": {"might_of": "self"}, "scope": "enemy_units_at_battlefields"}),
)


def mechanics_the_text_says(text):
    """The (mechanic, params) the printed `text` says, in the order of the text."""
    found = []
    for pattern, mechanic, fixed in SENTENCES:
        for match in re.finditer(pattern, text):
            if any(start <= match.start() < end for start, end, _ in found):
                continue
            params = {k: int(v) if v.isdigit() else NUMBERS[v] for k, v in match.groupdict().items()}
            found.append((match.start(), match.end(), (mechanic, {**params, **fixed})))
    return [said for _, _, said in sorted(found)]


def test_the_riftbound_cards_are_bundled():
    assert len(CARD_FILES) >= 8


@pytest.mark.parametrize("path", CARD_FILES, ids=lambda p: p.name)
def test_bundled_card_names_the_gallery_and_its_code(path):
    file_text = path.read_text(encoding="utf-8")
    comment = "\n".join(line for line in file_text.splitlines() if line.startswith("#"))
    code = CODE.search(comment)
    assert code, comment
    assert f"{GALLERY}{code[1].lower()}-{code[2]}-{code[3]}" in comment


@pytest.mark.parametrize("path", CARD_FILES, ids=lambda p: p.name)
def test_bundled_card_models_what_its_text_says(path):
    card = yaml.safe_load(path.read_text(encoding="utf-8"))
    modelled = [(m.pop("mechanic"), m) for m in card["mechanics"]]
    assert modelled == mechanics_the_text_says(card["text"])


@pytest.mark.parametrize("text, said", [
    ("Deal 3 to a unit. Deal 3 to a unit.", [("deal_damage", {"amount": 3, "scope": "units"})] * 2),
    ("Deal 2 to a unit at a battlefield.", [("deal_damage", {"amount": 2, "scope": "units_at_battlefields"})]),
    ("Deal 3 to all enemy units at a battlefield.", []),
])
def test_the_text_reading_finds_the_modelled_sentences(text, said):
    assert mechanics_the_text_says(text) == said
