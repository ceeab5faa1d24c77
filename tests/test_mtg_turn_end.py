"""Magic's end_turn (kb/mtg/rules/cleanup.py): what lasts "this turn" ends in the cleanup step (514.2), a permanent's
static abilities stay, the 616.1 orders lose the ended effects, and the turn passes in turn order (103.1)."""
from pathlib import Path

from dealt.facts.mtg import ActivePlayer, MtgEffect, Rank
from dealt.facts.scenario import load_scenario
from dealt.inference.outcome import resolve
from dealt.inference.why import explain, render_text
from dealt.kb import GAME_MODULES, load_game
from dealt.kb.mtg.turns import next_in_turn_order

HERE = Path(__file__).parent / "mtg_turns"
MTG = load_game("mtg")


def _scenario(name):
    return load_scenario(HERE / name, tuple(GAME_MODULES))


def _final_facts(scenario):
    board = MTG.board(scenario)
    engine = MTG.engine_for(board)
    engine.start(board.facts)
    engine.run()
    return list(engine.facts.values())


def test_this_turn_effects_end_and_static_abilities_stay():
    outcome = resolve(MTG, _scenario("this_turn_effects_end.yaml"))
    for ended in ("skullcrack", "skullcrack.damage_cant_be_prevented", "disfigure", "redeem",
                  "awe", "shield"):
        assert ended not in outcome.board, ended
    for kept in ("worship", "armor", "anthem"):
        assert outcome.board[kept]["destroyed"] is False
    assert outcome.board["giant"]["damage"] == 0
    assert outcome.fired == ["damage_is_removed_and_this_turn_effects_end_in_the_cleanup_step",
                             "the_turn_passes_to_the_next_player_in_turn_order"]
    text = render_text(explain(outcome, "giant"))
    assert "damage marked 1 -> 0" in text
    # each card whose effects end named once, by its board id (Skullcrack has two effects: no effect id is said)
    assert ("the effects that last this turn end (Skullcrack (skullcrack), Disfigure (disfigure), Redeem (redeem), "
            "Awe Strike (awe), Prevent the next 2 damage that would be dealt to this target this turn (shield))") in text
    assert "514.2" in text


def test_ended_effects_leave_the_616_orders_which_stay_without_gaps():
    facts = _final_facts(_scenario("this_turn_effects_end.yaml"))
    effects = {f["id"] for f in facts if isinstance(f, MtgEffect)}
    assert effects == {"worship", "armor", "anthem"}
    ranks = sorted((r["affected"], r["stage"], r["position"], r["effect"]) for r in facts if isinstance(r, Rank))
    # an order holds only the effects that can modify what happens to its player or object (616.1): Urza's Armor
    # and Worship only B's; B's replacement order was Awe Strike, the shield, then the Armor, which moves up to 0
    assert ranks == [("B", "replacement", 0, "armor"), ("B", "results_replacement", 0, "worship")]


def test_the_turn_passes_to_the_next_player():
    facts = _final_facts(_scenario("this_turn_effects_end.yaml"))
    assert [f["name"] for f in facts if isinstance(f, ActivePlayer)] == ["B"]


def test_turn_order_is_the_board_order_and_goes_round():
    players = [{"name": "A", "order": 0}, {"name": "C", "order": 2}, {"name": "B", "order": 1}]
    assert [next_in_turn_order(players, p) for p in ("A", "B", "C")] == ["B", "C", "A"]
    players[1]["lost"] = True
    assert next_in_turn_order(players, "B") == "A"


def test_a_second_end_turn_acts_again_and_the_turn_comes_back():
    """Two turns end in one sequence: each cleanup step removes that turn's damage, and the turn goes A, B, A."""
    outcome = resolve(MTG, _scenario("two_turns_end.yaml"))
    assert [a["board"]["wall"]["damage"] for a in outcome.actions] == [2, 0, 2, 0]
    turn_ends = [a["fired"] for a in outcome.actions if a["does"].endswith("turn ends")]
    assert turn_ends == [["damage_is_removed_and_this_turn_effects_end_in_the_cleanup_step",
                          "the_turn_passes_to_the_next_player_in_turn_order"]] * 2
    text = render_text(explain(outcome, "wall"))
    assert "A's turn ends; the next turn is B's." in text and "B's turn ends; the next turn is A's." in text
    assert [a["does"] for a in outcome.actions] == ["Shock (A) at wall", "A's turn ends", "Shock (A) at wall",
                                                    "B's turn ends"]
