"""An independent reading of a Hearthstone card's text, for the audit of the derivation (issue 13, item 5).

It imports nothing of Dealt: it reads a card's printed text (and its printed Attack, Health and spell school)
with its own patterns, builds the smallest board on which the text acts (a spell cast at a target, a minion
played with its Battlecry, a minion in play whose effect acts) and works out the outcome by hand, from the
text and these rules of the game:

- a spell's damage is raised by its controller's Spell Damage (Kobold Geomancer, Spell Damage +1; a school's
  Spell Damage only for spells of that school); a minion's Battlecry is not (Hearthstone wiki, Spell Damage:
  "Spell Damage ... increases the damage dealt by the player's spells"; GLOBAL_KEYWORD_SPELLPOWER_TEXT
  "Your spell cards deal {0} extra damage");
- "randomly split" damage fires base + Spell Damage missiles of 1 each (Hearthstone wiki, Damage Events);
- Lifesteal heals its controller's hero by the damage its card dealt, up to 30 (Hearthstone wiki, Lifesteal);
- Poisonous destroys any minion it damages; Freeze of "any character damaged by this" freezes the defender;
- combat: the attacker deals its Attack to the defender and takes the defender's Attack (attack, then
  counterattack); "Also damages the minions next to whomever this attacks" then hits left, then right;
- a minion at 0 or less Health is destroyed.

:func:`ruling` returns the scenario and its ``expect`` as plain data, or raises :class:`NotRead` for a text
this reading does not know (such a card's ruling is written by hand).
"""
import re

SPELL_DAMAGE = 1                 # Kobold Geomancer's, on the caster's side in every ruling of a played card
HERO_A_HEALTH = 20               # the caster's hero starts damaged, so Lifesteal's healing shows
TARGET_HEALTH = 40               # a plain minion that survives any spell of the audit (Flame Lance: 25 + 1)

_KEYWORDS = ("Divine Shield", "Lifesteal", "Poisonous", "Tradeable", "Magnetic", "Stealth", "Taunt", "Rush",
             "Charge", "Echo", "Windfury")
_NO_EFFECT = (re.compile(r"Overload: \(\d+\)"), re.compile(r"(?:Battlecry: )?Discover [^.]+\."),
              re.compile(r"Add [^.]+ to your hand\."))
#: Spell Damage +N as a card's text opens with it, with no full stop after it ("Spell Damage +1 Overload: (1)")
_SPELL_DAMAGE_LEAD = re.compile(r"(?:(?:Arcane|Fire|Frost|Nature|Holy|Shadow|Fel) )?Spell Damage \+\d+(?= |$)")
_COUNT = {"a": 1, "two": 2, "three": 3}


class NotRead(Exception):
    """The oracle does not read this text; its ruling is written by hand."""


def _slug(name):
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def split_text(text):
    """(keywords, sentences that act) of a card's text: its leading keywords, then its sentences, without
    those that cannot change the damage of the action (Overload, Discover, adding a card to the hand)."""
    keywords, rest = [], text.strip()
    while True:
        for word in _KEYWORDS:
            if rest.startswith(word) and (len(rest) == len(word) or rest[len(word)] in " ,."):
                keywords.append(word)
                rest = rest[len(word):].lstrip(" ,.")
                break
        else:
            break
    lead = _SPELL_DAMAGE_LEAD.match(rest)
    sentences = [lead[0]] if lead else []
    rest = rest[lead.end():].strip() if lead else rest
    sentences += [s for s in re.split(r"(?<=[.!?])\s+", rest) if s]
    acting = [s for s in sentences if not any(p.fullmatch(s) for p in _NO_EFFECT)]
    return keywords, acting


def _hero(entity_id, controller, health=30, **more):
    card = "Jaina Proudmoore" if controller == "A" else "Garrosh Hellscream"
    return {"id": entity_id, "card": card, "controller": controller, **({"health": health} if health != 30 else {}),
            **more}


def _plain(entity_id, controller="B", attack=1, health=TARGET_HEALTH, **more):
    return {"id": entity_id, "kind": "minion", "controller": controller, "attack": attack, "health": health, **more}


