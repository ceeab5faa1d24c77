"""120.4a: excess damage dealt to another permanent or player instead, when the effect dealing it says so.

Lethal damage takes into account damage already marked and damage from other sources dealt at the same
time (120.6 keeps marked damage until cleanup); with deathtouch any damage past 1 is excess (702.2);
a planeswalker's excess is past its loyalty, a battle's past its defense; with several of these types,
the greatest of the amounts.
"""
from dealt.facts.mtg import MtgEvent, Part, Permanent
from dealt.facts.templates import Keyword
from dealt.kb.mtg.rules._common import AS, MATCH, P, Rule, label_of, new_part


def excess_amount(permanent, amount, other, deathtouch):
    """(excess, why) of `amount` damage to `permanent`, with `other` damage dealt to it at the same time."""
    found = []
    if "creature" in permanent["types"]:
        lethal = max(0, permanent["toughness"] - permanent["minus"] - permanent["damage"] - other)
        if deathtouch:
            lethal = min(lethal, 1)
        found.append((max(0, amount - lethal), f"lethal damage is {lethal}"
                      + (" (deathtouch)" if deathtouch else "")))
    if "planeswalker" in permanent["types"]:
        found.append((max(0, amount - max(0, permanent["loyalty"] - other)), f"its loyalty is {permanent['loyalty']}"))
    if "battle" in permanent["types"]:
        found.append((max(0, amount - max(0, permanent["defense"] - other)), f"its defense is {permanent['defense']}"))
    return max(found, key=lambda f: f[0]) if found else (0, "it is none of creature, planeswalker, battle")


@Rule(MtgEvent(id=MATCH.event_id, stage="excess", turn=MATCH.turn),
      AS.part << Part(event=MATCH.event_id, turn=MATCH.turn, kind="damage", recipient=MATCH.recipient,
                      amount=MATCH.amount, excess_to=MATCH.to & P(lambda t: t != "")),
      AS.permanent << Permanent(id=MATCH.recipient))
def excess_damage_is_dealt_to_another_player_instead(self, part, permanent, event_id, recipient, amount, to):
    """{card} would deal {amount} damage to {label}: {why}, so {excess} is excess and is dealt to {to_label} instead ({before} -> {after}).

    Source: Magic Comprehensive Rules 120.4a: 'First, if an effect that's causing damage to be dealt states that excess damage that would be dealt to a permanent is dealt to another permanent or player instead, the damage event is modified accordingly. If the first permanent is a creature, the excess damage is the amount of damage in excess of what would be lethal damage, taking into account damage already marked on the creature and damage from other sources that would be dealt at the same time.'; 120.6; 702.2.
    """
    others = sum(p["amount"] for p in self.find_all(Part, event=event_id, kind="damage", recipient=recipient)
                 if p["id"] != part["id"])
    deathtouch = bool(self.find_all(Keyword, entity=part["source"], name="deathtouch"))
    excess, why = excess_amount(permanent, amount, others, deathtouch)
    self.explain(card=part["source_card"], label=permanent["label"], why=why, excess=excess,
                 to_label=label_of(self, to), before=amount, after=amount - excess)
    self.modify(part, amount=amount - excess, excess_to="")
    if excess:
        new_part(self, event_id, kind="damage", source=part["source"], source_card=part["source_card"],
                 source_kind=part["source_kind"], controller=part["controller"], recipient=to, rtypes=("player",),
                 who=to, amount=excess, pos=part["pos"] + (1,), origin=part["id"])
