"""Queued triggered abilities: one at a time, by phase, then play order; each after the one before it settled.

Source: Hearthstone wiki, Advanced rulebook, "Sequences, Phases, Queues, Resolution": "Phases are
surrounding blocks created whenever one or more triggers/Events are raised. When the outermost Phase
resolves, Hearthstone will run several Steps, including processing Deaths and updating Auras", and
triggers raised together "queue" and resolve in order of play (Resolving a Damage Event: triggers
"queue and resolve in play order"). A trigger's condition rule (one module per ``when``,
:mod:`dealt.kb.hearthstone.triggers`) queues its ability as an ``Action`` of kind ``trigger``; the rule
here starts the first queued one once nothing of the action is left to resolve and the deaths have
been processed: the lowest phase first (Deathrattles of the minions that just died before an
end-of-turn or after-spell trigger still queued), then the host's play order. The ability's own rules
then create and resolve its events, with the host as their source. An ability that acts in its turn and
marks itself done (``draw_cards``, ``gain_armor``: :data:`._flow.IN_TURN`) acts afresh each time its trigger
is set off (Triggered effect: a trigger acts each time its condition is met; only a Spellburst or Frenzy is
used up, and their rules queue them once).
"""
from dealt.facts.templates import Ability, Action, DamageEvent, Entity, NextStep, Slot
from dealt.inference.salience import ADVANCE, IN_PHASE_TRIGGERS
from dealt.kb.hearthstone.rules._common import AS, L, MATCH, NOT, P, Rule, new_event
from dealt.kb.hearthstone.rules._flow import is_dying, settled
from dealt.kb.hearthstone.triggers import IN_PHASE, WHENS, when_words


def queue_trigger(engine, ability, host, phase, occasion, targets=(), within=0):
    """Queue `ability` (a triggered Ability fact) of `host` (its Entity), set off by `occasion` (words); `targets`:
    the characters it is about ('deal 1 damage to it'), `within`: its rank inside its phase (lower first). A
    Secret's effect is a spell's (Hearthstone wiki, Secret: 'Secrets are a type of spell'), so Spell Damage
    applies to it."""
    engine.declare(Action(kind="trigger", trigger=ability["trigger"], card=ability["card"], source=host["id"],
                          source_kind="spell" if host["kind"] == "secret" else host["kind"], controller=host["controller"], phase=phase,
                          order=host["order"], occasion=occasion, when=ability["when"], targets=tuple(targets),
                          within=within))


def changing_event_at_its_slot(when, host_is, **fields):
    """Patterns: a Damage Event that changed its target's Health+Armor (``AS.event``, its ``cursor``) at the
    step `when` watches, at the slot of a `when` ability (``AS.ability``, its ``trigger``) whose host is the
    event's `host_is` (``"target"``: damage it takes; ``"source"``: damage it deals); `fields` match more of
    the event. A prevented event, or one that changed nothing, runs no trigger (Hearthstone wiki, Damage
    Events, Resolving a Damage Event)."""
    step = WHENS[when].step
    return (AS.event << DamageEvent(step=step, cursor=MATCH.cursor, lost=P(lambda lost: lost > 0),
                                    **{host_is: MATCH.host}, **fields),
            Slot(step=step, position=MATCH.cursor, effect=MATCH.trigger),
            AS.ability << Ability(when=when, trigger=MATCH.trigger, host=MATCH.host))


def deaths_processed():
    """Patterns: no character waits to be destroyed (at 0 Health or marked to die)."""
    return (NOT(Entity(kind=L("minion") | L("hero"), destroyed=False, health=P(lambda h: h <= 0))),
            NOT(Entity(doomed=True, destroyed=False)))


def has_left_play(host):
    """Whether a trigger's host has left play (or will, at the deaths): a character dying (:func:`._flow.is_dying`),
    a weapon destroyed or marked to be (a weapon has no Health: Hearthstone wiki, Weapon, 'When a weapon's
    Durability is reduced to zero, the weapon is destroyed'); never a Secret's (Hearthstone wiki, Secret: 'When a
    Secret's condition is met, it is revealed' and its effect activates: it is used up, and its effect acts)."""
    if host["kind"] == "weapon":
        return host["destroyed"] or host["doomed"]
    if host["kind"] == "secret":        # revealed and used up as it triggers, its effect still acts
        return False
    return is_dying(host)


