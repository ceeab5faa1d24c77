"""A later step that asks about the card's target: "If it dies, gain 5 Armor.", "If it survives, draw 2 cards."

Source: Hearthstone wiki, Damage Events: "Spells and effects with two steps (such as Mortal Coil and Slam) resolve
all Damage Events before querying the target's condition or moving to their next step". The gated ability (an
``Ability`` whose ``trigger`` is :data:`._flow.ASKS_ITS_TARGET` and whose ``condition`` is the query) waits until
the ability before it is done and everything the action created has resolved (the triggers its damage set off
too), then the card queries its chosen target: a character at 0 Health or less, or destroyed, has died, though it
is removed only with the deaths (as Mortal Coil's query, :mod:`.two_step`). Held, the ability takes its turn (its
own rule acts); not held, it does nothing.
"""
from dealt.facts.templates import Ability, Action, DamageEvent, Entity, Player
from dealt.kb.hearthstone.rules._common import AS, L, MATCH, NOT, P, Rule
from dealt.kb.hearthstone.rules.drawing import draw_one, fatigue_instead
from dealt.kb.hearthstone.rules._flow import ASKS_ITS_TARGET, WAITS_FOR_ITS_TURN, is_dying, settled
from dealt.kb.hearthstone.triggers import IN_PHASE

#: how a ruling says what the query asks
ASKED = {"target_died": "it died", "target_survived": "it survived"}


def _query(engine, targets, condition):
    """(the target's id, what it is now, whether the query holds)."""
    target = engine.find_all(Entity, id=targets[0])[0]
    died = is_dying(target)
    state = f"Health {target['health']}, " + ("it died" if died else "it survived")
    return target["id"], state, died == (condition == "target_died")


def _its_query():
    return (AS.ability << Ability(card=MATCH.card, then=False, done=False, trigger=ASKS_ITS_TARGET,
                                  condition=MATCH.condition, after=MATCH.after, mechanic=MATCH.mechanic),
            Action(kind="play", card=MATCH.card, trigger="", targets=MATCH.targets),
            NOT(Ability(card=MATCH.card, then=False, stage=MATCH.after, done=False)),
            NOT(Action(kind="fatigue", spent=False)),
            NOT(Action(kind="trigger", phase=IN_PHASE)),
            NOT(Action(kind="play", spent=False, trigger=~L(""))),
            *settled())


@Rule(*_its_query())
def card_queries_its_target_before_its_next_step(self, ability, card, condition, targets, mechanic):
    """{card} queries {target} after its damage resolved: {state}; the step '{asked}' {outcome}.

    Source: Hearthstone wiki, Damage Events: 'Spells and effects with two steps (such as Mortal Coil and Slam)
    resolve all Damage Events before querying the target's condition or moving to their next step'; a character
    at 0 Health has died, though it is destroyed only with the deaths.
    """
    target, state, holds = _query(self, targets, condition)
    self.explain(target=target, state=state, asked=ASKED[condition],
                 outcome=(f"holds, so its ability ({mechanic.replace('_', ' ')}) acts" if holds
                          else f"does not hold, so its ability ({mechanic.replace('_', ' ')}) does nothing"))
    if holds:
        self.modify(ability, trigger="")
    else:
        self.modify(ability, done=True)


def _counting(mechanic, **fields):
    """Patterns: the card's later step `mechanic` that counts what its damage killed, once every ability is done
    and the action settled (``AS.ability``, ``MATCH.card``, ``MATCH.controller``)."""
    return (AS.ability << Ability(mechanic=mechanic, then=True, done=False, card=MATCH.card, after=MATCH.after,
                                  **fields),
            Action(kind="play", spent=True, card=MATCH.card, controller=MATCH.controller),
            NOT(Ability(card=MATCH.card, then=True, stage=MATCH.after, done=False)),
            NOT(Ability(card=MATCH.card, then=False, trigger=WAITS_FOR_ITS_TURN, done=False)),
            NOT(Ability(card=MATCH.card, then=False, trigger=ASKS_ITS_TARGET, done=False)),
            *settled())


def _killed(engine, card, kind=None):
    """The characters (minions, for `kind` minion) the card's own Damage Events damaged that have died, in order."""
    targets = dict.fromkeys(e["target"] for e in engine.find_all(DamageEvent, source_card=card, parent=""))
    found = [engine.find_all(Entity, id=t)[0] for t in targets]
    return [e["id"] for e in found if is_dying(e) and (kind is None or e["kind"] == kind)]


@Rule(*_counting("then_draw_for_each_that_died", condition=""))
def card_draws_a_card_for_each_character_its_damage_killed(self, ability, card, controller):
    """{card} counts, once all its Damage Events resolved, the characters they damaged that died: {dead}; {controller} draws {count} card(s).

    Source: Hearthstone wiki, Damage Events: 'Spells and effects with two steps ... resolve all Damage Events
    before querying the target's condition or moving to their next step'; a character at 0 Health has died,
    though it is destroyed only with the deaths (Broxigar's Last Stand, 'Deal 1 damage to all minions. Draw a
    card for each that died.'). The count is how many cards it draws, one at a time (the two rules below).
    """
    dead = _killed(self, card)
    self.explain(dead=", ".join(dead) or "none", count=len(dead))
    self.modify(ability, amount=len(dead), condition="counted", done=not dead)


