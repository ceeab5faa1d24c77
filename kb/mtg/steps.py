"""Magic's damage event, stage by stage: rule 120.4's four-part sequence, then the SBAs it causes.

Source: Magic: The Gathering Comprehensive Rules, 120.4 (../shared/rules-sources/mtg-cr-120-4-damage-sequence.txt).
"""
from dealt.kb.steps import Sequence, Step

CR = "Magic: The Gathering Comprehensive Rules"

SEQUENCE = Sequence([
    Step("proposed", "The damage event starts out", f"{CR} 120.4: 'Damage is processed in a four-part sequence'; "
         "510.2: 'all combat damage is dealt simultaneously'", core=True),
    Step("excess", "120.4a Excess damage", f"{CR} 120.4a: 'if an effect that's causing damage to be dealt states that "
         "excess damage that would be dealt to a permanent is dealt to another permanent or player instead, the damage "
         "event is modified accordingly'", core=True),
    Step("replacement", "120.4b Replacement and prevention", f"{CR} 120.4b: 'Second, damage is dealt, as modified by "
         "replacement and prevention effects that interact with damage.'", core=True),
    Step("results", "120.4c Results", f"{CR} 120.4c: 'Third, damage that's been dealt is processed into its results'",
         core=True),
    Step("results_replacement", "120.4c Replacement of results", f"{CR} 120.4c: '... as modified by replacement "
         "effects that interact with those results (such as life loss or counters)'", core=True),
    Step("occurs", "120.4d The event occurs", f"{CR} 120.4d: 'Finally, the damage event occurs.'", core=True,
         phase="after"),
    Step("sba", "704.5 State-based actions", f"{CR} 704.3: 'Whenever a player would get priority, the game checks "
         "for any of the listed conditions for state-based actions, then performs all applicable state-based "
         "actions simultaneously as a single event'", core=True, phase="after"),
    Step("done", "Done: 603.3 triggered abilities go on the stack", f"{CR} 120.4d; 603.3: abilities that triggered "
         "are put on the stack the next time a player would receive priority, after state-based actions",
         core=True, phase="after"),
])

#: stages at which several replacement or prevention effects may apply, ordered by the affected's choice (616.1)
RANKED = ("replacement", "results_replacement")
#: the stages whose end is a form of the damage event the worked examples print
FORM_STAGES = ("proposed", "excess", "replacement", "results", "results_replacement")


def next_stage(stage):
    names = SEQUENCE.names
    return names[names.index(stage) + 1]
