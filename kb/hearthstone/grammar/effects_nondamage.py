"""Non-damage effect clauses: drawing, Armor, healing, the hero's Attack, destroying a minion, freezing a group,
summoning a token.

Each clause maps to an ability mechanic of the registry that waits for its turn (:data:`..rules._flow.IN_TURN`,
:mod:`..rules.ability_order`): alone it is the card's ability; after a damage clause it is a further ability
that acts once that damage has resolved (:mod:`.reading`), in the text's order, as peers implement these cards
(Fireplace, fireplace/cards/classic/rogue.py: Shiv ``play = Hit(TARGET, 1), Draw(CONTROLLER)``, Fan of Knives
``play = Hit(ENEMY_MINIONS, 1), Draw(CONTROLLER)``; warlock.py: Drain Life ``play = Hit(TARGET, 2),
Heal(FRIENDLY_HERO, 2)``). "Restore N Health to all friendly characters." is the later step of a damage
clause (Holy Nova's two steps).

A summoned token is read only on a spell or Hero Power, when every minion of the database with that name (or
its singular), those stats and a text that is nothing but the keyword the clause gives it ("with Rush") or empty
is one kind (one text and races: reprints and copies); a minion of that name and stats with more text is not the
one the clause names (its summoner's text would say it: Force of Nature's Treants "with Charge"); else the
card's own token (its id with ``t``: Ultimate Infestation ICC_085's "5/5 Ghoul" is ICC_085t, Ghoul Infestor) of
those stats and text whose name holds the clause's or whose minion type it is (Spellweaver's Brilliance CATA_452's
"6/6 Dragon" is CATA_452t, Azure Warden, a Dragon); else the database's one kind of token of those stats and
text whose name ends with the clause's (Wound Prey's "1/1 Hyena with Rush" is BAR_035t, Swift Hyena, as a peer
implements the card): a summoned minion comes into play with
its keywords only (:mod:`..rules._summoning`), so a token with any other text (a Deathrattle: Goblin Bomb)
stays unread. A minion's triggered summon (Dragon Egg's, a Deathrattle's) is read with the database's one kind
of token or the card's own: "In the case of minion summon effects ... the minion is placed immediately to the
right of the summoning minion; while for all other sources of summon effects, including Hero Powers ... and
spells ..., the minion is placed at the far right of the battlefield" (Hearthstone wiki, Summon,
https://hearthstone.fandom.com/wiki/Summon), as summon_minions places it (:mod:`..rules._summoning`). A
Battlecry's summon stays unread: where the minion being played stands is not on the board.
"""
import re
from functools import lru_cache

from dealt.kb.hearthstone.grammar import ABILITY, FOLLOWUP, Template

WIKI = "Hearthstone wiki (hearthstone.wiki.gg)"
FIREPLACE = "Fireplace (jleclanche/fireplace), fireplace/cards/classic/"
_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4}
#: keywords a token may be summoned "with", as its own text says them
_TOKEN_KEYWORDS = ("Rush", "Taunt", "Charge", "Divine Shield", "Windfury", "Stealth", "Poisonous", "Lifesteal")
#: the damage abilities a "Restore N Health to all friendly characters." step may follow (Holy Nova's)
_DAMAGE_ABILITIES = frozenset({"deal_damage", "deal_damage_to_all", "deal_damage_to_random_targets", "missiles",
                               "deal_damage_to_target_and_others"})


def _draw(match, record):
    return (("draw_cards", {"amount": int(match["amount"] or 1)}),)


def _armor(match, record):
    return (("gain_armor", {"amount": int(match["amount"])}),)


def _hero_attack(match, record):
    return (("hero_gains_attack", {"amount": int(match["amount"])}),)


#: a group frozen, as texts say it -> the registry's group (the played minion's own side is not read: a
#: Battlecry's minion is among "all minions")
FREEZE_WORDS = {"all enemy minions": "enemy_minions", "all enemies": "enemy_characters",
                "all enemy characters": "enemy_characters"}


def _freeze_group(match, record):
    return (("freeze_group", {"group": FREEZE_WORDS[match["group"]]}),)


def _destroy(match, record):
    requirements = {name for name, _ in record.requirements}
    if record.named_target or not {"REQ_MINION_TARGET"} <= requirements or not requirements & {
            "REQ_TARGET_TO_PLAY", "REQ_TARGET_IF_AVAILABLE"}:
        return None                   # the target's kind is read into the play requirements, or not at all
    return (("destroy_target", {}),)


def _heal_own_hero(match, record):
    return (("restore_health_to_own_hero", {"amount": int(match["amount"])}),)


def _heal_friendly_characters(match, record):
    if record.type == "MINION":       # whether the minion being played is among them: not in the rules text
        return None
    return (("then_restore_health_to_all", {"amount": int(match["amount"]), "group": "friendly_characters"}),)


