"""Write the audit of the derivation (issue 13, item 5): tests/audit/derived_cards.yaml and its rulings.

    .venv/bin/python tests/audit/generate.py          # draw (once), then write the table and the rulings
    .venv/bin/python tests/audit/generate.py --extend # keep the cards drawn, draw more up to SIZE from today's

The draw: every collectible card (by name, its current printing, as a scenario gets it) that is derived
today (no card file, every clause of its text read: dealt.kb.hearthstone.printings.derived_card) and whose
text mentions damage, shuffled with random.Random(SEED) and cut at SIZE (the population was smaller than
SIZE when it was drawn: all of it is in the table, in the drawn order). Once the table exists its cards are
kept: running this again rewrites only the derived mechanics and the rulings of the cards already drawn.

Each ruling's board, action and ``expect`` come from tests/audit/oracle.py, which reads the printed text
with its own patterns and imports nothing of Dealt; Dealt is used here only for the draw and to record
what it derives (the table's ``mechanics``), which tests/audit/test_audit.py then checks is still so.
"""
import random
import re
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
import oracle  # noqa: E402

SEED = 20261201
SIZE = 120
TABLE = HERE / "derived_cards.yaml"
#: rulings written by hand for a drawn card, beside the oracle's (what one ruling cannot show)
MORE = {"Bru'kan": ["rulings/audit_bru_kan_does_not_raise_a_fire_spell.yaml"]}
_FP, _SS = "jleclanche/fireplace@47a2572a", "HearthSim/SabberStone@1db6e271"
#: peers' tests of derived cards, each turned into a ruling (its expected numbers the test's asserts)
PEERS = [
    ("Spirit Lash", "peer_spirit_lash_kills_eight_boars_and_heals_8", _SS,
     "SabberStoneCoreTest/src/CardSets/IcecrownCardsGenTest.cs", "SpiritLash_ICC_802", "agrees"),
    ("Spellweaver", "peer_spellweaver_raises_fireball_to_8", _SS,
     "SabberStoneCoreTest/src/CardSets/IcecrownCardsGenTest.cs", "Spellweaver_ICC_856", "agrees"),
    ("Tainted Zealot", "peer_tainted_zealot_raises_frostbolt_to_4", _SS,
     "SabberStoneCoreTest/src/CardSets/IcecrownCardsGenTest.cs", "TaintedZealot_ICC_913", "agrees"),
    ("Vulgar Homunculus", "peer_vulgar_homunculus_deals_2_to_your_hero", _SS,
     "SabberStoneCoreTest/src/CardSets/LootapaloozaCardsGenTest.cs", "VulgarHomunculus_LOOT_013", "agrees"),
    ("Savage Striker", "peer_savage_striker_deals_its_heros_attack_1", _SS,
     "SabberStoneCoreTest/src/CardSets/Standard/TrollCardsGenTest.cs", "SavageStriker_TRL_240", "agrees"),
    ("Frost Shock", "peer_frost_shock_leaves_senjin_at_4_frozen", _SS,
     "SabberStoneCoreTest/src/CardSets/Standard/CoreCardsGenTest.cs", "FrostShock_CS2_037", "agrees"),
    ("Fire Elemental", "peer_fire_elemental_leaves_senjin_at_2", _SS,
     "SabberStoneCoreTest/src/CardSets/Standard/CoreCardsGenTest.cs", "FireElemental_CS2_042",
     "agrees with the Classic printing VAN_CS2_042 ('Deal 3 damage.'), the test's text; the current CS2_042 deals 4"),
    ("Flame Lance", "peer_flame_lance_leaves_ysera_at_4", _FP, "tests/test_tgt.py", "test_flame_lance",
     "disagrees by the card's text: the test's Flame Lance deals 8 (Ysera left at 4); today's text deals 25"),
    ("Flame Lance", "peer_flame_lance_kills_a_friendly_wisp", _FP, "tests/test_tgt.py", "test_flame_lance", "agrees"),
    ("Flame Lance", "peer_flame_lance_refuses_your_own_hero", _FP, "tests/test_tgt.py", "test_flame_lance", "agrees"),
    ("Evolved Kobold", "peer_evolved_kobold_raises_moonfire_to_3", _FP, "tests/test_wog.py", "test_evolved_kobold",
     "agrees"),
    ("Cheaty Anklebiter", "peer_cheaty_anklebiter_lifesteal_under_auchenai_damages_its_hero", _FP, "tests/test_misc.py",
     "test_lifesteal_and_auchenai", "agrees"),
    ("Bomb Lobber", "peer_bomb_lobber_with_no_enemy_minion_spares_the_hero", _FP, "tests/test_gvg.py",
     "test_bomb_lobber", "agrees"),
    ("Bomb Lobber", "peer_bomb_lobber_hits_the_wisp_or_the_statue", _FP, "tests/test_gvg.py", "test_bomb_lobber",
     "agrees"),
    ("Frost Shock", "peer_frost_shock_freezes_flame_imp", _FP, "tests/test_mechanics.py", "test_freeze", "agrees"),
]
RULINGS = HERE / "rulings"


