"""Effects that make damage irreducible: 'damage dealt by X is irreducible'.

Source: Sentinels of the Multiverse rules (Dized), 'Damage'
(https://rules.dized.com/game/t5Aef3TwTXuA8DkV7q5UEQ/4TgvV33QRgefcOydZw4Dvg/damage): 'Damage can be irreducible,
meaning it cannot be reduced by any effect, but it can still be increased or redirected.' Irreducibility is a
property of the damage, not a modifier: no reduction applies to it, wherever it stands in the player's order
('cannot be reduced by any effect'), so it is settled once the type is determined (a type filter, "fire damage
dealt by X is irreducible", reads the type step 1 gave it), before any modifier acts. Fixed damage is already
neither increased nor reduced (Dized, 'Damage': 'Damage can also be fixed, meaning it cannot be increased,
reduced, or redirected'), so it stays fixed. Redirected damage starts again (:mod:`.redirect`), so whether it is
irreducible is decided again for the new target.
"""
from dealt.facts.templates import DamageEvent, Done, Effect
from dealt.inference.salience import DERIVE
from dealt.kb.sentinels.rules._common import AS, MATCH, NOT, Rule
from dealt.kb.sentinels.rules.scoped import SCOPE, SCOPED, in_its_scope
from dealt.kb.sentinels.scopes import says, type_says


@Rule(AS.event << DamageEvent(id=MATCH.event_id, step="modifiers", cursor=0, quality="", target=MATCH.target,
                              amount=MATCH.before, **SCOPED),
      Effect(id=MATCH.effect, mechanic="make_damage_irreducible", **SCOPE),
      *in_its_scope(),
      NOT(Done(what="made_irreducible", key=MATCH.event_id)),
      salience=DERIVE)
def damage_in_its_scope_is_made_irreducible(self, event, event_id, scope, host, only):
    """{card}: {kind}damage {whose} is irreducible, so no reduction applies to this {before} {damage_type} damage (it can still be increased or redirected).

    Source: Sentinels rules (Dized), 'Damage': 'Damage can be irreducible, meaning it cannot be reduced by any
    effect, but it can still be increased or redirected.'
    """
    self.explain(kind=f"{type_says(only)} " if only else "", whose=says(scope, host).replace("it is ", "", 1))
    self.declare(Done(what="made_irreducible", key=event_id))
    self.modify(event, quality="irreducible")


@Rule(AS.event << DamageEvent(id=MATCH.event_id, step="identify"),
      AS.done << Done(what="made_irreducible", key=MATCH.event_id),
      salience=DERIVE)
def redirected_damage_is_no_longer_irreducible_until_checked_again(self, event, done):
    """Redirected, {event_id} starts again as it was dealt: whether an effect makes it irreducible is checked again for its new target.

    Source: redirected damage starts 'over from the original attacker to the new target and recalculate[s] any
    bonuses/negatives' (https://forums.greaterthangames.com/t/dealing-with-dealt/7536); Sentinels rules (Dized),
    'Damage': 'Damage can be irreducible ... but it can still be increased or redirected.'
    """
    self.retract(done)
    self.modify(event, quality="")
