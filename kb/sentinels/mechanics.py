"""Sentinels of the Multiverse's vocabulary of mechanics: what card files may name, with parameters.

A mechanic whose `timings` are empty and that is listed in :data:`ORDERED` acts at the step named
there, in the order the player chooses (``choices.order``); the others act at their step in play
order. Each is encoded by ``dealt.kb.sentinels.rules.<module>``.
"""
from dealt.facts.errors import InputError
from dealt.kb.mechanics import Mechanic, MechanicRegistry, Param
from dealt.kb.sentinels.scopes import LEGACY, DamageTypes, Scope

OO = "Sentinels rules text, 'Dealing Damage Order of Operations'"
DIZED = "Sentinels of the Multiverse rules (Dized), 'Damage': https://rules.dized.com/game/t5Aef3TwTXuA8DkV7q5UEQ/4TgvV33QRgefcOydZw4Dvg/damage"

#: the game's damage types (Dized, 'Damage')
DAMAGE_TYPES = ("cold", "energy", "fire", "infernal", "lightning", "melee", "projectile", "psychic", "radiant",
                "sonic", "toxic")
#: the scope names of the first card files: members of the scope vocabulary (kb/sentinels/scopes.py)
SCOPES = LEGACY
#: whose damage an effect covers, and which types: the one vocabulary every scoped mechanic shares
SCOPE, TYPES = Scope(), DamageTypes(DAMAGE_TYPES)
#: kinds of things on a Sentinels board; the first three are targets (they have HP)
TARGET_KINDS = ("hero", "villain", "environment")
KINDS = TARGET_KINDS + ("ongoing", "equipment", "effect")
KEYWORDS = frozenset()
#: where a redirect sends the damage: the player's choice, or a target the card's text computes
DESTINATIONS = ("chosen", "hero_target_with_highest_hp", "hero_target_with_lowest_hp",
                "villain_target_with_highest_hp", "villain_target_with_lowest_hp", "host")

class Duration:
    """How long an effect lasts, when its text says so (a power's or a one-shot's lasting effect); not given: as
    long as its card is in play. What ends it: :mod:`dealt.kb.sentinels.rules.end_of_turn`."""

    name = "duration"
    DURATIONS = {"end_of_this_turn": "'this turn', 'until the end of the turn' (and 'until the end of your turn', "
                                     "said on your turn): it ends when the turn ends",
                 "start_of_your_next_turn": "'until the start of your next turn': it ends when the next turn of its "
                                            "controller (who made it) starts"}

    def check(self, value, file, where, param):
        if value in ("", None):
            return ""
        if value not in self.DURATIONS:
            raise InputError(file, where, f"{param} {value!r} is not a duration.", allowed=", ".join(self.DURATIONS))
        return value

    def describe(self):
        return "duration: " + "; ".join(f"{k} ({v})" for k, v in self.DURATIONS.items()) + "; not given: as long as " \
            "its card is in play"


#: the parameter every effect mechanic takes for it
UNTIL = Param("until", str, "how long it lasts (not given: while its card is in play)", default="",
              vocabulary=Duration())

REGISTRY = MechanicRegistry("sentinels")
_ = REGISTRY.register

#: mechanic -> the step where it acts in the player's chosen order
ORDERED = {"change_damage_type": "damage_type", "increase_damage": "modifiers", "reduce_damage": "modifiers",
           "reduce_damage_of_at_least": "modifiers"}

_(Mechanic(
    "character", "A character card: its printed HP and its nemesis icon (characters sharing an icon are nemeses).",
    module="nemesis", role="keyword",
    params=(Param("hp", int, "the HP printed on the character card"),
            Param("nemesis_icon", str, "the nemesis icon it bears (shared with its nemeses)", default="")),
    source="Sentinels of the Multiverse rules (Dized), 'Nemeses'"))
