"""Enrage: an effect a minion has only while it is damaged ("Has +3 Attack while damaged.").

Source: Hearthstone wiki, Damage (https://hearthstone.wiki.gg/wiki/Damage): "Characters which are below
their maximum Health are considered damaged, and may activate Enrage effects"; Hearthstone wiki, Health:
"Characters at maximum Health have their Health value displayed in white, while those below maximum Health
have it displayed in red. Characters below maximum Health are considered 'damaged'". The bonus is a derived
state of the host's Health (stated before anything reads the Attack, at DERIVE): it holds exactly while the
host is below its maximum Health and not Silenced.
"""
from dealt.facts.templates import DamageEvent, Effect, Entity, Keyword, Slot
from dealt.inference.salience import DERIVE
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, TEST, Rule
from dealt.kb.ruling import test


@Rule(AS.effect << Effect(mechanic="has_attack_while_damaged", host=MATCH.host, amount=MATCH.amount, active=False),
      AS.minion << Entity(id=MATCH.host, destroyed=False, health=MATCH.health, max_health=MATCH.max_health),
      TEST(lambda health, max_health: health < max_health),
      NOT(Keyword(entity=MATCH.host, name="silenced")),
      salience=DERIVE)
def damaged_minion_has_its_enrage_attack(self, effect, minion, host, amount, health, max_health):
    """{card} ({host}) is damaged (Health {health} of {max_health}), so it has +{amount} Attack: Attack {attack} -> {attack_after}.

    Source: Hearthstone wiki, Damage: 'Characters which are below their maximum Health are considered
    damaged, and may activate Enrage effects'; Amani Berserker, 'Has +3 Attack while damaged.'
    """
    self.explain(card=effect["card"], attack=minion["attack"], attack_after=minion["attack"] + amount)
    self.modify(minion, attack=minion["attack"] + amount)
    self.modify(effect, active=True)


@Rule(AS.effect << Effect(mechanic="has_attack_while_damaged", host=MATCH.host, amount=MATCH.amount, active=True),
      AS.minion << Entity(id=MATCH.host, destroyed=False, health=MATCH.health, max_health=MATCH.max_health),
      TEST(lambda health, max_health: health >= max_health),
      salience=DERIVE)
def minion_healed_to_full_loses_its_enrage_attack(self, effect, minion, host, amount, health, max_health):
    """{card} ({host}) is at its maximum Health ({max_health}) again, so it loses its +{amount} Attack: Attack {attack} -> {attack_after}.

    Source: Hearthstone wiki, Damage: 'Characters which are below their maximum Health are considered
    damaged, and may activate Enrage effects' (and no longer once it is not below it: Health, 'Characters at
    maximum Health have their Health value displayed in white').
    """
    self.explain(card=effect["card"], attack=minion["attack"], attack_after=minion["attack"] - amount)
    self.modify(minion, attack=minion["attack"] - amount)
    self.modify(effect, active=False)


@Rule(AS.event << DamageEvent(step="spell_damage", cursor=MATCH.cursor, source_kind="spell",
                              spell_damage_applies=True, controller=MATCH.controller,
                              amount=MATCH.before, spell_damage_factor=MATCH.times),
      Slot(step="spell_damage", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="has_spell_damage_while_damaged", controller=MATCH.controller, host=MATCH.host,
             amount=MATCH.bonus),
      Entity(id=MATCH.host, destroyed=False, health=MATCH.health, max_health=MATCH.max_health),
      test(lambda health, max_health: health < max_health,
           fails="{host} was not damaged (Health {health} of its {max_health})"),
      NOT(Keyword(entity=MATCH.host, name="silenced")))
def damaged_minion_adds_its_spell_damage(self, event, cursor, before, bonus, times, host, health, max_health):
    """{card} ({host}) is damaged (Health {health} of {max_health}), so its Spell Damage +{bonus} (x{times}) adds to {source}: {before} -> {after}.

    Source: Hearthstone wiki, Damage: 'Characters which are below their maximum Health are considered
    damaged, and may activate Enrage effects'; Spellzerker, 'Has Spell Damage +2 while damaged.'; Damage
    Events: 'If the source of the Damage Event is a spell ..., add its controller's Spell Damage bonus'.
    """
    self.modify(event, amount=before + bonus * times, cursor=cursor + 1)
