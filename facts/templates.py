"""Typed experta fact templates shared by every game.

Working memory holds the board (entities, keywords, effects in play), the
action being resolved, damage events with their current step, the ordered
slots at which effects act, and the players' choices. Only the fields listed
here exist; the templates are the vocabulary every rule module speaks.
"""
from dealt._compat import experta

Field = experta.Field

#: atomic values: experta's freeze() returns them unchanged, and they are hashable
ATOMIC = (str, int, bool, float, type(None))
#: what freeze() returns unchanged (a tuple too: it is Hashable to it, whatever it holds)
STORED_AS_IS = ATOMIC + (tuple,)


class Record(experta.Fact):
    """A fact whose defaults are written into it when it is declared.

    experta only supplies a Field's default when the key is read; the Rete
    network tests the keys that are present, so a defaulted field would never
    match. The engine calls :meth:`complete` on every fact it declares (not in
    the constructor: rule patterns are built from the same classes and must
    not gain the defaults as constraints).
    """

    #: fields the scenario fixes: no rule declares a fact of this template or changes these fields
    #: (the engine refuses), so a rule asking for a value no given fact has cannot fire and is left
    #: out of the network (:func:`dealt.inference.rule_selection.rules_that_can_fire`)
    given_fields = ()

    def __init__(self, *args, **kwargs):
        if args:
            super().__init__(*args, **kwargs)
            return
        for key, value in kwargs.items():       # experta's Fact.__init__, without calling freeze()
            self._store(key, value)             # where it would return the value unchanged
        self._Fact__defaults = {}

    def _store(self, key, value):
        if type(value) in STORED_AS_IS:
            dict.__setitem__(self, key, value)
        else:
            self[key] = value

    def complete(self):
        for name, field in self.__fields__.items():
            if name not in self and field.default is not Field.NODEFAULT:
                self._store(name, field.default)
        return self


class Player(Record):
    """A player: `fatigue` counts the times Fatigue has already dealt them damage; `deck` the cards left in
    their deck (-1: not given, so not empty)."""

    name = Field(str, mandatory=True)
    fatigue = Field(int, default=0)
    cards_drawn = Field(int, default=0)
    deck = Field(int, default=-1)
    active = Field(bool, default=False)
    mana = Field(int, default=0)
    #: Hearthstone: the cards this player has played this turn before the action's card (Combo)
    cards_played = Field(int, default=0)
    #: Hearthstone: the Secrets this player controls (the board's entries of kind secret), their weapons, and
    #: their minions on the board other than the one the action plays
    secrets = Field(int, default=0)
    weapons = Field(int, default=0)
    other_minions = Field(int, default=0)


class KnownCard(Record):
    """A card a Hearthstone scenario names for a player outside the board, in a `zone`: ``hand`` (``players: {A:
    {hand: [...]}}``) or ``played_last_turn`` (``players: {A: {played_last_turn: [...]}}``), with one thing it
    is (`trait`: its type, a race or its spell school, lower case: "minion", "dragon", "spell", "fire"; one
    fact per trait), its `cost` and its `position` in the list."""

    player = Field(str, mandatory=True)
    zone = Field(str, mandatory=True)
    card = Field(str, mandatory=True)
    trait = Field(str, mandatory=True)
    cost = Field(int, default=0)
    position = Field(int, default=0)


class Fits(Record):
    """A known card (`known`, of `zone`) that meets the condition of the card being played (`card`)."""

    card = Field(str, mandatory=True)
    known = Field(str, mandatory=True)
    position = Field(int, default=0)


