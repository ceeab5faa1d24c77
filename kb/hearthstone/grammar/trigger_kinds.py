"""More trigger prefixes (issue 13, round 3): the trigger kinds real cards' texts need beyond :mod:`.triggers`.

Each template names one trigger condition of :data:`dealt.kb.hearthstone.triggers.WHENS` (its `source` is that
entry's, with the words the card's text reads); the clause after the prefix is read as the trigger's ability
exactly as in :mod:`.triggers` (:func:`.triggers._trigger`: no chosen target, the hero it names, the host in play).
An alias of an existing kind reads other words for the same condition ("Whenever this minion attacks," is
"Whenever this attacks,").
"""
import re

from dealt.kb.hearthstone.grammar import ANYWHERE, Template
from dealt.kb.hearthstone.grammar.damage import _bonus
from dealt.kb.hearthstone.grammar.prefixes import INNER
from dealt.kb.hearthstone.grammar.triggers import HOSTS, MINION, _prefix, _source, _trigger
from dealt.kb.hearthstone.triggers import AFTER_ATTACKS, AFTER_PLAYS, SCHOOLS

AFTER_YOU_PLAY = "|".join(words for _, words, _ in AFTER_PLAYS)


def _after_you_play(match, record):
    words = match["what"]
    when = next(f"after_you_play_{name}" for name, w, _ in AFTER_PLAYS if w == words)
    return _trigger(when)(match, record)


def _damage_to_it(match, record):
    """'After you play a minion, deal N damage to it.': the minion played takes it (``deal_damage_to_it``)."""
    if record.type not in HOSTS.get("after_you_play_a_minion", MINION):
        return None
    return (("deal_damage_to_it", {"amount": int(match["amount"]), "spell_damage": _bonus(record),
                                   "when": "after_you_play_a_minion"}),)


def _after_a_school_spell(match, record):
    return _trigger(f"after_you_cast_a_{match['school'].lower()}_spell")(match, record)


def _a_spell_played(match, record):
    """'When you play or discard this,' on a spell: what follows is its ability when played (a play-time prefix)."""
    return () if record.type == "SPELL" else None


PLAY_OR_DISCARD = ("Hearthstone wiki, Discard (https://hearthstone.wiki.gg/wiki/Discard): cards such as Fist of Jaraxxus "
                   "('When you play or discard this, deal 4 damage to a random enemy.') act when discarded as well as "
                   "when played; Dealt models no discard (no rule of kb/hearthstone/rules discards a card), so in a "
                   "resolution the clause is the spell's ability when played (Hearthstone wiki, Spell: 'When a spell is "
                   "cast, its effect is activated')")


SECRETS = ("when_your_hero_is_attacked", "after_a_minion_attacks_your_hero", "after_your_opponent_plays_a_minion",
           "after_an_opposing_hero_power_is_used")
#: a Secret's trigger is hosted by the Secret spell in play (the board's kind ``secret``)
HOSTS.update({when: frozenset({"SPELL"}) for when in SECRETS})


def _secret_damage_to_it(match, record):
    """'Secret: After your opponent plays a minion, deal N damage to it.': the minion played takes it."""
    if "SECRET" not in record.mechanics:
        return None
    return (("deal_damage_to_it", {"amount": int(match["amount"]), "spell_damage": _bonus(record),
                                   "when": "after_your_opponent_plays_a_minion"}),)


def _kind(name, when, prefix, example, words=None):
    """:func:`.triggers._prefix`, its source quoting the prefix's own words (or `words`)."""
    return _prefix(name, when, prefix, example, words or prefix.replace("\\", ""))


