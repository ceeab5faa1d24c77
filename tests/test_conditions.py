"""Conditions a card's text puts on its ability (issue 13, conditions): `dealt why` says whether the condition
held and why, for each condition held and not held; the ruling files (tests/rulings/hearthstone/derived_*) check
the numbers and the rules fired."""
from pathlib import Path

import pytest

from dealt.cli import main
from dealt.kb.hearthstone.carddb import card_index
from dealt.testing.text import assert_says_in_order

RULINGS = Path(__file__).parent / "rulings" / "hearthstone"

# (ruling file, subject of `dealt why`, what why must say about the condition, in order)
WHY = [
    ("derived_si7_agent_combo_active_deals_3", "e1",
     ["The card's condition, as it was checked:", "Combo is active: A played 1 card before SI:7 Agent this turn.",
      "rule combo_is_active", "https://hearthstone.gamepedia.com/Combo",
      "SI:7 Agent proposes 3 damage to yeti", "read from its text: 'Combo: Deal 3 damage.'"]),
    ("derived_si7_agent_combo_not_active_deals_nothing", "si_7_agent",
     ["Combo is not active: A played no card before SI:7 Agent this turn", "rule combo_is_not_active",
      "SI:7 Agent's ability does nothing: its condition did not hold.",
      "rule ability_does_nothing_when_its_condition_failed"]),
    ("derived_eviscerate_combo_active_deals_4_instead", "e1",
     ["Combo is active: A played 2 cards before Eviscerate this turn.", "Eviscerate deals 4 instead of 2: its "
      "condition held.", "rule ability_deals_its_other_amount", "Eviscerate proposes 4 damage to heroB"]),
    ("derived_eviscerate_combo_not_active_deals_2", "e1",
     ["Combo is not active: A played no card before Eviscerate this turn", "Eviscerate proposes 2 damage to heroB"]),
    ("derived_blackwing_corruptor_holding_a_dragon_deals_5", "e1",
     ["Blackwing Corruptor's condition holds: A is holding a dragon (Azure Drake).",
      "rule player_has_the_card_its_text_asks_for", "Blackwing Corruptor proposes 5 damage to yeti"]),
    ("derived_blackwing_corruptor_holding_no_dragon_deals_nothing", "blackwing_corruptor",
     ["Blackwing Corruptor's condition does not hold: A is holding no dragon", "Blackwing Corruptor itself has left "
      "the hand", "rule player_has_not_the_card_its_text_asks_for", "Blackwing Corruptor's ability does nothing"]),
    ("derived_crowd_roaster_itself_is_not_held_deals_nothing", "crowd_roaster",
     ["Crowd Roaster's condition does not hold: A is holding no dragon"]),
    ("derived_cloud_prince_controlling_a_secret_deals_6", "e1",
     ["Cloud Prince's condition holds: A controls 1 Secret.", "rule controls_a_secret",
      "Cloud Prince proposes 6 damage to heroB"]),
    ("derived_cloud_prince_opponents_secret_does_not_count", "cloud_prince",
     ["Cloud Prince's condition does not hold: A controls no Secret.", "rule controls_no_secret"]),
]


@pytest.mark.parametrize("name, subject, says", WHY, ids=[w[0] for w in WHY])
def test_why_says_whether_the_condition_held_and_why(capsys, name, subject, says):
    assert main(["why", str(RULINGS / f"{name}.yaml"), subject]) == 0
    assert_says_in_order(capsys.readouterr().out, says)


@pytest.mark.parametrize("name, reading", [
    ("SI:7 Agent", "combo > deal_damage_to_a_chosen_target"),
    ("Beatboxer", "combo > deal_damage_randomly_split"),
    ("Blackwing Corruptor", "battlecry > if_you_are_holding > deal_damage_to_a_chosen_target"),
    ("Cloud Prince", "battlecry > if_you_control_a_secret > deal_damage_to_a_chosen_target"),
    ("Eviscerate", "combo_deals_another_amount_instead"),
    ("Prize Plunderer", "combo > deal_damage_for_each_other_card_played_this_turn"),
    ("Sunspot Dragon", "quickdraw > deal_damage_to_a_chosen_target"),
    ("Goblin Blastmage", "battlecry > if_you_control_a_minion_of_a_race > deal_damage_randomly_split"),
    ("Kill Command", "if_you_control_a_minion_of_a_race_deal_another_amount_instead"),
    # its inner clause's group ("all other minions", the minion itself left out) is read on a minion's Battlecry
    ("Duskbreaker", "battlecry > if_you_are_holding > deal_damage_to_a_group"),
])
def test_a_conditioned_card_is_derived_with_its_condition(name, reading):
    derivation = card_index().lookup(name).derivation()
    assert derivation.complete and reading in [r.template for r in derivation.readings]
    assert any(m in ("only_if", "instead_if") for m, _ in derivation.mechanics())