class Condition(Record):
    """A condition a card's text puts on its ability ("Combo:", "If you're holding a Dragon,"): `kind` and
    `what` (a trait: "dragon"), checked once as the card is played; `held` says whether it held."""

    card = Field(str, mandatory=True)
    kind = Field(str, mandatory=True)
    what = Field(str, default="")
    #: for a condition on a card the player holds or played (`zone` of a KnownCard): the least Cost it must have
    zone = Field(str, default="")
    min_cost = Field(int, default=0)
    #: True: the ability acts only if it held ("Combo: Deal 3 damage."); False: it changes the ability's
    #: `amount` if it held ("Deal 2 damage. Combo: Deal 4 damage instead.")
    gated = Field(bool, default=True)
    amount = Field(int, default=0)
    #: for a condition on a quantity (kind ``count``, `what` its name, :mod:`dealt.kb.hearthstone.quantities`): it
    #: must be `compare` ("at_least", "at_most") `bound`; `more`: what "deal N more" adds to the ability's amount
    compare = Field(str, default="at_least")
    bound = Field(int, default=0)
    more = Field(int, default=0)
    #: a condition on a triggered ability ("Deathrattle: If you're holding a Dragon, ..."): that ability's
    #: trigger (``Ability.trigger``), checked when it triggers; "" for one checked as the card is played
    trigger = Field(str, default="")
    #: a condition on a later ability of the card ("Deal 5 damage to a minion. If you're holding a Dragon, gain 5
    #: Armor."): that ability's stage; 0: it gates every ability of the card
    stage = Field(int, default=0)
    checked = Field(bool, default=False)
    held = Field(bool, default=False)


class Quantity(Record):
    """A quantity a condition of the card being played (`card`) reads (kind ``count``): its name (`what`: "deck",
    "this_turn.hero_took_damage") and `value` for the card's controller, from the board or the scenario's
    ``history`` (:mod:`dealt.facts.history`); a yes/no fact is 1 or 0."""

    card = Field(str, mandatory=True)
    what = Field(str, mandatory=True)
    value = Field(int, mandatory=True)


class Entity(Record):
    """Something in play: hero, minion, weapon, secret, enchantment or effect.

    `order` is play order (list order in the scenario, oldest first);
    `position` is a minion's slot on its controller's side, from the left (1, 2, ...).
    """

    id = Field(str, mandatory=True)
    kind = Field(str, mandatory=True)
    controller = Field(str, mandatory=True)
    card = Field(str, default="")
    order = Field(int, mandatory=True)
    position = Field(int, default=0)
    health = Field(int, default=0)
    armor = Field(int, default=0)
    attack = Field(int, default=0)
    durability = Field(int, default=0)      # Hearthstone: a weapon's Durability
    damage = Field(int, default=0)
    attached_to = Field(str, default="")
    destroyed = Field(bool, default=False)
    max_health = Field(int, default=0)
    doomed = Field(bool, default=False)
    races = Field(tuple, default=())
    might = Field(int, default=0)           # Riftbound: a unit's Might (damage is marked against it)
    location = Field(str, default="")       # Riftbound: base, a battlefield, or "gone" (not on the board)
    prevent = Field(int, default=0)         # Riftbound: what a prevention effect still prevents


class Keyword(Record):
    """A keyword an entity has now (divine_shield, immune, stealth, ...)."""

    entity = Field(str, mandatory=True)
    name = Field(str, mandatory=True)
    granted_by = Field(str, default="")
    #: it lasts this turn only (Ice Block's 'become Immune this turn'): it ends when the turn ends
    this_turn = Field(bool, default=False)


class Effect(Record):
    """One mechanic of a card in play, with its parameters (``params``).

    `host` is the entity the card is, or is attached to; `order` its play order. Which mechanics
    are in play is the scenario's (``given_fields``).
    """

    given_fields = ("mechanic",)

    id = Field(str, mandatory=True)
    mechanic = Field(str, mandatory=True)
    card = Field(str, mandatory=True)
    host = Field(str, mandatory=True)
    controller = Field(str, mandatory=True)
    order = Field(int, mandatory=True)
    amount = Field(int, default=0)
    minimum = Field(int, default=0)
    scope = Field(str, default="")
    group = Field(str, default="")
    card_type = Field(str, default="")
    damage_type = Field(str, default="")      # Sentinels: the damage type it reads (only fire damage, ...)
    new_type = Field(str, default="")         # Sentinels: the damage type it makes or deals
    school = Field(str, default="")           # Hearthstone: the spell school its Spell Damage is for ("" any)
    active = Field(bool, default=False)       # Hearthstone: an effect "while damaged" (Enrage) now applied
    this_turn = Field(bool, default=False)    # Hearthstone: it lasts this turn only (Commanding Shout)


