"""510.4: the second combat damage step, after the first-strike step's damage event and its state-based actions.

The first combat damage step is event e1 (only creatures with first strike or double strike deal damage in
it: :mod:`dealt.kb.mtg.combat`, at the board). Once e1 has occurred and the state-based actions it caused are
done, the creatures of the second step that are still on the battlefield (506.4: one that left it is removed
from combat) assign their combat damage as the board now stands, as event e2: a blocked creature whose
blockers are all gone assigns none, unless it has trample (702.19e); lethal damage counts the damage e1 marked.
"""
from dealt.facts.errors import InputError
from dealt.facts.mtg import Dealing, InCombat, LethalDamage, MtgEvent, MtgPlayer, Permanent, SecondStep
from dealt.facts.templates import Keyword
from dealt.kb.mtg import combat
from dealt.kb.mtg.rules._common import AS, MATCH, NOT, Rule


@Rule(AS.event << MtgEvent(id=MATCH.event_id, stage="proposed", turn=0),
      SecondStep(after=MATCH.event_id, first=MATCH.first))
def only_creatures_with_first_strike_or_double_strike_deal_damage_in_the_first_step(self, event, first):
    """{event_id} is the first combat damage step: a creature in combat has first strike or double strike, so only these assign combat damage in it: {strikers}; the others wait for a second step.

    Source: Magic Comprehensive Rules 510.4: 'If at least one attacking or blocking creature has first strike or double strike as the combat damage step begins, the only creatures that assign combat damage in that step are those with first strike or double strike.'; 702.7b; 702.4b.
    """
    self.explain(strikers=", ".join(first))
    self.modify(event, turn=1)


@Rule(MtgEvent(id=MATCH.after, stage="done"),
      AS.step << SecondStep(after=MATCH.after, event=MATCH.event_id, begun=False),
      MtgPlayer(lost=True))
def the_game_is_over_before_a_second_combat_damage_step(self, step, after, event_id):
    """{losers} lost the game in the state-based actions after the first combat damage step ({after}), so the game is over: there is no second combat damage step ({event_id}){more}.

    Source: Magic Comprehensive Rules 104.2a: 'A player wins the game if all of that player's opponents have left the game.'; 104.3 (a player who loses leaves the game); 704.5a; 510.4; 800.4a (with more players, the game goes on without them).
    """
    players = self.find_all(MtgPlayer)        # every loser is named, whichever one this firing matched
    self.explain(losers=", ".join(sorted(p["name"] for p in players if p["lost"])),
                 more="" if len(players) <= 2 else " (with more than two players the game would go on without them, "
                 "800.4a, which is not modelled: the resolution stops here)")
    self.modify(step, begun=True)


@Rule(MtgEvent(id=MATCH.after, stage="done"),
      AS.step << SecondStep(after=MATCH.after, event=MATCH.event_id, begun=False),
      NOT(MtgPlayer(lost=True)))
def a_second_combat_damage_step_follows_the_first_strike_step(self, step, event_id, after):
    """After the first combat damage step ({after}) and its state-based actions comes a second combat damage step ({event_id}), in which these assign combat damage: {dealing}{gone_text}.

    Source: Magic Comprehensive Rules 510.4: 'If at least one attacking or blocking creature has first strike or double strike as the combat damage step begins, the only creatures that assign combat damage in that step are those with first strike or double strike. After that step, instead of proceeding to the end of combat step, the phase gets a second combat damage step. The only creatures that assign combat damage in that step are the remaining attackers and blockers that had neither first strike nor double strike as the first combat damage step began, as well as the remaining attackers and blockers that currently have double strike.'; 702.7b; 702.4b; 506.4 (a permanent that leaves the battlefield is removed from combat); 510.1c-d; 702.19e. Peers: XMage Mage.Tests combat/FirstStrikeTest (firstStrikeAttacker, firstStrikeBoth, doubleStrikePump).
    """
    permanents = {p["id"]: p for p in self.find_all(Permanent)}
    players = {p["name"] for p in self.find_all(MtgPlayer)}
    present = {i for i, p in permanents.items() if not p["destroyed"]}
    creatures = sorted(self.find_all(InCombat), key=lambda c: c["order"])
    stats = {i: {"toughness": p["toughness"], "counters": p["minus"], "damage": p["damage"], "marked_in": p["marked_in"]}
             for i, p in permanents.items()}

    def error(where, problem, allowed=None):
        return InputError(step["file"], where, f"in the second combat damage step ({event_id}), as the first one and "
                          f"its state-based actions left the board: {problem}", allowed=allowed)

    dealing, gone, n = [], [], 0
    for c in creatures:
        me = c["id"]
        if me not in present:
            gone.append(me)
            continue
        dealing.append(me)
        p = permanents[me]
        kw = {k["name"] for k in self.find_all(Keyword, entity=me)}
        if c["attacks"]:
            among = [b for b in c["blockers"] if b in present]
            attacked = c["attacks"] if c["attacks"] in players or c["attacks"] in present else None
        else:
            among, attacked = [a for a in c["blocking"] if a in present], None
        given = dict(c["given"]) if c["given"] else None
        power = max(0, p["power"] - p["minus"])
        blocked = bool(c["attacks"]) and bool(c["blockers"])
        how = combat.how_divided(me, given, among, attacked, "trample" in kw, blocked)
        assigned = combat.divide(error, f"choices.assignment.{me}", me, power, among, attacked, given, stats,
                                 "deathtouch" in kw, "trample" in kw, blocked)
        for recipient, amount in assigned:
            n += 1
            self.declare(Dealing(event=event_id, position=n, source=me, source_card=p["card"] or p["label"],
                                 source_kind="creature", controller=p["controller"], recipient=recipient,
                                 amount=amount, combat=True, how=how,
                                 rtypes=("player",) if recipient in players else permanents[recipient]["types"]))
        checked = combat.lethal_check(among, attacked, assigned, stats, "deathtouch" in kw, "trample" in kw)
        if checked:
            self.declare(LethalDamage(event=event_id, position=n, creature=me, to=attacked, power=power,
                                      rest=dict(assigned)[attacked], deathtouch="deathtouch" in kw, blockers=checked))
    self.explain(dealing=", ".join(dealing) or "no creature",
                 gone_text=f"; no longer on the battlefield, so removed from combat and dealing none: {', '.join(gone)}"
                 if gone else "")
    self.modify(step, begun=True)
    self.declare(MtgEvent(id=event_id, stage="proposed", turn=1, what="the second combat damage step", combat=True))
