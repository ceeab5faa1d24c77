"""704.5: the state-based actions the damage causes, checked once the damage event has occurred.

Each condition's rule is exclusive of the others for one player or permanent, so nothing depends on
which fires first; they are all performed as one event (704.3).
"""
from dealt.facts.mtg import MtgEvent, MtgPlayer, Permanent
from dealt.kb.mtg.rules._common import AS, MATCH, P, Rule, TEST


def _checked():
    return MtgEvent(id=MATCH.event_id, stage="sba")


@Rule(_checked(), AS.player << MtgPlayer(name=MATCH.name, life=MATCH.life & P(lambda n: n <= 0), lost=False))
def a_player_with_0_or_less_life_loses_the_game(self, player):
    """{name} has {life} life and loses the game.

    Source: Magic Comprehensive Rules 704.5a: 'If a player has 0 or less life, that player loses the game.'
    """
    self.modify(player, lost=True)


@Rule(_checked(), AS.player << MtgPlayer(name=MATCH.name, life=P(lambda n: n > 0),
                                         poison=MATCH.poison & P(lambda n: n >= 10), lost=False))
def a_player_with_ten_or_more_poison_counters_loses_the_game(self, player):
    """{name} has {poison} poison counters and loses the game.

    Source: Magic Comprehensive Rules 704.5c: 'If a player has ten or more poison counters, that player loses the game.'
    """
    self.modify(player, lost=True)


@Rule(_checked(), AS.permanent << Permanent(id=MATCH.id, creature=True, destroyed=False, toughness=MATCH.toughness,
                                            minus=MATCH.minus),
      TEST(lambda toughness, minus: toughness - minus <= 0))
def a_creature_with_0_or_less_toughness_is_put_into_its_owners_graveyard(self, permanent, toughness, minus):
    """{id} has toughness {now} and is put into its owner's graveyard.

    Source: Magic Comprehensive Rules 704.5f: 'If a creature has toughness 0 or less, it's put into its owner's graveyard. Regeneration can't replace this event.'
    """
    self.explain(now=toughness - minus)
    self.modify(permanent, destroyed=True)


@Rule(_checked(), AS.permanent << Permanent(id=MATCH.id, creature=True, destroyed=False, toughness=MATCH.toughness,
                                            minus=MATCH.minus, damage=MATCH.damage),
      TEST(lambda toughness, minus, damage: 0 < toughness - minus <= damage))
def a_creature_with_lethal_damage_is_destroyed(self, permanent, toughness, minus):
    """{id} has toughness {now} and {damage} damage marked: it has been dealt lethal damage and is destroyed.

    Source: Magic Comprehensive Rules 704.5g: 'If a creature has toughness greater than 0, it has damage marked on it, and the total damage marked on it is greater than or equal to its toughness, that creature has been dealt lethal damage and is destroyed.'
    """
    self.explain(now=toughness - minus)
    self.modify(permanent, destroyed=True)


@Rule(_checked(), AS.permanent << Permanent(id=MATCH.id, creature=True, destroyed=False, deathtouched=True,
                                            toughness=MATCH.toughness, minus=MATCH.minus, damage=MATCH.damage),
      TEST(lambda toughness, minus, damage: toughness - minus > damage))
def a_creature_dealt_damage_by_a_deathtouch_source_is_destroyed(self, permanent):
    """{id} was dealt damage by a source with deathtouch and is destroyed.

    Source: Magic Comprehensive Rules 704.5h: 'If a creature has toughness greater than 0, and it's been dealt damage by a source with deathtouch since the last time state-based actions were checked, that creature is destroyed.'
    """
    self.modify(permanent, destroyed=True, deathtouched=False)


@Rule(_checked(), AS.permanent << Permanent(id=MATCH.id, creature=False, destroyed=False, loyalty=0,
                                            types=P(lambda t: "planeswalker" in t)))
def a_planeswalker_with_0_loyalty_is_put_into_its_owners_graveyard(self, permanent):
    """{id} has 0 loyalty and is put into its owner's graveyard.

    Source: Magic Comprehensive Rules 704.5i: 'If a planeswalker has loyalty 0, it's put into its owner's graveyard.'
    """
    self.modify(permanent, destroyed=True)


@Rule(_checked(), AS.permanent << Permanent(id=MATCH.id, creature=False, destroyed=False, defense=0,
                                            types=P(lambda t: "battle" in t)))
def a_battle_with_0_defense_is_put_into_its_owners_graveyard(self, permanent):
    """{id} has 0 defense and is put into its owner's graveyard.

    Source: Magic Comprehensive Rules 704.5v: 'If a battle has defense 0 and it isn't the source of an ability that has triggered but not yet left the stack, it's put into its owner's graveyard.'
    """
    self.modify(permanent, destroyed=True)
