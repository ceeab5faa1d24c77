"""Combat: each side sums its units' Might (Assault and Shield included), assigns it among the other side's
units (the attacker first; lethal damage in full before the next unit, Tank first), and all of it is dealt at
once; Prevent applies to it, Bonus Damage from spells and abilities does not; the kills come after.

Source: Riftbound Core Rules 443 (Step 2: The Combat Damage Step, as mirrored at scoutscode.org/crsections/443;
460.2 in the 2026 text), 437.5 (Prevent in combat, riftwatcher.com/rules/prevent/), 733 Assault and 740
Shield (riftwatcher.com/rules/keywords/assault, .../shield), Tank (riftboundrules.lol/keywords/12; 741.1.b).
443.1.d.3 is followed as written (its example: 5 among four 3-Might units must be at least 3 to one, the rest
to another); an unofficial RiftJudge answer (FAQ 9846, marked 'verify accuracy') reads it more loosely, and
RiftJudge 2969, 2331 and 9282 agree with the rules text. The amounts each side assigns are the players' choice
(``choices.assignment``); no order is inferred.
"""
from dealt.facts.riftbound import ActionStart, Combat, CombatCleanup
from dealt.facts.templates import Choice, DamageEvent, Effect, Entity, Slot
from dealt.inference.salience import ADVANCE, DERIVE
from dealt.kb.riftbound.rules._common import (AS, GONE, MATCH, NOT, TEST, L, Rule, choice_error, has_lethal_damage,
                                              heal_all_units, listing, new_event)
from dealt.kb.ruling import housekeeping

STEP = "combat_might"
LETHAL_IN_FULL = ("Core Rules 443.1.d.3: units must have lethal damage assigned to them in full before damage is "
                  "assigned to a different unit")
NO_MORE_THAN_LETHAL = ("443.1.d.4: no unit may be assigned more than lethal damage unless no further units remain "
                       "to be assigned damage")
TANK_FIRST = ("Tank (443.1.d.5, 741.1.b): a unit with Tank must be assigned lethal damage before any unit of its "
              "controller without Tank")
SUMMED = "443.1.d: each player assigns an amount of damage equal to their summed Might"


def _slot(keyword):
    return (AS.combat << Combat(stage="might", cursor=MATCH.cursor, attackers=MATCH.attackers,
                                defenders=MATCH.defenders),
            Slot(step=STEP, position=MATCH.cursor, effect=MATCH.effect),
            Effect(id=MATCH.effect, mechanic=keyword, host=MATCH.unit, amount=MATCH.plus),
            AS.entity << Entity(id=MATCH.unit, might=MATCH.might))


@Rule(*_slot("assault"), TEST(lambda unit, attackers: unit in attackers))
def assault_adds_to_might_while_attacking(self, combat, entity, cursor, might, plus):
    """{unit} is an attacker with Assault {plus}: its Might is {might} + {plus} = {now} while it attacks.

    Source: Riftbound Core Rules 733.1.c: Assault 'is functionally short for "While I am an attacker, I have
    +X [M]."'; 733.1.d.1: 'Assault remains in effect as long as the Unit maintains the Attacker designation';
    733.2: Assault values granted by several sources are summed.
    """
    self.explain(now=might + plus)
    self.modify(entity, might=might + plus)
    self.modify(combat, cursor=cursor + 1)


@Rule(*_slot("assault"), TEST(lambda unit, attackers: unit not in attackers))
def assault_adds_nothing_unless_attacking(self, combat, cursor, unit, defenders):
    """{unit} has Assault {plus}, but it is not an attacker ({role}): its Might stays {might}.

    Source: Riftbound Core Rules 733.1.c: 'While I am an attacker, I have +X [M]'; 733.1.d: being an attacker
    means the unit has gained the Attacker designation during Combat.
    """
    self.explain(role="it defends" if unit in defenders else "it is not in this combat")
    self.modify(combat, cursor=cursor + 1)


@Rule(*_slot("shield"), TEST(lambda unit, defenders: unit in defenders))
def shield_adds_to_might_while_defending(self, combat, entity, cursor, might, plus):
    """{unit} is a defender with Shield {plus}: its Might is {might} + {plus} = {now} while it defends.

    Source: Riftbound Core Rules 740.1.c: Shield 'is functionally short for "While I am a defender, I have
    +X [M]."'; 740.1.d.1; 740.2: Shield values granted by several sources are summed.
    """
    self.explain(now=might + plus)
    self.modify(entity, might=might + plus)
    self.modify(combat, cursor=cursor + 1)


