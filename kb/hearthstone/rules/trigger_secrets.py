"""Secrets read from their text that act after an opposing action: 'After a minion attacks your hero' (Flame Ward),
'After your opponent plays a minion' (Snipe: 'deal 6 damage to it', the minion played), 'After an opposing Hero
Power is used' (Dart Trap).

Source: Hearthstone wiki, Secret (https://hearthstone.wiki.gg/wiki/Secret): "Secrets can only be activated on
the opponent's turn"; "When a Secret's condition is met, it is revealed" and its effect activates: it acts once
and is used up (Eye for an Eye's rule, :mod:`.echo_damage`, destroys its Secret the same way). When each acts:
after the Combat Phase and its deaths (Advanced rulebook: 'After' attack triggers), after the minion played has
resolved (Hearthstone Science, Sequence of Phases: the After Play Phase follows the Battlecry Phase), after the
Hero Power's effect (its After Play Phase); resolved through :mod:`.queued_triggers` in play order with the other
triggers of that phase. 'When your hero is attacked' (Explosive Trap) acts before the combat damage: its rule is
:mod:`.trigger_whenever_this_attacks`'s.
"""
from dealt.facts.templates import Ability, Action, Done, Entity, Player
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, TEST, Rule
from dealt.kb.hearthstone.rules._flow import WAITS_FOR_ITS_TURN, settled
from dealt.kb.hearthstone.rules.queued_triggers import deaths_processed, queue_trigger
from dealt.kb.hearthstone.triggers import WHENS


def secret_in_play(when):
    """Patterns: a `when` Secret (``AS.ability``) in play (``AS.secret``, not yet used up) of a player
    (``MATCH.owner``) whose opponent's turn it is, not yet triggered."""
    return (AS.ability << Ability(when=when, host=MATCH.host, trigger=MATCH.trigger),
            AS.secret << Entity(id=MATCH.host, kind="secret", controller=MATCH.owner, destroyed=False),
            Player(name=MATCH.owner, active=False),
            NOT(Done(what="queued", key=MATCH.trigger)))


def reveal(engine, ability, secret, trigger, when, occasion, targets=(), within=0):
    """The Secret triggers: it is revealed and used up, and its effect is queued."""
    engine.explain(host=secret["id"], card=ability["card"], trigger_words=WHENS[when].says)
    engine.declare(Done(what="queued", key=trigger))
    engine.modify(secret, destroyed=True)
    queue_trigger(engine, ability, secret, WHENS[when].phase, occasion, targets=targets, within=within)


@Rule(Action(kind="attack", spent=True, source=MATCH.attacker, source_kind="minion", targets=MATCH.targets),
      *secret_in_play("after_a_minion_attacks_your_hero"),
      Entity(id=MATCH.hero, kind="hero", controller=MATCH.owner),
      TEST(lambda targets, hero: targets[:1] == (hero,)),
      *settled(),
      *deaths_processed())
def after_a_minion_attacks_your_hero_the_secret_triggers(self, ability, secret, trigger, attacker, hero):
    """{card}'s {trigger_words} ({host}) triggers: {attacker} attacked {hero} on its opponent's turn, and the combat has resolved; the Secret is used up.

    Source: Hearthstone wiki, Secret: 'Secrets can only be activated on the opponent's turn'; Advanced
    rulebook: 'After' attack triggers queue after the Combat Phase and its deaths.
    """
    reveal(self, ability, secret, trigger, "after_a_minion_attacks_your_hero", f"{attacker} attacked {hero}")


@Rule(Action(kind="play", trigger="", spent=True, source_kind="minion", card=MATCH.played_card, source=MATCH.played,
             controller=MATCH.opponent),
      *secret_in_play("after_your_opponent_plays_a_minion"),
      TEST(lambda opponent, owner: opponent != owner),
      NOT(Ability(card=MATCH.played_card, then=True, done=False)),
      NOT(Ability(card=MATCH.played_card, trigger=WAITS_FOR_ITS_TURN, done=False)),
      *settled(),
      *deaths_processed())
def after_your_opponent_plays_a_minion_the_secret_triggers(self, ability, secret, trigger, played, opponent):
    """{card}'s {trigger_words} ({host}) triggers: {opponent} played {played}, and it has resolved; the Secret is used up.

    Source: Hearthstone wiki, Secret: 'Secrets can only be activated on the opponent's turn'; Hearthstone
    Science, Sequence of Phases when you play a minion: 'Then the Battlecry Phase resolves. Then the After
    Play Phase resolves' (Snipe, 'After your opponent plays a minion, deal 6 damage to it.': the minion played).
    """
    reveal(self, ability, secret, trigger, "after_your_opponent_plays_a_minion", f"{opponent} played {played}",
           targets=(played,), within=-1)


@Rule(Action(kind="play", trigger="", spent=True, source_kind="hero_power", card=MATCH.power, controller=MATCH.opponent),
      *secret_in_play("after_an_opposing_hero_power_is_used"),
      TEST(lambda opponent, owner: opponent != owner),
      NOT(Ability(card=MATCH.power, then=True, done=False)),
      NOT(Ability(card=MATCH.power, trigger=WAITS_FOR_ITS_TURN, done=False)),
      *settled(),
      *deaths_processed())
def after_an_opposing_hero_power_is_used_the_secret_triggers(self, ability, secret, trigger, power, opponent):
    """{card}'s {trigger_words} ({host}) triggers: {opponent} used {power}, and it has resolved; the Secret is used up.

    Source: Hearthstone wiki, Secret: 'Secrets can only be activated on the opponent's turn'; Advanced
    rulebook: a Hero Power's After Play Phase follows its effect (Dart Trap, 'After an opposing Hero Power is
    used, deal 5 damage to a random enemy.').
    """
    reveal(self, ability, secret, trigger, "after_an_opposing_hero_power_is_used", f"{opponent} used {power}")
