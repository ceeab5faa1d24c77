"""Tests for :mod:`dealt.kb.hearthstone.carddb`.

The real index is built once per session (several seconds: parsing ``CardDefs.xml``) into a
temporary cache directory; the other tests reload it from that file or use a few fake cards.
"""
import dataclasses
import importlib.metadata

import pytest

from dealt.kb.hearthstone import carddb
from dealt.kb.hearthstone.carddb import (
    PLAYABLE_TYPES, CardIndex, CardRecord, UnknownCard, canonical_rank, card_index,
)


@pytest.fixture(scope="session")
def cache_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("dealt-cache")


@pytest.fixture(scope="session")
def index(cache_dir):
    """The real index, built from hearthstone-data into `cache_dir`."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("DEALT_CACHE_DIR", str(cache_dir))
        return CardIndex.load()


def fake_card(card_id, name="Fake Card", **fields):
    """A collectible minion unless `fields` say otherwise."""
    defaults = dict(
        dbf_id=0, type="MINION", cost=1, attack=1, health=1, armor=0, durability=0, text="",
        spell_damage=0, collectible=True, card_set="EXPERT1", rarity="COMMON",
        card_class="NEUTRAL", mechanics=(),
    )
    return CardRecord(id=card_id, name=name, **{**defaults, **fields})


@pytest.fixture
def fake_database(monkeypatch):
    """Replace the (slow) CardDefs.xml reader by two fake cards; count the builds."""
    builds = []

    def read_card_records():
        builds.append(1)
        return [fake_card("FAKE_001", "Fake Card"), fake_card("CORE_FAKE_001", "Fake Card")]

    monkeypatch.setattr(carddb, "_read_card_records", read_card_records)
    return builds


# -- lookup -------------------------------------------------------------------------------


def test_lookup_by_name_id_and_any_case(index):
    card = index.lookup("Frothing Berserker")
    assert card.id == "EX1_604"
    assert index.lookup("EX1_604") == card
    assert index.lookup("frothing BERSERKER") == card
    assert index.lookup("  Frothing   Berserker ") == card
    assert index.lookup("Cho\u2019gall") == index.lookup("Cho'gall")


def test_lookup_by_id_returns_that_exact_printing(index):
    reprint = index.lookup("CORE_EX1_604")
    assert reprint.id == "CORE_EX1_604"
    assert reprint.name == "Frothing Berserker"


@pytest.mark.parametrize("name, card_id", [
    ("Fireball", "CS2_029"),                 # not CORE_CS2_029, VAN_, Story_, TUTR_ copies
    ("Frothing Berserker", "EX1_604"),
    ("Acolyte of Pain", "EX1_007"),          # not the Caverns of Time reprint WON_357
    ("Ice Block", "EX1_295"),                # not its enchantment EX1_295o
    ("Jaina Proudmoore", "HERO_08"),         # the only collectible of 23 Jainas
    ("Malygos", "EX1_563"),                  # not the Malygos skin of Jaina
    ("Prophet Velen", "EX1_350"),            # not the Velen skin of Anduin
    ("Fireblast", "HERO_08bp"),              # Jaina's hero power, non-collectible
    ("Steady Shot", "HERO_05bp"),
    ("Lesser Heal", "HERO_09bp"),
    ("Cursed!", "LOE_007t"),                 # non-collectible spell, not the enchantments
])
def test_canonical_card_of_shared_names(index, name, card_id):
    assert index.lookup(name).id == card_id


def test_hero_powers_resolve_although_not_collectible(index):
    fireblast = index.lookup("Fireblast")
    assert fireblast.type == "HERO_POWER"
    assert not fireblast.collectible
    assert fireblast.cost == 2
    assert fireblast.text == "Hero Power Deal 1 damage."


@pytest.mark.parametrize("name", [
    "Fireball", "Frothing Berserker", "Ice Block", "Bolf Ramshield", "Animated Armor",
    "Cursed Blade", "Commanding Shout", "Prophet Velen", "Fallen Hero", "Arcane Blast",
    "Armorsmith", "Acolyte of Pain", "Gurubashi Berserker", "Jaina Proudmoore",
    "Garrosh Hellscream", "Uther Lightbringer", "Kobold Geomancer", "Arcane Missiles",
    "Avenging Wrath", "Moonfire", "Fiery War Axe", "Fireblast", "Steady Shot", "Lesser Heal",
    "Arcane Shot", "Ancient Curse", "Burrowing Mine", "Cursed!", "Swipe", "Lightbomb",
    "Malygos", "Azure Drake", "Stonetusk Boar", "Worgen Infiltrator", "Bloodmage Thalnos",
    "Mind Blast", "Darkbomb", "Frostbolt", "Holy Smite", "Lightning Bolt", "Shadow Bolt",
    "Consecration", "Hellfire", "Flamestrike",
])
def test_cards_used_by_the_project_resolve_to_playable_cards(index, name):
    card = index.lookup(name)
    assert card.name == name
    assert card.type in PLAYABLE_TYPES


# -- record fields ------------------------------------------------------------------------


def test_spell_record(index):
    fireball = index.lookup("Fireball")
    assert (fireball.type, fireball.cost, fireball.card_class) == ("SPELL", 4, "MAGE")
    assert fireball.text == "Deal 6 damage."
    assert fireball.collectible
    assert fireball.card_set == "LEGACY"


def test_minion_record(index):
    frothing = index.lookup("Frothing Berserker")
    assert (frothing.type, frothing.cost, frothing.attack, frothing.health) == ("MINION", 3, 2, 4)
    assert frothing.text == "Whenever a minion takes damage, gain +1 Attack."
    assert frothing.rarity == "RARE"
    assert frothing.card_class == "WARRIOR"


def test_weapon_durability_comes_from_health(index):
    axe = index.lookup("Fiery War Axe")
    assert (axe.type, axe.attack, axe.durability, axe.health) == ("WEAPON", 3, 2, 0)


def test_hero_record(index):
    jaina = index.lookup("Jaina Proudmoore")
    assert (jaina.type, jaina.health, jaina.card_class) == ("HERO", 30, "MAGE")


def test_text_is_plain(index):
    assert index.lookup("Ice Block").text == (
        "Secret: When your hero takes fatal damage, prevent it and become Immune this turn."
    )
    assert index.lookup("Acolyte of Pain").text == (
        "Whenever this minion takes damage, draw a card."
    )
    assert index.lookup("Lesser Heal").text == "Hero Power Restore 2 Health."
    assert index.lookup("Steady Shot").text == "Hero Power Deal 2 damage to the enemy hero."


@pytest.mark.parametrize("name, spell_damage", [
    ("Kobold Geomancer", 1), ("Azure Drake", 1), ("Bloodmage Thalnos", 1), ("Malygos", 5),
    ("Dalaran Aspirant", 1),                 # no SPELLPOWER tag, but the keyword leads
    ("Jungle Moonkin", 2), ("Fireball", 0), ("Frothing Berserker", 0),
])
def test_spell_damage(index, name, spell_damage):
    assert index.lookup(name).spell_damage == spell_damage


def test_mechanics(index):
    assert "SECRET" in index.lookup("Ice Block").mechanics
    assert "SPELLPOWER" in index.lookup("Kobold Geomancer").mechanics
    assert "STEALTH" in index.lookup("Worgen Infiltrator").mechanics
    assert "CHARGE" in index.lookup("Stonetusk Boar").mechanics
    assert index.lookup("Azure Drake").mechanics == ("BATTLECRY", "SPELLPOWER")
    assert index.lookup("Fireball").mechanics == ()


def test_records_are_frozen(index):
    with pytest.raises(dataclasses.FrozenInstanceError):
        index.lookup("Fireball").cost = 0


# -- unknown cards and names --------------------------------------------------------------


def test_unknown_card_suggests_close_names(index):
    with pytest.raises(UnknownCard) as raised:
        index.lookup("Frothing Bereserker")
    error = raised.value
    assert error.name == "Frothing Bereserker"
    assert error.suggestions[0] == "Frothing Berserker"
    assert len(error.suggestions) <= 5
    assert "Frothing Berserker" in str(error)
    assert isinstance(error, LookupError)


def test_unknown_card_without_close_names(index):
    with pytest.raises(UnknownCard) as raised:
        index.lookup("qqqqzzzzxxxx")
    assert raised.value.suggestions == []


def test_suggestions_are_collectible_playable_names(index):
    with pytest.raises(UnknownCard) as raised:
        index.lookup("Firebal")
    for name in raised.value.suggestions:
        card = index.lookup(name)
        assert card.collectible and card.type in PLAYABLE_TYPES


def test_names_are_canonical_and_distinct(index):
    names = list(index.names())
    assert len(names) > 10_000
    assert len({name.casefold() for name in names}) == len(names)
    assert {"Frothing Berserker", "Fireblast", "Cursed!"} <= set(names)


# -- canonical order (fake cards) ---------------------------------------------------------


@pytest.mark.parametrize("expected, other", [
    (fake_card("LONGER_ID_999"), fake_card("X1", collectible=False)),
    (fake_card("LONGER_ID_999"), fake_card("X1", type="ENCHANTMENT")),
    (fake_card("LONGER_ID_999"), fake_card("X1", card_set="HERO_SKINS")),
    (fake_card("LONGER_ID_999"), fake_card("CORE_X1")),
    (fake_card("LONGER_ID_999"), fake_card("VAN_X1")),
    (fake_card("LONGER_ID_999"), fake_card("Story_X1")),
    (fake_card("X1"), fake_card("X12")),
    (fake_card("X1"), fake_card("X2")),
])
def test_canonical_rank(expected, other):
    assert min([other, expected], key=canonical_rank) == expected
    assert min([expected, other], key=canonical_rank) == expected


# -- cache --------------------------------------------------------------------------------


def test_cache_file_is_versioned(index, cache_dir):
    path = carddb.cache_file(cache_dir)
    assert path.exists()
    assert importlib.metadata.version("hearthstone-data") in path.name
    assert importlib.metadata.version("hearthstone") in path.name
    assert f"v{carddb.FORMAT_VERSION}" in path.name
    assert [entry.name for entry in cache_dir.iterdir()] == [path.name]  # no temp file left


def test_cached_index_is_reused(index, cache_dir, monkeypatch):
    def no_rebuild():
        raise AssertionError("the cached index was rebuilt")

    monkeypatch.setattr(carddb, "_read_card_records", no_rebuild)
    monkeypatch.setenv("DEALT_CACHE_DIR", str(cache_dir))
    reloaded = CardIndex.load()
    for name in ("Fireball", "Fireblast", "Cursed!", "Malygos"):
        assert reloaded.lookup(name) == index.lookup(name)


def test_card_index_is_a_shared_singleton(index, cache_dir, monkeypatch):
    monkeypatch.setenv("DEALT_CACHE_DIR", str(cache_dir))
    card_index.cache_clear()
    try:
        assert card_index() is card_index()
        assert card_index().lookup("Fireball") == index.lookup("Fireball")
    finally:
        card_index.cache_clear()


def test_missing_cache_is_built_then_reused(tmp_path, fake_database, monkeypatch):
    monkeypatch.setenv("DEALT_CACHE_DIR", str(tmp_path / "new"))
    assert CardIndex.load().lookup("Fake Card").id == "FAKE_001"
    assert CardIndex.load().lookup("CORE_FAKE_001").id == "CORE_FAKE_001"
    assert len(fake_database) == 1
    assert carddb.cache_file().exists()


@pytest.mark.parametrize("content", [
    b"",
    b"not json",
    b'{"format": 0, "fields": [], "ids": []}',   # an older format
    b"{" * 10,
])
def test_invalid_cache_is_rebuilt(tmp_path, fake_database, content):
    path = carddb.cache_file(tmp_path)
    path.write_bytes(content)
    assert CardIndex.load(tmp_path).lookup("Fake Card").id == "FAKE_001"
    assert len(fake_database) == 1
    assert path.read_bytes() != content
    assert CardIndex.load(tmp_path).lookup("Fake Card").id == "FAKE_001"
    assert len(fake_database) == 1


def test_unwritable_cache_dir_falls_back_to_memory(tmp_path, fake_database, capsys):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    index = CardIndex.load(blocker / "cache")
    assert index.lookup("Fake Card").id == "FAKE_001"
    err = capsys.readouterr().err
    assert f"cannot be cached in {blocker / 'cache'}" in err and "DEALT_CACHE_DIR" in err
    assert "Traceback" not in err


def test_default_cache_dir(monkeypatch, tmp_path):
    monkeypatch.setenv("DEALT_CACHE_DIR", str(tmp_path / "explicit"))
    assert carddb.default_cache_dir() == tmp_path / "explicit"
    monkeypatch.delenv("DEALT_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert carddb.default_cache_dir() == tmp_path / "xdg" / "dealt"
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert carddb.default_cache_dir() == tmp_path / "home" / ".cache" / "dealt"


@pytest.mark.parametrize("package, distribution", [
    ("hearthstone_data", "hearthstone-data"), ("hearthstone", "hearthstone"),
])
def test_installed_version_matches_metadata(package, distribution):
    assert carddb._installed_version(package) == importlib.metadata.version(distribution)


# -- text cleaning ------------------------------------------------------------------------


@pytest.mark.parametrize("raw, plain", [
    ("[x]<b>Secret:</b> When your hero\ntakes fatal damage, prevent it.",
     "Secret: When your hero takes fatal damage, prevent it."),
    ("Deal $6 damage.", "Deal 6 damage."),
    ("Restore #2_Health.", "Restore 2 Health."),
    ("<b>Hero Power</b>\n+$a2 Attack this turn.\n+$d2 Armor.",
     "Hero Power +2 Attack this turn. +2 Armor."),
    ("<b>Hero Power</b>\nDeal $2 damage to the enemy hero.@<b>Hero Power</b>\nDeal $2 damage.",
     "Hero Power Deal 2 damage to the enemy hero."),
    ("Deal $@ damage.", "Deal @ damage."),
    ("When this ability is used, take @ damage.", "When this ability is used, take @ damage."),
    ("Whenever this minion takes damage,& draw a_card.",
     "Whenever this minion takes damage, draw a card."),
    ("Gain <b>+4 Nature \\& Shadow Damage</b>.", "Gain +4 Nature & Shadow Damage."),
    ("<i>(Deciphers in @ |4(turn, turns).)</i>", "(Deciphers in @ turns.)"),
    ("Deal ${0} damage.", "Deal {0} damage."),
    ("", ""),
])
def test_plain_text(raw, plain):
    assert carddb._plain_text(raw) == plain


# -- a damaged cache (issue 11, item 10) --------------------------------------------------


def _damage(path, line_starts, old, new):
    """Replace `old` by `new` in the cached file's line that starts with `line_starts` (None: has `old`)."""
    lines = path.read_bytes().split(b"\n")
    [number] = [i for i, line in enumerate(lines) if line.startswith(line_starts or old) or
                line_starts is None and old in line]
    assert old in lines[number] and b"\n" not in new
    lines[number] = lines[number].replace(old, new, 1)
    path.write_bytes(b"\n".join(lines))


