"""What a Hearthstone player did earlier in the game, as the scenario states it: ``players: {A: {history: ...}}``.

A card's condition can ask about the game's history, which no board holds ("If your hero took damage this
turn", "If you've cast a spell while holding this", "If a friendly Undead died after your last turn"), or about
the cards in a deck ("If your deck has no duplicates"; the board holds only how many, ``deck: N``). The
scenario gives such facts under ``history``, by when they happened (a scope) and what they count, one
vocabulary shared by every card that asks the same thing::

    players:
      A:
        history:
          this_turn: {hero_took_damage: true, spells_played: 2}
          while_holding_this: {spells_cast: 1}

A yes/no fact is true or false; a count is a whole number, 0 or more. A card whose condition needs a fact the
scenario leaves out is refused (exit 2), naming the card, its clause and the field to give
(:mod:`dealt.kb.hearthstone.quantities`).
"""
from dealt.facts.errors import at

#: a fact's kinds of value
YES_NO, COUNT = "true or false", "a whole number, 0 or more"

#: scope -> fact -> (kind of value, what it says); the scope is when it happened, counted before the action's card
HISTORY = {
    "this_turn": {
        "hero_took_damage": (YES_NO, "the player's hero took damage this turn"),
        "hero_attacked": (YES_NO, "the player's hero attacked this turn"),
        "hero_health_changed": (YES_NO, "the player's hero's Health changed this turn"),
        "spells_played": (COUNT, "the spells the player played this turn"),
        "friendly_minions_died": (COUNT, "the player's minions that died this turn"),
        "cards_from_another_class_played": (COUNT, "the cards from another class the player played this turn"),
        "overloaded_mana_crystals": (COUNT, "the player's Mana Crystals locked by Overload this turn"),
        "mana_crystals": (COUNT, "the Mana Crystals the player has this turn, full or spent (at most 10)"),
    },
    "since_your_last_turn": {
        "friendly_undead_died": (COUNT, "the player's Undead that died after their last turn"),
    },
    "this_game": {
        "cards_discarded": (COUNT, "the cards the player discarded this game"),
        "quests_played": (COUNT, "the Quests the player played this game"),
        "friendly_minions_died": (COUNT, "the player's minions that died this game"),
        "spells_cast": (COUNT, "the spells the player cast this game"),
        "hero_power_damage": (COUNT, "the damage the player's Hero Power dealt this game"),
        "hero_power_imbues": (COUNT, "the times the player Imbued their Hero Power this game"),
    },
    "while_holding_this": {
        "spells_cast": (COUNT, "the spells the player cast while holding the action's card"),
        "minions_played": (COUNT, "the minions the player played while holding the action's card"),
        "stealthed_minion_attacks": (COUNT, "the attacks of Stealthed minions while the player held the action's card"),
        "spell_schools_played": (COUNT, "the different spell schools the player played while holding the action's "
                                        "card"),
        "copies_of_opponents_cards_played": (COUNT, "the copies of an opponent's card the player played while "
                                                    "holding the action's card"),
    },
    # not history but what the board does not hold either: the cards in the player's deck now (its size is
    # players: {A: {deck: N}})
    "deck": {
        "no_duplicates": (YES_NO, "the player's deck has no two copies of a card"),
        "only_even_cost_cards": (YES_NO, "every card in the player's deck has an even Cost"),
        "only_odd_cost_cards": (YES_NO, "every card in the player's deck has an odd Cost"),
    },
}


def fact_kind(name):
    """The kind of value (:data:`YES_NO`, :data:`COUNT`) of a history fact named ``scope.fact``."""
    scope, fact = name.split(".")
    return HISTORY[scope][fact][0]


def check_history(scenario, where, raw):
    """A player's ``history`` as the scenario gives it: each scope and fact of :data:`HISTORY`, each value of
    its kind; anything else is refused with what is allowed."""
    if not isinstance(raw, dict):
        raise scenario.error(where, "history must map a scope to its facts, e.g. {this_turn: {hero_took_damage: true}}.",
                             allowed=", ".join(HISTORY))
    for scope, facts in raw.items():
        here = at(where, str(scope))
        if scope not in HISTORY:
            raise scenario.error(here, f"{scope!r} is not a scope of a player's history.", allowed=", ".join(HISTORY))
        if not isinstance(facts, dict):
            raise scenario.error(here, f"{scope} must map a fact to its value, e.g. "
                                 f"{{{next(iter(HISTORY[scope]))}: 1}}.", allowed=", ".join(HISTORY[scope]))
        for fact, value in facts.items():
            place = at(here, str(fact))
            if fact not in HISTORY[scope]:
                raise scenario.error(place, f"{fact!r} is not a fact of {scope}.", allowed=", ".join(HISTORY[scope]))
            kind = HISTORY[scope][fact][0]
            fits = isinstance(value, bool) if kind == YES_NO else (
                isinstance(value, int) and not isinstance(value, bool) and value >= 0)
            if not fits:
                raise scenario.error(place, f"{fact} must be {kind}, not {value!r}.", allowed=kind)
    return raw
