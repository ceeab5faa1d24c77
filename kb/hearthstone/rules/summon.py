"""Summoning minions: a named minion (Reinforce, Ghoul Charge), or one picked from a pool (Totemic Call, Totemic Slam).

Source: Hearthstone wiki, Board space (https://hearthstone.wiki.gg/wiki/Board_space): "Each player is allowed
seven minions"; "If a minion would be summoned but the board is full, nothing happens. It will neither enter
play nor be destroyed." A summoned minion enters at the right end of its controller's side, or beside
the minion whose trigger summons it, in its place if it has died (:mod:`._summoning`). Totemic Call, "Summon a random basic Totem.", picks among the basic Totems its
controller does not already have (Fireplace, fireplace/cards/classic/heroes.py, Totemic Call: the entourage
less every totem already on the controller's field, then ``random.choice``); the pick is a random result
(``choices.picks``, else the seed). Totemic Slam, "Summon a Totem of your choice.", takes the player's
choice, given the same way.
"""
from dealt.facts.templates import Entity
from dealt.kb.hearthstone.rules._common import L, MATCH, P, Rule
from dealt.kb.hearthstone.rules._flow import its_turn
from dealt.kb.hearthstone.rules._summoning import BOARD_LIMIT, room_on_side, summon



def _said(summoned, record, wanted, room):
    said = f"{len(summoned)} {record.name}: {', '.join(summoned)}" if summoned else "nothing"
    if wanted > room:
        said += f" ({room} of {wanted} fit: a side holds at most {BOARD_LIMIT} minions)"
    return said


@Rule(*its_turn("summon_minions", minion=MATCH.minion & ~L(""), count=MATCH.count, pool=P(lambda pool: not pool)))
def card_summons_its_minions_onto_its_side(self, ability, card, controller, minion, count):
    """{card} summons {summoned} for {controller}, {where}.

    Source: Hearthstone wiki, Board space: 'Each player is allowed seven minions'; 'If a minion would be
    summoned but the board is full, nothing happens.' Summoned minions enter at the right end of their
    controller's side (Fireplace, Summon); a minion's own summon 'immediately to the right of the summoning
    minion' (Hearthstone wiki, Summon), a dead one's in its place (Fireplace, Summon: ``_dead_position``).
    """
    from dealt.kb.hearthstone.carddb import card_index
    record = card_index().lookup(minion)
    room = room_on_side(self, controller)
    summoner = next(iter(self.find_all(Entity, id=ability["host"], kind="minion")), None) if ability["host"] else None
    where = "at the right end of its side" if summoner is None or summoner["controller"] != controller else (
        f"in {summoner['id']}'s place" if summoner["destroyed"] else f"to the right of {summoner['id']}")
    self.explain(summoned=_said(summon(self, controller, record, count, summoner), record, count, room), where=where)
    self.modify(ability, done=True)


@Rule(*its_turn("summon_minions", pool=MATCH.pool & P(bool), pick=MATCH.pick))
def card_summons_a_minion_picked_from_its_pool(self, ability, card, controller, pool, pick):
    """{card} picks {picked} {how} among {candidates}; {controller} summons {summoned}.

    Source: Totemic Call, 'Summon a random basic Totem.': among the basic Totems its controller does not
    already have (Fireplace, fireplace/cards/classic/heroes.py, Totemic Call); Totemic Slam, 'Summon a
    Totem of your choice.'; Hearthstone wiki, Board space: on a full side 'nothing happens'.
    """
    from dealt.kb.hearthstone.carddb import card_index
    random_pick = pick == "random_not_in_play"
    records = [card_index().lookup(name) for name in pool]
    have = {e["card"] for e in self.find_all(Entity, kind="minion", controller=controller, destroyed=False)}
    candidates = [r.name for r in records if not (random_pick and r.name in have)]
    room = room_on_side(self, controller)
    how = "at random" if random_pick else "as its controller's choice"
    if room and candidates:
        picked = self.chance.pick(candidates, f"the minion {card} summons")
        record = next(r for r in records if r.name == picked)
        summoned = _said(summon(self, controller, record, 1), record, 1, room)
    else:
        picked = "nothing"
        summoned = "nothing: " + ("its side is full" if not room else "it already has every one")
    self.explain(picked=picked, how=how, summoned=summoned,
                 candidates=", ".join(candidates) + (f" (it has {', '.join(sorted(have & {r.name for r in records}))})"
                                                     if random_pick and have & {r.name for r in records} else ""))
    self.modify(ability, done=True)
