"""Effects that count or pick damaged characters: "Gain +1/+1 for each damaged minion.", "Give your damaged minions
+1/+2.", "Draw a card for each damaged friendly character.", "restore 8 Health to a damaged friendly character."

Source: Hearthstone wiki, Damage (https://hearthstone.wiki.gg/wiki/Damage): "Characters which are below their
maximum Health are considered damaged" (the same test as "all damaged minions", :data:`._common.BY_DAMAGE`). Each
is an ability that acts in its turn (:func:`._flow.its_turn`) and reads the board as it acts (a fact-set query at
that moment, as Fireplace's ``Count(ALL_MINIONS + DAMAGED)`` does: fireplace/cards/icecrown/neutral_common.py,
Death Revenant). A minion at 0 Health not yet removed is still on the board (Hearthstone wiki, Advanced
rulebook: deaths are processed when the outermost Phase resolves) and, below its maximum, damaged: it is counted
and buffed as :mod:`.buffs` buffs it; a random pick leaves the mortally wounded out ('once a character hits 0
health, it becomes ineligible to be targeted by most random damaging effects', as :mod:`.hits` does). The random
damaged friendly character (Lightwell; Fireplace, fireplace/cards/classic/priest.py: ``Heal(RANDOM(FRIENDLY +
DAMAGED_CHARACTERS), 3)``) is a pick (``choices.picks``) only when there are several; with none, nothing is healed.
"""
from dealt.facts.templates import Entity
from dealt.kb.hearthstone.rules._common import AS, MATCH, Rule, is_alive
from dealt.kb.hearthstone.rules._flow import its_turn, new_healing
from dealt.kb.hearthstone.rules.buffs import _buff, _stats
from dealt.facts.templates import Action

CHARACTERS = ("minion", "hero")


def damaged(engine, kinds, controller=None, alive_only=False):
    """The damaged characters of `kinds` (of `controller`, or of either side), in play order: below their maximum
    Health, not destroyed (and, with `alive_only`, not mortally wounded or doomed)."""
    out = []
    for entity in engine.find_all(Entity):
        if entity["kind"] not in kinds or entity["destroyed"] or entity["health"] >= entity["max_health"]:
            continue
        if controller is not None and entity["controller"] != controller:
            continue
        alive = is_alive(entity)
        engine.note_read("alive", entity["id"], alive)
        if alive_only and not alive:
            continue
        out.append(entity)
    return sorted(out, key=lambda e: (e["kind"] != "hero", e["position"], e["order"]))


def _listed(entities):
    return ", ".join(f"{e['id']} ({e['health']}/{e['max_health']})" for e in entities) or "none"


#: what each group of "for each damaged ..." counts
COUNTED = {"damaged_minions": ("minion",), "damaged_characters": CHARACTERS}


@Rule(*its_turn("gain_stats_for_each_damaged", attack=MATCH.attack, health=MATCH.health, group=MATCH.group),
      Action(kind="play", card=MATCH.card, trigger=MATCH.trigger, source=MATCH.source),
      AS.minion << Entity(kind="minion", id=MATCH.source, destroyed=False))
def minion_gains_the_stats_for_each_damaged_one(self, ability, card, minion, source, attack, health, group):
    """{card} ({source}) gains {stats} for each of the {counted_words}: {count} ({counted}), so {gained}: Attack {before_attack} -> {after_attack}, Health {before_health} -> {after_health}.

    Source: Hearthstone wiki, Damage: 'Characters which are below their maximum Health are considered damaged';
    Death Revenant, 'Battlecry: Gain +1/+1 for each damaged minion.' (Fireplace: 'Buff(SELF, "ICC_450e") *
    Count(ALL_MINIONS + DAMAGED)', counted as the Battlecry resolves; the minion played is undamaged); Warsong
    Envoy, 'Frenzy: Gain +1 Attack for each damaged character.' (Fireplace: Count(ALL_CHARACTERS + DAMAGED)).
    """
    counted = damaged(self, COUNTED[group])
    gained_attack, gained_health = attack * len(counted), health * len(counted)
    self.explain(stats=_stats(attack, health), counted_words=group.replace("_", " "), count=len(counted),
                 counted=_listed(counted),
                 gained=_stats(gained_attack, gained_health) if counted else "nothing", before_attack=minion["attack"],
                 after_attack=minion["attack"] + gained_attack, before_health=minion["health"],
                 after_health=minion["health"] + gained_health)
    if counted:
        _buff(self, minion, gained_attack, gained_health)
    self.modify(ability, done=True)


@Rule(*its_turn("give_damaged_friendly_minions_stats", attack=MATCH.attack, health=MATCH.health))
def your_damaged_minions_get_the_stats_in_the_text(self, ability, card, controller, attack, health):
    """{card} gives {controller}'s damaged minions {stats}: {changed}.

    Source: Hearthstone wiki, Damage: 'Characters which are below their maximum Health are considered damaged';
    Enchantment: stat buffs are enchantments on each card; Health: effects which increase Health increase both
    the current and the maximum Health; Ball and Chain, 'Deathrattle: Give your damaged minions +1/+2.'
    """
    minions = damaged(self, ("minion",), controller)
    self.explain(stats=_stats(attack, health), changed=", ".join(
        f"{m['id']} {m['attack']}/{m['health']} -> {m['attack'] + attack}/{m['health'] + health}" for m in minions)
        or "none of them is damaged")
    for minion in minions:
        _buff(self, minion, attack, health)
    self.modify(ability, done=True)


