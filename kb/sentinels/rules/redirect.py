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
cost is paid from its host's player's hand.
"""
from dealt.facts.sentinels import Applies, Hand
from dealt.facts.templates import Choice, DamageEvent, Done, Effect, Slot
from dealt.kb.sentinels.rules._common import AS, MATCH, NOT, TEST, L, Rule
from dealt.kb.sentinels.rules.scoped import SCOPE, SCOPED, in_its_scope


@Rule(AS.event << DamageEvent(id=MATCH.event_id, step="instead", cursor=MATCH.cursor, target=MATCH.target,
                              quality=~L("fixed"), amount=MATCH.before, proposed=MATCH.proposed,
                              proposed_type=MATCH.proposed_type, **SCOPED),
      Slot(step="instead", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="redirect_damage", amount=MATCH.cost, group=MATCH.group, **SCOPE),
      *in_its_scope(),
      Choice(kind="redirect", key=MATCH.effect, value=MATCH.new_target),
      AS.hand << Hand(entity=MATCH.host, cards=MATCH.cards),
      TEST(lambda cards, cost: cards >= cost),
      NOT(Done(what="once_per_turn", key=MATCH.effect)),
      NOT(Done(what=MATCH.event_id, key=MATCH.effect)))
def damage_is_redirected_to_the_chosen_target(self, event, event_id, hand, effect, target, new_target, cost,
                                              cards, group, proposed, proposed_type):
    """{card}: {target} would be dealt {before} damage; its player discards {cost} card(s) ({cards} -> {left} in hand) and redirects it to {new_target}: it starts again as {source}'s {proposed} {proposed_type} damage to {new_target}, its modifiers identified anew ({target}'s no longer apply).

    Source: Sentinels rules text: 'Amulet of the Elder Gods: The first time Nightmist would be dealt Damage each
    turn, you may discard 2 cards. If you do, you may redirect that Damage to a Target of your choice.' 'Here,
    NightMist should have taken damage, but the Amulet allows you to do another effect instead.' Redirected,
    'you start the attack over from the original attacker to the new target and recalculate any
    bonuses/negatives' (https://forums.greaterthangames.com/t/dealing-with-dealt/7536; Handelabra's engine,
    jamespicone/potw InvincibleTests.cs).
    """
    self.explain(left=cards - cost, source=event["source"])
    if cost:
        self.modify(hand, cards=cards - cost)
    if group == "once_per_turn":
        self.declare(Done(what="once_per_turn", key=effect))
    self.declare(Done(what=event_id, key=effect))
    for applies in self.find_all(Applies, record=False, event=event_id):
        self.retract(applies)
    for what in ("ordered", "order_cleared"):
        for done in self.find_all(Done, record=False, what=what, key=event_id):
            self.retract(done)
    if not self.find_all(Done, record=False, what="redirected", key=event_id):
        self.declare(Done(what="redirected", key=event_id))
    self.modify(event, target=new_target, amount=proposed, damage_type=proposed_type, step="proposed", cursor=0)


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
      Choice(kind="redirect", key=MATCH.effect),
      Done(what="once_per_turn", key=MATCH.effect))
def redirect_acts_only_the_first_time_each_turn(self, event, cursor):
    """{card} has already acted this turn, so it cannot redirect this damage.

    Source: Sentinels rules text: 'Amulet of the Elder Gods: The first time Nightmist would be dealt Damage each
    turn ...'
    """
    self.modify(event, cursor=cursor + 1)


@Rule(AS.event << DamageEvent(step="instead", cursor=MATCH.cursor, target=MATCH.target, quality=~L("fixed"),
                              **SCOPED),
      Slot(step="instead", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="redirect_damage", amount=MATCH.cost, **SCOPE),
      *in_its_scope(),
      Choice(kind="redirect", key=MATCH.effect),
      NOT(Done(what="once_per_turn", key=MATCH.effect)),
      Hand(entity=MATCH.host, cards=MATCH.cards),
      TEST(lambda cards, cost: cards < cost))
def redirect_needs_its_cost_paid(self, event, cursor, cost, cards):
    """{card} costs {cost} discarded card(s), and {host}'s player holds {cards}: no redirect.

    Source: Sentinels rules text: 'you may discard 2 cards. If you do, you may redirect that Damage'.
    """
    self.modify(event, cursor=cursor + 1)
