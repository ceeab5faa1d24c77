"""Optional costs: "you may discard a card. If you do, prevent that damage."

Source: Sentinels rules text, 'Effect that apply instead of taking damage': 'With this type of effect, the target
does not take the initial damage, but instead applies another effect'; an optional cost is the player's choice
and is paid first ('you may discard 2 cards. If you do, you may redirect that Damage', the rules text's Amulet of
the Elder Gods). A player holding fewer cards than the cost cannot pay it, so cannot choose it (the choice is
refused). The choice is ``choices.pay: {CARD ID: true}``; with none, the player declines. Like every effect
instead of taking damage, it acts only when damage is being dealt (step 3): 'there still has to be some damage
"being dealt" (as per step 3) for this effect to take place.'
"""
from dealt.facts.sentinels import Hand
from dealt.facts.templates import Choice, DamageEvent, Done, Effect, Note, Slot
from dealt.kb.ruling import test
from dealt.kb.sentinels.rules._common import AS, MATCH, NOT, Rule, refuse


@Rule(AS.event << DamageEvent(id=MATCH.event_id, step="instead", cursor=MATCH.cursor, target=MATCH.target,
                              amount=MATCH.before),
      Slot(step="instead", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="prevent_damage_for_a_cost", host=MATCH.target, amount=MATCH.cost),
      Choice(kind="pay", key=MATCH.effect, value=True),
      AS.hand << Hand(entity=MATCH.target, cards=MATCH.cards),
      test(lambda cards, cost: cards >= cost, fails="{target}'s player holds {cards} card(s), fewer than the {cost} "
                                                    "it costs"),
      NOT(Done(what=MATCH.event_id, key=MATCH.effect)))
def player_discards_to_prevent_the_damage(self, event, event_id, hand, effect, target, cost, cards):
    """{card}: {target} would be dealt {before} damage; its player discards {cost} card(s) ({cards} -> {left} in hand), so that damage is prevented: no damage is dealt.

    Source: Sentinels rules text: 'you may discard 2 cards. If you do, ...' (the cost is paid, then the effect
    applies); 'Effect that apply instead of taking damage ... the target does not take the initial damage'.
    """
    self.explain(left=cards - cost)
    self.modify(hand, cards=cards - cost)
    self.declare(Done(what=event_id, key=effect))
    self.declare(Note(event=event_id, kind="prevented_for_a_cost", entity=target, amount=cost))
    self.modify(event, prevented=True, step="resolved", stage="done", cursor=0)


@Rule(DamageEvent(id=MATCH.event_id, step="instead", cursor=MATCH.cursor, target=MATCH.target),
      Slot(step="instead", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="prevent_damage_for_a_cost", host=MATCH.target, amount=MATCH.cost,
             card=MATCH.card),
      Choice(kind="pay", key=MATCH.effect, value=True),
      Hand(entity=MATCH.target, cards=MATCH.cards),
      test(lambda cards, cost: cards < cost, fails="{target}'s player holds {cards} card(s), enough for its cost "
                                                   "of {cost}"))
def a_cost_the_hand_cannot_pay_is_refused(self, event_id, effect, card, target, cost, cards):
    """{card} costs {cost} discarded card(s), and {target}'s player holds {cards}: the cost cannot be paid.

    Source: Sentinels rules text: 'you may discard 2 cards. If you do, ...': the effect follows the discard, so
    a player who cannot discard the cards cannot choose it.
    """
    refuse(self, f"choices.pay.{effect}", f"{card} ({effect}) costs {cost} discarded card(s), and {target}'s player "
           f"holds {cards} when {event_id} would be dealt to {target}: the cost cannot be paid.",
           allowed=f"a hand of {cost} or more (board: hand), or pay: {{{effect}: false}}")
