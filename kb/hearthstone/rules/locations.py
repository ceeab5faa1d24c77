"""Locations: an activated Location loses 1 Durability, and one at 0 is destroyed with the deaths.

Source: Blizzard, on the Location card type (Murder at Castle Nathria, quoted by massivelyop.com, 2022-08-03):
"Locations are played onto the board for an initial cost, like minions, but can't be damaged or destroyed except
by cards that are specifically able to target them. Locations have activatable effects that you can use on your
turns ... Each time you use a Location's effect, it loses one durability"; "Once a Location runs out of
Durability, they are destroyed" (uggpascherfo.com, Hearthstone: What Are Locations?). The effect's source is the
Location (the action's ``source_kind`` is ``location``): it is neither a spell nor a Hero Power, so Spell Damage
and Hero Power bonuses (:mod:`.bonuses`, which match ``spell`` and ``hero_power`` only) do not add to it. The
Durability is counted once its effect has settled, as a weapon's after its hero's attack (:mod:`.weapons`).
"""
from dealt.facts.templates import Action, Done, Entity
from dealt.kb.hearthstone.rules._common import AS, MATCH, NOT, Rule
from dealt.kb.hearthstone.rules._flow import settled


@Rule(Action(kind="play", source_kind="location", source=MATCH.location, spent=True),
      AS.place << Entity(kind="location", id=MATCH.location, destroyed=False, durability=MATCH.durability),
      NOT(Done(what="location_activated", key=MATCH.location)),
      *settled())
def activated_location_loses_one_durability(self, place, location, durability):
    """{location} ({card}) was activated: its Durability {durability} -> {left}{fate}.

    Source: Blizzard on Locations (massivelyop.com, 2022-08-03): 'Each time you use a Location's effect, it loses
    one durability'; 'Once a Location runs out of Durability, they are destroyed' (uggpascherfo.com).
    """
    left = durability - 1
    self.explain(card=place["card"], left=left, fate=", so it is destroyed (with the deaths)" if left <= 0 else "")
    self.modify(place, durability=left, doomed=left <= 0)
    self.declare(Done(what="location_activated", key=location))