class _Board:
    """The characters' Health/Armor/Attack as the oracle tracks them, and the damage dealt, in order."""

    def __init__(self, entries):
        self.health = {e["id"]: e.get("health", 30) for e in entries}
        self.events = []

    def deal(self, target, amount):
        self.events.append({"target": target, "dealt": amount})
        self.health[target] -= amount


def _target_of(phrase):
    """(board entry to aim at, whether it must be a damaged minion) for the chosen-target phrase."""
    if phrase in ("", "a character", "an enemy", "an enemy character", "an undamaged character"):
        return "heroB"
    if phrase in ("a minion", "an enemy minion", "a damaged minion"):
        return "m1"
    if phrase == "a friendly character":
        return "heroA"
    raise NotRead(phrase)


def ruling(name, card_type, text, attack=0, health=0, school=""):
    """The ruling for one card: {"board", "action", "choices"?, "expect", "reading"} from its text alone."""
    keywords, sentences = split_text(text)
    lifesteal = "Lifesteal" in keywords
    poisonous = "Poisonous" in keywords
    if len(sentences) != 1:
        raise NotRead(text)
    clause = sentences[0]
    spell_damage = re.fullmatch(r"(?:(?P<school>Arcane|Fire|Frost|Nature|Holy|Shadow|Fel) )?Spell Damage \+(?P<n>\d+)",
                                clause)
    if spell_damage:
        return _spell_damage_in_play(name, int(spell_damage["n"]), (spell_damage["school"] or "").upper())
    trigger = re.fullmatch(r"Whenever this(?: minion)? takes damage, (?P<what>.+)\.", clause)
    if trigger:
        return _damage_trigger(name, attack, health, trigger["what"])
    if clause in ("Freeze any character damaged by this minion.", "Also damages the minions next to whomever this attacks."):
        return _attack(name, attack, health, freeze=clause.startswith("Freeze"), cleave=clause.startswith("Also"),
                       poisonous=poisonous)
    battlecry = card_type == "MINION"
    if battlecry:
        if not clause.startswith("Battlecry: "):
            raise NotRead(clause)
        clause = clause[len("Battlecry: "):]
    elif card_type != "SPELL":
        raise NotRead(card_type)
    return _played(name, battlecry, clause, lifesteal, attack, health)


