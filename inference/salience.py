"""The few named salience levels every rule module uses.

Order inside a step comes from facts (steps, slots in play order, choices),
never from ties; salience only separates these kinds of rule.
"""

#: A card's Cost as it leaves the hand (Hearthstone: a text that changes its own Cost) is settled before any rule
#: reads the card played.
COST = 30
#: Derived facts (a Health floor, a Spell Damage total) are stated before anything reads them.
DERIVE = 20
#: A rule that decides something about an event: the rules of the game.
RULING = 0
#: An effect in a slot whose condition does not hold is passed over.
PASS_OVER = -10
#: A trigger the damage raised (Hearthstone's "Whenever this minion takes damage") resolves once the action's
#: events have, after the action's own follow-ups (Deathrattle-like rules at RULING) and before the deaths.
IN_PHASE_TRIGGERS = -15
#: A step with nothing left to do hands the event to the next step.
ADVANCE = -20
#: A damage trigger that does not see a part of a Magic damage event is passed over for that part (after those
#: that do, at IN_PHASE_TRIGGERS, and before the event hands the turn to its next part, at ADVANCE).
TRIGGER_PASS_OVER = -17
