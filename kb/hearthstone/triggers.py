"""Hearthstone's trigger vocabulary: the `when` a card file may give a role-"ability" mechanic.

A mechanic entry with ``when: VALUE`` is not what the card does when it is played: it is an effect of
the card in play (its host is on the board). When its trigger condition happens, the rule named here
queues the ability (an ``Action`` of kind ``trigger``, the host as source, the host's controller as
controller), and :mod:`dealt.kb.hearthstone.rules.queued_triggers` resolves queued abilities one at a
time, by phase, then play order; the ability's own rules (deal_damage_to_all, missiles, ...) then
create and resolve its Damage Events as they do for a card played.

This table is the one place the vocabulary is defined: the name a card file writes, the text of a
card it reads (what a derivation of card text maps to it), the rule (module) that encodes it, its
phase (lower resolves first) and how an explanation says it.
"""
from dataclasses import dataclass


@dataclass(frozen=True)
class When:
    """One trigger condition: `name` (a card file's `when`), `reads` (the card-text prefix it stands
    for), `module` (its rule module under ``kb/hearthstone/rules/``), `phase` (queued triggers of a
    lower phase resolve first, then play order) and `says` (how ``why`` names the trigger)."""

    name: str
    reads: str
    module: str
    phase: int
    says: str
    source: str
    #: the Damage Event step at which it watches, taking a slot in play order there ("" for none)
    step: str = ""
    #: for a summon trigger limited to one minion type ("After you summon a Pirate,"): that type, as the card
    #: database's races name it (``PIRATE``); "" for any minion
    race: str = ""


ADVANCED = "Hearthstone wiki, Advanced rulebook (hearthstone.gamepedia.com/Advanced_rulebook)"

#: phase 0: queued while the damage that set it off resolves, resolved in that same phase, before deaths
IN_PHASE = 0
#: the phase of triggers that act before the action's own effect (an attack's damage)
BEFORE_THE_ACTION = 1

