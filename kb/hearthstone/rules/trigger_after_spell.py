"""'After you cast a spell' and Spellburst as triggers (Flamewaker): a spell its host's controller cast.

Source: Hearthstone wiki, Advanced rulebook: playing a spell runs its On Play Phase, then its Spell Text
Phase, then its After Play Phase, where 'After you cast a spell' triggers queue (Flamewaker, 'After
you cast a spell, deal 2 damage randomly split among all enemies.'); deaths are processed after each
outermost Phase, so a minion the spell killed does not trigger. Hearthstone wiki, Spellburst:
'Spellburst is an ability that triggers once after the player casts a spell, then is removed.'
The trigger is queued once the spell has resolved whole (its later steps too) and the deaths are done. 'After
you cast a Fire spell' (Sunfury Champion) only for a spell of that school (the card database's SPELL_SCHOOL;
Hearthstone wiki, Spell school: cards 'may refer to spell schools, affecting only spells of a certain school').
"""
from dealt.facts.templates import Ability, Action, Done, Entity
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, P, TEST, Rule
from dealt.kb.hearthstone.rules._flow import WAITS_FOR_ITS_TURN, settled
from dealt.kb.hearthstone.rules.queued_triggers import deaths_processed, queue_trigger
from dealt.kb.hearthstone.triggers import SCHOOLS, WHENS

#: 'After you cast a spell' and Spellburst: any spell; 'After you cast a Fire spell': a spell of that school
ANY_SPELL = frozenset({"after_you_cast_a_spell", "spellburst"})
CAST_WHENS = ANY_SPELL | {f"after_you_cast_a_{school.lower()}_spell" for _, school in SCHOOLS}


@Rule(Action(kind="play", trigger="", source_kind="spell", spent=True, card=MATCH.spell, controller=MATCH.controller,
             school=MATCH.school),
      NOT(Ability(card=MATCH.spell, then=True, done=False)),
      NOT(Ability(card=MATCH.spell, trigger=WAITS_FOR_ITS_TURN, done=False)),   # an ability of it waits its turn
      AS.ability << Ability(when=MATCH.when & P(lambda when: when in CAST_WHENS), host=MATCH.host,
                            trigger=MATCH.trigger),
      TEST(lambda when, school: when in ANY_SPELL or when == f"after_you_cast_a_{school}_spell"),
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
