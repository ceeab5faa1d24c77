"""Destroy effects: a doomed minion or weapon is destroyed with the deaths, once the damage has resolved.

Source: Hearthstone wiki, Advanced rulebook: "When the outermost Phase resolves, Hearthstone will run
several Steps, including processing Deaths". Poisonous, Shadowflame and Blade Flurry mark what they
destroy (``doomed``); it is removed then, as a character at 0 Health is (:mod:`.deaths`), so it
still acts until the deaths (a poisoned Acolyte of Pain still draws).
"""
from dealt.facts.templates import Entity
from dealt.inference.salience import ADVANCE
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule
from dealt.kb.hearthstone.rules._flow import settled


@Rule(AS.doomed << Entity(id=MATCH.entity, doomed=True, destroyed=False),
      *settled(),
      salience=ADVANCE)
def doomed_card_is_destroyed_with_the_deaths(self, doomed):
    """{entity} was marked for destruction, so it is destroyed now that the damage has resolved.

    Source: Hearthstone wiki, Advanced rulebook: 'When the outermost Phase resolves, Hearthstone will
    run several Steps, including processing Deaths'; Poisonous, 'Destroy any minion damaged by this.'
    """
    self.modify(doomed, destroyed=True)
