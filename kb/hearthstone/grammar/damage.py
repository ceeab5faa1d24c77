"""Damage clauses: "Deal N damage" and its target forms, and the later steps that follow a damage clause.

Each form maps to a mechanic of the registry (:mod:`dealt.kb.hearthstone.mechanics`) that the Damage
Events rules text describes. The amount is the text's number (``$N`` in the game's text, which Spell
Damage raises); a card with the tag ``ImmuneToSpellpower`` (its amount is not raised) is read only into a
mechanic that can say so (``spell_damage: false``). A chosen target is read only when the play
requirements read from the same text (:mod:`..play_requirements`) say a target is chosen, and a named hero
only when :mod:`..named_targets` names it, so the target checks and the reading never disagree.
"""
import re

from dealt.kb.hearthstone.grammar import FOLLOWUP, Template

HS = "Hearthstone wiki, Damage Events"
_DEAL = r"[Dd]eal (?P<amount>\d+) damage"
_CHOSEN_PHRASE = (r" to (?:a|an|another) (?:(?:friendly|enemy|damaged|undamaged) )*(?:minion|character|hero|enemy)"
                  r"(?: with \d+ or (?:less|more) Attack)?")
_CHOSEN_TARGET = f"(?:{_CHOSEN_PHRASE})?"
_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
#: a group as card texts say it -> the registry's group
GROUP_WORDS = {
    "all minions": "all_minions", "each minion": "all_minions",
    "all enemy minions": "enemy_minions", "each enemy minion": "enemy_minions",
    "all enemies": "enemy_characters", "each enemy": "enemy_characters", "all enemy characters": "enemy_characters",
    "all characters": "all_characters", "each character": "all_characters",
    "your minions": "friendly_minions", "all your minions": "friendly_minions", "all friendly minions": "friendly_minions",
    "all friendly characters": "friendly_characters", "your characters": "friendly_characters",
    "each hero": "heroes", "both heroes": "heroes",
    "all other minions": "all_other_minions", "all other characters": "all_other_characters",
    "all other friendly minions": "all_other_friendly_minions",
    "all damaged minions": "damaged_minions", "all other damaged minions": "all_other_damaged_minions", "all undamaged enemy minions": "undamaged_enemy_minions",
    "all undamaged enemies": "undamaged_enemy_characters",
    "all minions except Demons": "all_minions_but_demons", "all non-Demon minions": "all_minions_but_demons",
    "all minions except Dragons": "all_minions_but_dragons", "all non-Dragon minions": "all_minions_but_dragons",
    "all minions except Murlocs": "all_minions_but_murlocs", "all non-Murloc minions": "all_minions_but_murlocs",
    "all minions except Mechs": "all_minions_but_mechs", "all non-Mech minions": "all_minions_but_mechs",
    "the left and right-most enemy minions": "outermost_enemy_minions",
    "your opponent's left and right-most minions": "outermost_enemy_minions",
}
#: GROUP_WORDS by lower-case words ("ALL characters" is "all characters")
_GROUP_KEYS = {words.lower(): group for words, group in GROUP_WORDS.items()}
#: the minion type a group leaves out: a minion of that type is never in it, so its own Battlecry may say it
RACE_LEFT_OUT = {"all_minions_but_demons": "DEMON", "all_minions_but_dragons": "DRAGON",
                 "all_minions_but_murlocs": "MURLOC", "all_minions_but_mechs": "MECHANICAL"}
#: the groups "and Freeze them" is read with (a later step that reads the group again: not one whose members
#: depend on the source or on the damage just dealt)
FREEZABLE = frozenset({"all_minions", "enemy_minions", "enemy_characters", "all_characters", "friendly_minions",
                       "friendly_characters", "heroes"})
#: the groups that leave out the minion whose text it is ("all other"): read only on a minion
OTHER_GROUPS = frozenset({"all_other_minions", "all_other_characters", "all_other_friendly_minions",
                          "all_other_damaged_minions"})
#: what N random targets are picked from
RANDOM_WORDS = {"enemy minion": "enemy_minions", "enemy minions": "enemy_minions", "enemy": "enemy_characters",
                "enemies": "enemy_characters", "enemy character": "enemy_characters",
                "enemy characters": "enemy_characters", "minion": "all_minions", "minions": "all_minions",
                "character": "all_characters", "characters": "all_characters"}
