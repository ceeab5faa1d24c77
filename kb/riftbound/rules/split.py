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


AT_LEAST_1 = "each chosen target must get at least 1"


def breakdown(amount, parts):
    """The total a split divides, in parts: '5 + 1 Bonus Damage from Annie, Fiery' (or '5, no Bonus Damage')."""
    if not parts:
        return f"{amount}, no Bonus Damage"
    return " + ".join([str(amount)] + [f"{plus} Bonus Damage from {card}" for card, plus in parts])


def _given(engine):
    """The division the scenario gives, as the error names it: ' (a: 3, b: 2, c: 2)', or '' if none is given."""
    given = next((c["value"] for c in engine.find_all(Choice, record=False, kind="split")), ())
    return " (" + ", ".join(f"{t}: {a}" for t, a in given) + ")" if given else ""


@Rule(AS.item << ChainItem(stage="pending", pattern="split", amount=MATCH.amount, targets=MATCH.targets),
      Bonus(moment="finalize", done=True, amount=MATCH.bonus, parts=MATCH.parts))
def split_targets_each_need_one_damage_when_finalized(self, item, amount, targets, bonus, parts):
    """{card} is finalized with {count} target(s) chosen ({chosen}): it splits {amount} + {bonus} Bonus Damage = {total}, and since each chosen target must get at least 1, up to {total} may be chosen.

    Source: Riftbound guide, Modifying and Splitting Damage: 'That can increase the number of eligible
    targets chosen, since each must receive at least 1. Choose the targets while finalizing the ability,
    when you complete its choices, costs and legality checks.'
    """
    total = amount + bonus
    if len(targets) > total:
        given = _given(self)
        raise choice_error(self, "action.targets", f"{item['card']} splits {total} when it is finalized: "
                           f"{breakdown(amount, parts)}, and {AT_LEAST_1}, so it can choose at most {total} "
                           f"target(s); {len(targets)} were chosen ({', '.join(targets)})"
                           + (f"; the division given{given} cannot be carried out." if given else "."),
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


def _division(engine, item, given, parts, finalized):
    """The shares (target, amount) for the legal targets, from the given split; InputError if it cannot be.

    `parts` are the Bonus Damage parts as it resolves, `finalized` the Bonus fact of when it was finalized:
    an error names the total, its parts, each share given and the at-least-1 rule.
    """
    legal, total, card = item["legal"], item["total"], item["card"]
    allowed = (f"split: {{{', '.join(f'{t}: N' for t in legal)}}}, adding up to {total}, "
               + ("each at least 1" if total >= len(legal) else f"{total} of them 1 each (the total is too small "
                  "for every target: do as much as you can)"))
    then = item["amount"] + finalized["amount"]
    why = (f"{card} splits {total} as it resolves: {breakdown(item['amount'], parts)}"
           + (f" (it split {then} when it was finalized: {breakdown(item['amount'], finalized['parts'])}; the "
              "current total is the one divided)" if then != total else "")
           + f"; {AT_LEAST_1}" + ("" if total >= len(legal) else f", but {total} cannot give each of the "
                                  f"{len(legal)} targets 1, so as many as possible get 1 each"))
    if not given:
        if len(legal) == 1:
            return ((legal[0], total),)
        raise choice_error(engine, "choices.split", f"no division is given for dividing it among "
                           f"{', '.join(legal)}: {why}.", allowed=allowed)
    shares = dict(given)
    for target, amount in given:
        if target not in legal and amount:
            raise choice_error(engine, f"choices.split.{target}", f"{target} is no longer a legal target when "
                               f"{card} resolves, so it is unaffected (Core Rules 356.3.e.5) and gets nothing.",
                               allowed=allowed)
    division = tuple((t, shares.get(t, 0)) for t in legal)
    given_total = sum(a for _, a in division)
    shares = ", ".join(f"{t}: {a}" for t, a in given)
    if given_total != total:
        raise choice_error(engine, "choices.split", f"the division given ({shares}) adds up to {given_total}, but "
                           f"{why}.", allowed=allowed)
    for target, amount in division:
        if amount == 0 and total >= len(legal):
            raise choice_error(engine, f"choices.split.{target}", f"{target} gets 0 in the division given "
                               f"({shares}): {why}.", allowed=allowed)
        if amount > 1 and total < len(legal):
            raise choice_error(engine, f"choices.split.{target}", f"{target} gets {amount} in the division given "
                               f"({shares}): {why}.", allowed=allowed)
    return division


@Rule(AS.item << ChainItem(stage="dividing", pattern="split", total=MATCH.total & P(lambda t: t >= 0),
                           legal=P(bool)),
      Choice(kind="split", value=MATCH.given),
      Bonus(moment="resolve", done=True, parts=MATCH.parts),
      AS.finalized << Bonus(moment="finalize", done=True))
def split_damage_is_divided_when_it_resolves(self, item, total, given, parts, finalized):
    """{card}'s {total} damage is divided: {division} ({chosen}). The shares already hold the Bonus Damage, so no target gets another +1.

    Source: Riftbound Core Rules 352.14.e: 'The choice of how much damage is divided across the split is
    not decided until the resolution of the spell or ability'; 352.14.f-g: each target must receive 'a
    positive integer amount, greater than or equal to 1 damage'; 352.14.h: with more targets than damage,
    'the player who controls the effect dealing damage determines which Targets cease being Targets'
    (https://scoutscode.org/crsections/352): the division is its controller's choice (``choices.split``).
    Riftbound guide, Modifying and Splitting Damage: 'Divide the damage later, as the ability Resolves and
    carries out its instructions ... Split the 6 as 3, 2 and 1. You do not give each target another +1
    after that split. If the available total changes before resolution, use the current supported total
    and keep the targeting limits; do not add previously unchosen targets.'
    """
    division = _division(self, item, given, parts, finalized)
    chosen = (f"chosen by {item['controller']}, who controls it, as it resolves" if given else
              f"no choice: {division[0][0]} is its one legal target")
    self.explain(division=listing(division), card=item["card"], chosen=chosen)
    self.declare(Note(kind="split_total", entity=item["source"], amount=total))
    for target, share in division:
        self.declare(Note(kind="split_share", entity=target, amount=share))
    for target, share in division:
        if share:
            new_event(self, source=item["source"], source_card=item["source_card"], source_kind=item["source_kind"],
                      controller=item["controller"], target=target, proposed=share, amount=share,
                      spell_damage_applies=False)
    self.modify(item, stage="dealing")
