"""Destroy effects: a doomed minion or weapon is destroyed with the deaths, once the damage has resolved.

Source: Hearthstone wiki, Advanced rulebook: "When the outermost Phase resolves, Hearthstone will run
several Steps, including processing Deaths". Poisonous, Shadowflame and Blade Flurry mark what they
destroy (``doomed``), and so does a card's "Destroy a minion." (Execute, Assassinate); it is removed then, as a character at 0 Health is (:mod:`.deaths`), so it
still acts until the deaths (a poisoned Acolyte of Pain still draws).
"""
from dealt.facts.templates import Entity
from dealt.inference.salience import ADVANCE
from dealt.kb.hearthstone.rules._common import AS, MATCH, TEST, Rule
from dealt.kb.hearthstone.rules._flow import its_turn, settled


@Rule(AS.doomed << Entity(id=MATCH.entity, doomed=True, destroyed=False),
      *settled(),
      salience=ADVANCE)
def doomed_card_is_destroyed_with_the_deaths(self, doomed):
    """{entity} was marked for destruction, so it is destroyed now that the damage has resolved.

    Source: Hearthstone wiki, Advanced rulebook: 'When the outermost Phase resolves, Hearthstone will
    run several Steps, including processing Deaths'; Poisonous, 'Destroy any minion damaged by this.'
    """
    self.modify(doomed, destroyed=True)



@Rule(*its_turn("destroy_target"),
      AS.minion << Entity(kind="minion", id=MATCH.target_id, doomed=False, destroyed=False),
      TEST(lambda target_id, targets: target_id == targets[0]))
def card_marks_its_target_to_be_destroyed(self, ability, card, minion, target_id):
    """{card} destroys {target_id}: no damage is dealt; it is marked, and destroyed with the deaths.

    Source: Hearthstone wiki, Destroy (https://hearthstone.wiki.gg/wiki/Destroy): 'Destroy effects are effects
    which directly destroy a minion ... removing it from play regardless of its stats and enchantments, and
    without dealing damage to it'; Advanced rulebook: deaths are processed when the outermost Phase resolves.
    """
    self.modify(minion, doomed=True)
    self.modify(ability, done=True)


@Rule(*its_turn("destroy_target"),
      Entity(kind="minion", id=MATCH.target_id, doomed=True),
      TEST(lambda target_id, targets: target_id == targets[0]))
def a_minion_already_marked_is_not_destroyed_twice(self, ability, card, target_id):
    """{card}: {target_id} is already marked to be destroyed; it is destroyed once, with the deaths.

    Source: Hearthstone wiki, Destroy: a destroyed card is removed from play, once.
    """
    self.modify(ability, done=True)
