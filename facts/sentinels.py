"""Fact templates only Sentinels of the Multiverse uses.

A Sentinels damage instruction (its type, irreducible or fixed), the modifiers
identified for one damage, nemesis icons and the cards in a hero's hand.
"""
from dealt.facts.templates import Field, Record


class Deal(Record):
    """An instruction to deal damage: `source` deals `target` `amount` damage of `damage_type`.

    `quality` is ``""``, ``irreducible`` or ``fixed``.
    """

    source = Field(str, mandatory=True)
    target = Field(str, mandatory=True)
    amount = Field(int, mandatory=True)
    damage_type = Field(str, mandatory=True)
    quality = Field(str, default="")


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
