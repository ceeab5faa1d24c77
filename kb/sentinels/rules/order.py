"""The player's order: type changes and modifiers act in the order the player chooses.

Source: Sentinels rules text: 'Originally, all cards triggered in the order that they were played. However,
after some problems, namely with Superhuman Durability and Fortitude, this changed so that you can choose
which card takes effect first.' ... 'Once you have identified all the modifiers, you can apply them in any
order.' The order is a choice (``choices.order``), a fact; it is not a tie-break. The type changes in it
act first (the damage type is determined first), then the modifiers, each in the order listed. With no
order given, they act in play order (the scenario's board order; the nemesis bonus at its source's place).
"""
from dealt.facts.sentinels import FIRST_DAMAGE, Applies
from dealt.facts.templates import Choice, DamageEvent, Done, Effect, Slot
from dealt.inference.salience import DERIVE
from dealt.kb.ruling import housekeeping
from dealt.kb.sentinels.rules._common import AS, MATCH, NOT, Rule, any_of, refuse
from dealt.kb.sentinels.steps import ORDERED_STEPS

#: how the modifiers' order came about (``Done(what="ordered").of``): the players' choice, or play order
CHOSEN, PLAY_ORDER = "chosen", "play"


def _name(applies):
    return "the nemesis bonus" if applies["effect"] == "nemesis" else f"{applies['card']} ({applies['effect']})"


def _place(engine, event_id, names):
    """Declare the slots of the ordered steps for `names`, and describe them; returns the sentence part."""
    applies = engine.find_all(Applies, event=event_id)
    parts = []
    for step in ORDERED_STEPS:
        # a card with both a type change and a modifier (Imbued Fire) may be named twice: its first place
        # orders its type change, its last place its modifier
        places = {}
        for i, name in enumerate(names):
            if step == "modifiers" or name not in places:
                places[name] = i
        listed = sorted((a for a in applies if a["step"] == step and a["effect"] in places),
                        key=lambda a: places[a["effect"]])
        for position, a in enumerate(listed):
            engine.declare(Slot(step=step, position=position, effect=a["effect"]))
        if listed:
            what = "type changes" if step == "damage_type" else "modifiers"
            parts.append(f"{what}: " + ", then ".join(_name(a) for a in listed))
    return "; ".join(parts) or "no type change and no modifier applies"


@Rule(AS.choice << Choice(kind="order", key=FIRST_DAMAGE),
      DamageEvent(id=MATCH.event_id, step="order"),
      salience=DERIVE)
@housekeeping
def the_order_chosen_for_an_actions_first_damage_is_read_for_it(self, choice, event_id):
    """{event_id} is its action's first damage: the order chosen for that action (choices.order) is its."""
    self.modify(choice, key=event_id)


@Rule(AS.event << DamageEvent(id=MATCH.event_id, step="order"),
      Choice(kind="order", key=MATCH.event_id, value=MATCH.names),
      NOT(Done(what="ordered", key=MATCH.event_id)),
      NOT(Done(what="redirected", key=MATCH.event_id)))
def modifiers_apply_in_the_order_the_player_chose(self, event, event_id, names):
    """The players chose the order they act in (choices.order): {listing}.

    Source: Sentinels rules text: 'Once you have identified all the modifiers, you can apply them in any order'
    and 'you can choose the order of the effects' (damage type); 'You do not have to apply the damage dealer's
    modifier's first, then the target's second.' Who chooses: 'Anything that seems to happen at the same time
    must actually be done in an order, and the player is in charge of deciding the order' (Handelabra, the
    official digital edition's FAQ, https://handelabra.helpshift.com/hc/en/4-sentinels-of-the-multiverse/faq/
    63-why-is-the-game-asking-me-which-card-should-take-effect-first/); the game is cooperative, so the
    scenario's ``choices.order`` is the players' choice.
    """
    applies = self.find_all(Applies, event=event_id)
    identified = {a["effect"]: a for a in applies}
    for i, name in enumerate(names):
        if name not in identified and name != "nemesis" and not self.find_all(Effect, record=False, id=name):
            refuse(self, f"choices.order[{i}]", f"{name!r} is no longer in play when {event_id} is dealt: an earlier "
                   "action of the scenario ended it (its duration was over); an order names every type change and "
                   "modifier that applies, and only those.",
                   allowed=", ".join(identified) or "(none: leave the order out)")
        if name not in identified:
            refuse(self, f"choices.order[{i}]", f"{name!r} is in play but does not apply to {event_id} "
                   f"({event['source']} deals {event['target']} {event['damage_type']} damage); an order names "
                   "every type change and modifier that applies, and only those.",
                   allowed=", ".join(identified) or "(none: leave the order out)")
    missing = [a for a in applies if a["effect"] not in names]
    if missing:
        refuse(self, "choices.order", "the order leaves out " + ", ".join(_name(a) for a in missing)
               + f", which applies to {event_id}; an order names every type change and modifier that applies.",
               allowed="all of " + ", ".join(identified))
    self.explain(listing=_place(self, event_id, names))
    self.declare(Done(what="ordered", key=event_id, of=CHOSEN))


def _in_play_order(engine, event_id):
    applies = sorted(engine.find_all(Applies, event=event_id), key=lambda a: (a["play"], a["effect"]))
    engine.explain(listing=_place(engine, event_id, list(dict.fromkeys(a["effect"] for a in applies))))
    engine.declare(Done(what="ordered", key=event_id, of=PLAY_ORDER))


@Rule(AS.event << DamageEvent(id=MATCH.event_id, step="order"),
      NOT(Choice(kind="order", key=MATCH.event_id)),
      NOT(Done(what="ordered", key=MATCH.event_id)),
      NOT(Done(what="redirected", key=MATCH.event_id)))
def modifiers_apply_in_play_order_when_no_order_is_chosen(self, event, event_id):
    """No order was chosen, so they act in play order (the order their cards entered play): {listing}.

    Source: Sentinels rules text: 'Originally, all cards triggered in the order that they were played.' The
    player may choose another order (choices.order); play order is the default when none is given.
    """
    _in_play_order(self, event_id)


@Rule(AS.event << DamageEvent(id=MATCH.event_id, step="order", target=MATCH.target),
      Done(what="redirected", key=MATCH.event_id),
      NOT(Done(what="ordered", key=MATCH.event_id)))
def redirected_damage_takes_the_modifiers_of_its_new_target_in_play_order(self, event, event_id, target):
    """Redirected to {target}, the damage's modifiers were identified anew; they act in play order (the order chosen was for the first target): {listing}.

    Source: redirected damage starts 'over from the original attacker to the new target' and recalculates 'any
    bonuses/negatives' (https://forums.greaterthangames.com/t/dealing-with-dealt/7536); Sentinels rules text:
    'Originally, all cards triggered in the order that they were played' (play order, the default order).
    """
    _in_play_order(self, event_id)


@Rule(DamageEvent(id=MATCH.event_id, step=any_of("immunity", "dealt_check")),
      Done(what="ordered", key=MATCH.event_id),
      Slot(step=any_of(*ORDERED_STEPS)),
      NOT(Done(what="order_cleared", key=MATCH.event_id)),
      salience=DERIVE)
@housekeeping
def chosen_order_is_cleared_once_the_modifiers_have_acted(self, event_id):
    """The slots of {event_id}'s chosen order are cleared: its type changes and modifiers have acted."""
    from dealt.facts.templates import Slot as SlotFact
    for step in ORDERED_STEPS:
        for slot in self.find_all(SlotFact, record=False, step=step):
            self.retract(slot)
    self.declare(Done(what="order_cleared", key=event_id))
