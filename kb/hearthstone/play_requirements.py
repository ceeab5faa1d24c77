"""Play requirements: what a card's chosen target must be, read once for every card from its text.

The game's data no longer carries play requirements: ``<PlayRequirement reqID=...>`` left
``CardDefs.xml`` with patch 16.0 ("This was removed from the Hearthstone game data itself",
HearthSim, https://github.com/HearthSim/HearthDb/issues/18), and the installed ``hearthstone``
has no ``PlayReq`` enum. The game still names them in its strings
(``hearthstone_data/Strings/enUS/GAMEPLAY.txt``: ``GAMEPLAY_PlayErrors_REQ_MINION_TARGET``
"Select a minion", ``..._REQ_ENEMY_TARGET`` "Select an enemy", ``..._REQ_UNDAMAGED_TARGET`` "You
must target an undamaged character", ``..._REQ_TARGET_MAX_ATTACK`` "Select a character with an
Attack of {0} or less", ...), and a card's text states them: Fireball "Deal 6 damage." and Lesser Heal
"Restore 2 Health." (any character), Holy Smite "Deal 3 damage to a minion.", Betrayal "Force an enemy minion ...",
Backstab "... to an undamaged minion.", Shadow Word: Pain "Destroy a minion with 3 or less
Attack.". :func:`requirements_from_text` reads the chosen target's phrase when the card index is
built (:mod:`.carddb`); :func:`unmet_requirement` checks a target against them.

It reads English text, so it can err where a text names a minion it does not choose (Kobold
Taskmaster's "Armor Scraps that give +2 Health to a minion"); the requirements are checked only for
the chosen targets of a card whose card file models a targeted ability.

Besides the card's own requirements, rules of the game bar some targets:

- Immune: "Can't be targeted by enemies or damaged." (the game's ``GLOBAL_KEYWORD_IMMUNE_TEXT``;
  ``REQ_ENEMY_TARGET_NOT_IMMUNE`` "That character is immune"); an attack is targeted too (Hearthstone
  wiki, Target, https://hearthstone.wiki.gg/wiki/Target: "one character's attack on another is always
  targeted");
- Stealth (Hearthstone wiki, https://hearthstone.gamepedia.com/Stealth): "Minions in Stealth
  cannot be directly targeted by the opponent in any way. This includes Battlecry effects from
  enemy minions", and Stealth prevents "being the target of enemy attacks"
  (``REQ_NONSTEALTH_ENEMY_TARGET`` "Stealthed characters can't be targeted or attacked");
- Elusive (Faerie Dragon; the game's ``GLOBAL_KEYWORD_ELUSIVE_TEXT``: "Can't be targeted by spells or
  Hero Powers."), and the tags ``CANT_BE_TARGETED_BY_SPELLS`` and ``CANT_BE_TARGETED_BY_HERO_POWERS``
  (``REQ_CAN_BE_TARGETED_BY_SPELLS`` "Can't be targeted by Spells"): by anyone's, its owner's too
  (Hearthstone wiki, Faerie Dragon, http://hearthstone.wikia.com/wiki/Faerie_Dragon: "Unless the Faerie
  Dragon is silenced, direct targeted heals do not work on it"), but not by a Battlecry or an attack
  ("Battlecry abilities and physical attacks granted by Hero Powers still work"; Elusive names spells and
  Hero Powers only), and an untargeted effect still reaches it ("The Faerie Dragon can be hit by
  indirect, random, and area of effect damage (Flamestrike)");
- a Battlecry does not target the minion being played (Hearthstone wiki, Battlecry,
  http://hearthstone.gamepedia.com/index.php?title=Battlecry&oldid=76700: "The casting minion is
  generally not considered a suitable target");
- Taunt: "Enemies must attack this minion" (the game's ``GLOBAL_KEYWORD_TAUNT_TEXT``;
  ``REQ_TARGET_TAUNTER_MINION`` "A minion with Taunt is in the way"): an attack must target one.
"""
import re

