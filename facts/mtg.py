"""Magic: The Gathering's fact templates: players, permanents, effects, and the damage event in parts.

Rule 120.4's damage event holds all damage dealt at the same time (all combat damage, or every part of
one spell). It is one :class:`MtgEvent` fact (its stage of the 120.4 sequence) and one :class:`Part`
fact per thing it does (``3 damage is dealt to the 2/2 creature``, ``the active player gains 1 life``),
grouped by the event's id. Rules act on one part at a time, in the order of the event's `turn`.
"""
from dealt._compat import experta
from dealt.facts.templates import Record

Field = experta.Field


class MtgPlayer(Record):
    """A player: life total, poison counters, whether they have lost the game (704.5a, 704.5c)."""

    name = Field(str, mandatory=True)
    order = Field(int, mandatory=True)
    life = Field(int, default=20)
    poison = Field(int, default=0)
    lost = Field(bool, default=False)
    label = Field(str, default="")          # how the worked examples name them: "the defending player"


class Permanent(Record):
    """A permanent on the battlefield. `types` holds its card types (creature, planeswalker, battle, ...).

    `damage` is damage marked on it (120.3e); `minus` its -1/-1 counters, which lower power and
    toughness (toughness here is the printed value; the current one is toughness - minus);
    `deathtouched` whether a source with deathtouch dealt it damage since SBAs were last checked (702.2b);
    `sba` the state-based actions of 704.5 that put it into the graveyard (one per card type it meets one for);
    `marked_in` where the damage marked on it came from (the damage events, ``board`` for damage the scenario gives).
    """

    id = Field(str, mandatory=True)
    card = Field(str, default="")
    controller = Field(str, mandatory=True)
    order = Field(int, mandatory=True)
    types = Field(tuple, default=())
    creature = Field(bool, default=False)
    power = Field(int, default=0)
    toughness = Field(int, default=0)
    damage = Field(int, default=0)
    minus = Field(int, default=0)
    loyalty = Field(int, default=0)
    defense = Field(int, default=0)
    destroyed = Field(bool, default=False)
    deathtouched = Field(bool, default=False)
    sba = Field(tuple, default=())
    label = Field(str, default="")
    marked_in = Field(tuple, default=())        # where its marked damage came from: the events, "board" (as given)


class MtgEffect(Record):
    """A replacement or prevention effect in play (one mechanic of a card), with its parameters.

    `target` is what the effect watches (a shield's creature or player, Awe Strike's creature);
    `remaining` what a prevention shield has left (615.7); `used_in` the event a "next time" effect
    was used in; `duration` ``this_turn`` for a resolved spell's effect ("this turn", "until end of turn"),
    which ends in the cleanup step (514.2), "" for a permanent's static ability, which lasts while it is
    on the battlefield (611.3a).
    """

    id = Field(str, mandatory=True)
    mechanic = Field(str, mandatory=True)
    card = Field(str, mandatory=True)
    host = Field(str, mandatory=True)
    controller = Field(str, mandatory=True)
    order = Field(int, mandatory=True)
    amount = Field(int, default=0)
    remaining = Field(int, default=0)
    target = Field(str, default="")
    used_in = Field(str, default="")
    scope = Field(str, default="")                    # which damage or creatures a parameterised effect covers
    targets = Field(tuple, default=())                # the targets of an effect cast on several (Redeem)
    quality = Field(str, default="")        # protection: what it is from (702.16a)
    duration = Field(str, default="")       # this_turn: ends in the cleanup step (514.2)


class Dealing(Record):
    """What the action says to deal: `amount` from `source` to `recipient` (a spell's text, or one
    creature's assigned combat damage). `excess_to` names who gets excess damage (Flame Spill)."""

    event = Field(str, mandatory=True)
    position = Field(int, mandatory=True)
    source = Field(str, mandatory=True)
    source_card = Field(str, default="")
    source_kind = Field(str, mandatory=True)          # spell | creature | permanent
    controller = Field(str, mandatory=True)
    recipient = Field(str, mandatory=True)
    amount = Field(int, mandatory=True)
    combat = Field(bool, default=False)
    excess_to = Field(str, default="")
    rtypes = Field(tuple, default=())                 # the recipient's types: ("player",) or a permanent's
    illegal = Field(str, default="")                  # why its target is illegal as the spell resolves (608.2b)
    amount_is = Field(str, default="")                # an amount read from the game as it resolves (608.2h)
    how = Field(str, default="")                      # combat: how the division was made, when it was a choice (510.1c-d)