@pytest.mark.parametrize("line_starts, old, new", [
    (b'["CORE_FAKE_001",', b'["CORE_FAKE_001",', b'garbage garbage'),     # a garbage row
    (b'["FAKE_001",', b'"Fake Card","MINION",1,', b'"Fake Card","MINION","one",'),  # a wrong-typed field
    (None, b'"name_rows":[[', b'"name_rows":[[7,'),             # the header points at no row
], ids=["garbage row", "wrong-typed field", "header"])
def test_damaged_cache_is_rebuilt_and_says_so_in_one_line(tmp_path, fake_database, capsys, line_starts, old, new):
    CardIndex.load(tmp_path)
    capsys.readouterr()
    path = carddb.cache_file(tmp_path)
    lines = path.read_bytes().count(b"\n")
    _damage(path, line_starts, old, new)
    assert path.read_bytes().count(b"\n") == lines
    index = CardIndex.load(tmp_path)
    assert index.lookup("CORE_FAKE_001").cost == 1 and index.lookup("Fake Card").cost == 1
    assert index.lookup("Fake Card").id == "FAKE_001"
    assert len(fake_database) == 2                               # rebuilt once
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and str(path) in err[0] and "damaged" in err[0] and "rebuild" in err[0], err
    CardIndex.load(tmp_path)                                     # the rebuilt file is sound
    assert len(fake_database) == 2 and capsys.readouterr().err == ""


