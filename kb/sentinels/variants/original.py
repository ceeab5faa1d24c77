"""The original rules of Sentinels of the Multiverse, before players chose the order of simultaneous effects.

The rules text that Dealt's default rule set follows says what came before it: 'Originally, all cards triggered
in the order that they were played. However, after some problems, namely with Superhuman Durability and
Fortitude, this changed so that you can choose which card takes effect first' (the Dealing Damage Order of
Operations, ../shared/rules-sources/sentinels-damage-order-of-operations.txt). Under this variant the type
changes and modifiers of a damage act in play order whatever the players chose. Everything else (the steps,
thresholds, irreducible, fixed and immune damage, redirection) is as in the default rules: no source found
says those changed.
"""
from dealt.facts.sentinels import Applies
from dealt.facts.templates import Choice, DamageEvent, Done, Effect, Note
from dealt.kb.sentinels.rules._common import AS, MATCH, NOT, Rule, refuse
from dealt.kb.sentinels.rules.order import _in_play_order, _name
from dealt.kb.variants import Variant, instead_of

OO = "Sentinels rules text, 'Dealing Damage Order of Operations'"
HANDELABRA = ("Handelabra (the official digital edition), FAQ 'Why is the game asking me which card should take "
              "effect first?' (https://handelabra.helpshift.com/hc/en/4-sentinels-of-the-multiverse/faq/"
              "63-why-is-the-game-asking-me-which-card-should-take-effect-first/)")

#: the Note a damage carries when the order its scenario chose was set aside (``dealt resolve --json``'s notes)
ORDER_SET_ASIDE = "order_set_aside"

VARIANT = Variant(
    name="original",
    title="the original Sentinels rules",
    summary="Sentinels of the Multiverse as first ruled: every card acts in the order it was played, so the "
            "players do not choose the order of type changes and modifiers (a scenario's choices.order is set "
            "aside, and said so). Evidence: the rules text's own history of the ruling ('Originally, all cards "
            "triggered in the order that they were played') and Handelabra's FAQ on the ruling that replaced it.",
)


def _check_the_order_names_what_applies(engine, event, event_id, names):
    """The order given must still name every type change and modifier that applies, and only those: a bad order
    is bad input under every rule set (the same checks and words as the default rules')."""
    identified = {a["effect"]: a for a in engine.find_all(Applies, event=event_id)}
    allowed = ", ".join(identified) or "(none: leave the order out)"
    for i, name in enumerate(names):
        if name not in identified and name != "nemesis" and not engine.find_all(Effect, record=False, id=name):
            refuse(engine, f"choices.order[{i}]", f"{name!r} is no longer in play when {event_id} is dealt: an earlier "
                   "action of the scenario ended it (its duration was over); an order names every type change and "
                   "modifier that applies, and only those.", allowed=allowed)
        if name not in identified:
            refuse(engine, f"choices.order[{i}]", f"{name!r} is in play but does not apply to {event_id} "
                   f"({event['source']} deals {event['target']} {event['damage_type']} damage); an order names "
                   "every type change and modifier that applies, and only those.", allowed=allowed)
    missing = [a for a in identified.values() if a["effect"] not in names]
    if missing:
        refuse(engine, "choices.order", "the order leaves out " + ", ".join(_name(a) for a in missing)
               + f", which applies to {event_id}; an order names every type change and modifier that applies.",
               allowed="all of " + ", ".join(identified))


@instead_of("modifiers_apply_in_the_order_the_player_chose")
@Rule(AS.event << DamageEvent(id=MATCH.event_id, step="order"),
      Choice(kind="order", key=MATCH.event_id, value=MATCH.names),
      NOT(Done(what="ordered", key=MATCH.event_id)),
      NOT(Done(what="redirected", key=MATCH.event_id)))
def cards_act_in_the_order_they_were_played_whatever_the_players_chose(self, event, event_id, names):
    """Under the original rules the players do not choose the order: every card acts in the order it was played, so the order given ({given}) is set aside: {listing}.

    Source: Sentinels rules text (Dealing Damage Order of Operations): 'Originally, all cards triggered in the
    order that they were played. However, after some problems, namely with Superhuman Durability and Fortitude,
    this changed so that you can choose which card takes effect first' and 'we had a previous ruling that says
    they trigger in the order they were played'; for type changes, 'Based on the newest ruling, if there are
    multiple cards that change the damage type, you can choose the order' (the older ruling: play order). The
    ruling it replaced is Handelabra's 'canonical example of ordering effects', Superhuman Durability with
    Fortitude.
    """
    _check_the_order_names_what_applies(self, event, event_id, names)
    self.explain(given="choices.order: " + ", ".join(names))
    self.declare(Note(event=event_id, kind=ORDER_SET_ASIDE, entity=event["target"], amount=len(names)))
    _in_play_order(self, event_id)
