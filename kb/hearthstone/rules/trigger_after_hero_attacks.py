"""'After your hero attacks' as a trigger (Pufferfist; a weapon's own, Axe of the Forefathers): its controller's
hero attacked; 'After your hero attacks a minion' (Bone Breaker) only when the defender was a minion.

Source: Hearthstone wiki, Advanced rulebook: after the Combat Phase resolves (and its deaths are
processed), 'After this attacks' and 'After your hero attacks' triggers queue and resolve in order of
play. Queued once the attack and counterattack (and what they set off) have resolved and the deaths are
done; the host must still be in play: a minion alive, a weapon still equipped (Hearthstone wiki, Weapon:
'When a weapon's Durability is reduced to zero, the weapon is destroyed', and a destroyed card's trigger no
longer acts: Triggered effect, a triggered effect acts while its card is in play).
"""
from dealt.facts.templates import Ability, Action, Done, Entity
from dealt.kb.hearthstone.rules._common import AS, L, MATCH, NOT, TEST, Rule
from dealt.kb.hearthstone.rules._flow import settled
from dealt.kb.hearthstone.rules.queued_triggers import deaths_processed, queue_trigger
from dealt.kb.hearthstone.triggers import WHENS

WHEN = "after_your_hero_attacks"
#: what each kind asks of the hero's defender
DEFENDERS = {WHEN: frozenset({"minion", "hero"}), "after_your_hero_attacks_a_minion": frozenset({"minion"})}


def in_play(watcher):
    """Whether a trigger's host is still in play once the deaths are processed: a weapon not destroyed, a
    character above 0 Health."""
    return watcher["kind"] == "weapon" or watcher["health"] > 0


@Rule(Action(kind="attack", spent=True, source_kind="hero", source=MATCH.hero, controller=MATCH.controller,
             targets=MATCH.targets),
      AS.ability << Ability(when=MATCH.when & (L(WHEN) | L("after_your_hero_attacks_a_minion")), host=MATCH.host,
                            trigger=MATCH.trigger),
      AS.watcher << Entity(id=MATCH.host, controller=MATCH.controller, destroyed=False),
      TEST(lambda watcher: in_play(watcher)),
      AS.defender << Entity(id=MATCH.defender_id),
      TEST(lambda targets, defender_id: targets[:1] == (defender_id,)),
      TEST(lambda when, defender: defender["kind"] in DEFENDERS[when]),
      NOT(Done(what="queued", key=MATCH.trigger)),
      *settled(),
      *deaths_processed())
def after_your_hero_attacks_the_trigger_is_queued(self, ability, watcher, trigger, hero, when, defender):
    """{card}'s {trigger_words} ({host}) is queued: {hero} attacked {defender_id}, and the combat has resolved.

    Source: Hearthstone wiki, Advanced rulebook: 'After your hero attacks' triggers queue after the
    Combat Phase and its deaths, and resolve in order of play ('After your hero attacks a minion': its
    defender was a minion).
    """
    self.explain(host=watcher["id"], card=ability["card"], trigger_words=WHENS[when].says, defender_id=defender["id"])
    self.declare(Done(what="queued", key=trigger))
    queue_trigger(self, ability, watcher, WHENS[when].phase, f"{hero} attacked")
