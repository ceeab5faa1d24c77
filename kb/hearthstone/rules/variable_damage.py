"""Variable proposed damage: read from the game when the Damage Event is created, and possibly 0.

Source: Hearthstone wiki, Creating a Damage Event: "some damaging effects' proposed damage varies
depending on the damage dealt by a source (Eye for an Eye, Wrathguard, Bolf Ramshield), on the cost
of a card (Holy Wrath, Cho'gall, Seadevil Stinger), on available mana (Forbidden Flame), on current
Armor (Shield Slam), or on the Attack value of a hero (Savagery), wapon (Blade Flurry) or minion
(Shadowflame, Lightbomb, Sergeant Sally, Betrayal, Magnataur Alpha, Dispatch Kodo, Knuckles, C'Thun,
Foe Reaper 4000), and can happen to be zero". A proposed damage of 0 is then prevented
(:mod:`.prevention`).

Each amount is read once, when the card's events are created; a played minion (Dispatch Kodo,
C'Thun) is the source of its Battlecry's damage, so Spell Damage and Prophet Velen do not apply.
"""
from dealt.facts.templates import Ability, Action, Entity, Hit, NextStep, Note, Player
from dealt.kb.hearthstone.rules._common import AS, MATCH, TEST, Rule, members, new_event
from dealt.kb.hearthstone.rules._flow import next_place

#: the Costs a drawn card can have (collectible cards cost 0 to 30, but for one joke card)
HIGHEST_COST = 30


def _play(amount_from, **fields):
    return (AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                                source_kind=MATCH.source_kind, source=MATCH.played, targets=MATCH.targets),
            Ability(trigger=MATCH.trigger, done=False, mechanic="deal_variable_damage", card=MATCH.card, amount_from=amount_from,
                    spell_damage_applies=MATCH.applies, **fields),
            NextStep(step="proposed", next=MATCH.first))


def _propose(engine, action, amount, first, applies):
    """Create the card's one Damage Event (to its target) with `amount`, and spend the action."""
    minion = action["source_kind"] == "minion"
    source = action["source"] if minion else action["card"]
    engine.explain(amount=amount, target=action["targets"][0], source=source)
    new_event(engine, source=source, source_card=action["card"], source_kind=action["source_kind"],
              controller=action["controller"], target=action["targets"][0], proposed=amount, amount=amount,
              step=first, spell_damage_applies=applies)
    engine.modify(action, spent=True)


@Rule(*_play("roll", low=MATCH.low, high=MATCH.high))
def damage_is_a_random_roll_made_when_the_event_is_created(self, action, card, targets, low, high, first,
                                                          applies):
    """{card} rolls {amount} ({low}-{high}) as its proposed damage to {target}.

    Source: Imp-losion, 'Deal 2-4 damage to a minion'; Hearthstone wiki, Damage Events: Imp-losion
    'deals damage then queries how much damage was dealt'.
    """
    rolled = self.chance.roll(low, high, f"{card} on {targets[0]}")     # before any change
    _propose(self, action, rolled, first, applies)


@Rule(*_play("hero_armor"),
      Entity(kind="hero", controller=MATCH.controller, armor=MATCH.armor))
def damage_equals_your_armor(self, action, armor, first, applies):
    """{card} deals 1 damage for each Armor {controller}'s hero has: {armor} Armor, so it proposes {amount} to {target}.

    Source: Shield Slam, 'Deal 1 damage to a minion for each Armor you have.'; Hearthstone wiki,
    Damage Events: proposed damage varies 'on current Armor (Shield Slam) ... and can happen to be zero'.
    """
    _propose(self, action, armor, first, applies)


@Rule(*_play("hero_attack"),
      Entity(kind="hero", controller=MATCH.controller, attack=MATCH.attack))
def damage_equals_your_heros_attack(self, action, attack, first, applies):
    """{card} deals damage equal to {controller}'s hero's Attack, {attack}: it proposes {amount} to {target}.

    Source: Savagery, 'Deal damage equal to your hero's Attack to a minion.'; Hearthstone wiki, Damage
    Events: proposed damage varies 'on the Attack value of a hero (Savagery) ... and can happen to be zero'.
    """
    _propose(self, action, attack, first, applies)


@Rule(*_play("all_mana"),
      AS.player << Player(name=MATCH.controller, mana=MATCH.mana))
def damage_equals_the_mana_spent(self, action, player, mana, first, applies):
    """{card} spends all {controller}'s Mana ({mana}) and proposes that much to {target}: {amount}.

    Source: Forbidden Flame, 'Spend all your Mana. Deal that much damage to a minion.'; Hearthstone wiki,
    Damage Events: proposed damage varies 'on available mana (Forbidden Flame) ... and can happen to be zero'.
    """
    self.modify(player, mana=0)
    _propose(self, action, mana, first, applies)


@Rule(*_play("drawn_card_cost"),
      AS.player << Player(name=MATCH.controller, cards_drawn=MATCH.drawn))
def damage_equals_the_cost_of_the_card_drawn(self, action, card, controller, player, drawn, first, applies):
    """{card} makes {controller} draw a card, which costs {amount} (a random result), and proposes that much to {target}.

    Source: Holy Wrath, 'Draw a card and deal damage equal to its Cost to a minion.'; Hearthstone wiki,
    Damage Events: proposed damage varies 'on the cost of a card (Holy Wrath ...) ... and can happen to
    be zero'. The drawn card's Cost is a random result: a roll from 0 to 30 (choices.rolls).
    """
    cost = self.chance.roll(0, HIGHEST_COST, f"the Cost of the card {card} draws")
    self.modify(player, cards_drawn=drawn + 1)
    self.declare(Note(kind="draw", entity=controller, amount=1))
    _propose(self, action, cost, first, applies)


