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


# --- each card held to its text (issue 14, item 11): the damage sentences the mechanics model, read off the
# printed text, must be exactly the card file's modifiers of those kinds, with the same numbers and scope.
WHO = r"(?P<who>Hero Targets|a Hero Target|that Target|[A-Z][\w'-]*(?: [A-Z][\w'-]*)*)"
SENTENCES = (
    (re.compile(rf"^Reduce (?:all )?Damage dealt to {WHO} by (?P<amount>\d+)\.?$"), "reduce_damage", "to"),
    (re.compile(rf"^(?P<until>Until the start of your next turn, )?reduce all Damage dealt by {WHO} by "
                r"(?P<amount>\d+)\.?$", re.IGNORECASE), "reduce_damage", "by"),
    (re.compile(rf"^Increase (?:(?P<typed>[A-Z][a-z]+) )?Damage dealt by {WHO} by (?P<amount>\d+)\.?$"),
     "increase_damage", "by"),
    (re.compile(rf"^Increase Damage dealt to {WHO} by (?P<amount>\d+)\.?$"), "increase_damage", "to"),
    (re.compile(r"^Increase all damage dealt by (?P<amount>\d+)\.?$", re.IGNORECASE), "increase_damage", "all"),
    (re.compile(rf"^{WHO} is immune to (?P<type>[A-Z][a-z]+) Damage\.?$"), "immune_to_damage", "to"),
    (re.compile(rf"^{WHO} is immune to damage from environment cards\.?$", re.IGNORECASE), "immune_to_damage",
     "to_from_environment_cards"),
    (re.compile(rf"^Whenever {WHO} would be dealt (?P<minimum>\d+) or more Damage from a single source, reduce that "
                r"Damage by (?P<amount>\d+)\.?$"), "reduce_damage_of_at_least", "to"),
    # "redirect ... to Haka": mandatory, every time, to its host; the host's own damage is already the host's, so
    # the hero targets it takes damage from are the other ones (Enduring Intercession)
    (re.compile(rf"^Redirect any Damage that would be dealt to a Hero Target by an Environment card to {WHO}\.?$"),
     "redirect_damage", "redirect_to_host"),
    # "you may discard N cards. If you do, you may redirect": once per turn, for a cost (Amulet of the Elder Gods)
    (re.compile(rf"^The first time {WHO} would be dealt Damage each turn, you may discard (?P<discard>\d+) cards\. If "
                r"you do, you may redirect that Damage to a Target of your choice\.?$"), "redirect_damage",
     "redirect_for_a_cost"),
)
#: the fixed parameters each redirect sentence form says
REDIRECTS = {"redirect_to_host": {"mandatory": True, "once_per_turn": False, "to": "host",
                                  "scope": ["to_other_hero_targets", "by_environment_cards"]},
             "redirect_for_a_cost": {"once_per_turn": True}}
#: heroes a bundled card names whose character card is not bundled (their printed HP was not found)
NOT_BUNDLED_HEROES = {"Nightmist"}
MODELLED_BY_SENTENCES = {mechanic for _, mechanic, _ in SENTENCES}
CHARACTERS = {yaml.safe_load(p.read_text(encoding="utf-8"))["name"] for p in CARD_FILES
              if "mechanic: character" in p.read_text(encoding="utf-8")}


