"""A card's own Cost, as its text changes it while it is in the hand (``own_cost_changes``, :mod:`..grammar.costs`).

The played card's Cost is the one it has as it leaves the hand: its printed Cost, less N for each thing its text
counts (on the board, or the hand the scenario gives), less N or set to N if its text's condition holds (the board,
the card action's Outcast or Quickdraw), or as the scenario gives it where the game's history decides
(``action: {card: ..., cost: N}``, :mod:`..own_cost`). Never below 0. It is settled before any rule reads the card
(salience COST): what reads a Cost (Cho'gall, Seadevil Stinger, :mod:`.costs`) reads this one.

Source: Hearthstone wiki, Mana cost (https://hearthstone.wiki.gg/wiki/Mana_cost): 'Cards that modify their own mana
cost (such as Dread Corsair) only work while in the player's hand'; 'some effects can modify mana costs (even though
not below 0)'.
"""
from dealt.facts.templates import Action, CostChange
from dealt.inference.salience import COST
from dealt.kb.hearthstone.mechanics import COST_WORDS
from dealt.kb.hearthstone.rules._common import AS, L, MATCH, Rule

SOURCE = ("Hearthstone wiki, Mana cost (https://hearthstone.wiki.gg/wiki/Mana_cost): 'Cards that modify their own "
          "mana cost ... only work while in the player's hand'; 'some effects can modify mana costs (even though not "
          "below 0)'")
_WORDS = dict(COST_WORDS)


def _changed(self, action, change, cost):
    self.modify(change, applied=True)
    if cost != action["cost"]:
        self.modify(action, cost=cost)


def _pending(change, **fields):
    return (AS.change << CostChange(card=MATCH.card, change=change, applied=False, clause=MATCH.clause,
                                    amount=MATCH.amount, **fields),
            AS.action << Action(kind="play", trigger="", card=MATCH.card, cost=MATCH.printed))


@Rule(*_pending("less_for_each", what=MATCH.what & ~L("given"), count=MATCH.count), salience=COST)
def card_costs_less_for_each_thing_it_counts(self, action, change, card, clause, amount, printed, what, count):
    """{card} costs ({cost}): '{clause}' counts {count} ({thing}), so ({printed}) less {less}{floor}.

    Source: Hearthstone wiki, Mana cost (https://hearthstone.wiki.gg/wiki/Mana_cost): 'Cards that modify their own
    mana cost ... only work while in the player's hand'; 'some effects can modify mana costs (even though not below
    0)'.
    """
    cost = max(0, printed - amount * count)
    self.explain(cost=cost, thing=_WORDS[what], less=amount * count,
                 floor=", and a Cost is never below 0" if printed - amount * count < 0 else "")
    _changed(self, action, change, cost)


@Rule(*_pending(MATCH.kind & ~L("less_for_each"), what=MATCH.what & ~L("given"), holds=True), salience=COST)
def card_costs_what_its_text_says_as_its_condition_holds(self, action, change, card, clause, amount, printed, what,
                                                         kind):
    """{card} costs ({cost}), not ({printed}): '{clause}' holds ({thing}){floor}.

    Source: Hearthstone wiki, Mana cost (https://hearthstone.wiki.gg/wiki/Mana_cost): 'Cards that modify their own
    mana cost ... only work while in the player's hand'; effects may 'reduce or increase the cost of cards ..., or
    set them to a specific value' ('even though not below 0').
    """
    cost = amount if kind == "set_if" else max(0, printed - amount)
    self.explain(cost=cost, thing=_WORDS[what],
                 floor=", and a Cost is never below 0" if kind == "less_if" and printed < amount else "")
    _changed(self, action, change, cost)


@Rule(*_pending(MATCH.kind & ~L("less_for_each"), what=MATCH.what & ~L("given"), holds=False), salience=COST)
def card_keeps_its_cost_as_its_condition_does_not_hold(self, action, change, card, clause, printed, what):
    """{card} costs its printed ({printed}): '{clause}' does not hold (not: {thing}).

    Source: Hearthstone wiki, Mana cost (https://hearthstone.wiki.gg/wiki/Mana_cost): a card's own cost modifier
    works while in the hand, as its text says (only if its condition holds).
    """
    self.explain(thing=_WORDS[what])
    self.modify(change, applied=True)


@Rule(*_pending(MATCH.kind, what="given", given=MATCH.given), salience=COST)
def card_costs_what_the_scenario_gives(self, action, change, card, clause, printed, given):
    """{card} costs ({given}), as the scenario gives it (action: cost): '{clause}' depends on the game's history.

    Source: Hearthstone wiki, Mana cost (https://hearthstone.wiki.gg/wiki/Mana_cost): 'Cards that modify their own
    mana cost ... only work while in the player's hand'; the history the clause reads is not on the board, so the
    scenario states the Cost (its possible values are checked against the clause: :mod:`..own_cost`).
    """
    _changed(self, action, change, given)