def _orphan(directory, name, age):
    import os
    import time
    orphan = directory / name
    orphan.write_bytes(b"half an index")
    os.utime(orphan, (time.time() - age,) * 2)
    return orphan


def test_stale_temporary_files_of_interrupted_builds_are_removed(tmp_path, fake_database):
    import os
    import socket
    CardIndex.load(tmp_path)
    index_name = carddb.cache_file(tmp_path).name
    host, dead = socket.gethostname(), 2 ** 22 + 12345          # above any pid_max: no such process
    old = _orphan(tmp_path, f".{index_name}.abc123.tmp", age=3600)                   # an hour old
    gone = _orphan(tmp_path, f".{index_name}.{host}-{dead}.abc123.tmp", age=5)       # its writer died
    live = _orphan(tmp_path, f".{index_name}.{host}-{os.getpid()}.abc123.tmp", age=5)  # being written
    recent = _orphan(tmp_path, f".{index_name}.abc124.tmp", age=5)                  # maybe being written
    other = _orphan(tmp_path, "notes.tmp", age=3600)                                 # not ours
    CardIndex.load(tmp_path)
    assert not old.exists() and not gone.exists()
    assert live.exists() and recent.exists() and other.exists()
    assert len(fake_database) == 1


def test_the_build_names_its_temporary_file_after_its_writer(tmp_path, fake_database, monkeypatch):
    import os
    import socket
    seen = []
    replace = os.replace
    monkeypatch.setattr(carddb.os, "replace", lambda src, dst: (seen.append(src), replace(src, dst)))
    CardIndex.load(tmp_path)
    assert len(seen) == 1 and f".{socket.gethostname()}-{os.getpid()}." in os.path.basename(seen[0])
