"""Conditions a card's text puts on its ability, checked as it is played: Combo, "If you're holding a X",
"If you control a Secret".

A conditioned ability waits (its ``trigger`` is the card's gate, :func:`..board.condition_gate`) until its
condition is checked from the scenario's facts: the cards its controller played before it this turn
(``players: {A: {cards_played_this_turn: N}}``), the cards in their hand or played last turn (``players: {A:
{hand: [...], played_last_turn: [...]}}``, one ``KnownCard`` fact per card and trait; the card being played
has left the hand; a card that fits is stated first, as a ``Fits`` fact) and their Secrets, weapon and other
minions on the board. Held, the ability acts (or, for "... instead", acts with its
other amount, or "N more"); not held, an "only if" ability does nothing and the action is spent. A condition
on a later sentence ("Deal 5 damage to a minion. If you're holding a Dragon, gain 5 Armor.", its Condition's
``stage``) gates that ability alone; one on a Deathrattle (its Condition's ``trigger``) is checked when it
triggers, and not held, the queued Deathrattle is dropped.

Sources: Hearthstone wiki, Combo (https://hearthstone.gamepedia.com/Combo): "Combo is an ability where the
stated effect occurs if the card is not the first one played from the hand during the turn"; Hearthstone wiki,
Dragon (http://hearthstone.gamepedia.com/Dragon_cards): "Most Dragon synergies involve Battlecries which
activate if the controlling player is holding a Dragon card in their hand", and the card played does not
count (Hand, https://hearthstone.wiki.gg/wiki/Hand: "Playing a card removes it from the player's hand");
Hearthstone wiki, Secret (https://hearthstone.wiki.gg/wiki/Secret): "When a Secret is played, a Secret
icon appears in the hero zone on the caster's portrait" (it is the caster's, on the board, until it acts).
"""
from dealt.facts.templates import Ability, Action, Condition, Fits, KnownCard, Player
from dealt.inference.salience import DERIVE
from dealt.kb.hearthstone.rules._common import AS, L, MATCH, NOT, TEST, Rule
from dealt.kb.ruling import housekeeping


def _gate(card):
    from dealt.kb.hearthstone.board import condition_gate
    return condition_gate(card)


def _played_now(kind, **fields):
    """Patterns: the unchecked condition `kind` of the card its controller is playing (``AS.cond``)."""
    return (AS.cond << Condition(card=MATCH.card, kind=kind, checked=False, **fields),
            Action(kind="play", trigger="", spent=False, card=MATCH.card, controller=MATCH.controller))


@Rule(*_played_now("combo"),
      Player(name=MATCH.controller, cards_played=MATCH.played),
      TEST(lambda played: played >= 1))
def combo_is_active(self, cond, card, controller, played):
    """Combo is active: {controller} played {played} card{s} before {card} this turn.

    Source: Hearthstone wiki, Combo (https://hearthstone.gamepedia.com/Combo): 'Combo is an ability where the
    stated effect occurs if the card is not the first one played from the hand during the turn'.
    """
    self.explain(s="" if played == 1 else "s")
    self.modify(cond, checked=True, held=True)


@Rule(*_played_now("combo"),
      Player(name=MATCH.controller, cards_played=0))
def combo_is_not_active(self, cond, card, controller):
    """Combo is not active: {controller} played no card before {card} this turn (the scenario's players entry: cards played this turn).

    Source: Hearthstone wiki, Combo (https://hearthstone.gamepedia.com/Combo): 'Combo is an ability where the
    stated effect occurs if the card is not the first one played from the hand during the turn'.
    """
    self.modify(cond, checked=True, held=False)


#: how a ruling says a zone's condition ("A is holding a dragon", "A played an elemental last turn")
ZONE_WORDS = {"hand": ("is holding", "is holding no"), "played_last_turn": ("played", "played no"),
              "board": ("controls", "controls no")}
ZONE_AFTER = {"hand": "", "played_last_turn": " last turn", "board": ""}
#: where the scenario says what a zone holds
ZONE_WHERE = {"hand": "the scenario's players entry: hand", "played_last_turn": "the scenario's players entry: played last turn",
              "board": "the board"}
#: what a not-held condition adds about the card played ("" for none)
ZONE_NOTE = {"hand": "; {card} itself has left the hand", "played_last_turn": "",
             "board": "; a minion played is not counted"}


