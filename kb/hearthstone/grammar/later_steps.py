"""Later steps, random summons and hand cards: what a card does after its damage, read from its text.

- ``If it dies, <clause>.`` / ``If it survives, <clause>.`` / ``If that kills it, <clause>.`` after a damage
  clause to a chosen target: the inner clause is an ability Dealt reads that acts in its turn and chooses no
  target (gain N Armor, restore N Health to your hero, give your hero +N Attack this turn, draw N cards, summon
  a token: :data:`..mechanics.QUERY_GATES`), read into the query ``if_its_target`` and that ability, which acts
  only if the query holds once the damage resolved (:mod:`..rules.target_query`; Hearthstone wiki, Damage
  Events: two-step cards "resolve all Damage Events before querying the target's condition or moving to their
  next step"); or a clause that cannot change the damage (a card put into the hand, :mod:`.no_damage`), and then
  the whole step cannot either. ("If it dies, draw a card." is Mortal Coil's ``then_draw_if``, :mod:`.damage`.)
- ``Summon a random N-Cost minion.`` on a spell: one collectible minion of that Cost, the random result given in
  the scenario (``choices: {picks: [<card name>]}``), at the far right of its side (:mod:`..rules.random_summon`).
- ``Get a <card>.``, ``Give a random <X> in your hand +N/+N.`` as the card's last clause: a card put into (or
  changed in) the hand does nothing until it is played, another action, and no later clause of the card looks
  at it (:func:`.no_damage._last`, :data:`.no_damage.HAND`).
"""
import re

from dealt.kb.hearthstone.grammar import ABILITY, ANYWHERE, FOLLOWUP, Template
from dealt.kb.hearthstone.grammar.no_damage import _ACTS, HAND

HS = "Hearthstone wiki, Damage Events"
TWO_STEPS = (f"{HS}: 'Spells and effects with two steps (such as Mortal Coil and Slam) resolve all Damage Events "
             "before querying the target's condition or moving to their next step'")
#: the query each wording asks
_ASKS = {"it dies": "target_died", "that kills it": "target_died", "it survives": "target_survived"}


def _step(match, record):
    """The query and the inner clause's ability, () for an inner clause that cannot change damage, or None."""
    from dealt.kb.hearthstone.grammar.reading import read_clause
    from dealt.kb.hearthstone.mechanics import QUERY_GATES
    step = match["step"][:1].upper() + match["step"][1:]
    inner = read_clause(step, record, (ABILITY, ANYWHERE))
    if inner is None:
        return None
    if not inner.mechanics:
        return ()
    if any(m not in QUERY_GATES or dict(p).get("when") for m, p in inner.mechanics):
        return None
    return (("if_its_target", {"condition": _ASKS[match["if"]]}),) + tuple((m, dict(p)) for m, p in inner.mechanics)


def _random_summon(match, record):
    if record.type == "MINION":       # a minion's summon goes next to it (Hearthstone wiki, Summon): not read here
        return None
    return (("summon_a_random_minion_of_cost", {"cost": int(match["cost"])}),)


def _summon_for_each(match, record):
    from dealt.kb.hearthstone.grammar.effects_nondamage import own_token_id, token_id
    if record.type == "MINION":       # a minion's summon goes next to it (Hearthstone wiki, Summon): not read here
        return None
    stats = (int(match["attack"]), int(match["health"]), None)
    card_id = token_id((match["name"],), *stats) or own_token_id(record.id, (match["name"],), *stats)
    return None if card_id is None else (("then_summon_for_each_that_died", {"minion": card_id}),)


def _last_of_the_card(match, record):
    """Nothing, when the clause (perhaps inside a later step, "If it dies, get a Void Soul.") ends the card's
    text; else this card does not fit."""
    return () if record.text.rstrip().lower().endswith(match[0].lower()) else None


#: the damage abilities whose events "each that died" counts: every target they damaged
_GROUP_DAMAGE = frozenset({"deal_damage_to_all", "deal_damage_to_random_targets", "missiles"})

