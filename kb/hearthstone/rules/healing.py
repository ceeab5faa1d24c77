"""Healing Events, and healing turned into damage (Auchenai Soulpriest, Embrace the Shadow).

Source: Hearthstone wiki, Damage Events: "Holy Nova creates and resolves all Damage Events, then
creates and resolves all Healing Events (even if the Healing Events are turned into Damage Events by
Auchenai Soulpriest or Embrace the Shadow)"; "Damage Events created by healing effects due to
Auchenai Soulpriest or Embrace the Shadow have a proposed damage equal to the proposed healing of
the replaced Healing Event".

A Healing Event is created at step ``created``, where the replacement acts. One of an effect's
Healing Events takes its `created` rank among the action's events when it is created, and resolves
in that turn (the ``ResolutionTurn``, :mod:`.resolution_order`): only once every event created before
it, Damage or Healing, has resolved; it restores Health up to the character's maximum and passes the
turn on. A Damage Event that replaces one of them takes its place (its rank): the replacements are
created one at a time in order, then each resolves in its turn, as an area effect's Damage Events
do. Healing a trigger causes waits for its place in the TriggerQueue instead (and so does a Damage
Event that replaces it). Each replacement runs every damage step: its source is the healing card, so
a spell's replaced healing gets Spell Damage and Prophet Velen like any spell damage (Auchenai
Soulpriest's wiki page: "The modified spells will be affected by Spell Damage bonuses ... Holy Nova
will effectively become Hellfire").
"""
from dealt.facts.templates import Effect, Entity, HealingEvent, ResolutionTurn, TriggerQueue
from dealt.kb.hearthstone.named_targets import FRIENDLY_HERO, WHOSE
from dealt.kb.hearthstone.rules._common import AS, L, MATCH, NOT, TEST, Rule, new_event
from dealt.kb.hearthstone.rules._flow import its_turn, new_healing, nothing_in_flight
from dealt.kb.ruling import housekeeping
from dealt.kb.sequence import its_turn_to_resolve

VELEN = "double_spell_and_hero_power_damage"


@Rule(AS.healing << HealingEvent(step="created", controller=MATCH.controller, via=MATCH.via, queue=MATCH.place,
                                 proposed=MATCH.proposed, prev=MATCH.prev),
      NOT(HealingEvent(order=MATCH.prev, step="created")),
      Effect(mechanic="healing_becomes_damage", controller=MATCH.controller, host=MATCH.host),
      Entity(id=MATCH.host, destroyed=False))
def healing_becomes_a_damage_event_of_the_same_amount(self, healing, via, place, proposed):
    """{card} turns {healing_id} ({source_card} restoring {proposed} to {target}) into a Damage Event {event_id} proposing {proposed}.

    Source: Hearthstone wiki, Damage Events: 'Damage Events created by healing effects due to
    Auchenai Soulpriest or Embrace the Shadow have a proposed damage equal to the proposed healing
    of the replaced Healing Event'; Auchenai Soulpriest, 'Your cards and powers that restore Health
    now deal damage instead.' The Damage Event takes the Healing Event's place in the order events
    resolve in: Holy Nova 'creates and resolves all Healing Events (even if the Healing Events are
    turned into Damage Events ...)'.
    """
    waits = ({"step": "proposed", "created": healing["created"]} if via == "turn"
             else {"step": "pending", "trigger_place": place})
    event = new_event(self, source=healing["source"], source_card=healing["source_card"],
                      source_kind=healing["source_kind"], controller=healing["controller"],
                      target=healing["target"], proposed=proposed, amount=proposed, parent=healing["id"],
                      **waits)
    self.explain(healing_id=healing["id"], event_id=event["id"], target=healing["target"],
                 source_card=healing["source_card"])
    self.modify(healing, step="replaced")


@Rule(AS.healing << HealingEvent(step="created", controller=MATCH.controller, via=MATCH.via, prev=MATCH.prev),
      NOT(HealingEvent(order=MATCH.prev, step="created")),
      NOT(Effect(mechanic="healing_becomes_damage", controller=MATCH.controller)))
@housekeeping
def healing_waits_for_its_place(self, healing, via):
    """{healing} is not replaced; it waits for its place in the {via} queue."""
    self.modify(healing, step="queued" if via == "turn" else "pending")


def _restore(engine, healing, character):
    """Restore the healing (doubled per Prophet Velen for a spell or Hero Power, not a Lifesteal heal:
    :mod:`.lifesteal`) up to the maximum Health."""
    amount, velens = healing["proposed"], 0
    if healing["source_kind"] in ("spell", "hero_power") and healing["cause"] != "lifesteal":
        velens = sum(1 for e in engine.find_all(Effect, mechanic=VELEN, controller=healing["controller"])
                     if not engine.find_all(Entity, id=e["host"], destroyed=True))
        amount *= 2 ** velens
    room = 0 if character["destroyed"] else max(0, character["max_health"] - character["health"])
    restored = min(amount, room)
    if restored:
        engine.modify(character, health=character["health"] + restored,
                      damage=max(0, character["damage"] - restored))
    engine.explain(amount=amount, restored=restored, health=character["health"],
                   health_after=character["health"] + restored, max_health=character["max_health"],
                   velen=f", doubled {velens} time(s) by Prophet Velen" if velens else "",
                   target=healing["target"], source_card=healing["source_card"], healing_id=healing["id"],
                   because=(f" by its Lifesteal, for the {healing['proposed']} damage it dealt in {healing['caused_by']}"
                            if healing["cause"] == "lifesteal" else ""))
    engine.modify(healing, step="resolved", restored=restored)


