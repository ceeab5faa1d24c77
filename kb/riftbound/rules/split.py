"""Split damage: one total, Bonus Damage added once to it, targets chosen when finalized, divided at resolution.

Source: Riftbound guide, Modifying and Splitting Damage: 'If an instruction splits damage, add Bonus
Damage to the total being split. With Annie, Volibear, Furious's attack ability splits 6 instead of 5.
That can increase the number of eligible targets chosen, since each must receive at least 1.' 'Split the
6 as 3, 2 and 1. You do not give each target another +1 after that split. If the available total changes
before resolution, use the current supported total and keep the targeting limits; do not add previously
unchosen targets.' The division is the player's choice, given in the scenario as ``choices.split``.
"""
from dealt.facts.riftbound import Bonus, ChainItem
from dealt.facts.templates import Choice, Note
from dealt.inference.salience import ADVANCE
from dealt.kb.riftbound.rules._common import AS, MATCH, P, Rule, choice_error, listing, new_event
from dealt.kb.ruling import housekeeping


@Rule(AS.item << ChainItem(stage="pending", pattern="split", amount=MATCH.amount, targets=MATCH.targets),
      Bonus(moment="finalize", done=True, amount=MATCH.bonus))
def split_targets_each_need_one_damage_when_finalized(self, item, amount, targets, bonus):
    """{card} is finalized with {count} target(s) chosen ({chosen}): it splits {amount} + {bonus} Bonus Damage = {total}, and since each chosen target must get at least 1, up to {total} may be chosen.

    Source: Riftbound guide, Modifying and Splitting Damage: 'That can increase the number of eligible
    targets chosen, since each must receive at least 1. Choose the targets while finalizing the ability,
    when you complete its choices, costs and legality checks.'
    """
    total = amount + bonus
    if len(targets) > total:
        raise choice_error(self, "action.targets", f"{item['card']} splits {total} when it is finalized "
                           f"({amount} + {bonus} Bonus Damage), and each chosen target must get at least 1, so it "
                           f"can choose at most {total} target(s); {len(targets)} were chosen.",
                           allowed=f"0 to {total} targets")
    self.explain(count=len(targets), chosen=", ".join(targets) or "none", total=total, card=item["card"])
    self.modify(item, stage="finalized")


@Rule(AS.item << ChainItem(stage="dividing", pattern="split", total=-1, amount=MATCH.amount, legal=P(bool)),
      Bonus(moment="resolve", done=True, amount=MATCH.bonus & P(lambda b: b > 0), cards=MATCH.cards))
def split_adds_the_bonus_damage_once_to_its_total(self, item, amount, bonus, cards):
    """Bonus Damage from {bonuses} (+{bonus} in all) is added once to the total {card} splits, not once per target: {amount} -> {total}.

    Source: Riftbound guide, Modifying and Splitting Damage: 'If an instruction splits damage, add Bonus
    Damage to the total being split'; 'Annie adds 1 to that total, not 1 per enemy.'
    """
    self.explain(bonuses=" and ".join(cards), total=amount + bonus, card=item["card"])
    self.modify(item, total=amount + bonus)


@Rule(AS.item << ChainItem(stage="dividing", pattern="split", total=-1, amount=MATCH.amount, legal=P(bool)),
      Bonus(moment="resolve", done=True, amount=0),
      salience=ADVANCE)
@housekeeping
def split_total_is_the_amount_when_no_bonus_applies(self, item, amount):
    """No Bonus Damage applies: {card} splits {amount}."""
    self.modify(item, total=amount)


def _division(engine, item, given):
    """The shares (target, amount) for the legal targets, from the given split; InputError if it cannot be."""
    legal, total, card = item["legal"], item["total"], item["card"]
    allowed = (f"split: {{{', '.join(f'{t}: N' for t in legal)}}}, adding up to {total}, "
               + ("each at least 1" if total >= len(legal) else f"{total} of them 1 each (the total is too small "
                  "for every target: do as much as you can)"))
    if not given:
        if len(legal) == 1:
            return ((legal[0], total),)
        raise choice_error(engine, "choices.split", f"no division is given: {card} must divide its {total} among "
                           f"{', '.join(legal)} as it resolves.", allowed=allowed)
    shares = dict(given)
    for target, amount in given:
        if target not in legal and amount:
            raise choice_error(engine, f"choices.split.{target}", f"{target} is no longer a legal target when "
                               f"{card} resolves, so it is unaffected (Core Rules 356.3.e.5) and gets nothing.",
                               allowed=allowed)
    division = tuple((t, shares.get(t, 0)) for t in legal)
    given_total = sum(a for _, a in division)
    if given_total != total:
        raise choice_error(engine, "choices.split", f"the division adds up to {given_total}, but {card} splits "
                           f"{total} as it resolves (the current total).", allowed=allowed)
    for target, amount in division:
        if amount == 0 and total >= len(legal):
            raise choice_error(engine, f"choices.split.{target}", f"{target} gets 0, but each chosen target must "
                               "get at least 1.", allowed=allowed)
        if amount > 1 and total < len(legal):
            raise choice_error(engine, f"choices.split.{target}", f"{target} gets {amount}, but the {total} cannot "
                               f"give each of the {len(legal)} targets 1: as many as possible get 1 each.",
                               allowed=allowed)
    return division


@Rule(AS.item << ChainItem(stage="dividing", pattern="split", total=MATCH.total & P(lambda t: t >= 0),
                           legal=P(bool)),
      Choice(kind="split", value=MATCH.given))
def split_damage_is_divided_when_it_resolves(self, item, total, given):
    """{card} divides its {total} as it resolves ({division}): {target} gets {after}. The shares already hold the Bonus Damage, so no target gets another +1.

    Source: Riftbound guide, Modifying and Splitting Damage: 'Divide the damage later, as the ability
    Resolves and carries out its instructions ... Split the 6 as 3, 2 and 1. You do not give each target
    another +1 after that split. If the available total changes before resolution, use the current
    supported total and keep the targeting limits; do not add previously unchosen targets.'
    """
    division = _division(self, item, given)
    self.explain(division=listing(division), card=item["card"])
    self.declare(Note(kind="split_total", entity=item["source"], amount=total))
    for target, share in division:
        self.declare(Note(kind="split_share", entity=target, amount=share))
    for target, share in division:
        if share:
            new_event(self, source=item["source"], source_card=item["source_card"], source_kind=item["source_kind"],
                      controller=item["controller"], target=target, proposed=share, amount=share,
                      spell_damage_applies=False)
    self.modify(item, stage="dealing")