@Rule(*_slot("shield"), TEST(lambda unit, defenders: unit not in defenders))
def shield_adds_nothing_unless_defending(self, combat, cursor, unit, attackers):
    """{unit} has Shield {plus}, but it is not a defender ({role}): its Might stays {might}.

    Source: Riftbound Core Rules 740.1.c: 'While I am a defender, I have +X [M]'; 740.1.d: being a defender
    means the unit has gained the Defender designation during Combat.
    """
    self.explain(role="it attacks" if unit in attackers else "it is not in this combat")
    self.modify(combat, cursor=cursor + 1)


@Rule(AS.combat << Combat(stage="might", cursor=MATCH.cursor),
      NOT(Slot(step=STEP, position=MATCH.cursor)),
      salience=ADVANCE)
@housekeeping
def combat_might_is_known(self, combat):
    """Every Assault and Shield has been read: the units' Might in this combat is known."""
    self.modify(combat, stage="summing")


def _might(engine, units):
    """(unit, Might) pairs as the units have it now; a Might below 0 contributes 0 (Core Rules 143.2.b)."""
    entities = {e["id"]: e for e in engine.find_all(Entity, record=False, kind="unit")}
    return tuple((u, max(entities[u]["might"], 0)) for u in units)


def _sum(pairs):
    return " + ".join(f"{u} {m}" for u, m in pairs) + f" = {sum(m for _, m in pairs)}"


@Rule(AS.combat << Combat(stage="summing", attackers=MATCH.attackers, defenders=MATCH.defenders))
def each_side_sums_the_might_of_its_units(self, combat, attackers, defenders):
    """At {battlefield}, {attacker}'s attackers sum their Might ({attack}) and {defender}'s defenders theirs ({defense}): that is the damage each side assigns.

    Source: Riftbound Core Rules 443.1: 'Attackers and Defenders resolve Combat Damage at the Battlefield that was
    attacked, using their current Might'; 443.1.b: 'Sum the Might of all Attacking Units'; 443.1.c: 'Sum the
    Might of all Defending Units'; the glossary: 'Might represents both how much Combat Damage a unit can
    contribute and how much marked Damage it can normally take before being killed.'
    """
    attack, defense = _might(self, attackers), _might(self, defenders)
    self.explain(attack=_sum(attack), defense=_sum(defense), battlefield=combat["battlefield"],
                 attacker=combat["attacker"], defender=combat["defender"])
    self.modify(combat, stage="attacker_assigns", attack_total=sum(m for _, m in attack),
                defense_total=sum(m for _, m in defense))


def lethal_needs(engine, units):
    """unit -> the damage that is lethal to it in this assignment: what its Might still lacks over the damage
    marked (at least 1: lethal damage is nonzero), plus the Prevent it still holds (Core Rules 437.5.a)."""
    entities = {e["id"]: e for e in engine.find_all(Entity, record=False)}
    wards = {e["host"] for e in engine.find_all(Effect, record=False, mechanic="prevent_next_damage")}
    needs = {}
    for unit in units:
        entity = entities[unit]
        prevent = sum(e["prevent"] for e in entities.values() if e["id"] in wards and e["attached_to"] == unit)
        needs[unit] = (max(max(entity["might"], 0) - entity["damage"], 1), prevent)
    return needs


def _need_text(unit, need, tanks):
    lethal, prevent = need
    notes = ([f"{lethal} + Prevent {prevent}"] if prevent else []) + (["Tank"] if unit in tanks else [])
    return f"{unit} {lethal + prevent}" + (f" ({', '.join(notes)})" if notes else "")


