"""Stat changes (buffs): a minion given +N/+N, +N Attack or +N Health (Blessing of Kings, Cruel Taskmaster).

Source: Hearthstone wiki, Enchantment (https://hearthstone.wiki.gg/wiki/Enchantment): "Enchantments are
effects applied to cards ... such as stat buffs"; Health (https://hearthstone.wiki.gg/wiki/Health): "Effects
which increase Health ... increase both the current and maximum Health" (a buffed damaged minion keeps its
damage; its maximum rises by the same amount). Each buff is an ability that acts in its turn
(:func:`._flow.its_turn`), in the text's order, and changes the Entity at once, so a later event of the same
action reads the new Attack or Health (Enrage, "equal to its Attack"). "+N Attack this turn" (Rockbiter
Weapon's kind) is applied the same way; a minion at 0 Health not yet removed (the deaths come after the
damage, Hearthstone wiki, Advanced rulebook: "When the outermost Phase resolves, Hearthstone will run several
Steps, including processing Deaths") is still on the board and is buffed (Sergeant Sally's Deathrattle then
deals the Attack she last had); Dealt resolves one action within a turn, so it stays on the board
after it (its end at the end of the turn is the end-of-turn action's, as :mod:`.hero_attack`).

"Deal 1 damage to a minion and give it +2 Attack." (Cruel Taskmaster, Inner Rage): the buff acts after the
damage, as the text says it. Peers disagree: Fireplace applies the buff first (fireplace/cards/classic/
warrior.py, Cruel Taskmaster ``play = Buff(TARGET, "EX1_603e"), Hit(TARGET, 1)``), the Silverfish AI's
simulator deals the damage first (noHero123/silverfish, cards/Sim_EX1_603.cs: ``p.minionGetDamageOrHeal(target,
1); p.minionGetTempBuff(target, 2, 0);``). Dealt follows the text's order (the abilities' order,
:mod:`.ability_order`; Hearthstone wiki, Damage Events: effects "resolve all Damage Events before ... moving
to their next step").
"""
from dealt.facts.templates import Action, Entity
from dealt.kb.hearthstone.rules._common import AS, MATCH, TEST, Rule
from dealt.kb.hearthstone.rules._flow import its_turn

HEALTH = ("Hearthstone wiki, Health: effects which increase Health increase both the current and the "
          "maximum Health")


def _stats(attack, health):
    """A buff as a card says it: "+2/+6", "+2 Attack", "+3 Health"."""
    return f"+{attack}/+{health}" if attack and health else f"+{attack} Attack" if attack else f"+{health} Health"


def _buff(engine, minion, attack, health):
    engine.modify(minion, attack=minion["attack"] + attack, health=minion["health"] + health,
                  max_health=minion["max_health"] + health)


@Rule(*its_turn("give_target_stats", attack=MATCH.attack, health=MATCH.health, this_turn=MATCH.this_turn),
      AS.minion << Entity(kind="minion", id=MATCH.target_id, destroyed=False),
      TEST(lambda target_id, targets: target_id == targets[0]))
def chosen_minion_gets_the_stats_in_the_text(self, ability, card, minion, target_id, attack, health, this_turn):
    """{card} gives {target_id} {stats}{lasting}: Attack {before_attack} -> {after_attack}, Health {before_health} -> {after_health} (maximum {after_max}).

    Source: Hearthstone wiki, Enchantment: stat buffs are enchantments on the card; Health: effects which
    increase Health increase both the current and the maximum Health; Blessing of Kings, 'Give a minion +4/+4.'
    """
    self.explain(stats=_stats(attack, health), lasting=" this turn" if this_turn else "", before_attack=minion["attack"],
                 after_attack=minion["attack"] + attack, before_health=minion["health"],
                 after_health=minion["health"] + health, after_max=minion["max_health"] + health)
    _buff(self, minion, attack, health)
    self.modify(ability, done=True)


@Rule(*its_turn("give_target_stats"),
      Entity(kind="minion", id=MATCH.target_id, destroyed=True),
      TEST(lambda target_id, targets: target_id == targets[0]))
def a_destroyed_minion_gets_no_stats(self, ability, card, target_id):
    """{card}: {target_id} has been destroyed; no minion is buffed.

    Source: Hearthstone wiki, Enchantment: an enchantment is attached to a card in play.
    """
    self.modify(ability, done=True)


@Rule(*its_turn("give_group_stats", attack=MATCH.attack, health=MATCH.health, this_turn=MATCH.this_turn))
def your_minions_get_the_stats_in_the_text(self, ability, card, controller, attack, health, this_turn):
    """{card} gives {controller}'s minions {stats}{lasting}: {changed}.

    Source: Hearthstone wiki, Enchantment: stat buffs are enchantments on each card; Health: effects which
    increase Health increase both the current and the maximum Health; Bloodlust, 'Give your minions +3
    Attack this turn.'; a minion at 0 Health is on the board until the deaths (Advanced rulebook).
    """
    minions = sorted((m for m in self.find_all(Entity, kind="minion", controller=controller)
                      if not m["destroyed"]), key=lambda m: (m["position"], m["order"]))
    self.explain(stats=_stats(attack, health), lasting=" this turn" if this_turn else "", changed=", ".join(f"{m['id']} {m['attack']}/{m['health']} -> {m['attack'] + attack}/"
                                   f"{m['health'] + health}" for m in minions) or "none on the board")
    for minion in minions:
        _buff(self, minion, attack, health)
    self.modify(ability, done=True)


@Rule(*its_turn("gain_stats", attack=MATCH.attack, health=MATCH.health, this_turn=MATCH.this_turn),
      Action(kind="play", card=MATCH.card, trigger=MATCH.trigger, source=MATCH.source),
      AS.minion << Entity(kind="minion", id=MATCH.source, destroyed=False))
def minion_gains_the_stats_in_its_text(self, ability, card, minion, source, attack, health, this_turn):
    """{card} ({source}) gains {stats}{lasting}: Attack {before_attack} -> {after_attack}, Health {before_health} -> {after_health}.

    Source: Hearthstone wiki, Battlecry: the minion is in play as its Battlecry resolves; Health: effects
    which increase Health increase both the current and the maximum Health; Tuskarr Jouster's kind, 'gain +1/+1'.
    """
    self.explain(stats=_stats(attack, health), lasting=" this turn" if this_turn else "", before_attack=minion["attack"],
                 after_attack=minion["attack"] + attack, before_health=minion["health"], after_health=minion["health"] + health)
    _buff(self, minion, attack, health)
    self.modify(ability, done=True)