def _played(name, battlecry, clause, lifesteal, attack, health):
    """A spell cast, or a minion played with its Battlecry, whose clause deals damage."""
    bonus = 0 if battlecry else SPELL_DAMAGE
    source_id = _slug(name) if battlecry else None
    board = [_hero("heroA", "A", HERO_A_HEALTH), _hero("heroB", "B"),
             {"id": "geomancer", "card": "Kobold Geomancer", "controller": "A"}]
    action = {"card": name, "controller": "A"}
    choices, rules, reading = {}, ["card_proposes_the_damage_in_its_text"], None
    spell_rule = "spell_damage_adds_to_its_controllers_spell"
    extra_board, freeze = {}, False

    if m := re.fullmatch(r"Deal (?P<n>\d+) damage(?: to (?P<who>a|an) (?P<kind>(?:(?:enemy|friendly|damaged|undamaged) )?"
                         r"(?:minion|character|enemy))(?P<freeze> and Freeze it)?)?\.", clause):
        phrase = f"{m['who']} {m['kind']}" if m["who"] else ""
        target = _target_of(phrase)
        board.append(_plain("m1", **({"max_health": TARGET_HEALTH + 5} if "damaged minion" == m["kind"] else {})))
        action["targets"] = [target]
        amount = int(m["n"]) + bonus
        plan = [(target, amount)]
        freeze = bool(m["freeze"])
        reading = f"deal {m['n']} to the character chosen ({phrase or 'any character'})" + (", then Freeze it" if freeze else "")
    elif m := re.fullmatch(r"Deal (?P<n>\d+) damage to (?P<hero>your hero|the enemy hero)\.", clause):
        target = "heroA" if m["hero"] == "your hero" else "heroB"
        plan = [(target, int(m["n"]) + bonus)]
        rules = ["card_deals_its_damage_to_the_hero_its_text_names"]
        reading = f"deal {m['n']} to {m['hero']}"
    elif m := re.fullmatch(r"Deal (?P<n>\d+) damage to (?P<group>all minions|all characters|all enemy minions)\.", clause):
        board += [_plain("m1"), _plain("m2")]
        order = [e["id"] for e in board]
        kinds = {"all minions": lambda e: e not in ("heroA", "heroB"),
                 "all characters": lambda e: True,
                 "all enemy minions": lambda e: e in ("m1", "m2")}[m["group"]]
        plan = [(e, int(m["n"]) + bonus) for e in order if kinds(e)]
        rules = ["area_effect_creates_every_event_in_play_order"]
        reading = f"deal {m['n']} to {m['group']}, in play order"
    elif m := re.fullmatch(r"Deal (?P<n>\d+) damage to (?P<count>a|two|three) random (?P<who>enemy minions?|enemy|enemies)\.",
                           clause):
        count = _COUNT[m["count"]]
        board += [_plain(f"m{i}") for i in range(1, count + 2)]
        pool = [f"m{i}" for i in range(1, count + 2)] + (["heroB"] if m["who"] in ("enemy", "enemies") else [])
        picks = list(reversed(pool))[:count]            # the picks given, in an order that is not play order
        choices["picks"] = picks
        plan = [(p, int(m["n"]) + bonus) for p in picks]
        rules = ["random_targets_are_chosen_and_their_events_created_in_random_order"]
        reading = f"deal {m['n']} to {count} random {m['who']} (distinct)"
    elif m := re.fullmatch(r"Deal (?P<n>\d+) damage randomly split among all (?P<who>enemies|enemy minions|minions)\.", clause):
        missiles = int(m["n"]) + bonus
        board.append(_plain("m1"))
        eligible = {"enemies": ["m1", "heroB"], "enemy minions": ["m1"], "minions": ["geomancer", "m1"]}[m["who"]]
        picks = [eligible[i % len(eligible)] if m["who"] != "minions" else "m1" for i in range(missiles)]
        if len(eligible) > 1:
            choices["picks"] = picks
        plan = [(p, 1) for p in picks]
        rules = ["randomly_split_damage_shoots_base_plus_spell_damage_missiles_doubled_per_velen",
                 "missile_chooses_its_target_among_the_eligible"]
        reading = f"{m['n']} missiles of 1 at random among all {m['who']} (+ Spell Damage for a spell)"
    elif m := re.fullmatch(r"Deal (?P<n>\d+) damage to a minion and (?:(?P<other>\d+) damage to adjacent ones|the minions next "
                           r"to it)\.", clause):
        board += [_plain("left"), _plain("center"), _plain("right")]
        action["targets"] = ["center"]
        other = int(m["other"] or m["n"])
        plan = [("center", int(m["n"]) + bonus), ("left", other + bonus), ("right", other + bonus)]
        rules = ["target_and_neighbours_are_hit_in_the_cards_order"]
        reading = f"deal {m['n']} to the chosen minion and {other} to each neighbour, center-left-right"
    elif m := re.fullmatch(r"Deal damage (?:equal to (?P<a>this minion's Attack|your Armor) to an enemy minion|to an enemy "
                           r"minion equal to (?P<b>your hero's Attack))\.", clause):
        source = m["a"] or m["b"]
        board.append(_plain("m1"))
        action["targets"] = ["m1"]
        if source == "your Armor":
            board[0]["armor"] = 7
            amount, rules = 7, ["damage_equals_your_armor"]
        elif source == "your hero's Attack":
            board[0]["attack"] = 3
            amount, rules = 3, ["damage_equals_your_heros_attack"]
        else:
            amount, rules = attack, ["battlecry_damage_equals_this_minions_attack"]
        extra_board = {"heroA": {k: board[0][k] for k in ("armor", "attack") if k in board[0]}}
        plan = [("m1", amount + bonus)]
        reading = f"deal damage equal to {source} to the chosen enemy minion"
    else:
        raise NotRead(clause)

    state = _Board(board)
    for target, amount in plan:
        state.deal(target, amount)
    dealt = sum(amount for _, amount in plan)
    if lifesteal:
        state.health["heroA"] = min(30, state.health["heroA"] + dealt)
    expect_board = {}
    for entry in board:
        if entry["id"] == "geomancer":
            continue
        fields = {"health": state.health[entry["id"]]}
        if entry["id"].startswith(("m", "left", "center", "right")):
            fields["destroyed"] = state.health[entry["id"]] <= 0
        fields.update(extra_board.get(entry["id"], {}))
        expect_board[entry["id"]] = fields
    if freeze:
        expect_board[plan[0][0]]["keywords"] = ["frozen"]
    geomancer_hits = sum(a for t, a in plan if t == "geomancer")
    expect_board["geomancer"] = {"health": 2 - geomancer_hits, "destroyed": 2 - geomancer_hits <= 0}
    if battlecry:
        expect_board[source_id] = {"health": health, "attack": attack, "destroyed": False}
    in_order = list(rules)
    if not battlecry and "missile" not in rules[-1]:
        in_order.append(spell_rule)
    in_order.append("damage_reduces_armor_then_health")
    if lifesteal:
        in_order.append("lifesteal_damage_restores_as_much_health_to_its_hero")
    if freeze:
        in_order.append("then_freeze_after_all_damage_resolved")
    expect = {"events": state.events, "board": expect_board, "fired_in_order": in_order}
    if battlecry:
        expect["not_fired"] = [spell_rule]
        reading += " (a Battlecry: Spell Damage does not raise it)"
    else:
        reading += f" (a spell: Kobold Geomancer's Spell Damage +{SPELL_DAMAGE} raises it)"
    if lifesteal:
        reading += "; Lifesteal heals your hero by the damage dealt"
    out = {"board": board, "action": action, "expect": expect, "reading": reading}
    if choices:
        out["choices"] = choices
    return out


