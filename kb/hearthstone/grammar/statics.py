"""Static effects of a card in play, read from its own text (issue 13, round 3): each maps to a mechanic of the
registry whose rule says what it does to a Damage Event.

- ``Can only take 1 damage at a time.``: a Damage Event to the minion of more than 1 becomes 1 as it reaches it
  (:mod:`..rules.damage_cap`).
"""
import re

from dealt.kb.hearthstone.grammar import IN_PLAY, Template
from dealt.kb.hearthstone.mechanics import DAMAGE_CAP


def _minion(build):
    def built(match, record):
        return build(match, record) if record.type == "MINION" else None
    return built


TEMPLATES = (
    Template("takes_only_one_damage_at_a_time", re.compile(r"Can only take 1 damage at a time\."),
             _minion(lambda m, r: (("takes_only_one_damage_at_a_time", {}),)), DAMAGE_CAP,
             ("Moonfang", "Can only take 1 damage at a time."), where=IN_PLAY),
)
