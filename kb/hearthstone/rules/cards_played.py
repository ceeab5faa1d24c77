"""Damage for each other card its controller played this turn (Spectral Pillager, Prize Plunderer).

Source: Spectral Pillager, 'Combo: Deal 2 damage to a minion for each other card you've played this turn.';
Hearthstone wiki, Damage Events: a proposed damage that varies with the game 'can happen to be zero'. The
count is the scenario's ``players: {A: {cards_played_this_turn: N}}``: the cards played before this one (the
same count Combo reads, :mod:`.conditions`).
"""
from dealt.facts.templates import Ability, Action, NextStep, Player
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule, new_event


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source_kind=MATCH.source_kind, source=MATCH.played, targets=MATCH.targets),
      Ability(trigger=MATCH.trigger, done=False, mechanic="deal_damage_to_target_per_card_played", card=MATCH.card, amount=MATCH.each,
              spell_damage_applies=MATCH.applies),
      Player(name=MATCH.controller, cards_played=MATCH.played_before),
      NextStep(step="proposed", next=MATCH.first))
def damage_for_each_other_card_played_this_turn(self, action, card, controller, source_kind, played, targets, each,
                                                applies, played_before, first):
    """{card} deals {each} for each other card {controller} played this turn ({played_before}): it proposes {amount} to {target}.

    Source: Spectral Pillager, 'Combo: Deal 2 damage to a minion for each other card you've played this turn.';
    Hearthstone wiki, Creating a Damage Event: proposed damage varies with the game 'and can happen to be zero'.
    """
    amount = each * played_before
    source = played if source_kind == "minion" else card
    self.explain(amount=amount, target=targets[0])
    new_event(self, source=source, source_card=card, source_kind=source_kind, controller=controller,
              target=targets[0], proposed=amount, amount=amount, step=first, spell_damage_applies=applies)
    self.modify(action, spent=True)
