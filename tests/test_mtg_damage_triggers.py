"""Magic's damage triggers (120.4b, 603.3) and illegal targets as a spell resolves (608.2b): what `dealt mechanics`,
`dealt why` and `dealt graph` say about them (the numbers and the rules fired are in tests/rulings/mtg/trigger_* and
illegal_target_*)."""
from pathlib import Path

from dealt.cli import main
from dealt.testing.text import assert_says_in_order

RULINGS = Path(__file__).parent / "rulings" / "mtg"


def _why(capsys, name, subject):
    assert main(["why", str(RULINGS / name), subject]) == 0
    return capsys.readouterr().out


def test_mechanics_lists_the_damage_trigger_and_its_parameters(capsys):
    assert main(["mechanics", "mtg"]) == 0
    text = capsys.readouterr().out
    line = next(line for line in text.splitlines() if "damage_trigger" in line)
    for part in ("when: str in {dealt_damage, deals_damage, deals_combat_damage_to_player, source_deals_damage_to_you, "
                 "deals_combat_damage_to_opponent}",
                 "does: str in {deal_that_much, gain_that_much}", "to: str in {any_target, target_opponent, "
                 "each_player, each_opponent, you, , chosen_player, target_planeswalker_that_player_controls}", "[trigger]", "that much"):
        assert part in line, part


def test_why_a_chain_of_triggers_is_each_event_after_the_one_before(capsys):
    out = _why(capsys, "trigger_chain_of_two_reckoners_each_event_with_its_own_sbas.yaml", "r1")
    assert_says_in_order(out, [
        "e1: Lightning Bolt", "rule whenever_it_is_dealt_damage_its_ability_triggers; card Boros Reckoner",
        "r2 has toughness 3 and 3 damage marked", "[Done: 603.3 triggered abilities go on the stack]",
        "targeting Boros Reckoner r1",
        "rule triggered_abilities_are_put_on_the_stack_in_apnap_order", "a next damage event, e2",
        "rule the_triggered_ability_resolves_and_deals_that_much_damage_in_a_next_event", "e2: Boros Reckoner's triggered ability", "Boros Reckoner deals 3 damage to Boros "
        "Reckoner r1", "r1 has toughness 3 and 3 damage marked", "e3: Boros Reckoner's triggered ability",
        "player B loses 3 life"])


def test_why_prevented_damage_triggers_nothing(capsys):
    out = _why(capsys, "trigger_prevented_damage_was_never_dealt_so_boros_reckoner_does_not_trigger.yaml", "reckoner")
    assert "rule prevention_shield_prevents_the_next_damage" in out
    assert "triggers" not in out and "e2" not in out


def test_why_the_apnap_order_says_whose_ability_resolves_first(capsys):
    out = _why(capsys, "trigger_apnap_the_nonactive_players_ability_resolves_first.yaml", "A")
    assert_says_in_order(out, [
        "in APNAP order: Coalhauler Swine's ability (A; that much: 1), then Boros Reckoner's ability (B; that much: 1; "
        "targeting player A). The last one put on resolves first: Boros Reckoner's ability",
        "e2: Boros Reckoner's triggered ability", "e3: Coalhauler Swine's triggered ability"])


def test_why_an_illegal_target_is_checked_before_the_event(capsys):
    out = _why(capsys, "illegal_target_forked_bolt_keeps_its_division_for_the_legal_target.yaml", "B")
    assert_says_in_order(out, [
        "[608.2b The spell resolves: its targets are checked]",
        "the 2/2 creature leaves the battlefield while Forked Bolt waits on the stack",
        "rule a_permanent_leaves_the_battlefield_while_the_spell_waits",
        "rule a_target_that_left_the_battlefield_is_illegal",
        "Forked Bolt resolves: 1 damage to player B. The 1 announced for the 2/2 creature is not dealt (it has left "
        "the battlefield) and not moved to another target.", "rule the_spell_resolves_for_its_legal_targets_only",
        "[The damage event starts out]", "player B loses 1 life"])


def test_why_a_spell_with_no_legal_target_does_not_resolve(capsys):
    out = _why(capsys, "illegal_target_every_target_illegal_the_spell_does_not_resolve.yaml", "bear")
    assert_says_in_order(out, ["rule a_target_with_shroud_is_illegal",
                               "Every target of Lightning Bolt is illegal (the 2/2 creature: it has shroud): Lightning "
                               "Bolt does not resolve", "rule a_spell_whose_targets_are_all_illegal_does_not_resolve"])
    assert "The damage event starts out" not in out


def test_the_graph_links_an_event_to_the_event_its_triggered_ability_makes(tmp_path, capsys):
    out = tmp_path / "chain.dot"
    path = RULINGS / "trigger_chain_of_two_reckoners_each_event_with_its_own_sbas.yaml"
    assert main(["graph", str(path), "-o", str(out)]) == 0
    dot = out.read_text()
    assert dot.count("its triggered ability resolves (603.3)") == 2
    assert "[Done: 603.3 triggered abilities go on the stack]" in dot and "abilities that triggered" in dot