def population():
    from dealt.card import find_card_file
    from dealt.coverage import current_printings
    from dealt.kb import load_game
    from dealt.kb.hearthstone.carddb import card_index
    from dealt.kb.hearthstone.printings import derived_card
    game = load_game("hearthstone")
    return sorted((r for r in current_printings(card_index()) if re.search("damage", r.text, re.I)
                   and find_card_file(game, r.name) is None and derived_card(r) is not None),
                  key=lambda r: r.name)


def derived_mechanics(record):
    return [{"mechanic": m, **params} for m, params in record.derivation().mechanics()]


def _ruling_text(record, built):
    data = {"description": (f"Audit of the derivation (tests/audit/derived_cards.yaml). {record.name} "
                            f"({record.id}): '{record.text}'. Read independently of Dealt "
                            f"(tests/audit/oracle.py): {built['reading']}."),
            "game": "hearthstone", "active_player": "A", "board": built["board"], "action": built["action"]}
    if "choices" in built:
        data["choices"] = built["choices"]
    data["expect"] = built["expect"]
    return yaml.safe_dump(data, sort_keys=False, width=120, default_flow_style=None, allow_unicode=True)


def main():
    from dealt.kb.hearthstone.carddb import card_index
    index = card_index()
    if TABLE.exists():
        old = yaml.safe_load(TABLE.read_text())
        head = {k: v for k, v in old.items() if k != "cards"}
        drawn = [index.lookup(row["id"]) for row in old["cards"]]
        if "--extend" in sys.argv[1:] and len(drawn) < SIZE:     # more cards derived since: draw the rest
            kept = {r.id for r in drawn}
            rest = [r for r in population() if r.id not in kept]
            drawn += random.Random(SEED).sample(rest, min(SIZE - len(drawn), len(rest)))
            head["population"] = len(kept) + len(rest)
            head["extended"] = f"{len(drawn) - len(kept)} cards added from the later population (--extend)"
    else:
        cards = population()
        drawn = random.Random(SEED).sample(cards, min(SIZE, len(cards)))
        head = {"seed": SEED, "size": SIZE, "population": len(cards),
                "drawn_from": "every collectible card derived today whose text mentions damage "
                              "(main at 48cb1eb, 2026-12-01), random.Random(seed).sample(sorted by name, "
                              "min(size, population))",
                "expected_from": "tests/audit/oracle.py (an independent reading of the printed text; imports "
                                 "nothing of Dealt), unless a row names a peer's test"}
    head["peers"] = [{"name": card, "ruling": f"rulings/{ruling}.yaml", "peer": peer, "file": file, "test": test,
                      "outcome": outcome} for card, ruling, peer, file, test, outcome in PEERS]
    RULINGS.mkdir(exist_ok=True)
    rows = []
    for record in drawn:
        ruling = RULINGS / f"audit_{oracle._slug(record.name)}.yaml"
        row = {"name": record.name, "id": record.id, "text": record.text, "mechanics": derived_mechanics(record),
               "ruling": str(ruling.relative_to(HERE)), "expected_from": "tests/audit/oracle.py"}
        try:
            built = oracle.ruling(record.name, record.type, record.text, record.attack, record.health,
                                  record.spell_school)
        except oracle.NotRead as exc:
            print(f"not read by the oracle: {record.name}: {exc}", file=sys.stderr)
            row["expected_from"] = "by hand"
        else:
            ruling.write_text(_ruling_text(record, built))
        refused = oracle.refusal(record.name, record.type, record.text)
        if refused is not None:
            path = RULINGS / f"audit_{oracle._slug(record.name)}_refuses_a_target.yaml"
            row["refusal"] = str(path.relative_to(HERE))
            path.write_text(_ruling_text(record, refused))
        if record.name in MORE:
            row["more"] = MORE[record.name]
        rows.append(row)
    TABLE.write_text("# The audit of the derivation (issue 13, item 5): written by tests/audit/generate.py, checked by\n"
                     "# tests/audit/test_audit.py. Each row: a drawn card, its text, the mechanics Dealt derives from it,\n"
                     "# and the ruling that exercises them (expected values from its expected_from).\n"
                     + yaml.safe_dump({**head, "cards": rows}, sort_keys=False, width=120, allow_unicode=True))
    print(f"{len(rows)} rows")


if __name__ == "__main__":
    main()
