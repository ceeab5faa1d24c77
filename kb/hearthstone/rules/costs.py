"""Costs paid in Health: Cho'gall and Seadevil Stinger.

Source: Hearthstone wiki, Creating a Damage Event: proposed damage varies "on the cost of a card
(Holy Wrath, Cho'gall, Seadevil Stinger) ... and can happen to be zero". A card that costs Health
instead of Mana has its Cost paid as a Damage Event to its player's own hero, from the card; the
cost is paid before the card resolves, so the card waits (its action is ``paying``) until that
event has resolved. It is not a spell's damage: no Spell Damage, no Prophet Velen.
"""
from dealt.facts.templates import Action, CostChange, Done, Effect, Entity, NextStep
from dealt.inference.salience import DERIVE
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, TEST, Rule, new_event
from dealt.kb.hearthstone.rules._flow import settled
from dealt.kb.ruling import housekeeping


def _costs_health(card_type, source_kind, races):
    return (card_type == "spell" and source_kind == "spell") or (
        card_type == "murloc" and source_kind == "minion" and ("MURLOC" in races or "ALL" in races))


@Rule(AS.action << Action(kind="play", card=MATCH.played_card, controller=MATCH.controller,
                          source_kind=MATCH.source_kind, races=MATCH.races, cost=MATCH.cost),
      Effect(mechanic="next_card_costs_health", controller=MATCH.controller, card_type=MATCH.card_type,
             host=MATCH.host),
      Entity(id=MATCH.host, destroyed=False),
      TEST(_costs_health),
      NOT(CostChange(card=MATCH.played_card, applied=False)),     # its Cost as it left the hand (rules/own_cost_changes.py)
      Entity(kind="hero", controller=MATCH.controller, id=MATCH.hero),
      NOT(Done(what="health_cost", key="action")),
      NextStep(step="proposed", next=MATCH.first),
      salience=DERIVE)
def card_costs_health_instead_of_mana(self, action, played_card, controller, cost, hero, first):
    """{card}: {played_card} costs Health instead of Mana, so {controller} pays its Cost, {cost}, as damage to {hero} before it resolves.

    Source: Cho'gall (original text), 'Battlecry: The next spell you cast this turn costs Health instead
    of Mana.'; Seadevil Stinger, 'Battlecry: The next Murloc you play this turn costs Health instead of
    Mana.'; Hearthstone wiki, Damage Events: proposed damage varies 'on the cost of a card (Holy Wrath,
    Cho'gall, Seadevil Stinger) ... and can happen to be zero'; the Cost is the one the card has as it leaves the
    hand, its own text's changes made (Hearthstone wiki, Mana cost: 'Cards that modify their own mana cost ... only
    work while in the player's hand').
    """
    self.declare(Done(what="health_cost", key="action"))
    new_event(self, source=played_card, source_card=played_card, source_kind="health_cost",
              controller=controller, target=hero, proposed=cost, amount=cost, step=first,
              spell_damage_applies=False)
    self.modify(action, kind="paying")


@Rule(AS.action << Action(kind="paying"),
      *settled())
@housekeeping
def card_resolves_once_its_cost_is_paid(self, action):
    """{card} has paid its cost; it resolves now."""
    self.modify(action, kind="play")
