"""615.12: "Damage can't be prevented" (Skullcrack, Questing Beast), and "Players can't gain life" (119.7).

615.12: prevention effects applied to damage that can't be prevented prevent none of it, and a prevention
shield is not reduced by it; what an effect does with "the damage prevented this way" (Awe Strike's life gain)
then has nothing to act on. So at 120.4b,
when the affected player's order (616.1) reaches a prevention effect (any mechanic in ``PREVENTS``) and the
part's damage is covered by such an effect, the prevention effect is passed over for that part, with the
reason. Replacement effects that are not prevention (Furnace of Rath, Worship) still apply. Protection's
"damage ... is prevented" (702.16e) is a prevention effect too: it is passed over the same way, matched with the
source's quality (a fact, so a rule of its own).
"""
from dealt.facts.mtg import MtgEffect, MtgEvent, Part, SourceQuality
from dealt.inference.salience import DERIVE
from dealt.kb.mtg.mechanics import PREVENTS
from dealt.kb.mtg.rules._common import AS, MATCH, P, POSITIVE, TEST, Rule, at_slot, label_of, not_yet_applied


def covers(scope, effect_controller, part):
    """Whether a "can't be prevented" effect of `scope` covers this damage part."""
    if scope == "all_damage":
        return True
    return part["combat"] and part["source_kind"] == "creature" and part["controller"] == effect_controller


#: when each prevention mechanic would apply to a damage part (the conditions of its own rule), so that 615.12
#: is said only of an effect that would have prevented something; every mechanic of ``PREVENTS`` but protection
#: has one (protection's condition is the source's quality, a ``SourceQuality`` fact its own rule matches)
WOULD_APPLY = {
    "prevention_shield": lambda fx, part: fx["target"] == part["who"] and fx["remaining"] > 0,
    "prevent_one_to_you": lambda fx, part: fx["controller"] == part["who"] and part["rtypes"] == ("player",),
    "prevent_next_damage_by_gain_life": lambda fx, part: fx["target"] == part["source"]
    and fx["used_in"] in ("", part["event"]),
    "prevent_all_damage_to_targets": lambda fx, part: part["who"] in fx["targets"],
}


def would_prevent(fx, part):
    """Whether the prevention effect `fx` would apply to `part` if its damage could be prevented."""
    return fx["mechanic"] in WOULD_APPLY and WOULD_APPLY[fx["mechanic"]](fx, part)


def _covering(engine, part):
    effects = sorted(engine.find_all(MtgEffect, record=False, mechanic="damage_cant_be_prevented"),
                     key=lambda e: e["order"])
    return [e for e in effects if covers(e["scope"], e["controller"], part)]


@Rule(*at_slot("replacement"),
      MtgEffect(mechanic="damage_cant_be_prevented", scope=MATCH.scope, controller=MATCH.cant_controller),
      AS.fx << MtgEffect(id=MATCH.effect, mechanic=P(lambda m: m in WOULD_APPLY), card=MATCH.card),
      AS.part << Part(event=MATCH.event_id, who=MATCH.who, slot=MATCH.slot, kind="damage", id=MATCH.part_id,
                      amount=POSITIVE),
      TEST(lambda fx, part: would_prevent(fx, part)),
      TEST(lambda scope, cant_controller, part: covers(scope, cant_controller, part)),
      not_yet_applied(),
      salience=DERIVE)
def prevention_does_not_apply_to_damage_that_cant_be_prevented(self, affected, part, slot, card, effect):
    """{card} would prevent damage {source} deals to {label}, but that damage can't be prevented ({by}): {card} prevents none of it and keeps what it has.

    Source: Magic Comprehensive Rules 615.12 (damage that "can't be prevented": prevention effects prevent none of it, and a shield is not reduced by it); Skullcrack's ruling (2024-01-12): 'Spells and abilities that ... would prevent damage still resolve, but the ... damage-prevention parts have no effect.'
    """
    _passed_over(self, affected, part, slot, effect)


@Rule(*at_slot("replacement"),
      MtgEffect(mechanic="damage_cant_be_prevented", scope=MATCH.scope, controller=MATCH.cant_controller),
      MtgEffect(id=MATCH.effect, mechanic="protection", target=MATCH.who, quality=MATCH.quality),
      AS.part << Part(event=MATCH.event_id, who=MATCH.who, slot=MATCH.slot, kind="damage", id=MATCH.part_id,
                      source=MATCH.source, amount=POSITIVE),
      SourceQuality(entity=MATCH.source, quality=MATCH.quality),
      TEST(lambda scope, cant_controller, part: covers(scope, cant_controller, part)),
      not_yet_applied(),
      salience=DERIVE)
def protection_does_not_prevent_damage_that_cant_be_prevented(self, affected, part, slot, quality, effect):
    """{label} has protection from {quality}, which would prevent the damage {source} deals to it, but that damage can't be prevented ({by}): it is dealt.

    Source: Magic Comprehensive Rules 615.12 (prevention effects prevent none of damage that can't be prevented); 702.16e ('Any damage that would be dealt by sources that have the stated quality to a permanent or player with protection is prevented.' - a prevention effect, 615.1); Skullcrack's ruling (2024-01-12): 'Spells and abilities that ... would prevent damage still resolve, but the ... damage-prevention parts have no effect.'
    """
    _passed_over(self, affected, part, slot, effect)


def _passed_over(engine, affected, part, slot, effect):
    """615.12: say which effects make the damage unpreventable, and move the affected player's order past this one.
    The prevention effect was still applicable (it prevents none of the damage): for 616.1 it is one of the effects
    the affected chose among, so the turn records it (``unpreventable``)."""
    engine.explain(source=part["source_card"], label=label_of(engine, part["who"]),
                   by=", ".join(e["card"] for e in _covering(engine, part)))
    engine.modify(affected, slot=slot + 1,
                  applied=affected["applied"] + ((effect, affected["cursor"], "unpreventable"),))


@Rule(MtgEvent(id=MATCH.event_id),
      AS.part << Part(event=MATCH.event_id, kind="gain_life", amount=MATCH.amount & POSITIVE, applied=False,
                      who=MATCH.who),
      MtgEffect(mechanic="players_cant_gain_life", card=MATCH.card),
      salience=DERIVE)
def a_player_who_cant_gain_life_gains_none(self, part, amount, who, card):
    """{card}: players can't gain life this turn, so {label} gains none of the {amount} life ({amount} -> 0).

    Source: Magic Comprehensive Rules 119.7: 'If an effect says that a player can't gain life, no effect will cause that player to gain life.'; Skullcrack's ruling (2024-01-12): 'Effects that would replace gaining life with another effect won't apply because it's impossible for players to gain life.'
    """
    self.explain(label=label_of(self, who))
    self.modify(part, amount=0)
