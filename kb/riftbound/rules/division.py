"""'To each' and plain instructions: one Damage Event per legal target, each with the full amount; a spell
that has a unit it chose deal the damage (the unit is the source).

Source: Riftbound guide, Modifying and Splitting Damage: 'Choose two legal units -> the normal
instruction is 6 to A and 6 to B -> +1 Bonus Damage makes 7 to A and 7 to B.'
"""
from dealt.facts.riftbound import ChainItem
from dealt.kb.riftbound.rules._common import AS, MATCH, P, Rule, new_event


@Rule(AS.item << ChainItem(stage="dividing", pattern="each", legal=MATCH.legal & P(bool), amount=MATCH.amount))
def to_each_deals_the_full_amount_to_each_target(self, item, legal, amount):
    """{card} deals {amount} to {target}, the full amount to each legal target ({count} of them), each its own Damage Event.

    Source: Riftbound guide, Modifying and Splitting Damage: '"To each" adds Bonus Damage per target';
    'the normal instruction is 6 to A and 6 to B'.
    """
    self.explain(count=len(legal), card=item["card"])
    for target in legal:
        new_event(self, source=item["source"], source_card=item["source_card"], source_kind=item["source_kind"],
                  controller=item["controller"], target=target, proposed=amount, amount=amount)
    self.modify(item, stage="dealing")


@Rule(AS.item << ChainItem(stage="dividing", pattern="deal", legal=MATCH.legal & P(bool), amount=MATCH.amount))
def instruction_deals_its_amount_from_the_unit_it_names(self, item, legal, amount):
    """The instruction has {source} deal {amount} to {target}.

    Source: Riftbound guide, Modifying and Splitting Damage: 'an instruction can name a particular unit
    as the source of non-combat damage.'
    """
    for target in legal:
        new_event(self, source=item["source"], source_card=item["source_card"], source_kind=item["source_kind"],
                  controller=item["controller"], target=target, proposed=amount, amount=amount)
    self.modify(item, stage="dealing")


@Rule(AS.item << ChainItem(stage="dividing", pattern="unit_deals", legal=MATCH.legal & P(bool), amount=MATCH.amount))
def spell_has_the_unit_it_chose_deal_the_damage(self, item, legal, amount):
    """{card} has {unit}, the friendly unit it chose, deal {amount} to {target}: {unit} deals the damage, not {card}, so {unit} is its source.

    Source: Last Breath: 'Ready a friendly unit. It deals damage equal to its Might to an enemy unit at a
    battlefield.' Riftbound guide, Modifying and Splitting Damage: 'Keep the source named by the instruction. If
    a spell says a chosen unit deals the damage, that unit is the source rather than the spell.' A unit named as
    the source 'replaces the spell/ability as the source rather than being in addition to it'
    (https://app.riftjudge.com/rulings/4074/how-does-damage-sourcing-work-in-riftbound-specifically-why-does-challenge-damag),
    so the spell's Bonus Damage ("your spells and abilities") is not added.
    """
    self.explain(unit=item["source"], card=item["card"])
    for target in legal:
        new_event(self, source=item["source"], source_card=item["source_card"], source_kind=item["source_kind"],
                  controller=item["controller"], target=target, proposed=amount, amount=amount)
    self.modify(item, stage="dealing")