@lru_cache(maxsize=1)
def _tokens():
    """{(name, attack, health): [card, ...]} of the database's minions (its cards as the hearthstone package
    loads them, once: the card index is being built from them)."""
    from hearthstone import cardxml
    from hearthstone.enums import CardType
    cards, _ = cardxml.load()
    table = {}
    for card in cards.values():
        if card.type == CardType.MINION and card.english_name:
            table.setdefault((card.english_name, card.atk, card.health), []).append(card)
    return table


def _kind(card):
    """A minion's kind: its plain text and races (reprints and copies share it)."""
    from dealt.kb.hearthstone.carddb import _enum_name, _plain_text
    races = tuple(sorted(_enum_name(r) for r in (getattr(card, "races", None) or [card.race]) if r))
    return _plain_text(card.english_description or ""), races


def token_id(names, attack, health, keyword, every_kind=False):
    """The id of the token of the first of `names` with these stats whose text is `keyword` (or empty), when
    every such minion is one kind (the same text and races: reprints and copies); else None. A minion of that
    name and stats with other text is not the one summoned: a summoning card's text states what its token has
    beyond its stats ("Summon three 2/2 Treants with Charge that die at the end of the turn", Force of Nature;
    "with Rush"), so "Summon a 2/2 Treant." is the Treant with no text. Of several printings of the kind, the
    canonical one (collectible first, then the original id). `every_kind`: every minion of that name and stats
    must be that one kind (a trigger's summon: whose host, a minion or not, decides where it goes, see
    :func:`_summon`)."""
    from dealt.kb.hearthstone.carddb import _DERIVED_ID
    for name in names:
        found = _tokens().get((name, attack, health))
        if found:
            kinds = {_kind(card) for card in found}
            found = [card for card in found if _kind(card)[0] == (keyword or "")]
            if len({_kind(card) for card in found}) != 1 or (every_kind and len(kinds) != 1):
                return None
            return min(found, key=lambda c: (not c.collectible, _DERIVED_ID.match(c.id) is not None, len(c.id), c.id)).id
    return None


@lru_cache(maxsize=1)
def _minions_by_id():
    """{id: card} of the database's minions (their card ids name a card's own tokens: ICC_085 -> ICC_085t)."""
    return {card.id: card for cards in _tokens().values() for card in cards}


#: a reprint's id prefix, left out to find the original's own token (CORE_ICC_085 -> ICC_085t)
_REPRINT = re.compile(r"^(?:CORE|VAN|LEG|WON)_")


def own_token_id(card_id, names, attack, health, keyword):
    """The id of the card's own token (its id with ``t``, the card database's naming: Ultimate Infestation
    ICC_085 summons ICC_085t, Ghoul Infestor, Fireplace ``Summon(CONTROLLER, "ICC_085t")``) when it has these
    stats, its text is `keyword` (or empty) and its name holds one of `names` as a word ("Ghoul Infestor" for "a
    5/5 Ghoul") or one of `names` is its minion type (Spellweaver's Brilliance CATA_452's "6/6 Dragon" is CATA_452t,
    Azure Warden, a Dragon: 'Dragon is a minion type.', Hearthstone wiki, Dragon, https://hearthstone.fandom.com/wiki/Dragon);
    else None."""
    card = _minions_by_id().get(f"{_REPRINT.sub('', card_id)}t")
    if card is None or (card.atk, card.health) != (attack, health) or _kind(card)[0] != (keyword or ""):
        return None
    from dealt.kb.hearthstone.carddb import _enum_name
    races = {_enum_name(race).title() for race in (getattr(card, "races", None) or [card.race]) if race}
    return card.id if any(name in card.english_name.split() or name in races for name in names) else None


def named_kind_token_id(names, attack, health, keyword):
    """The id of the one kind of token (a non-collectible minion) of these stats whose text is `keyword` (or
    empty) and whose name ends with one of `names` as its last word: the clause names the token by its kind
    ("a 1/1 Hyena with Rush", Wound Prey BAR_801, summons BAR_035t Swift Hyena, as a peer implements it:
    ``TaskCreate(CardDbf.GetCardDbfByGuid("BAR_035t"), ZoneType.Board)``); None when there is none or more
    than one kind (then which minion the card summons is not in the database)."""
    from dealt.kb.hearthstone.carddb import _DERIVED_ID
    found = [card for cards in _tokens().values() for card in cards
             if not card.collectible and (card.atk, card.health) == (attack, health)
             and card.english_name.split()[-1] in names and _kind(card)[0] == (keyword or "")]
    if len({_kind(card) for card in found}) != 1:
        return None
    return min(found, key=lambda c: (_DERIVED_ID.match(c.id) is not None, len(c.id), c.id)).id


def _singulars(word, count):
    if count == 1:
        return (word,)
    return tuple(w for w in (word[:-2] if word.endswith("es") else None, word[:-1] if word.endswith("s") else None)
                 if w)[::-1]


