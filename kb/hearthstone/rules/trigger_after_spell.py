"""'After you cast a spell' and Spellburst as triggers (Flamewaker): a spell its host's controller cast.

Source: Hearthstone wiki, Advanced rulebook: playing a spell runs its On Play Phase, then its Spell Text
Phase, then its After Play Phase, where 'After you cast a spell' triggers queue (Flamewaker, 'After
you cast a spell, deal 2 damage randomly split among all enemies.'); deaths are processed after each
outermost Phase, so a minion the spell killed does not trigger. Hearthstone wiki, Spellburst:
'Spellburst is an ability that triggers once after the player casts a spell, then is removed.'
The trigger is queued once the spell has resolved whole (its later steps too) and the deaths are done.
"""
from dealt.facts.templates import Ability, Action, Done, Entity
from dealt.kb.hearthstone.rules._common import AS, L, MATCH, NOT, P, Rule
from dealt.kb.hearthstone.rules._flow import WAITS_FOR_ITS_TURN, settled
from dealt.kb.hearthstone.rules.queued_triggers import deaths_processed, queue_trigger
from dealt.kb.hearthstone.triggers import WHENS


@Rule(Action(kind="play", trigger="", source_kind="spell", spent=True, card=MATCH.spell, controller=MATCH.controller),
      NOT(Ability(card=MATCH.spell, then=True, done=False)),
      NOT(Ability(card=MATCH.spell, trigger=WAITS_FOR_ITS_TURN, done=False)),   # an ability of it waits its turn
      AS.ability << Ability(when=MATCH.when & (L("after_you_cast_a_spell") | L("spellburst")), host=MATCH.host,
                            trigger=MATCH.trigger),
      AS.watcher << Entity(id=MATCH.host, controller=MATCH.controller, destroyed=False, health=P(lambda h: h > 0)),
      NOT(Done(what="queued", key=MATCH.trigger)),
      *settled(),
      *deaths_processed())
def after_you_cast_a_spell_the_trigger_is_queued(self, ability, watcher, trigger, spell, when):
    """{card}'s {trigger_words} ({host}) is queued: {controller} cast {spell}, and it has resolved{gone}.

    Source: Hearthstone wiki, Advanced rulebook: a spell's After Play Phase follows its Spell Text Phase,
    and 'After you cast a spell' triggers queue there; Hearthstone wiki, Spellburst: 'triggers once after
    the player casts a spell, then is removed'.
    """
    self.explain(host=watcher["id"], card=ability["card"], trigger_words=WHENS[when].says,
                 gone=" (a Spellburst: it is then removed)" if when == "spellburst" else "")
    self.declare(Done(what="queued", key=trigger))
    queue_trigger(self, ability, watcher, WHENS[when].phase, f"{watcher['controller']} cast {spell}")
