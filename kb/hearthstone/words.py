"""Hearthstone's words for the conditions of its rules, as a why-not says them when one fails
(:mod:`dealt.facts.words`): the shared templates' fields in the game's own terms."""
from dealt.facts.words import say


def _gone(values):
    how = "used up" if values.get("kind") == "secret" else "destroyed"
    return f"{values['subject']} ({values['card']}) was already {how}: its text acts only while it is in play"


say("Entity", game="hearthstone", destroyed=_gone)
def _no_loss(values):
    """A damage trigger on an event that changed no Health or Armor: what kept it at 0 (Divine Shield took the damage, a
    Health floor held the Health)."""
    how = (f"it lost {values['actual']}: Divine Shield had reduced the damage to 0" if str(values.get("amount")) == "0"
           else f"it lost {values['actual']} of the {values.get('amount')}: a Health floor held it")
    return f"{values['target']}'s Health+Armor did not go down ({how}), and such a Damage Event runs no triggers"


def _other_school(values):
    """A school's Spell Damage (Bru'kan's Nature) on a spell of another school, or of none."""
    return (f"{values.get('spell') or 'the spell'} is not a {values['actual']} spell (its school: "
            f"{values.get('wanted') or 'none'}), and {values.get('card') or values['subject']}'s Spell Damage is for "
            f"{values['actual']} spells only")


say("Effect", game="hearthstone", school=_other_school)
say("DamageEvent", game="hearthstone",
    lost=_no_loss,
    spell_damage_applies="{source_card} is one of the eight spells whose Damage Events get no Spell Damage or "
                         "Prophet Velen bonus")


def _has_keyword(values):
    """A keyword that stops a rule (a ``NOT(Keyword)``) as the card game says it: Frozen, Silenced, Immune."""
    said = values["name"].replace("_", " ").title()
    if values["name"] == "frozen":
        return f"{values['entity']} was already Frozen"
    verb = "is" if values["name"] in ("silenced", "immune") else "has"
    return f"{values['entity']} {verb} {said}"


say("Keyword", game="hearthstone", present=_has_keyword)
