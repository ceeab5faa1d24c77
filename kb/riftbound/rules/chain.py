"""The chain item's life: finalized with its targets, waiting while other things happen, then resolving.

Source: Riftbound guide, Modifying and Splitting Damage: 'Choose the targets while finalizing the
ability, when you complete its choices, costs and legality checks. Divide the damage later, as the
ability resolves and carries out its instructions.' Core Rules 329.2-329.3 (a chain item is
pending until the Check Legality step, then finalized) and 356.3.e (targets checked again as the
spell resolves).
"""
from dealt.facts.riftbound import Bonus, ChainItem, Change
from dealt.facts.templates import Done, Entity
from dealt.inference.salience import ADVANCE, DERIVE
from dealt.kb.riftbound.rules._common import AS, GONE, MATCH, NOT, L, Rule
from dealt.kb.ruling import housekeeping


# A sequence (``actions:``) plays chain items one after another on one working memory: what one item's rules
# kept for it (its Bonus Damage total as it resolved, its targets found illegal, the Deflect it paid for) is
# that item's alone, and leaves before the next item is finalized (Core Rules 340.1: each item's effects are
# executed 'in their entirety' as it resolves; Deflect is a cost of each spell that chooses the unit, 809.1.c).
@Rule(ChainItem(stage="pending"),
      AS.old << Bonus(moment="resolve"),
      salience=DERIVE)
@housekeeping
def the_bonus_total_of_the_item_before_leaves_with_it(self, old):
    """The Bonus Damage summed as the chain item before resolved was that item's; it leaves before this one is finalized."""
    self.retract(old)


@Rule(ChainItem(stage="pending"),
      AS.old << Done(what="deflect"),
      salience=DERIVE)
@housekeeping
def what_the_item_before_found_leaves_with_it(self, old):
    """A paid Deflect of the chain item before is that item's; it leaves before this one is finalized."""
    self.retract(old)


@Rule(AS.item << ChainItem(stage="pending", pattern=L("each") | L("deal") | L("unit_deals"), targets=MATCH.targets),
      Bonus(moment="finalize", done=True))
def targets_are_chosen_when_the_spell_is_finalized(self, item, targets):
    """{card} is finalized with its targets chosen: {chosen}.

    Source: Riftbound guide, Modifying and Splitting Damage: 'Choose the targets while finalizing the
    ability, when you complete its choices, costs and legality checks.' Core Rules 329.2-329.3.
    """
    chosen = ", ".join(targets) or "no target"
    if item["pattern"] == "unit_deals":                 # its first choice is the friendly unit that deals it
        chosen = f"{item['source']}, the friendly unit that deals the damage, then {chosen}"
    self.explain(chosen=chosen, card=item["card"])
    self.modify(item, stage="finalized")


@Rule(AS.item << ChainItem(stage="finalized", cursor=MATCH.n),
      Change(order=MATCH.n, kind="leaves", entity=MATCH.entity),
      AS.unit << Entity(id=MATCH.entity, location=MATCH.where))
def unit_leaves_the_board_while_the_ability_waits(self, item, unit, n, where):
    """While {card} waits on the chain, {entity} leaves the board (from {where}): its abilities stop applying.

    Source: Riftbound Core Rules 362.1: 'Passive Abilities of Permanents are typically only active while
    on the Board'; the guide: 'If the available total changes before resolution, use the current
    supported total'.
    """
    self.explain(card=item["card"])
    self.modify(unit, location=GONE)
    self.modify(item, cursor=n + 1)


@Rule(AS.item << ChainItem(stage="finalized", cursor=MATCH.n),
      Change(order=MATCH.n, kind="arrives", entity=MATCH.entity, to=MATCH.to),
      AS.unit << Entity(id=MATCH.entity))
def unit_arrives_while_the_ability_waits(self, item, unit, n, to):
    """While {card} waits on the chain, {entity} arrives at {to}: its abilities apply from now on.

    Source: Riftbound Core Rules 362.1 (passive abilities are active while on the Board); the guide:
    'If the available total changes before resolution, use the current supported total ... do not add
    previously unchosen targets.'
    """
    self.explain(card=item["card"])
    self.modify(unit, location=to)
    self.modify(item, cursor=n + 1)


@Rule(AS.item << ChainItem(stage="finalized", cursor=MATCH.n),
      Change(order=MATCH.n, kind="moves", entity=MATCH.entity, to=MATCH.to),
      AS.unit << Entity(id=MATCH.entity, location=MATCH.where))
def unit_moves_while_the_ability_waits(self, item, unit, n, to, where):
    """While {card} waits on the chain, {entity} moves from {where} to {to}.

    Source: Riftbound Core Rules 356.3.e.4 example: 'An enemy unit at a battlefield is no longer a
    legal target if it is ... no longer at a battlefield.'
    """
    self.explain(card=item["card"])
    self.modify(unit, location=to)
    self.modify(item, cursor=n + 1)


@Rule(AS.item << ChainItem(stage="finalized", cursor=MATCH.n),
      NOT(Change(order=MATCH.n)),
      salience=ADVANCE)
def finalized_item_resolves(self, item):
    """{card} resolves now: its instructions are carried out with the board as it is now.

    Source: Riftbound guide, Modifying and Splitting Damage: 'Divide the damage later, as the ability
    Resolves and carries out its instructions'; Core Rules 154 ('executes the rules text of the spell.
    This is called Resolving the spell').
    """
    self.explain(card=item["card"])
    self.modify(item, stage="resolving")
    self.declare(Bonus(moment="resolve"))
