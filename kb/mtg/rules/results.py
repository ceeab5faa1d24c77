"""120.4c: damage that's been dealt is processed into its results (120.3), one damage part at a time.

A player loses life, or gets poison counters from a source with infect; a creature has damage marked,
or -1/-1 counters from a source with wither or infect; a planeswalker loses loyalty counters, a battle
defense counters; a source with lifelink also makes its controller gain that much life.
"""
from dealt.facts.mtg import MtgEvent, Part
from dealt.facts.templates import Keyword
from dealt.inference.salience import PASS_OVER
from dealt.kb.mtg.rules._common import AS, MATCH, NOT, P, POSITIVE, Rule, TEST, label_of, new_part
from dealt.kb.ruling import housekeeping


def _result(engine, part, kind, recipient, done, index=0):
    new_part(engine, part["event"], kind=kind, source=part["source"], source_card=part["source_card"],
             source_kind=part["source_kind"], controller=part["controller"], recipient=recipient,
             rtypes=("player",) if kind in ("life_loss", "poison", "gain_life") else part["rtypes"],
             who=recipient, amount=part["amount"], pos=part["pos"] + (index,), combat=part["combat"],
             origin=part["id"])
    engine.explain(label=label_of(engine, recipient), source=part["source_card"])
    engine.modify(part, done=part["done"] + (done,))


def _damage(**fields):
    return AS.part << Part(event=MATCH.event_id, turn=MATCH.turn, kind="damage", source=MATCH.source,
                           recipient=MATCH.recipient, amount=MATCH.amount & POSITIVE, done=MATCH.done, **fields)


@Rule(MtgEvent(id=MATCH.event_id, stage="results", turn=MATCH.turn),
      _damage(rtypes=("player",)),
      TEST(lambda done: "player" not in done),
      NOT(Keyword(entity=MATCH.source, name="infect")))
def damage_to_a_player_causes_life_loss(self, part):
    """{amount} damage from {source} to {label} becomes: {label} loses {amount} life.

    Source: Magic Comprehensive Rules 120.3a: 'Damage dealt to a player by a source without infect causes that player to lose that much life.'
    """
    _result(self, part, "life_loss", part["recipient"], "player")


@Rule(MtgEvent(id=MATCH.event_id, stage="results", turn=MATCH.turn),
      _damage(rtypes=("player",)),
      TEST(lambda done: "player" not in done),
      Keyword(entity=MATCH.source, name="infect"))
def infect_damage_to_a_player_gives_poison_counters(self, part):
    """{amount} damage from {source}, which has infect, to {label} becomes {amount} poison counters for {label}.

    Source: Magic Comprehensive Rules 120.3b: 'Damage dealt to a player by a source with infect causes that source's controller to give the player that many poison counters.'; 702.90b.
    """
    _result(self, part, "poison", part["recipient"], "player")


@Rule(MtgEvent(id=MATCH.event_id, stage="results", turn=MATCH.turn),
      _damage(rtypes=P(lambda t: "creature" in t)),
      TEST(lambda done: "creature" not in done),
      NOT(Keyword(entity=MATCH.source, name="wither")),
      NOT(Keyword(entity=MATCH.source, name="infect")))
def damage_to_a_creature_is_marked_on_it(self, part):
    """{amount} damage from {source} to {label} is marked on it.

    Source: Magic Comprehensive Rules 120.3e: 'Damage dealt to a creature by a source with neither wither nor infect causes that much damage to be marked on that creature.'
    """
    _result(self, part, "mark_damage", part["recipient"], "creature")


@Rule(MtgEvent(id=MATCH.event_id, stage="results", turn=MATCH.turn),
      _damage(rtypes=P(lambda t: "creature" in t)),
      TEST(lambda done: "creature" not in done),
      Keyword(entity=MATCH.source, name=MATCH.keyword & P(lambda k: k in ("wither", "infect"))))
def wither_or_infect_damage_to_a_creature_becomes_minus_counters(self, part, keyword):
    """{amount} damage from {source}, which has {keyword}, to {label} becomes {amount} -1/-1 counters put on it.

    Source: Magic Comprehensive Rules 120.3d: 'Damage dealt to a creature by a source with wither and/or infect causes that source's controller to put that many -1/-1 counters on that creature.'; 702.80b; 702.90c.
    """
    _result(self, part, "minus_counters", part["recipient"], "creature")


@Rule(MtgEvent(id=MATCH.event_id, stage="results", turn=MATCH.turn),
      _damage(rtypes=P(lambda t: "planeswalker" in t)),
      TEST(lambda done, part: "planeswalker" not in done and ("creature" not in part["rtypes"] or "creature" in done)))
def damage_to_a_planeswalker_removes_loyalty_counters(self, part):
    """{amount} damage from {source} to {label} removes {amount} loyalty counters from it.

    Source: Magic Comprehensive Rules 120.3c: 'Damage dealt to a planeswalker causes that many loyalty counters to be removed from that planeswalker.'
    """
    _result(self, part, "remove_loyalty", part["recipient"], "planeswalker", index=1)


@Rule(MtgEvent(id=MATCH.event_id, stage="results", turn=MATCH.turn),
      _damage(rtypes=P(lambda t: "battle" in t)),
      TEST(lambda done, part: "battle" not in done and all(t in done for t in ("creature", "planeswalker")
                                                           if t in part["rtypes"])))
def damage_to_a_battle_removes_defense_counters(self, part):
    """{amount} damage from {source} to {label} removes {amount} defense counters from it.

    Source: Magic Comprehensive Rules 120.3h: 'Damage dealt to a battle causes that many defense counters to be removed from that battle.'
    """
    _result(self, part, "remove_defense", part["recipient"], "battle", index=2)


@Rule(MtgEvent(id=MATCH.event_id, stage="results", turn=MATCH.turn),
      AS.part << Part(event=MATCH.event_id, turn=MATCH.turn, kind="damage"),
      salience=PASS_OVER)
@housekeeping
def damage_has_all_its_results(self, part):
    """The damage of {part} has been processed into its results."""
    self.modify(part, kind="dealt")


@Rule(MtgEvent(id=MATCH.event_id, stage="results", turn=MATCH.turn),
      AS.part << Part(event=MATCH.event_id, turn=MATCH.turn, kind="dealt", source=MATCH.source,
                      controller=MATCH.controller, amount=MATCH.amount & POSITIVE, done=MATCH.done),
      TEST(lambda done: "lifelink" not in done),
      Keyword(entity=MATCH.source, name="lifelink"))
def lifelink_damage_makes_its_controller_gain_that_much_life(self, part, controller):
    """{amount} damage dealt by {source}, which has lifelink, also makes {label} gain {amount} life.

    Source: Magic Comprehensive Rules 120.3f: 'Damage dealt by a source with lifelink causes that source's controller to gain that much life, in addition to any other results.'; 702.15b.
    """
    _result(self, part, "gain_life", controller, "lifelink", index=5)
