"""The engine's reliance on experta internals, pinned: tracing, strategy, matcher, composition."""
from pathlib import Path

import pytest

from dealt._compat import experta
from dealt.facts.scenario import load_scenario
from dealt.facts.templates import DamageEvent, NextStep, Slot
from dealt.inference.engine import RulingEngine, compose_engine
from dealt.inference.chance import Chance
from dealt.inference.outcome import build_outcome, resolve
from dealt.kb import GAME_MODULES, load_game, sequence
from dealt.testing.rulings import resolvable

AS = experta.AS
ROOT = Path(__file__).parent.parent
SCENARIOS = resolvable(sorted((ROOT / "tests" / "rulings").rglob("*.yaml")) + sorted((ROOT / "examples").rglob("*.yaml")))


def event(**kw):
    base = dict(id="e1", order=1, source="x", source_kind="spell", target="t", proposed=3, amount=3,
                step="a")
    return DamageEvent(**{**base, **kw})


def test_trace_records_each_firing_with_matched_and_produced_facts():
    engine = compose_engine("T", [sequence.hand_event_to_next_step, sequence.pass_over_effect_that_does_not_apply])()
    engine.start([event(), NextStep(step="a", next="b"), NextStep(step="b", next="c"),
                  Slot(step="b", position=0, effect="fx")])
    engine.run()
    trace = engine.trace
    rules = [trace.firing(n)["rule"] for n in trace.firings]
    assert rules == ["hand_event_to_next_step", "pass_over_effect_that_does_not_apply", "hand_event_to_next_step"]
    versions = trace.facts_of("DamageEvent", id="e1")
    assert [trace.graph.nodes[v]["data"]["step"] for v in versions] == ["a", "b", "b", "c"]
    assert trace.graph.nodes[versions[0]]["given"] is True
    for old, new, firing in zip(versions, versions[1:], trace.firings):
        assert trace.graph.edges[old, new]["role"] == "became"
        assert old in trace.matched(firing) and new in trace.produced(firing)
        assert trace.producer(new) == firing
    assert all(trace.firing(n)["housekeeping"] for n in trace.firings)


def test_compose_engine_refuses_two_rules_with_one_name():
    @experta.Rule(DamageEvent(step="a"))
    def hand_event_to_next_step(self):
        """A second rule with a taken name."""

    with pytest.raises(ValueError, match="hand_event_to_next_step"):
        compose_engine("T", [sequence.hand_event_to_next_step, hand_event_to_next_step])


def test_strategy_breaks_exact_ties_by_rule_name():
    fired = []

    @experta.Rule(DamageEvent(step="a"))
    def zulu(self):
        fired.append("zulu")

    @experta.Rule(DamageEvent(step="a"))
    def alpha(self):
        fired.append("alpha")

    engine = compose_engine("T", [zulu, alpha])()
    engine.start([event()])
    engine.run()
    assert fired == ["zulu", "alpha"]          # highest key first: names sort descending


def test_rule_docstrings_state_a_ruling_and_cite_a_source():
    for game_name in GAME_MODULES:
        game = load_game(game_name)
        every = {name: rule for rule_set in game.rule_set_names() for name, rule in game.rules(rule_set).items()}
        for name, rule in every.items():
            doc = rule.__doc__ or ""
            assert doc.strip(), f"{name} has no ruling sentence"
            if not getattr(rule, "housekeeping", False):
                assert "Source:" in doc, f"{name} cites no source"


_STOCK = {}


def _stock_engine(game, rules=None):
    """An engine of `game` with every rule of its rule set `rules` (None: the default) on experta's own Rete
    matcher, built once per game and rule set and reset by each run's ``start`` (as the game's own engines are
    reused)."""
    from dealt.inference.engine import compose_engine
    key = (game.name, rules or "default")
    if key not in _STOCK:
        variant = game.variant_named(rules)
        base = game.engine_class if variant is None else compose_engine(
            f"{game.name.title()}Engine", variant.compose(game.default_rules))

        class Stock(base):
            from experta.matchers.rete import ReteMatcher as __matcher__
        _STOCK[key] = Stock()
    return _STOCK[key]


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_literal_first_matcher_resolves_exactly_like_expertas(path):
    """Ours (literal-first matcher, and only the rule modules the board needs) against experta's own
    matcher with every rule: the same outcome, explanation and random results on every scenario."""
    scenario = load_scenario(path, tuple(GAME_MODULES))
    game = load_game(scenario.game)
    ours = resolve(game, scenario).to_json()
    if scenario.sequence:               # several actions: the same sequence, continued on the stock engine
        from dealt.inference.sequence import resolve_sequence
        assert ours == resolve_sequence(game, scenario, engine=_stock_engine(game, scenario.rules)).to_json()
        return

    board = game.board(scenario)
    engine = _stock_engine(game, scenario.rules)
    chance = Chance(scenario.choices, scenario.seed, scenario.file, scenario.line_of)
    engine.start(board.facts, chance)
    engine.run()
    theirs = build_outcome(game, scenario, board, engine)
    theirs.random = list(chance.record)
    assert ours == theirs.to_json()


