"""Amounts read from the game state: "damage equal to its Might", "1 for each card in your hand"; and an
amount of 0, to which Bonus Damage adds nothing.

Source: Riftbound glossary: 'Might represents both how much Combat Damage a unit can contribute and how much
marked Damage it can normally take'; Core Rules 143.2.b (a Might below 0 is treated as 0); the guide, Modifying
and Splitting Damage: 'Bonus Damage cannot create damage when the instruction deals none in the first place';
Core Rules 055: 'do as much as you can, ignoring impossible instructions'. The amount is read when the spell or
ability is played (nothing a scenario can change while it waits, `before_resolution`, changes a Might or a hand).
"""
from dealt.facts.riftbound import Bonus, ChainItem, HandSize
from dealt.facts.templates import Entity
from dealt.inference.salience import DERIVE
from dealt.kb.riftbound.rules._common import AS, MATCH, TEST, P, Rule


@Rule(AS.item << ChainItem(amount=-1, amount_of=MATCH.expr),
      TEST(lambda expr: expr[:1] == ("might_of",)),
      Entity(id=MATCH.unit, might=MATCH.might),
      TEST(lambda expr, unit: expr[1] == unit),
      salience=DERIVE)
def amount_equal_to_a_units_might(self, item, unit, might):
    """{card}: the damage is equal to {unit}'s Might, {might}, so its amount is {amount}.

    Source: Riftbound glossary: 'Might represents both how much Combat Damage a unit can contribute and how
    much marked Damage it can normally take'; Core Rules 143.2.b: a Might below 0 is treated as 0. Damage
    marked on a unit does not lower its Might (143.3.a; the guide: a bonus 'does not increase their targets'
    Might').
    """
    self.explain(amount=max(might, 0), card=item["card"])
    self.modify(item, amount=max(might, 0))


@Rule(AS.item << ChainItem(amount=-1, amount_of=MATCH.expr),
      TEST(lambda expr: expr[:1] == ("cards_in_hand",)),
      HandSize(player=MATCH.player, cards=MATCH.cards),
      TEST(lambda expr, player: expr[1] == player),
      salience=DERIVE)
def amount_counts_the_cards_in_a_hand(self, item, expr, player, cards):
    """{card} deals {each} for each card in {player}'s hand: {cards} card(s), so its amount is {amount}.

    Source: the card's own text (Core Rules 002: card text supersedes rules text); the hand size is the
    scenario's (players.{player}.cards_in_hand).
    """
    self.explain(each=expr[2], amount=expr[2] * cards, card=item["card"])
    self.modify(item, amount=expr[2] * cards)


@Rule(AS.item << ChainItem(stage="dividing", amount=0, legal=P(bool)),
      Bonus(moment="resolve", done=True, amount=MATCH.bonus & P(lambda b: b > 0), cards=MATCH.cards),
      salience=DERIVE)
def bonus_damage_cannot_create_damage_from_an_amount_of_0(self, item, bonus, cards):
    """{card}'s amount is 0, so it deals no damage; the +{bonus} Bonus Damage from {bonuses} cannot create damage where the instruction deals none.

    Source: Riftbound guide, Modifying and Splitting Damage: 'Bonus Damage cannot create damage when the
    instruction deals none in the first place'; 'A damage bonus changes the amount dealt by an action'.
    """
    self.explain(bonuses=" and ".join(cards), card=item["card"])
    self.modify(item, stage="done")


@Rule(AS.item << ChainItem(stage="dividing", amount=0, legal=P(bool)),
      Bonus(moment="resolve", done=True, amount=0),
      salience=DERIVE)
def an_amount_of_0_deals_no_damage(self, item):
    """{card}'s amount is 0: it deals no damage, and nothing is marked.

    Source: Riftbound Core Rules 055: 'When executing card text, do as much as you can, ignoring impossible
    instructions'; 437.2.a (of Prevent): damage of 0 'is equivalent to not dealing damage'.
    """
    self.explain(card=item["card"])
    self.modify(item, stage="done")
