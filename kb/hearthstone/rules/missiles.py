"""Missiles: one Damage Event per missile, each resolved before the next target is chosen.

Source: Hearthstone wiki, Damage Events: "Some damaging effects that affect 'multiple targets'
(Bouncing Blade, Greater Arcane Missiles, Cobra Shot and all the effects that 'deal a certain amount
of damage randomly split among all characters with a given characteristic') shoot a number of
individual 'missiles' each with a random target: each missile creates a Damage Event which is
immediately resolved, before choosing at random the target for the next missile."
"""
from dealt.facts.templates import Ability, Action, Effect, Entity, Hit, Keyword
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule
from dealt.kb.hearthstone.rules._flow import next_place


def _hits(engine, count, card, controller, source_kind, amount, group, applies, factor=1, until="",
          targets=(), target_whys=(), source="", bonus_in_count=False):
    """Declare `count` hits at the next free places of the action's queue (the first, for a card played;
    after those already taken, for a triggered ability); `source` is the minion that shoots (a trigger's
    host), else the card."""
    start = next_place(engine)
    for n in range(1, count + 1):
        place = start + n - 1
        target = targets[n - 1] if n <= len(targets) else ""
        engine.declare(Hit(position=place, target=target, amount=amount, group=group, source=source or card,
                           source_card=card, source_kind=source_kind, controller=controller,
                           spell_damage_applies=applies, spell_damage_factor=factor, until=until,
                           target_why=target_whys[n - 1] if n <= len(target_whys) else "",
                           bonus_in_count=bonus_in_count))


def _named(effects):
    """Each effect's card in words, with its board id when two in play share the name."""
    names = [e["card"] for e in effects]
    return [e["card"] if names.count(e["card"]) == 1 else f"{e['card']} ({e['host']})" for e in effects]


def missile_count(engine, controller, school, spell):
    """(Spell Damage effects, their total, Prophet Velens) that count for a "randomly split" spell: its
    controller's, as they are in play now (a school's Spell Damage for its spells only; Spellzerker's while
    it is damaged, as :mod:`.enrage` adds it to a Damage Event)."""
    if not spell:
        return [], 0, []
    bonuses = [e for e in engine.find_all(Effect, mechanic="spell_damage", controller=controller)
               if e["school"] in ("", school)]
    bonuses += [e for e in engine.find_all(Effect, mechanic="has_spell_damage_while_damaged", controller=controller)
                if _damaged_in_play(engine, e["host"])]
    bonuses.sort(key=lambda e: e["order"])
    velens = sorted(engine.find_all(Effect, mechanic="double_spell_and_hero_power_damage", controller=controller),
                    key=lambda e: e["order"])
    return bonuses, sum(e["amount"] for e in bonuses), velens


def _damaged_in_play(engine, host):
    """Whether a minion is in play, below its maximum Health and not silenced."""
    return any(not e["destroyed"] and e["health"] < e["max_health"] for e in engine.find_all(Entity, id=host)) \
        and not engine.find_all(Keyword, entity=host, name="silenced")


def _how_counted(base, bonuses, velens, spell):
    """How the number of missiles was reached, in words: "its 8, +1 Spell Damage (Kobold Geomancer), doubled by
    Prophet Velen"."""
    if not spell:
        return f"its {base}; a minion's damage, so no Spell Damage or Prophet Velen counts"
    parts = [f"its {base}"]
    parts += [f"+{e['amount']} Spell Damage ({name})" for e, name in zip(bonuses, _named(bonuses))]
    parts += [("doubled by " if n == 0 else "doubled again by ") + name
              for n, name in enumerate(_named(velens))]
    if len(parts) == 1:
        parts.append("with no Spell Damage or Prophet Velen of its controller counting")
    return ", ".join(parts)


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source_kind=MATCH.source_kind, school=MATCH.school),
      Ability(trigger=MATCH.trigger, done=False, mechanic="missiles", card=MATCH.card, count=MATCH.base, amount=MATCH.amount, group=MATCH.group,
              split=True))