def test_engine_is_built_once_and_reused():
    game = load_game("hearthstone")
    assert game.engine is game.engine
    assert isinstance(game.engine, RulingEngine)


def test_every_node_of_the_network_is_one_of_ours():
    """experta wires the network; every node it made must have been given our no-copy class, so an
    experta upgrade that adds a node type fails here instead of silently running a copying node."""
    from dealt.inference.matcher import FAST_NODES, AlphaNode, TypeDispatch
    matcher = load_game("hearthstone").engine.matcher
    nodes = matcher._all_nodes()
    kinds = {type(n) for n in nodes[1:]}            # the root is experta's bus
    assert kinds <= set(FAST_NODES.values()) | {AlphaNode, TypeDispatch}
    assert set(FAST_NODES.values()) <= kinds
    for node in nodes:
        for child in node.children:
            assert child.callback.__self__ is child.node
            assert child.callback.__func__ is getattr(type(child.node), child.callback.__name__)


def test_no_template_has_a_field_named_like_expertas_special_keys():
    """The trace and the engine's modify tell a fact's values from experta's keys by name alone."""
    import importlib

    from dealt.facts.templates import Record
    for game_templates in ("mtg", "riftbound", "sentinels"):
        importlib.import_module(f"dealt.facts.{game_templates}")

    def templates(cls):
        for sub in cls.__subclasses__():
            yield sub
            yield from templates(sub)

    found = list(templates(Record))
    assert len(found) > 20
    for template in found:
        assert not [f for f in template.__fields__ if isinstance(f, str) and f.startswith("__")], template


def test_a_rule_asking_for_a_mechanic_nobody_has_is_left_out():
    """Frothing Berserker's gain_attack_on_damage is on the board, Armorsmith's and Acolyte of Pain's are
    not: their rules cannot fire and are not in the network (every scenario still resolves exactly as with
    every rule: see the test above)."""
    import tempfile

    import yaml

    from dealt.bench import LIGHTBOMB
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "lightbomb.yaml"
        path.write_text(yaml.safe_dump(LIGHTBOMB))
        scenario = load_scenario(path, tuple(GAME_MODULES))
    game = load_game("hearthstone")
    names = {rule.__name__ for rule in game.engine_for(game.board(scenario)).get_rules()}
    assert "damage_trigger_gains_attack" in names
    assert "set_of_minions_is_fixed_then_each_event_is_created_and_resolved_in_turn" in names
    assert not names & {"damage_trigger_gains_armor", "damage_trigger_draws_cards",
                        "area_effect_creates_every_event_in_play_order"}


def test_a_rule_may_not_declare_an_effect_or_change_a_mechanic():
    """What is in play is the scenario's: the pruning above relies on it, so the engine refuses."""
    from dealt.facts.templates import Effect

    @experta.Rule(DamageEvent(step="a"))
    def conjures_an_effect(self):
        """Declares an effect."""
        self.declare(Effect(id="x", mechanic="m", card="c", host="h", controller="A", order=1))

    engine = compose_engine("T", [conjures_an_effect])()
    engine.start([event()])
    with pytest.raises(RuntimeError, match="conjures_an_effect declares a Effect"):
        engine.run()

    @experta.Rule(AS.effect << Effect(mechanic="m"))
    def rewrites_a_mechanic(self, effect):
        """Changes a mechanic."""
        self.modify(effect, mechanic="other")

    engine = compose_engine("T", [rewrites_a_mechanic])()
    engine.start([Effect(id="x", mechanic="m", card="c", host="h", controller="A", order=1)])
    with pytest.raises(RuntimeError, match="rewrites_a_mechanic changes the mechanic of a Effect"):
        engine.run()


def test_no_mechanic_acts_at_a_step_whose_own_rule_moves_the_event_on():
    """Hearthstone's deal step has no slots: its rule reduces Health and Armor and moves the event on."""
    for game_name in GAME_MODULES:
        game = load_game(game_name)
        closed = {step.name for step in game.sequence.steps if not step.effects}
        for mechanic in game.registry:
            assert not {step for step, _ in mechanic.timings} & closed, (game_name, mechanic.name)
    assert not load_game("hearthstone").sequence["deal"].effects
