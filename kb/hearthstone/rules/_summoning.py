"""Putting minions and weapons into play: the one place a rule declares a new card on the board.

Summoning: Hearthstone wiki, Board space (https://hearthstone.wiki.gg/wiki/Board_space): "Each player is
allowed seven minions and locations ... and one weapon"; "If a minion would be summoned but the board is
full, nothing happens. It will neither enter play nor be destroyed." A minion summoned by a card enters
at the right end of its controller's side (Fireplace, ``Summon``: the minion is appended to the
controller's field, fireplace/actions.py). A new card takes the next free board id (``imp``, ``imp_2``)
and the next place in play order.
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


def summon(engine, controller, record, count):
    """Summon up to `count` copies of the minion `record` for `controller`, each at the right end of its
    side, as many as fit; return the new board ids."""
    entities = engine.find_all(Entity)
    taken = {e["id"] for e in entities}
    order = max((e["order"] for e in entities), default=0)
    position = max((e["position"] for e in entities if e["kind"] == "minion" and e["controller"] == controller
                    and not e["destroyed"]), default=0)
    summoned = []
    for _ in range(min(count, room_on_side(engine, controller))):
        new_id = _next_id(taken, record.name)
        taken.add(new_id)
        order, position = order + 1, position + 1
        engine.declare(Entity(id=new_id, kind="minion", controller=controller, card=record.name, order=order,
                              position=position, health=record.health, max_health=record.health,
                              attack=record.attack, races=tuple(record.races)))
        for keyword in sorted(keywords_in_play(record)):
            engine.declare(Keyword(entity=new_id, name=keyword))
        engine.declare(Note(kind="summon", entity=new_id, amount=1))
        summoned.append(new_id)
    return summoned


def equip(engine, hero, record):
    """Put the weapon `record` into play attached to `hero` (with its Attack and Durability); its new id."""
    entities = engine.find_all(Entity)
    new_id = _next_id({e["id"] for e in entities}, record.name)
    engine.declare(Entity(id=new_id, kind="weapon", controller=hero["controller"], card=record.name,
                          order=max((e["order"] for e in entities), default=0) + 1, attack=record.attack,
                          durability=record.durability, attached_to=hero["id"]))
    engine.declare(Note(kind="equip", entity=new_id, amount=1))
    return new_id