@Rule(*_play("this_minions_attack"),
      Entity(id=MATCH.played, attack=MATCH.attack))
def battlecry_damage_equals_this_minions_attack(self, action, played, attack, first, applies):
    """{played}'s Battlecry deals damage equal to its Attack, {attack}: it proposes {amount} to {target}; the minion is the source.

    Source: Dispatch Kodo, 'Battlecry: Deal damage equal to this minion's Attack.'; Hearthstone wiki,
    Damage Events: proposed damage varies 'on the Attack value of a ... minion (... Dispatch Kodo ...)'.
    """
    _propose(self, action, attack, first, applies)


@Rule(*_play("target_attack"),
      Entity(id=MATCH.target_id, kind="minion", attack=MATCH.attack),
      TEST(lambda targets, target_id: targets[:1] == (target_id,)))
def damage_equals_the_target_minions_attack(self, action, attack, first, applies):
    """{card} deals damage equal to the Attack of the minion it targets, {attack}: it proposes {amount} to {target}.

    Source: The Light! It Burns!, 'Deal damage to a minion equal to its Attack.'; Hearthstone wiki, Damage
    Events: proposed damage varies 'on the Attack value of a ... minion (Shadowflame, ...), and can happen
    to be zero', read when the event is created.
    """
    _propose(self, action, attack, first, applies)


def _queue_all(engine, action, amount, group, applies):
    """Every event of an area effect, created in play order before any resolves; returns the targets."""
    targets = [e["id"] for e in members(engine, group, action["controller"])]
    for target in targets:
        new_event(engine, source=action["card"], source_card=action["card"], source_kind=action["source_kind"],
                  controller=action["controller"], target=target, proposed=amount, amount=amount, step="proposed",
                  spell_damage_applies=applies)
    return targets


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller),
      Ability(trigger=MATCH.trigger, done=False, mechanic="destroy_weapon_and_deal_its_attack_to_all", card=MATCH.card, group=MATCH.group,
              spell_damage_applies=MATCH.applies))
def destroyed_weapons_attack_is_dealt_to_all(self, action, card, controller, group, applies):
    """{card} destroys {weapon} and proposes its Attack, {amount}, to each of {affected}, creating every event in play order before any resolves.

    Source: Blade Flurry, 'Destroy your weapon and deal its damage to all enemy minions.'; Hearthstone
    wiki, Damage Events: proposed damage varies 'on the Attack value of a ... wapon (Blade Flurry)' and
    area effects 'first create all Damage Events ... in play order'.
    """
    weapons = self.find_all(Entity, kind="weapon", controller=controller, destroyed=False, doomed=False)
    if not weapons:
        self.explain(weapon="no weapon (nothing to destroy)", amount=0, affected="nobody")
        self.modify(action, spent=True)
        return
    weapon = weapons[0]
    self.modify(weapon, doomed=True)
    affected = _queue_all(self, action, weapon["attack"], group, applies)
    self.explain(weapon=weapon["id"], amount=weapon["attack"], affected=", ".join(affected) or "nobody")
    self.modify(action, spent=True)


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          targets=MATCH.targets),
      Ability(trigger=MATCH.trigger, done=False, mechanic="destroy_target_and_deal_its_attack_to_all", card=MATCH.card, group=MATCH.group,
              spell_damage_applies=MATCH.applies))
def destroyed_minions_attack_is_dealt_to_all(self, action, card, controller, targets, group, applies):
    """{card} destroys {target} and proposes its Attack, {amount}, to each of {affected}, creating every event in play order before any resolves.

    Source: Shadowflame, 'Destroy a friendly minion and deal its Attack damage to all enemy minions.';
    Hearthstone wiki, Damage Events: proposed damage varies 'on the Attack value of a ... minion
    (Shadowflame ...)'. The minion is destroyed with the deaths, after the damage.
    """
    minion = self.find_all(Entity, id=targets[0])[0]
    self.modify(minion, doomed=True)
    affected = _queue_all(self, action, minion["attack"], group, applies)
    self.explain(target=minion["id"], amount=minion["attack"], affected=", ".join(affected) or "nobody")
    self.modify(action, spent=True)


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source=MATCH.played),
      Ability(trigger=MATCH.trigger, done=False, mechanic="missiles_equal_to_this_minions_attack", card=MATCH.card, group=MATCH.group),
      Entity(id=MATCH.played, attack=MATCH.attack))
def battlecry_shoots_as_many_missiles_as_this_minions_attack(self, action, card, controller, played, group,
                                                             attack):
    """{played}'s Battlecry shoots {attack} missiles of 1 (its Attack), each at a random enemy, each resolved before the next is aimed; the minion is the source.

    Source: C'Thun, 'Battlecry: Deal damage equal to this minion's Attack randomly split among all
    enemies.'; Hearthstone wiki, Damage Events: each Damage Event of damage 'randomly split among all
    characters with a given characteristic has a proposed damage of 1', shot as missiles.
    """
    for place in range(next_place(self), next_place(self) + attack):
        self.declare(Hit(position=place, amount=1, group=group, source=played, source_card=card,
                         source_kind="minion", controller=controller, spell_damage_applies=False))
    self.modify(action, spent=True)
