"""'After you use your Hero Power' (Dragonbane) and Inspire (Spawn of Shadows) as triggers: its host's controller
used their Hero Power.

Source: Hearthstone wiki, Advanced rulebook: using a Hero Power runs its effect, then its Inspire Phase and After
Play Phase, where triggers on the Hero Power's use queue and resolve in play order; deaths are processed after each
outermost Phase; Hearthstone wiki, Inspire (https://hearthstone.wiki.gg/wiki/Inspire): "Inspire is an ability
which activates whenever its controller uses their Hero Power". Queued once the Hero Power has resolved whole
(its later steps too) and the deaths are done; the host must still be in play; the opponent's Hero Power does
not set it off ('your').
"""
from dealt.facts.templates import Ability, Action, Done, Entity
from dealt.kb.hearthstone.rules._common import AS, L, MATCH, NOT, P, Rule
from dealt.kb.hearthstone.rules._flow import WAITS_FOR_ITS_TURN, settled
from dealt.kb.hearthstone.rules.queued_triggers import deaths_processed, queue_trigger
from dealt.kb.hearthstone.triggers import WHENS


@Rule(Action(kind="play", trigger="", spent=True, source_kind="hero_power", card=MATCH.power, controller=MATCH.controller),
      AS.ability << Ability(when=MATCH.when & (L("after_you_use_your_hero_power") | L("inspire")), host=MATCH.host,
                            trigger=MATCH.trigger),
      AS.watcher << Entity(id=MATCH.host, controller=MATCH.controller, destroyed=False, health=P(lambda h: h > 0)),
      NOT(Ability(card=MATCH.power, then=True, done=False)),
      NOT(Ability(card=MATCH.power, trigger=WAITS_FOR_ITS_TURN, done=False)),
      NOT(Done(what="queued", key=MATCH.trigger)),
      *settled(),
      *deaths_processed())
def after_you_use_your_hero_power_the_trigger_is_queued(self, ability, watcher, trigger, power, when):
    """{card}'s {trigger_words} ({host}) is queued: {controller} used {power}, and it has resolved.

    Source: Hearthstone wiki, Advanced rulebook: a Hero Power's Inspire and After Play Phases follow its
    effect; Hearthstone wiki, Inspire: 'activates whenever its controller uses their Hero Power'.
    """
    self.explain(host=watcher["id"], card=ability["card"], trigger_words=WHENS[when].says)
    self.declare(Done(what="queued", key=trigger))
    queue_trigger(self, ability, watcher, WHENS[when].phase, f"{watcher['controller']} used {power}")