@pytest.mark.parametrize("name, unread", [
    # the inner clause gives stats (not a mechanic of the registry): the Combo stays unread
    ("Edwin VanCleef", "Combo: Gain +2/+2 for each other card you've played this turn."),
    # "If you control a Murloc" on a Murloc: whether it counts itself is not read
    ("Lushwater Murcenary", "Battlecry: If you control a Murloc, gain +1/+1."),
])
def test_a_condition_whose_inner_clause_is_unread_stays_unread(name, unread):
    assert unread in card_index().lookup(name).derivation().unread


WHY_MORE = [
    ("derived_kill_command_controlling_a_beast_deals_5_instead", "e1",
     ["Kill Command's condition holds: A controls a beast (River Crocolisk).", "Kill Command deals 5 instead of 3",
      "heroB takes 5"]),
    ("derived_kill_command_opponents_beast_does_not_count_deals_3", "e1",
     ["Kill Command's condition does not hold: A controls no beast (the board; a minion played is not counted).",
      "heroB takes 3"]),
    ("derived_tiny_worldbreaker_another_mech_deals_4", "e1",
     ["Tiny Worldbreaker's condition holds: A controls a mech (Harvest Golem).", "heroB takes 4"]),
    ("derived_tiny_worldbreaker_itself_is_not_another_mech", "tiny_worldbreaker",
     ["Tiny Worldbreaker's condition does not hold: A controls no mech (the board; a minion played is not counted).",
      "Tiny Worldbreaker's ability does nothing"]),
    ("derived_sunspot_dragon_quickdraw_deals_6_and_heals_6", "e1",
     ["Quickdraw is active: Sunspot Dragon entered A's hand this turn (the scenario's action: entered hand this turn).",
      "rule quickdraw_is_active", "Sunspot Dragon proposes 6 damage to ogre"]),
    ("derived_sunspot_dragon_held_since_an_earlier_turn_deals_nothing", "sunspot_dragon",
     ["Quickdraw is not active: Sunspot Dragon was in A's hand before this turn", "rule quickdraw_is_not_active",
      "Sunspot Dragon's ability does nothing"]),
    ("derived_chaos_leech_outcast_deals_5_instead_and_heals_5", "e1",
     ["Outcast is active: A played Chaos Leech from the left- or right-most place of the hand (the scenario's action: outcast).",
      "rule outcast_is_active", "Chaos Leech deals 5 instead of 3: its condition held.", "ogre takes 5"]),
    ("derived_chaos_leech_not_outcast_deals_3", "e1",
     ["Outcast is not active: A played Chaos Leech from between other cards of the hand", "ogre takes 3"]),
    ("derived_spectral_pillager_combo_after_3_cards_deals_6", "e1",
     ["Combo is active: A played 3 cards before Spectral Pillager this turn.",
      "Spectral Pillager deals 2 for each other card A played this turn (3): it proposes 6 to ogre.",
      "rule damage_for_each_other_card_played_this_turn"]),
    ("derived_spectral_pillager_combo_not_active_deals_nothing", "spectral_pillager",
     ["Combo is not active: A played no card before Spectral Pillager this turn", "does nothing"]),
    ("derived_blazecaller_elemental_played_last_turn_deals_5", "e1",
     ["Blazecaller's condition holds: A played an elemental last turn (Fire Fly).",
      "rule player_has_the_card_its_text_asks_for", "Blazecaller proposes 5 damage to yeti"]),
    ("derived_blazecaller_elemental_only_in_hand_deals_nothing", "blazecaller",
     ["Blazecaller's condition does not hold: A played no elemental last turn (the scenario's players entry: played last turn).",
      "Blazecaller's ability does nothing"]),
    ("derived_sunreaver_warmage_holding_a_7_cost_spell_deals_4", "e1",
     ["Sunreaver Warmage's condition holds: A is holding a spell that costs (5) or more (Flamestrike)."]),
    ("derived_sunreaver_warmage_4_cost_spell_and_6_cost_minion_do_not_count", "sunreaver_warmage",
     ["Sunreaver Warmage's condition does not hold: A is holding no spell that costs (5) or more"]),
    ("derived_fogsail_freebooter_weapon_equipped_deals_2", "e1",
     ["Fogsail Freebooter's condition holds: A's hero has a weapon equipped.", "rule has_a_weapon_equipped"]),
    ("derived_fogsail_freebooter_opponents_weapon_does_not_count", "fogsail_freebooter",
     ["Fogsail Freebooter's condition does not hold: A's hero has no weapon equipped.", "rule has_no_weapon_equipped"]),
    ("derived_cowbell_soloist_alone_on_its_side_deals_2", "e1",
     ["Cowbell Soloist's condition holds: A controls no minion but Cowbell Soloist itself.",
      "rule controls_no_other_minions"]),
    ("derived_cowbell_soloist_beside_another_minion_deals_nothing", "cowbell_soloist",
     ["Cowbell Soloist's condition does not hold: A controls 1 other minion.", "rule controls_other_minions"]),
    ("derived_flames_of_the_firelord_holding_an_8_cost_card_deals_8_instead", "e1",
     ["A is holding a card that costs (8) or more (Pyroblast).", "Flames of the Firelord deals 8 instead of 4: its "
      "condition held.", "ogre takes 8"]),
    ("derived_flames_of_the_firelord_holding_a_6_cost_card_deals_4", "e1",
     ["A is holding no card that costs (8) or more", "ogre takes 4"]),
]