def randomly_split_damage_shoots_base_plus_spell_damage_missiles_doubled_per_velen(
        self, action, card, controller, source_kind, base, amount, group, school):
    """{card} shoots {count} missiles: {how}; each proposes {amount}, with no Spell Damage or Prophet Velen of its own.

    Source: Hearthstone wiki, Damage Events: 'Spells that deal a certain amount of damage randomly split
    among all characters with a given characteristic (Arcane Missiles, Spreading Madness, Avenging Wrath,
    Volcano and Timepiece of Horror) interact with Spell Damage and Prophet Velen in the following way: in
    order to determine the total damage of the spell, take its base damage, add its controller's Spell
    Damage bonus (if any) and then, if its controller also controlled an unsilenced Prophet Velen ...,
    double the total damage (multiple Prophet Velens stack); the spell will then shoot that number of
    missiles, each one still having a proposed damage of 1 regardless of its controller's Spell Damage and
    Prophet Velens.' A minion's split damage (Flamewaker) is not a spell's, so neither counts.
    """
    spell = source_kind == "spell"
    bonuses, spell_damage, velens = missile_count(self, controller, school, spell)
    count = (base + spell_damage) * 2 ** len(velens)
    self.explain(count=count, how=_how_counted(base, bonuses, velens, spell))
    _hits(self, count, card, controller, source_kind, amount, group, applies=False, source=action["source"],
          bonus_in_count=spell)
    self.modify(action, spent=True)


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source_kind=MATCH.source_kind),
      Ability(trigger=MATCH.trigger, done=False, mechanic="missiles", card=MATCH.card, count=MATCH.count, amount=MATCH.amount, group=MATCH.group,
              split=False, spell_damage_factor=MATCH.factor))
def each_missile_is_its_own_damage_event(self, action, card, controller, source_kind, count, amount, group,
                                         factor):
    """{card} shoots {count} missiles of {amount}; each is a Damage Event of its own, so Spell Damage and Velen apply to each.

    Source: Hearthstone wiki, Damage Events: Greater Arcane Missiles shoots missiles 'each with a random
    target'; it is not among the spells whose Spell Damage is excepted.
    """
    _hits(self, count, card, controller, source_kind, amount, group, applies=True, factor=factor, source=action["source"])
    self.modify(action, spent=True)


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source_kind=MATCH.source_kind),
      Ability(trigger=MATCH.trigger, done=False, mechanic="missiles_until_a_minion_dies", card=MATCH.card, amount=MATCH.amount, group=MATCH.group))
def bouncing_missile_repeats_until_a_minion_dies(self, action, card, controller, source_kind, amount, group):
    """{card} shoots a missile of {amount} at a random minion, and another after it resolves, until a minion dies.

    Source: Bouncing Blade, 'Deal 1 damage to a random minion. Repeat until a minion dies.'; Hearthstone
    wiki, Damage Events, lists it among the missiles (each resolved before the next target is chosen).
    It stops after 80 missiles, as the card does (:mod:`.hits`, repeating_missile_stops_at_its_cap_of_80).
    """
    _hits(self, 1, card, controller, source_kind, amount, group, applies=True, until="a_minion_dies", source=action["source"])
    self.modify(action, spent=True)


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source_kind=MATCH.source_kind, targets=MATCH.targets),
      Ability(trigger=MATCH.trigger, done=False, mechanic="deal_damage_to_target_and_enemy_hero", card=MATCH.card, amount=MATCH.amount,
              spell_damage_factor=MATCH.factor),
      Entity(kind="hero", controller=MATCH.enemy & ~MATCH.controller, id=MATCH.hero))
def minion_then_enemy_hero_one_event_at_a_time(self, action, card, controller, source_kind, targets,
                                                   amount, factor, hero):
    """{card} hits {target}, the minion chosen, and then {hero}, the enemy hero its text names, one Damage Event each, each resolved before the next.

    Source: Cobra Shot, 'Deal 3 damage to a minion and the enemy hero'; Hearthstone wiki, Damage Events,
    lists it among the missiles, whose events are created and resolved one at a time.
    """
    self.explain(target=targets[0])
    _hits(self, 2, card, controller, source_kind, amount, "", applies=True, factor=factor,
          targets=(targets[0], hero), target_whys=(", the minion chosen", ", the enemy hero its text names"), source=action["source"])
    self.modify(action, spent=True)
