"""'After this attacks' (Gorishi Tunneler), 'After this is attacked' (Wrathspike Brute), 'After a friendly Rush
minion attacks' (E.T.C., God of Metal), 'After an adjacent minion attacks' (Coconut Cannoneer) as triggers.

Source: Hearthstone wiki, Advanced rulebook: after the Combat Phase resolves (and its deaths are processed),
'After this attacks' triggers queue and resolve in order of play; Blizzard forum, 'Order of effect'
(https://us.forums.blizzard.com/en/hearthstone/t/order-of-effect-damage-vs-card-effects/9085): '"After" effects
trigger, well, after them'. Queued once the attack and counterattack (and what they set off) have resolved and
the deaths are done; the host must still be in play (a host that died in the combat does not act). Whose attack
sets each off: :data:`..triggers.AFTER_ATTACKS`; an adjacent minion is one next to the host on its side as the
attack began (Hearthstone wiki, Adjacent: 'minions directly to the left and right of a minion'), a Rush minion one
with the Rush keyword.
"""
from dealt.facts.templates import Ability, Action, Done, Entity, Keyword
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, P, TEST, Rule
from dealt.kb.hearthstone.rules._flow import settled
from dealt.kb.hearthstone.rules.queued_triggers import deaths_processed, queue_trigger
from dealt.kb.hearthstone.triggers import AFTER_ATTACKS, WHENS

RUSH = "after_a_friendly_rush_minion_attacks"
#: the kinds :func:`watches` decides
WATCHED = frozenset(name for name, _, _ in AFTER_ATTACKS) - {RUSH}


def watches(when, host, attacker, defender):
    """Whether the attack of `attacker` (its Entity) on `defender` (its id) sets off the trigger `when` of `host`
    (its Entity); a Rush minion's attack is :func:`a_friendly_rush_minions_attack_queues_the_trigger`'s."""
    friendly_minion = attacker["kind"] == "minion" and attacker["controller"] == host["controller"]
    return {"after_this_attacks": attacker["id"] == host["id"],
            "after_this_is_attacked": defender == host["id"],
            "after_an_adjacent_minion_attacks": friendly_minion and abs(attacker["position"] - host["position"]) == 1,
            }.get(when, False)


def _attack_and_trigger(when):
    """Patterns: a resolved attack (``MATCH.attacker_id``, ``MATCH.targets``), once its combat and deaths are done,
    and a `when` ability (``AS.ability``) whose host (``AS.watcher``) is still in play and not yet queued."""
    return (Action(kind="attack", spent=True, source=MATCH.attacker_id, targets=MATCH.targets),
            AS.ability << Ability(when=when, host=MATCH.host, trigger=MATCH.trigger),
            AS.watcher << Entity(id=MATCH.host, destroyed=False, health=P(lambda h: h > 0)),
            AS.attacker << Entity(id=MATCH.attacker_id),
            NOT(Done(what="queued", key=MATCH.trigger)),
            *settled(),
            *deaths_processed())


def _queue(engine, ability, watcher, attacker, trigger, targets, when):
    engine.explain(host=watcher["id"], card=ability["card"], trigger_words=WHENS[when].says, defender=targets[0])
    engine.declare(Done(what="queued", key=trigger))
    queue_trigger(engine, ability, watcher, WHENS[when].phase, f"{attacker['id']} attacked {targets[0]}")


@Rule(*_attack_and_trigger(MATCH.when & P(lambda when: when in WATCHED)),
      TEST(lambda when, watcher, attacker, targets: watches(when, watcher, attacker, targets[0])))
def after_an_attack_the_trigger_is_queued(self, ability, watcher, attacker, trigger, targets, when):
    """{card}'s {trigger_words} ({host}) is queued: {attacker_id} attacked {defender}, and the combat has resolved.

    Source: Hearthstone wiki, Advanced rulebook: 'After this attacks' triggers queue after the Combat Phase
    and its deaths, and resolve in order of play ('After this is attacked': its host was the defender; 'After an
    adjacent minion attacks': a minion next to it, Hearthstone wiki, Adjacent).
    """
    _queue(self, ability, watcher, attacker, trigger, targets, when)


@Rule(*_attack_and_trigger(MATCH.when & RUSH),
      Keyword(entity=MATCH.attacker_id, name="rush"),
      TEST(lambda watcher, attacker: attacker["kind"] == "minion" and attacker["controller"] == watcher["controller"]
           and attacker["id"] != watcher["id"]))
def a_friendly_rush_minions_attack_queues_the_trigger(self, ability, watcher, attacker, trigger, targets, when):
    """{card}'s {trigger_words} ({host}) is queued: {attacker_id}, a friendly minion with Rush, attacked {defender}, and the combat has resolved.

    Source: Hearthstone wiki, Advanced rulebook: 'After this attacks' triggers queue after the Combat Phase
    and its deaths; E.T.C., God of Metal: 'After a friendly Rush minion attacks, deal 2 damage to the enemy hero.'
    """
    _queue(self, ability, watcher, attacker, trigger, targets, when)