def _summon(match, record):
    if record.type == "MINION":       # a Battlecry's minion goes next to the one played, not at the right end
        return None
    count = _COUNTS[match["count"]]
    from dealt.kb.hearthstone.grammar.triggers import TRIGGERED
    names, attack, health, keyword = _singulars(match["name"], count), int(match["attack"]), int(match["health"]), \
        match["keyword"]
    card_id = (token_id(names, attack, health, keyword, every_kind=record.type == TRIGGERED)
               or own_token_id(record.id, names, attack, health, keyword)
               or (None if record.type == TRIGGERED else named_kind_token_id(names, attack, health, keyword)))
    if card_id is None:
        return None
    return (("summon_minions", {"minion": card_id, "count": count}),)


TEMPLATES = (
    Template("draw_cards", re.compile(r"Draw (?:a card|(?P<amount>\d+) cards?)\."), _draw,
             f"{WIKI}, Fatigue: 'Fatigue takes effect each time a card is attempted to be drawn' from an empty deck; "
             f"{FIREPLACE}rogue.py, Shiv 'play = Hit(TARGET, 1), Draw(CONTROLLER)' (the draw after the damage)",
             ("Shiv", "Draw a card."), where=ABILITY),
    Template("gain_armor", re.compile(r"Gain (?P<amount>\d+) Armor\."), _armor,
             f"{WIKI}, Armor: 'Armor is a form of secondary Health available only to heroes, gained through certain "
             "cards and Hero Powers. Damage taken will always be deducted from Armor before Health.'",
             ("Bash", "Gain 3 Armor."), where=ABILITY),
    Template("give_your_hero_attack_this_turn", re.compile(r"Give your hero \+(?P<amount>\d+) Attack this turn\."),
             _hero_attack, f"{WIKI}, Weapon: 'Unlike spells or Hero Powers that grant Attack to the hero, the Attack "
             "of weapons persists' (the spell's Attack lasts this turn)",
             ("Stormstrike", "Give your hero +3 Attack this turn."), where=ABILITY),
    Template("restore_health_to_your_hero", re.compile(r"Restore (?P<amount>\d+) Health to your hero\."),
             _heal_own_hero, f"{WIKI}, Restore Health: 'Healing a character will increase their Health by the stated "
             f"amount, up to but not beyond their current maximum Health'; {FIREPLACE}warlock.py, Drain Life "
             "'play = Hit(TARGET, 2), Heal(FRIENDLY_HERO, 2)'",
             ("Drain Life", "Restore 2 Health to your hero."), where=ABILITY),
    Template("then_restore_health_to_all_friendly_characters",
             re.compile(r"Restore (?P<amount>\d+) Health to all friendly characters\."), _heal_friendly_characters,
             "Hearthstone wiki, Damage Events: 'Holy Nova creates and resolves all Damage Events, then creates and "
             "resolves all Healing Events'", ("Holy Ripple", "Restore 1 Health to all friendly characters."),
             where=FOLLOWUP, follows=_DAMAGE_ABILITIES),
    Template("destroy_a_chosen_minion",
             re.compile(r"Destroy (?:a|an) (?:(?:damaged|undamaged|enemy|friendly) )*minion"
                        r"(?: with \d+ or (?:less|more) Attack)?\."), _destroy,
             f"{WIKI}, Destroy: 'Destroy effects are effects which directly destroy a minion ... removing it from play "
             "regardless of its stats and enchantments, and without dealing damage to it'; the target's kind is read "
             f"into the play requirements (Execute: damaged, enemy, minion); {FIREPLACE}warlock.py, Siphon Soul "
             "'play = Destroy(TARGET), Heal(FRIENDLY_HERO, 3)'", ("Execute", "Destroy a damaged enemy minion."),
             where=ABILITY),
    Template("freeze_a_group",
             re.compile(rf"Freeze (?P<group>{'|'.join(map(re.escape, FREEZE_WORDS))})\."), _freeze_group,
             f"{WIKI}, Freeze: 'Freeze is an ability which causes the character to miss its next possible attack'; "
             "Hearthstone wiki, Damage Events: 'Blizzard creates and resolves all Damage Events, then freezes all enemy "
             "minions (even undamaged ones)'", ("Frostwyrm's Fury", "Freeze all enemy minions."), where=ABILITY),
    Template("summon_named_tokens",
             re.compile(rf"Summon (?P<count>{'|'.join(_COUNTS)}) (?P<attack>\d+)/(?P<health>\d+) "
                        rf"(?P<name>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*)(?: with (?P<keyword>{'|'.join(_TOKEN_KEYWORDS)}))?\."),
             _summon, f"{WIKI}, Board space: 'Each player is allowed seven minions'; 'If a minion would be summoned "
             "but the board is full, nothing happens.'; Summon (https://hearthstone.fandom.com/wiki/Summon): for 'spells "
             "such as Animal Companion, the minion is placed at the far right of the battlefield', a minion's 'immediately to "
             "the right of the summoning minion'; the token is the database's one non-collectible minion of "
             f"that name and stats, summoned after the damage before it (the two-step rule: 'moving to their next "
             "step' once all Damage Events resolved)",
             ("Flanking Strike", "Summon a 3/3 Wolf."), where=ABILITY),
)
