"""The action ``end_turn``: the active player's turn ends and the next player's turn starts.

Source: Sentinels of the Multiverse Enhanced Edition rulebook, 'Gameplay': each turn is a turn of its own (the
villain turn, each hero's turn, the environment turn: 'Begin the game with the villain turn ... Continue with hero
turns clockwise from the villain ... End each round with the environment turn'), each with its start and its end
('follow all "start of turn" instructions ... then follow all "end of turn" instructions':
https://www.scribd.com/document/366841692/Sentinels-of-the-Multiverse-Enhanced-Edition-Rulebook); whose turn
comes next is :mod:`dealt.kb.sentinels.turns`. What that ends:

- what acts 'the first time ... each turn' (``once_per_turn``, ``used: true``) may act again in the next turn: 'A
  turn is one space at the table. A round is the villain turn, 3-5 hero turns, and the environment turn'
  (r/sentinelsmultiverse, 'Some rule questions':
  https://r.arson.gg/r/sentinelsmultiverse/comments/1ron6c1/some_rule_questions); the
  official engine's once-per-turn flag holds for the turn it is set in (``HasBeenSetToTrueThisTurn``: Narrow
  Escape's 'Reduce the first damage dealt to this card each turn by 1', kree1/BartKFSentinels,
  MyMod/Breakaway/NarrowEscapeCardController.cs);
- an effect that lasts 'this turn' (``until: end_of_this_turn``) ends with the turn (the official engine's
  ``UntilThisTurnIsOver``: Lead by Necessity's 'The first time any hero target is dealt damage each turn, reduce
  damage dealt to Fracture this turn by 1', in the same repository's MyMod/Fracture/LeadByNecessityCardController.cs);
- an effect that lasts 'until the start of your next turn' (``until: start_of_your_next_turn``: Stunbolt) ends
  when the next turn of the player who made it starts, and not before (``UntilStartOfNextTurn(TurnTaker)``, keyed
  on that player, in the same repository's NarrowEscapeCardController.cs).

HP stays as it is: damage in Sentinels reduces HP, and nothing restores it at the end of a turn (Sentinels
glossary, 'current HP: The HP of a target, relative to how much damage that target has taken':
https://forum.greaterthangames.com/multiverse/gameplay/glossary). No card modelled here acts at the end or the
start of a turn (Obsidian Field's end-of-turn discard is unmodelled, and deals no damage), so no end-of-turn
damage trigger acts. The guard is the ``TurnEnds`` fact's own stage: each end_turn is its own fact (its `turn`).
"""
from dealt.facts.sentinels import Lasts, TurnEnds
from dealt.facts.templates import Done, Effect, Entity, Player
from dealt.kb.sentinels.rules._common import AS, MATCH, Rule


def _card(engine, effect_id):
    effects = engine.find_all(Effect, record=False, id=effect_id)
    return (effects[0]["order"] if effects else 0, f"{effects[0]['card']} ({effect_id})" if effects else effect_id)


def _listed(names):
    return ", ".join(name for _, name in sorted(names))


def _end(engine, until, **where):
    """End every effect that lasts `until` (and matches `where`): its mechanic stops acting, and a lasting effect
    with nothing left in effect is out of play. Returns their names, in play order."""
    ended = []
    for lasts in engine.find_all(Lasts, until=until, **where):
        ended.append(_card(engine, lasts["effect"]))
        for effect in engine.find_all(Effect, record=False, id=lasts["effect"], mechanic=lasts["mechanic"]):
            engine.retract(effect)
        engine.retract(lasts)
        if not engine.find_all(Effect, record=False, id=lasts["effect"]):
            for entity in engine.find_all(Entity, record=False, id=lasts["effect"], kind="effect", destroyed=False):
                engine.modify(entity, destroyed=True)
    return sorted(set(ended))


@Rule(AS.turn << TurnEnds(player=MATCH.ending, stage="end"))
def the_turn_ends_and_what_lasted_this_turn_ends(self, turn, ending):
    """{ending}'s turn ends: {again}; {ended}.

    Source: Sentinels Enhanced Edition rulebook, 'Gameplay': each of the villain turn, the hero turns and the
    environment turn is a turn; 'A turn is one space at the table' (r/sentinelsmultiverse), so 'the first time
    ... each turn' counts again from the next turn (the official engine's ``HasBeenSetToTrueThisTurn``), and
    what lasts 'this turn' ends (``UntilThisTurnIsOver``).
    """
    acted = []
    for done in self.find_all(Done, what="once_per_turn"):
        acted.append(_card(self, done["key"]))
        self.retract(done)
    ended = _end(self, "end_of_this_turn")
    self.explain(again=f"{_listed(acted)} acted this turn, and may act again next turn (once each turn)" if acted
                 else "nothing that acts once each turn has acted this turn",
                 ended=f"{_listed(ended)} lasted this turn and ends" if ended else "nothing lasted only this turn")
    self.modify(turn, stage="start")


@Rule(AS.turn << TurnEnds(player=MATCH.ending, next=MATCH.starting, stage="start"))
def the_next_players_turn_starts_and_what_they_made_last_until_it_ends(self, turn, ending, starting):
    """{starting}'s turn starts: {ended}; {starting} is the active player.

    Source: Sentinels Enhanced Edition rulebook, 'Gameplay' (the villain turn, then the hero turns clockwise,
    then the environment turn, and again); an effect 'until the start of your next turn' ends when the turn of
    the player who made it starts (the official engine's ``UntilStartOfNextTurn(TurnTaker)``, Stunbolt: 'Until
    the start of your next turn, reduce all Damage dealt by that Target by 1').
    """
    ended = _end(self, "start_of_your_next_turn", controller=starting)
    self.explain(ended=f"{_listed(ended)} lasted until the start of {starting}'s next turn and ends" if ended
                 else f"nothing {starting} made lasts until the start of their next turn")
    for player in self.find_all(Player, record=False):
        if player["active"] != (player["name"] == starting):
            self.modify(player, active=player["name"] == starting)
    self.modify(turn, stage="done")
