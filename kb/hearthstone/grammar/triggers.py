"""Trigger prefixes: a card's ability in play, read from "Deathrattle: X", "At the end of your turn, x", ...

Each prefix names one trigger condition of the vocabulary (:data:`dealt.kb.hearthstone.triggers.WHENS`); the
clause after it is read by the ability templates (:mod:`.damage`, and any family's ability or no-damage
templates), and each ability mechanic it maps to gets ``when: NAME``: the same mechanics, with the same
parameters, as the hand-written card files of Abomination, Knife Juggler, Axe Flinger or Ragnaros the Firelord
(README, Triggered abilities). A clause that changes no damage ("Deathrattle: Add a random Demon to your hand.")
is read as such, whatever its trigger.

The inner clause is read as a trigger's ability (:func:`as_a_trigger_sees`): a trigger chooses no target
(Hearthstone wiki, Target: "Targeted effects are those that require a target to play"; a trigger is not
played), so "Deathrattle: Deal 2 damage." (a chosen target) stays unread; the hero it names is read from its
own words, and only when the board reads the same hero from the card's text (:func:`..named_targets.named_by_trigger`);
and its host is in play when it acts (or has died, for a Deathrattle), so the groups a Battlecry is not read
with (:data:`.damage.MINION_GROUPS`: whether the minion being played is among them) are read: "all minions"
holds the host exactly when it is on the board, as Wild Pyromancer's "After you cast a spell, deal 1 damage to
ALL minions." hits itself.

Only what a trigger's ability can be on the board is read: an ability mechanic (never a later step such as
"and Freeze them", which follows a played ability) whose card can host that trigger (:data:`HOSTS`: a minion; a
weapon's Deathrattle too, which acts once the weapon is destroyed). A summon trigger limited to one minion type
("After you summon a Pirate,") is a trigger condition of its own, set off only by a minion of that type
(:func:`..triggers.summons_its_type`).
"""
import dataclasses
import re

from dealt.kb.hearthstone.grammar import ANYWHERE, Trigger, Template
from dealt.kb.hearthstone.grammar.prefixes import INNER
from dealt.kb.hearthstone.named_targets import named_by_trigger, named_in
from dealt.kb.hearthstone.triggers import WHENS

#: the record type a trigger's inner clause is read with: no builder's check for a minion's Battlecry
#: (:func:`.damage._not_for_a_minion`), a spell or a played card applies to it
TRIGGERED = "TRIGGERED_ABILITY"
#: the kinds of card whose trigger can act on the board, by trigger (default: a minion)
HOSTS = {"deathrattle": frozenset({"MINION", "WEAPON"})}
#: a weapon's own trigger acts while it is equipped (Axe of the Forefathers, "After your hero attacks, deal 1 damage
#: to all minions."; Bone Breaker): its controller's hero is the one that attacks (Hearthstone wiki, Weapon: a
#: weapon is equipped by its hero, and triggered effects act while their card is in play)
HOSTS.update({when: frozenset({"MINION", "WEAPON"}) for when in (
    "after_your_hero_attacks", "after_your_hero_attacks_a_minion", "after_you_play_a_minion")})
MINION = frozenset({"MINION"})


def as_a_trigger_sees(record, inner):
    """`record` as its triggered ability `inner` reads: no play requirements (nothing is chosen), the hero
    `inner` names (when the board reads the same one from the whole text), and the type :data:`TRIGGERED`."""
    named = named_in(inner)
    if named and named_by_trigger(record.text)[:1] != named[:1]:
        named = ()
    return dataclasses.replace(record, type=TRIGGERED, requirements=(), named_target=named)


def _trigger(when, played_too=False):
    def build(match, record):
        inner = match[INNER][:1].upper() + match[INNER][1:]         # "deal 2 damage ..." as its own sentence
        return Trigger(when=when, record=as_a_trigger_sees(record, inner), inner=inner,
                       hosted=record.type in HOSTS.get(when, MINION), played_too=played_too)
    return build


#: the summon triggers limited to one minion type, by the words their text reads ("After you summon a Pirate,")
_TYPED_SUMMONS = {w.reads: w.name for w in WHENS.values() if w.race}
_TYPED = "|".join(re.escape(reads) for reads in sorted(_TYPED_SUMMONS))


def _typed_summon(match, record):
    return _trigger(_TYPED_SUMMONS[match["reads"]])(match, record)