_RACES = {"Beast": "BEAST", "Demon": "DEMON", "Dragon": "DRAGON", "Elemental": "ELEMENTAL",
          "Mech": "MECHANICAL", "Murloc": "MURLOC", "Naga": "NAGA", "Pirate": "PIRATE", "Totem": "TOTEM",
          "Undead": "UNDEAD", "Quilboar": "QUILBOAR", "Draenei": "DRAENEI"}
_ADJECTIVES = ("friendly", "enemy", "damaged", "undamaged", "Frozen", "Legendary")
#: the phrase naming a chosen target: a verb or "to", then "a"/"an"/"another", then what it must be
#: ("to a random minion", "Whenever a minion takes damage" and "all enemy minions" choose nothing)
_CHOSEN = re.compile(
    r"\b(?<!andomly )(?:to|[Dd]estroy|[Ff]reeze|[Ff]orce|[Gg]ive|[Ss]ilence|[Tt]ransform|[Rr]eturn)\s+"
    r"(?P<article>an?|another)\s+"
    rf"(?P<adjectives>(?:(?:{'|'.join(_ADJECTIVES)})\s+)*)"
    rf"(?P<noun>minion|character|hero|enemy|{'|'.join(_RACES)})\b"
    r"(?:\s+with\s+(?P<attack>\d+)\s+or\s+(?P<bound>less|more)\s+Attack)?")
#: "Deal 6 damage." with nothing after "damage", Dispatch Kodo's "Deal damage equal to this minion's
#: Attack." with nothing after the amount, or Lesser Heal's "Restore 2 Health." with nothing after "Health":
#: the player chooses any character
_ANY_CHARACTER = re.compile(r"\b[Dd]eal (?:\d+ damage|damage equal to (?:(?! to |randomly)[^.,])*)(?=[.,]|$)"
                            r"|\b[Rr]estore \d+ Health(?=[.,]|$)")
#: where a minion's chosen target is named: its Battlecry, Combo or Quickdraw (each acts as it is played)
_MINION_TARGETING = re.compile(r"\b(?:Battlecry|Combo|Quickdraw):")

#: requirement -> what it asks of the target (for the error message)
DEMANDS = {
    "REQ_MINION_TARGET": "a minion", "REQ_HERO_TARGET": "a hero",
    "REQ_ENEMY_TARGET": "an enemy", "REQ_FRIENDLY_TARGET": "friendly",
    "REQ_DAMAGED_TARGET": "damaged", "REQ_UNDAMAGED_TARGET": "undamaged",
    "REQ_FROZEN_TARGET": "Frozen", "REQ_LEGENDARY_TARGET": "Legendary",
    "REQ_NONSELF_TARGET": "another character than the card itself",
    "REQ_TARGET_MAX_ATTACK": "a character with {0} or less Attack",
    "REQ_TARGET_MIN_ATTACK": "a character with {0} or more Attack",
    "REQ_TARGET_WITH_RACE": "a {0}",
}
#: requirements that only say a target is chosen (the number of targets comes from the card file)
TARGET_CHOSEN = ("REQ_TARGET_TO_PLAY", "REQ_TARGET_IF_AVAILABLE")
#: card kinds whose text names no chosen target: they trigger, or are goals
_UNTARGETED = frozenset({"SECRET", "QUEST", "SIDE_QUEST", "QUESTLINE", "OBJECTIVE"})


def ability_text(text, card_type, mechanics=()):
    """The part of a card's plain `text` that it does when played, or None: a spell's or Hero Power's
    whole text, a Location's (what its activation does, the target chosen as it is activated: "You select the
    location and then target the minion you want to apply the effect to", esports.gg, How do Hearthstone
    Locations work?), a minion's Battlecry or Combo (its other text is effects and triggers); nothing for a
    Secret or Quest (they trigger, or are goals) or another kind of card."""
    if _UNTARGETED.intersection(mechanics):
        return None
    if card_type == "MINION":
        start = _MINION_TARGETING.search(text)
        return text[start.end():] if start else ""
    return text if card_type in ("SPELL", "HERO_POWER", "LOCATION") else None