def _counted_draw(*patterns):
    """Patterns: a counted draw of that later step, its `drawn`+1-th, once the Fatigue of the one before it resolved."""
    return (*_counting("then_draw_for_each_that_died", condition="counted", amount=MATCH.amount, count=MATCH.drawn),
            NOT(Action(kind="fatigue", spent=False)), *patterns)


@Rule(*_counted_draw(AS.player << Player(name=MATCH.controller, deck=P(lambda deck: deck != 0), cards_drawn=MATCH.total)))
def player_draws_a_card_the_count_gave(self, ability, card, player, controller, amount, drawn, total):
    """{card}: {controller} draws a card ({nth} of {amount}){left}.

    Source: Broxigar's Last Stand, 'Draw a card for each that died.'; each draw one at a time (:mod:`.drawing`).
    """
    draw_one(self, ability, player, controller, amount, drawn, total)


@Rule(*_counted_draw(Player(name=MATCH.controller, deck=0)))
def a_counted_draw_from_an_empty_deck_is_fatigue(self, ability, card, controller, amount, drawn):
    """{card}: {controller}'s deck is empty, so drawing a card ({nth} of {amount}) is Fatigue instead.

    Source: Hearthstone wiki, Fatigue (https://hearthstone.wiki.gg/wiki/Fatigue): 'Fatigue takes effect each time
    a card is attempted to be drawn' from an empty deck.
    """
    fatigue_instead(self, ability, card, controller, amount, drawn)


@Rule(*_counting("then_summon_for_each_that_died", minion=MATCH.minion))
def card_summons_a_minion_for_each_minion_its_damage_killed(self, ability, card, controller, minion):
    """{card} counts, once all its Damage Events resolved, the minions they damaged that died: {dead}; {controller} summons {summoned}.

    Source: Hearthstone wiki, Damage Events: 'Spells and effects with two steps ... resolve all Damage Events
    before querying the target's condition or moving to their next step' (Cycle of Hatred, 'Deal 3 damage to all
    minions. Summon a 3/3 Spirit for every minion killed.'); a minion at 0 Health has died, though it is destroyed
    (and leaves its place) only with the deaths; Board space: 'If a minion would be summoned but the board is
    full, nothing happens.'
    """
    from dealt.kb.hearthstone.carddb import card_index
    from dealt.kb.hearthstone.rules._summoning import BOARD_LIMIT, room_on_side, summon
    dead = _killed(self, card, kind="minion")
    record = card_index().lookup(minion)
    room = room_on_side(self, controller)
    summoned = summon(self, controller, record, len(dead))
    said = f"{len(summoned)} {record.name}: {', '.join(summoned)}" if summoned else "nothing"
    if len(dead) > room:
        said += f" ({room} of {len(dead)} fit: a side holds at most {BOARD_LIMIT} minions)"
    self.explain(dead=", ".join(dead) or "none", summoned=said)
    self.modify(ability, done=True)


@Rule(AS.ability << Ability(mechanic="then_restore_health_to_the_enemy_hero_if", then=True, done=False,
                            card=MATCH.card, after=MATCH.after, condition=MATCH.condition, amount=MATCH.amount),
      AS.action << Action(kind="play", spent=True, card=MATCH.card, controller=MATCH.controller,
                          targets=MATCH.targets),
      NOT(Ability(card=MATCH.card, then=True, stage=MATCH.after, done=False)),
      NOT(Ability(card=MATCH.card, then=False, trigger=WAITS_FOR_ITS_TURN, done=False)),
      *settled())
def card_queries_its_target_then_heals_the_enemy_hero(self, ability, action, card, controller, targets, condition,
                                                       amount):
    """{card} queries {target} after its damage resolved: {state}; the step '{asked}' {outcome}.

    Source: Hearthstone wiki, Damage Events: 'Spells and effects with two steps (such as Mortal Coil and Slam)
    resolve all Damage Events before querying the target's condition or moving to their next step'; Restore
    Health: 'Healing a character will increase their Health by the stated amount, up to but not beyond their
    current maximum Health' (Purifying Breath, 'Deal 5 damage to a minion. If it dies, restore 5 Health to the
    enemy hero.').
    """
    from dealt.kb.hearthstone.rules._flow import enemy_hero_of, new_healing
    target, state, holds = _query(self, targets, condition)
    enemy = enemy_hero_of(self, controller)
    if holds and enemy is not None:
        new_healing(self, via="turn", source=card, source_card=card, source_kind=action["source_kind"],
                    controller=controller, target=enemy["id"], proposed=amount)
    self.explain(target=target, state=state, asked=ASKED[condition],
                 outcome=(f"holds, so a Healing Event of {amount} is created on {enemy['id'] if enemy else 'no hero'}"
                          if holds else "does not hold, so nobody is healed"))
    self.modify(ability, done=True)
