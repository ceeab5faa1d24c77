"""Drawing cards (Life Tap, Soul Tap), one at a time: from an empty deck, a draw is Fatigue instead.

Source: Hearthstone wiki, Fatigue (https://hearthstone.wiki.gg/wiki/Fatigue): "Fatigue takes effect each
time a card is attempted to be drawn" when the deck is empty, and deals its damage to the drawing player's
hero (Damage Events: 'Damage Events created by Fatigue have a proposed damage equal to 1 plus the number of
times Fatigue has already dealt damage to that player', :mod:`.fatigue`). A player's deck holds the cards
the scenario gives (``players: {A: {deck: N}}``); not given, it is not empty. Each draw waits for the
Fatigue of the one before it to resolve. A player's own draw (the action ``draw: PLAYER``) is one such draw: its
deck's size must be given, and the scenario's actions share the deck (``players: {A: {deck: N}}``).
"""
from dealt.facts.templates import Action, Note, Player
from dealt.kb.hearthstone.rules._common import AS, MATCH, L, P, Rule
from dealt.kb.hearthstone.rules._flow import its_turn

#: the abilities that draw: a number in the text, or one counted as it acts (Battle Rage, "Draw a card for each
#: damaged friendly character.": its count is its amount once :mod:`.damaged_counts` counted it)
DRAWS = L("draw_cards") | L("draw_for_each_damaged_friendly_character")


@Rule(*its_turn(DRAWS, amount=MATCH.amount & P(lambda amount: amount > 0), count=MATCH.drawn),
      AS.player << Player(name=MATCH.controller, deck=P(lambda deck: deck != 0), cards_drawn=MATCH.total))
def player_draws_a_card(self, ability, player, card, controller, amount, drawn, total):
    """{card}: {controller} draws a card ({nth} of {amount}){left}.

    Source: Life Tap, 'Draw a card and take 2 damage.'; Soul Tap, 'Draw a card.'
    """
    draw_one(self, ability, player, controller, amount, drawn, total)


@Rule(*its_turn(DRAWS, amount=MATCH.amount & P(lambda amount: amount > 0), count=MATCH.drawn),
      Player(name=MATCH.controller, deck=0))
def drawing_from_an_empty_deck_is_fatigue(self, ability, card, controller, amount, drawn):
    """{card}: {controller}'s deck is empty, so drawing a card ({nth} of {amount}) is Fatigue instead.

    Source: Hearthstone wiki, Fatigue: 'Fatigue takes effect each time a card is attempted to be drawn'
    from an empty deck.
    """
    fatigue_instead(self, ability, card, controller, amount, drawn)


@Rule(AS.action << Action(kind="draw", spent=False, controller=MATCH.controller),
      AS.player << Player(name=MATCH.controller, deck=P(lambda deck: deck != 0), cards_drawn=MATCH.total))
def player_draws_the_top_card_of_their_deck(self, action, player, controller, total):
    """{controller} draws a card{left}.

    Source: Hearthstone wiki, Fatigue: only a draw 'attempted' from an empty deck is Fatigue; a deck with cards
    gives its top card (Fireplace, fireplace/actions.py, ``Draw``: the deck's top card goes to the hand).
    """
    takes_the_top_card(self, player, controller, total)
    self.modify(action, spent=True)


@Rule(AS.action << Action(kind="draw", spent=False, controller=MATCH.controller),
      Player(name=MATCH.controller, deck=0))
def player_draws_from_an_empty_deck_and_it_is_fatigue(self, action, controller):
    """{controller}'s deck is empty, so their draw is Fatigue instead.

    Source: Hearthstone wiki, Fatigue: 'Fatigue takes effect each time a card is attempted to be drawn'
    from an empty deck.
    """
    self.declare(Action(kind="fatigue", controller=controller))
    self.modify(action, spent=True)


def takes_the_top_card(engine, player, controller, total):
    """`player` draws a card from their deck: one fewer in it (a deck of unknown size stays so)."""
    deck = player["deck"]
    engine.explain(left=f"; {deck - 1} left in the deck" if deck > 0 else "")
    engine.modify(player, cards_drawn=total + 1, deck=deck - 1 if deck > 0 else deck)
    engine.declare(Note(kind="draw", entity=controller, amount=1))


def draw_one(engine, ability, player, controller, amount, drawn, total):
    """The `drawn`+1-th of `ability`'s `amount` draws: a card from `player`'s deck (one fewer in it)."""
    engine.explain(nth=drawn + 1)
    takes_the_top_card(engine, player, controller, total)
    engine.modify(ability, count=drawn + 1, done=drawn + 1 >= amount)


def fatigue_instead(engine, ability, card, controller, amount, drawn):
    """The `drawn`+1-th of `ability`'s `amount` draws, from an empty deck: Fatigue (:mod:`.fatigue`) instead."""
    engine.explain(nth=drawn + 1)
    engine.declare(Action(kind="fatigue", controller=controller, card=card))
    engine.modify(ability, count=drawn + 1, done=drawn + 1 >= amount)
