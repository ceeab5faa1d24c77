"""Damage to every character of a group but the card's chosen target: "all other minions" on a spell.

Source: Hearthstone wiki, Damage Events: area effects 'first create all Damage Events (one for each affected
character, in play order), and then resolve all Damage Events ... in play order'; 'All other damaging effects that
affect "multiple targets" first create all Damage Events in a given order, then resolve all Damage Events in the
same order'. On a spell "other" is other than the target it chose: Fireplace, Man the Cannons
(fireplace/cards/stormwind/warrior.py): ``play = Hit(TARGET, 3), Hit(ALL_MINIONS - TARGET, 1)``.
"""
from dealt.facts.templates import Ability, Action
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule, create_in_order, members


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source_kind=MATCH.source_kind, targets=MATCH.targets),
      Ability(trigger=MATCH.trigger, done=False, mechanic="deal_damage_to_all_but_the_target", card=MATCH.card,
              other=MATCH.other, group=MATCH.group, spell_damage_factor=MATCH.factor,
              spell_damage_applies=MATCH.applies))
def every_other_character_of_the_group_is_hit_in_play_order(self, action, card, controller, source_kind, targets,
                                                            other, group, factor, applies):
    """{card} creates one event of {other} for each of {affected}, every one but {target}, the target it chose, in play order, before any resolves.

    Source: Jam Session, 'Give a friendly minion +3/+3. Deal 1 damage to all other minions.'; Hearthstone wiki,
    Damage Events: area effects 'first create all Damage Events ... in play order'; Fireplace, Man the Cannons:
    'Hit(ALL_MINIONS - TARGET, 1)'.
    """
    affected = [e["id"] for e in members(self, group, controller, exclude=targets)]
    self.explain(affected=", ".join(affected) or "nobody", target=targets[0])
    create_in_order(self, [(t, other) for t in affected], card, controller, source_kind, factor, applies,
                    source=action["source"])
    self.modify(action, spent=True)


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source_kind=MATCH.source_kind, targets=MATCH.targets),
      Ability(trigger=MATCH.trigger, done=False, mechanic="deal_damage_to_target_then_all_others", card=MATCH.card,
              amount=MATCH.amount, other=MATCH.other, group=MATCH.group, spell_damage_factor=MATCH.factor,
              spell_damage_applies=MATCH.applies))
def target_first_then_every_other_character_in_play_order(self, action, card, controller, source_kind, targets,
                                                          amount, other, group, factor, applies):
    """{card} creates the event for {target} ({amount}) first, then one of {other} for each of {others} in play order, before any resolves.

    Source: Man the Cannons, 'Deal 3 damage to a minion and 1 damage to all other minions.'; Hearthstone wiki,
    Damage Events: 'All other damaging effects that affect "multiple targets" first create all Damage Events in a
    given order, then resolve all Damage Events in the same order'; Fireplace: 'play = Hit(TARGET, 3),
    Hit(ALL_MINIONS - TARGET, 1)'.
    """
    others = [e["id"] for e in members(self, group, controller, exclude=targets)]
    self.explain(target=targets[0], others=", ".join(others) or "nobody")
    create_in_order(self, [(targets[0], amount)] + [(t, other) for t in others], card, controller, source_kind,
                    factor, applies, source=action["source"])
    self.modify(action, spent=True)
