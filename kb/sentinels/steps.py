"""Sentinels of the Multiverse: dealing damage, step by step, in the order the rules text gives.

Source: "Dealing Damage Order of Operations" (../shared/rules-sources/sentinels-damage-order-of-operations.txt):
determine damage type; identify and apply all modifiers; determine if damage is dealt, and reduce HP;
apply effects based on damage being dealt (effects "instead" of taking the damage, then effects after it).
"""
from dealt.kb.steps import Sequence, Step

OO = "Sentinels rules text, 'Dealing Damage Order of Operations'"

SEQUENCE = Sequence([
    Step("proposed", "Damage proposed", f"{OO}: a source deals a target an amount of damage of a type", core=True),
    Step("identify", "Identify every modifier", f"{OO}: 'you should identify all modifiers that would increase or "
         "decrease the damage. It doesn't matter if it says \"would be dealt\" or just \"dealt.\" It, also, doesn't "
         "matter where the modifier is coming from.'", core=True),
    Step("order", "The order they act in", f"{OO}: 'Once you have identified all the modifiers, you can apply them "
         "in any order.'", core=True),
    Step("damage_type", "Determine the damage type", f"{OO}: 'The very first step when dealing damage is to determine "
         "the damage type ... you can choose the order of the effects'", core=True),
    Step("modifiers", "Apply the modifiers, in order", f"{OO}: 'Identify and apply all modifiers "
         "relating to dealing damage'", core=True),
    Step("immunity", "Is the target immune?", f"{OO}: 'If no hp is reduced, either because of modifiers ... or "
         "because a target is immune, then no damage is dealt.'"),
    Step("dealt_check", "Determine if damage is dealt", f"{OO}: 'If after all of the modifiers the total damage is "
         "at least one, then damage was dealt ... If no hp is reduced, either because of modifiers ... or because a "
         "target is immune, then no damage is dealt.'", core=True),
    Step("instead", "Effects instead of taking the damage (before any HP is reduced)", f"{OO}: 'Effect that apply instead of taking damage "
         "... Another type of effect that fall under the second type is redirection.'"),
    Step("hp", "Damage is dealt: HP reduced", f"{OO}: 'A good rule for SotM is that \"damage dealt = reduce hp\".'",
         core=True),
    Step("after", "Effects after damage is dealt", f"{OO}: 'Effects that apply after taking damage ... the target "
         "first takes the damage, then applies the effect.'", phase="after"),
    Step("resolved", "Resolved", f"{OO}: 'If no damage is being dealt, then this step is skipped.'", core=True,
         phase="after"),
])

#: the steps whose order the player chooses (their slots come from the `order` choice, not from play order)
ORDERED_STEPS = ("damage_type", "modifiers")
