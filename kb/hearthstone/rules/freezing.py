"""Freezing a group as a card's ability (Frostwyrm's Fury, 'Freeze all enemy minions.'), in its turn.

Source: Hearthstone wiki, Freeze (https://hearthstone.wiki.gg/wiki/Freeze): 'Freeze is an ability which
causes the character to miss its next possible attack'; Damage Events: 'Blizzard creates and resolves all
Damage Events, then freezes all enemy minions (even undamaged ones)'. As an ability listed after others it
acts once they are done (:mod:`.ability_order`), on every character of the group in play then (one that is
already Frozen stays Frozen); a character at 0 Health is still in play until the deaths, and is frozen too,
as Blizzard freezes 'all enemy minions'.
"""
from dealt.facts.templates import Keyword
from dealt.kb.hearthstone.rules._common import MATCH, Rule, members
from dealt.kb.hearthstone.rules._flow import its_turn


@Rule(*its_turn("freeze_group", group=MATCH.group))
def card_freezes_every_character_of_its_group(self, ability, card, controller, group):
    """{card} Freezes all {who}: {frozen}.

    Source: Hearthstone wiki, Freeze: 'Freeze is an ability which causes the character to miss its next
    possible attack'; Damage Events: Blizzard 'freezes all enemy minions (even undamaged ones)'.
    """
    frozen = []
    for character in members(self, group, controller, alive_only=False):
        if not self.find_all(Keyword, entity=character["id"], name="frozen"):
            self.declare(Keyword(entity=character["id"], name="frozen", granted_by=card))
        frozen.append(character["id"])
    self.explain(who=group.replace("_", " "), frozen=", ".join(frozen) or "nobody")
    self.modify(ability, done=True)
