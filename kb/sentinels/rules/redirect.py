"""Redirection: damage a target would be dealt goes to another target instead, and starts again there.

Source: Sentinels rules text: 'Another type of effect that fall under the second type is redirection. In SotM
redirection has its own keyword and meaning. Even though it might not say "would" it works in a similar way.
Note that even though the effect or target changes, there still has to be some damage "being dealt" (as per
step 3) for this effect to take place. This is why NightMist can't redirect damage while in Mistform.'
The text does not say whose modifiers the redirected damage keeps. The ruling: it becomes damage from the same
source to the new target, so its modifiers are identified again: the original target's no longer apply and
the new target's do ('when damage is redirected you start the attack over from the original attacker to the
new target and recalculate any bonuses/negatives so the pipe wrench reduction no longer' applies:
https://forums.greaterthangames.com/t/dealing-with-dealt/7536, on Mr. Fixer's Pipe Wrench and Driving
Mantis). Handelabra's official engine does the same: in jamespicone/potw Test/Heroes/Alexandria/
InvincibleTests.cs, 2 damage redirected away from Alexandria (Invincible: 'Reduce damage dealt to
Alexandria by 1') deals Tattletale 2 (TestWithRedirectAwayRedirectFirst), and 2 redirected to her deals her 1
(TestWithRedirectToDontDiscard). Each redirect effect acts at most once for one damage, so a chain of
redirects stops ('and then it's stuck there': Handelabra & Christopher's Fireside Chats,
forums.greaterthangames.com, on Decoy Projection and Smoke Bombs). Fixed damage is not redirected (Sentinels
rules (Dized), 'Damage'). Redirected damage is proposed again, so a new target out of play is dealt nothing
(:mod:`.out_of_play`). Which damage a redirect may take is its scope (:mod:`dealt.kb.sentinels.scopes`; by
default the damage its host would be dealt, as the Amulet's 'The first time Nightmist would be dealt Damage'); its
cost is paid from its host's player's hand. (:mod:`.out_of_play`). Whether a redirect is mandatory, where it sends the damage (a computed destination:
:mod:`.destination`) and the path the player chose (:mod:`dealt.kb.sentinels.redirect_choices`) are read from
``Redirects`` and ``Choice`` facts; a cost the hand cannot pay is refused.
"""
from dealt.facts.sentinels import Applies, Hand, Redirects
from dealt.facts.templates import Choice, DamageEvent, Done, Effect, Slot
from dealt.kb.ruling import test
from dealt.kb.sentinels.rules._common import AS, MATCH, NOT, L, Rule, refuse
from dealt.kb.sentinels.rules.scoped import SCOPE, SCOPED, in_its_scope


@Rule(AS.event << DamageEvent(id=MATCH.event_id, step="instead", cursor=MATCH.cursor, target=MATCH.target,
                              quality=~L("fixed"), amount=MATCH.before, proposed=MATCH.proposed,
                              proposed_type=MATCH.proposed_type, **SCOPED),
      Slot(step="instead", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="redirect_damage", amount=MATCH.cost, group=MATCH.group, **SCOPE),
      *in_its_scope(),
      Redirects(effect=MATCH.effect, to="chosen"),
      Choice(kind="redirect", key=MATCH.effect, value=MATCH.new_target),
      AS.hand << Hand(entity=MATCH.host, cards=MATCH.cards),
      test(lambda cards, cost: cards >= cost, fails="{host}'s player holds {cards} card(s), fewer than the {cost} it "
                                                    "costs"),
      NOT(Done(what="once_per_turn", key=MATCH.effect)),
      NOT(Done(what=MATCH.event_id, key=MATCH.effect)))
def damage_is_redirected_to_the_chosen_target(self, event, event_id, hand, effect, target, new_target, cost,
                                              cards, group, proposed, proposed_type):
    """{card}: {target} would be dealt {before} damage; its player {paid}redirects it to {new_target}: it starts again as {source}'s {proposed} {proposed_type} damage to {new_target}, its modifiers identified anew ({target}'s no longer apply).

    Source: Sentinels rules text: 'Amulet of the Elder Gods: The first time Nightmist would be dealt Damage each
    turn, you may discard 2 cards. If you do, you may redirect that Damage to a Target of your choice.' 'Here,
    NightMist should have taken damage, but the Amulet allows you to do another effect instead.' Redirected,
    'you start the attack over from the original attacker to the new target and recalculate any
    bonuses/negatives' (https://forums.greaterthangames.com/t/dealing-with-dealt/7536; Handelabra's engine,
    jamespicone/potw InvincibleTests.cs).
    """
    self.explain(source=event["source"], paid=f"discards {cost} card(s) ({cards} -> {cards - cost} in hand) and "
                 if cost else "")
    redirect_to(self, event, event_id, effect, new_target, group, proposed, proposed_type, hand, cards - cost)


