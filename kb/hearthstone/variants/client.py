"""The live Hearthstone client, where it departs from the wiki's Damage Events.

The default rules are the Hearthstone wiki's *Damage Events* (the rules text). The client has been observed to
resolve damage otherwise in a few places, and the peers that follow the client encode those observations:
HearthSim's hs-bugs tracker (players' recorded tests of the live game: #1091 the fixed predamage order Bolf >
Animated Armor > Ice Block > Cursed Blade; #65 Swipe's order), Fireplace (jleclanche/fireplace) and SabberStone
(HearthSim/SabberStone), whose tests check that Ice Block counts Armor and whose Fatigue counts every draw from
an empty deck. Each difference below is one rule (or one mechanic change) citing its evidence.
"""
from dealt.facts.templates import Ability, Action, DamageEvent, Done, Effect, Entity, Keyword, Player, Slot
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, TEST, Rule, create_in_order, members, prevent
from dealt.kb.hearthstone.rules.predamage import reported, what_read
from dealt.kb.hearthstone.rules.secrets import secret_can_trigger
from dealt.kb.ruling import test
from dealt.kb.variants import Variant, instead_of, mechanic_change

HS_BUGS_1091 = ("HearthSim hs-bugs #1091, 'Cursed Blade has a low priority, causing Ice Block fails to save your "
                "hero' (https://github.com/HearthSim/hs-bugs/issues/1091), Kybxd, 2018-12-24: 'I also tested other "
                "pre-damage triggers in this patch. All of them work in a fixed order for now: Bolf > Animated Armor "
                "> Ice Block > Cursed Blade.'")

VARIANT = Variant(
    name="client",
    title="the live Hearthstone client",
    summary=("Damage as the live game client resolves it where players' tests and the peers that follow the client "
             "depart from the wiki's Damage Events: Ice Block's 'fatal' counts Armor (Fireplace and SabberStone "
             "tests), the fixed predamage order Bolf Ramshield > Animated Armor > Ice Block > Cursed Blade "
             "(hs-bugs #1091), Fatigue counting every draw from an empty deck (Fireplace, SabberStone) and Swipe "
             "hitting the other enemies in play order (hs-bugs #65)."),
    mechanics=(
        mechanic_change(
            "intercept_hero_damage", timings=(("predamage", -1),),
            says="Bolf Ramshield triggers first among its hero's predamage triggers, before Animated Armor and "
                 "Ice Block whatever the order of play, so it takes the whole damage",
            source=f"{HS_BUGS_1091} (The wiki: 'Animated Armor has an early priority and always triggers first, "
                   "and then Bolf Ramshield and Ice Block trigger in order of play'; hs-bugs #557, Kybxd, "
                   "2016-06-30, had found Animated Armor first, before a Bolf played earlier.)"),
        mechanic_change(
            "double_hero_damage", timings=(("hero_damage_doubling", 0),),
            says="Cursed Blade acts after every hero predamage trigger: Animated Armor and Ice Block read the "
                 "damage undoubled, then Cursed Blade doubles it",
            source=f"{HS_BUGS_1091} The title's case: Ice Block reads the damage before Cursed Blade doubles it, "
                   "so the doubled damage kills a hero whose Ice Block did not trigger. (The wiki: 'whenever a "
                   "predamage trigger queries how much is the proposed damage of a Damage Event that targets a "
                   "hero, any Cursed Blade equipped by that hero will double the reported damage'.)"),
    ),
)


@instead_of("fatal_hero_damage_is_prevented_and_the_hero_becomes_immune")
@Rule(AS.event << DamageEvent(step="predamage", cursor=MATCH.cursor, prevented=False, target=MATCH.target,
                              amount=MATCH.before, reported_factor=MATCH.factor),
      Slot(step="predamage", position=MATCH.cursor, effect=MATCH.effect),
      AS.secret << Effect(id=MATCH.effect, mechanic="prevent_fatal_hero_damage", controller=MATCH.controller,
                          host=MATCH.host),
      Entity(id=MATCH.target, kind="hero", controller=MATCH.controller, health=MATCH.health, armor=MATCH.armor),
      AS.card_in_play << Entity(id=MATCH.host, destroyed=False),
      secret_can_trigger(),
      test(lambda before, factor, health, armor: reported(before, factor) >= health + armor,
           fails="{what_read}, less than {target}'s {health} Health + {armor} Armor", what_read=what_read))
