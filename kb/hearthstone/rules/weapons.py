"""Weapons: an equipped weapon gives its hero its Attack; a hero's attack costs the weapon 1 Durability, and a
weapon at 0 Durability is destroyed; equipping a weapon destroys the one its hero had.

Source: Hearthstone wiki, Weapon (https://hearthstone.wiki.gg/wiki/Weapon): "Each weapon has an Attack value
and a Durability value. Each hero can only equip one weapon at a time, and equipping a new weapon will
destroy the old one"; "While a weapon is equipped, the hero's Attack will be increased by an amount equal to
the weapon's Attack during their turn, and attacking while a weapon is equipped will reduce its Durability by
1. When a weapon's Durability is reduced to zero, the weapon is destroyed."; "Weapons are only active or
'unsheathed' during the possessing hero's turn": a weapon gives its Attack on its controller's turn (the
scenario's active player) only. A weapon on the board is attached to its hero
(``attached_to``); the hero's own Attack is the scenario's ``attack`` (0 by default), and the weapon's is
added to it. The Durability is lost once the attack's Damage Events have resolved, and a weapon at 0 is
destroyed with the deaths (Advanced rulebook: deaths are processed when the outermost Phase resolves). A
Poisonous weapon (Venomstrike Bow; Envenom Weapon, "Give your weapon Poisonous.") destroys a minion its hero
damages while it is equipped.
"""
from dealt.facts.templates import Action, DamageEvent, Done, Entity, Keyword, Player
from dealt.inference.salience import DERIVE
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, P, Rule
from dealt.kb.hearthstone.rules._flow import its_turn, settled
from dealt.kb.hearthstone.rules._summoning import equip

WEAPON = "Hearthstone wiki, Weapon"


@Rule(Entity(kind="weapon", id=MATCH.weapon, attached_to=MATCH.hero, destroyed=False, attack=MATCH.attack,
             card=MATCH.card, controller=MATCH.owner),
      Player(name=MATCH.owner, active=True),
      AS.character << Entity(kind="hero", id=MATCH.hero),
      NOT(Done(what="weapon_attack", key=MATCH.weapon)),
      salience=DERIVE)
def weapon_gives_its_hero_its_attack(self, character, weapon, hero, attack, card):
    """{weapon} ({card}) gives {hero} its {attack} Attack: {hero}'s Attack {before} -> {after}.

    Source: Hearthstone wiki, Weapon: 'While a weapon is equipped, the hero's Attack will be increased by
    an amount equal to the weapon's Attack during their turn'; 'Weapons are only active or "unsheathed"
    during the possessing hero's turn' (on the opponent's turn it gives nothing).
    """
    self.explain(before=character["attack"], after=character["attack"] + attack)
    self.modify(character, attack=character["attack"] + attack)
    self.declare(Done(what="weapon_attack", key=weapon))


@Rule(Entity(kind="weapon", id=MATCH.weapon, attached_to=MATCH.hero, destroyed=True, attack=MATCH.attack),
      AS.character << Entity(kind="hero", id=MATCH.hero),
      Done(what="weapon_attack", key=MATCH.weapon),
      NOT(Done(what="weapon_attack_gone", key=MATCH.weapon)),
      salience=DERIVE)
def destroyed_weapon_no_longer_gives_its_attack(self, character, weapon, hero, attack):
    """{weapon} is destroyed, so {hero} no longer has its {attack} Attack: Attack {before} -> {after}.

    Source: Hearthstone wiki, Weapon: the hero's Attack is increased 'While a weapon is equipped'.
    """
    after = max(0, character["attack"] - attack)
    self.explain(before=character["attack"], after=after)
    self.modify(character, attack=after)
    self.declare(Done(what="weapon_attack_gone", key=weapon))


@Rule(Action(kind="attack", spent=True, source=MATCH.hero, source_kind="hero"),
      AS.armament << Entity(kind="weapon", id=MATCH.weapon, attached_to=MATCH.hero, destroyed=False,
                            durability=MATCH.durability),
      NOT(Done(what="durability_lost", key=MATCH.weapon)),
      *settled())
def hero_attacking_with_a_weapon_costs_it_one_durability(self, armament, weapon, hero, durability):
    """{hero} attacked with {weapon}: its Durability {durability} -> {left}{fate}.

    Source: Hearthstone wiki, Weapon: 'attacking while a weapon is equipped will reduce its Durability by
    1. When a weapon's Durability is reduced to zero, the weapon is destroyed.'
    """
    left = durability - 1
    self.explain(left=left, fate=", so it is destroyed (with the deaths)" if left <= 0 else "")
    self.modify(armament, durability=left, doomed=left <= 0)
    self.declare(Done(what="durability_lost", key=weapon))


@Rule(*its_turn("equip_weapon", weapon=MATCH.weapon),
      AS.character << Entity(kind="hero", controller=MATCH.controller, destroyed=False))
def hero_equips_the_weapon_and_the_old_one_is_destroyed(self, ability, card, character, weapon):
    """{card}: {hero} equips {equipped} ({name}, {attack} Attack, {durability} Durability){replaced}.

    Source: Hearthstone wiki, Weapon: 'Each hero can only equip one weapon at a time, and equipping a new
    weapon will destroy the old one'; Dagger Mastery, 'Equip a 1/2 Dagger.' (Fireplace,
    fireplace/cards/classic/heroes.py: Dagger Mastery summons Wicked Knife, CS2_082).
    """
    from dealt.kb.hearthstone.carddb import card_index
    record = card_index().lookup(weapon)
    old = [w for w in self.find_all(Entity, kind="weapon", attached_to=character["id"], destroyed=False)]
    for w in old:
        self.modify(w, destroyed=True)
    equipped = equip(self, character, record)
    self.explain(hero=character["id"], equipped=equipped, name=record.name, attack=record.attack,
                 durability=record.durability,
                 replaced=f"; {', '.join(w['id'] for w in old)} is destroyed" if old else "")
    self.modify(ability, done=True)


@Rule(DamageEvent(step="poisonous", source=MATCH.hero, source_kind="hero", target=MATCH.target,
                  lost=P(lambda lost: lost > 0)),
      Entity(kind="weapon", id=MATCH.weapon, attached_to=MATCH.hero, destroyed=False),
      Keyword(entity=MATCH.weapon, name="poisonous"),
      NOT(Keyword(entity=MATCH.weapon, name="silenced")),
      AS.minion << Entity(id=MATCH.target, kind="minion", doomed=False, destroyed=False))
def poisonous_weapon_destroys_the_minion_its_hero_damaged(self, minion, weapon):
    """{weapon} is Poisonous and its hero {source} damaged {target} with it, so {target} will be destroyed.

    Source: Poisonous, 'Destroy any minion damaged by this.'; Envenom Weapon, 'Give your weapon Poisonous.'
    and Venomstrike Bow (a weapon with Poisonous): a hero attacking 'while a weapon is equipped' attacks
    with it (Hearthstone wiki, Weapon). The minion is destroyed with the deaths (:mod:`.destroy`). Hearthstone wiki, Damage Events, Resolving a Damage Event: 'If the Damage Event was prevented or if it did not change the character's current Health+Armor total (including due to Divine Shield and Commanding Shout), it will not run any triggers.'
    """
    self.modify(minion, doomed=True)
