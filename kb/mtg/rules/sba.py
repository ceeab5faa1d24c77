"""704.5: the state-based actions the damage causes, checked once the damage event has occurred.

704.3 performs every applicable state-based action at once, as a single event; 300.2 makes an object
with several card types subject to the rules of each. So each of 704.5's conditions is checked for every
player and permanent that has it, whatever else it is: a creature planeswalker at 0 loyalty goes to the
graveyard though its toughness holds, and one with lethal damage and 0 loyalty meets both. The event
checks them in 704.5's order, one letter a turn (:data:`CHECKS`), so the rulings read in that order;
no condition depends on another, and a permanent that meets several is put into the graveyard once.
"""
from dealt.facts.mtg import MtgEvent, MtgPlayer, Permanent
from dealt.inference.salience import PASS_OVER
from dealt.facts.templates import Keyword
from dealt.kb.mtg.rules._common import AS, MATCH, NOT, P, Rule, TEST
from dealt.kb.ruling import housekeeping

#: the event's turn at which each of 704.5's conditions is checked, in 704.5's order
CHECKS = {"704.5a": 1, "704.5c": 1, "704.5f": 2, "704.5g": 3, "704.5h": 4, "704.5i": 5, "704.5v": 6}


def _checking(letter):
    return MtgEvent(id=MATCH.event_id, stage="sba", turn=CHECKS[letter])


def unmet(letter):
    """The permanent has not yet been put into the graveyard for this state-based action."""
    return P(lambda done: letter not in done)


def put_into_the_graveyard(engine, permanent, letter, **fields):
    engine.modify(permanent, destroyed=True, sba=permanent["sba"] + (letter,), **fields)


@Rule(AS.event << MtgEvent(id=MATCH.event_id, stage="sba", turn=MATCH.turn & P(lambda t: t < max(CHECKS.values()))),
      salience=PASS_OVER)
@housekeeping
def the_next_state_based_action_is_checked(self, event, turn):
    """{event_id}: the state-based actions after number {turn} of 704.5 are checked."""
    self.modify(event, turn=turn + 1)


@Rule(_checking("704.5a"), AS.player << MtgPlayer(name=MATCH.name, life=MATCH.life & P(lambda n: n <= 0), lost=False))
def a_player_with_0_or_less_life_loses_the_game(self, player):
    """{name} has {life} life and loses the game.

    Source: Magic Comprehensive Rules 704.5a: 'If a player has 0 or less life, that player loses the game.'
    """
    self.modify(player, lost=True)


@Rule(_checking("704.5c"), AS.player << MtgPlayer(name=MATCH.name, life=P(lambda n: n > 0),
                                                  poison=MATCH.poison & P(lambda n: n >= 10), lost=False))
def a_player_with_ten_or_more_poison_counters_loses_the_game(self, player):
    """{name} has {poison} poison counters and loses the game.

    Source: Magic Comprehensive Rules 704.5c: 'If a player has ten or more poison counters, that player loses the game.'
    """
    self.modify(player, lost=True)


@Rule(_checking("704.5f"), AS.permanent << Permanent(id=MATCH.id, creature=True, sba=unmet("704.5f"),
                                                     toughness=MATCH.toughness, minus=MATCH.minus),
      TEST(lambda toughness, minus: toughness - minus <= 0))
def a_creature_with_0_or_less_toughness_is_put_into_its_owners_graveyard(self, permanent, toughness, minus):
    """{id} has toughness {now} and is put into its owner's graveyard.

    Source: Magic Comprehensive Rules 704.5f: 'If a creature has toughness 0 or less, it's put into its owner's graveyard. Regeneration can't replace this event.'
    """
    self.explain(now=toughness - minus)
    put_into_the_graveyard(self, permanent, "704.5f")


@Rule(_checking("704.5g"), AS.permanent << Permanent(id=MATCH.id, creature=True, sba=unmet("704.5g"),
                                                     toughness=MATCH.toughness, minus=MATCH.minus, damage=MATCH.damage),
      TEST(lambda toughness, minus, damage: 0 < toughness - minus <= damage),
      NOT(Keyword(entity=MATCH.id, name="indestructible")))
def a_creature_with_lethal_damage_is_destroyed(self, permanent, toughness, minus):
    """{id} has toughness {now} and {damage} damage marked: it has been dealt lethal damage and is destroyed.

    Source: Magic Comprehensive Rules 704.5g: 'If a creature has toughness greater than 0, it has damage marked on it, and the total damage marked on it is greater than or equal to its toughness, that creature has been dealt lethal damage and is destroyed.'
    """
    self.explain(now=toughness - minus)
    put_into_the_graveyard(self, permanent, "704.5g")


@Rule(_checking("704.5h"), AS.permanent << Permanent(id=MATCH.id, creature=True, sba=unmet("704.5h"), deathtouched=True,
                                                     toughness=MATCH.toughness, minus=MATCH.minus),
      TEST(lambda toughness, minus: toughness - minus > 0),
      NOT(Keyword(entity=MATCH.id, name="indestructible")))
def a_creature_dealt_damage_by_a_deathtouch_source_is_destroyed(self, permanent):
    """{id} was dealt damage by a source with deathtouch and is destroyed.

    Source: Magic Comprehensive Rules 704.5h: 'If a creature has toughness greater than 0, and it's been dealt damage by a source with deathtouch since the last time state-based actions were checked, that creature is destroyed.'
    """
    put_into_the_graveyard(self, permanent, "704.5h", deathtouched=False)


@Rule(_checking("704.5i"), AS.permanent << Permanent(id=MATCH.id, sba=unmet("704.5i"), loyalty=0,
                                                     types=P(lambda t: "planeswalker" in t)))
def a_planeswalker_with_0_loyalty_is_put_into_its_owners_graveyard(self, permanent):
    """{id} has 0 loyalty and is put into its owner's graveyard.

    Source: Magic Comprehensive Rules 704.5i: 'If a planeswalker has loyalty 0, it's put into its owner's graveyard.'; 300.2: an object with more than one card type combines the aspects of each (a creature planeswalker is a planeswalker too).
    """
    put_into_the_graveyard(self, permanent, "704.5i")


@Rule(_checking("704.5v"), AS.permanent << Permanent(id=MATCH.id, sba=unmet("704.5v"), defense=0,
                                                     types=P(lambda t: "battle" in t)))
def a_battle_with_0_defense_is_put_into_its_owners_graveyard(self, permanent):
    """{id} has 0 defense and is put into its owner's graveyard.

    Source: Magic Comprehensive Rules 704.5v: 'If a battle has defense 0 and it isn't the source of an ability that has triggered but not yet left the stack, it's put into its owner's graveyard.'; 300.2 (an object with several card types is each of them).
    """
    put_into_the_graveyard(self, permanent, "704.5v")