TEMPLATES = (
    Template("if_it_dies_or_survives_then",
             re.compile(rf"If (?P<if>{'|'.join(map(re.escape, _ASKS))}), (?P<step>[^.]+\.)"), _step,
             TWO_STEPS + "; the step is the inner clause's ability, acting in its turn once the query held "
             "(a character at 0 Health has died, though it is destroyed only with the deaths)",
             ("Latorvian Armorer", "If it dies, gain 5 Armor."), where=FOLLOWUP, follows=frozenset({"deal_damage"})),
    Template("summon_a_random_minion_of_a_cost", re.compile(r"Summon a random (?P<cost>\d+)-Cost minion\."),
             _random_summon,
             "Hearthstone wiki, Random effect (https://hearthstone.gamepedia.com/Random_effect): 'Effects which draw "
             "randomly from a pool of cards are influenced by game format, with only cards valid in the current "
             "format being eligible for selection' (a collectible minion of that Cost, the pick given in the "
             "scenario); Summon (https://hearthstone.fandom.com/wiki/Summon): for spells 'the minion is placed at "
             "the far right of the battlefield'; after the damage before it (the two-step rule)",
             ("Firelands Portal", "Summon a random 6-Cost minion."), where=ABILITY),
    Template("get_a_card", re.compile(rf"{_ACTS}Get (?:a|an|two|three|\d+) [^.]+\."), _last_of_the_card,
             HAND + "; 'Get' puts the card into its controller's hand (Thunderquake, 'Get a Static Shock.'), "
             "the card's last clause", ("Thunderquake", "Get a Static Shock."), where=ANYWHERE),
    Template("give_a_random_card_in_your_hand_stats",
             re.compile(r"Give a random (?:[A-Z][a-z]+|minion|card) in your hand "
                        r"\+\d+(?:/\+\d+| Attack| Health)\."), _last_of_the_card,
             HAND + "; a card's stats in the hand act only once it is played (Hearthstone wiki, Enchantment: stat "
             "buffs are enchantments applied to the card), the card's last clause",
             ("Scrap Shot", "Give a random Beast in your hand +3/+3."), where=ANYWHERE),
    Template("then_draw_a_card_for_each_that_died", re.compile(r"Draw a card for each that (?:died|dies)\."),
             lambda match, record: (("then_draw_for_each_that_died", {}),),
             TWO_STEPS + "; it counts the characters the card's Damage Events damaged that died (at 0 Health or "
             "less), once all resolved", ("Broxigar's Last Stand", "Draw a card for each that died."),
             where=FOLLOWUP, follows=_GROUP_DAMAGE),
    Template("then_summon_a_token_for_each_minion_killed",
             re.compile(r"Summon (?:a|an) (?P<attack>\d+)/(?P<health>\d+) (?P<name>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) "
                        r"for (?:each|every) (?:minion )?killed\."), _summon_for_each,
             TWO_STEPS + "; it counts the minions the card's Damage Events damaged that died, once all resolved, "
             "and summons that many of the token (kb/hearthstone/grammar/effects_nondamage.py, token_id and "
             "own_token_id) at the right end of its side", ("Cycle of Hatred", "Summon a 3/3 Spirit for every minion killed."),
             where=FOLLOWUP, follows=_GROUP_DAMAGE),
    Template("if_it_dies_or_survives_restore_health_to_the_enemy_hero",
             re.compile(rf"If (?P<if>{'|'.join(map(re.escape, _ASKS))}), restore (?P<amount>\d+) Health to the enemy hero\."),
             lambda match, record: (("then_restore_health_to_the_enemy_hero_if",
                                     {"condition": _ASKS[match["if"]], "amount": int(match["amount"])}),),
             TWO_STEPS + "; the Healing Event on the enemy hero once the query held (Hearthstone wiki, Restore Health)",
             ("Purifying Breath", "If it dies, restore 5 Health to the enemy hero."), where=FOLLOWUP,
             follows=frozenset({"deal_damage"})),
)