def _checking():
    """Patterns: the action an unchecked zone condition (``AS.cond``) is checked for: the card being played (the
    Condition's trigger ""), or its triggered ability queued to resolve (the Condition's trigger: "Deathrattle:
    If you're holding a Dragon" is checked when it triggers)."""
    return (AS.cond << Condition(card=MATCH.card, checked=False, zone=MATCH.zone & ~L(""), what=MATCH.what,
                                 min_cost=MATCH.least, trigger=MATCH.trigger),
            Action(kind=MATCH.checked_for, trigger=MATCH.trigger, spent=False, card=MATCH.card,
                   controller=MATCH.controller),
            TEST(lambda trigger, checked_for: checked_for == ("trigger" if trigger else "play")))


@Rule(*_checking(),
      KnownCard(player=MATCH.controller, zone=MATCH.zone, trait=MATCH.what, cost=MATCH.cost, card=MATCH.known,
                position=MATCH.position),
      TEST(lambda cost, least: cost >= least),
      salience=DERIVE)
@housekeeping
def known_card_fits_the_condition(self, card, known, position):
    """{known} fits {card}'s condition."""
    self.declare(Fits(card=card, known=known, position=position))


#: a trait as card texts say it, where the card database's differs (MECHANICAL: "Mech")
TRAIT_WORDS = {"mechanical": "mech", **{school: f"{school.capitalize()} spell" for school in (
    "arcane", "fel", "fire", "frost", "holy", "nature", "shadow")}}


def _kind(what, least):
    """How a ruling names the card a condition asks for: "dragon", "spell that costs (5) or more"."""
    return TRAIT_WORDS.get(what, what) + (f" that costs ({least}) or more" if least else "")


@Rule(*_checking(), Fits(card=MATCH.card))
def player_has_the_card_its_text_asks_for(self, cond, card, controller, zone, what, least):
    """{card}'s condition holds: {controller} {did} {a} {kind}{after} ({fits}).

    Source: Hearthstone wiki, Dragon (http://hearthstone.gamepedia.com/Dragon_cards): 'Most Dragon synergies
    involve Battlecries which activate if the controlling player is holding a Dragon card in their hand'; Hand
    (https://hearthstone.wiki.gg/wiki/Hand): 'Playing a card removes it from the player's hand'; Elemental
    (https://hearthstone.gamepedia.com/Elemental): 'Elemental synergy effects typically require an Elemental
    minion to have been played on the previous turn'; on the board, Kill Command ('If you control a Beast, deal
    5 damage instead.'; a minion played is not 'another', Hearthstone Science, 'Battlecries Resolve AFTER The
    Minion Enters Play').
    """
    fits = sorted(self.find_all(Fits, card=card), key=lambda f: f["position"])
    self.explain(did=ZONE_WORDS[zone][0], a="an" if what[:1] in "aeiou" else "a", kind=_kind(what, least),
                 after=ZONE_AFTER[zone],
                 fits=", ".join(f["known"] for f in fits))
    self.modify(cond, checked=True, held=True)


@Rule(*_checking(), NOT(Fits(card=MATCH.card)))
def player_has_not_the_card_its_text_asks_for(self, cond, card, controller, zone, what, least, trigger):
    """{card}'s condition does not hold: {controller} {did_not} {kind}{after} ({where}{note}).

    Source: Hearthstone wiki, Dragon (http://hearthstone.gamepedia.com/Dragon_cards): 'Most Dragon synergies
    involve Battlecries which activate if the controlling player is holding a Dragon card in their hand'; Hand
    (https://hearthstone.wiki.gg/wiki/Hand): 'Playing a card removes it from the player's hand'; Elemental
    (https://hearthstone.gamepedia.com/Elemental): 'Elemental synergy effects typically require an Elemental
    minion to have been played on the previous turn'; on the board, Kill Command ('If you control a Beast, deal
    5 damage instead.'; a minion played is not 'another', Hearthstone Science, 'Battlecries Resolve AFTER The
    Minion Enters Play').
    """
    self.explain(did_not=ZONE_WORDS[zone][1], kind=_kind(what, least), after=ZONE_AFTER[zone],
                 where=ZONE_WHERE[zone], note="" if trigger else ZONE_NOTE[zone].format(card=card))
    self.modify(cond, checked=True, held=False)


