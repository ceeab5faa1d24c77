"""An amount of damage read from the game as the spell resolves: "damage equal to the number of creatures you control".

608.2h: if an effect requires information from the game (such as the number of creatures on the battlefield),
the answer is determined only once, when the effect is applied. The spell's Dealing waits (``amount_is``) until
this rule has counted; X, announced as the spell is cast (601.2b), is set by the board instead.
"""
from dealt.facts.mtg import Dealing, MtgEvent, Permanent
from dealt.inference.salience import DERIVE
from dealt.kb.mtg.rules._common import AS, MATCH, P, Rule, label_of


@Rule(MtgEvent(id=MATCH.event_id, stage="proposed"),
      AS.dealing << Dealing(event=MATCH.event_id, amount_is="creatures_you_control", controller=MATCH.controller,
                            source_card=MATCH.card),
      salience=DERIVE)
def the_amount_is_the_number_of_creatures_its_controller_controls(self, dealing, controller, card):
    """{card}'s damage is the number of creatures {label} controls as it resolves: {amount} ({which}).

    Source: Magic Comprehensive Rules 608.2h: 'If an effect requires information from the game (such as the number of creatures on the battlefield), the answer is determined only once, when the effect is applied.'; Mob Justice (Oracle): 'damage ... equal to the number of creatures you control'.
    """
    creatures = sorted((p for p in self.find_all(Permanent, controller=controller, creature=True, destroyed=False)),
                       key=lambda p: p["order"])
    self.explain(label=label_of(self, controller), amount=len(creatures),
                 which=", ".join(p["id"] for p in creatures) or "none")
    self.modify(dealing, amount=len(creatures), amount_is="")