def redirect_to(engine, event, event_id, effect, new_target, group, proposed, proposed_type, hand=None, left=None):
    """Send the damage to `new_target`: it starts again from its source's proposed amount and type, its
    modifiers identified anew; the effect has acted for this damage (and, once per turn, this turn)."""
    if hand is not None and left != hand["cards"]:
        engine.modify(hand, cards=left)
    if group == "once_per_turn":
        engine.declare(Done(what="once_per_turn", key=effect))
    engine.declare(Done(what=event_id, key=effect))
    for applies in engine.find_all(Applies, record=False, event=event_id):
        engine.retract(applies)
    for what in ("ordered", "order_cleared"):
        for done in engine.find_all(Done, record=False, what=what, key=event_id):
            engine.retract(done)
    if not engine.find_all(Done, record=False, what="redirected", key=event_id):
        engine.declare(Done(what="redirected", key=event_id))
    engine.modify(event, target=new_target, amount=proposed, damage_type=proposed_type, step="proposed", cursor=0)


@Rule(AS.event << DamageEvent(step="instead", cursor=MATCH.cursor, target=MATCH.target, quality="fixed", **SCOPED),
      Slot(step="instead", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="redirect_damage", **SCOPE),
      *in_its_scope())
def fixed_damage_is_not_redirected(self, event, cursor):
    """The damage is fixed, so {card} cannot redirect it.

    Source: Sentinels rules (Dized), 'Damage': 'Damage can also be fixed, meaning it cannot be increased,
    reduced, or redirected.'
    """
    self.modify(event, cursor=cursor + 1)


@Rule(AS.event << DamageEvent(step="instead", cursor=MATCH.cursor, target=MATCH.target, quality=~L("fixed"),
                              **SCOPED),
      Slot(step="instead", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="redirect_damage", **SCOPE),
      *in_its_scope(),
      Redirects(effect=MATCH.effect, accepted=True),
      Done(what="once_per_turn", key=MATCH.effect))
def redirect_acts_only_the_first_time_each_turn(self, event, cursor):
    """{card} has already acted this turn, so it cannot redirect this damage.

    Source: Sentinels rules text: 'Amulet of the Elder Gods: The first time Nightmist would be dealt Damage each
    turn ...'
    """
    self.modify(event, cursor=cursor + 1)


@Rule(DamageEvent(id=MATCH.event_id, step="instead", cursor=MATCH.cursor, target=MATCH.target, quality=~L("fixed"),
                  **SCOPED),
      Slot(step="instead", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="redirect_damage", amount=MATCH.cost, card=MATCH.card, **SCOPE),
      *in_its_scope(),
      Redirects(effect=MATCH.effect, accepted=True, chosen_at=MATCH.where),
      NOT(Done(what="once_per_turn", key=MATCH.effect)),
      NOT(Done(what=MATCH.event_id, key=MATCH.effect)),
      Hand(entity=MATCH.host, cards=MATCH.cards),
      test(lambda cards, cost: cards < cost, fails="{host}'s player holds {cards} card(s), enough for its cost of "
                                                   "{cost}"))
def a_redirect_whose_cost_cannot_be_paid_is_refused(self, event_id, target, host, card, effect, cost, cards, where):
    """{card} costs {cost} discarded card(s), and {host}'s player holds {cards}: the redirect cannot be chosen.

    Source: Sentinels rules text: 'you may discard 2 cards. If you do, you may redirect that Damage': the
    redirect follows the discard ('If you do'), so a player who cannot discard the cards cannot choose it.
    """
    refuse(self, where, f"{card} ({effect}) costs {cost} discarded card(s), and {host}'s player holds {cards} "
           f"when {event_id} would be dealt to {target}: the cost cannot be paid, so the redirect cannot be chosen.",
           allowed=f"a hand of {cost} or more (board: hand), or no redirect by {effect}")