#: what "randomly split among ..." shoots at
SPLIT_WORDS = {"all enemies": "enemy_characters", "enemies": "enemy_characters",
               "all enemy characters": "enemy_characters", "all enemy minions": "enemy_minions",
               "enemy minions": "enemy_minions", "all characters": "all_characters",
               "all other characters": "all_other_characters", "all minions": "all_minions",
               "all other minions": "all_other_minions", "other friendly minions": "all_other_friendly_minions",
               "all minions except Mechs": "all_minions_but_mechs"}
#: SPLIT_WORDS by lower-case words
_SPLIT_KEYS = {words.lower(): group for words, group in SPLIT_WORDS.items()}


#: the groups a minion's Battlecry is read with: the enemy's side never holds the minion played, it is not a
#: hero, and "all other" leaves it out by its words. The minion is in play as its Battlecry resolves ("When
#: you play a minion, first it enters play, and later its Battlecry resolves", Hearthstone Science, see
#: deal_damage_to_a_group), so "all minions" would hold it; no collectible minion's Battlecry says a group
#: of the minion's own side without "other" (only Hero cards do), so those stay unread until one does
MINION_GROUPS = frozenset({"enemy_minions", "enemy_characters", "heroes", "undamaged_enemy_minions",
                           "undamaged_enemy_characters", "outermost_enemy_minions"}) | OTHER_GROUPS


#: the record type of a triggered ability (:data:`.triggers.TRIGGERED`): its source is the card that hosts it
#: ("Spellburst: Deal 2 damage to all other minions.": all minions but that one)
_TRIGGERED = "TRIGGERED_ABILITY"


def _not_for_a_minion(record, group):
    """Whether a minion's Battlecry cannot be read with `group` (:data:`MINION_GROUPS`), or a spell or Hero
    Power with a group of :data:`OTHER_GROUPS` (other than its target: not said by a group). A triggered ability's
    "all other" leaves out its host, the trigger's source (Wretched Tutor, 'Spellburst: Deal 2 damage to all other
    minions.'; :mod:`...rules.area`)."""
    if record.type == "MINION" and group in RACE_LEFT_OUT:
        return RACE_LEFT_OUT[group] not in record.races      # of the type left out: not in the group itself
    if record.type == _TRIGGERED:
        return False
    return group not in MINION_GROUPS if record.type == "MINION" else group in OTHER_GROUPS


def _words(table):
    return "|".join(re.escape(w) for w in sorted((w for w, g in table.items() if g), key=len, reverse=True))


def _bonus(record):
    """Whether Spell Damage raises the card's amount: not for a card tagged ImmuneToSpellpower."""
    return "ImmuneToSpellpower" not in record.mechanics


def _chooses(record):
    """Whether the card's text chooses a target (its play requirements read from the text say so). A group's or
    random targets' clause is read on such a card too: the card is read only where another of its clauses takes
    that target (:func:`..reading.read_card`)."""
    return any(name in ("REQ_TARGET_TO_PLAY", "REQ_TARGET_IF_AVAILABLE") for name, _ in record.requirements)


def _chosen(match, record):
    if not _chooses(record) or record.named_target:
        return None
    built = [("deal_damage", {"amount": int(match["amount"]), "spell_damage": _bonus(record)})]
    if match.groupdict().get("freeze"):
        built.append(("then_freeze", {"group": "affected"}))
    return tuple(built)


def _named(match, record):
    if _chooses(record) or not record.named_target or record.named_target[1].lower() not in match[0].lower():
        return None
    return (("deal_damage", {"amount": int(match["amount"]), "spell_damage": _bonus(record)}),)


def _to_all(match, record):
    group = _GROUP_KEYS[match["group"].lower()]
    if _not_for_a_minion(record, group) or (group not in FREEZABLE and match["freeze"]):
        return None
    return (("deal_damage_to_all", {"amount": int(match["amount"]), "group": group, "spell_damage": _bonus(record)}),
            *((("then_freeze", {"group": group}),) if match["freeze"] else ()))


