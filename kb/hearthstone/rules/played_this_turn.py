"""The cards a player has played this turn: each card played counts, once it has resolved, for what its
player plays after it in the same turn (Combo); a new turn starts again at 0 (:mod:`.turn_ends`).

Source: Hearthstone wiki, Combo: 'Combo is an ability where the stated effect occurs if the card is not the first
one played from the hand during the turn'; Fireplace, fireplace/actions.py, ``Play``: ``player.cards_played_this_turn
+= 1`` as a card is played (fireplace/game.py, ``begin_turn``: ``cards_played_this_turn = 0``). The count of the
card's own Combo is of the cards before it (:mod:`.conditions`), so it goes up once the card has resolved. Only a
sequence of actions counts (:mod:`dealt.inference.sequence`): one action's count is the scenario's
``players: {A: {cards_played_this_turn: N}}``, read before the card. The count is bookkeeping (left out of the
rulings and ``fired``): what it decides, Combo's check, says it (:mod:`.conditions`).
"""
from dealt.facts.templates import Ability, Action, Note, Player
from dealt.inference.salience import ADVANCE
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, Rule
from dealt.kb.hearthstone.rules._flow import settled
from dealt.kb.hearthstone.rules.queued_triggers import deaths_processed
from dealt.kb.ruling import housekeeping


@Rule(AS.note << Note(kind="card_played", entity=MATCH.controller),
      AS.player << Player(name=MATCH.controller, cards_played=MATCH.played),
      NOT(Action(kind="play", spent=False)),
      NOT(Action(kind="trigger")),
      NOT(Ability(then=True, done=False)),
      *settled(),
      *deaths_processed(),
      salience=ADVANCE)
@housekeeping
def a_card_played_counts_for_the_rest_of_the_turn(self, note, player, controller, played):
    """{controller} has played {after} card{s} this turn: the card just played counts for the cards after it (Combo).

    Source: Hearthstone wiki, Combo: the effect occurs 'if the card is not the first one played from the hand
    during the turn'; Fireplace, fireplace/actions.py, Play: ``cards_played_this_turn += 1``.
    """
    self.explain(after=played + 1, s="" if played == 0 else "s")
    self.modify(player, cards_played=played + 1)
    self.retract(note)
