"""Every bundled Sentinels card file carries its printed text and says where it was read (issue 12, acceptance:
"No bundled card is invented; each bundled card file's `text` matches its printing").

Sentinels has no card database for `dealt check` to compare a text with, so a card file names its source in
its leading comment (a URL, or the rules text that quotes the card), and its `text` is the card's words: not
a placeholder, a reconstruction or a paraphrase. A card whose printed text could not be found is not bundled;
a ruling that needs it uses an inline effect (README, "Inline effects")."""
import re

import pytest
import yaml

from dealt.kb import load_game

CARDS_DIR = load_game("sentinels").cards_dir
CARD_FILES = sorted(CARDS_DIR.glob("*.yaml"))

#: words that mark a `text` as not the card's own
NOT_PRINTED = re.compile(r"reconstruct|not verbatim|paraphras|placeholder|not modelled\)|is not modelled|"
                         r"character card;", re.IGNORECASE)
#: where a text can have been read: a web page, or the rules text that quotes the card
SOURCE = re.compile(r"https?://\S+|rules-sources/[\w.-]+\.txt")


def problems(file_text):
    """What keeps a card file's text from being its printed text with a named source (empty when none)."""
    found = []
    text = str(yaml.safe_load(file_text).get("text") or "").strip()
    if not text:
        found.append("it has no text")
    elif re.fullmatch(r"\(.*\)", text) or NOT_PRINTED.search(text):
        found.append(f"its text is not the printed text: {text!r}")
    comment = "\n".join(line for line in file_text.splitlines() if line.startswith("#"))
    if not SOURCE.search(comment):
        found.append("its comment names no source (a URL, or the rules text) for its text")
    return found


def test_the_sentinels_cards_are_bundled():
    assert len(CARD_FILES) >= 10, CARDS_DIR


@pytest.mark.parametrize("path", CARD_FILES, ids=lambda p: p.name)
def test_bundled_card_file_has_its_printed_text_and_its_source(path):
    assert problems(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("file_text, problem", [
    ('# https://sentinelswiki.com/index.php?title=Ra\nname: Imbued Fire\ntext: "(reconstructed) Until the start '
     'of your next turn, increase Fire Damage dealt by Hero Targets by 1."\n', "not the printed text"),
    ('# from the rules text, rules-sources/sentinels-damage-order-of-operations.txt\nname: Mistform\n'
     'text: "(not verbatim) While in Mistform, NightMist takes no damage."\n', "not the printed text"),
    ('# HP 32: https://example.org/legacy\nname: Legacy\ntext: "(hero character card; its power is not modelled)"\n',
     "not the printed text"),
    ('# https://sentinelswiki.com/index.php?title=Grand_Warlord_Voss\nname: Grand Warlord Voss\n'
     'text: "Conquering Alien Warlord (villain character card; its game text is not modelled)."\n',
     "not the printed text"),
    ('name: Fortitude\ntext: "Reduce Damage dealt to Legacy by 1."\n', "names no source"),
    ('# read somewhere\nname: Fortitude\ntext: ""\n', "has no text"),
])
def test_a_placeholder_text_or_a_missing_source_is_found(file_text, problem):
    assert any(problem in p for p in problems(file_text)), problems(file_text)