_(Mechanic(
    "change_damage_type", "Changes the type of the damage in its scope to `new_type` (Imbued Fire).",
    module="damage_type",
    params=(Param("new_type", str, "the type the damage becomes", choices=DAMAGE_TYPES),
            Param("scope", str, "whose damage it changes", vocabulary=SCOPE),
            Param("damage_type", str, "only damage of these types", default="", vocabulary=TYPES), UNTIL),
    source=f"{OO}: 'if there are multiple cards that change the damage type, you can choose the order of the effects'"))
_(Mechanic(
    "increase_damage", "Increases the damage in its scope by `amount` (only damage of `damage_type`, if given).",
    module="modifiers",
    params=(Param("amount", int, "the increase"), Param("scope", str, "whose damage", vocabulary=SCOPE),
            Param("damage_type", str, "only damage of these types", default="", vocabulary=TYPES), UNTIL),
    source=f"{OO}: 'identify all modifiers that would increase or decrease the damage'"))
_(Mechanic(
    "reduce_damage", "Reduces the damage in its scope by `amount` (Fortitude, Stunbolt).",
    module="modifiers",
    params=(Param("amount", int, "the reduction"), Param("scope", str, "whose damage", vocabulary=SCOPE),
            Param("damage_type", str, "only damage of these types", default="", vocabulary=TYPES), UNTIL),
    source=f"{OO}: 'Fortitude: Reduce Damage dealt to Legacy by 1.'"))
_(Mechanic(
    "reduce_damage_of_at_least", "Whenever damage in its scope would be `minimum` or more from a single source, "
    "reduces it by `amount`, checked at its place in the order (Superhuman Durability, Shielding Winds).",
    module="threshold",
    params=(Param("amount", int, "the reduction"), Param("minimum", int, "the threshold (5 or more)"),
            Param("scope", str, "whose damage", vocabulary=SCOPE),
            Param("damage_type", str, "only damage of these types", default="", vocabulary=TYPES), UNTIL),
    source=f"{OO}: 'The \"would\" in Superhuman durability is being used to show that the modifier is conditional'"))
_(Mechanic(
    "immune_to_damage", "Its host (or whoever its scope names) is immune to `damage_type` damage in its scope: none "
    "is dealt (Mistform; Danger Sense: from environment cards).",
    module="immunity",
    params=(Param("damage_type", str, "only damage of these types", default="", vocabulary=TYPES),
            Param("scope", str, "whose damage it is immune to", default="to_host", vocabulary=SCOPE), UNTIL),
    timings=(("immunity", 0),),
    source=f"{DIZED}: 'If a target is immune to damage ... neither irreducible nor fixed damage can be dealt'"))
_(Mechanic(
    "regain_hp_instead", "When its host would take `damage_type` damage, it regains that many HP instead "
    "(Null-Point Calibration Unit).",
    module="instead",
    params=(Param("damage_type", str, "the damage type it turns into HP", choices=DAMAGE_TYPES), UNTIL),
    timings=(("instead", 1),),
    source=f"{OO}: 'Null-Point Calibration Unit: When Absolute Zero would take Cold Damage, he regains that many HP instead.'"))
_(Mechanic(
    "redirect_damage", "The first time (each turn, if once_per_turn) damage in its scope (by default: to its host) "
    "would be dealt, its host's player may discard `discard` cards to redirect that damage to a target of their "
    "choice (Amulet of the Elder Gods; every time, with once_per_turn false); with mandatory true ('redirect that "
    "damage') it acts with no choice, and its destination may be computed (to: hero_target_with_highest_hp, ...; a "
    "tie is the player's choice) or its host (to: host, 'redirect ... to Haka': Enduring Intercession). choices.redirect: {CARD: TARGET} or a path [{by: CARD, to: TARGET}, ...]; each "
    "redirect acts at most once per damage.",
    module="redirect",
    params=(Param("discard", int, "cards discarded to pay for it", default=0),
            Param("once_per_turn", bool, "only the first time each turn", default=True),
            Param("mandatory", bool, "'redirect that damage' (it always acts) rather than 'you may redirect'",
                  default=False),
            Param("to", str, "where the damage goes: a target of the player's choice, or a computed destination "
                  "(ties: the player chooses, choices.redirect), or its host", default="chosen", choices=DESTINATIONS),
            Param("scope", str, "which damage it may redirect", default="to_host", vocabulary=SCOPE),
            Param("damage_type", str, "only damage of these types", default="", vocabulary=TYPES), UNTIL),
    timings=(("instead", 0),),
    source=f"{OO}: 'Amulet of the Elder Gods: The first time Nightmist would be dealt Damage each turn, you may "
           "discard 2 cards. If you do, you may redirect that Damage to a Target of your choice.'; mandatory and "
           "computed destinations, ties: https://forums.greaterthangames.com/t/smoke-bomb-use/5768?page=2"))