def mechanics_the_text_says(text):
    """The modelled damage mechanics `text` prints, one per sentence of a modelled form, as (mechanic, params)."""
    said = []
    for sentence in re.split(r"(?<=\.) (?=[A-Z])(?!If you do)", text):
        for pattern, mechanic, direction in SENTENCES:
            found = pattern.match(sentence.removeprefix("Power: ").strip())
            if not found:
                continue
            if direction == "all":
                said.append((mechanic, {"amount": int(found["amount"]), "scope": "all"}))
                continue
            who = found["who"]
            group = who in ("Hero Targets", "a Hero Target")
            assert group or who == "that Target" or who in CHARACTERS | NOT_BUNDLED_HEROES, (who, sentence)
            if direction in REDIRECTS:
                discard = {"discard": int(found["discard"])} if "discard" in found.groupdict() else {}
                said.append((mechanic, {**discard, **REDIRECTS[direction]}))
                continue
            params = {"amount": int(found["amount"])} if "amount" in found.groupdict() else {}
            if "minimum" in found.groupdict():
                params["minimum"] = int(found["minimum"])
            if "type" in found.groupdict():
                params["damage_type"] = found["type"].lower()
            elif direction == "to_from_environment_cards":
                params["scope"] = [f"to_{'hero_targets' if group else 'host'}", "by_environment_cards"]
            else:
                params["scope"] = f"{direction}_{'hero_targets' if group else 'host'}"
            if found.groupdict().get("typed"):
                params["damage_type"] = found["typed"].lower()
            if found.groupdict().get("until"):          # a lasting effect's duration (Stunbolt)
                params["until"] = "start_of_your_next_turn"
            said.append((mechanic, params))
    return said


@pytest.mark.parametrize("path", CARD_FILES, ids=lambda p: p.name)
def test_bundled_card_models_what_its_text_says(path):
    card = yaml.safe_load(path.read_text(encoding="utf-8"))
    modelled = [(m["mechanic"], {k: v for k, v in m.items() if k != "mechanic"}) for m in card["mechanics"]
                if m["mechanic"] in MODELLED_BY_SENTENCES]
    assert modelled == mechanics_the_text_says(card["text"])


@pytest.mark.parametrize("text, mechanics", [
    ("Reduce Damage dealt to Haka by 1.", [("reduce_damage", {"amount": 1, "scope": "to_host"})]),
    ("Increase Damage dealt by Hero Targets by 1.", [("increase_damage", {"amount": 1, "scope": "by_hero_targets"})]),
    ("Ra is immune to Fire Damage.", [("immune_to_damage", {"damage_type": "fire"})]),
    ("Redirect any Damage that would be dealt to a Hero Target by an Environment card to Haka. Power: Destroy this "
     "card.", [("redirect_damage", {"mandatory": True, "once_per_turn": False, "to": "host",
                                    "scope": ["to_other_hero_targets", "by_environment_cards"]})]),
    ("The first time Nightmist would be dealt Damage each turn, you may discard 2 cards. If you do, you may redirect "
     "that Damage to a Target of your choice.", [("redirect_damage", {"discard": 2, "once_per_turn": True})]),
    ("Power: The Wraith deals 1 Target 1 Projectile Damage. Until the start of your next turn, reduce all Damage "
     "dealt by that Target by 1.", [("reduce_damage", {"amount": 1, "scope": "by_host",
                                                        "until": "start_of_your_next_turn"})]),
    ("Draw 2 cards, then discard 1 or more cards.", []),
])
def test_the_text_reading_finds_the_modelled_sentences(text, mechanics):
    assert mechanics_the_text_says(text) == mechanics


CHARACTER_FILES = [p for p in CARD_FILES if "mechanic: character" in p.read_text(encoding="utf-8")]
#: how a source states a printed HP in a card file's comment: "HP: 26", "HP 40", '"Starting HP": 30'
HP_READ = re.compile(r'(?:"Starting HP": |\bHP:? )(\d+)')


@pytest.mark.parametrize("path", CHARACTER_FILES, ids=lambda p: p.name)
def test_character_card_has_the_hp_its_source_states(path):
    file_text = path.read_text(encoding="utf-8")
    comment = "\n".join(line for line in file_text.splitlines() if line.startswith("#"))
    (character,) = [m for m in yaml.safe_load(file_text)["mechanics"] if m["mechanic"] == "character"]
    assert [int(n) for n in HP_READ.findall(comment)][:1] == [character["hp"]], comment
