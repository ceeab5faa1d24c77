"""Lasting effects: a prevention on a player is tracked on each unit they control.

Source: Riftbound Core Rules 437.1.b (a Prevent statement defines the damage it affects and 'the timespan it
will be relevant for'), 437.2 (the damage is reduced 'by the Prevent Value tracked on the Unit specifically');
the glossary: 'any remainder lasts for the effect's stated duration'. The board holds one tracked Prevent per
unit (``ward@unit``, :func:`dealt.kb.riftbound.lasting.tracked_on_each_unit`); :mod:`.prevention` uses them.
"""
from dealt.facts.riftbound import Lasting
from dealt.facts.templates import Effect, Entity
from dealt.kb.riftbound.rules._common import MATCH, Rule


@Rule(Lasting(effect=MATCH.host, on="", duration=MATCH.duration),
      Effect(mechanic="prevent_next_damage", scope="your_units", host=MATCH.host, controller=MATCH.controller,
             card=MATCH.card),
      Entity(id=MATCH.host, prevent=MATCH.value))
def prevention_on_a_player_is_tracked_on_each_of_their_units(self, host, controller, value, duration):
    """{card} prevents the next {value} damage to each unit {controller} controls ({lasts}): each unit tracks its own Prevent {value} ({units}), used only by the damage to that unit.

    Source: Riftbound Core Rules 437.2: 'When damage is Prevented, it is replaced with an event where it deals
    that much damage reduced by the Prevent Value tracked on the Unit specifically'; 437.1.b: the statement
    defines 'the timespan it will be relevant for'.
    """
    units = sorted(e["attached_to"] for e in self.find_all(Entity, record=False, kind="effect")
                   if e["id"].startswith(host + "@"))
    self.explain(units=", ".join(units) or "no unit", lasts=duration.replace("_", " "))
