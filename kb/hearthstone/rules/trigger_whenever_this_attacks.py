"""'Whenever this attacks' as a trigger (Bloodbound Imp, Neferset Thrasher): it acts before the combat damage.

Source: Hearthstone wiki, Advanced rulebook: an attack runs its Proposed Attack Phase, where 'Whenever
this attacks' triggers queue and resolve, before the Combat Phase; after that Phase's deaths, an attack
whose attacker or defender has left play (or is mortally wounded) is cancelled. The board holds the
attack (its Action of kind ``attacking``) while its attacker has such a trigger; the trigger resolves
through :mod:`.queued_triggers`, then the attack goes on (``attack``) or is cancelled.
"""
from dealt.facts.templates import Ability, Action, Done, Entity, Player
from dealt.inference.salience import ADVANCE
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, TEST, Rule
from dealt.kb.hearthstone.rules._flow import is_dying, settled
from dealt.kb.hearthstone.rules.queued_triggers import deaths_processed, queue_trigger
from dealt.kb.hearthstone.triggers import WHENS

WHEN = "whenever_this_attacks"


@Rule(Action(kind="attacking", source=MATCH.host, targets=MATCH.targets),
      AS.ability << Ability(when=WHEN, host=MATCH.host, trigger=MATCH.trigger),
      AS.attacker << Entity(id=MATCH.host, destroyed=False),
      NOT(Done(what="queued", key=MATCH.trigger)))
def whenever_this_attacks_the_trigger_is_queued_before_the_damage(self, ability, attacker, trigger, targets):
    """{card}'s 'Whenever this attacks' trigger ({host}) is queued: {host} attacks {defender}; it resolves before the combat damage.

    Source: Hearthstone wiki, Advanced rulebook: the Proposed Attack Phase, where 'Whenever this attacks'
    triggers queue and resolve, comes before the Combat Phase.
    """
    self.explain(host=attacker["id"], card=ability["card"], defender=targets[0])
    self.declare(Done(what="queued", key=trigger))
    queue_trigger(self, ability, attacker, WHENS[WHEN].phase, f"{attacker['id']} attacks {targets[0]}")


@Rule(Action(kind="attacking", source=MATCH.attacker, targets=MATCH.targets),
      AS.ability << Ability(when="when_your_hero_is_attacked", host=MATCH.host, trigger=MATCH.trigger),
      AS.secret << Entity(id=MATCH.host, kind="secret", controller=MATCH.owner, destroyed=False),
      Player(name=MATCH.owner, active=False),
      Entity(id=MATCH.hero, kind="hero", controller=MATCH.owner),
      TEST(lambda targets, hero: targets[:1] == (hero,)),
      NOT(Done(what="queued", key=MATCH.trigger)))
def when_your_hero_is_attacked_the_secret_triggers_before_the_damage(self, ability, secret, trigger, attacker, hero):
    """{card}'s Secret 'When your hero is attacked' ({host}) triggers: {attacker} attacks {hero} on its opponent's turn; it resolves before the combat damage, and the Secret is used up.

    Source: Hearthstone wiki, Advanced rulebook: the Proposed Attack Phase, where such triggers and Secrets act,
    comes before the Combat Phase; an attack whose attacker has left play is then cancelled; Hearthstone wiki,
    Secret: 'Secrets can only be activated on the opponent's turn' (Explosive Trap, 'When your hero is attacked,
    deal 2 damage to all enemies.').
    """
    self.explain(host=secret["id"], card=ability["card"])
    self.declare(Done(what="queued", key=trigger))
    self.modify(secret, destroyed=True)
    queue_trigger(self, ability, secret, WHENS["when_your_hero_is_attacked"].phase, f"{attacker} attacks {hero}")


@Rule(AS.action << Action(kind="attacking", source=MATCH.attacker, targets=MATCH.targets),
      NOT(Action(kind="trigger")),
      NOT(Action(kind="play", spent=False)),
      *settled(),
      *deaths_processed(),
      salience=ADVANCE)
def attack_goes_on_after_its_attack_triggers_unless_a_combatant_left_play(self, action, attacker, targets):
    """{attacker}'s attack on {defender} {outcome}.

    Source: Hearthstone wiki, Advanced rulebook: after the Proposed Attack Phase (and its deaths), the
    Combat Phase; an attack whose attacker or defender has left play is cancelled.
    """
    gone = [e["id"] for e in self.find_all(Entity) if e["id"] in (attacker, targets[0]) and is_dying(e)]
    self.explain(defender=targets[0], outcome=f"is cancelled: {', '.join(gone)} left play" if gone else
                 "goes on: its 'Whenever this attacks' triggers have resolved")
    self.modify(action, kind="cancelled" if gone else "attack")