@pytest.mark.parametrize("name, subject, says", WHY_MORE, ids=[w[0] for w in WHY_MORE])
def test_why_says_whether_the_condition_on_the_board_hand_or_last_turn_held(capsys, name, subject, says):
    test_why_says_whether_the_condition_held_and_why(capsys, name, subject, says)


def test_a_condition_on_a_triggered_ability_is_checked_when_it_triggers_only_for_the_hand():
    """A Deathrattle's "If you're holding a Dragon" is read with its Deathrattle (checked when it triggers,
    rules/conditions.py); a condition that would gate both a Battlecry and a trigger is refused, and so is a
    condition on a quantity inside a trigger (the board's quantities are read before the action)."""
    from dealt.kb.hearthstone.grammar import Reading, Trigger
    from dealt.kb.hearthstone.grammar.reading import _condition_on_a_trigger, as_triggered
    reading = Reading("Deathrattle: If you're holding a Dragon, deal 3 damage to all minions.", "deathrattle > ...",
                      (("only_if", (("condition", "holding"), ("what", "dragon"))),
                       ("deal_damage_to_all", (("amount", 3), ("group", "all_minions"), ("when", "deathrattle")))))
    assert _condition_on_a_trigger(reading, ["condition", "ability"])
    assert not _condition_on_a_trigger(Reading("", "", reading.mechanics[1:]), ["ability"])
    chillmaw = card_index().lookup("Chillmaw")
    assert chillmaw.derivation().complete
    trigger = Trigger(when="deathrattle", record=chillmaw, inner="")
    counted = (("only_if", (("condition", "count"), ("what", "this_turn.hero_took_damage"))),
               ("deal_damage_to_all", (("amount", 3), ("group", "all_minions"))))
    assert as_triggered(counted, trigger) is None
    assert as_triggered((("only_if", (("condition", "holding"), ("what", "dragon"))),) + counted[1:], trigger)


def test_a_hand_of_several_dragons_names_them_all_in_hand_order(capsys, tmp_path):
    ruling = (RULINGS / "derived_blackwing_corruptor_holding_a_dragon_deals_5.yaml").read_text()
    scenario = tmp_path / "two_dragons.yaml"
    scenario.write_text(ruling.split("expect:")[0].replace("[Fireball, Azure Drake]", "[Malygos, Fireball, Azure Drake]"))
    assert main(["why", str(scenario), "e1"]) == 0
    assert "A is holding a dragon (Malygos, Azure Drake)." in capsys.readouterr().out


def test_a_condition_on_a_clause_that_cannot_change_damage_is_dropped_and_a_later_step_of_a_gated_ability_unread():
    """'If you control another Mech, Discover a Mech.' gates nothing that changes damage: no only_if is read (it
    would gate the card's other abilities); a gated ability's later step would act without it, so it stays
    unread."""
    import dataclasses
    from dealt.kb.hearthstone.grammar import read_card
    assert card_index().lookup("Gorillabot A-3").derivation().mechanics() == ()
    tiny = card_index().lookup("Tiny Worldbreaker")
    assert read_card(tiny).complete
    # a text no card prints (a test of the reading only): the gated Battlecry, then a later step
    later = dataclasses.replace(tiny, text=tiny.text + " If it dies, draw a card.")
    assert read_card(later).unread == ("If it dies, draw a card.",)
    ungated = dataclasses.replace(tiny, text="Battlecry: Deal 4 damage. If it dies, draw a card.")
    assert read_card(ungated).complete