TEMPLATES = (
    _kind("after_your_hero_attacks_a_minion", "after_your_hero_attacks_a_minion", r"After your hero attacks a minion, ",
          ("Bone Breaker", "After your hero attacks a minion, deal 2 damage to the enemy hero.")),
    _kind("whenever_this_minion_attacks", "whenever_this_attacks", r"Whenever this minion attacks, ",
          ("Wretched Tiller", "Whenever this minion attacks, deal 2 damage to the enemy hero.")),
    _kind("after_a_friendly_minion_dies", "after_a_friendly_minion_dies", r"After a friendly minion dies, ",
          ("Wrathscale Naga", "After a friendly minion dies, deal 3 damage to a random enemy.")),
    _kind("whenever_your_hero_takes_damage_on_your_turn", "your_hero_takes_damage_on_your_turn",
          r"Whenever your hero takes damage on your turn, ",
          ("Emberroot Destroyer", "Whenever your hero takes damage on your turn, deal 3 damage to a random enemy minion.")),
    _kind("whenever_your_hero_takes_damage", "your_hero_takes_damage", r"Whenever your hero takes damage, ",
          ("Zzeraku the Warped", "Whenever your hero takes damage, summon a 6/6 Nether Drake.")),
    Template("after_you_play_a_minion_deal_damage_to_it",
             re.compile(r"After you play a minion, deal (?P<amount>\d+) damage to it\."), _damage_to_it,
             _source("after_you_play_a_minion", "After you play a minion,") + "; 'it' is the minion played (a trigger "
             "chooses no target: Hearthstone wiki, Target), kb/hearthstone/rules/trigger_after_play.py",
             ("Animated Berserker", "After you play a minion, deal 1 damage to it."), where=ANYWHERE),
    Template("after_you_play_a_card", re.compile(rf"After you play (?P<what>{AFTER_YOU_PLAY}), (?P<{INNER}>.+)"),
             _after_you_play, _source("after_you_play_a_minion", "After you play a minion,") + " (or a Murloc, a "
             "Battlecry minion, a Combo card: kb/hearthstone/triggers.py AFTER_PLAYS)",
             ("Risky Skipper", "After you play a minion, deal 1 damage to all minions."), where=ANYWHERE),
    Template("after_you_cast_a_school_spell",
             re.compile(rf"After you cast an? (?P<school>{'|'.join(school for _, school in SCHOOLS)}) spell, (?P<{INNER}>.+)"),
             _after_a_school_spell, _source("after_you_cast_a_fire_spell", "After you cast a Fire spell,") + " (or "
             "another school: kb/hearthstone/triggers.py SCHOOLS)",
             ("Sunfury Champion", "After you cast a Fire spell, deal 1 damage to all minions."), where=ANYWHERE),
    Template("when_you_play_or_discard_this", re.compile(rf"When you play or discard this, (?P<{INNER}>.+)"),
             _a_spell_played, PLAY_OR_DISCARD,
             ("Fist of Jaraxxus", "When you play or discard this, deal 4 damage to a random enemy."), where=ANYWHERE),
    *(_kind(name, name, re.escape(reads) + " ", example) for (name, reads, _), example in zip(AFTER_ATTACKS, (
        ("Gorishi Tunneler", "After this attacks, deal 2 damage to the enemy hero."),
        ("Wrathspike Brute", "After this is attacked, deal 1 damage to all enemies."),
        ("E.T.C., God of Metal", "After a friendly Rush minion attacks, deal 2 damage to the enemy hero."),
        ("Coconut Cannoneer", "After an adjacent minion attacks, deal 1 damage to a random enemy.")))),
    _kind("secret_when_your_hero_is_attacked", "when_your_hero_is_attacked", r"Secret: When your hero is attacked, ",
          ("Explosive Trap", "Secret: When your hero is attacked, deal 2 damage to all enemies.")),
    _kind("secret_after_a_minion_attacks_your_hero", "after_a_minion_attacks_your_hero",
          r"Secret: After a minion attacks your hero, ",
          ("Flame Ward", "Secret: After a minion attacks your hero, deal 3 damage to all enemy minions.")),
    _kind("secret_after_an_opposing_hero_power_is_used", "after_an_opposing_hero_power_is_used",
          r"Secret: After an opposing Hero Power is used, ",
          ("Dart Trap", "Secret: After an opposing Hero Power is used, deal 5 damage to a random enemy.")),
    Template("secret_after_your_opponent_plays_a_minion_deal_damage_to_it",
             re.compile(r"Secret: After your opponent plays a minion, deal (?P<amount>\d+) damage to it\."),
             _secret_damage_to_it,
             _source("after_your_opponent_plays_a_minion", "Secret: After your opponent plays a minion,") + "; 'it' is "
             "the minion played (a trigger chooses no target: Hearthstone wiki, Target)",
             ("Snipe", "Secret: After your opponent plays a minion, deal 6 damage to it."), where=ANYWHERE),
    _kind("after_you_use_your_hero_power", "after_you_use_your_hero_power", r"After you use your Hero Power, ",
          ("Dragonbane", "After you use your Hero Power, deal 5 damage to a random enemy.")),
    _kind("inspire", "inspire", r"Inspire: ", ("Tournament Medic", "Inspire: Restore 2 Health to your hero."),
          words="Inspire:"),
    *(Template(f"battlecry_and_{when}", re.compile(rf"Battlecry and {word}: (?P<{INNER}>.+)"),
               _trigger(when, played_too=True),
               "Hearthstone wiki, Battlecry: 'Battlecry is a minion ability where a particular effect activates when "
               "the minion is played directly from the hand'; " + _source(when, f"{word}:")
               + f"; the one clause is both: the card's ability when played, and its {word}", example, where=ANYWHERE)
      for when, word, example in (
          ("frenzy", "Frenzy", ("Whirling Combatant", "Battlecry and Frenzy: Deal 1 damage to all other minions.")),
          ("inspire", "Inspire", ("Spawn of Shadows", "Battlecry and Inspire: Deal 4 damage to each hero.")))),
)
