"""The turn ends (the action ``end_turn``): once its End of Turn Phase is over, what lasts "this turn" ends and
the turn passes to the next player.

Source: Hearthstone wiki, Advanced rulebook: ending a turn runs the End of Turn Phase ('At the end of your turn'
triggers, :mod:`.trigger_end_of_turn`), then the next player's turn starts with its Start of Turn Phase; Damage
Events: Ice Block's Immune is an Enchantment 'which says "Become Immune until the turn ends"'. What lasts this
turn still acts during the End of Turn Phase and is gone before the next turn's: Fireplace (fireplace/game.py,
``_end_turn``) destroys each one-turn effect as the turn ends, after the EndTurn triggers and before
``begin_turn`` of the opponent, where ``cards_played_this_turn`` starts again at 0 (Combo reads it). Not
modelled here: the next player's draw and Mana for the turn (a draw is its own action, ``draw: PLAYER``), and
Attack gained "this turn" (:mod:`.hero_attack`, :mod:`.buffs`), which stays on the board.
"""
from dealt.facts.templates import Ability, Action, Effect, Entity, HealthFloor, Keyword, Player
from dealt.inference.salience import ADVANCE
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, Rule
from dealt.kb.hearthstone.rules._flow import settled
from dealt.kb.hearthstone.rules.queued_triggers import deaths_processed
from dealt.kb.hearthstone.turns import next_player


@Rule(AS.action << Action(kind="end_turn", finished=False, turn=MATCH.turn),
      Player(name=MATCH.ending, active=True),
      NOT(Action(kind="trigger")),
      NOT(Action(kind="play", spent=False)),
      NOT(Ability(then=True, done=False)),
      *settled(),
      *deaths_processed(),
      salience=ADVANCE)
def the_turn_ends_once_its_end_of_turn_phase_is_over(self, action, ending, turn):
    """{ending}'s turn ends (turn {turn} of the scenario): its End of Turn Phase is over, so what lasts this turn ends now.

    Source: Hearthstone wiki, Advanced rulebook: ending a turn runs the End of Turn Phase, then the next player's
    turn starts; Fireplace, fireplace/game.py, ``_end_turn``: the one-turn effects end after the EndTurn triggers.
    """
    self.modify(action, finished=True)


@Rule(Action(kind="end_turn", finished=True, spent=False),
      AS.keyword << Keyword(this_turn=True, entity=MATCH.entity, name=MATCH.name, granted_by=MATCH.card))
def a_keyword_lasting_this_turn_ends_with_the_turn(self, keyword, entity, name, card):
    """{entity} is no longer {said} ({card}: this turn only): the turn has ended.

    Source: Hearthstone wiki, Damage Events: Ice Block's 'Enchantment ... which says "Become Immune until the
    turn ends"'; Immune: 'Immune effects are always temporary, and only offer immunity for the stated period'.
    """
    self.explain(said=name.replace("_", " ").capitalize())
    self.retract(keyword)


@Rule(Action(kind="end_turn", finished=True, spent=False),
      AS.effect << Effect(this_turn=True, card=MATCH.card, host=MATCH.host),
      AS.host_entity << Entity(id=MATCH.host))
def an_effect_lasting_this_turn_ends_with_the_turn(self, effect, host_entity, card, host):
    """{card}'s effect ({host}: this turn only) ends: the turn has ended{gone}.

    Source: Commanding Shout, 'Your minions can't be reduced below 1 Health this turn.'; Embrace the Shadow,
    'This turn, your healing effects deal damage instead.'; Fireplace, fireplace/game.py, ``_end_turn``: each
    one-turn effect is destroyed as the turn ends. A spell's effect on the board (kind ``effect``) leaves play
    with it.
    """
    self.retract(effect)
    for floor in self.find_all(HealthFloor, card=card):      # what the effect gave (rules/dealing.py)
        self.retract(floor)
    spell = host_entity["kind"] == "effect" and not host_entity["destroyed"]
    self.explain(gone=f", so {host} leaves play" if spell else "")
    if spell:
        self.modify(host_entity, destroyed=True)


@Rule(AS.action << Action(kind="end_turn", finished=True, spent=False),
      AS.player << Player(name=MATCH.ending, active=True),
      NOT(Keyword(this_turn=True)),
      NOT(Effect(this_turn=True)),
      salience=ADVANCE)
def the_turn_passes_to_the_next_player(self, action, player, ending):
    """It is {starting}'s turn now: {ending}'s has ended, and no card has been played in the new one yet.

    Source: Hearthstone wiki, Advanced rulebook: after the End of Turn Phase the next player's turn starts with
    its Start of Turn Phase; Fireplace, fireplace/game.py, ``begin_turn`` of the opponent:
    ``cards_played_this_turn = 0``.
    """
    players = {p["name"]: p for p in self.find_all(Player)}
    starting = next_player(players, ending)
    self.explain(starting=starting)
    self.modify(player, active=False, cards_played=0)
    if starting != ending:
        self.modify(players[starting], active=True, cards_played=0)
    self.modify(action, spent=True)