def requirements_from_text(text, card_type, mechanics=()):
    """The play requirements of a card with this plain `text`, as sorted (name, parameter) pairs.

    Only what the text says of a chosen target: ``REQ_TARGET_TO_PLAY`` (a spell or Hero Power) or
    ``REQ_TARGET_IF_AVAILABLE`` (a minion's Battlecry or Combo) when it names one, and what the
    target must be. The parameter is 0, an Attack bound or a minion type (``BEAST``).
    """
    text = ability_text(text, card_type, mechanics)
    if text is None:
        return ()
    chosen = _CHOSEN.search(text)
    if chosen is None:
        return ((TARGET_CHOSEN[card_type == "MINION"], 0),) if _ANY_CHARACTER.search(text) else ()
    requirements = {TARGET_CHOSEN[card_type == "MINION"]: 0}
    adjectives = chosen["adjectives"].split()
    noun = chosen["noun"]
    if noun == "enemy":
        adjectives.append("enemy")
    for adjective in adjectives:
        requirements[f"REQ_{adjective.upper()}_TARGET"] = 0
    if noun == "minion" or noun in _RACES:
        requirements["REQ_MINION_TARGET"] = 0
    if noun in _RACES:
        requirements["REQ_TARGET_WITH_RACE"] = _RACES[noun]
    if noun == "hero":
        requirements["REQ_HERO_TARGET"] = 0
    if chosen["article"] == "another":
        requirements["REQ_NONSELF_TARGET"] = 0
    if chosen["attack"]:
        bound = "REQ_TARGET_MAX_ATTACK" if chosen["bound"] == "less" else "REQ_TARGET_MIN_ATTACK"
        requirements[bound] = int(chosen["attack"])
    return tuple(sorted(requirements.items()))


def _meets(name, param, target, chooser, source):
    """Whether `target` (a board entry: id, kind, controller, health, max_health, attack, races,
    keywords and its database record) meets one requirement of a card `chooser` plays from `source`."""
    return {
        "REQ_MINION_TARGET": lambda: target["kind"] == "minion",
        "REQ_HERO_TARGET": lambda: target["kind"] == "hero",
        "REQ_ENEMY_TARGET": lambda: target["controller"] != chooser,
        "REQ_FRIENDLY_TARGET": lambda: target["controller"] == chooser,
        "REQ_DAMAGED_TARGET": lambda: target["health"] < target["max_health"],
        "REQ_UNDAMAGED_TARGET": lambda: target["health"] >= target["max_health"],
        "REQ_FROZEN_TARGET": lambda: "frozen" in target["keywords"],
        "REQ_LEGENDARY_TARGET": lambda: getattr(target["record"], "rarity", "") == "LEGENDARY",
        "REQ_NONSELF_TARGET": lambda: target["id"] != source,
        "REQ_TARGET_MAX_ATTACK": lambda: target["attack"] <= param,
        "REQ_TARGET_MIN_ATTACK": lambda: target["attack"] >= param,
        "REQ_TARGET_WITH_RACE": lambda: param in target["races"] or "ALL" in target["races"],
    }.get(name, lambda: True)()


def _as_it_is(name, target, chooser):
    """What `target` is instead of what requirement `name` asks."""
    return {
        "REQ_MINION_TARGET": f"is a {target['kind']}", "REQ_HERO_TARGET": f"is a {target['kind']}",
        "REQ_ENEMY_TARGET": f"is {chooser}'s own", "REQ_FRIENDLY_TARGET": f"is {target['controller']}'s",
        "REQ_DAMAGED_TARGET": f"is undamaged ({target['health']} of {target['max_health']} Health)",
        "REQ_UNDAMAGED_TARGET": f"is damaged ({target['health']} of {target['max_health']} Health)",
        "REQ_FROZEN_TARGET": "is not Frozen", "REQ_LEGENDARY_TARGET": "is not Legendary",
        "REQ_NONSELF_TARGET": "is the card itself",
        "REQ_TARGET_MAX_ATTACK": f"has {target['attack']} Attack", "REQ_TARGET_MIN_ATTACK": f"has {target['attack']} Attack",
        "REQ_TARGET_WITH_RACE": "has the minion type " + ("/".join(r.title() for r in target["races"]) or "none"),
    }[name]