def check_assignment(engine, where, who, total, given, units, needs, tanks):
    """The (unit, amount) shares `given` for `total` among `units`, or an InputError naming the rule broken.

    `needs` are the lethal amounts (:func:`lethal_needs`), `tanks` the units with Tank.
    """
    lethal = {u: sum(needs[u]) for u in units}
    order = [u for u in units if u in tanks] + [u for u in units if u not in tanks]
    allowed = (f"{where.rsplit('.', 1)[-1]}: {{{', '.join(f'{u}: N' for u in order)}}} adding up to {total}; lethal "
               f"is {', '.join(_need_text(u, needs[u], tanks) for u in order)}: each unit lethal in full before "
               "the next" + (", units with Tank first" if tanks & set(units) else "") + ", only the last one less, "
               "and more than lethal only once every unit has lethal")
    if not given:
        if total == 0:
            return ()
        if len(units) == 1:
            return ((units[0], total),)
        raise choice_error(engine, where, f"no assignment is given for {who}'s {total} damage among "
                           f"{', '.join(units)} ({SUMMED}).", allowed=allowed)
    shares = dict(given)
    assigned = sum(shares.values())
    shown = ", ".join(f"{u}: {a}" for u, a in given)
    if assigned != total:
        raise choice_error(engine, where, f"{who} assigns {assigned} ({shown}), but their units' summed Might is "
                           f"{total} (Core Rules {SUMMED}).", allowed=allowed)
    short = [t for t in units if t in tanks and shares.get(t, 0) < lethal[t]]
    for unit, amount in given:
        if amount and unit not in tanks and short:
            raise choice_error(engine, at_unit(where, unit), f"{who} assigns {amount} to {unit} while {short[0]}, "
                               f"which has Tank, is assigned {shares.get(short[0], 0)} of the {lethal[short[0]]} "
                               f"lethal to it ({TANK_FIRST}).", allowed=allowed)
    partial = [u for u in units if 0 < shares.get(u, 0) < lethal[u]]
    over = [u for u in units if shares.get(u, 0) > lethal[u]]
    if len(partial) > 1:
        raise choice_error(engine, at_unit(where, partial[1]), f"{who} assigns {shown}: {partial[0]} and "
                           f"{partial[1]} are both assigned less than lethal ({lethal[partial[0]]} and "
                           f"{lethal[partial[1]]}) ({LETHAL_IN_FULL}).", allowed=allowed)
    rest = [u for u in units if u not in over and shares.get(u, 0) < lethal[u]]
    if over and (len(over) > 1 or rest):
        raise choice_error(engine, at_unit(where, over[0]), f"{who} assigns {shares[over[0]]} to {over[0]}, more "
                           f"than the {lethal[over[0]]} lethal to it, while {(over[1:] + rest)[0]} "
                           f"{'is also assigned more' if len(over) > 1 else 'is not yet assigned lethal damage'} "
                           f"(Core Rules {NO_MORE_THAN_LETHAL}).", allowed=allowed)
    return tuple((u, a) for u, a in given if a)


def at_unit(where, unit):
    return f"{where}.{unit}"


def _assign(engine, combat, side):
    """Check and return the shares `side` (attacker / defender) assigns, with its explanation's fields."""
    player = combat[side]
    key, given = next((c["value"] for c in engine.find_all(Choice, record=False, kind="assignment", key=side)),
                      (player, ()))
    units = combat["defenders"] if side == "attacker" else combat["attackers"]
    total = combat["attack_total"] if side == "attacker" else combat["defense_total"]
    needs = lethal_needs(engine, units)
    tanks = {e["host"] for e in engine.find_all(Effect, record=False, mechanic="tank")}
    shares = check_assignment(engine, f"choices.assignment.{key}", player, total, given, units, needs, tanks)
    engine.explain(player=player, total=total, shares=listing(shares),
                   lethal=", ".join(_need_text(u, needs[u], tanks) for u in units))
    return shares


@Rule(AS.combat << Combat(stage="attacker_assigns"))
def attacker_assigns_its_damage_first(self, combat):
    """{player}, the attacker, assigns first: its {total} among the defenders as {shares} (lethal: {lethal}). Each unit is assigned lethal damage in full before the next, Tank first; assigning is not yet dealing.

    Source: Riftbound Core Rules 443.1.d: 'Starting with the Attacker, each player assigns an amount of damage
    equal to their summed Might among the other's Units'; 443.1.d.1: 'Assigning Damage is not Dealing
    Damage'; 443.1.d.3-443.1.d.5 (lethal in full, no more than lethal, requirements such as Tank);
    437.5.a: lethal counts the Prevent on the unit.
    """
    self.modify(combat, stage="defender_assigns", attacker_shares=_assign(self, combat, "attacker"))


@Rule(AS.combat << Combat(stage="defender_assigns"))
def defender_assigns_its_damage_next(self, combat):
    """{player}, the defender, assigns next: its {total} among the attackers as {shares} (lethal: {lethal}), under the same rules.

    Source: Riftbound Core Rules 443.1.d: 'Starting with the Attacker, each player assigns an amount of damage
    equal to their summed Might among the other's Units'; 443.1.d.3-443.1.d.5; 437.5.a.
    """
    self.modify(combat, stage="assigned", defender_shares=_assign(self, combat, "defender"))


