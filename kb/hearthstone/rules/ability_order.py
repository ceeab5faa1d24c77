"""The order a card's abilities act in: the card file's order, each once the one before it is done.

Source: Hearthstone wiki, Damage Events: "Spells and effects with two steps (such as Mortal Coil and Slam)
resolve all Damage Events before querying the target's condition or moving to their next step". A card
whose text has several abilities (Shapeshift "+1 Attack this turn. +1 Armor."; Life Tap "Draw a card and
take 2 damage.") does them one after the other, in its text's order; Fireplace does the same
(fireplace/cards/classic/heroes.py: Shapeshift ``[Buff(FRIENDLY_HERO, ...), GainArmor(FRIENDLY_HERO, 1)]``,
Life Tap ``[Hit(FRIENDLY_HERO, 2), Draw(CONTROLLER, 1)]``).

Every damage ability listed after another (an ability of :data:`._flow.IN_TURN` or a damage ability: "Deal 2
damage to all enemies. Deal 2 damage to a random enemy minion.") waits with :data:`._flow.WAITS_FOR_ITS_TURN`
until its turn comes. The abilities of :data:`._flow.IN_TURN` wait for their turn (:func:`._flow.its_turn`)
and mark themselves done; a damage ability creates its events at once and spends its action, and is done then
(on a card with another ability: alone, a damage ability needs no turn); a damage ability after it takes the
action up again once all that created has resolved, the triggers it set off too. The action is spent once
every ability is done, and its later steps (role ``then``) follow. A triggered ability (``when``:
"Deathrattle: Draw a card.") is the one ability of its own queued action, matched by their ``trigger``. An
ability gated by its card's query of the target (:data:`._flow.ASKS_ITS_TARGET`, :mod:`.target_query`) lets the
damage ability before it be done too: it takes its turn once the query held.
"""
from dealt.facts.templates import Ability, Action
from dealt.kb.hearthstone.rules._common import AS, L, MATCH, NOT, P, TEST, Rule
from dealt.kb.hearthstone.rules._flow import ASKS_ITS_TARGET, IN_TURN, WAITS_FOR_ITS_TURN, settled
from dealt.kb.hearthstone.triggers import IN_PHASE
from dealt.kb.ruling import housekeeping


@Rule(Action(kind="play", spent=True, card=MATCH.card, trigger=MATCH.trigger),
      AS.ability << Ability(card=MATCH.card, trigger=MATCH.trigger, then=False, done=False, stage=MATCH.stage,
                            mechanic=P(lambda m: m not in IN_TURN)),
      Ability(card=MATCH.card, then=False, stage=MATCH.other_stage, trigger=MATCH.other),
      TEST(lambda stage, other_stage, other, trigger: other_stage != stage
           and other in (trigger, WAITS_FOR_ITS_TURN, ASKS_ITS_TARGET)))
@housekeeping
def damage_ability_is_done_once_its_action_is_spent(self, ability):
    """{card}'s damage ability has created its events: the next ability's turn can come."""
    self.modify(ability, done=True)


@Rule(AS.ability << Ability(card=MATCH.card, then=False, done=False, trigger=WAITS_FOR_ITS_TURN, after=MATCH.after),
      AS.action << Action(kind="play", card=MATCH.card, trigger=""),
      NOT(Ability(card=MATCH.card, then=False, stage=MATCH.after, done=False)),
      NOT(Action(kind="fatigue", spent=False)),
      NOT(Action(kind="trigger", phase=IN_PHASE)),
      NOT(Action(kind="play", spent=False, trigger=~L(""))),
      *settled())
def damage_ability_after_another_takes_its_turn(self, ability, action, card):
    """{card}'s damage ability ({mechanic}) takes its turn: the ability before it is done and all it created has resolved.

    Source: Hearthstone wiki, Damage Events: 'Spells and effects with two steps ... resolve all Damage Events
    before ... moving to their next step'; a card's abilities act in its text's order (Fortify, 'Gain 3 Armor.
    Deal damage equal to your Armor to an enemy minion.': the Armor is gained first, and counted). After a damage
    ability, the triggers its Damage Events set off (Frothing Berserker's) resolve first, and the action is taken
    up again (Advanced rulebook: deaths wait for the outermost Phase, the whole card, to resolve).
    """
    self.explain(mechanic=ability["mechanic"].replace("_", " "))
    self.modify(ability, trigger="")
    if action["spent"]:
        self.modify(action, spent=False)


@Rule(AS.action << Action(kind="play", spent=False, card=MATCH.card, trigger=MATCH.trigger),
      Ability(card=MATCH.card, trigger=MATCH.trigger, then=False, stage=1),
      NOT(Ability(card=MATCH.card, trigger=MATCH.trigger, then=False, done=False)),
      NOT(Ability(card=MATCH.card, trigger=WAITS_FOR_ITS_TURN, then=False, done=False)))
@housekeeping
def action_is_spent_once_every_ability_is_done(self, action):
    """{card}'s abilities are all done: the action is spent."""
    self.modify(action, spent=True)
