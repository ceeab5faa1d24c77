"""Names every Hearthstone rules module uses."""
from dealt._compat import experta
from dealt.kb.hearthstone.mechanics import in_scope  # noqa: F401  (the scopes' meaning, for TEST(in_scope))
from dealt.kb.sequence import declare_damage_event

AS, MATCH, NOT, TEST, L, P, W, Rule = (
    experta.AS, experta.MATCH, experta.NOT, experta.TEST, experta.L, experta.P, experta.W, experta.Rule)

WIKI = "Hearthstone wiki, 'Damage' > 'Damage Events'"


#: who an effect's group covers, relative to the effect's controller
GROUPS = {
    "enemy_minions": (("minion",), "enemy"),
    "enemy_characters": (("minion", "hero"), "enemy"),
    "all_minions": (("minion",), "any"),
    "all_characters": (("minion", "hero"), "any"),
    "friendly_minions": (("minion",), "friendly"),
    "friendly_characters": (("minion", "hero"), "friendly"),
    "heroes": (("hero",), "any"),
    "all_other_minions": (("minion",), "any"),
    "all_other_characters": (("minion", "hero"), "any"),
    "all_other_friendly_minions": (("minion",), "friendly"),
    "damaged_minions": (("minion",), "any"),
    "undamaged_enemy_minions": (("minion",), "enemy"),
    "undamaged_enemy_characters": (("minion", "hero"), "enemy"),
    "all_minions_but_demons": (("minion",), "any"),
    "all_minions_but_dragons": (("minion",), "any"),
    "all_minions_but_murlocs": (("minion",), "any"),
    "all_minions_but_mechs": (("minion",), "any"),
    "lowest_health_enemies": (("minion", "hero"), "enemy"),
    "outermost_enemy_minions": (("minion",), "enemy"),
    "all_other_damaged_minions": (("minion",), "any"),
}
#: the groups that leave out the effect's source: "all other minions" (Ravaging Ghoul, 'Battlecry: Deal 1
#: damage to all other minions.'), "ALL other characters" (Dread Infernal); "other" is other than the minion
#: whose text it is
BUT_THE_SOURCE = frozenset({"all_other_minions", "all_other_characters", "all_other_friendly_minions",
                            "all_other_damaged_minions"})
#: the groups of only the damaged (True) or only the undamaged (False) characters: 'Characters which are below
#: their maximum Health are considered damaged' (Hearthstone wiki, Damage); Sleep with the Fishes, 'Deal 3 damage
#: to all damaged minions.'
BY_DAMAGE = {"damaged_minions": True, "undamaged_enemy_minions": False, "undamaged_enemy_characters": False,
             "all_other_damaged_minions": True}
#: the groups that leave out one minion type: Demonwrath, 'Deal 2 damage to all minions except Demons.'; an
#: Amalgam (races ALL) is of every type (Hearthstone wiki, Amalgadon, https://hearthstone.fandom.com/wiki/Amalgadon:
#: 'The "All" minion type will fill in for any missing minion type')
BUT_RACE = {"all_minions_but_demons": "DEMON", "all_minions_but_dragons": "DRAGON", "all_minions_but_murlocs": "MURLOC",
            "all_minions_but_mechs": "MECHANICAL"}
#: the groups of only those with the lowest Health among the living (a hero's Armor is not Health): Fel Barrage,
#: 'Deal 2 damage to the lowest Health enemy, twice.' (:mod:`.lowest_health`)
LOWEST_HEALTH = frozenset({"lowest_health_enemies"})
#: the groups of only the minions at either end of their side: Crow's Nest Lookout, 'Battlecry: Deal 2 damage to the
#: left and right-most enemy minions.' (one minion alone is both)
OUTERMOST = frozenset({"outermost_enemy_minions"})


