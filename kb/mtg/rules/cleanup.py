"""The action ``end_turn``: the active player's turn ends, through the end step and the cleanup step, and passes.

513 (end step): no turn-based action; abilities that trigger "at the beginning of the end step" would trigger
here, and no modelled card has one (every damage trigger of kb/mtg is a "whenever ... damage" trigger).
514.2 (cleanup step): simultaneously, all damage marked on permanents is removed and every "until end of turn" and
"this turn" effect ends: the effects with ``duration: this_turn`` (a resolved spell's: Skullcrack's "damage can't be
prevented this turn", Disfigure's -2/-2, Redeem, Awe Strike, a prevention shield and what it had left). 514.3a: the
game then checks state-based actions: an effect that ended can have raised a creature's toughness (Disfigure), or
lowered it (a +N/+N until end of turn), and only the latter can newly meet one (704.5f; damage is gone, and life,
poison, loyalty and defense do not change here); were one performed, another cleanup step would begin (514.3a),
with no damage left to remove and no effect left to end, so it is not repeated. Then the turn passes to the next player in turn order (103.1).
The rules read the turn's state from facts (`ActivePlayer`, the `TurnEnds` fact of this action), so a second
``end_turn`` later in the same scenario acts again.
"""
from dealt.facts.mtg import ActivePlayer, MtgEffect, MtgPlayer, Permanent, PTChange, TurnEnds
from dealt.inference.salience import ADVANCE
from dealt.kb.mtg.rules._common import AS, MATCH, Rule, TEST
from dealt.kb.mtg.rules.sba import put_into_the_graveyard, unmet
from dealt.kb.mtg.turns import next_in_turn_order
from dealt.kb.ruling import housekeeping


@Rule(AS.turn << TurnEnds(step="end"), ActivePlayer(name=MATCH.active))
@housekeeping
def the_end_step_has_nothing_to_do(self, turn, active):
    """{active}'s end step: no modelled ability triggers at its beginning; the cleanup step follows.

    Source: Magic Comprehensive Rules 513.1: 'The end step has no turn-based actions. Once it begins, the active player gets priority.'; 513.1a (abilities that trigger "at the beginning of the end step"); 512.1 (the ending phase: end step, then cleanup step).
    """
    self.modify(turn, step="cleanup")


def _end_effects(engine, effects):
    """The effects end: they and their P/T changes go (undone where applied); their places in the 616.1 orders go
    with them (:func:`dealt.kb.mtg.rules.ordering.an_effect_that_has_ended_leaves_the_order`)."""
    ended = {e["id"] for e in effects}
    for change in [c for c in engine.find_all(PTChange, record=False) if c["effect"] in ended]:
        if change["applied"]:
            permanent = engine.find_all(Permanent, record=False, id=change["permanent"])[0]
            engine.modify(permanent, power=permanent["power"] - change["power"],
                          toughness=permanent["toughness"] - change["toughness"])
        engine.retract(change)
    for effect in effects:
        engine.retract(effect)


@Rule(AS.turn << TurnEnds(step="cleanup"), ActivePlayer(name=MATCH.active))
def damage_is_removed_and_this_turn_effects_end_in_the_cleanup_step(self, turn, active):
    """{active}'s cleanup step: damage marked on permanents is removed ({removed}) and the effects that last this turn end ({ended}).

    Source: Magic Comprehensive Rules 514.2: 'Second, the following actions happen simultaneously: all damage marked on permanents (including phased-out permanents) is removed and all "until end of turn" and "this turn" effects end. This turn-based action doesn't use the stack.' (CR 514, as at https://blogs.magicjudges.org/rules/cr514/); 611.2a (a resolved spell's continuous effect lasts as long as its text says); 615.12 (Skullcrack: 'Damage can't be prevented this turn.')
    """
    damaged = sorted(self.find_all(Permanent, record=False, destroyed=False), key=lambda p: p["order"])
    removed = [f"{p['id']} {p['damage']} -> 0" for p in damaged if p["damage"]]
    effects = sorted(self.find_all(MtgEffect, record=False, duration="this_turn"), key=lambda e: (e["order"], e["id"]))
    for permanent in damaged:
        if permanent["damage"]:
            self.modify(permanent, damage=0, marked_in=())
    _end_effects(self, effects)
    self.explain(removed=", ".join(removed) or "none was marked",
                 ended=", ".join(dict.fromkeys(f"{e['card']} ({e['host']})" for e in effects)) or "none was in play")
    self.modify(turn, step="sba")


@Rule(TurnEnds(step="sba"),
      AS.permanent << Permanent(id=MATCH.id, creature=True, destroyed=False, sba=unmet("704.5f"),
                                toughness=MATCH.toughness, minus=MATCH.minus),
      TEST(lambda toughness, minus: toughness - minus <= 0))
def a_creature_left_with_0_or_less_toughness_by_the_cleanup_step_is_put_into_its_owners_graveyard(
        self, permanent, toughness, minus):
    """{id} has toughness {now} once the effects that lasted this turn ended, and is put into its owner's graveyard.

    Source: Magic Comprehensive Rules 514.3a: 'At this point, the game checks to see if any state-based actions would be performed ... If so, those state-based actions are performed'; 704.5f: 'If a creature has toughness 0 or less, it's put into its owner's graveyard.'
    """
    self.explain(now=toughness - minus)
    put_into_the_graveyard(self, permanent, "704.5f")


@Rule(AS.turn << TurnEnds(step="sba"), AS.active << ActivePlayer(name=MATCH.ending), salience=ADVANCE)
def the_turn_passes_to_the_next_player_in_turn_order(self, turn, active, ending):
    """{ending}'s turn ends; the next turn is {following}'s.

    Source: Magic Comprehensive Rules 102.1: 'The active player is the player whose turn it is.'; 103.1: 'The game's default turn order begins with the starting player and proceeds clockwise.'; 500.1 (a turn ends with its ending phase: the end step, 513, and the cleanup step, 514)
    """
    following = next_in_turn_order(self.find_all(MtgPlayer, record=False), ending)
    self.explain(following=following)
    self.modify(turn, step="passed")
    if following != ending:
        self.modify(active, name=following)