WHENS = {w.name: w for w in (
    When("this_takes_damage", "Whenever this minion takes damage, / After this minion takes damage,",
         "trigger_damage_taken", IN_PHASE, "'Whenever this minion takes damage' trigger",
         "Hearthstone wiki, Damage Events, Resolving a Damage Event: 'If the Damage Event was prevented or if "
         "it did not change the character's current Health+Armor total (including due to Divine Shield and "
         "Commanding Shout), it will not run any triggers. Otherwise, Triggered effect#Character damage ... "
         "queue and resolve in play order'; Advanced rulebook: triggers raised inside a Phase resolve before "
         "that outermost Phase ends and its deaths are processed",
         step="character_damage_triggers"),
    When("frenzy", "Frenzy:", "trigger_frenzy", IN_PHASE, "Frenzy",
         "Hearthstone wiki, Frenzy: 'Frenzy is an ability that triggers the first time the minion survives "
         "damage' (card text: 'The first time this minion survives damage'); a minion survives when the "
         "damage leaves it above 0 Health and not destroyed (Poisonous), and, as a character damage trigger, "
         "not when the event changed no Health+Armor (Resolving a Damage Event)",
         step="character_damage_triggers"),
    When("honorable_kill", "Honorable Kill:", "trigger_honorable_kill", IN_PHASE, "Honorable Kill",
         "Dotesports, 'How does Honorable Kill work in Hearthstone' (Fractured in Alterac Valley): 'you'll first "
         "need to deal exact damage to destroy a minion using Direwolf Commander ... Killing a one-health minion "
         "won't net you a benefit'; 'the damage it deals must match the health of the minion'; on its controller's "
         "turn only (GLOBAL_KEYWORD_HONORABLEKILL_TEXT: 'Deal exact lethal damage on your turn for a bonus.')",
         step="character_damage_triggers"),
    When("deathrattle", "Deathrattle:", "trigger_deathrattle", 1, "Deathrattle",
         f"{ADVANCED}, Sequences, Phases, Queues, Resolution: 'When the outermost Phase resolves, Hearthstone "
         "will run several Steps, including processing Deaths'; Hearthstone wiki, Deathrattle: a Deathrattle "
         "'activates when the minion is destroyed'; Deathrattles of minions that die together resolve in "
         "order of play"),
    When("after_you_summon_a_minion", "After you summon a minion,", "trigger_after_summon", 2,
         "'After you summon a minion' trigger",
         "Hearthstone Science, 'Battlecries Resolve AFTER The Minion Enters Play' (Sequence of Phases when you "
         "play a minion): 'First, the minion leaves your hand and enters play. Then the On Play Phase resolves "
         "... Then the Battlecry Phase resolves. Then the After Play Phase resolves', and Knife Juggler acts in "
         "the After Summon Phase; an Imp-losion's Imps are summoned minions too"),
    When("after_you_cast_a_spell", "After you cast a spell,", "trigger_after_spell", 3,
         "'After you cast a spell' trigger",
         f"{ADVANCED}: playing a spell runs its On Play Phase, then its Spell Text Phase, then its After Play "
         "Phase, where 'After you cast a spell' triggers (Flamewaker, Wild Pyromancer) queue; deaths are "
         "processed after each outermost Phase"),
    When("spellburst", "Spellburst:", "trigger_after_spell", 3, "Spellburst",
         "Hearthstone wiki, Spellburst: 'Spellburst is an ability that triggers once after the player casts a "
         "spell, then is removed'; it acts where 'After you cast a spell' does (the After Play Phase)"),
    When("whenever_this_attacks", "Whenever this attacks,", "trigger_whenever_this_attacks", BEFORE_THE_ACTION,
         "'Whenever this attacks' trigger",
         f"{ADVANCED}: an attack runs its Proposed Attack Phase ('Whenever this attacks' triggers) before the "
         "Combat Phase deals damage; if the attacker or the defender has left play (or is mortally wounded) "
         "when its deaths have been processed, the attack is cancelled"),
    When("after_your_hero_attacks", "After your hero attacks,", "trigger_after_hero_attacks", 2,
         "'After your hero attacks' trigger",
         f"{ADVANCED}: after the Combat Phase (and its deaths), 'After this attacks' and 'After your hero "
         "attacks' triggers queue and resolve in order of play"),
    When("end_of_your_turn", "At the end of your turn,", "trigger_end_of_turn", 2, "end-of-turn trigger",
         f"{ADVANCED}: ending a turn runs the End of Turn Phase, where 'At the end of your turn' triggers of the "
         "active player's cards queue and resolve in order of play"),
    When("start_of_your_turn", "At the start of your turn,", "trigger_end_of_turn", 3, "start-of-turn trigger",
         f"{ADVANCED}: after the End of Turn Phase the next player's turn begins with its Start of Turn Phase, "
         "where 'At the start of your turn' triggers queue and resolve in order of play"),
    When("overkill", "Overkill:", "trigger_overkill", IN_PHASE, "Overkill",
         "the game's GLOBAL_KEYWORD_OVERKILL_TEXT (hearthstone_data Strings/enUS/GLOBAL.txt): 'Deal excess damage on "
         "your turn for a bonus.'; Hearthstone wiki, Overkill (https://hearthstone.wiki.gg/wiki/Overkill): 'activates "
         "whenever a card with the keyword deals damage to a character with less Health than the damage dealt during "
         "your turn'; 'Cards can only activate their Overkill effects on the controlling player's turn'",
         step="character_damage_triggers"),
    *(When(f"after_you_summon_{article}_{word.lower()}", f"After you summon {article} {word},", "trigger_after_summon",
           2, f"'After you summon {article} {word}' trigger",
           "the 'After you summon a minion' trigger (Knife Juggler), for a minion of that type only: 'The type of a "
           "minion has no direct effect on its behavior, but it does allow it to be affected by type-specific "
           "effects' (https://re-actor.net/hearthstone-mercenaries-minion-types/); 'The \"All\" minion type will "
           "fill in for any missing minion type' (https://hearthstone.fandom.com/wiki/Amalgadon)", race=race)
      for article, word, race in (("a", "Pirate", "PIRATE"), ("a", "Mech", "MECHANICAL"), ("an", "Elemental", "ELEMENTAL"),
                                  ("a", "Beast", "BEAST"), ("a", "Murloc", "MURLOC"), ("an", "Undead", "UNDEAD"))),
)}

AFTER_PLAY = ("Hearthstone Science, 'Battlecries Resolve AFTER The Minion Enters Play' (Sequence of Phases when you play "
              "a minion): 'First, the minion leaves your hand and enters play. Then the On Play Phase resolves ... Then the "
              "Battlecry Phase resolves. Then the After Play Phase resolves', and the After Summon Phase (Knife Juggler) "
              f"after it; {ADVANCED}: a spell's After Play Phase follows its Spell Text Phase, where 'After you cast a "
              "spell' triggers queue; deaths are processed after each outermost Phase")
