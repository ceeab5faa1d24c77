"""Creating a Damage Event when its turn comes: effects that create and resolve one event at a time.

Lightbomb reads each minion's Attack when that minion's event is created; Lightning Storm and
Elemental Destruction roll each amount then; a missile chooses its target then, among the
characters still eligible.
"""
from dealt._compat import experta
from dealt.facts.templates import DamageEvent, Entity, HealthFloor, Hit, Keyword, NextStep, Note, Turn
from dealt.inference.salience import ADVANCE
from dealt.kb.hearthstone.rules._common import AS, L, MATCH, NOT, Rule, is_alive, members, new_event

IN_FLIGHT = ~L("done")
TEST = experta.TEST
#: the most missiles an effect that repeats "until a minion dies" shoots (Bouncing Blade): hearthstone.wiki.gg,
#: Bouncing Blade: 'Bouncing Blade will bounce a maximum of 80 times. After this the effect will cease, even if
#: no minions have been killed.' The count is the Hit's own `repeat` (its place in the turn order is counted
#: afresh by `dealt odds` at each decision).
MAX_BOUNCES = 80


def _within_cap(repeat, until):
    return until != "a_minion_dies" or repeat <= MAX_BOUNCES


def _a_minion_has_died(engine):
    return any(not is_alive(e) for e in members(engine, "all_minions", "", False))


def _create(engine, hit, target, amount, first):
    engine.explain(source_card=hit["source_card"])
    new_event(engine, source=hit["source"], source_card=hit["source_card"], source_kind=hit["source_kind"],
              controller=hit["controller"], target=target, proposed=amount, amount=amount, step=first,
              spell_damage_factor=hit["spell_damage_factor"], spell_damage_applies=hit["spell_damage_applies"],
              one_at_a_time=True, bonus_in_count=hit["bonus_in_count"])


@Rule(AS.hit << Hit(position=MATCH.position, target=MATCH.target & ~L(""), amount_from="text",
                    amount=MATCH.amount),
      AS.turn << Turn(next=MATCH.position),
      NOT(DamageEvent(stage=IN_FLIGHT)),
      NextStep(step="proposed", next=MATCH.first),
      salience=ADVANCE)
def event_is_created_when_its_turn_comes(self, hit, turn, position, target, amount, first):
    """{source_card}'s event for {target}{target_why} (place {position}) is created now, after the ones before it resolved.

    Source: Hearthstone wiki, Damage Events: such effects 'resolve each Damage Event as soon as it is
    created in play order.'
    """
    self.explain(target_why=hit["target_why"])
    _create(self, hit, target, amount, first)
    self.retract(hit)
    self.modify(turn, next=position + 1)


@Rule(AS.hit << Hit(position=MATCH.position, target=MATCH.target & ~L(""), amount_from="attack"),
      Entity(id=MATCH.target, attack=MATCH.attack),
      AS.turn << Turn(next=MATCH.position),
      NOT(DamageEvent(stage=IN_FLIGHT)),
      NextStep(step="proposed", next=MATCH.first),
      salience=ADVANCE)
def event_reads_the_targets_attack_when_created(self, hit, turn, position, target, attack, first):
    """{source_card} reads {target}'s Attack when its event is created: {attack}, after the events before it resolved.

    Source: Hearthstone wiki, Damage Events: 'Frothing Berserker will activate as older minions are
    damaged by Lightbomb and may grow large enough in Attack to subsequently get killed by Lightbomb.'
    """
    _create(self, hit, target, attack, first)
    self.retract(hit)
    self.modify(turn, next=position + 1)


@Rule(AS.hit << Hit(position=MATCH.position, target=MATCH.target & ~L(""), amount_from="roll",
                    low=MATCH.low, high=MATCH.high),
      AS.turn << Turn(next=MATCH.position),
      NOT(DamageEvent(stage=IN_FLIGHT)),
      NextStep(step="proposed", next=MATCH.first),
      salience=ADVANCE)
def event_rolls_its_amount_when_created(self, hit, turn, position, target, low, high, first):
    """{source_card} rolls {rolled} ({low}-{high}) for {target} when its event is created.

    Source: Lightning Storm, 'Deal 2-3 damage to all enemy minions'; Elemental Destruction, 'Deal 4-5
    damage to all minions': each minion's amount is its own random roll, made as its event is created.
    """
    rolled = self.chance.roll(low, high, f"{hit['source_card']} on {target}")   # before any change
    self.explain(rolled=rolled)
    _create(self, hit, target, rolled, first)
    self.retract(hit)
    self.modify(turn, next=position + 1)


@Rule(AS.hit << Hit(position=MATCH.position, target="", group=MATCH.group & ~L("lowest_health_enemies"),
                    amount=MATCH.amount, until=MATCH.until, repeat=MATCH.repeat),
      AS.turn << Turn(next=MATCH.position),
      NOT(DamageEvent(stage=IN_FLIGHT)),
      NextStep(step="proposed", next=MATCH.first),
      TEST(_within_cap),
      salience=ADVANCE)