@Rule(AS.combat << Combat(stage="assigned", attacker_shares=MATCH.attacking, defender_shares=MATCH.defending))
def combat_damage_is_dealt_all_at_once(self, combat, attacking, defending):
    """All combat damage is assigned, so it is dealt at once: {attacker}'s units deal {attack}, {defender}'s units deal {defense}. Nobody is killed before all of it is dealt.

    Source: Riftbound Core Rules 443.1.d.1.a: 'When all Damage is assigned, it will be Dealt simultaneously';
    the guide: 'Combat damage comes from the opposing units.'
    """
    self.explain(attack=listing(attacking), defense=listing(defending), attacker=combat["attacker"],
                 defender=combat["defender"])
    for side, units, shares in (("attacker", combat["attackers"], attacking), ("defender", combat["defenders"],
                                                                               defending)):
        player = combat[side]
        for target, amount in shares:
            new_event(self, source="+".join(units), source_card=f"{player}'s {side}s ({', '.join(units)})",
                      source_kind="combat", controller=player, target=target, proposed=amount, amount=amount,
                      spell_damage_applies=False)
    self.modify(combat, stage="dealing")


@Rule(AS.event << DamageEvent(step="source", cursor=0, source_kind="combat"))
def combat_damage_comes_from_the_opposing_units(self, event):
    """{source} deal combat damage to {target}: the units are its source, not a spell or an ability.

    Source: Riftbound guide, Modifying and Splitting Damage: 'Combat damage comes from the opposing units';
    Core Rules 443.1.d (each player assigns their units' summed Might).
    """
    self.modify(event, cursor=1)


@Rule(AS.event << DamageEvent(step="bonus_damage", cursor=0, source_kind="combat", controller=MATCH.controller),
      Effect(mechanic="bonus_damage", controller=MATCH.controller))
def combat_damage_gets_no_bonus_damage(self, event, controller):
    """{bonuses} gives {controller}'s spells and abilities Bonus Damage, but combat damage is dealt by units, so the {amount} to {target} stays {amount}.

    Source: Annie, Fiery: 'Your spells and abilities deal 1 Bonus Damage'; the guide: 'Combat damage comes
    from the opposing units' and 'A damage bonus changes the amount dealt by an action'. (With several such
    effects, whichever activation fires names them all, so the result is the same.)
    """
    cards = sorted({e["card"] for e in self.find_all(Effect, record=False, mechanic="bonus_damage",
                                                     controller=controller)})
    self.explain(bonuses=" and ".join(cards), amount=event["amount"])
    self.modify(event, cursor=1)


@Rule(AS.combat << Combat(stage="dealing"),
      NOT(DamageEvent(stage=~L("done"))),
      salience=ADVANCE)
@housekeeping
def combat_damage_has_been_dealt(self, combat):
    """All combat damage has been dealt."""
    self.modify(combat, stage="done")


@Rule(Combat(stage="done"),
      AS.unit << Entity(id=MATCH.entity, kind="unit", destroyed=False, location=~L(GONE), damage=MATCH.marked,
                        might=MATCH.might),
      TEST(has_lethal_damage))
def unit_with_lethal_damage_is_killed_after_combat_damage(self, unit, marked, might):
    """{entity} has {marked} damage marked against Might {might}: it is killed once all combat damage is dealt.

    Source: Riftbound Core Rules 143.2.a: 'If a Unit ever has nonzero damage marked on it equalling or
    exceeding its Might, it is Killed'; 443.1.d.1.a (combat damage is dealt simultaneously, so no unit dies
    before all of it is dealt); the combat's resolution step removes the units with lethal damage before
    damage is cleared (riftrules.net/guide/combat).
    """
    self.modify(unit, destroyed=True)


@Rule(Combat(stage="done"),
      ActionStart(action=MATCH.action),
      NOT(CombatCleanup(after=MATCH.action)),
      salience=ADVANCE)
@housekeeping
def the_combat_cleanup_heals_before_the_next_action(self, action):
    """The combat's kills are made; its Cleanup's heal comes as the next action of the scenario begins."""
    self.declare(CombatCleanup(after=action))


@Rule(AS.cleanup << CombatCleanup(after=MATCH.after),
      ActionStart(action=MATCH.now),
      TEST(lambda now, after: now > after),
      salience=DERIVE)
def every_unit_is_healed_as_the_combat_ends(self, cleanup, after):
    """The combat of action {after} ended with its Combat Cleanup: every unit was healed, its marked damage removed ({healed}), before anything else happens.

    Source: Riftbound Core Rules 461.1 (the Resolution Step, 2026-03-30 text; 466.1 in later versions): 'Perform
    a Combat Cleanup. Invoke a Combat Special Cleanup', 461.1.a.1: 'Insert "3c. Heal all Units."', after the
    units with lethal damage are killed (323.5, step 3b). The board after a combat action is shown as of its
    kills, so the heal is applied as the scenario's next action begins.
    """
    self.explain(healed=heal_all_units(self))
    self.retract(cleanup)
