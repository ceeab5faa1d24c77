"""Fact templates only Riftbound's rules speak: the chain item, its Bonus Damage total, and the changes
that happen while it waits on the chain.

Shared templates (Entity, Effect, Slot, DamageEvent, Choice, Note, Player) live in
:mod:`dealt.facts.templates`; these add what a Riftbound spell or ability needs between being
finalized (targets chosen, costs paid) and resolving (the damage divided and dealt).
"""
from dealt.facts.templates import Field, Record


class ChainItem(Record):
    """The spell or ability being played, from finalized to resolved.

    `pattern` is ``each`` (an amount to each target), ``split`` (one total divided among the
    targets) or ``deal`` (an instruction naming a unit as the source). `stage` moves
    ``pending`` -> ``finalized`` -> ``resolving`` -> ``dividing`` -> ``dealing`` -> ``done``;
    `cursor` counts the changes already applied while it waited; `dropped` the chosen targets found
    illegal as it resolves (each by the ruling that found it, so every event it deals descends from that
    ruling); `legal` holds the chosen targets still legal at resolution; `total` the split total once
    known (-1 before).
    """

    card = Field(str, mandatory=True)
    source = Field(str, mandatory=True)
    source_card = Field(str, default="")
    source_kind = Field(str, mandatory=True)     # spell | ability | unit
    controller = Field(str, mandatory=True)
    pattern = Field(str, mandatory=True)
    amount = Field(int, mandatory=True)
    targets = Field(tuple, default=())
    scope = Field(str, default="units")
    here = Field(str, default="")
    stage = Field(str, default="pending")
    cursor = Field(int, default=1)
    dropped = Field(tuple, default=())
    legal = Field(tuple, default=())
    total = Field(int, default=-1)
    #: an amount read from the game state as it is played (amount -1 until then): ("might_of", unit) or
    #: ("cards_in_hand", player, each); () for a number in the text
    amount_of = Field(tuple, default=())


class HandSize(Record):
    """How many cards `player` holds (``players: {A: {cards_in_hand: N}}``), for "for each card in your hand"."""

    player = Field(str, mandatory=True)
    cards = Field(int, mandatory=True)


class Bonus(Record):
    """The Bonus Damage that applies to the chain item at one `moment` (``finalize`` or ``resolve``):
    the bonus effects in play then, summed once (`cards`, in play order; `parts`, each card with its
    bonus), slot by slot (`cursor`)."""

    moment = Field(str, mandatory=True)
    amount = Field(int, default=0)
    cards = Field(tuple, default=())
    parts = Field(tuple, default=())
    cursor = Field(int, default=0)
    done = Field(bool, default=False)


class Change(Record):
    """Something that happens while the chain item waits to resolve, in `order` (1, 2, ...):
    `kind` ``leaves`` (the board), ``arrives`` (at `to`) or ``moves`` (to `to`)."""

    order = Field(int, mandatory=True)
    kind = Field(str, mandatory=True)
    entity = Field(str, mandatory=True)
    to = Field(str, default="")


class Combat(Record):
    """A combat at `battlefield` (Core Rules 443): `attacker` and `defender` are the two players, `attackers`
    and `defenders` their units in it, in the order given. `stage` moves ``might`` (Assault and Shield, slot
    by slot, `cursor`) -> ``attacker_assigns`` -> ``defender_assigns`` -> ``assigned`` -> ``dealing`` ->
    ``done``; `attack_total` / `defense_total` are the summed Might, `*_shares` the assignments made."""

    battlefield = Field(str, mandatory=True)
    attacker = Field(str, mandatory=True)
    defender = Field(str, mandatory=True)
    attackers = Field(tuple, mandatory=True)
    defenders = Field(tuple, mandatory=True)
    stage = Field(str, default="might")
    cursor = Field(int, default=0)
    attack_total = Field(int, default=0)
    defense_total = Field(int, default=0)
    attacker_shares = Field(tuple, default=())
    defender_shares = Field(tuple, default=())


class Lasting(Record):
    """A lasting effect on the board (:mod:`dealt.kb.riftbound.lasting`): the board entry `effect`, on a unit
    (`on` its id) or on its controller (`on` empty), for `duration` (``this_turn``)."""

    effect = Field(str, mandatory=True)
    on = Field(str, default="")
    duration = Field(str, mandatory=True)


class TurnEnd(Record):
    """The Turn Player's turn ending (the action ``end_turn``; Core Rules 317, the Ending Phase): `player` is the
    Turn Player, `next` the player who becomes the Turn Player (317.3), `turn` which end of turn of the scenario
    it is (1, 2, ...: each ``end_turn`` is its own fact, so a second one acts again). `step` moves ``ending``
    (317.1, once every other rule has acted) -> ``heal`` (317.2.b) -> ``expire`` (317.2.c) -> ``pass`` (317.3)
    -> ``done``."""

    player = Field(str, mandatory=True)
    next = Field(str, mandatory=True)
    turn = Field(int, mandatory=True)
    step = Field(str, default="ending")


class ActionStart(Record):
    """In a scenario of several actions (``actions:``), the action beginning: its number `action` (1, 2, ...).
    A one-action scenario has none."""

    action = Field(int, mandatory=True)


class CombatCleanup(Record):
    """The Combat Special Cleanup's heal (Core Rules 461.1.a.1) still to come after the combat of action `after`:
    the board after a combat is shown as of its kills, so every unit is healed as the next action begins."""

    after = Field(int, mandatory=True)