def _spell_damage_in_play(name, amount, school):
    """A Spell Damage minion in play: its controller casts Fireball (6) or, for a school, a spell of it."""
    spell, base = {"": ("Fireball", 6), "NATURE": ("Lightning Bolt", 3)}.get(school, (None, None))
    if spell is None:
        raise NotRead(school)
    board = [_hero("heroA", "A"), _hero("heroB", "B"), {"id": "it", "card": name, "controller": "A"}]
    expect = {"events": [{"target": "heroB", "dealt": base + amount}], "board": {"heroB": {"health": 30 - base - amount}},
              "fired_in_order": ["card_proposes_the_damage_in_its_text",
                                 "school_spell_damage_adds_to_its_controllers_spell_of_that_school" if school
                                 else "spell_damage_adds_to_its_controllers_spell", "damage_reduces_armor_then_health"]}
    return {"board": board, "action": {"card": spell, "controller": "A", "targets": ["heroB"]}, "expect": expect,
            "reading": f"in play: its controller's {school.lower() + ' ' if school else ''}spells deal {amount} more "
                       f"({spell}, {base}, deals {base + amount})"}


def _damage_trigger(name, attack, health, what):
    """A minion on the enemy side that takes a spell's damage and whose trigger acts."""
    spell, amount = ("Arcane Shot", 2) if health > 2 else ("Moonfire", 1)
    board = [_hero("heroA", "A"), _hero("heroB", "B"), {"id": "it", "card": name, "controller": "B"}]
    expect_board = {"it": {"health": health - amount, "destroyed": False}}
    if m := re.fullmatch(r"gain \+(\d+) Attack", what):
        expect_board["it"]["attack"] = attack + int(m[1])
        after, reading = ["damage_trigger_gains_attack"], f"whenever it takes damage, it gains +{m[1]} Attack"
    elif m := re.fullmatch(r"gain (\d+) Armor", what):
        expect_board["heroB"] = {"armor": int(m[1]), "health": 30}
        after, reading = ["damage_trigger_gains_armor"], f"whenever it takes damage, its hero gains {m[1]} Armor"
    elif what == "also deal that amount to your hero":
        expect_board["heroB"] = {"health": 30 - amount}
        after, reading = ["damage_taken_is_passed_to_its_own_hero"], "whenever it takes damage, as much to its own hero"
    else:
        raise NotRead(what)
    events = [{"target": "it", "dealt": amount}]
    if after == ["damage_taken_is_passed_to_its_own_hero"]:
        events.append({"target": "heroB", "dealt": amount})
    expect = {"events": events, "board": expect_board,
              "fired_in_order": ["card_proposes_the_damage_in_its_text", "damage_reduces_armor_then_health", *after]}
    return {"board": board, "action": {"card": spell, "controller": "A", "targets": ["it"]}, "expect": expect,
            "reading": reading + f" ({spell} deals it {amount})"}


