"""Conditions on a quantity, checked as the card is played: "If your deck contains 10 or fewer cards", "If you have
12 or less Health", "If your opponent has 2 or more minions", "If your hero took damage this turn".

The quantity (a :class:`~dealt.facts.templates.Quantity` fact of the card, :mod:`..quantities`) comes from the
board (its heroes' Health, its minions), the players' fields (``deck``, ``hand``) or the game's history the
scenario gives (``players: {A: {history: ...}}``, :mod:`dealt.facts.history`). The condition holds when it is
`compare` (at least, at most) `bound`; what then acts (the ability, its other amount, or "N more") is
:mod:`.conditions`'.

Sources: Hearthstone wiki, Battlecry (https://hearthstone.fandom.com/wiki/Battlecry): 'Battlecry is an ability
where a particular effect activates when the card with the Battlecry is played directly from the hand' (its condition is
read then, from the game as it stands); the cards' own texts for what each counts (Mortal Strike: 'Deal 4 damage.
If you have 12 or less Health, deal 6 instead.'; Hot Coals: 'Deal 2 damage to all enemies. If your hero took
damage this turn, deal 1 more.'); silverfish, Mortal Strike (cards/Sim_EX1_408.cs): 'dmg = (p.ownHero.Hp <= 12) ?
p.getSpellDamageDamage(6) : p.getSpellDamageDamage(4)' (the hero's Health as the spell is cast).
"""
from dealt.facts.templates import Action, Condition, Entity, Player, Quantity
from dealt.inference.salience import DERIVE
from dealt.kb.hearthstone.quantities import asks, holds, says
from dealt.kb.hearthstone.rules._common import AS, MATCH, TEST, Rule


def _read_now(what):
    """Patterns: the quantity `what` (``AS.quantity``, ``MATCH.value``) of the card its controller is playing, whose
    count condition is not checked yet."""
    return (AS.quantity << Quantity(card=MATCH.card, what=what, value=MATCH.value),
            Action(kind="play", trigger="", spent=False, card=MATCH.card, controller=MATCH.controller),
            Condition(card=MATCH.card, kind="count", checked=False, what=what))


@Rule(*_read_now("hero_health"),
      Entity(kind="hero", controller=MATCH.controller, health=MATCH.health, destroyed=False),
      TEST(lambda health, value: health != value),
      salience=DERIVE)
def the_heros_health_is_read_as_the_card_is_played(self, quantity, card, controller, value, health):
    """{card} reads {controller}'s hero's Health as it is played: {health} (the scenario's board said {value}; an earlier action changed it).

    Source: silverfish, Mortal Strike (cards/Sim_EX1_408.cs): 'p.ownHero.Hp <= 12' (the hero's Health as the spell is
    cast); Hearthstone wiki, Battlecry: the condition is read when the card is played.
    """
    self.modify(quantity, value=health)


@Rule(*_read_now("deck"),
      Player(name=MATCH.controller, deck=MATCH.deck),
      TEST(lambda deck, value: deck >= 0 and deck != value),
      salience=DERIVE)
def the_deck_is_counted_as_the_card_is_played(self, quantity, card, controller, value, deck):
    """{card} counts {controller}'s deck as it is played: {deck} card(s) (the scenario said {value}; earlier draws took the rest).

    Source: Hearthstone wiki, Battlecry: the condition is read when the card is played ('If your deck contains 10 or
    fewer cards'); the deck is the one the scenario's actions draw from (:mod:`.drawing`).
    """
    self.modify(quantity, value=deck)


def _counted():
    """Patterns: the unchecked count condition of the card its controller is playing, and its quantity."""
    return (AS.cond << Condition(card=MATCH.card, kind="count", checked=False, what=MATCH.what,
                                 compare=MATCH.compare, bound=MATCH.bound),
            Action(kind="play", trigger="", spent=False, card=MATCH.card, controller=MATCH.controller),
            Quantity(card=MATCH.card, what=MATCH.what, value=MATCH.value))


@Rule(*_counted(), TEST(lambda value, compare, bound: holds(value, compare, bound)))
def quantity_meets_the_condition(self, cond, card, controller, what, compare, bound, value):
    """{card}'s condition holds: {said} (its text asks for {asked}).

    Source: Hearthstone wiki, Battlecry (https://hearthstone.fandom.com/wiki/Battlecry): 'a particular effect
    activates when the card with the Battlecry is played directly from the hand', its condition read from the game then; the card's text
    for the quantity and its bound (Mortal Strike: 'If you have 12 or less Health, deal 6 instead.').
    """
    self.explain(said=says(what, controller, value, card), asked=asks(what, compare, bound))
    self.modify(cond, checked=True, held=True)


@Rule(*_counted(), TEST(lambda value, compare, bound: not holds(value, compare, bound)))
def quantity_does_not_meet_the_condition(self, cond, card, controller, what, compare, bound, value):
    """{card}'s condition does not hold: {said} (its text asks for {asked}).

    Source: Hearthstone wiki, Battlecry (https://hearthstone.fandom.com/wiki/Battlecry): 'a particular effect
    activates when the card with the Battlecry is played directly from the hand', its condition read from the game then; the card's text
    for the quantity and its bound (Mortal Strike: 'If you have 12 or less Health, deal 6 instead.').
    """
    self.explain(said=says(what, controller, value, card), asked=asks(what, compare, bound))
    self.modify(cond, checked=True, held=False)
