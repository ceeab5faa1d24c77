"""120.4d: finally, the damage event occurs: each result changes the player or permanent it names."""
from dealt.facts.mtg import MtgEvent, MtgPlayer, Part, Permanent
from dealt.facts.templates import Keyword
from dealt.kb.mtg.rules._common import AS, MATCH, POSITIVE, Rule, TEST



def _part(kind):
    return AS.part << Part(event=MATCH.event_id, turn=MATCH.turn, kind=kind, recipient=MATCH.recipient,
                           amount=MATCH.amount & POSITIVE, applied=False)


def _event():
    return MtgEvent(id=MATCH.event_id, stage="occurs", turn=MATCH.turn)


@Rule(_event(), _part("life_loss"), AS.player << MtgPlayer(name=MATCH.recipient, life=MATCH.life))
def the_player_loses_the_life(self, part, player, life, amount):
    """{label} loses {amount} life.

    Source: Magic Comprehensive Rules 120.4d; 119.3: 'If an effect causes a player to gain life or lose life, that player's life total is adjusted accordingly.'
    """
    self.explain(label=player["label"])
    self.modify(player, life=life - amount)
    self.modify(part, applied=True)


@Rule(_event(), _part("gain_life"), AS.player << MtgPlayer(name=MATCH.recipient, life=MATCH.life))
def the_player_gains_the_life(self, part, player, life, amount):
    """{label} gains {amount} life.

    Source: Magic Comprehensive Rules 120.4d; 119.3.
    """
    self.explain(label=player["label"])
    self.modify(player, life=life + amount)
    self.modify(part, applied=True)


@Rule(_event(), _part("poison"), AS.player << MtgPlayer(name=MATCH.recipient, poison=MATCH.poison))
def the_player_gets_the_poison_counters(self, part, player, poison, amount):
    """{label} gets {amount} poison counters: {poison} -> {after}.

    Source: Magic Comprehensive Rules 120.4d; 122.1f (poison counters).
    """
    self.explain(after=poison + amount, label=player["label"])
    self.modify(player, poison=poison + amount)
    self.modify(part, applied=True)


@Rule(_event(), _part("mark_damage"), AS.permanent << Permanent(id=MATCH.recipient, damage=MATCH.damage))
def the_damage_is_marked_on_the_creature(self, part, permanent, damage, amount, event_id):
    """{amount} damage is marked on {recipient}: damage marked {damage} -> {after}.

    Source: Magic Comprehensive Rules 120.4d; 120.6: 'Damage marked on a creature remains until the cleanup step'.
    """
    self.explain(after=damage + amount)
    self.modify(permanent, damage=damage + amount, marked_in=tuple(dict.fromkeys(permanent["marked_in"] + (event_id,))))
    self.modify(part, applied=True)


@Rule(_event(), _part("minus_counters"), AS.permanent << Permanent(id=MATCH.recipient, minus=MATCH.minus))
def the_minus_counters_are_put_on_the_creature(self, part, permanent, minus, amount):
    """{amount} -1/-1 counter(s) put on {recipient}: counters {minus} -> {after}.

    Source: Magic Comprehensive Rules 120.4d; 122.1a (a -1/-1 counter gives -1/-1).
    """
    self.explain(after=minus + amount)
    self.modify(permanent, minus=minus + amount)
    self.modify(part, applied=True)


@Rule(_event(), _part("remove_loyalty"), AS.permanent << Permanent(id=MATCH.recipient, loyalty=MATCH.loyalty))
def the_loyalty_counters_are_removed(self, part, permanent, loyalty, amount):
    """{amount} loyalty counter(s) removed from {recipient}: loyalty {loyalty} -> {after}.

    Source: Magic Comprehensive Rules 120.4d; 120.3c.
    """
    self.explain(after=max(0, loyalty - amount))
    self.modify(permanent, loyalty=max(0, loyalty - amount))
    self.modify(part, applied=True)


@Rule(_event(), _part("remove_defense"), AS.permanent << Permanent(id=MATCH.recipient, defense=MATCH.defense))
def the_defense_counters_are_removed(self, part, permanent, defense, amount):
    """{amount} defense counter(s) removed from {recipient}: defense {defense} -> {after}.

    Source: Magic Comprehensive Rules 120.4d; 120.3h.
    """
    self.explain(after=max(0, defense - amount))
    self.modify(permanent, defense=max(0, defense - amount))
    self.modify(part, applied=True)


@Rule(_event(),
      AS.part << Part(event=MATCH.event_id, turn=MATCH.turn, kind=MATCH.kind, recipient=MATCH.recipient,
                      source=MATCH.source, applied=True, done=MATCH.done),
      TEST(lambda kind, done: kind in ("mark_damage", "minus_counters") and "deathtouch" not in done),
      Keyword(entity=MATCH.source, name="deathtouch"),
      AS.permanent << Permanent(id=MATCH.recipient, deathtouched=False))
def a_creature_dealt_damage_by_deathtouch_is_marked_for_destruction(self, part, permanent, done):
    """{recipient} has been dealt damage by {source}, which has deathtouch.

    Source: Magic Comprehensive Rules 702.2b: 'A creature with toughness greater than 0 that's been dealt damage by a source with deathtouch since the last time state-based actions were checked is destroyed as a state-based action.'
    """
    self.modify(permanent, deathtouched=True)
    self.modify(part, done=done + ("deathtouch",))


