"""Targets: Deflect as a cost of choosing, and legality checked again at resolution.

Source: Riftbound Core Rules 809 (Deflect; 735 in the keyword list) and 356.3.e (illegal targets).
"""
from dealt.facts.riftbound import Bonus, ChainItem
from dealt.facts.templates import Done, Effect, Entity, Note
from dealt.inference.salience import ADVANCE
from dealt.kb.riftbound.rules._common import AS, GONE, MATCH, NOT, TEST, Rule, is_legal
from dealt.kb.ruling import housekeeping


@Rule(ChainItem(stage="finalized", controller=MATCH.controller, targets=MATCH.targets, card=MATCH.card),
      Effect(mechanic="deflect", host=MATCH.unit, controller=MATCH.owner),
      TEST(lambda unit, targets, owner, controller: unit in targets and owner != controller),
      NOT(Done(what="deflect", key=MATCH.unit)))
def choosing_a_unit_with_deflect_costs_its_deflect_value(self, unit, amount=None, card=None):
    """{card} chooses {unit}, which has Deflect {cost}: its controller pays {cost} more Power to finalize it.

    Source: Riftbound Core Rules 809.1.c: Deflect is 'functionally short for "Spells and abilities an
    opponent controls that choose me cost an amount of Power equal to [Deflect Value] more to play as
    an additional cost"'; 809.1.d: a Mandatory Additional Cost. (The guide: Volibear's '[Deflect 2]
    (Opponents must pay [Rainbow] [Rainbow] to choose me with a spell or ability.)')
    """
    cost = sum(e["amount"] for e in self.find_all(Effect, mechanic="deflect", host=unit))   # 809.2: summed
    self.explain(cost=cost)
    self.declare(Note(kind="deflect_cost", entity=unit, amount=cost))
    self.declare(Done(what="deflect", key=unit))


def _illegal(target, targets, dropped, location, destroyed, owner, controller, scope, here):
    return target in targets and target not in dropped and not is_legal(
        {"location": location, "destroyed": destroyed, "controller": owner},
        {"scope": scope, "here": here, "controller": controller})


@Rule(AS.item << ChainItem(stage="resolving", targets=MATCH.targets, dropped=MATCH.dropped, card=MATCH.card,
                           scope=MATCH.scope, here=MATCH.here, controller=MATCH.controller),
      Bonus(moment="resolve", done=True),
      Entity(id=MATCH.target, location=MATCH.location, destroyed=MATCH.destroyed, controller=MATCH.owner),
      TEST(_illegal))
def target_no_longer_legal_is_unaffected(self, item, target, dropped, location, here, scope):
    """{target} was chosen when {card} was finalized but is no longer a legal target ({why}): it is unaffected, left out of the damage {card} deals as it resolves.

    Source: Riftbound Core Rules 356.3.e.1: 'The spell resolves even if some or all of its targets are
    illegal'; 356.3.e.2: 'A target is illegal as the spell resolves if it no longer meets the
    targeting requirements of the spell, or if it has changed Zones'; 356.3.e.5: 'If any of the
    spell's targets are no longer legal, those targets are unaffected by the spell as it resolves.'
    The target is dropped from the chain item itself, so each event the item then deals (a split's
    division among the rest) comes from this ruling.
    """
    self.explain(why="it left the board" if location == GONE else f"it is at {location}, not at a battlefield"
                 if scope in ("units_at_battlefields", "enemy_units_at_battlefields") else f"it is at {location}, not {here}")
    self.modify(item, dropped=dropped + (target,))


@Rule(AS.item << ChainItem(stage="resolving", targets=MATCH.targets, dropped=MATCH.dropped),
      Bonus(moment="resolve", done=True),
      salience=ADVANCE)
@housekeeping
def the_legal_targets_are_known(self, item, targets, dropped):
    """{card}'s targets still legal at resolution are known."""
    self.modify(item, stage="dividing", legal=tuple(t for t in targets if t not in dropped))