def unmet_requirement(card, requirements, target, chooser, source=""):
    """Why `target` is not a legal chosen target of `card` (a name) with these `requirements`, played by
    `chooser`, or None; the target's kind is checked first, then its side, then the rest."""
    order = list(DEMANDS)
    for name, param in sorted((r for r in requirements if r[0] in DEMANDS), key=lambda r: order.index(r[0])):
        if not _meets(name, param, target, chooser, source):
            demand = DEMANDS[name].format(str(param).title())
            return (f"{card}: its target must be {demand} (the card's play requirement {name}"
                    f"{'' if param == 0 else f' {param}'}); "
                    f"{target['id']} {_as_it_is(name, target, chooser)}.")
    return None


#: the card database's tags that bar spells or Hero Powers (the ``elusive`` keyword, the ELUSIVE tag's, bars both)
_BARRED_BY = {"spell": ("CANT_BE_TARGETED_BY_SPELLS",), "hero_power": ("CANT_BE_TARGETED_BY_HERO_POWERS",)}
_ELUSIVE = ("the game's keyword text: 'Can't be targeted by spells or Hero Powers.'; Hearthstone wiki, Faerie "
            "Dragon: 'Unless the Faerie Dragon is silenced, direct targeted heals do not work on it', while "
            "'Battlecry abilities ... still work' and it 'can be hit by indirect, random, and area of effect damage'")


def _untargetable_by(target, action_kind):
    """Why `target` can't be targeted by a spell or Hero Power (`action_kind`) of anyone, its owner's
    included, or None: Elusive, or a tag that bars one of the two. Silence removes it."""
    if action_kind not in _BARRED_BY or "silenced" in target["keywords"]:
        return None
    what = "spells" if action_kind == "spell" else "Hero Powers"
    if "elusive" in target["keywords"]:
        return f"{target['id']} is Elusive: it can't be targeted by {what}, its owner's included ({_ELUSIVE})."
    tag = next((t for t in getattr(target["record"], "mechanics", ()) if t in _BARRED_BY[action_kind]), None)
    if tag:
        return f"{target['id']} can't be targeted by {what} (its card's tag {tag})."
    return None


def barred_target(target, chooser, action_kind, source=""):
    """Why `target` cannot be chosen by `chooser`'s `action_kind` (``spell``, ``hero_power``, ``minion``
    (the Battlecry of the minion `source`) or ``attack``), by a rule of the game rather than the card's
    text, or None."""
    if action_kind == "minion" and target["id"] == source:
        return (f"{target['id']} is the minion being played; its own Battlecry cannot target it (Hearthstone "
                "wiki, Battlecry: 'The casting minion is generally not considered a suitable target').")
    if untargetable := _untargetable_by(target, action_kind):
        return untargetable
    if target["controller"] == chooser:
        return None
    if "immune" in target["keywords"]:
        return (f"{target['id']} is Immune: an enemy cannot target or attack it (the game's keyword text: "
                "'Can't be targeted by enemies or damaged'; REQ_ENEMY_TARGET_NOT_IMMUNE).")
    if "stealth" in target["keywords"]:
        return (f"{target['id']} has Stealth: an enemy cannot target or attack it (Hearthstone wiki, Stealth: "
                "'Minions in Stealth cannot be directly targeted by the opponent in any way'; "
                "REQ_NONSTEALTH_ENEMY_TARGET).")
    return None


def taunts_in_the_way(defender, board):
    """The Taunt minions on `defender`'s side that an attack must target instead of it (none when it has
    Taunt itself). A Stealthed minion with Taunt does not act as a Taunt (Hearthstone wiki, Stealth: 'A
    minion that is in Stealth and given Taunt ... will not act as a taunt until it comes out of Stealth')."""
    def taunting(entry):
        return entry["kind"] == "minion" and "taunt" in entry["keywords"] and "stealth" not in entry["keywords"]

    if taunting(defender):
        return []
    return [e["id"] for e in board if taunting(e) and e["controller"] == defender["controller"]]