def members(engine, group, controller, alive_only=True, exclude=(), source=""):
    """The characters in `group` as seen by `controller`, in play order (a fact-set query); a group of
    :data:`BUT_THE_SOURCE` leaves out `source` (the effect's source, which it then needs).

    `alive_only` leaves out the destroyed, the mortally wounded (0 Health or less) and those marked
    for destruction (Poisonous): they are no longer eligible to be chosen by a missile.
    """
    from dealt.facts.templates import Entity
    kinds, side = GROUPS[group]
    if group in BUT_THE_SOURCE:
        if not source:
            raise ValueError(f"the group {group} needs the effect's source to leave out")
        exclude = (*exclude, source)
    out = []
    reads = group in BY_DAMAGE or group in LOWEST_HEALTH | OUTERMOST      # a filter reads each one's Health or place
    for entity in engine.find_all(Entity, record=reads):
        if entity["kind"] not in kinds or entity["id"] in exclude:
            continue
        if group in BY_DAMAGE and (entity["health"] < entity["max_health"]) != BY_DAMAGE[group]:
            continue
        if group in BUT_RACE and {BUT_RACE[group], "ALL"} & set(entity["races"]):
            continue
        if side == "enemy" and entity["controller"] == controller:
            continue
        if side == "friendly" and entity["controller"] != controller:
            continue
        alive = is_alive(entity)
        engine.note_read("alive", entity["id"], alive)     # all that this query depends on
        if entity["destroyed"] or (alive_only and not alive):
            continue
        out.append(entity)
    if group in LOWEST_HEALTH and out:
        lowest = min(e["health"] for e in out)
        out = [e for e in out if e["health"] == lowest]
    if group in OUTERMOST and out:
        ends = {min(e["position"] for e in out), max(e["position"] for e in out)}
        out = [e for e in out if e["position"] in ends]
    return out


def is_alive(entity):
    """Still in the game and not mortally wounded: not destroyed, above 0 Health, not marked to die."""
    return not entity["destroyed"] and entity["health"] > 0 and not entity.get("doomed")


def neighbours(engine, minion):
    """(left, right) minions next to `minion` on its controller's side; None where there is none."""
    from dealt.facts.templates import Entity
    side = {e["position"]: e for e in engine.find_all(Entity, kind="minion", controller=minion["controller"],
                                                      destroyed=False)}
    return side.get(minion["position"] - 1), side.get(minion["position"] + 1)


def new_event(engine, **fields):
    """Declare a new Damage Event (:func:`dealt.kb.sequence.declare_damage_event`).

    An event born at ``proposed`` (or ``pending``, made by a trigger) waits its turn to be created; a
    single-target effect (or a missile, whose turn has come) creates it at once, at the step after
    ``proposed``.
    """
    stage = "waiting" if fields.get("step") in ("proposed", "pending") else "creating"
    if "school" not in fields:
        fields["school"] = school_of(engine, fields.get("source_card", ""))
    return declare_damage_event(engine, stage, **fields)


def school_of(engine, card):
    """The spell school of `card` when it is the spell the action plays ("" otherwise, or when it has none):
    its Damage Events read their school from it (school Spell Damage, :mod:`.bonuses`)."""
    from dealt.facts.templates import Action
    played = engine.find_all(Action, record=False, kind="play", card=card) if card else []
    return played[0]["school"] if played else ""


def prevent(engine, event):
    """Mark a Damage Event prevented: it 'has no other consequences', and it resolves in its turn.

    One of an action's several events (on a board whose sequence has the ``created`` step) waits there
    for every event created before it (:mod:`.resolution_order`); a lone event, or one a trigger
    created, is resolved at once.
    """
    from dealt.facts.templates import NextStep
    waits = event["trigger_place"] == 0 and engine.find_all(NextStep, record=False, step="created")
    return engine.modify(event, prevented=True, step="created" if waits else "resolved",
                         stage="created" if waits else "done", cursor=0)


def create_in_order(engine, plan, card, controller, source_kind, factor=1, applies=True, source=None):
    """Declare one waiting Damage Event per (target, amount) of `plan`, in that order: they are then
    created one at a time and resolved in the same order (see :mod:`dealt.kb.sequence`)."""
    for target, amount in plan:
        new_event(engine, source=source or card, source_card=card, source_kind=source_kind, controller=controller,
                  target=target, proposed=amount, amount=amount, step="proposed",
                  spell_damage_factor=factor, spell_damage_applies=applies)
