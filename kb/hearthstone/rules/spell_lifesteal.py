"""'Your spells have Lifesteal.' (Hallazeal the Ascended): each spell its controller casts has Lifesteal.

Source: Hallazeal the Ascended, 'Your spells have Lifesteal.'; the game's GLOBAL_KEYWORD_LIFESTEAL_TEXT 'Damage dealt
also heals your hero'; Hearthstone wiki, Lifesteal: 'Whenever a Lifesteal card or Hero Power deals damage, it will
restore the exact same amount of Health to its controlling hero too' (:mod:`.lifesteal`). The spell has it as it is
cast (stated before anything reads it, at DERIVE), while its host is in play (a Silenced one has no text).
"""
from dealt.facts.templates import Action, Effect, Entity, Keyword
from dealt.inference.salience import DERIVE
from dealt.kb.hearthstone.rules._common import MATCH, NOT, Rule


@Rule(Effect(mechanic="spells_have_lifesteal", controller=MATCH.controller, host=MATCH.host, card=MATCH.giver),
      Entity(id=MATCH.host, destroyed=False),
      Action(kind="play", source_kind="spell", controller=MATCH.controller, card=MATCH.spell),
      NOT(Keyword(entity=MATCH.spell, name="lifesteal")),
      salience=DERIVE)
def spells_of_its_controller_have_lifesteal(self, giver, spell, controller):
    """{giver}: {controller}'s spells have Lifesteal, so {spell} has it.

    Source: Hallazeal the Ascended, 'Your spells have Lifesteal.'; Lifesteal: 'Damage dealt also heals your hero'.
    """
    self.declare(Keyword(entity=spell, name="lifesteal", granted_by=giver))