@Rule(AS.healing << HealingEvent(step="queued", created=MATCH.rank, target=MATCH.target),
      *its_turn_to_resolve(),
      AS.turn << ResolutionTurn(next=MATCH.rank),
      AS.character << Entity(id=MATCH.target),
      NOT(HealingEvent(step="created")),
      NOT(HealingEvent(step="pending")))
def healing_restores_health_up_to_the_maximum(self, healing, turn, rank, character):
    """{healing_id}: {source_card} restores {amount}{velen} to {target}, up to its maximum {max_health}: Health {health} -> {health_after}.

    Source: Hearthstone wiki, Damage Events: Holy Nova 'creates and resolves all Damage Events, then
    creates and resolves all Healing Events': once every one is created (its replacement checked), each
    resolves in its turn, after every event created before it;
    healing restores Health, never above the character's maximum; Prophet Velen 'doubles the healing
    of and the damage dealt by your Hero Powers and eligible spells' (Prophet Velen's wiki page).
    """
    _restore(self, healing, character)
    self.modify(turn, next=rank + 1)


@Rule(AS.healing << HealingEvent(step="pending", queue=MATCH.place, target=MATCH.target),
      AS.queue << TriggerQueue(next=MATCH.place),
      AS.character << Entity(id=MATCH.target),
      nothing_in_flight())
def triggered_healing_restores_health_after_the_event_that_caused_it(self, healing, queue, place, character):
    """{healing_id}: {source_card} restores {amount} to {target}{because}, once the damage that triggered it resolved: Health {health} -> {health_after} (maximum {max_health}).

    Source: Hearthstone wiki, Resolving a Damage Event: triggers 'queue and resolve in play order'
    after the Damage Event has resolved; healing restores Health, never above the maximum.
    """
    self.modify(queue, next=place + 1)
    _restore(self, healing, character)


@Rule(*its_turn("restore_health", amount=MATCH.amount, to=""))
def card_creates_a_healing_event_for_its_target(self, ability, action, card, controller, targets, source_kind,
                                                amount):
    """{card} creates a Healing Event of {amount} for {target}, its chosen target.

    Source: Hearthstone wiki, Restore Health (https://hearthstone.wiki.gg/wiki/Restore_Health): restoring
    Health returns a damaged character's Health, never above its maximum; Lesser Heal, 'Restore 2
    Health.'; Damage Events: a Healing Event can be 'turned into' a Damage Event 'by Auchenai Soulpriest or
    Embrace the Shadow'.
    """
    self.explain(target=targets[0])
    new_healing(self, via="turn", source=action["source"] or card, source_card=card, source_kind=source_kind,
                controller=controller, target=targets[0], proposed=amount)
    self.modify(ability, done=True)


@Rule(*its_turn("restore_health", amount=MATCH.amount, to=MATCH.to & ~L(""), named_by=MATCH.phrase),
      Entity(kind="hero", id=MATCH.hero, controller=MATCH.owner),
      TEST(lambda to, owner, controller: to in WHOSE and (owner == controller) == (to == FRIENDLY_HERO)))
def card_creates_a_healing_event_for_the_hero_its_text_names(self, ability, action, card, controller, source_kind,
                                                             amount, to, phrase, hero):
    """{card} creates a Healing Event of {amount} for {hero}, {whose}: its text names it ('{phrase}').

    Source: Hearthstone wiki, Target: abilities that 'always affect a predetermined target' must 'specify
    what that target is'; a Healing Event restores Health up to the maximum.
    """
    self.explain(whose=WHOSE[to])
    new_healing(self, via="turn", source=action["source"] or card, source_card=card, source_kind=source_kind,
                controller=controller, target=hero, proposed=amount)
    self.modify(ability, done=True)


@Rule(*its_turn("restore_health_to_own_hero", amount=MATCH.amount),
      Entity(kind="hero", id=MATCH.hero, controller=MATCH.controller))
def card_creates_a_healing_event_for_its_own_hero(self, ability, action, card, controller, source_kind, amount, hero):
    """{card} creates a Healing Event of {amount} for {hero}, its controller's own hero ('Restore {amount} Health to your hero'), after the abilities before it.

    Source: Hearthstone wiki, Restore Health (https://hearthstone.wiki.gg/wiki/Restore_Health): 'Healing a
    character will increase their Health by the stated amount, up to but not beyond their current maximum
    Health'; Fireplace, Drain Life ('Deal 2 damage. Restore 2 Health to your hero.'): 'play = Hit(TARGET, 2),
    Heal(FRIENDLY_HERO, 2)', the healing after the damage.
    """
    new_healing(self, via="turn", source=action["source"] or card, source_card=card, source_kind=source_kind,
                controller=controller, target=hero, proposed=amount)
    self.modify(ability, done=True)
