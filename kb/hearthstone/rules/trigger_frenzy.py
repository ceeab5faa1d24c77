"""Frenzy as a trigger (Oasis Thrasher): the first time its host survives damage.

Source: Hearthstone wiki, Frenzy: "Frenzy is an ability that triggers the first time the minion survives
damage"; the card text's reminder: "The first time this minion survives damage". It is a character
damage trigger of its host (Resolving a Damage Event: none when the event 'did not change the
character's current Health+Armor total'), at its slot in play order; the host survives when the damage
leaves it above 0 Health and not marked to die (Poisonous, whose step comes first). It acts once: a
later survival in the same action does not set it off again. A scenario's minion is taken not to have
used its Frenzy yet (Silence it, ``keywords: [silenced]``, to model one without its text).
"""
from dealt.facts.templates import Done, Entity
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, P, Rule
from dealt.kb.hearthstone.rules.queued_triggers import changing_event_at_its_slot, queue_trigger
from dealt.kb.hearthstone.triggers import WHENS

WHEN = "frenzy"


@Rule(*changing_event_at_its_slot(WHEN, "target"),
      AS.minion << Entity(id=MATCH.host, destroyed=False, doomed=False, health=P(lambda h: h > 0)),
      NOT(Done(what="frenzy", key=MATCH.trigger)))
def first_time_this_minion_survives_damage_its_frenzy_is_queued(self, event, cursor, ability, minion, trigger):
    """{card}'s Frenzy ({host}) is queued: {host} survived damage ({event}: Health {health}) for the first time; it acts once.

    Source: Hearthstone wiki, Frenzy: 'Frenzy is an ability that triggers the first time the minion
    survives damage'; Resolving a Damage Event: character damage triggers 'queue and resolve in play order'.
    """
    self.explain(host=minion["id"], card=ability["card"], event=event["id"], health=minion["health"])
    self.declare(Done(what="frenzy", key=trigger))
    queue_trigger(self, ability, minion, WHENS[WHEN].phase, f"{minion['id']} survived damage ({event['id']})")
    self.modify(event, cursor=cursor + 1)