@Rule(*its_turn("draw_for_each_damaged_friendly_character", amount=0))
def damaged_friendly_characters_are_counted_for_the_draws(self, ability, card, controller):
    """{card} counts {controller}'s damaged characters: {count} ({counted}), so {controller} draws {count} card(s).

    Source: Hearthstone wiki, Damage: 'Characters which are below their maximum Health are considered damaged';
    Battle Rage, 'Draw a card for each damaged friendly character.' (Fireplace: 'Draw(CONTROLLER) *
    Count(FRIENDLY_CHARACTERS + DAMAGED)'); each draw is one at a time (:mod:`.drawing`).
    """
    counted = damaged(self, CHARACTERS, controller)
    self.explain(count=len(counted), counted=_listed(counted))
    # the count is the ability's amount: :mod:`.drawing` then draws that many, one at a time
    self.modify(ability, amount=len(counted), done=not counted)


@Rule(*its_turn("restore_health_to_a_random_damaged_friendly_character", amount=MATCH.amount))
def healing_goes_to_a_random_damaged_friendly_character(self, ability, action, card, controller, source_kind,
                                                         amount):
    """{card} restores {amount} to a damaged friendly character: {picked} ({why}).

    Source: Hearthstone wiki, Damage: 'Characters which are below their maximum Health are considered damaged';
    Random effect: 'Random effects do not always feature the word "random" in their description' (Fireplace,
    Lightwell: 'Heal(RANDOM(FRIENDLY + DAMAGED_CHARACTERS), 3)'); a Healing Event restores Health up to the maximum.
    """
    candidates = [e["id"] for e in damaged(self, CHARACTERS, controller, alive_only=True)]
    self.modify(ability, done=True)
    if not candidates:
        self.explain(picked="nobody", why=f"{controller} has no damaged living character")
        return
    if len(candidates) == 1:
        picked, why = candidates[0], f"{controller}'s one damaged character"
    else:
        picked = self.chance.pick(candidates, f"the damaged friendly character {card} heals")
        why = f"at random among {', '.join(candidates)}"
    self.explain(picked=picked, why=why)
    new_healing(self, via="turn", source=action["source"] or card, source_card=card, source_kind=source_kind,
                controller=controller, target=picked, proposed=amount)


@Rule(*its_turn("destroy_all_damaged_minions"))
def every_damaged_minion_is_marked_to_be_destroyed(self, ability, card):
    """{card} destroys every damaged minion: {marked}; no damage is dealt, each is destroyed with the deaths.

    Source: Hearthstone wiki, Damage: 'Characters which are below their maximum Health are considered damaged';
    Destroy: destroy effects remove a minion 'without dealing damage to it'; King Mosh, 'Battlecry: Destroy all
    damaged minions.' (Fireplace: 'Destroy(ALL_MINIONS + DAMAGED)'); Advanced rulebook: deaths are processed when
    the outermost Phase resolves.
    """
    minions = [m for m in damaged(self, ("minion",)) if not m["doomed"]]
    self.explain(marked=_listed(minions))
    for minion in minions:
        self.modify(minion, doomed=True)
    self.modify(ability, done=True)


@Rule(*its_turn("give_another_random_damaged_friendly_minion_stats", attack=MATCH.attack, health=MATCH.health))
def another_random_damaged_friendly_minion_gets_the_stats(self, ability, action, card, controller, attack, health):
    """{card} gives another damaged friendly minion {stats}: {picked} ({why}).

    Source: Hearthstone wiki, Damage: 'Characters which are below their maximum Health are considered damaged';
    Random effect: 'Random effects do not always feature the word "random" in their description'; Stonecarver, 'At
    the end of your turn, give another friendly damaged minion +2/+2.' ('another': its host is left out).
    """
    candidates = [m for m in damaged(self, ("minion",), controller, alive_only=True) if m["id"] != action["source"]]
    self.modify(ability, done=True)
    if not candidates:
        self.explain(stats=_stats(attack, health), picked="nobody", why=f"{controller} has no other damaged living minion")
        return
    ids = [m["id"] for m in candidates]
    if len(ids) == 1:
        picked, why = ids[0], f"{controller}'s one other damaged minion"
    else:
        picked = self.chance.pick(ids, f"the other damaged friendly minion {card} buffs")
        why = f"at random among {', '.join(ids)}"
    minion = candidates[ids.index(picked)]
    self.explain(stats=_stats(attack, health), picked=f"{picked} {minion['attack']}/{minion['health']} -> "
                 f"{minion['attack'] + attack}/{minion['health'] + health}", why=why)
    _buff(self, minion, attack, health)
