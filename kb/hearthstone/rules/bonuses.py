"""Bonuses to proposed damage: Spell Damage, Hero Power bonuses (Fallen Hero), Prophet Velen.

Source: Hearthstone wiki, Creating a Damage Event, "Proposed damage can then be increased by the
following bonuses". The additive bonuses come first, then every Velen doubles (they stack). The
spells that ignore both are marked in their card files (``spell_damage: false``): Arcane
Missiles, Avenging Wrath, Spreading Madness, Volcano, Timepiece of Horror, Ancient Curse,
Burrowing Mine and Cursed!. Each of the eight carries the card database's ImmuneToSpellpower tag, but
the tag does not mean "no Spell Damage": it marks a spell whose Damage Events the game does not boost
because the card's own script applies Spell Damage where its text's number is a ``$N`` placeholder
(Arcane Missiles' "Deal $3 damage randomly split": more missiles; Sindragosa's Triumph, "Deal $8
damage to a minion. Reduce the Cost ... by the excess damage", and Explosive Runes, which compute an
excess) or not at all (Ancient Curse, "You take 7 damage.", no ``$``). SabberStone lists it among
the tags of Arcane Missiles, Explosive Runes and Obliterate ("Your hero takes damage equal to its
Health"; HearthSim/SabberStone, SabberStoneCore/src/CardSets/*). So the tag is not read here: a card
file's ``spell_damage`` parameter says whether the card's events get the bonus.

Spell Damage for one school (Bru'kan, "Nature Spell Damage +3"; the game's
``GLOBAL_KEYWORD_SPELLPOWER_NATURE_TEXT``, "Your Nature spell cards deal {0} extra damage.") adds only
to its controller's spells of that school, the spell's SPELL_SCHOOL tag (a Damage Event's ``school``);
on another school's spell it is passed over, and ``why`` says so (the school's rule comes first: a why-not asks it
first, and says the school; :mod:`dealt.kb.hearthstone.words`).
"""
from dealt.facts.templates import DamageEvent, Effect, Slot
from dealt.kb.hearthstone.rules._common import AS, MATCH, L, Rule


@Rule(AS.event << DamageEvent(step="spell_damage", cursor=MATCH.cursor, source_kind="spell",
                              spell_damage_applies=True, controller=MATCH.controller, school=MATCH.school,
                              source_card=MATCH.spell,
                              amount=MATCH.before, spell_damage_factor=MATCH.times),
      Slot(step="spell_damage", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="spell_damage", controller=MATCH.controller, amount=MATCH.bonus,
             school=MATCH.school & ~L("")))
def school_spell_damage_adds_to_its_controllers_spell_of_that_school(self, event, cursor, before, bonus, times,
                                                                     school):
    """{card} adds its {school} Spell Damage +{bonus} (x{times}) to {source}, a {school} spell: {before} -> {after}.

    Source: the game's GLOBAL_KEYWORD_SPELLPOWER_NATURE_TEXT, 'Your Nature spell cards deal {0} extra
    damage.' (and so for each school); Hearthstone wiki, Damage Events: 'If the source of the Damage
    Event is a spell ... add its controller's Spell Damage bonus (if any)'.
    """
    self.modify(event, amount=before + bonus * times, cursor=cursor + 1)


@Rule(AS.event << DamageEvent(step="spell_damage", cursor=MATCH.cursor, source_kind="spell",
                              spell_damage_applies=True, controller=MATCH.controller,
                              amount=MATCH.before, spell_damage_factor=MATCH.times),
      Slot(step="spell_damage", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="spell_damage", controller=MATCH.controller, amount=MATCH.bonus, school=""))
def spell_damage_adds_to_its_controllers_spell(self, event, cursor, before, bonus, times):
    """{card} adds its Spell Damage +{bonus} (x{times}) to {source}: {before} -> {after}.

    Source: Hearthstone wiki, Damage Events: 'If the source of the Damage Event is a spell ...
    add its controller's Spell Damage bonus (if any)'; 'If the source of the Damage Event is
    Arcane Blast, add twice that bonus instead.'
    """
    self.modify(event, amount=before + bonus * times, cursor=cursor + 1)


@Rule(AS.event << DamageEvent(step="hero_power_bonus", cursor=MATCH.cursor, source_kind="hero_power",
                              controller=MATCH.controller, amount=MATCH.before),
      Slot(step="hero_power_bonus", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="hero_power_damage_bonus", controller=MATCH.controller,
             amount=MATCH.bonus))
def hero_power_bonus_adds_to_its_controllers_hero_power(self, event, cursor, before, bonus):
    """{card} adds +{bonus} to the Hero Power {source}: {before} -> {after}.

    Source: Hearthstone wiki, Damage Events: 'If the source of the Damage Event is a Hero Power
    and its controller also controls an unsilenced Fallen Hero ... add its bonus to the proposed
    damage; multiple Fallen Heroes stack.'
    """
    self.modify(event, amount=before + bonus, cursor=cursor + 1)


@Rule(AS.event << DamageEvent(step="doubling", cursor=MATCH.cursor,
                              source_kind=L("spell") | L("hero_power"), spell_damage_applies=True,
                              controller=MATCH.controller, amount=MATCH.before),
      Slot(step="doubling", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="double_spell_and_hero_power_damage", controller=MATCH.controller))
def spell_and_hero_power_damage_is_doubled(self, event, cursor, before):
    """{card} doubles the damage of {source}, after the additive bonuses: {before} -> {after}.

    Source: Hearthstone wiki, Damage Events: 'Then, if the source of the Damage Event is a spell
    ... or a Hero Power and its controller also controlled an unsilenced Prophet Velen ...
    double the proposed damage of the Damage Event; multiple Prophet Velens stack.'
    """
    self.modify(event, amount=before * 2, cursor=cursor + 1)
