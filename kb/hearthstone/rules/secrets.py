"""Secrets: a Secret triggers only during its controller's opponent's turn.

Source: Hearthstone wiki, "Secret" (https://hearthstone.wiki.gg/wiki/Secret): "Secrets can only be
activated on the opponent's turn, preventing the player from triggering them themselves."; the old
wiki (https://hearthstone.gamepedia.com/Secret), Notes: "Secrets can only be triggered on the
opponent's turn, preventing the casting player from triggering their own secrets." (The exceptions
the page names, Secrets that act at the start of their controller's turn such as Competitive
Spirit, deal no damage and are not modelled.)

This is a property of the Secret kind, not of a card: a board entity of kind ``secret`` (the card
database's SECRET tag) whose controller is the scenario's ``active_player`` has every mechanic
dormant, a derived :class:`~dealt.facts.templates.Dormant` fact, and every Secret mechanic's rule
asks for :func:`secret_can_trigger`.
"""
from dealt.facts.templates import Dormant, Effect, Entity, Player
from dealt.inference.salience import DERIVE
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, Rule


@Rule(Effect(id=MATCH.effect, host=MATCH.host, controller=MATCH.controller),
      Entity(id=MATCH.host, kind="secret", destroyed=False),
      Player(name=MATCH.controller, active=True),
      NOT(Dormant(effect=MATCH.effect)),
      salience=DERIVE)
def secret_triggers_only_on_its_controllers_opponents_turn(self, effect, controller):
    """{card} cannot trigger: a Secret triggers only on its controller's opponent's turn; it is {controller}'s turn.

    Source: Hearthstone wiki, 'Secret': 'Secrets can only be activated on the opponent's turn,
    preventing the player from triggering them themselves.'
    """
    self.declare(Dormant(effect=effect))


@Rule(AS.dormant << Dormant(effect=MATCH.effect),
      Effect(id=MATCH.effect, controller=MATCH.controller, card=MATCH.card),
      Player(name=MATCH.controller, active=False),
      salience=DERIVE)
def a_secret_wakes_when_its_controllers_turn_ends(self, dormant):
    """{card} can trigger again: {controller}'s turn has ended, and it is their opponent's turn.

    Source: Hearthstone wiki, 'Secret': 'Secrets can only be activated on the opponent's turn' (the turn
    passes at the end of a turn: :mod:`.turn_ends`).
    """
    self.retract(dormant)


def secret_can_trigger():
    """Pattern for a Secret mechanic's rule: its effect (``MATCH.effect``) is not dormant, so it is its
    controller's opponent's turn."""
    return NOT(Dormant(effect=MATCH.effect))