def _source(when, words):
    return f"{WHENS[when].source}; its card text reads {words!r} (kb/hearthstone/triggers.py, {when})"


def _prefix(name, when, prefix, example, words=None):
    """The template of a trigger prefix (`prefix`, a pattern) whose inner clause is the ability run `when`; its source
    quotes `words`, the card text's own (by default the trigger's reading, :data:`..triggers.WHENS`)."""
    return Template(name, re.compile(rf"{prefix}(?P<{INNER}>.+)"), _trigger(when),
                    _source(when, words or WHENS[when].reads), example, where=ANYWHERE)


HONORABLE_KILL = ("the game's GLOBAL_KEYWORD_HONORABLEKILL_TEXT (hearthstone_data Strings/enUS/GLOBAL.txt): 'Deal "
                  "exact lethal damage on your turn for a bonus.'")

TEMPLATES = (
    _prefix("deathrattle", "deathrattle", r"Deathrattle: ",
            ("Leper Gnome", "Deathrattle: Deal 2 damage to the enemy hero.")),
    _prefix("at_the_end_of_your_turn", "end_of_your_turn", r"At the end of your turn, ",
            ("Earthen Drake", "At the end of your turn, deal 4 damage to the enemy hero.")),
    _prefix("at_the_start_of_your_turn", "start_of_your_turn", r"At the start of your turn, ",
            ("Depth Charge", "At the start of your turn, deal 5 damage to ALL minions.")),
    _prefix("whenever_this_minion_takes_damage", "this_takes_damage", r"(?:Whenever|After) this minion takes damage, ",
            ("Bittertide Hydra", "Whenever this minion takes damage, deal 3 damage to your hero.")),
    _prefix("after_you_cast_a_spell", "after_you_cast_a_spell", r"After you cast a spell, ",
            ("Magic Dart Frog", "After you cast a spell, deal 1 damage to a random enemy minion.")),
    _prefix("spellburst", "spellburst", r"Spellburst: ",
            ("Onyx Magescribe", "Spellburst: Add 2 random spells from your class to your hand.")),
    _prefix("frenzy", "frenzy", r"Frenzy: ", ("Oasis Thrasher", "Frenzy: Deal 3 damage to the enemy hero.")),
    Template("honorable_kill", re.compile(rf"Honorable Kill: (?P<{INNER}>.+)"), _trigger("honorable_kill"),
             f"{WHENS['honorable_kill'].source}; {HONORABLE_KILL}",
             ("Troll Centurion", "Honorable Kill: Deal 8 damage to the enemy hero."), where=ANYWHERE),
    _prefix("overkill", "overkill", r"Overkill: ", ("Ticket Scalper", "Overkill: Draw 2 cards.")),
    _prefix("after_your_hero_attacks", "after_your_hero_attacks", r"After your hero attacks, ",
            ("Pufferfist", "After your hero attacks, deal 1 damage to all enemies.")),
    _prefix("whenever_this_attacks", "whenever_this_attacks", r"Whenever this attacks, ",
            ("Bloodbound Imp", "Whenever this attacks, deal 2 damage to your hero.")),
    _prefix("after_you_summon_a_minion", "after_you_summon_a_minion", r"After you summon a minion, ",
            ("Unlicensed Apothecary", "After you summon a minion, deal 5 damage to your hero.")),
    Template("after_you_summon_a_minion_of_a_type", re.compile(rf"(?P<reads>{_TYPED}) (?P<{INNER}>.+)"), _typed_summon,
             f"{WHENS['after_you_summon_a_pirate'].source}; its card text reads 'After you summon a Pirate,' (or a "
             "Mech, an Elemental, a Beast, a Murloc, an Undead: kb/hearthstone/triggers.py)",
             ("Ship's Cannon", "After you summon a Pirate, deal 2 damage to a random enemy."), where=ANYWHERE),
    Template("battlecry_and_deathrattle", re.compile(rf"Battlecry and Deathrattle: (?P<{INNER}>.+)"),
             _trigger("deathrattle", played_too=True),
             "Hearthstone wiki, Battlecry: 'Battlecry is a minion ability where a particular effect activates when the "
             "minion is played directly from the hand'; " + _source("deathrattle", "Deathrattle:")
             + "; the one clause is both: the card's ability when played, and its Deathrattle",
             ("Blood Razor", "Battlecry and Deathrattle: Deal 1 damage to all minions."), where=ANYWHERE),
)
