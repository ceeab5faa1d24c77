"""Bonus Damage: every bonus that applies is summed once, then applied by the instruction's pattern.

Source: Riftbound guide, Modifying and Splitting Damage: 'When several Bonus Damage effects apply to
one action dealing damage, add their values together. Apply that total once using the action's
targeting pattern. A +1 bonus and a +2 bonus make +3 Bonus Damage. They do not successively multiply
the previous total.' The total is summed when the item is finalized (it limits how many targets a
split may choose) and again when it resolves (the amount actually dealt).
"""
from dealt.facts.riftbound import Bonus, ChainItem
from dealt.facts.templates import DamageEvent, Effect, Entity, Slot
from dealt.inference.salience import ADVANCE, PASS_OVER
from dealt.kb.riftbound.rules._common import AS, GONE, MATCH, NOT, TEST, L, P, Rule
from dealt.kb.ruling import housekeeping

#: the chain item's stage while the Bonus of each moment is summed
_WHILE = {"finalize": "pending", "resolve": "resolving"}


def _now(moment, stage):
    return _WHILE[moment] == stage


@Rule(AS.bonus << Bonus(moment=MATCH.moment, done=False, cursor=MATCH.cursor, amount=MATCH.before,
                        cards=MATCH.cards, parts=MATCH.parts),
      ChainItem(stage=MATCH.stage, controller=MATCH.controller, source_kind=MATCH.kind & (L("spell") | L("ability"))),
      TEST(_now),
      Slot(step="bonus_total", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="bonus_damage", controller=MATCH.controller, host=MATCH.host,
             amount=MATCH.plus, card=MATCH.card, scope=MATCH.scope),
      TEST(lambda scope, kind: _adds_to(scope, kind)),
      Entity(id=MATCH.host, destroyed=False, location=~L(GONE)))
def bonus_damage_effects_add_up_once(self, bonus, cursor, before, cards, parts, plus, card, moment, scope):
    """{card} gives its controller's {what} +{plus} Bonus Damage; the bonuses that apply add up once ({when}): {before} + {plus} = {after}.

    Source: Riftbound guide, Modifying and Splitting Damage: 'add their values together ... A +1 bonus
    and a +2 bonus make +3 Bonus Damage. They do not successively multiply'; Annie, Fiery: 'Your spells
    and abilities deal 1 Bonus Damage.' A lasting effect on a player ("Your spells deal 2 Bonus Damage
    this turn", :mod:`dealt.kb.riftbound.lasting`) adds to spells only.
    """
    self.explain(after=before + plus, when="as it is finalized" if moment == "finalize" else "as it resolves",
                 what="spells" if scope == "spells" else "spells and abilities")
    self.modify(bonus, amount=before + plus, cards=cards + (card,), parts=parts + ((card, plus),), cursor=cursor + 1)


@Rule(AS.bonus << Bonus(moment=MATCH.moment, done=False, cursor=MATCH.cursor),
      ChainItem(stage=MATCH.stage, controller=MATCH.controller, source_kind="ability", card=MATCH.item),
      TEST(_now),
      Slot(step="bonus_total", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="bonus_damage", controller=MATCH.controller, host=MATCH.host,
             amount=MATCH.plus, card=MATCH.card, scope="spells"),
      Entity(id=MATCH.host, destroyed=False, location=~L(GONE)))
def bonus_damage_for_spells_does_not_add_to_an_ability(self, bonus, cursor):
    """{card} gives its controller's spells +{plus} Bonus Damage; {item} is an ability, not a spell, so it adds nothing to it.

    Source: Riftbound Core Rules 002 (card text supersedes: the effect names 'your spells'); the guide:
    'Identify the action dealing damage and the bonuses that actually apply to it'.
    """
    self.modify(bonus, cursor=cursor + 1)


def _adds_to(scope, kind):
    """Whether a Bonus Damage effect of `scope` adds to an action of `kind` (spell / ability)."""
    return scope != "spells" or kind == "spell"


@Rule(AS.bonus << Bonus(done=False, cursor=MATCH.cursor),
      Slot(step="bonus_total", position=MATCH.cursor),
      salience=PASS_OVER)
@housekeeping
def bonus_that_does_not_apply_is_passed_over(self, bonus, cursor):
    """{effect} does not apply to this action (not its controller's spell or ability, or not on the board)."""
    self.modify(bonus, cursor=cursor + 1)


@Rule(AS.bonus << Bonus(done=False, cursor=MATCH.cursor),
      NOT(Slot(step="bonus_total", position=MATCH.cursor)),
      salience=ADVANCE)
@housekeeping
def bonus_total_is_complete(self, bonus):
    """The Bonus Damage total is known."""
    self.modify(bonus, done=True)


@Rule(AS.event << DamageEvent(step="bonus_damage", cursor=0, spell_damage_applies=True,
                              amount=MATCH.before & P(lambda a: a > 0)),
      Bonus(moment="resolve", done=True, amount=MATCH.bonus & P(lambda b: b > 0), cards=MATCH.cards))
def bonus_damage_is_added_to_each_target_separately(self, event, before, bonus, cards):
    """Bonus Damage from {bonuses} (+{bonus} in all) is added once to {source}'s damage to {target}: {before} -> {after}. The damage is still {source}'s: a bonus changes the amount, not who deals it.

    Source: Riftbound guide, Modifying and Splitting Damage: 'An instruction dealing an amount to each
    target applies the bonus separately to each ... Singularity's 6 damage to each of up to two units
    becomes 7 to each chosen unit. It does not become a shared pool of 7'; 'A bonus changes the
    amount, not this attribution; do not credit Annie with damage merely because she supplied the bonus.'
    """
    self.explain(bonuses=" and ".join(cards), after=before + bonus)
    self.modify(event, amount=before + bonus, cursor=1)


@Rule(AS.item << ChainItem(stage="dividing", legal=P(lambda legal: not legal)),
      Bonus(moment="resolve", done=True, amount=MATCH.bonus & P(lambda b: b > 0), cards=MATCH.cards))
def bonus_damage_cannot_create_damage_where_none_is_dealt(self, item, bonus, cards):
    """{card} has no legal target left to deal damage to, so it deals none; the +{bonus} Bonus Damage from {bonuses} cannot create damage where the instruction deals none.

    Source: Riftbound guide, Modifying and Splitting Damage: 'Bonus Damage cannot create damage when
    the instruction deals none in the first place'; Core Rules 055: 'do as much as you can, ignoring
    impossible instructions'.
    """
    self.explain(bonuses=" and ".join(cards), card=item["card"])
    self.modify(item, stage="done")


@Rule(AS.item << ChainItem(stage="dividing", legal=P(lambda legal: not legal)),
      Bonus(moment="resolve", done=True, amount=0),
      salience=ADVANCE)
@housekeeping
def item_without_a_legal_target_deals_nothing(self, item):
    """{card} has no legal target: nothing is dealt."""
    self.modify(item, stage="done")
