"""Immune while attacking: a character that is Immune during its own attack, not while it is attacked.

Source: the card texts (Gangplank Diver, Stalwart Avenger, Lady S'theno: "Immune while attacking.";
Gladiator's Longbow, Candleshot: "Your hero is Immune while attacking.") and the game's Immune, "Can't
be targeted by enemies or damaged." (``GLOBAL_KEYWORD_IMMUNE_TEXT``); Hearthstone wiki, Immune
(https://hearthstone.fandom.com/wiki/Immune): "Immune effects are always temporary, and only offer
immunity for the stated period or while the source is active", "Immune prevents all damage that would
be dealt to the affected character, regardless of its amount and source", "Immune characters will
still deal damage normally". The stated period is its attack: every Damage Event of the attack
action whose target is the attacker (the defender's counterattack) is prevented, as an Immune
target's is (Damage Events: "if the target is Immune ... the Damage Event is prevented and has no
other consequences"). A character attacked (on defence) is not attacking, so it takes the damage.

The keyword is the card database's ``IMMUNE_WHILE_ATTACKING`` tag (a minion's) or a card file's
``keywords: [immune_while_attacking]``; on a weapon it is its hero's ("Your hero is ...").
"""
from dealt.facts.templates import Action, DamageEvent, Entity, Keyword
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, Rule, prevent

KEYWORD = "immune_while_attacking"


@Rule(AS.event << DamageEvent(step="prevention", prevented=False, target=MATCH.attacker),
      Action(kind="attack", source=MATCH.attacker),
      Keyword(entity=MATCH.attacker, name=KEYWORD),
      NOT(Keyword(entity=MATCH.attacker, name="silenced")),
      NOT(Keyword(entity=MATCH.attacker, name="immune")))
def attacker_immune_while_attacking_prevents_the_damage(self, event, attacker):
    """{attacker} is Immune while attacking, and it is attacking: the {damage} damage from {source} is prevented.

    Source: Immune while attacking (the card's text); Immune, 'Can't be targeted by enemies or damaged.';
    Hearthstone wiki, Immune: 'only offer immunity for the stated period'; Damage Events: 'if the target
    is Immune ... the Damage Event is prevented and has no other consequences.'
    """
    self.explain(damage=event["amount"], source=event["source_card"] or event["source"])
    prevent(self, event)


@Rule(AS.event << DamageEvent(step="prevention", prevented=False, target=MATCH.hero),
      Action(kind="attack", source=MATCH.hero),
      Entity(kind="weapon", attached_to=MATCH.hero, id=MATCH.weapon, card=MATCH.card, destroyed=False),
      Keyword(entity=MATCH.weapon, name=KEYWORD),
      NOT(Keyword(entity=MATCH.hero, name=KEYWORD)),            # then the hero's own keyword prevents it
      NOT(Keyword(entity=MATCH.hero, name="immune")))
def weapon_makes_its_hero_immune_while_attacking(self, event, hero, card):
    """{card}: its hero {hero} is Immune while attacking, and it is attacking: the {damage} damage from {source} is prevented.

    Source: Gladiator's Longbow and Candleshot, 'Your hero is Immune while attacking.'; Hearthstone wiki,
    Immune: 'only offer immunity for the stated period'; Damage Events: 'if the target is Immune ... the
    Damage Event is prevented and has no other consequences.'
    """
    self.explain(damage=event["amount"], source=event["source_card"] or event["source"])
    prevent(self, event)
