"""Hearthstone's Damage Event, step by step, in the order the rules text gives.

Source: the Hearthstone wiki, "Damage" > "Damage Events" > "Creating a Damage
Event" and "Resolving a Damage Event" (../shared/rules-sources/hearthstone-damage-events.txt).
"""
from dealt.kb.steps import Sequence, Step

HS = "Hearthstone wiki, Damage Events"

SEQUENCE = Sequence([
    Step("proposed", "Proposed damage", f"{HS}: 'Each Damage Event has its own source ... its own target and a proposed damage'", core=True),
    Step("pending", "Waiting after a trigger", f"{HS}, Resolving a Damage Event: triggers 'queue and resolve in play order'; a Damage Event a trigger creates resolves after the event that triggered it, before the next queued one"),
    Step("spell_damage", "Spell Damage", f"{HS}: 'If the source of the Damage Event is a spell ... add its controller's Spell Damage bonus'"),
    Step("hero_power_bonus", "Hero Power bonus", f"{HS}: 'If the source of the Damage Event is a Hero Power and its controller also controls an unsilenced Fallen Hero ...'"),
    Step("doubling", "Prophet Velen", f"{HS}: 'Then, if the source ... is a spell ... or a Hero Power ... Prophet Velen ... double the proposed damage'"),
    Step("prevention", "Immune or 0", f"{HS}: 'Then, if the target is Immune or the Damage Event's proposed damage is 0, the Damage Event is prevented'", core=True),
    Step("divine_shield", "Divine Shield", f"{HS}: 'If the target has Divine Shield, the Divine Shield is removed and ... proposed damage is reduced to 0'", core=True, needs="divine_shield"),
    Step("predamage", "Hero predamage triggers", f"{HS}: 'If the target of the Damage Event is a hero, predamage triggers queue and resolve'"),
    Step("hero_damage_doubling", "Cursed Blade", f"{HS}: 'Cursed Blade then doubles the proposed damage of Damage Events targeting your hero'"),
    Step("damage_cap", "Damage taken at a time", "Moonfang, 'Can only take 1 damage at a time.' (the card game's HEAVILY_ARMORED tag: Fireplace, YOP_035 'update = Refresh(SELF, {GameTag.HEAVILY_ARMORED: True})'); as Animated Armor's same words for a hero, "
         f"{HS}: 'reducing the proposed damage of the Damage Event to 1': the damage the target takes, after every bonus, doubling and Divine Shield"),
    Step("deal", "Health and Armor reduced", f"{HS}: 'Finally, the character's current Health+Armor is reduced by the Damage Event's proposed damage'", core=True, effects=False),
    Step("created", "Created, waiting to resolve", f"{HS}: area effects 'first create all Damage Events ... and then resolve all Damage Events (queuing and resolving triggers) in play order'", core=True, needs="several_events", stage="created"),
    Step("poisonous", "Poisonous", f"{HS}, Betrayal: 'minion abilities like poison ... do apply'; Poisonous: 'Destroy any minion damaged by this'", core=True, phase="after", needs="poisonous"),
    Step("lifesteal", "Lifesteal", "Lifesteal: 'Damage dealt also heals your hero'; Hearthstone wiki, Lifesteal: 'Whenever a Lifesteal card or Hero Power deals damage, it will restore the exact same amount of Health to its controlling hero too'", core=True, phase="after", needs="lifesteal"),
    Step("character_damage_triggers", "Character damage triggers", f"{HS}, Resolving a Damage Event: 'Triggered effect#Character damage ... queue and resolve in play order'", phase="after"),
    Step("stealth", "Stealth", f"{HS}, Resolving a Damage Event: 'if the source of the Damage Event is a minion, it loses Stealth'", core=True, phase="after", needs="stealth"),
    Step("resolved", "Resolved", f"{HS}, Resolving a Damage Event", core=True, phase="after"),
])