class MtgEvent(Record):
    """The damage event: its `stage` of 120.4 and whose `turn` it is within the stage (1, 2, ...)."""

    id = Field(str, mandatory=True)
    stage = Field(str, mandatory=True)
    turn = Field(int, default=1)
    what = Field(str, default="")
    combat = Field(bool, default=False)
    by = Field(str, default="")                       # the triggered ability whose resolution makes it (603.3)


class Part(Record):
    """One part of a damage event.

    `kind` is ``damage`` (120.4a-b), or a result (120.4c): ``life_loss``, ``poison``, ``mark_damage``,
    ``minus_counters``, ``remove_loyalty``, ``remove_defense``, ``gain_life``; ``dealt`` is damage
    already processed into its results. `pos` orders the parts as the event lists them; `turn` is the
    part's place in the current stage (0: nothing to do there); `who` is the affected player or
    object (616.1). `done` lists the results already produced from a damage part.
    """

    event = Field(str, mandatory=True)
    id = Field(str, mandatory=True)
    kind = Field(str, mandatory=True)
    source = Field(str, mandatory=True)
    source_card = Field(str, default="")
    source_kind = Field(str, default="")
    controller = Field(str, default="")
    recipient = Field(str, mandatory=True)
    rtypes = Field(tuple, default=())
    who = Field(str, default="")
    amount = Field(int, mandatory=True)
    pos = Field(tuple, mandatory=True)
    turn = Field(int, default=0)
    slot = Field(int, default=0)
    combat = Field(bool, default=False)
    excess_to = Field(str, default="")
    done = Field(tuple, default=())
    applied = Field(bool, default=False)
    origin = Field(str, default="")
    next_trigger = Field(int, default=1)      # the damage trigger (its position in play order) checked next (603.2)


class Rank(Record):
    """616.1: `affected`'s choice, as a preference: at `stage` the effect `effect` comes `position`-th.

    Whenever several effects would apply, the first in this order that applies is the one chosen;
    then the rest are checked again against the modified event.
    """

    affected = Field(str, mandatory=True)
    stage = Field(str, mandatory=True)
    position = Field(int, mandatory=True)
    effect = Field(str, mandatory=True)
    given = Field(str, default="")          # where the order was given (choices.replacement_order.B), "" for play order


class Affected(Record):
    """An affected player or object working through its effects at a stage (616.1).

    `cursor` is the place in its Rank order being checked, `slot` the part being checked against it; `effects`
    how many effects its order holds (those that can modify what happens to it), `applied` each effect applied,
    in the order applied, with the place in its order it had then and how (``((effect, position, how), ...)``: how
    ``unpreventable`` for a prevention effect that prevented none of damage that can't be prevented, 615.12).
    """

    event = Field(str, mandatory=True)
    who = Field(str, mandatory=True)
    stage = Field(str, mandatory=True)
    turn = Field(int, mandatory=True)
    cursor = Field(int, default=0)
    slot = Field(int, default=1)
    effects = Field(int, default=0)
    applied = Field(tuple, default=())


class Applied(Record):
    """Effect `effect` has modified part `part` (616.1: it is not checked against it again)."""

    event = Field(str, mandatory=True)
    part = Field(str, mandatory=True)
    effect = Field(str, mandatory=True)


class Projection(Record):
    """What `player`'s life total would become if the event happened now (read by Worship)."""

    event = Field(str, mandatory=True)
    player = Field(str, mandatory=True)
    life = Field(int, mandatory=True)
    part = Field(str, mandatory=True)


class Form(Record):
    """The damage event as it stands after `stage`: the text of each of its parts, in order."""

    event = Field(str, mandatory=True)
    stage = Field(str, mandatory=True)
    index = Field(int, mandatory=True)
    parts = Field(tuple, default=())


