"""Redirects with no choice to make, or a computed destination: "redirect that damage to X" acts whenever it
can (mandatory), and "to the hero target with the highest HP" sends the damage to the target that has it now.

Source: a redirect is mandatory or optional as its card says: of The Wraith's Smoke Bombs, 'you must redirect
damage, you cannot choose not to' and 'you can not choose to NOT be the hero with the lowest HP, so you HAVE to
redirect it. If you are all tied, then you can choose' (https://forums.greaterthangames.com/t/smoke-bomb-use/
5768?page=2); 'you may redirect' is the player's choice (the rules text's Amulet of the Elder Gods: 'you may
redirect that Damage to a Target of your choice'). A tie for the highest (or lowest) HP is the players' to
break: 'the player is in charge of deciding the order' of anything the game leaves open (Handelabra's FAQ,
https://handelabra.helpshift.com/hc/en/4-sentinels-of-the-multiverse/faq/63-why-is-the-game-asking-me-which-
card-should-take-effect-first/). The choice is ``choices.redirect``; a tie with no choice, or a choice that is
not one of the tied targets, is refused. Redirected damage starts again from its source's proposed amount and
type (:mod:`.redirect`).
"""
from dealt.facts.sentinels import Hand, Redirects
from dealt.facts.templates import Choice, DamageEvent, Done, Effect, Entity, Slot
from dealt.kb.ruling import test
from dealt.kb.sentinels.rules._common import AS, MATCH, NOT, TEST, L, Rule, refuse
from dealt.kb.sentinels.rules.redirect import redirect_to
from dealt.kb.sentinels.rules.scoped import SCOPE, SCOPED, in_its_scope

#: computed destination -> (kind of target, highest or lowest HP)
COMPUTED = {"hero_target_with_highest_hp": ("hero", max), "hero_target_with_lowest_hp": ("hero", min),
            "villain_target_with_highest_hp": ("villain", max), "villain_target_with_lowest_hp": ("villain", min)}


def _words(to, host=""):
    if to == "host":
        return "its host"
    return "the " + to.replace("_with_", "_with_the_").replace("_", " ").replace(" hp", " HP")


def tied_targets(engine, to, host):
    """The targets in play that `to` names now (several when tied), and their HP: ``host`` is the redirect's
    host itself ("Redirect any damage that would be dealt to a hero target by an environment card to Haka":
    Enduring Intercession), if it is in play."""
    if to == "host":
        alive = [e for e in engine.find_all(Entity, record=False, id=host) if not e["destroyed"]]
        return ([host], alive[0]["health"]) if alive else ([], None)
    kind, pick = COMPUTED[to]
    alive = [e for e in engine.find_all(Entity, record=False, kind=kind) if not e["destroyed"]]
    if not alive:
        return [], None
    hp = pick(e["health"] for e in alive)
    return sorted(e["id"] for e in alive if e["health"] == hp), hp


@Rule(AS.event << DamageEvent(id=MATCH.event_id, step="instead", cursor=MATCH.cursor, target=MATCH.target,
                              quality=~L("fixed"), amount=MATCH.before, proposed=MATCH.proposed,
                              proposed_type=MATCH.proposed_type, **SCOPED),
      Slot(step="instead", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="redirect_damage", amount=MATCH.cost, group=MATCH.group, **SCOPE),
      *in_its_scope(),
      Redirects(effect=MATCH.effect, to=MATCH.to & ~L("chosen"), accepted=True, chosen_at=MATCH.where),
      AS.hand << Hand(entity=MATCH.host, cards=MATCH.cards),
      test(lambda cards, cost: cards >= cost, fails="{host}'s player holds {cards} card(s), fewer than the {cost} it "
                                                    "costs"),
      NOT(Done(what="once_per_turn", key=MATCH.effect)),
      NOT(Done(what=MATCH.event_id, key=MATCH.effect)))
def damage_is_redirected_to_the_target_its_card_names(self, event, event_id, hand, effect, target, to, where, group,
                                                      proposed, proposed_type, cost, cards, host):
    """{card}: {target} would be dealt {before} damage; {paid}it is redirected to {words}, {new_target} ({hp} HP{tie}): it starts again as {source}'s {proposed} {proposed_type} damage to {new_target}, its modifiers identified anew.

    Source: 'you must redirect damage, you cannot choose not to' ... 'If you are all tied, then you can choose'
    (https://forums.greaterthangames.com/t/smoke-bomb-use/5768?page=2, on The Wraith's Smoke Bombs); a fixed
    destination is the card's host: 'Redirect any damage that would be dealt to a Hero Target by an Environment
    card to Haka.' (Enduring Intercession, scan in vattercw/SentinelsOfTheMultiverse,
    SentinelsOfTheMultiverse/SentinelsOfTheMultiverse/Images/Hero/Haka/3-EnduringIntercession.png); redirected damage starts over 'from the original attacker to the new target and recalculate any
    bonuses/negatives' (https://forums.greaterthangames.com/t/dealing-with-dealt/7536).
    """
    tied, hp = tied_targets(self, to, host)
    words = _words(to, host)
    chosen = [c["value"] for c in self.find_all(Choice, record=False, kind="redirect", key=effect)]
    if not tied:
        refuse(self, where or "choices.redirect", f"{effect!r} redirects to {words}, and there is none in play.")
    if chosen and chosen[0] not in tied:
        refuse(self, where, f"{chosen[0]!r} is not {words} when {event_id} would be dealt to {target} "
               f"({', '.join(tied)} at {hp} HP).", allowed=", ".join(tied))
    if len(tied) > 1 and not chosen:
        refuse(self, where or "choices.redirect", f"{', '.join(tied)} are tied as {words} ({hp} HP) when "
               f"{event_id} would be dealt to {target}: the players choose which ({effect}: TARGET).",
               allowed=f"choices.redirect: {{{effect}: " + " | ".join(tied) + "}")
    new_target = chosen[0] if chosen else tied[0]
    self.explain(words=words, new_target=new_target, hp=hp, source=event["source"],
                 paid=f"its player discards {cost} card(s) ({cards} -> {cards - cost} in hand) and " if cost else "",
                 tie=f", tied with {', '.join(t for t in tied if t != new_target)}: the players chose"
                 if len(tied) > 1 else "")
    redirect_to(self, event, event_id, effect, new_target, group, proposed, proposed_type, hand, cards - cost)


@Rule(DamageEvent(id=MATCH.event_id, step="instead", cursor=MATCH.cursor, target=MATCH.target, quality=~L("fixed"),
                  **SCOPED),
      Slot(step="instead", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, mechanic="redirect_damage", card=MATCH.card, **SCOPE),
      *in_its_scope(),
      Redirects(effect=MATCH.effect, to="chosen", mandatory=True),
      NOT(Choice(kind="redirect", key=MATCH.effect)),
      NOT(Done(what="once_per_turn", key=MATCH.effect)),
      NOT(Done(what=MATCH.event_id, key=MATCH.effect)))
def a_mandatory_redirect_needs_its_target_chosen(self, event_id, effect, card, target):
    """{card} must redirect the damage to {target} to a target of the players' choice, and none was chosen.

    Source: a mandatory redirect ('redirect that damage') cannot be declined ('you must redirect damage, you
    cannot choose not to': https://forums.greaterthangames.com/t/smoke-bomb-use/5768?page=2); where its card
    leaves the target to the players, they must name it.
    """
    refuse(self, "choices.redirect", f"{card} ({effect}) must redirect {event_id}, dealt to {target}, to a target "
           "of the players' choice, and none is chosen.", allowed=f"redirect: {{{effect}: TARGET ID}}")