class Slot(Record):
    """Position `position` in the ordered list of effects that act at `step`.

    The scenario loader computes slots from each mechanic's timing and
    priority, then play order, so the order effects apply in is data.
    """

    step = Field(str, mandatory=True)
    position = Field(int, mandatory=True)
    effect = Field(str, mandatory=True)


class NextStep(Record):
    """The damage sequence: after `step` comes `next`, where the event's `stage` becomes this."""

    step = Field(str, mandatory=True)
    next = Field(str, mandatory=True)
    stage = Field(str, default="creating")


class Action(Record):
    """What deals the damage: a card played, a hero power, an attack, Fatigue or a plain instruction."""

    kind = Field(str, mandatory=True)
    card = Field(str, default="")
    source = Field(str, default="")
    source_kind = Field(str, default="")
    controller = Field(str, default="")
    targets = Field(tuple, default=())
    amount = Field(int, default=0)
    spent = Field(bool, default=False)
    finished = Field(bool, default=False)
    cost = Field(int, default=0)
    races = Field(tuple, default=())
    school = Field(str, default="")           # Hearthstone: the school of the spell played ("fire", ...)
    outcast = Field(bool, default=False)      # Hearthstone: played from the left- or right-most place of the hand
    entered_hand_this_turn = Field(bool, default=False)     # Hearthstone: it entered the hand this turn (Quickdraw)
    #: a triggered ability's run (kind ``trigger`` while queued, then ``play``): the trigger's id (its
    #: ``Ability.trigger``; "" for the player's own action), its `phase` and the host's play `order`
    #: (queued triggers resolve by phase, then play order), what set it off (`occasion`), and `when`
    trigger = Field(str, default="")
    phase = Field(int, default=0)
    order = Field(int, default=0)
    occasion = Field(str, default="")
    when = Field(str, default="")
    #: Hearthstone: the card database's mechanics tags of the card played (BATTLECRY, COMBO, SECRET: what an
    #: 'After you play a Battlecry minion' trigger reads), and a queued trigger's rank inside its phase (lower
    #: first; an 'After you play' trigger of a minion play before the After Summon Phase's), and the
    #: characters a queued trigger's ability is about ('deal 1 damage to it': the minion played)
    tags = Field(tuple, default=())
    within = Field(int, default=0)
    #: Hearthstone ``end_turn``: the scenario's turn that ends (1: the first; each end_turn before it started another),
    #: so that what acts once per turn (a turn's triggers queued) acts again when a later turn ends
    turn = Field(int, default=0)


class Ability(Record):
    """One mechanic of the card being played or used (the action's own text), with its parameters.

    Which mechanics the action has is the scenario's (``given_fields``).
    """

    given_fields = ("mechanic",)

    mechanic = Field(str, mandatory=True)
    card = Field(str, mandatory=True)
    amount = Field(int, default=0)
    spell_damage_factor = Field(int, default=1)
    spell_damage_applies = Field(bool, default=True)
    group = Field(str, default="")
    order = Field(str, default="")
    count = Field(int, default=0)
    other = Field(int, default=0)
    low = Field(int, default=0)
    high = Field(int, default=0)
    amount_from = Field(str, default="text")
    split = Field(bool, default=False)
    then = Field(bool, default=False)
    stage = Field(int, default=0)
    after = Field(int, default=0)
    done = Field(bool, default=False)
    condition = Field(str, default="")
    minion = Field(str, default="")
    weapon = Field(str, default="")           # Hearthstone: the weapon equip_weapon equips
    pool = Field(tuple, default=())           # Hearthstone: the minions summon_minions picks one from
    pick = Field(str, default="")             # Hearthstone: how it picks (random_not_in_play, chosen)
    #: the hero the card's text names as its target (``ENEMY_HERO``, ``FRIENDLY_HERO``; "" when one is
    #: chosen), and the phrase of the text naming it
    to = Field(str, default="")
    named_by = Field(str, default="")
    #: a triggered ability of a card in play (a card file's ``when``): its trigger id ("" for the action's
    #: own ability), the trigger condition, and its host on the board
    trigger = Field(str, default="")
    when = Field(str, default="")
    host = Field(str, default="")


