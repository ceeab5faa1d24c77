"""One chosen target hit again and again: each hit a Damage Event of its own, resolved before the next.

Source: Moonbeam, 'Deal 1 damage to an enemy, twice.'; Fireplace, Moonbeam: ``play = Hit(TARGET, 1) * 2`` (one hit
after the other, each its own event with its Spell Damage); Hearthstone wiki, Damage Events: 'most damaging effects
have as proposed damage a fixed number explicitly stated in their text'.
"""
from dealt.facts.templates import Ability, Action
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule
from dealt.kb.hearthstone.rules.missiles import _hits


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source_kind=MATCH.source_kind, targets=MATCH.targets),
      Ability(trigger=MATCH.trigger, done=False, mechanic="deal_damage_to_target_again", card=MATCH.card,
              amount=MATCH.amount, count=MATCH.count, spell_damage_factor=MATCH.factor,
              spell_damage_applies=MATCH.applies))
def chosen_target_is_hit_once_for_each_time_the_text_says(self, action, card, controller, source_kind, targets,
                                                          amount, count, factor, applies):
    """{card} hits {target}, the one chosen, {count} times, one Damage Event after the other, each resolved before the next is created.

    Source: Moonbeam, 'Deal 1 damage to an enemy, twice.'; Fireplace: 'play = Hit(TARGET, 1) * 2'.
    """
    self.explain(target=targets[0])
    _hits(self, count, card, controller, source_kind, amount, "", applies=applies, factor=factor,
          targets=(targets[0],) * count, target_whys=(", the one chosen",) * count, source=action["source"])
    self.modify(action, spent=True)
