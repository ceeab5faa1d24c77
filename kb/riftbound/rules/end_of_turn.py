"""The end of a turn (the action ``end_turn``): every unit is healed, "this turn" effects expire, and the next
player becomes the Turn Player.

Source: Riftbound Core Rules 317 (Ending Phase), as in the Core Rules PDF text: 317.1 Ending Step ('At the end
of the turn Game Effects take place': no card modelled here has an end-of-turn ability); 317.2 Expiration Step:
317.2.a 'Invoke an Ending Special Cleanup', 317.2.b 'Insert "2c. Heal all Units."', 317.2.c 'Insert "2d. All
'this turn' effects expire simultaneously."' (317.2.d, the Rune Pools emptying, is not modelled: no pool is
on a board here); 317.3 'The next player with their Turn queued becomes the Turn Player.' A unit with lethal
damage was already killed by the Cleanup after the spell that dealt it (:mod:`.might`), so none is left to
kill before the heal. Each end of turn is its own :class:`TurnEnd` (keyed on its `turn`), so a second
``end_turn`` in a sequence heals and expires again; its `step` orders the three tasks.
"""
from dealt.facts.riftbound import Lasting, TurnEnd
from dealt.facts.templates import Entity, Player
from dealt.inference.salience import ADVANCE
from dealt.kb.riftbound.rules._common import AS, GONE, MATCH, Rule, heal_all_units
from dealt.kb.ruling import housekeeping

#: the duration that ends with the turn (:data:`dealt.kb.riftbound.lasting.DURATIONS`)
THIS_TURN = "this_turn"


@Rule(AS.end << TurnEnd(step="ending"), salience=ADVANCE)
@housekeeping
def the_ending_step_is_over(self, end):
    """The Ending Step is over (no end-of-turn effect here); the Expiration Step begins (Core Rules 317.1-317.2)."""
    self.modify(end, step="heal")


@Rule(AS.end << TurnEnd(step="heal", player=MATCH.player))
def every_unit_is_healed_as_the_turn_ends(self, end, player):
    """{player}'s turn ends. In the Expiration Step every unit is healed: the damage marked on it is removed ({healed}).

    Source: Riftbound Core Rules 317.2.a-b: the Expiration Step invokes an Ending Special Cleanup, which
    inserts '2c. Heal all Units.' (the marked damage of 143.3.a is removed; Might is unchanged).
    """
    self.explain(healed=heal_all_units(self))
    self.modify(end, step="expire")


@Rule(AS.end << TurnEnd(step="expire", player=MATCH.player))
def this_turn_effects_expire_as_the_turn_ends(self, end, player):
    """{player}'s turn ends. Every "this turn" effect expires at once and leaves the board, with whatever it still held ({expired}).

    Source: Riftbound Core Rules 317.2.c: 'Insert "2d. All 'this turn' effects expire simultaneously."'; a
    Prevent lasts only 'for the effect's stated duration' (glossary; 437.1.b.1 'Prevent the next X damage
    that would be dealt to a [unit] this turn'), so an unused remainder ends with the turn.
    """
    expired = []
    for lasting in self.find_all(Lasting, duration=THIS_TURN):
        for effect in self.find_all(Entity, id=lasting["effect"]):
            expired.append(f"{effect['id']}" + (f", which still prevented {effect['prevent']}"
                                                 if effect["prevent"] > 0 else ""))
            self.modify(effect, location=GONE, prevent=0)
        self.retract(lasting)
    self.explain(expired="; ".join(expired) or "none was on the board")
    self.modify(end, step="pass")


@Rule(AS.end << TurnEnd(step="pass", player=MATCH.player, next=MATCH.next),
      AS.ending << Player(name=MATCH.player),
      AS.starting << Player(name=MATCH.next))
def the_next_player_becomes_the_turn_player(self, end, ending, starting, player, next):
    """{player}'s turn is over: {next} becomes the Turn Player.

    Source: Riftbound Core Rules 317.3: 'The next player with their Turn queued becomes the Turn Player';
    306: 'The Turn Player changes when the current Turn Player reaches the End of all of the Phases of
    their Turn.'
    """
    self.modify(ending, active=False)
    self.modify(starting, active=True)
    self.modify(end, step="done")