def _attack(name, attack, health, freeze, cleave, poisonous):
    """The minion in play attacks the middle one of three enemy minions (1/10 each)."""
    board = [_hero("heroA", "A"), _hero("heroB", "B"), {"id": "it", "card": name, "controller": "A"},
             _plain("left", health=10), _plain("center", health=10), _plain("right", health=10)]
    events = [{"target": "center", "dealt": attack}, {"target": "it", "dealt": 1}]
    hit = {"center": attack}
    if cleave:
        events += [{"target": "left", "dealt": attack}, {"target": "right", "dealt": attack}]
        hit.update(left=attack, right=attack)
    expect_board = {"it": {"health": health - 1, "destroyed": health - 1 <= 0}}
    for side in ("left", "center", "right"):
        left = 10 - hit.get(side, 0)
        expect_board[side] = {"health": left, "destroyed": left <= 0 or (poisonous and side in hit)}
    in_order = ["attack_and_counterattack_are_created_in_that_order", "damage_reduces_armor_then_health"]
    if freeze:
        expect_board["center"]["keywords"] = ["frozen"]
        in_order.append("character_damaged_by_this_is_frozen")
    if poisonous:
        in_order.append("poisonous_source_destroys_the_minion_it_damaged")
    reading = ("it freezes the character it damages" if freeze else
               "it also damages the minions next to the one it attacks") + (", Poisonous" if poisonous else "")
    return {"board": board, "action": {"attack": {"attacker": "it", "defender": "center"}},
            "expect": {"events": events, "board": expect_board, "fired_in_order": in_order},
            "reading": reading + f" (it attacks the center one of three 1/10 enemy minions)"}


#: a chosen target's phrase -> (a character it does not allow, the board entry that character needs)
_ILLEGAL = {"a minion": "heroB", "an enemy minion": "a1", "a damaged minion": "m1", "an enemy character": "heroA",
            "an enemy": "heroA", "a friendly character": "heroB", "an undamaged character": "heroB"}


def refusal(name, card_type, text):
    """A target the card's text does not allow, which Dealt must refuse (exit 2), or None when every character
    is allowed ('Deal 1 damage.'): a target that does not fit the chosen-target phrase, or any target for a
    card whose text says whom it damages (a named hero, a group, random targets, randomly split damage)."""
    _, sentences = split_text(text)
    if len(sentences) != 1:
        raise NotRead(text)
    clause = sentences[0]
    if card_type == "MINION":
        if not clause.startswith("Battlecry: "):
            return None                                   # an effect in play: it chooses nothing
        clause = clause[len("Battlecry: "):]
    board = [_hero("heroA", "A"), _hero("heroB", "B"), _plain("m1"), _plain("a1", controller="A")]
    chosen = re.fullmatch(r"Deal damage equal to [^.]+ to (?P<phrase>an enemy minion)\.", clause) or re.fullmatch(
        r"Deal (?:\d+ )?damage(?: to (?P<phrase>(?:a|an) (?:(?:enemy|friendly|damaged|undamaged) )?"
        r"(?:minion|character|enemy))(?: and Freeze it| and \d+ damage to adjacent ones| and the "
        r"minions next to it)?)?(?: equal to [^.]+)?\.", clause)
    if chosen:
        phrase = chosen["phrase"] or ""
        if phrase not in _ILLEGAL:
            return None
        target = _ILLEGAL[phrase]
        if phrase == "an undamaged character":
            board[1]["health"] = 25
        return {"board": board, "action": {"card": name, "controller": "A", "targets": [target]},
                "expect": {"error": "action.targets[0]"},
                "reading": f"'{phrase}' does not allow {target}"}
    if re.fullmatch(r"Deal \d+ damage (?:to (?:your hero|the enemy hero|all [a-z ]+|(?:a|two|three) random [a-z ]+)"
                    r"|randomly split among all [a-z ]+)\.", clause):
        return {"board": board, "action": {"card": name, "controller": "A", "targets": ["m1"]},
                "expect": {"error": "chooses no target"},
                "reading": "its text says whom it damages, so it chooses no target"}
    raise NotRead(clause)
