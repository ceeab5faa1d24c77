"""Magic's combat damage as the Comprehensive Rules had it before the Foundations update (November 2024).

From Magic 2010 (July 2009) until Magic: The Gathering Foundations, a creature blocked by two or more creatures (or
blocking two or more) had a damage assignment order, announced as blockers were declared (509.2-3), and could not
assign combat damage to a creature in it until each creature ahead of that one was assigned lethal damage
(510.1c-d). The Foundations Update Bulletin (Wizards of the Coast, 14 November 2024) removed it: now a creature
divides its damage 'as its controller chooses' (the default rules, :mod:`dealt.kb.mtg.combat`). Evidence: the
Comprehensive Rules' text before the update, 509.2, 509.2a, 509.3, 509.3a, 510.1c, 510.1d and their examples (as
quoted, for instance, in the engine sources that embed the rules: Julian/cardboard docs/rules/turn_structure.rst,
of the 2009-10 rules; later editions add 509.2a/509.3a and the Vastwood Gorger examples), and the peers that
implement it: XMage's ``CombatGroup`` (``blockerOrder`` / ``attackerOrder``, walked by ``multiBlockerDamage`` and
``multiAttackerDamage``: at least lethal damage to each before the next). The order is a player's choice
(``choices.damage_assignment_order``, :mod:`dealt.kb.mtg.variants.assignment_order`).
"""
from dealt.facts.errors import InputError
from dealt.facts.mtg import DamageAssignmentOrder, Dealing, MtgEvent, OrderChecked, Part, Permanent, PTChange
from dealt.facts.templates import Keyword
from dealt.inference.salience import DERIVE
from dealt.kb.mtg.rules._common import AS, MATCH, NOT, Rule, label_of
from dealt.kb.mtg.variants.assignment_order import NAME, WHERE
from dealt.kb.variants import Variant

VARIANT = Variant(
    name=NAME,
    title="the Comprehensive Rules before November 2024 (damage assignment order)",
    summary="Magic's combat damage as the Comprehensive Rules had it from Magic 2010 until the Foundations update "
            "(November 2024): a creature blocked by (or blocking) two or more creatures assigns its combat damage in "
            "a damage assignment order announced as blockers are declared (509.2-3), lethal damage to each before "
            "any to the next (510.1c-d). Evidence: the rules text of those editions, the Foundations Update "
            "Bulletin that removed it, XMage's CombatGroup.",
)

#: the rules text this variant encodes (Comprehensive Rules before the Foundations update of November 2024)
RULE_510_1C = ("510.1c: 'A blocked creature assigns its combat damage to the creatures blocking it. [...] If two or "
               "more creatures are blocking it, it assigns its combat damage to those creatures according to the damage "
               "assignment order announced for it. This may allow the blocked creature to divide its combat damage. "
               "However, it can't assign combat damage to a creature that's blocking it unless, when combat damage "
               "assignments are complete, each creature that precedes that blocking creature in its order is assigned "
               "lethal damage. When checking for assigned lethal damage, take into account damage already marked on "
               "the creature and damage from other creatures that's being assigned during the same combat damage "
               "step, but not any abilities or effects that might change the amount of damage that's actually dealt. "
               "An amount of damage that's greater than a creature's lethal damage may be assigned to it.'")


def _name(engine, thing):
    label = label_of(engine, thing)
    return label if thing in label.split() else f"{label} ({thing})"


def _needs(engine, event_id, creature, order, deathtouch):
    """{creature in the order: the lethal damage it still needs from `creature`}, counting damage marked and the
    damage other creatures assign to it in the same step (510.1c-d); 1 from a source with deathtouch (702.2c)."""
    permanents = {p["id"]: p for p in engine.find_all(Permanent, record=False)}
    others = {}
    assigned_now = (engine.find_all(Dealing, record=False, event=event_id, combat=True)        # still to come
                    + engine.find_all(Part, record=False, event=event_id, kind="damage", combat=True))  # already read
    for d in assigned_now:
        if d["source"] != creature:
            others[d["recipient"]] = others.get(d["recipient"], 0) + d["amount"]
    needs = {}
    for c in order:
        p = permanents[c]
        left = p["toughness"] - p["minus"] - p["damage"] - others.get(c, 0)
        needs[c] = 0 if left <= 0 else 1 if deathtouch else left
    return needs, others


def _still_in_combat(engine, order):
    """The creatures of an order still on the battlefield: one that left combat left the order, the others keep
    their relative order (509.2a, 509.3a, 506.4)."""
    gone = {p["id"] for p in engine.find_all(Permanent, record=False) if p["destroyed"]}
    return [c for c in order if c not in gone]


@Rule(MtgEvent(id=MATCH.event_id, stage="proposed", turn=MATCH.turn, combat=True),
      AS.order << DamageAssignmentOrder(creature=MATCH.creature),
      Dealing(event=MATCH.event_id, source=MATCH.creature, position=MATCH.turn, combat=True),
      NOT(OrderChecked(event=MATCH.event_id, creature=MATCH.creature)),
      NOT(PTChange(applied=False)),
      salience=DERIVE)