@Rule(*_played_now("control_a_secret"),
      Player(name=MATCH.controller, secrets=MATCH.secrets),
      TEST(lambda secrets: secrets >= 1))
def controls_a_secret(self, cond, card, controller, secrets):
    """{card}'s condition holds: {controller} controls {secrets} Secret{s}.

    Source: Hearthstone wiki, Secret (https://hearthstone.wiki.gg/wiki/Secret): 'When a Secret is played, a
    Secret icon appears in the hero zone on the caster's portrait' (an active Secret: the board's entries of
    kind secret); Cloud Prince, 'Battlecry: If you control a Secret, deal 6 damage.'.
    """
    self.explain(s="" if secrets == 1 else "s")
    self.modify(cond, checked=True, held=True)


@Rule(*_played_now("control_a_secret"),
      Player(name=MATCH.controller, secrets=0))
def controls_no_secret(self, cond, card, controller):
    """{card}'s condition does not hold: {controller} controls no Secret.

    Source: Hearthstone wiki, Secret (https://hearthstone.wiki.gg/wiki/Secret): 'When a Secret is played, a
    Secret icon appears in the hero zone on the caster's portrait' (an active Secret: the board's entries of
    kind secret); Cloud Prince, 'Battlecry: If you control a Secret, deal 6 damage.'.
    """
    self.modify(cond, checked=True, held=False)


@Rule(*_played_now("weapon_equipped"),
      Player(name=MATCH.controller, weapons=MATCH.weapons),
      TEST(lambda weapons: weapons >= 1))
def has_a_weapon_equipped(self, cond, card, controller):
    """{card}'s condition holds: {controller}'s hero has a weapon equipped.

    Source: Hearthstone wiki, Weapon (https://hearthstone.wiki.gg/wiki/Weapon): 'Each hero can only equip one
    weapon at a time' (a weapon on the board is its controller's hero's, equipped); Fogsail Freebooter,
    'Battlecry: If you have a weapon equipped, deal 2 damage.'.
    """
    self.modify(cond, checked=True, held=True)


@Rule(*_played_now("weapon_equipped"),
      Player(name=MATCH.controller, weapons=0))
def has_no_weapon_equipped(self, cond, card, controller):
    """{card}'s condition does not hold: {controller}'s hero has no weapon equipped.

    Source: Hearthstone wiki, Weapon (https://hearthstone.wiki.gg/wiki/Weapon): 'Each hero can only equip one
    weapon at a time'; Fogsail Freebooter, 'Battlecry: If you have a weapon equipped, deal 2 damage.'.
    """
    self.modify(cond, checked=True, held=False)


@Rule(*_played_now("no_other_minions"),
      Player(name=MATCH.controller, other_minions=0))
def controls_no_other_minions(self, cond, card, controller):
    """{card}'s condition holds: {controller} controls no minion but {card} itself.

    Source: Hearthstone Science, 'Battlecries Resolve AFTER The Minion Enters Play': the minion played is on the
    board when its Battlecry acts, so 'If you control no other minions' leaves only it out (Cowbell Soloist).
    """
    self.modify(cond, checked=True, held=True)


@Rule(*_played_now("no_other_minions"),
      Player(name=MATCH.controller, other_minions=MATCH.others),
      TEST(lambda others: others >= 1))
def controls_other_minions(self, cond, card, controller, others):
    """{card}'s condition does not hold: {controller} controls {others} other minion{s}.

    Source: Hearthstone Science, 'Battlecries Resolve AFTER The Minion Enters Play': the minion played is on the
    board when its Battlecry acts; the other minions are the rest of its side (Cowbell Soloist).
    """
    self.explain(s="" if others == 1 else "s")
    self.modify(cond, checked=True, held=False)


@Rule(*_played_now("outcast"),
      Action(kind="play", trigger="", card=MATCH.card, outcast=True))
def outcast_is_active(self, cond, card, controller):
    """Outcast is active: {controller} played {card} from the left- or right-most place of the hand (the scenario's action: outcast).

    Source: Hearthstone wiki, Outcast (https://hearthstone.gamepedia.com/Outcast): 'Outcast is an ability where
    the stated effect occurs if the card is played from either of the outermost spots in the hand'.
    """
    self.modify(cond, checked=True, held=True)


