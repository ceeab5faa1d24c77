"""Hearthstone's words for the conditions of its rules, as a why-not says them when one fails
(:mod:`dealt.facts.words`): the shared templates' fields in the game's own terms."""
from dealt.facts.words import say


def _gone(values):
    how = "used up" if values.get("kind") == "secret" else "destroyed"
    return f"{values['subject']} ({values['card']}) was already {how}: its text acts only while it is in play"


say("Entity", game="hearthstone", destroyed=_gone)
say("DamageEvent", game="hearthstone",
    lost="{target}'s Health+Armor did not go down (it lost {actual}), and such a Damage Event runs no triggers",
    spell_damage_applies="{source_card} is one of the eight spells whose Damage Events get no Spell Damage or "
                         "Prophet Velen bonus")
