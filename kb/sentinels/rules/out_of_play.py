"""Out of the fight: a destroyed target or an incapacitated hero is dealt no more damage, deals none, and its
cards' effects no longer act.

Source: Sentinels of the Multiverse rules (Dized), 'Gameplay': 'Any card with an HP value is a target. Whenever
a target is reduced to 0 HP or is otherwise destroyed, put it into the associated trash, unless that target was
a Hero or Villain character card' (https://rules.dized.com/game/t5Aef3TwTXuA8DkV7q5UEQ/UEpBI8uOThGWVK91jhe0_A/
gameplay); Sentinels glossary: 'active: An active Hero has more than 0 HP. A Hero is active if they are not
incapacitated'; 'destroy: When a card is destroyed, it is removed from play'
(https://forum.greaterthangames.com/multiverse/gameplay/glossary). 'When a hero is incapacitated, all of their
cards (of any kind) are removed from the game' (Enhanced Edition glossary, p. 18, as quoted in
https://forums.greaterthangames.com/t/ongoing-cards/7466), and incapacitated heroes 'are no longer targets ...
they have no hand or cards or HP' (https://forums.greaterthangames.com/t/mutiny-on-the-bounty/8863?page=5).
So a damage is checked when it is proposed: to a target out of play, or from a source out of play, it is not
dealt; and an effect of a card whose host is out of play (Isothermic Transducer on an incapacitated Absolute
Zero) does not act. This is what ends a self-feeding loop such as Absolute Zero dealing himself fire damage with
Isothermic Transducer aimed at himself under Imbued Fire: each retaliation grows by 1 until he is
incapacitated, and then his Transducer is gone. The rules state no limit of their own on such loops.
"""
from dealt.facts.templates import DamageEvent, Effect, Entity, Slot
from dealt.kb.sentinels.rules._common import AS, MATCH, Rule


def _out(kind):
    return "incapacitated" if kind == "hero" else "destroyed"


def _not_dealt(engine, event):
    engine.modify(event, prevented=True, step="resolved", stage="done", cursor=0)


@Rule(AS.event << DamageEvent(step="proposed", target=MATCH.target),
      Entity(id=MATCH.target, destroyed=True, kind=MATCH.kind, health=MATCH.hp))
def damage_to_a_target_out_of_play_is_not_dealt(self, event, target, kind, hp):
    """{target} is at {hp} HP, {out}: it is no longer a target, so this damage is not dealt.

    Source: Sentinels rules (Dized), 'Gameplay': 'Whenever a target is reduced to 0 HP or is otherwise destroyed,
    put it into the associated trash'; incapacitated heroes 'are no longer targets'
    (https://forums.greaterthangames.com/t/mutiny-on-the-bounty/8863?page=5); 'When a hero is incapacitated, all
    of their cards (of any kind) are removed from the game' (https://forums.greaterthangames.com/t/ongoing-cards/7466).
    """
    self.explain(out=_out(kind))
    _not_dealt(self, event)


@Rule(AS.event << DamageEvent(step="proposed", source=MATCH.source, target=MATCH.target),
      Entity(id=MATCH.target, destroyed=False),
      Entity(id=MATCH.source, destroyed=True, kind=MATCH.kind, health=MATCH.hp))
def damage_from_a_source_out_of_play_is_not_dealt(self, event, source, kind, hp):
    """{source} is at {hp} HP, {out}: out of play, it deals no damage, so this damage is not dealt.

    Source: Sentinels glossary: 'destroy: When a card is destroyed, it is removed from play'
    (https://forum.greaterthangames.com/multiverse/gameplay/glossary); 'When a hero is incapacitated, all of their
    cards (of any kind) are removed from the game' (https://forums.greaterthangames.com/t/ongoing-cards/7466).
    """
    self.explain(out=_out(kind))
    _not_dealt(self, event)


@Rule(AS.event << DamageEvent(step="after", cursor=MATCH.cursor),
      Slot(step="after", position=MATCH.cursor, effect=MATCH.effect),
      Effect(id=MATCH.effect, host=MATCH.host),
      Entity(id=MATCH.host, destroyed=True, kind=MATCH.kind, health=MATCH.hp))
def effects_of_a_card_whose_host_is_out_of_play_do_not_act(self, event, cursor, host, kind, hp):
    """{host} is at {hp} HP, {out}: {card} is removed from play with it, so its effect does not act.

    Source: 'When a hero is incapacitated, all of their cards (of any kind) are removed from the game'
    (Enhanced Edition glossary, p. 18, as quoted in https://forums.greaterthangames.com/t/ongoing-cards/7466);
    Sentinels rules (Dized), 'Gameplay': 'Whenever a target is reduced to 0 HP or is otherwise destroyed, put it
    into the associated trash'.
    """
    self.explain(out=_out(kind))
    self.modify(event, cursor=cursor + 1)