def a_creature_assigns_lethal_damage_in_its_damage_assignment_order_before_any_to_the_next(self, order, event_id,
                                                                                          creature, turn):
    """{who}'s damage assignment order is {order} ({chosen}); {assigned}: no creature in it is assigned combat damage before each one ahead of it is assigned lethal damage{rest}.

    Source: Magic Comprehensive Rules before the Foundations update (in force until 2024-11-08), 509.2: 'for each attacking creature that's become blocked, the active player announces that creature's damage assignment order, which consists of the creatures blocking it in an order of that player's choice. (During the combat damage step, an attacking creature can't assign combat damage to a creature that's blocking it unless each creature ahead of that blocking creature in its order is assigned lethal damage.)'; 509.3 (the defending player, for each creature blocking two or more); 509.2a/509.3a (a creature removed from combat leaves the order, the others keep their relative order); 510.1c ('it can't assign combat damage to a creature that's blocking it unless, when combat damage assignments are complete, each creature that precedes that blocking creature in its order is assigned lethal damage. When checking for assigned lethal damage, take into account damage already marked on the creature and damage from other creatures that's being assigned during the same combat damage step, but not any abilities or effects that might change the amount of damage that's actually dealt'), its example: 'The damage assignment order of an attacking Vastwood Gorger (a 5/6 creature) is Pride Guardian (a 0/3 creature) then Llanowar Elves (a 1/1 creature). Vastwood Gorger can assign 3 damage to the Guardian and 2 damage to the Elves, 4 damage to the Guardian and 1 damage to the Elves, or 5 damage to the Guardian.'; 510.1d (likewise a blocking creature); 702.2c (deathtouch: any nonzero amount is lethal). Removed by the Magic: The Gathering Foundations Update Bulletin (2024-11-14), '509.2-3, Various References Throughout'. Peers: XMage Mage/src/main/java/mage/game/combat/CombatGroup.java (multiBlockerDamage walks blockerOrder: lethal damage to each before the next; multiAttackerDamage, attackerOrder).
    """
    deathtouch = bool(self.find_all(Keyword, record=False, entity=creature, name="deathtouch"))
    ordered = _still_in_combat(self, order["order"])
    dealings = sorted(self.find_all(Dealing, record=False, event=event_id, source=creature), key=lambda d: d["position"])
    assigned = {}
    for d in dealings:
        assigned[d["recipient"]] = assigned.get(d["recipient"], 0) + d["amount"]
    needs, others = _needs(self, event_id, creature, ordered, deathtouch)
    for i, ahead in enumerate(ordered):
        short = assigned.get(ahead, 0) < needs[ahead]
        later = next((c for c in ordered[i + 1:] if assigned.get(c, 0)), None)
        if short and later:
            raise InputError(order["file"], order["where"], (
                f"under the {NAME} rules {creature} cannot assign {assigned[later]} combat damage to {later}: {ahead} "
                f"comes before it in {creature}'s damage assignment order ({', then '.join(ordered)}"
                f"{'' if order['given'] else ', the order blocks lists them in'}) and is assigned "
                f"{assigned.get(ahead, 0)} of the {needs[ahead]} lethal damage it needs"
                + (f" (after {others[ahead]} from other creatures in this step)" if others.get(ahead) else "")
                + f" (510.1c-d before November 2024; rule a_creature_assigns_lethal_damage_in_its_damage_assignment_"
                f"order_before_any_to_the_next, in {event_id})."),
                allowed=f"at least {needs[ahead]} to {ahead} before any to {later}, or an order with {later} ahead of "
                f"{ahead} ({WHERE}.{creature})", line=order["line"] or None)
    if not order["divided"]:
        rest = "what it attacks" if any(d["recipient"] not in ordered for d in dealings) else "the last"
        how = (f" by default (no choices.assignment.{creature}: lethal damage to each creature in its damage "
               f"assignment order, {', then '.join(ordered)}, the rest to {rest}; 510.1c-d before November 2024)")
        for d in dealings:
            if d["how"] != how:
                self.modify(d, how=how)
    parts = [f"{assigned.get(c, 0)} to {_name(self, c)}, which needs {needs[c]} for lethal damage"
             + (f" after the {others[c]} damage other creatures assign it in this step" if others.get(c) else "")
             for c in ordered]
    beyond = [f"{a} to {label_of(self, r)}" for r, a in assigned.items() if r not in ordered]
    chooser = "the active player" if order["role"] == "attacker" else "the defending player"
    self.explain(who=_name(self, creature), order=", then ".join(ordered),
                 chosen=(f"announced by {chooser}, player {order['chooser']}, as given in {order['given']}"
                         if order["given"] else f"no {WHERE}.{creature} was given, so the order blocks lists them in"),
                 assigned=f"it assigns {', then '.join(parts)}" + (f", and {', '.join(beyond)}" if beyond else ""),
                 rest="" if len(ordered) > 1 else f" (only {ordered[0]} of its order is still in combat)" if ordered
                 else " (none of its order is still in combat)")
    self.declare(OrderChecked(event=event_id, creature=creature))