class DamageEvent(Record):
    """One Damage Event: a source, a target and a proposed amount, moving through the steps.

    `cursor` is the slot position reached within the current step; `lost` is
    how much the target's Health+Armor went down; `dealt` is the damage as
    the game counts it (Divine Shield: 0; a Health floor: still the full amount).
    """

    id = Field(str, mandatory=True)
    order = Field(int, mandatory=True)
    source = Field(str, mandatory=True)
    source_card = Field(str, default="")
    source_kind = Field(str, mandatory=True)
    controller = Field(str, default="")
    target = Field(str, mandatory=True)
    proposed = Field(int, mandatory=True)
    amount = Field(int, mandatory=True)
    step = Field(str, mandatory=True)
    cursor = Field(int, default=0)
    reported_factor = Field(int, default=1)
    spell_damage_factor = Field(int, default=1)
    spell_damage_applies = Field(bool, default=True)
    prevented = Field(bool, default=False)
    applied = Field(bool, default=False)
    dealt = Field(int, default=0)
    lost = Field(int, default=0)
    parent = Field(str, default="")
    queue = Field(int, default=0)
    prev = Field(int, default=0)
    created = Field(int, default=0)           # its rank in the order events were created (0: not yet)
    stage = Field(str, default="creating")
    trigger_place = Field(int, default=0)
    damage_type = Field(str, default="")      # Sentinels: melee, fire, cold, ...
    proposed_type = Field(str, default="")    # Sentinels: the type the instruction named (before type changes)
    quality = Field(str, default="")          # Sentinels: "", "irreducible" or "fixed"
    school = Field(str, default="")           # Hearthstone: its source spell's school ("fire", ...; "" none)
    #: Hearthstone: created from a Hit, so resolved as soon as it is created, before the next is created
    #: (missiles, Lightbomb)
    one_at_a_time = Field(bool, default=False)
    #: Hearthstone: a missile of "randomly split" damage, whose controller's Spell Damage and Prophet Velen
    #: went into the number of missiles, not into this event
    bonus_in_count = Field(bool, default=False)


class HealingEvent(Record):
    """One Healing Event: a source, a target and a proposed amount of Health to restore.

    `step` is ``created`` (a replacement such as Auchenai Soulpriest may still turn it into a
    Damage Event), ``queued`` (one of an effect's Healing Events, `via` ``turn``: it resolves in the
    turn of its `created` rank, after every event created before it), ``pending`` (created by a trigger, `via` ``trigger``: it waits for its
    place `queue` in the TriggerQueue), ``replaced`` or ``resolved``; `restored` is how much Health
    it gave back.
    """

    id = Field(str, mandatory=True)
    order = Field(int, mandatory=True)
    source = Field(str, mandatory=True)
    source_card = Field(str, default="")
    source_kind = Field(str, mandatory=True)
    controller = Field(str, default="")
    target = Field(str, mandatory=True)
    proposed = Field(int, mandatory=True)
    step = Field(str, mandatory=True)
    queue = Field(int, default=0)
    prev = Field(int, default=0)
    via = Field(str, default="turn")
    restored = Field(int, default=0)
    created = Field(int, default=0)           # one of an effect's: its rank among the action's events
    cause = Field(str, default="")            # "lifesteal": the heal of a Lifesteal source's damage
    caused_by = Field(str, default="")        # the Damage Event whose damage it heals back (Lifesteal)


class TriggerQueue(Record):
    """Which event created by a trigger (step ``pending``, its `trigger_place`) resolves next (1, 2, ...)."""

    next = Field(int, mandatory=True)