@Rule(*_played_now("outcast"),
      Action(kind="play", trigger="", card=MATCH.card, outcast=False))
def outcast_is_not_active(self, cond, card, controller):
    """Outcast is not active: {controller} played {card} from between other cards of the hand (the scenario's action: outcast not true).

    Source: Hearthstone wiki, Outcast (https://hearthstone.gamepedia.com/Outcast): 'Outcast is an ability where
    the stated effect occurs if the card is played from either of the outermost spots in the hand'.
    """
    self.modify(cond, checked=True, held=False)


@Rule(*_played_now("quickdraw"),
      Action(kind="play", trigger="", card=MATCH.card, entered_hand_this_turn=True))
def quickdraw_is_active(self, cond, card, controller):
    """Quickdraw is active: {card} entered {controller}'s hand this turn (the scenario's action: entered hand this turn).

    Source: Blizzard Watch, 'How to use the Quickdraw keyword in Hearthstone'
    (https://blizzardwatch.com/2023/11/13/hearthstone-quickdraw-keyword-guide/): Quickdraw gives cards 'an
    extra effect if they're played on the same turn as they enter a player's hand'.
    """
    self.modify(cond, checked=True, held=True)


@Rule(*_played_now("quickdraw"),
      Action(kind="play", trigger="", card=MATCH.card, entered_hand_this_turn=False))
def quickdraw_is_not_active(self, cond, card, controller):
    """Quickdraw is not active: {card} was in {controller}'s hand before this turn (the scenario's action: entered hand this turn not true).

    Source: Blizzard Watch, 'How to use the Quickdraw keyword in Hearthstone'
    (https://blizzardwatch.com/2023/11/13/hearthstone-quickdraw-keyword-guide/): Quickdraw gives cards 'an
    extra effect if they're played on the same turn as they enter a player's hand'.
    """
    self.modify(cond, checked=True, held=False)


def _waiting(**fields):
    """Patterns: an ability of the card waiting for its condition (``AS.ability``)."""
    return (AS.ability << Ability(card=MATCH.card, trigger=MATCH.gate, **fields),
            TEST(lambda card, gate: gate == _gate(card)))


def _release(engine, card, skip=0):
    """Every ability of `card` waiting for its condition acts (in its turn), all at once and in stage order, so
    that no later one starts before an earlier one is released; the one of stage `skip` is done instead."""
    for ability in sorted(engine.find_all(Ability, card=card, trigger=_gate(card)), key=lambda a: a["stage"]):
        engine.modify(ability, trigger="", **({"done": True} if ability["stage"] == skip else {}))


@Rule(Condition(card=MATCH.card, checked=True, held=True, gated=True, trigger=""), *_waiting())
@housekeeping
def ability_acts_once_its_condition_held(self, card):
    """{card}'s abilities act: its condition held."""
    _release(self, card)


@Rule(Condition(card=MATCH.card, checked=True, held=True, gated=False, amount=MATCH.instead, more=0),
      *_waiting(amount=MATCH.amount))
def ability_deals_its_other_amount(self, ability, card, instead, amount):
    """{card} deals {instead} instead of {amount}: its condition held.

    Source: Hearthstone wiki, Combo (https://hearthstone.gamepedia.com/Combo): 'Combo is an ability where the
    stated effect occurs if the card is not the first one played from the hand during the turn' (Eviscerate:
    'Deal 2 damage. Combo: Deal 4 damage instead.'); the card's own text for the other conditions (Flames of
    the Firelord: 'Deal 4 damage to a random enemy minion. If you're holding a card that costs (8) or more,
    deal 8 instead.').
    """
    self.modify(ability, trigger="", amount=instead)


@Rule(Condition(card=MATCH.card, checked=True, held=True, gated=False, more=MATCH.more),
      TEST(lambda more: more > 0), *_waiting(amount=MATCH.amount, mechanic=~L("missiles")))
