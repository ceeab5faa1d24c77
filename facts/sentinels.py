"""Fact templates only Sentinels of the Multiverse uses.

A Sentinels damage instruction (its type, irreducible or fixed), the modifiers
identified for one damage, nemesis icons and the cards in a hero's hand.
"""
from dealt.facts.templates import Field, Record


#: the key of an order chosen for an action's first damage (``choices.order``) until that damage is dealt and has
#: its id (the first action's first damage is e1; a later action's first id is known only once it is dealt)
FIRST_DAMAGE = "the action's first damage"


class Deal(Record):
    """An instruction to deal damage: `source` deals `target` `amount` damage of `damage_type`.

    `quality` is ``""``, ``irreducible`` or ``fixed``.
    """

    source = Field(str, mandatory=True)
    target = Field(str, mandatory=True)
    amount = Field(int, mandatory=True)
    damage_type = Field(str, mandatory=True)
    quality = Field(str, default="")
    # one instruction, several targets: this target's place (1, 2, ...) among `of`, and the place before it
    index = Field(int, default=1)
    prev = Field(int, default=0)
    of = Field(int, default=1)
    ordered_by = Field(str, default="")     # "chosen" (choices.damage_order) or "listed" (the instruction's order)


class Applies(Record):
    """An effect identified as applying to one damage (`event`), at `step` (damage_type or modifiers).

    `play` is its place in play order (the default order when the player gives none).
    """

    event = Field(str, mandatory=True)
    effect = Field(str, mandatory=True)
    step = Field(str, mandatory=True)
    card = Field(str, mandatory=True)
    play = Field(int, mandatory=True)


class NemesisIcon(Record):
    """A character card's nemesis icon: characters sharing one are nemeses."""

    entity = Field(str, mandatory=True)
    icon = Field(str, mandatory=True)


class Hand(Record):
    """How many cards the player of hero `entity` holds (what a discard cost can spend)."""

    entity = Field(str, mandatory=True)
    cards = Field(int, mandatory=True)


class Redirects(Record):
    """How a redirect effect redirects: `mandatory` ("redirect that damage") or optional ("you may
    redirect"), and `to` its destination: ``chosen`` (a target of the player's choice) or a computed one
    (``hero_target_with_highest_hp``, ...)."""

    effect = Field(str, mandatory=True)
    mandatory = Field(bool, default=False)
    to = Field(str, default="chosen")
    accepted = Field(bool, default=False)   # it acts: mandatory, or the player chose it (choices.redirect)
    chosen_at = Field(str, default="")      # where the scenario chose it (for a refusal's message)


class TurnEnds(Record):
    """The action ``end_turn``: `player`'s turn (the `turn`-th of the scenario) ends and `next`'s starts.

    `stage` is ``end`` (the end of the turn), then ``start`` (the start of the next), then ``done``.
    """

    player = Field(str, mandatory=True)
    next = Field(str, mandatory=True)
    turn = Field(int, default=1)
    stage = Field(str, default="end")


class Lasts(Record):
    """Effect `effect`'s `mechanic` lasts only `until` (``end_of_this_turn``, ``start_of_your_next_turn``:
    the turn of `controller`, who made it)."""

    effect = Field(str, mandatory=True)
    mechanic = Field(str, mandatory=True)
    until = Field(str, mandatory=True)
    controller = Field(str, mandatory=True)
