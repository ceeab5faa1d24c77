"""'After you summon a minion' as a trigger (Knife Juggler): a minion its host's controller plays, or an
effect of theirs summons.

Source: Hearthstone Science, 'Battlecries Resolve AFTER The Minion Enters Play', the Sequence of Phases
when a minion is played: 'First, the minion leaves your hand and enters play. Then the On Play Phase
resolves ... Then the Battlecry Phase resolves. Then the After Play Phase resolves', then the After
Summon Phase, where Knife Juggler acts; deaths are processed after each outermost Phase (Advanced
rulebook). A minion's trigger does not see its own summoning (it was not yet in play to watch it).
Imp-losion's Imps are summoned minions too (two_step's summon Note). A trigger limited to one minion type
("After you summon a Pirate,", :data:`..triggers.SUMMON_WHENS`) is set off only by a minion of that type
(its races; an Amalgam's ALL is every type): :func:`..triggers.summons_its_type`.
"""
from dealt.facts.templates import Ability, Action, Done, Entity, Note
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, P, TEST, Rule
from dealt.kb.hearthstone.rules._flow import WAITS_FOR_ITS_TURN, settled
from dealt.kb.hearthstone.rules.queued_triggers import deaths_processed, queue_trigger
from dealt.kb.hearthstone.triggers import SUMMON_WHENS, WHENS, summons_its_type


def _trigger():
    return (AS.ability << Ability(when=MATCH.when & P(lambda when: when in SUMMON_WHENS), host=MATCH.host,
                                  trigger=MATCH.trigger),
            AS.watcher << Entity(id=MATCH.host, controller=MATCH.controller, destroyed=False,
                                 health=P(lambda h: h > 0)))


def _queue(engine, ability, watcher, trigger, summoned):
    engine.declare(Done(what="summon_seen", key=trigger, of=summoned))
    engine.explain(host=watcher["id"], card=ability["card"], summoned=summoned, trigger_words=WHENS[ability["when"]].says)
    queue_trigger(engine, ability, watcher, WHENS[ability["when"]].phase, f"{watcher['controller']} summoned {summoned}")


@Rule(Action(kind="play", trigger="", source_kind="minion", spent=True, card=MATCH.played_card,
             controller=MATCH.controller, source=MATCH.played, races=MATCH.races),
      *_trigger(),
      TEST(lambda host, played: host != played),
      TEST(lambda when, races: summons_its_type(when, races)),
      NOT(Ability(card=MATCH.played_card, then=True, done=False)),
      NOT(Ability(card=MATCH.played_card, trigger=WAITS_FOR_ITS_TURN, done=False)),
      NOT(Done(what="summon_seen", key=MATCH.trigger, of=MATCH.played)),
      *settled(),
      *deaths_processed())
def after_you_play_a_minion_its_after_summon_trigger_is_queued(self, ability, watcher, trigger, played):
    """{card}'s {trigger_words} ({host}) is queued: {controller} played {summoned}, and its Battlecry has resolved.

    Source: Hearthstone Science, Sequence of Phases when you play a minion: 'the minion ... enters play.
    Then the On Play Phase resolves ... Then the Battlecry Phase resolves. Then the After Play Phase
    resolves', then the After Summon Phase (Knife Juggler, 'After you summon a minion, deal 1 damage to
    a random enemy.'). A trigger limited to one minion type (Ship's Cannon, 'After you summon a Pirate,')
    only for a minion of that type: type-specific effects (https://re-actor.net/hearthstone-mercenaries-minion-types/).
    """
    _queue(self, ability, watcher, trigger, played)


@Rule(Note(kind="summon", entity=MATCH.summoned),
      Entity(id=MATCH.summoned, controller=MATCH.controller, races=MATCH.races),
      *_trigger(),
      TEST(lambda when, races: summons_its_type(when, races)),
      NOT(Done(what="summon_seen", key=MATCH.trigger, of=MATCH.summoned)),
      *settled(),
      *deaths_processed())
def after_an_effect_summons_a_minion_its_after_summon_trigger_is_queued(self, ability, watcher, trigger, summoned):
    """{card}'s {trigger_words} ({host}) is queued: {controller} summoned {summoned}.

    Source: Knife Juggler, 'After you summon a minion, deal 1 damage to a random enemy.': a minion an
    effect summons (Imp-losion's Imps) is summoned too; Advanced rulebook: the After Summon Phase comes
    after the effect that summoned it resolved. A trigger limited to one minion type only for a minion of it.
    """
    _queue(self, ability, watcher, trigger, summoned)