def ability_deals_more(self, ability, card, more, amount):
    """{card} deals {total} instead of {amount}: its condition held, so it deals {more} more.

    Source: the card's own text, 'deal N more' after its damage clause: the same damage, N greater (Hot Coals:
    'Deal 2 damage to all enemies. If your hero took damage this turn, deal 1 more.'): the ability's amount grows,
    and Spell Damage adds to the whole, as to an amount 'instead' (silverfish, Mortal Strike, cards/Sim_EX1_408.cs:
    'dmg = (p.ownHero.Hp <= 12) ? p.getSpellDamageDamage(6) : p.getSpellDamageDamage(4)').
    """
    self.explain(total=amount + more)
    self.modify(ability, trigger="", amount=amount + more)


@Rule(Condition(card=MATCH.card, checked=True, held=True, gated=False, more=MATCH.more),
      TEST(lambda more: more > 0), *_waiting(mechanic="missiles", split=True, count=MATCH.count))
def split_damage_deals_more(self, ability, card, more, count):
    """{card} splits {total} damage instead of {count}: its condition held, so it deals {more} more.

    Source: the card's text, 'deal N more' after damage randomly split (Bone Flurry: 'Deal 3 damage randomly split
    among enemies. If a friendly minion died this turn, deal 3 more.'); Hearthstone wiki, Damage Events: damage
    'randomly split among all characters with a given characteristic has a proposed damage of 1' for each Damage
    Event, so N more is N more missiles of 1.
    """
    self.explain(total=count + more)
    self.modify(ability, trigger="", count=count + more)


@Rule(Condition(card=MATCH.card, checked=True, held=False, gated=False), *_waiting())
@housekeeping
def ability_deals_its_text_amount(self, ability):
    """{card}'s ability acts with its text's amount: the condition for the other did not hold."""
    self.modify(ability, trigger="")


@Rule(Condition(card=MATCH.card, checked=True, held=False, gated=True, trigger="", stage=0),
      AS.action << Action(kind="play", trigger="", spent=False, card=MATCH.card))
def ability_does_nothing_when_its_condition_failed(self, action, card):
    """{card}'s ability does nothing: its condition did not hold.

    Source: Hearthstone wiki, Combo (https://hearthstone.gamepedia.com/Combo): 'the stated effect occurs if
    the card is not the first one played from the hand during the turn' (not otherwise); Hearthstone wiki,
    Dragon (http://hearthstone.gamepedia.com/Dragon_cards): 'Battlecries which activate if the controlling
    player is holding a Dragon card in their hand' (not otherwise).
    """
    self.modify(action, spent=True)


@Rule(Condition(card=MATCH.card, checked=True, held=False, gated=True, trigger=MATCH.trigger & ~L("")),
      AS.queued << Action(kind="trigger", trigger=MATCH.trigger, when=MATCH.when))
def triggered_ability_does_nothing_when_its_condition_failed(self, queued, card, when):
    """{card}'s {trigger_words} does nothing: its condition did not hold when it triggered.

    Source: Hearthstone wiki, Deathrattle (https://hearthstone.wiki.gg/wiki/Deathrattle): 'Deathrattle is an
    ability where the stated effect occurs when a minion, weapon, or location is destroyed' (its condition read
    then, not as the card was played); silverfish, Chillmaw (Sim_AT_123, 'Deathrattle: If you're holding a Dragon,
    deal 3 damage to all minions.'): onDeathrattle checks 'if(p.anyRaceCardInHand(CardDB.Race.DRAGON))' before
    'p.allMinionsGetDamage'.
    """
    from dealt.kb.hearthstone.triggers import when_words
    self.explain(trigger_words=when_words(when))
    self.modify(queued, kind="dropped")


@Rule(Condition(card=MATCH.card, checked=True, held=False, gated=True, trigger="", stage=MATCH.stage),
      TEST(lambda stage: stage > 0), *_waiting(stage=MATCH.stage, mechanic=MATCH.mechanic))
def later_ability_does_nothing_when_its_condition_failed(self, card, stage, mechanic):
    """{card}'s ability ({ability}) does nothing: its condition did not hold (its other abilities act).

    Source: the card's text puts the condition on that sentence alone (Molten Breath: 'Deal 5 damage to a minion.
    If you're holding a Dragon, gain 5 Armor.'); its other sentences are steps of their own, in the text's order
    (Hearthstone wiki, Damage Events: 'Spells and effects with two steps (such as Mortal Coil and Slam) resolve all
    Damage Events before querying the target's condition or moving to their next step').
    """
    self.explain(ability=mechanic.replace("_", " "))
    _release(self, card, skip=stage)
