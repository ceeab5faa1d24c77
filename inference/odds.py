"""Exact odds for random effects: exhaustive enumeration that merges equal intermediate states.

A random effect stops at each decision (a random pick or roll) with the options it has. From a
state (working memory between decisions, with the Hit queue counted from the current turn so that
equal situations compare equal) each option is followed with the engine until the next decision or
the end; states reached by several paths are merged and their probabilities added, layer by layer,
so the work grows with the number of distinct situations, not with the number of paths (8^16 for
16 missiles into 8 characters).

A state is compact: a tuple of small integers, one per fact identity (a character's Entity, its
Keywords...), each the code of the contents there, and the queue of Hits. Following an option is
memoised on what the run actually read (`reads.py`): of each fact, the fields the firings' patterns
name and their actions looked up; a number only added to and written back (Frothing Berserker's
Attack) is a change by an amount, not a read. Two states that agree on that footprint continue the
same way, so the engine runs once per distinct local situation (a missile into a 3-Health minion)
and every other transition is the recorded change applied to the codes. The next pick's options
are memoised on what the picking rule read (the living among the characters it asked about); the
Death step, when its firings touched one character each, is composed character by character.

A run is cut right after its Damage Events are done (nothing is being created or resolved: no rule
that waits for the queue or for deaths can have fired yet): the part up to the cut is remembered
without depending on what comes after it (another hit, the Death step, the end), and what follows
is remembered as a continuation from the state at the cut. A missile into a 2-Health minion is then
one run whether or not another missile waits.

The layers hold situations packed into one integer (`Packing`): the slot codes, the queue's number,
what comes next, the prefix, damage dealt, fired, who is alive and who is dying. A transition found
the slow way (footprint memos, or the engine) changes only the slots it read or changed and the
context, so it is remembered as a number to add, keyed on those bits of the situation: most
transitions are a mask, a dictionary look-up and an addition.

Probabilities are exact: integer weights over a common denominator per layer, fractions at the end.

This module holds the public API (`odds`, `brute_force`) and re-exports the pieces, one concept a module:
`odds_result.py` (`Odds`), `odds_explorer.py` (`Undecided`, `Explorer`), `odds_footprints.py`
(`Footprint`, `Projections`, `DecisionSpot`), `odds_steps.py` (`Step`, `Change`), `odds_packing.py`
(`Packing`, `Group`) and `odds_enumerator.py` (`Enumerator`).
"""
from collections import defaultdict
from fractions import Fraction

from dealt.inference.odds_acting import NOTHING, Acting, acting
from dealt.inference.odds_enumerator import DEATH_STEP, HISTORY, STATIC, Enumerator, content
from dealt.inference.odds_explorer import Explorer, Undecided
from dealt.inference.odds_footprints import DecisionSpot, Footprint, Projections
from dealt.inference.odds_packing import Group, Packing
from dealt.inference.odds_result import Odds
from dealt.inference.odds_steps import CONTINUE, SETTLE, Change, Step

__all__ = ["odds", "brute_force", "Odds", "Acting", "acting", "Enumerator", "Undecided", "Explorer", "Footprint", "Projections",
           "DecisionSpot", "Step", "Change", "Group", "Packing", "DEATH_STEP", "STATIC", "HISTORY", "SETTLE",
           "CONTINUE", "content"]


def odds(game, scenario, rule="", budget=None):
    """The exact distribution of the scenario's outcomes over every random result, within `budget`
    (:class:`dealt.inference.search_budget.SearchBudget`; None: unbounded); `rule` names a rule or a card
    (:mod:`dealt.inference.odds_acting`) whose firing is counted too."""
    refuse_without_random_effects(game, scenario)
    board = game.board(scenario)
    asked = acting(game, scenario, board, rule)
    if scenario.sequence:
        return brute_force(game, scenario, asked, budget)
    if queues_triggers(board):
        return brute_force(game, scenario, asked, budget, board)
    return Enumerator(game, board, asked, budget).run(board.facts)


def refuse_without_random_effects(game, scenario):
    """A game with no random effect in the knowledge base has no odds to give: InputError at the file's game."""
    if game.random_effects:
        return
    from dealt.facts.errors import InputError
    from dealt.kb import GAME_MODULES, load_game
    raise InputError(scenario.file, "game", f"{game.title} has no random effects in Dealt's knowledge base, so "
                     "there are no odds to give; `dealt resolve` gives its one outcome.",
                     allowed=", ".join(n for n in GAME_MODULES if load_game(n).random_effects),
                     line=scenario.line_of("game"))


def queues_triggers(board):
    """Whether the board can queue triggered abilities (Hearthstone's ``when``, a queued Deathrattle): the
    merged enumeration cuts a run once its Damage Events are done and merges states on what the run
    read, and an ability still queued there (an ``Action`` waiting its turn) is not yet part of that
    state, so such boards are replayed in full instead (exact, and slower)."""
    return "queued_triggers" in (board.modules or ())


def brute_force(game, scenario, rule=NOTHING, budget=None, board=None):
    """The same distribution by replaying every sequence of random results from the start, without merging.

    Exponential: for checking :func:`odds` on small cases, the odds of a board that queues triggered
    abilities (:func:`queues_triggers`), and of a sequence of actions (each replay runs every action, the
    random results of all of them in order); `budget` (a SearchBudget) counts each replay as a state;
    `rule` is an Acting (or a rule's name).
    """
    if isinstance(rule, str):
        rule = Acting(rule=rule)
    if scenario.sequence:
        from dealt.inference.sequence import run_sequence

        def replay(chance):
            return run_sequence(game, scenario, [chance] * len(scenario.actions))[0]
    else:
        board = board or game.board(scenario)
        engine = game.engine_for(board)

        def replay(chance):
            engine.start(board.facts, chance)
            engine.run()
            return engine
    runs = 0
    characters, outcomes = None, defaultdict(Fraction)
    pending = [((), Fraction(1))]
    while pending:
        forced, p = pending.pop()
        runs += 1
        if budget is not None:
            budget.check(runs, lambda: f"{runs:,} replays of the random results")
        try:
            engine = replay(Explorer(forced))
        except Undecided as decision:
            pending.extend((forced + (o,), p / len(decision.options)) for o in decision.options)
            continue
        facts = list(engine.facts.values())
        entities = sorted((f for f in facts if type(f).__name__ == "Entity" and f["kind"] in ("hero", "minion")),
                          key=lambda f: f["order"])
        characters = tuple(f["id"] for f in entities)
        dealt = sum(f["dealt"] for f in facts
                    if type(f).__name__ == "DamageEvent" and f["step"] == "resolved" and not f["prevented"])
        fired = rule.fired(engine.trace, engine.trace.firings)
        key = (tuple(f["health"] for f in entities), tuple(f["id"] for f in entities if f["destroyed"]), fired, dealt)
        outcomes[key] += p
    return Odds(outcomes=dict(outcomes), characters=characters or (), stat=game.stat_word("health"),
                rule=rule.name, acting=rule, engine_runs=runs, paths=runs)
