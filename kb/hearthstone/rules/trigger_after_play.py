"""'After you play a minion' (Risky Skipper), '... a Murloc' (Firemancer Flurgl), '... a Battlecry minion' (Rumbling
Elemental), '... a Combo card' (Wandering Seeker) as triggers: a card its host's controller plays from the hand.

Source: Hearthstone Science, 'Battlecries Resolve AFTER The Minion Enters Play' (the Sequence of Phases when a
minion is played): "First, the minion leaves your hand and enters play. Then the On Play Phase resolves ... Then
the Battlecry Phase resolves. Then the After Play Phase resolves", and the After Summon Phase (Knife Juggler)
after it; Advanced rulebook: a spell's After Play Phase follows its Spell Text Phase (where 'After you cast a
spell' triggers queue), and deaths are processed after each outermost Phase. So the trigger is queued once the
card played has resolved whole (its Battlecry, a spell's text and later steps) and the deaths are done: for a
minion before any After Summon trigger of the same play (``within`` -1 in its phase), for a spell with the 'After
you cast a spell' triggers, in play order. Only a card played sets it off, never a minion an effect summons
(Hearthstone wiki, Summon: playing a minion card is one way to summon it; an effect's summon is no play), and a
minion's trigger does not see its own play (it was not in play to watch it). The minion played is what 'it'
names ('After you play a minion, deal 1 damage to it.': :func:`played_minion_takes_the_damage_its_trigger_names`).
"""
from dealt.facts.templates import Ability, Action, Done, Entity, NextStep
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, P, TEST, Rule, new_event
from dealt.kb.hearthstone.rules._flow import WAITS_FOR_ITS_TURN, settled
from dealt.kb.hearthstone.rules.queued_triggers import deaths_processed, has_left_play, queue_trigger
from dealt.kb.hearthstone.triggers import AFTER_PLAYS, WHENS

PLAY_WHENS = frozenset(f"after_you_play_{name}" for name, _, _ in AFTER_PLAYS)


def sets_it_off(when, source_kind, races, tags):
    """Whether a card played (its kind, races and database tags) is what the 'After you play' trigger `when` watches."""
    minion = source_kind == "minion"
    return {"after_you_play_a_minion": minion,
            "after_you_play_a_murloc": minion and bool({"MURLOC", "ALL"} & set(races)),
            "after_you_play_a_battlecry_minion": minion and "BATTLECRY" in tags,
            "after_you_play_a_combo_card": source_kind in ("minion", "spell") and "COMBO" in tags}[when]


@Rule(Action(kind="play", trigger="", spent=True, card=MATCH.played_card, controller=MATCH.controller,
             source=MATCH.played, source_kind=MATCH.source_kind, races=MATCH.races, tags=MATCH.tags),
      AS.ability << Ability(when=MATCH.when & P(lambda when: when in PLAY_WHENS), host=MATCH.host, trigger=MATCH.trigger),
      AS.watcher << Entity(id=MATCH.host, controller=MATCH.controller, destroyed=False),
      TEST(lambda watcher: not has_left_play(watcher)),
      TEST(lambda host, played: host != played),
      TEST(lambda when, source_kind, races, tags: sets_it_off(when, source_kind, races, tags)),
      NOT(Ability(card=MATCH.played_card, then=True, done=False)),
      NOT(Ability(card=MATCH.played_card, trigger=WAITS_FOR_ITS_TURN, done=False)),
      NOT(Done(what="play_seen", key=MATCH.trigger, of=MATCH.played_card)),
      *settled(),
      *deaths_processed())
def after_you_play_a_card_the_trigger_is_queued(self, ability, watcher, trigger, played, played_card, when,
                                                source_kind):
    """{card}'s {trigger_words} ({host}) is queued: {controller} played {what}, and it has resolved.

    Source: Hearthstone Science, Sequence of Phases when you play a minion: 'Then the Battlecry Phase resolves.
    Then the After Play Phase resolves', before the After Summon Phase; Advanced rulebook: a spell's After Play
    Phase follows its Spell Text Phase.
    """
    minion = source_kind == "minion"
    self.explain(host=watcher["id"], card=ability["card"], trigger_words=WHENS[when].says,
                 what=played if minion else played_card)
    self.declare(Done(what="play_seen", key=trigger, of=played_card))
    queue_trigger(self, ability, watcher, WHENS[when].phase if minion else WHENS["after_you_cast_a_spell"].phase,
                  f"{watcher['controller']} played {played or played_card}", targets=(played,) if minion else (),
                  within=-1 if minion else 0)


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source=MATCH.source, source_kind=MATCH.source_kind, targets=MATCH.targets),
      Ability(trigger=MATCH.trigger, done=False, mechanic="deal_damage_to_it", card=MATCH.card, amount=MATCH.amount,
              spell_damage_applies=MATCH.applies),
      Entity(id=MATCH.target, destroyed=False),
      TEST(lambda targets, target: targets == (target,)),
      NextStep(step="proposed", next=MATCH.first))
def played_minion_takes_the_damage_its_trigger_names(self, action, card, controller, source, source_kind, target,
                                                     amount, applies, first):
    """{card} proposes {amount} damage to {target}, the minion whose play set its trigger off ('to it'): none is chosen.

    Source: Hearthstone wiki, Creating a Damage Event: 'most damaging effects have as proposed damage a fixed
    number explicitly stated in their text'; a triggered effect chooses no target (Hearthstone wiki, Target):
    'it' is the minion played (Animated Berserker, 'After you play a minion, deal 1 damage to it.').
    """
    new_event(self, source=source or card, source_card=card, source_kind=source_kind, controller=controller,
              target=target, proposed=amount, amount=amount, step=first, spell_damage_factor=1,
              spell_damage_applies=applies)
    self.modify(action, spent=True)


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, targets=MATCH.targets),
      Ability(trigger=MATCH.trigger, done=False, mechanic="deal_damage_to_it", card=MATCH.card),
      Entity(id=MATCH.target, destroyed=True),
      TEST(lambda targets, target: targets == (target,)))
def trigger_naming_a_minion_that_left_play_does_nothing(self, action, card, target):
    """{card}'s trigger does nothing: {target}, the minion it names ('it'), has left play.

    Source: Hearthstone wiki, Advanced rulebook: deaths are processed when the outermost Phase resolves, and
    a minion removed from the board can no longer be damaged (Blizzard forum, 'Order of Operations Rules':
    minions 'destroyed and removed from the board').
    """
    self.modify(action, spent=True)