def fatal_hero_damage_counting_armor_is_prevented_and_the_hero_becomes_immune(
        self, event, secret, card_in_play, target, before, factor, health, armor):
    """{card} triggers: the damage to {target} reads {reported}, at least its {health} Health + {armor} Armor, so it is prevented and {target} becomes Immune this turn.

    Source: the live client counts Armor in 'fatal': Fireplace, tests/test_secrets.py, test_ice_block (a hero at
    1 Health with 2 Armor takes Moonfire's 1: Armor 1, Ice Block still a Secret; Pyroblast then triggers it),
    and fireplace/dsl/evaluator.py, Lethal ('would destroy ... (including armor)'); SabberStone,
    SabberStoneCoreTest/src/CardSets/HofCardsGenTest.cs, IceBlock_EX1_295 (1 damage to a hero at 1 Health with
    1 Armor 'should NOT proc the secret'; 2 damage does). The wiki: 'Ice Block triggers if the Damage Event's
    proposed damage is greater than or equal to its hero's current Health'.
    """
    self.explain(reported=reported(before, factor))
    prevent(self, event)
    self.declare(Keyword(entity=target, name="immune", granted_by=secret["card"], this_turn=True))
    self.modify(card_in_play, destroyed=True)


@Rule(DamageEvent(source_kind="fatigue", step="resolved", id=MATCH.event, controller=MATCH.player,
                  target=MATCH.target, prevented=MATCH.prevented, dealt=MATCH.dealt),
      TEST(lambda prevented, dealt: prevented or not dealt),
      Entity(id=MATCH.target, kind="hero", controller=MATCH.player),
      AS.drawer << Player(name=MATCH.player, fatigue=MATCH.times),
      NOT(Done(what="fatigue_counted", key=MATCH.event)))
def fatigue_that_dealt_no_damage_counts_too(self, drawer, times, event, prevented):
    """Fatigue struck {player} and dealt no damage ({how}), yet its counter goes up: {times} -> {counted}.

    Source: the live client counts each Fatigue as it strikes, before its damage: Fireplace, fireplace/actions.py,
    Fatigue.do ('target.fatigue_counter += 1', then Hit); SabberStone,
    SabberStoneCore/src/Model/Entities/Character.cs, TakeDamage ('hero.Fatigue = damage' before the predamage
    triggers and the Immune check); the Hearthstone wiki's Fatigue page ('Fatigue takes effect each time a card is attempted to be drawn'). So a
    Fatigue prevented (Immune, Ice Block) or taken by Bolf Ramshield counts too; the wiki's Damage Events count
    only 'the number of times Fatigue has already dealt damage to that player' (the default rule
    fatigue_counts_the_times_it_dealt_damage, which still counts a Fatigue that dealt damage).
    """
    self.modify(drawer, fatigue=times + 1)
    self.declare(Done(what="fatigue_counted", key=event))
    self.explain(counted=times + 1, how="prevented" if prevented else "none was dealt")


@instead_of("target_first_then_the_other_enemies_in_reverse_play_order")
@Rule(AS.action << Action(kind="play", spent=False, trigger=MATCH.trigger, card=MATCH.card, controller=MATCH.controller,
                          source_kind=MATCH.source_kind, targets=MATCH.targets),
      Ability(trigger=MATCH.trigger, done=False, mechanic="deal_damage_to_target_and_others", card=MATCH.card,
              amount=MATCH.amount, other=MATCH.other, group=MATCH.group, spell_damage_factor=MATCH.factor,
              spell_damage_applies=MATCH.applies))
def target_first_then_the_other_enemies_in_play_order(
        self, action, card, controller, source_kind, targets, amount, other, group, factor, applies):
    """{card} creates the event for {target} first, then for {others} (the other enemies, in play order).

    Source: HearthSim hs-bugs #65, 'Swipe and Explosive Trap run on-damage triggers in incorrect order'
    (https://github.com/HearthSim/hs-bugs/issues/65): VoidMayonnaise, 2017-06-15, 'Swipe: target, then the order
    of the play'; Kybxd, 2017-12-10, 'Confirmed in 10.0.' (the 2015 report, 'then all other minions in reverse
    order of play', is the wiki's order). The events are resolved in the order they were created.
    """
    others = [e["id"] for e in members(self, group, controller, exclude=targets)]
    self.explain(target=targets[0], others=", ".join(others) or "nobody")
    create_in_order(self, [(t, amount) for t in targets], card, controller, source_kind, factor, applies,
                    source=action["source"])
    create_in_order(self, [(t, other) for t in others], card, controller, source_kind, factor, applies,
                    source=action["source"])
    self.modify(action, spent=True)
