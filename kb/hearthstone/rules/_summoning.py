"""Putting minions and weapons into play: the one place a rule declares a new card on the board.

Summoning: Hearthstone wiki, Board space (https://hearthstone.wiki.gg/wiki/Board_space): "Each player is
allowed seven minions and locations ... and one weapon"; "If a minion would be summoned but the board is
full, nothing happens. It will neither enter play nor be destroyed." A minion summoned by a card enters
at the right end of its controller's side (Fireplace, ``Summon``: the minion is appended to the
controller's field, fireplace/actions.py). A minion's own summon goes next to it: "In the case of minion
summon effects ... the minion is placed immediately to the right of the summoning minion" (Hearthstone wiki,
Summon, https://hearthstone.fandom.com/wiki/Summon), and a dead minion's (its Deathrattle's) in the place it
had (Fireplace, fireplace/actions.py, ``Summon``: a summoner in play puts the card at ``field.index(source)``
plus one, one in the graveyard at its ``_dead_position``), the minions to their right moving on. A new card takes the next free board id (``imp``, ``imp_2``) and the next place in play
order.
"""
from dealt.facts.templates import Entity, Keyword, Note
from dealt.kb.hearthstone.db_keywords import keywords_in_play

#: the most minions a player can have in play
BOARD_LIMIT = 7


def _next_id(taken, name):
    base = name.lower().replace(" ", "_").replace("-", "_").replace("'", "")
    n = 1
    while (f"{base}_{n}" if n > 1 else base) in taken:
        n += 1
    return f"{base}_{n}" if n > 1 else base


def room_on_side(engine, controller):
    """How many more minions `controller` can have in play (7 at most)."""
    return max(0, BOARD_LIMIT - len(engine.find_all(Entity, kind="minion", controller=controller, destroyed=False)))


def _places(engine, controller, summoner, new_ids):
    """{board id: position} of `controller`'s side once `new_ids` are summoned: after its last minion; or, summoned
    by its minion `summoner`, the first immediately to its right and the next to its left, by turns (symmetrically:
    Fireplace ``Summon``, ``source_index + ((self.trigger_index + 1) % 2)``), or in a dead summoner's place, in
    order (its ``_dead_position``)."""
    side = sorted((e for e in engine.find_all(Entity, kind="minion", controller=controller) if not e["destroyed"]),
                  key=lambda e: e["position"])
    row = [e["id"] for e in side]
    if summoner is None or summoner["kind"] != "minion" or summoner["controller"] != controller:
        row += new_ids
    elif summoner["destroyed"]:
        place = sum(1 for e in side if e["position"] < summoner["position"])
        row[place:place] = new_ids
    else:
        for n, new_id in enumerate(new_ids):
            row.insert(row.index(summoner["id"]) + (1 if n % 2 == 0 else 0), new_id)
    return {entity_id: n for n, entity_id in enumerate(row, start=1)}


def summon(engine, controller, record, count, summoner=None):
    """Summon up to `count` copies of the minion `record` for `controller`, as many as fit: at the right end
    of its side, or beside the minion `summoner` that summons them (in its place if it has died,
    :func:`_places`), the minions to their right moving on; return the new board ids."""
    entities = engine.find_all(Entity)
    taken = {e["id"] for e in entities}
    order = max((e["order"] for e in entities), default=0)
    new_ids = []
    for _ in range(min(count, room_on_side(engine, controller))):
        new_ids.append(_next_id(taken, record.name))
        taken.add(new_ids[-1])
    places = _places(engine, controller, summoner, new_ids)
    for minion in engine.find_all(Entity, kind="minion", controller=controller, destroyed=False):
        if places[minion["id"]] != minion["position"]:
            engine.modify(minion, position=places[minion["id"]])
    for new_id in new_ids:
        order += 1
        engine.declare(Entity(id=new_id, kind="minion", controller=controller, card=record.name, order=order,
                              position=places[new_id], health=record.health, max_health=record.health,
                              attack=record.attack, races=tuple(record.races)))
        for keyword in sorted(keywords_in_play(record)):
            engine.declare(Keyword(entity=new_id, name=keyword))
        engine.declare(Note(kind="summon", entity=new_id, amount=1))
    return new_ids


def equip(engine, hero, record):
    """Put the weapon `record` into play attached to `hero` (with its Attack and Durability); its new id."""
    entities = engine.find_all(Entity)
    new_id = _next_id({e["id"] for e in entities}, record.name)
    engine.declare(Entity(id=new_id, kind="weapon", controller=hero["controller"], card=record.name,
                          order=max((e["order"] for e in entities), default=0) + 1, attack=record.attack,
                          durability=record.durability, attached_to=hero["id"]))
    engine.declare(Note(kind="equip", entity=new_id, amount=1))
    return new_id