_(Mechanic(
    "retaliate_when_dealt_damage", "When its host is dealt `damage_type` damage, it deals 1 target that much "
    "`new_type` damage (Isothermic Transducer).",
    module="after_damage",
    params=(Param("damage_type", str, "the damage that triggers it", choices=DAMAGE_TYPES),
            Param("new_type", str, "the damage it deals back", choices=DAMAGE_TYPES), UNTIL),
    timings=(("after", 0),),
    source=f"{OO}: 'Isothermic Transducer: When Absolute Zero is dealt Fire Damage, Absolute Zero deals 1 Target "
           "that much Cold Damage.'"))
_(Mechanic(
    "make_damage_irreducible", "Damage in its scope (of `damage_type`, if given) is irreducible: no reduction "
    "applies to it; it can still be increased or redirected.",
    module="irreducible",
    params=(Param("scope", str, "whose damage it makes irreducible", vocabulary=SCOPE),
            Param("damage_type", str, "only damage of these types", default="", vocabulary=TYPES), UNTIL),
    source=f"{DIZED}: 'Damage can be irreducible, meaning it cannot be reduced by any effect, but it can still be "
           "increased or redirected.'"))
_(Mechanic(
    "deal_damage_when_it_deals_damage", "Whenever `damage_type` damage in its scope (by default: dealt by its host) "
    "is dealt, its host deals `amount` (0: that much) `new_type` (none given: the "
    "same type) damage to that target, or to the target chosen (choices.targets).",
    module="deals_damage",
    params=(Param("amount", int, "the damage it deals (0: as much as was dealt)", default=0),
            Param("new_type", str, "the type it deals (none given: the type of the damage dealt)", default="",
                  choices=("",) + DAMAGE_TYPES),
            Param("scope", str, "which damage triggers it", default="by_host", vocabulary=SCOPE),
            Param("damage_type", str, "only damage of these types", default="", vocabulary=TYPES), UNTIL),
    timings=(("after", 0),),
    source=f"{OO}: 'Effects that apply after taking damage ... the target first takes the damage, then applies the "
           "effect.' 'If no damage is being dealt, then this step is skipped.'"))
_(Mechanic(
    "regain_hp_when_it_deals_damage", "Whenever `damage_type` damage in its scope (by default: dealt by its host) "
    "is dealt, its host regains `amount` HP (0: as much as was dealt).",
    module="deals_damage",
    params=(Param("amount", int, "the HP it regains (0: as much as was dealt)", default=0),
            Param("scope", str, "which damage triggers it", default="by_host", vocabulary=SCOPE),
            Param("damage_type", str, "only damage of these types", default="", vocabulary=TYPES), UNTIL),
    timings=(("after", 0),),
    source=f"{OO}: 'Effects that apply after taking damage ... the target first takes the damage, then applies the "
           "effect.' 'If no damage is being dealt, then this step is skipped.'"))
_(Mechanic(
    "prevent_damage_for_a_cost", "When its host would be dealt damage, its player may discard `discard` card(s); "
    "if they do, that damage is prevented (choices.pay; a cost the hand cannot pay is refused).",
    module="costs",
    params=(Param("discard", int, "cards discarded to pay for it", default=1), UNTIL),
    timings=(("instead", 0),),
    source=f"{OO}: 'Amulet of the Elder Gods: ... you may discard 2 cards. If you do, you may redirect that Damage'"
           " (an optional cost: 'If you do'); 'Effect that apply instead of taking damage'"))
