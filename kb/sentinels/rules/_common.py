"""Names and helpers every Sentinels rules module uses."""
from functools import reduce

from dealt._compat import experta
from dealt.facts.templates import Done
from dealt.kb.sentinels.scopes import in_scope, type_matches  # noqa: F401  (the one vocabulary, for TEST)
from dealt.kb.sequence import declare_damage_event

AS, MATCH, NOT, TEST, L, P, Rule = (experta.AS, experta.MATCH, experta.NOT, experta.TEST, experta.L, experta.P,
                                    experta.Rule)

OO = "Sentinels rules text, 'Dealing Damage Order of Operations'"
DIZED = ("Sentinels of the Multiverse rules (Dized), 'Damage' "
         "(https://rules.dized.com/game/t5Aef3TwTXuA8DkV7q5UEQ/4TgvV33QRgefcOydZw4Dvg/damage)")


def any_of(*values):
    """A literal constraint matching any of `values` (``L(a) | L(b) | ...``)."""
    return reduce(lambda a, b: a | b, (L(v) for v in values))




def ordinal(n):
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


#: a pattern binding how the damage's type changes and modifiers were ordered (``MATCH.ordered``: "chosen" or
#: "play", the `of` of the order ruling's ``Done``), so each says its place in the order that holds
def ordered_by():
    return Done(what="ordered", key=MATCH.event_id, of=MATCH.ordered)


def place_in(position, ordered):
    """'2nd in the order the players chose' / '2nd in play order' (position counts from 0)."""
    return f"{ordinal(position + 1)} in " + ("the order the players chose" if ordered == "chosen" else "play order")


def new_event(engine, **fields):
    """Declare a new damage with the next id, proposed (its source and target are checked, then its modifiers
    identified)."""
    return declare_damage_event(engine, "creating", step="proposed", proposed_type=fields["damage_type"], **fields)


def refuse(engine, where, problem, allowed=None):
    """Stop the run: a player's choice does not fit the board (exit 2 with the place in the scenario)."""
    raise engine.chance.input_error(where, problem, allowed)