class Done(Record):
    """A once-only effect has acted: `what` (a rule family) for `key` (an effect or entity id)."""

    what = Field(str, mandatory=True)
    key = Field(str, mandatory=True)
    #: what it acted for, when it acts once for each (the minion a summon trigger saw summoned)
    of = Field(str, default="")
    #: the turn it acted in, when it acts once per turn (Hearthstone's end- and start-of-turn triggers)
    turn = Field(int, default=0)


class HealthFloor(Record):
    """A derived fact: `entity`'s Health can't be reduced below `minimum` (thanks to `card`)."""

    entity = Field(str, mandatory=True)
    minimum = Field(int, mandatory=True)
    card = Field(str, mandatory=True)


class Dormant(Record):
    """A derived fact: the effect `effect` is in play but cannot act now (a Secret on its controller's
    own turn). Its rules ask that no such fact exists; `why` gives the firing that derived it as the
    reason the effect did not apply."""

    effect = Field(str, mandatory=True)


class Turn(Record):
    """Which queued hit or Damage Event of the action resolves next (1, 2, ...)."""

    next = Field(int, mandatory=True)


class ResolutionTurn(Record):
    """The `created` rank of the Damage Event whose turn to resolve it is: every event created
    before it has resolved (1, 2, ...)."""

    next = Field(int, mandatory=True)


class Hit(Record):
    """A Damage Event still to be created, at its place `position` in the action's queue.

    An empty `target` is chosen at random when its turn comes (a missile); `amount_from`
    says when the amount is read: ``text`` (fixed now) or ``attack`` (the target's Attack
    when the event is created, as Lightbomb does).
    """

    position = Field(int, mandatory=True)
    target = Field(str, default="")
    amount = Field(int, default=0)
    amount_from = Field(str, default="text")
    group = Field(str, default="")
    source = Field(str, mandatory=True)
    source_card = Field(str, default="")
    source_kind = Field(str, mandatory=True)
    controller = Field(str, default="")
    spell_damage_applies = Field(bool, default=True)
    spell_damage_factor = Field(int, default=1)
    low = Field(int, default=0)
    high = Field(int, default=0)
    until = Field(str, default="")
    #: which repetition this is (1 for the first) of an effect that repeats `until` something
    #: happens, for its cap (Bouncing Blade's 80): kept in the Hit, not read off its place in the queue
    repeat = Field(int, default=1)
    exclude = Field(tuple, default=())
    #: why this is the target, for the explanation (", the enemy hero its text names"); "" when the
    #: rule creating the Hit already says
    target_why = Field(str, default="")
    #: a missile of "randomly split" damage: its Spell Damage and Velen went into the count (DamageEvent's field)
    bonus_in_count = Field(bool, default=False)


class Choice(Record):
    """A player's decision: `kind` names what is decided, `value` the decision."""

    kind = Field(str, mandatory=True)
    key = Field(str, default="")
    value = Field(object, default=None)


class Note(Record):
    """Something that happened beside the damage (a card drawn, Armor gained)."""

    event = Field(str, default="")
    kind = Field(str, mandatory=True)
    entity = Field(str, default="")
    amount = Field(int, default=0)


class CostChange(Record):
    """Hearthstone: a clause of the played card's text that changes its own Cost in the hand (:mod:`dealt.kb.
    hearthstone.rules.own_cost_changes`): `change` (less_for_each, less_if, set_if) by `amount`, for `what` (the board's
    name of what is counted or checked, "given" for the game's history), as the text says it (`clause`). `count`
    is what the board counted, `holds` whether its condition held; for a given one, `given` the Cost the scenario
    gives (-1: not given). `applied`: the card's Cost is now the changed one."""

    card = Field(str, mandatory=True)
    change = Field(str, mandatory=True)
    amount = Field(int, default=0)
    what = Field(str, default="")
    clause = Field(str, default="")
    count = Field(int, default=0)
    holds = Field(bool, default=False)
    given = Field(int, default=-1)
    applied = Field(bool, default=False)
