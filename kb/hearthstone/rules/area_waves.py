"""An area effect made several times by one card: each wave created and resolved before the next is made.

Source: Hearthstone wiki, Damage Events: area effects 'first create all Damage Events (one for each affected
character, in play order), and then resolve all Damage Events ... in play order'; 'Spells and effects with two
steps ... resolve all Damage Events before ... moving to their next step'. The deaths wait for the whole card
(Advanced rulebook: 'When the outermost Phase resolves, Hearthstone will run several Steps, including processing
Deaths'), so a minion left at 0 Health by a wave is not destroyed before the next, and is no longer hit by it
(:func:`._common.members`: not eligible). Fireplace does the same: Earthquake ``Hit(ALL_MINIONS, 5),
Hit(ALL_MINIONS, 2)``, Immolation Aura ``Hit(ALL_MINIONS, 1) * 2``, no ``Deaths()`` between.
"""
from dealt.facts.templates import Ability, Action
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule, create_in_order, members
from dealt.kb.hearthstone.rules._flow import WAITS_FOR_ITS_TURN


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source_kind=MATCH.source_kind),
      AS.ability << Ability(trigger=MATCH.trigger, done=False, mechanic="deal_damage_to_all_in_waves", card=MATCH.card,
                            amount=MATCH.amount, other=MATCH.other, count=MATCH.count, group=MATCH.group,
                            spell_damage_factor=MATCH.factor, spell_damage_applies=MATCH.applies))
def each_wave_creates_its_events_in_play_order_and_the_next_waits_for_them(
        self, action, ability, card, controller, source_kind, amount, other, count, group, factor, applies):
    """{card}'s wave of {amount} creates one event for each of {affected}, in play order, before any resolves{then}.

    Source: Hearthstone wiki, Damage Events: area effects 'first create all Damage Events ... and then resolve all
    Damage Events ... in play order'; 'Spells and effects with two steps ... resolve all Damage Events before ...
    moving to their next step' (Earthquake, 'Deal 5 damage to all minions, then deal 2 damage to all minions.';
    Fireplace: 'Hit(ALL_MINIONS, 5), Hit(ALL_MINIONS, 2)').
    """
    affected = [e["id"] for e in members(self, group, controller)]
    self.explain(affected=", ".join(affected) or "nobody",
                 then=f"; the next wave ({other}) waits until they have" if count > 1 else "")
    create_in_order(self, [(t, amount) for t in affected], card, controller, source_kind, factor, applies,
                    source=action["source"])
    if count > 1:                      # the next wave takes its turn once this one has resolved (ability_order)
        self.modify(ability, amount=other, count=count - 1, trigger=WAITS_FOR_ITS_TURN)
    self.modify(action, spent=True)