#: the 'After you play ...' triggers: (name, the words after 'After you play', what the card played must be)
AFTER_PLAYS = (
    ("a_minion", "a minion", "any minion its controller plays (not a summoned one: Hearthstone wiki, Summon: 'playing "
                             "a minion card summons it', summoning by an effect is no play)"),
    ("a_murloc", "a Murloc", "a minion of that type (type-specific effects: https://re-actor.net/hearthstone-mercenaries-"
                             "minion-types/; an Amalgam's ALL is every type)"),
    ("a_battlecry_minion", "a Battlecry minion", "a minion whose card has Battlecry (the card database's BATTLECRY tag)"),
    ("a_combo_card", "a Combo card", "a card with Combo, a minion or a spell (the card database's COMBO tag)"),
)

#: the spell schools a trigger may name ('After you cast a Fire spell,'), as the card text writes them
SCHOOLS = (("an", "Arcane"), ("a", "Fel"), ("a", "Fire"), ("a", "Frost"), ("a", "Holy"), ("a", "Nature"), ("a", "Shadow"))

AFTER_ATTACK = (f"{ADVANCED}: after the Combat Phase resolves (and its deaths are processed), 'After this attacks' "
                "and 'After your hero attacks' triggers queue and resolve in order of play; Blizzard forum, 'Order of "
                "effect' (https://us.forums.blizzard.com/en/hearthstone/t/order-of-effect-damage-vs-card-effects/9085): "
                "'\"When\"/\"whenever\" effects always trigger before the triggering effect. \"After\" effects trigger, "
                "well, after them'; a host no longer in play does not act")
#: the 'After ... attacks' triggers of a minion: (name, the words its text reads, whose attack sets it off)
AFTER_ATTACKS = (
    ("after_this_attacks", "After this attacks,", "its host attacked"),
    ("after_this_is_attacked", "After this is attacked,", "its host was the defender of an attack"),
    ("after_a_friendly_rush_minion_attacks", "After a friendly Rush minion attacks,",
     "a minion of its controller with Rush (the keyword, a board entry's keywords or its card's RUSH tag) attacked"),
    ("after_an_adjacent_minion_attacks", "After an adjacent minion attacks,",
     "a minion next to its host on its side attacked (Hearthstone wiki, Adjacent: 'minions directly to the left and "
     "right of a minion')"),
)

SECRET = ("Hearthstone wiki, Secret (https://hearthstone.wiki.gg/wiki/Secret): 'Secrets can only be activated on the "
          "opponent's turn'; 'When a Secret's condition is met, it is revealed' and its effect activates: it acts once, "
          "and is used up")

HERO_POWER_USED = (f"{ADVANCED}: using a Hero Power runs its effect, then its Inspire Phase and After Play Phase, "
                   "where triggers on the Hero Power's use queue and resolve in play order; deaths are processed "
                   "after each outermost Phase")

