"""Two-step effects: what a card does once all its Damage Events have resolved.

Source: Hearthstone wiki, Damage Events: "Spells and effects with two steps (such as Mortal Coil and
Slam) resolve all Damage Events before querying the target's condition or moving to their next
step: Holy Nova creates and resolves all Damage Events, then creates and resolves all Healing
Events ...; Blizzard creates and resolves all Damage Events, then freezes all enemy minions (even
undamaged ones); Cone of Cold creates and resolves all Damage Events, then freezes the affected
minions (even if the damage was reduced to 0 by Divine Shield); Imp-losion deals damage then queries
how much damage was dealt".

A later step is an ``Ability`` with ``then`` set, numbered in the card file's order (``stage``). It
acts once the action has settled (every Damage Event resolved, no hit or healing waiting) and the
step before it is done, and before deaths are processed: a minion at 0 Health has died for Mortal
Coil's query even though it is destroyed only afterwards.
"""
from dealt.facts.templates import Ability, Action, DamageEvent, Entity, Keyword, Player
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, P, TEST, Rule, members
from dealt.kb.hearthstone.rules._flow import WAITS_FOR_ITS_TURN, is_dying, new_healing, settled
from dealt.kb.hearthstone.rules._summoning import room_on_side, summon
from dealt.kb.hearthstone.rules.drawing import draw_one, fatigue_instead


def _next_step(mechanic, **fields):
    """Patterns: the card's later step `mechanic`, once the action settled and the step before it is done."""
    return (AS.ability << Ability(mechanic=mechanic, then=True, done=False, card=MATCH.card, after=MATCH.after,
                                  **fields),
            AS.action << Action(kind="play", spent=True, card=MATCH.card, controller=MATCH.controller,
                                targets=MATCH.targets),
            NOT(Ability(card=MATCH.card, then=True, stage=MATCH.after, done=False)),
            NOT(Ability(card=MATCH.card, then=False, trigger=WAITS_FOR_ITS_TURN, done=False)),
            *settled())


def _own_events(engine, card):
    """The Damage Events the card itself created (not those made by triggers or replacements), in order."""
    return engine.find_all(DamageEvent, source_card=card, parent="")


@Rule(*_next_step("then_freeze", group=MATCH.group))
def then_freeze_after_all_damage_resolved(self, ability, card, controller, group):
    """{card}, its Damage Events all resolved, Freezes {who}: {frozen}.

    Source: Hearthstone wiki, Damage Events: 'Blizzard creates and resolves all Damage Events, then
    freezes all enemy minions (even undamaged ones)'; 'Cone of Cold creates and resolves all Damage
    Events, then freezes the affected minions (even if the damage was reduced to 0 by Divine Shield)'.
    """
    if group == "affected":
        targets = list(dict.fromkeys(e["target"] for e in _own_events(self, card)))
        who = "the characters it affected"
    else:
        targets = [e["id"] for e in members(self, group, controller, alive_only=False)]
        who = f"all {group.replace('_', ' ')}, damaged or not"
    frozen = []
    for target in targets:
        if not self.find_all(Keyword, entity=target, name="frozen"):
            self.declare(Keyword(entity=target, name="frozen", granted_by=card))
        frozen.append(target)
    self.explain(who=who, frozen=", ".join(frozen) or "nobody")
    self.modify(ability, done=True)


@Rule(*_next_step("then_draw_if", condition=MATCH.condition, amount=MATCH.cards, count=0),
      AS.player << Player(name=MATCH.controller, cards_drawn=MATCH.drawn))
def then_query_the_target_and_draw(self, ability, action, card, controller, condition, cards, player, drawn,
                                   targets):
    """{card} queries {target} after its damage resolved: {state}, so {outcome}.

    Source: Hearthstone wiki, Damage Events: 'Spells and effects with two steps (such as Mortal Coil
    and Slam) resolve all Damage Events before querying the target's condition or moving to their
    next step'; a character at 0 Health has died, though it is destroyed only with the deaths. The draw
    is from the deck (:mod:`.drawing`): from an empty one it is Fatigue ('Fatigue takes effect each time a
    card is attempted to be drawn'), each further draw once the one before it resolved.
    """
    target = self.find_all(Entity, id=targets[0])[0]
    died = is_dying(target)
    state = (f"Health {target['health']}, it died" if died else f"Health {target['health']}, it survived")
    draws = died == (condition == "target_died")
    empty = player["deck"] == 0
    self.explain(target=target["id"], state=state,
                 outcome=(f"{controller} draws {cards} card(s)" + (f": the deck is empty, so the draw is Fatigue"
                                                                    if empty else "")) if draws else "no card is drawn")
    if not draws:
        self.modify(ability, done=True)
    elif empty:
        fatigue_instead(self, ability, card, controller, cards, 0)
    else:
        draw_one(self, ability, player, controller, cards, 0, drawn)