def _random(match, record):
    if not _bonus(record):
        return None
    count = int(match["count"]) if match["count"].isdigit() else _COUNTS[match["count"]]
    one = (match["freeze"] or "").endswith("it")          # "and Freeze it": one random target; "them": several
    if _not_for_a_minion(record, RANDOM_WORDS[match["who"]]) or (match["freeze"] and one != (count == 1)):
        return None
    return (("deal_damage_to_random_targets", {"count": count, "amount": int(match["amount"]),
                                               "group": RANDOM_WORDS[match["who"]]}),
            *((("then_freeze", {"group": "affected"}),) if match["freeze"] else ()))


def _repeated(match, record):
    if not _bonus(record) or _not_for_a_minion(record, RANDOM_WORDS[match["who"]]):
        return None
    count = _COUNTS.get(match["count"]) or _TIMES[match["count"]]
    return (("missiles", {"count": count, "amount": int(match["amount"]), "group": RANDOM_WORDS[match["who"]]}),)


#: how many times a random pick repeats, as texts say it
_TIMES = {"twice": 2, "three times": 3, "four times": 4, "five times": 5}


def _split(match, record):
    if _not_for_a_minion(record, _SPLIT_KEYS[match["group"].lower()]):
        return None
    return (("missiles", {"count": int(match["amount"]), "group": _SPLIT_KEYS[match["group"].lower()],
                          "split": True}),)


def _this_minion(match, record):
    """'Deal N damage to this minion.': a minion's own (its Battlecry), or a minion's trigger's (the record a trigger
    sees, type TRIGGERED_ABILITY: its host, Fel Orc Soulfiend)."""
    if record.type not in ("MINION", "TRIGGERED_ABILITY") or _chooses(record):
        return None
    return (("deal_damage_to_itself", {"amount": int(match["amount"])}),)


def _neighbours(match, record):
    if not _chooses(record) or not _bonus(record) or ("REQ_MINION_TARGET", 0) not in record.requirements:
        return None
    amount = int(match["amount"])
    return (("deal_damage_to_target_and_neighbours",
             {"amount": amount, "other": int(match["other"] or amount), "order": "center_left_right"}),)


def _and_enemy_hero(match, record):
    if not _chooses(record) or not _bonus(record) or ("REQ_MINION_TARGET", 0) not in record.requirements:
        return None
    return (("deal_damage_to_target_and_enemy_hero", {"amount": int(match["amount"])}),)


def _and_all_other_enemies(match, record):
    if not _chooses(record) or ("REQ_ENEMY_TARGET", 0) not in record.requirements:
        return None
    return (("deal_damage_to_target_and_others", {"amount": int(match["amount"]), "other": int(match["other"]),
                                                  "group": "enemy_characters", "spell_damage": _bonus(record)}),)


#: an amount read from the board, as texts say it -> deal_variable_damage's amount_from
AMOUNT_WORDS = {"your hero's Attack": "hero_attack", "your Armor": "hero_armor", "this minion's Attack": "this_minions_attack",
                "its Attack": "target_attack"}
_AMOUNTS = "|".join(map(re.escape, AMOUNT_WORDS))


def _variable(match, record):
    amount_from = AMOUNT_WORDS[match["from"] or match["from_"]]
    if not _chooses(record) or record.named_target or (amount_from == "this_minions_attack" and record.type != "MINION"):
        return None
    if amount_from == "target_attack" and (match["from"] or ("REQ_MINION_TARGET", 0) not in record.requirements):
        return None             # "its" is the minion chosen only after it: "Deal damage to a minion equal to its Attack"
    return (("deal_variable_damage", {"amount_from": amount_from, "spell_damage": _bonus(record)}),)


def _draw_if(match, record):
    condition = "target_survived" if match["if"] == "it survives" else "target_died"
    return (("then_draw_if", {"condition": condition, "amount": 1}),)


