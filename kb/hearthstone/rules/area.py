"""Area effects: one Damage Event per affected character.

Source: Hearthstone wiki, Damage Events: "damaging effects with an area of effect ... first create all
Damage Events (one for each affected character, in play order), and then resolve all Damage Events
(queuing and resolving triggers) in play order. Exceptions are: Swipe creates Damage Events first for
the target character and then for all other enemy characters in reverse play order ...; Lightning
Storm, Elemental Destruction and Lightbomb, although still figuring out the set of minions they will
damage before beginning to damage anything, resolve each Damage Event as soon as it is created in
play order."
"""
from dealt.facts.templates import Ability, Action, Hit
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule, create_in_order, members


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source_kind=MATCH.source_kind),
      Ability(trigger=MATCH.trigger, done=False, mechanic="deal_damage_to_all", card=MATCH.card, amount=MATCH.amount, group=MATCH.group,
              spell_damage_factor=MATCH.factor, spell_damage_applies=MATCH.applies))
def area_effect_creates_every_event_in_play_order(self, action, card, controller, source_kind, amount, group,
                                                  factor, applies):
    """{card} creates one Damage Event for each of {affected}, in play order, before any resolves.

    Source: Hearthstone wiki, Damage Events: area effects 'first create all Damage Events (one for each
    affected character, in play order), and then resolve all Damage Events ... in play order.' "All
    other" minions or characters leave out the effect's source, the minion whose Battlecry it is, in play
    as it resolves ('When you play a minion, first it enters play, and later its Battlecry resolves',
    Hearthstone Science, https://thetwittertagproject.com/hearthstone-science-battlecries-resolve-after-
    the-minion-enters-play/; Dread Infernal, 'Battlecry: Deal 1 damage to ALL other characters.'); each
    hero is both heroes, in play order; all (un)damaged minions are those below (at) their maximum Health
    as the events are created (Hearthstone wiki, Damage: 'Characters which are below their maximum Health
    are considered damaged'); all minions except Demons leave that type out (Demonwrath, 'Deal 2 damage to
    all minions except Demons.').
    """
    targets = [e["id"] for e in members(self, group, controller, source=action["source"] or card)]
    self.explain(affected=", ".join(targets) or "nobody")
    create_in_order(self, [(t, amount) for t in targets], card, controller, source_kind, factor, applies, source=action["source"])
    self.modify(action, spent=True)


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source_kind=MATCH.source_kind, targets=MATCH.targets),
      Ability(trigger=MATCH.trigger, done=False, mechanic="deal_damage_to_target_and_others", card=MATCH.card, amount=MATCH.amount,
              other=MATCH.other, group=MATCH.group, spell_damage_factor=MATCH.factor,
              spell_damage_applies=MATCH.applies))
def target_first_then_the_other_enemies_in_reverse_play_order(
        self, action, card, controller, source_kind, targets, amount, other, group, factor, applies):
    """{card} creates the event for {target} first, then for {others} (the other enemies, in reverse play order).

    Source: Hearthstone wiki, Damage Events: 'Swipe creates Damage Events first for the target character
    and then for all other enemy characters in reverse play order; Damage Events are then resolved in
    the same order.'
    """
    others = [e["id"] for e in reversed(members(self, group, controller, exclude=targets))]
    self.explain(target=targets[0], others=", ".join(others) or "nobody")
    create_in_order(self, [(t, amount) for t in targets], card, controller, source_kind, factor, applies, source=action["source"])
    create_in_order(self, [(t, other) for t in others], card, controller, source_kind, factor, applies, source=action["source"])
    self.modify(action, spent=True)


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source_kind=MATCH.source_kind),
      Ability(trigger=MATCH.trigger, done=False, mechanic="deal_damage_to_each_in_turn", card=MATCH.card, amount=MATCH.amount, group=MATCH.group,
              amount_from=MATCH.amount_from, low=MATCH.low, high=MATCH.high,
              spell_damage_factor=MATCH.factor, spell_damage_applies=MATCH.applies))
def set_of_minions_is_fixed_then_each_event_is_created_and_resolved_in_turn(
        self, action, card, controller, source_kind, amount, group, amount_from, low, high, factor, applies):
    """{card} fixes the set of minions it will damage ({affected}), then creates and resolves each event in turn, in play order.

    Source: Hearthstone wiki, Damage Events: 'Lightning Storm, Elemental Destruction and Lightbomb,
    although still figuring out the set of minions they will damage before beginning to damage
    anything, resolve each Damage Event as soon as it is created in play order.'
    """
    targets = [e["id"] for e in members(self, group, controller)]
    self.explain(affected=", ".join(targets) or "nobody")
    for place, target in enumerate(targets, 1):
        self.declare(Hit(position=place, target=target, amount=amount, amount_from=amount_from, low=low,
                         high=high, source=action["source"] or card, source_card=card, source_kind=source_kind,
                         controller=controller, spell_damage_factor=factor, spell_damage_applies=applies))
    self.modify(action, spent=True)