def _later_draw(*patterns):
    """Patterns: a draw of "draw N cards" after the query's first, once the Fatigue of the one before it resolved."""
    return (*_next_step("then_draw_if", amount=MATCH.amount, count=MATCH.drawn & P(lambda drawn: drawn > 0)),
            NOT(Action(kind="fatigue", spent=False)), *patterns)


@Rule(*_later_draw(AS.player << Player(name=MATCH.controller, deck=P(lambda deck: deck != 0), cards_drawn=MATCH.total)))
def then_its_player_draws_another_card(self, ability, card, player, controller, amount, drawn, total):
    """{card}: {controller} draws a card ({nth} of {amount}){left}.

    Source: Hearthstone wiki, Fatigue: each card drawn one at a time (:mod:`.drawing`).
    """
    draw_one(self, ability, player, controller, amount, drawn, total)


@Rule(*_later_draw(Player(name=MATCH.controller, deck=0)))
def then_another_draw_from_an_empty_deck_is_fatigue(self, ability, card, controller, amount, drawn):
    """{card}: {controller}'s deck is empty, so drawing a card ({nth} of {amount}) is Fatigue instead.

    Source: Hearthstone wiki, Fatigue: 'Fatigue takes effect each time a card is attempted to be drawn' from an
    empty deck.
    """
    fatigue_instead(self, ability, card, controller, amount, drawn)


@Rule(*_next_step("then_summon_per_damage_dealt", minion=MATCH.minion),
      AS.event << DamageEvent(source_card=MATCH.card, parent="", target=MATCH.target, stage="done"),
      TEST(lambda targets, target: tuple(targets[:1]) == (target,)))
def then_summon_one_minion_per_damage_dealt(self, ability, card, controller, targets, minion, event, target):
    """{card} queries how much damage its event {event} dealt to {target}: {dealt}{why_dealt}; {controller} summons {summoned}.

    Source: Hearthstone wiki, Damage Events: 'Imp-losion deals damage then queries how much damage was
    dealt: for example, Divine Shield sets the damage to 0, while Commanding Shout does not modify how
    much damage was considered to be dealt.' Imp-losion, 'Summon a 1/1 Imp for each damage dealt.'
    A player has at most 7 minions in play. The query reads the card's own Damage Event on its target (matched,
    so the trace links the query to the event it read).
    """
    from dealt.kb.hearthstone.carddb import card_index
    dealt = 0 if event["prevented"] else event["dealt"]
    why = ""
    if event["prevented"]:
        why = " (the event was prevented)"
    elif event["lost"] != dealt:
        why = f", though Health+Armor went down by {event['lost']}"
    record = card_index().lookup(minion)
    room = room_on_side(self, controller)
    summoned = summon(self, controller, record, dealt)
    if dealt > room:
        why += f"; only {room} fit on the board"
    self.explain(event=event["id"], dealt=dealt, why_dealt=why,
                 summoned=f"{len(summoned)} {record.name}(s): {', '.join(summoned)}" if summoned else "nothing")
    self.modify(ability, done=True)


@Rule(*_next_step("then_restore_health_to_all", amount=MATCH.amount, group=MATCH.group))
def then_create_every_healing_event_in_play_order(self, ability, card, controller, amount, group):
    """{card}, its Damage Events all resolved, creates a Healing Event of {amount} for each of {healed}, in play order, then resolves them in that order.

    Source: Hearthstone wiki, Damage Events: 'Holy Nova creates and resolves all Damage Events, then
    creates and resolves all Healing Events (even if the Healing Events are turned into Damage Events
    by Auchenai Soulpriest or Embrace the Shadow)'.
    """
    action = self.find_all(Action, card=card)[0]
    targets = [e["id"] for e in members(self, group, controller)]
    for target in targets:
        new_healing(self, via="turn", source=card, source_card=card, source_kind=action["source_kind"],
                    controller=controller, target=target, proposed=amount)
    self.explain(healed=", ".join(targets) or "nobody")
    self.modify(ability, done=True)