#: the trigger kinds of issue 13's round 3 (kb/hearthstone/grammar/trigger_kinds.py), appended
WHENS.update({w.name: w for w in (
    When("after_your_hero_attacks_a_minion", "After your hero attacks a minion,", "trigger_after_hero_attacks", 2,
         "'After your hero attacks a minion' trigger",
         f"{ADVANCED}: after the Combat Phase (and its deaths), 'After your hero attacks' triggers queue and resolve in "
         "order of play; this one only when the hero's defender was a minion (Bone Breaker, 'After your hero attacks a "
         "minion, deal 2 damage to the enemy hero.')"),
    When("after_a_friendly_minion_dies", "After a friendly minion dies,", "trigger_after_friendly_death", 1,
         "'After a friendly minion dies' trigger",
         f"{ADVANCED}: 'When the outermost Phase resolves, Hearthstone will run several Steps, including processing "
         "Deaths'; Blizzard forum, 'Order of Operations Rules' (https://us.forums.blizzard.com/en/hearthstone/t/"
         "order-of-operations-rules/145133): 'Deathrattles and death-related effects take place after damage has been "
         "exchanged and minions/weapons/locations have been destroyed and removed from the board. This prevents "
         "Deathrattles from acting upon other minions which were destroyed in the same combat'; so it is queued with "
         "the Deathrattles, in play order, once per friendly minion that died, and a host that died with them no "
         "longer watches"),
    When("your_hero_takes_damage", "Whenever your hero takes damage,", "trigger_hero_takes_damage", IN_PHASE,
         "'Whenever your hero takes damage' trigger",
         "Hearthstone wiki, Damage Events, Resolving a Damage Event: 'If the Damage Event was prevented or if it did "
         "not change the character's current Health+Armor total ... it will not run any triggers. Otherwise, "
         "Triggered effect#Character damage ... queue and resolve in play order': a character damage trigger that "
         "watches its controller's hero (Zzeraku the Warped, 'Whenever your hero takes damage, summon a 6/6 Nether "
         "Drake.')", step="character_damage_triggers"),
    When("your_hero_takes_damage_on_your_turn", "Whenever your hero takes damage on your turn,",
         "trigger_hero_takes_damage", IN_PHASE, "'Whenever your hero takes damage on your turn' trigger",
         "Hearthstone wiki, Damage Events, Resolving a Damage Event (character damage triggers 'queue and resolve in "
         "play order'), as 'Whenever your hero takes damage', and only on its controller's turn, as its text says "
         "(Emberroot Destroyer)", step="character_damage_triggers"),
 *(When(f"after_you_play_{name}", f"After you play {words},", "trigger_after_play", 2, f"'After you play {words}' trigger",
           f"{AFTER_PLAY}; {what}")
      for name, words, what in AFTER_PLAYS),
 *(When(f"after_you_cast_a_{school.lower()}_spell", f"After you cast {article} {school} spell,", "trigger_after_spell", 3,
           f"'After you cast {article} {school} spell' trigger",
           f"{ADVANCED}: a spell's After Play Phase, where 'After you cast a spell' triggers queue; only a spell of that "
           "school (the card database's SPELL_SCHOOL; Hearthstone wiki, Spell school: 'Spell schools are categories of "
           "spells ... Cards may refer to spell schools, affecting only spells of a certain school')")
      for article, school in SCHOOLS),
 *(When(name, reads, "trigger_after_this_attacks", 2, f"'{reads[:-1]}' trigger", f"{AFTER_ATTACK}; {what}")
      for name, reads, what in AFTER_ATTACKS),
    When("when_your_hero_is_attacked", "Secret: When your hero is attacked,", "trigger_whenever_this_attacks",
         BEFORE_THE_ACTION, "Secret 'When your hero is attacked'",
         f"{ADVANCED}: an attack runs its Proposed Attack Phase, where 'when ... is attacked' triggers and Secrets act, "
         f"before the Combat Phase; {SECRET}"),
    When("after_a_minion_attacks_your_hero", "Secret: After a minion attacks your hero,", "trigger_secrets", 2,
         "Secret 'After a minion attacks your hero'", f"{AFTER_ATTACK}; {SECRET}"),
    When("after_your_opponent_plays_a_minion", "Secret: After your opponent plays a minion,", "trigger_secrets", 2,
         "Secret 'After your opponent plays a minion'", f"{AFTER_PLAY}; {SECRET}"),
    When("after_an_opposing_hero_power_is_used", "Secret: After an opposing Hero Power is used,", "trigger_secrets", 3,
         "Secret 'After an opposing Hero Power is used'",
         f"{ADVANCED}: using a Hero Power runs its Inspire and After Play Phases after its effect; {SECRET}"),
    When("after_you_use_your_hero_power", "After you use your Hero Power,", "trigger_hero_power", 3,
         "'After you use your Hero Power' trigger", f"{HERO_POWER_USED}; Dragonbane, 'After you use your Hero Power, deal "
         "5 damage to a random enemy.'"),
    When("inspire", "Inspire:", "trigger_hero_power", 3, "Inspire",
         f"{HERO_POWER_USED}; Hearthstone wiki, Inspire (https://hearthstone.wiki.gg/wiki/Inspire): 'Inspire is an "
         "ability which activates whenever its controller uses their Hero Power'"),
)})


def summons_its_type(when, races):
    """Whether a summoned minion of `races` sets off the summon trigger `when`: any minion, or one of its type
    (an Amalgam, races ALL, is of every type)."""
    race = WHENS[when].race
    return not race or race in races or "ALL" in races


#: the summon triggers: 'After you summon a minion' and its limited forms
SUMMON_WHENS = frozenset(w.name for w in WHENS.values() if w.module == "trigger_after_summon")


def when_words(name):
    """How an explanation names a trigger: "Deathrattle", "'After you summon a minion' trigger"."""
    return WHENS[name].says


def describe():
    """The vocabulary in lines (for the README and ``dealt mechanics``)."""
    return "\n".join(f"- when: {w.name} (reads '{w.reads}'; rule module {w.module}; phase {w.phase})"
                     for w in WHENS.values())
