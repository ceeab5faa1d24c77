"""Stat changes read from card text (issue 13, buffs): `dealt why` shows each buff after what came before it in
the action (Cruel Taskmaster's damage, then its +2 Attack; Blood Guard's buff before Sergeant Sally's Deathrattle),
a Health buff raises the maximum too, and the clause forms read or left unread. The numbers and the rules fired
are checked by the ruling files (tests/rulings/hearthstone/derived_*)."""
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.kb.hearthstone.carddb import card_index
from dealt.testing.text import assert_says_in_order

RULINGS = Path(__file__).parent / "rulings" / "hearthstone"

# (ruling file, subject of `dealt why`, what why must say, in order)
WHY = [
    ("derived_cruel_taskmaster_deals_1_to_amani_berserker_then_gives_it_2_attack", "amani",
     ["Health 3 -> 2, Attack 2 -> 7", "amani takes 1: Health 3 -> 2",
      "is damaged (Health 2 of 3), so it has +3 Attack: Attack 2 -> 5",
      "Cruel Taskmaster gives amani +2 Attack: Attack 5 -> 7, Health 2 -> 2 (maximum 3).",
      "rule chosen_minion_gets_the_stats_in_the_text",
      "read from its text: 'Battlecry: Deal 1 damage to a minion and give it +2 Attack.'"]),
    ("derived_power_infusion_gives_a_damaged_minion_2_6_raising_current_and_maximum_health", "yeti",
     ["Power Infusion gives yeti +2/+6: Attack 4 -> 6, Health 2 -> 8 (maximum 11).",
      "read from its text: 'Give a minion +2/+6.'"]),
    ("derived_abusive_sergeant_gives_an_enemy_minion_2_attack_this_turn", "yeti",
     ["Abusive Sergeant gives yeti +2 Attack this turn: Attack 4 -> 6"]),
    ("derived_temple_enforcer_gives_a_friendly_minion_3_health", "yeti",
     ["Temple Enforcer gives yeti +3 Health: Attack 4 -> 4, Health 1 -> 4 (maximum 8)."]),
    ("derived_bloodlust_gives_only_your_minions_3_attack_this_turn", "yeti",
     ["Bloodlust gives A's minions +3 Attack this turn: yeti 4/5 -> 7/5, croc 2/3 -> 5/3."]),
    ("derived_ruststeed_raider_battlecry_gains_4_attack_this_turn", "ruststeed_raider",
     ["Ruststeed Raider (ruststeed_raider) gains +4 Attack this turn: Attack 1 -> 5, Health 8 -> 8."]),
    ("derived_blood_guard_buffs_sergeant_sally_before_her_deathrattle_deals_her_attack", "sally",
     ["Attack 1 -> 2, destroyed", "sally takes 1: Health 1 -> 0", "How it came to be:",
      "Blood Guard gives A's minions +1 Attack: guard 4/6 -> 5/6, sally 1/0 -> 2/0.",
      "deals its last Attack, 2, to each of yeti"]),
]


@pytest.mark.parametrize("name, subject, says", WHY, ids=[w[0] for w in WHY])
def test_why_shows_the_buff_in_its_place(capsys, name, subject, says):
    assert main(["why", str(RULINGS / f"{name}.yaml"), subject]) == 0
    assert_says_in_order(capsys.readouterr().out, says)


@pytest.mark.parametrize("name, mechanics", [
    ("Cruel Taskmaster", [("deal_damage", {"amount": 1, "spell_damage": True}),
                          ("give_target_stats", {"attack": 2, "health": 0, "this_turn": False})]),
    ("Temple Enforcer", [("give_target_stats", {"attack": 0, "health": 3, "this_turn": False})]),
    ("Bloodlust", [("give_group_stats", {"attack": 3, "health": 0, "this_turn": True, "group": "friendly_minions"})]),
    ("Ruststeed Raider", [("gain_stats", {"attack": 4, "health": 0, "this_turn": True})]),
])
def test_buff_clauses_are_read_into_their_mechanics(name, mechanics):
    derivation = card_index().lookup(name).derivation()
    assert derivation.complete
    assert list(derivation.mechanics()) == mechanics


@pytest.mark.parametrize("name, unread", [
    ("Blessing of Kings", "(+4 Attack/+4 Health)"),          # the reminder is no clause a template reads
    ("Seal of Champions", "Give a minion +3 Attack and Divine Shield."),   # a keyword given too: not read
    ("Heart of the Wild", "Give a minion +2/+2, then give your Beasts +1/+1."),
])
def test_a_buff_with_more_than_stats_stays_unread(name, unread):
    assert unread in card_index().lookup(name).derivation().unread
