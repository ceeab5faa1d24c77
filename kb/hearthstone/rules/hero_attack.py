"""A hero gaining Attack this turn (Shapeshift, Demon Claws).

Source: Hearthstone wiki, Weapon (https://hearthstone.wiki.gg/wiki/Weapon): "Unlike spells or Hero Powers
that grant Attack to the hero, the Attack of weapons persists": a Hero Power's Attack lasts this turn only
(Shapeshift, "+1 Attack this turn."; its enchantment, Demon Claws' HERO_10bpe: "Your hero has +1 Attack
this turn."). Dealt resolves one action within the turn, so the Attack stays on the board after it; its
end at the end of the turn is the end-of-turn action's (issue 15).
"""
from dealt.facts.templates import Entity
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule
from dealt.kb.hearthstone.rules._flow import its_turn


@Rule(*its_turn("hero_gains_attack", amount=MATCH.amount),
      AS.hero << Entity(kind="hero", controller=MATCH.controller, destroyed=False))
def hero_gains_attack_this_turn(self, ability, card, hero, amount):
    """{card}: {hero_id} gains {amount} Attack this turn: Attack {attack} -> {attack_after} (until the end of the turn).

    Source: Shapeshift, '+1 Attack this turn.'; Hearthstone wiki, Weapon: 'Unlike spells or Hero Powers
    that grant Attack to the hero, the Attack of weapons persists' (a Hero Power's lasts this turn).
    """
    self.explain(hero_id=hero["id"], attack=hero["attack"], attack_after=hero["attack"] + amount)
    self.modify(hero, attack=hero["attack"] + amount)
    self.modify(ability, done=True)
