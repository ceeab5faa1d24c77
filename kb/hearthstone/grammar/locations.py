"""Locations' own clauses: what a Location's text says about its activation itself.

A Location's sentences are its ability, activated from the board (:mod:`.reading`, ``_ABILITY_CARDS``; the
``ability`` action, :func:`..board._location_activated`): "Locations have activatable effects that you can use
on your turns ... Each time you use a Location's effect, it loses one durability and then can't be used again
for the rest of that turn or your next turn" (Blizzard, quoted by massivelyop.com, 2022-08-03).

- "After a friendly minion dies, reopen this." / "After you cast a Fel spell, reopen.": reopening ends that
  wait, so the Location may be activated again; a second activation is another action, and reopening deals,
  prevents and changes no damage, so the clause cannot change the damage of this one (:mod:`.no_damage`'s bar).
"""
import re

from dealt.kb.hearthstone.grammar import ANYWHERE, Template

LOCATIONS = ("Blizzard on Locations (massivelyop.com, 2022-08-03): 'Locations have activatable effects that you can "
             "use on your turns ... Each time you use a Location's effect, it loses one durability and then can't be "
             "used again for the rest of that turn or your next turn'")


def _a_location(match, record):
    return () if record.type == "LOCATION" else None


TEMPLATES = (
    Template("reopen_this_location",
             re.compile(r"After (?:a friendly minion dies|you cast an? [A-Z]\w* spell), reopen(?: this)?\."),
             _a_location, f"{LOCATIONS}; reopening only lets it be activated again, by another action, and deals "
             "no damage", ("Horizon's Edge", "After a friendly minion dies, reopen this."), where=ANYWHERE),
)