class MtgTrigger(Record):
    """A triggered ability of a permanent in play that damage triggers (603.2, 120.4b): `when` its trigger
    event, `does` what it does with "that much" (`to` whom it deals it)."""

    id = Field(str, mandatory=True)
    card = Field(str, mandatory=True)
    host = Field(str, mandatory=True)
    controller = Field(str, mandatory=True)
    order = Field(int, mandatory=True)
    when = Field(str, mandatory=True)
    does = Field(str, mandatory=True)
    to = Field(str, default="")
    position = Field(int, default=1)           # its place among the damage triggers in play, in play order
    chosen = Field(str, default="")            # to: chosen_player, the player chosen as it entered (614.1c, 607.2)


class Triggered(Record):
    """An ability that triggered in damage event `event` and waits to be put on the stack (603.3).

    `amount` is "that much": the damage actually dealt (120.4b); `parts` the damage parts it counted;
    `recipient` the player dealt combat damage (a per-player trigger); `instance` which time its
    ability triggered in this run (1, 2, ...: the choice of target for that time); `stacked` whether it
    is on the stack, `resolved` whether it has left it.
    """

    id = Field(str, mandatory=True)
    trigger = Field(str, mandatory=True)
    event = Field(str, mandatory=True)
    host = Field(str, mandatory=True)
    card = Field(str, mandatory=True)
    controller = Field(str, mandatory=True)
    amount = Field(int, mandatory=True)
    parts = Field(tuple, default=())
    recipient = Field(str, default="")
    instance = Field(int, default=1)
    target = Field(str, default="")
    stacked = Field(bool, default=False)
    resolved = Field(bool, default=False)


class Stack(Record):
    """The stack of triggered abilities (405.1): `items` bottom to top, `top` the last one put on it."""

    items = Field(tuple, default=())
    top = Field(str, default="")


class MtgChange(Record):
    """What happens while the spell waits on the stack (``before_resolution``): `kind` ``leaves`` (the
    permanent leaves the battlefield) or ``gains`` (it gains `keywords`), the `order`-th change."""

    order = Field(int, mandatory=True)
    kind = Field(str, mandatory=True)
    entity = Field(str, mandatory=True)
    keywords = Field(tuple, default=())


class Resolution(Record):
    """The spell on the stack, resolving (608.2): `stage` ``changes`` (what happens before it resolves,
    the `turn`-th change), ``targets`` (its targets checked, 608.2b), then ``resolved`` or ``fizzled``.
    `what` and `event` are the damage event it makes."""

    event = Field(str, mandatory=True)
    card = Field(str, mandatory=True)
    controller = Field(str, mandatory=True)
    stage = Field(str, default="changes")
    turn = Field(int, default=1)
    what = Field(str, default="")


class TriggerChoice(Record):
    """The targets the controller of `host`'s triggered ability chooses (``choices.trigger_targets``): the
    `instance`-th time it is put on the stack it targets `target` (instance 0: every time)."""

    host = Field(str, mandatory=True)
    instance = Field(int, mandatory=True)
    target = Field(str, mandatory=True)


class TriggerRank(Record):
    """603.3b: `player` puts the triggered ability of `host` on the stack `position`-th (``choices.trigger_order``)."""

    player = Field(str, mandatory=True)
    host = Field(str, mandatory=True)
    position = Field(int, mandatory=True)


class ActivePlayer(Record):
    """Whose turn it is (102.1; APNAP order, 101.4): passed to the next player as a turn ends."""

    name = Field(str, mandatory=True)


class Labels(Record):
    """How a later action of a sequence names the players and permanents (`names`: ((id, label), ...)), as the
    worked examples of 120.4 do: its own, since "the active player" and "the 3/3 creature" change between actions."""

    names = Field(tuple, mandatory=True)


class TurnEnds(Record):
    """The action ``end_turn``: the active player's turn ends, `step` by step: ``end`` (the end step, 513),
    ``cleanup`` (514.2), ``sba`` (514.3a), then ``passed`` (the next player's turn, 103.1)."""

    step = Field(str, default="end")