def _start_first(engine, phase_of, gone_if):
    """Start the first queued trigger of the phases `phase_of` admits, by phase then play order; one whose
    host `gone_if` says has left play is dropped instead."""
    first = min((a for a in engine.find_all(Action, kind="trigger") if phase_of(a["phase"])),
                key=lambda a: (a["phase"], a["within"], a["order"], a["trigger"], a["occasion"]))
    host = engine.find_all(Entity, id=first["source"])[0]
    gone = first["when"] != "deathrattle" and gone_if(host)
    engine.explain(host=host["id"], trigger=when_words(first["when"]), card=first["card"], occasion=first["occasion"],
                   outcome=(f"does not act: {host['id']} has left play" if gone else
                            "resolves now: it is the first queued trigger by phase, then play order"))
    if not gone:                # an ability acting in its turn (draw_cards) acts afresh each time it is set off
        for ability in engine.find_all(Ability, trigger=first["trigger"], done=True):
            engine.modify(ability, done=False, count=0)
    engine.modify(first, kind="dropped" if gone else "play", spent=False)


@Rule(AS.queued << Action(kind="trigger", phase=IN_PHASE),
      NOT(Action(kind="play", spent=False)),
      NOT(Ability(then=True, done=False)),
      *settled(),
      salience=IN_PHASE_TRIGGERS)
def trigger_queued_by_the_damage_resolves_before_the_deaths(self, queued):
    """{card}'s {trigger} ({host}), set off because {occasion}, {outcome}; before the deaths are processed.

    Source: Hearthstone wiki, Damage Events, Resolving a Damage Event: character damage triggers 'queue
    and resolve in play order'; Advanced rulebook: 'When the outermost Phase resolves, Hearthstone will
    run several Steps, including processing Deaths': a trigger the damage raised resolves inside that
    Phase, once the action's Damage Events (and its later steps) have resolved, and before its deaths, so
    a minion the damage left at 0 Health (mortally wounded) still acts; one already destroyed does not.
    """
    _start_first(self, lambda phase: phase == IN_PHASE, lambda host: host["destroyed"])


@Rule(AS.queued << Action(kind="trigger"),
      NOT(Action(kind="trigger", phase=IN_PHASE)),
      NOT(Action(kind="play", spent=False)),
      *settled(),
      *deaths_processed(),
      salience=ADVANCE)
def first_queued_trigger_resolves_by_phase_then_play_order(self, queued):
    """{card}'s {trigger} ({host}), set off because {occasion}, {outcome}.

    Source: Hearthstone wiki, Advanced rulebook: 'When the outermost Phase resolves, Hearthstone will
    run several Steps, including processing Deaths'; triggers queue and resolve in order of play
    (Resolving a Damage Event: 'queue and resolve in play order'). Deathrattles (Hearthstone wiki,
    Deathrattle) resolve after the deaths, before triggers queued for a later phase. A trigger whose host
    has left play (or is mortally wounded) no longer acts, except a Deathrattle (Hearthstone wiki,
    Triggered effect: a triggered effect acts while its minion is in play).
    """
    _start_first(self, lambda phase: phase != IN_PHASE, has_left_play)


@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source=MATCH.source, source_kind="minion"),
      Ability(trigger=MATCH.trigger, done=False, mechanic="deal_damage_to_itself", card=MATCH.card, amount=MATCH.amount,
              when=MATCH.when & P(bool)),
      Entity(id=MATCH.source, kind="minion"),
      NextStep(step="proposed", next=MATCH.first))
def triggered_ability_deals_its_damage_to_its_host(self, action, card, controller, source, amount, first, when):
    """{card}'s {trigger_words} proposes {amount} damage to {source}, its host: its text names it ('this minion').

    Source: Fel Orc Soulfiend, 'At the start of your turn, deal 2 damage to this minion.': a triggered effect
    chooses no target (Hearthstone wiki, Target), its text names the minion it is on; Creating a Damage Event:
    the source is 'usually, the minion or the damaging effect that creates it', the proposed damage 'a fixed
    number explicitly stated in their text'.
    """
    self.explain(trigger_words=when_words(when))
    new_event(self, source=source, source_card=card, source_kind="minion", controller=controller,
              target=source, proposed=amount, amount=amount, step=first)
    self.modify(action, spent=True)