TEMPLATES = (
    Template("deal_damage_to_a_chosen_target", re.compile(_DEAL + _CHOSEN_TARGET + r"(?P<freeze> and Freeze it)?\."),
             _chosen, f"{HS}: 'most damaging effects have as proposed damage a fixed number explicitly stated in "
             "their text'; the target is the one chosen (Hearthstone wiki, Target: 'Targeted effects are those that "
             "require a target to play'), its kind read into the play requirements; 'and Freeze it' is a second step "
             "(Frostbolt: 'Deal 3 damage to a character and Freeze it.'; "
             f"{HS}: 'Cone of Cold ... then freezes the affected minions')",
             ("Pyroblast", "Deal 10 damage.")),
    Template("deal_damage_to_the_named_hero", re.compile(_DEAL + r" to (?:the enemy hero|your opponent|your hero)\."),
             _named, f"{HS}: a fixed number stated in the text; Hearthstone wiki, Target: 'abilities that always hit "
             "the same target of course must specify what that target is' (:mod:`..named_targets`)",
             ("Sinister Strike", "Deal 3 damage to the enemy hero.")),
    Template("deal_damage_to_a_group", re.compile(_DEAL + rf" to (?P<group>{_words(GROUP_WORDS)}|ALL minions|ALL characters"
                                                  r"|ALL other minions|ALL other characters)(?P<freeze> and Freeze them)?\."),
             _to_all, f"{HS}: area effects 'first create all Damage Events ... and then resolve all Damage Events ... "
             "in play order'; 'and Freeze them' a second step: 'Blizzard creates and resolves all Damage Events, then "
             "freezes all enemy minions (even undamaged ones)'; 'all other' on a minion leaves out the minion "
             "whose Battlecry it is, in play as it resolves ('When you play a minion, first it enters play, and "
             "later its Battlecry resolves', Hearthstone Science, https://thetwittertagproject.com/hearthstone-"
             "science-battlecries-resolve-after-the-minion-enters-play/; Dread Infernal, 'Battlecry: Deal 1 damage "
             "to ALL other characters.'); 'each hero' is both heroes; 'all (un)damaged' those below (at) their maximum "
             "Health as the events are created (Hearthstone wiki, Damage: 'Characters which are below their maximum "
             "Health are considered damaged'); 'all minions except Demons' leaves that type out (an Amalgam is every type), "
             "and a minion's Battlecry is read with it only when the minion is of that type; 'the left and right-most enemy "
             "minions' are the enemy's minions at either end of its side, one when it has one (Crow's Nest Lookout)",
             ("Hellfire", "Deal 3 damage to ALL characters.")),
    Template("deal_damage_to_this_minion", re.compile(_DEAL + r" to (?:this minion|HIMSELF)\."), _this_minion,
             f"{HS}: 'a fixed number explicitly stated in their text', the source 'usually, the minion ... that "
             "creates it'; the text names its target, the minion itself (Hearthstone wiki, Battlecry: the effect "
             "'activates when the minion is played directly from the hand', so it is in play)",
             ("Beached Whale", "Battlecry: Deal 10 damage to this minion.")),
    Template("deal_damage_to_random_targets",
             re.compile(_DEAL + rf" to (?P<count>{'|'.join(_COUNTS)}|\d) random (?P<who>{_words(RANDOM_WORDS)})"
                        r"(?P<freeze> and Freeze (?:them|it))?\."),
             _random, f"{HS}: 'Multi-Shot, Forked Lightning and Cleave deal damage in random order' (the events are "
             "created in the order the targets are picked, then resolved in that order); 'and Freeze them' ('it', of "
             "one: Breath of Sindragosa, 'Deal 2 damage to a random enemy minion and Freeze it.') a second "
             "step that freezes the characters the events affected ('Cone of Cold ... then freezes the affected "
             "minions')",
             ("Cleave", "Deal 2 damage to two random enemy minions.")),
    Template("missiles_at_random_targets",
             re.compile(rf"(?:Shoot|Fire) (?P<count>{'|'.join(_COUNTS)}) missiles at random (?P<who>{_words(RANDOM_WORDS)}) "
                        r"that deal (?P<amount>\d+) damage each\."),
             _repeated, f"{HS}: 'Some damaging effects that affect \"multiple targets\" (Bouncing Blade, Greater Arcane "
             "Missiles, ...) shoot a number of individual \"missiles\" each with a random target: each missile creates a "
             "Damage Event which is immediately resolved, before choosing at random the target for the next missile'",
             ("Greater Arcane Missiles", "Shoot three missiles at random enemies that deal 3 damage each.")),
    Template("deal_damage_to_a_random_target_n_times",
             re.compile(_DEAL + rf" to a random (?P<who>{_words(RANDOM_WORDS)}), (?P<count>{'|'.join(_TIMES)})\."),
             _repeated, f"{HS}: missiles 'each with a random target: each missile creates a Damage Event which is "
             "immediately resolved, before choosing at random the target for the next missile' (Greater Arcane "
             "Missiles); 'Deal 2 damage to a random enemy minion, five times' picks a random target again each time, "
             "after the previous damage: five such missiles of 2",
             ("Astral Rain", "Deal 2 damage to a random enemy minion, five times.")),
    Template("deal_damage_randomly_split",
             re.compile(_DEAL + rf" randomly split (?:among|between) (?P<group>{_words(SPLIT_WORDS)})\."),
             _split, f"{HS}: 'each Damage Events created by effects that deal a certain amount of damage randomly split "
             "among all characters with a given characteristic has a proposed damage of 1'; missiles 'each with a "
             "random target: each missile creates a Damage Event which is immediately resolved'",
             ("Arcane Missiles", "Deal 3 damage randomly split among all enemies.")),
    Template("deal_damage_to_a_minion_and_its_neighbours",
             re.compile(_DEAL + r" to a minion and (?:(?P<other>\d+) damage to (?:adjacent ones|its neighbors)|the minions next to it|its neighbors)\."),
             _neighbours, f"{HS}: 'Explosive Shot and Powershot deal damage in the order center-left-right' (their "
             "texts: 'Deal 5 damage to a minion and 2 damage to adjacent ones.', 'Deal 2 damage to a minion and the "
             "minions next to it.'); Cone of Cold's other wording ('Freeze a minion and the minions next to it, and "
             "deal 1 damage to them') is not this form",
             ("Explosive Shot", "Deal 5 damage to a minion and 2 damage to adjacent ones.")),
    Template("deal_damage_to_a_minion_and_the_enemy_hero", re.compile(_DEAL + r" to a minion and the enemy hero\."),
             _and_enemy_hero, f"{HS}: Cobra Shot ('Deal 3 damage to a minion and the enemy hero.') is listed with "
             "the missiles: one event after the other", ("Cobra Shot", "Deal 3 damage to a minion and the enemy hero.")),
    Template("deal_damage_to_an_enemy_and_all_other_enemies",
             re.compile(_DEAL + r" to an enemy and (?P<other>\d+) damage to all other enemies\."),
             _and_all_other_enemies, f"{HS}: 'Swipe creates Damage Events first for the target character and then for "
             "all other enemy characters in reverse play order'",
             ("Swipe", "Deal 4 damage to an enemy and 1 damage to all other enemies.")),
    Template("deal_damage_equal_to_an_amount_on_the_board",
             re.compile(rf"[Dd]eal damage(?: equal to (?P<from>{_AMOUNTS}){_CHOSEN_TARGET}"
                        rf"|{_CHOSEN_PHRASE} equal to (?P<from_>{_AMOUNTS}))\."),
             _variable, f"{HS}: 'some damaging effects' proposed damage varies depending on ... current Armor (Shield "
             "Slam), or on the Attack value of a hero (Savagery) ... or minion (... Dispatch Kodo ...), and can happen "
             "to be zero' (Savagery: 'Deal damage equal to your hero's Attack to a minion.'; The Light! It Burns!: 'Deal "
             "damage to a minion equal to its Attack.', the chosen minion's)",
             ("Savage Striker", "Battlecry: Deal damage to an enemy minion equal to your hero's Attack.")),
    Template("then_draw_if_it_dies_or_survives",
             re.compile(r"If (?P<if>it dies|that kills it|it survives), draw a card\."), _draw_if,
             f"{HS}: 'Spells and effects with two steps (such as Mortal Coil and Slam) resolve all Damage Events "
             "before querying the target's condition or moving to their next step'",
             ("Mortal Coil", "If it dies, draw a card."), where=FOLLOWUP,
             follows=frozenset({"deal_damage"})),
)