class Waiting(Record):
    """Abilities triggered in damage event `event` wait to be put on the stack (603.3)."""

    event = Field(str, mandatory=True)
class PTChange(Record):
    """A static effect `effect` gives permanent `permanent` +`power`/+`toughness` (negative: -N), layer 7c (613.4c).

    `applied` once the permanent's power and toughness include it."""

    effect = Field(str, mandatory=True)
    card = Field(str, mandatory=True)
    permanent = Field(str, mandatory=True)
    power = Field(int, mandatory=True)
    toughness = Field(int, mandatory=True)
    order = Field(int, mandatory=True)
    applied = Field(bool, default=False)


class Unpreventable(Record):
    """Part `part` of event `event` can't be prevented (615.12), because of the effects `by` (their cards)."""

    event = Field(str, mandatory=True)
    part = Field(str, mandatory=True)
    by = Field(str, mandatory=True)
class SourceQuality(Record):
    """A quality a source of damage has, as protection reads it (702.16a): a colour, ``creatures``, ``everything``."""

    entity = Field(str, mandatory=True)
    quality = Field(str, mandatory=True)


class Survived(Record):
    """`id` met 704.5's condition `letter` in `event` but is indestructible, so it was not destroyed (702.12b)."""

    event = Field(str, mandatory=True)
    id = Field(str, mandatory=True)
    letter = Field(str, mandatory=True)


class SecondStep(Record):
    """510.4: a second combat damage step follows event `after`, as event `event`; `begun` once its damage is assigned.

    `file` is the scenario's, for an assignment in ``choices`` that the first step made illegal.
    """

    event = Field(str, mandatory=True)
    after = Field(str, mandatory=True)
    begun = Field(bool, default=False)
    file = Field(str, default="")
    first = Field(tuple, default=())        # the creatures of the first step (first strike or double strike)


class InCombat(Record):
    """A creature in combat that deals damage in the second combat damage step (510.4): what it attacks or the
    attackers it blocks, its blockers, and the assignment given for that step (``((recipient, amount), ...)``)."""

    id = Field(str, mandatory=True)
    order = Field(int, mandatory=True)
    attacks = Field(str, default="")
    blocking = Field(tuple, default=())
    blockers = Field(tuple, default=())
    given = Field(tuple, default=())        # () when none was given: the default assignment


class LethalDamage(Record):
    """702.19b: creature `creature` (with trample) assigns `rest` of its combat damage in event `event` to `to`, what it
    attacks, which it may do only once each creature blocking it is assigned lethal damage; said before its
    `position`-th assignment (its damage to `to`). `blockers` holds, per blocker, ``(id, toughness, damage marked,
    where that damage came from, lethal damage, damage assigned)``; `deathtouch` whether 1 damage is lethal (702.2c)."""

    event = Field(str, mandatory=True)
    position = Field(int, mandatory=True)
    creature = Field(str, mandatory=True)
    to = Field(str, mandatory=True)
    power = Field(int, mandatory=True)
    rest = Field(int, mandatory=True)
    deathtouch = Field(bool, default=False)
    blockers = Field(tuple, default=())


class DamageAssignmentOrder(Record):
    """509.2-3 (before November 2024): the damage assignment order of `creature`, an attacker blocked by two or more
    creatures (`role` ``attacker``, chosen by the active player) or a creature blocking two or more (`role`
    ``blocker``, chosen by the defending player). `given` is where the order was given (``choices.damage_assignment
    _order.X``), "" when it is the order ``blocks`` lists; `divided` whether ``choices.assignment`` divides its
    damage; `file`, `where` and `line` place an illegal division for the error."""

    creature = Field(str, mandatory=True)
    order = Field(tuple, mandatory=True)
    role = Field(str, mandatory=True)
    chooser = Field(str, mandatory=True)
    given = Field(str, default="")
    divided = Field(bool, default=False)
    file = Field(str, default="")
    where = Field(str, default="")
    line = Field(int, default=0)


class OrderChecked(Record):
    """The division of `creature`'s combat damage in `event` was checked against its damage assignment order."""

    event = Field(str, mandatory=True)
    creature = Field(str, mandatory=True)
