"""Creating Damage Events from what was played or done.

Source: Hearthstone wiki, "Creating a Damage Event": "Each Damage Event has its own
source ..., its own target and a proposed damage: most damaging effects have as
proposed damage a fixed number explicitly stated in their text".
"""
from dealt.facts.templates import Ability, Action, Entity, NextStep
from dealt.kb.hearthstone.named_targets import FRIENDLY_HERO, WHOSE
from dealt.kb.hearthstone.rules._common import AS, MATCH, TEST, Rule, new_event


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source=MATCH.source, source_kind=MATCH.source_kind, targets=MATCH.targets),
      Ability(trigger=MATCH.trigger, done=False, mechanic="deal_damage", card=MATCH.card, amount=MATCH.amount, to="",
              spell_damage_factor=MATCH.factor, spell_damage_applies=MATCH.applies),
      NextStep(step="proposed", next=MATCH.first))
def card_proposes_the_damage_in_its_text(self, action, card, controller, source, source_kind, targets, amount,
                                         factor, applies, first):
    """{card} proposes {after} damage to {target}, the number in its text.

    Source: Hearthstone wiki, Creating a Damage Event: 'most damaging effects have as proposed
    damage a fixed number explicitly stated in their text'; the source is 'usually, the minion or
    the damaging effect that creates it' (a minion's Battlecry: the minion played).
    """
    for target in targets:
        new_event(self, source=source or card, source_card=card, source_kind=source_kind, controller=controller,
                  target=target, proposed=amount, amount=amount, step=first,
                  spell_damage_factor=factor, spell_damage_applies=applies)
    self.modify(action, spent=True)


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source=MATCH.source, source_kind=MATCH.source_kind),
      Ability(trigger=MATCH.trigger, done=False, mechanic="deal_damage", card=MATCH.card, amount=MATCH.amount, to=MATCH.to, named_by=MATCH.phrase,
              spell_damage_factor=MATCH.factor, spell_damage_applies=MATCH.applies),
      Entity(kind="hero", id=MATCH.hero, controller=MATCH.owner),
      TEST(lambda to, owner, controller: to in WHOSE and (owner == controller) == (to == FRIENDLY_HERO)),
      NextStep(step="proposed", next=MATCH.first))
def card_deals_its_damage_to_the_hero_its_text_names(self, action, card, controller, source, source_kind, amount,
                                                     to, phrase, factor, applies, hero, first):
    """{card} proposes {after} damage to {target}, {whose}: its text names that target ('{phrase}'), so none is chosen.

    Source: Hearthstone wiki, Target (https://hearthstone.wiki.gg/wiki/Target): 'Targets are often
    selected by players ... Other times, cards choose targets randomly, or always affect a
    predetermined target', and 'abilities that always hit the same target of course must specify what
    that target is' (Mind Blast, 'Deal 5 damage to the enemy hero.'); Creating a Damage Event: 'most
    damaging effects have as proposed damage a fixed number explicitly stated in their text'.
    """
    self.explain(whose=WHOSE[to], phrase=phrase)
    new_event(self, source=source or card, source_card=card, source_kind=source_kind, controller=controller,
              target=hero, proposed=amount, amount=amount, step=first,
              spell_damage_factor=factor, spell_damage_applies=applies)
    self.modify(action, spent=True)


@Rule(AS.action << Action(kind="deal", spent=False, source=MATCH.source, source_kind=MATCH.source_kind,
                          card=MATCH.card, controller=MATCH.controller, targets=MATCH.targets,
                          amount=MATCH.amount),
      NextStep(step="proposed", next=MATCH.first))
def instruction_proposes_its_amount(self, action, source, source_kind, card, controller, targets, amount, first):
    """{source} proposes {after} damage to {target}, as the instruction says.

    Source: Hearthstone wiki, Creating a Damage Event: the source is 'usually, the minion or the
    damaging effect that creates it'; the proposed damage is the stated number.
    """
    for target in targets:
        new_event(self, source=source, source_card=card, source_kind=source_kind, controller=controller,
                  target=target, proposed=amount, amount=amount, step=first)
    self.modify(action, spent=True)


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source=MATCH.source, source_kind="minion"),
      Ability(trigger=MATCH.trigger, done=False, mechanic="deal_damage_to_itself", card=MATCH.card, amount=MATCH.amount,
              when=""),
      Entity(id=MATCH.source, kind="minion"),
      NextStep(step="proposed", next=MATCH.first))
def battlecry_deals_its_damage_to_the_minion_played(self, action, card, controller, source, amount, first):
    """{card} proposes {after} damage to {target}, the minion played: its text names it ('this minion').

    Source: Hearthstone wiki, Battlecry: 'Battlecry is a minion ability where a particular effect activates
    when the minion is played directly from the hand' (the minion is in play as it activates: Beached
    Whale, 'Battlecry: Deal 10 damage to this minion.'); Creating a Damage Event: the source is 'usually,
    the minion or the damaging effect that creates it', the proposed damage 'a fixed number explicitly
    stated in their text'.
    """
    new_event(self, source=source, source_card=card, source_kind="minion", controller=controller,
              target=source, proposed=amount, amount=amount, step=first)
    self.modify(action, spent=True)
