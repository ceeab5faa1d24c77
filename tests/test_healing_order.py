"""Healing Events resolve in the order they were created, each after every event created before it,
whether it restores Health or was turned into a Damage Event.

Source: Hearthstone wiki, Damage Events: "Holy Nova creates and resolves all Damage Events, then
creates and resolves all Healing Events (even if the Healing Events are turned into Damage Events by
Auchenai Soulpriest or Embrace the Shadow)".

No card in play turns only some of one effect's Healing Events into Damage Events, so a ruling cannot
show the mixed case: here the Healing Events are a test double, declared at step ``created`` on a
Holy Nova board (its action left out) with Auchenai Soulpriest in play for player A: h1 and h3 are
player B's (not turned into damage), h2 is player A's (turned into a Damage Event). The order must be
every Healing Event is created (h2 turned into a Damage Event, which is created) before any resolves;
then h1 restores, h2's Damage Event resolves (Acolyte of Pain draws), and h3 restores. Before the fix
h1 restored before h2 was created (each Healing Event looked only at the one just before it, so h1's
restoring and h2's replacement were tied and the agenda chose).
"""
import pytest

from dealt.facts.scenario import load_scenario
from dealt.facts.templates import Ability, Action, HealingEvent
from dealt.inference.chance import Chance
from dealt.kb import GAME_MODULES, load_game
from dealt.kb.hearthstone.rules._flow import new_healing

SCENARIO = """
game: hearthstone
active_player: A
board:
  - {id: heroA, card: Anduin Wrynn, controller: A}
  - {id: heroB, card: Garrosh Hellscream, controller: B}
  - {id: auchenai, card: Auchenai Soulpriest, controller: A}
  - {id: m1, card: Acolyte of Pain, controller: A, health: 1}
  - {id: m2, card: Acolyte of Pain, controller: A}
  - {id: m3, card: Acolyte of Pain, controller: A, health: 1}
action: {card: Holy Nova, controller: A}
"""
HEALING_RULES = {"healing_restores_health_up_to_the_maximum", "created_events_resolve_one_at_a_time_in_order",
                 "prevented_event_resolves_in_its_turn_with_no_consequences", "damage_trigger_draws_cards"}


@pytest.mark.parametrize("immune", [False, True], ids=["h2 dealt", "h2 prevented (Immune)"])
def test_healing_and_its_replacements_resolve_in_the_order_created(tmp_path, immune):
    path = tmp_path / "mixed_healing.yaml"
    path.write_text(SCENARIO.replace("m2, card: Acolyte of Pain, controller: A",
                                     "m2, card: Acolyte of Pain, controller: A, keywords: [immune]")
                    if immune else SCENARIO, encoding="utf-8")
    scenario = load_scenario(path, tuple(GAME_MODULES))
    game = load_game("hearthstone")
    board = game.board(scenario)
    engine = game.engine_for(board)
    engine.start([f for f in board.facts if not isinstance(f, (Action, Ability))], Chance())
    for target, controller in [("m1", "B"), ("m2", "A"), ("m3", "B")]:      # as Holy Nova makes them
        new_healing(engine, via="turn", source="Holy Nova", source_card="Holy Nova", source_kind="spell",
                    controller=controller, target=target, proposed=2)
    engine.run()
    fired = [engine.trace.firing(n)["rule"] for n in engine.trace.firings]
    resolving = [rule for rule in fired if rule in HEALING_RULES]
    assert fired.index("healing_restores_health_up_to_the_maximum") > fired.index("healing_waits_for_its_place", 
                                                                                  fired.index("healing_becomes_a_damage_event_of_the_same_amount")), fired
    middle = (["prevented_event_resolves_in_its_turn_with_no_consequences"] if immune
              else ["created_events_resolve_one_at_a_time_in_order", "damage_trigger_draws_cards"])
    assert resolving == ["healing_restores_health_up_to_the_maximum", *middle,
                         "healing_restores_health_up_to_the_maximum"], fired
    restored = {h["id"]: h["restored"] for h in engine.find_all(HealingEvent)}
    steps = {h["id"]: h["step"] for h in engine.find_all(HealingEvent)}
    assert steps == {"h1": "resolved", "h2": "replaced", "h3": "resolved"}
    assert restored == {"h1": 2, "h2": 0, "h3": 2}