def missile_chooses_its_target_among_the_eligible(self, hit, turn, position, group, amount, until, first, repeat):
    """Missile {position} of {source_card} picks {picked} at random among {candidates}.

    Source: Hearthstone wiki, Damage Events: missiles 'each with a random target: each missile creates
    a Damage Event which is immediately resolved, before choosing at random the target for the next
    missile.' A character at 0 Health or less is mortally wounded and no longer eligible. Bouncing
    Blade leaves out the minions it cannot hurt and stops after its
    80th bounce (Hearthstone wiki, Bouncing Blade). 'Randomly split between all other characters' never
    picks the minion that shoots (Mad Bomber: 'Battlecry: Deal 3 damage randomly split between all other
    characters.').
    """
    self.explain(source_card=hit["source_card"])
    stop = None
    if until == "a_minion_dies" and _a_minion_has_died(self):
        stop = "nobody: a minion has died, so it stops"
    candidates = [e["id"] for e in members(self, group, hit["controller"], exclude=hit["exclude"], source=hit["source"])
                  if until != "a_minion_dies" or can_be_bounced_into(self, e)]
    if not stop and not candidates:
        stop = "nobody: no eligible target is left"
    picked = stop or self.chance.pick(candidates, f"missile {position} of {hit['source_card']}")
    self.explain(picked=picked, candidates=", ".join(candidates) or "nobody")
    self.retract(hit)                       # the random pick comes first: nothing changed before it
    self.modify(turn, next=position + 1)
    if stop:
        return
    _create(self, hit, picked, amount, first)
    if until == "a_minion_dies":
        self.declare(Hit(**{**hit.as_dict(), "position": position + 1, "repeat": repeat + 1}))


@Rule(AS.hit << Hit(position=MATCH.position, target="", until="a_minion_dies", repeat=MATCH.repeat),
      AS.turn << Turn(next=MATCH.position),
      NOT(DamageEvent(stage=IN_FLIGHT)),
      NextStep(step="proposed"),
      TEST(lambda repeat: repeat > MAX_BOUNCES),
      salience=ADVANCE)
def repeating_missile_stops_at_its_cap_of_80(self, hit, turn, position, repeat):
    """{source_card} has shot {shot} missiles, its most: it stops{reason}.

    Source: hearthstone.wiki.gg, Bouncing Blade: 'Bouncing Blade will bounce a maximum of 80 times. After this
    the effect will cease, even if no minions have been killed.'
    """
    died = _a_minion_has_died(self)
    self.explain(source_card=hit["source_card"], shot=repeat - 1,
                 reason=" (and a minion has died)" if died else ", though no minion has died")
    self.retract(hit)
    self.modify(turn, next=position + 1)
    if not died:
        self.declare(Note(kind="cap", entity=hit["source_card"], amount=repeat - 1))


@Rule(AS.hit << Hit(position=MATCH.position, target="", group="lowest_health_enemies", amount=MATCH.amount),
      AS.turn << Turn(next=MATCH.position),
      NOT(DamageEvent(stage=IN_FLIGHT)),
      NextStep(step="proposed", next=MATCH.first),
      salience=ADVANCE)
def shot_is_aimed_at_the_lowest_health_enemy(self, hit, turn, position, amount, first):
    """Shot {position} of {source_card} is aimed at {picked}: {why}.

    Source: Fel Barrage, 'Deal 2 damage to the lowest Health enemy, twice.' (Fan the Hammer, 'Deal 6 damage split
    among the lowest Health enemies.': its missiles of 1 too); a tie is broken at random
    (Hearthstone wiki, Random effect: 'Random effects do not always feature the word "random" in their
    description'), a pick; a character at 0 Health or less is mortally wounded and no longer eligible.
    """
    self.explain(source_card=hit["source_card"])
    candidates = [e["id"] for e in members(self, "lowest_health_enemies", hit["controller"])]
    self.retract(hit)
    self.modify(turn, next=position + 1)
    if not candidates:
        self.explain(picked="nobody", why="no living enemy is left")
        return
    if len(candidates) == 1:
        picked, why = candidates[0], "the one living enemy with the lowest Health"
    else:
        picked = self.chance.pick(candidates, f"the lowest Health enemy for shot {position} of {hit['source_card']}")
        why = f"at random among {', '.join(candidates)}, tied for the lowest Health"
    self.explain(picked=picked, why=why)
    _create(self, hit, picked, amount, first)


def can_be_bounced_into(engine, minion):
    """Whether Bouncing Blade may pick `minion`: not Immune, and not at its Commanding Shout floor.

    Source: Hearthstone wiki, Bouncing Blade: 'Bouncing Blade won't hit minions that are Immune, or at
    1 Health and affected by Commanding Shout'; 'If there are no eligible targets (for example, if all
    targets are Immune or at 1 Health with Commanding Shout), Bouncing Blade will have no effect.'
    """
    entity, = engine.find_all(Entity, id=minion["id"])          # (read whole: its Health and keywords)
    if engine.find_all(Keyword, entity=minion["id"], name="immune"):
        return False
    return not any(entity["health"] <= floor["minimum"] for floor in engine.find_all(HealthFloor, entity=minion["id"]))
