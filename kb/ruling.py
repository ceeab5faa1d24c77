"""Small helpers for writing rule modules.

A rule's docstring is its ruling: the first paragraph is a sentence that
``why`` fills in with the amounts (``{card}``, ``{before}``, ``{after}``,
``{target}``, ``{source}``, ``{amount}``, ``{event}``, ``{step}``); a line
starting ``Source:`` cites where the ruling comes from.
"""


def housekeeping(function):
    """Mark a rule's function as bookkeeping (step moves, passing a slot).

    Such firings stay in the trace but are left out of rulings and ``fired``.
    Put it under ``@Rule``: experta copies the mark onto the Rule it builds.
    """
    function.housekeeping = True
    return function


def holds(predicate, fails, **computed):
    """A rule's condition (a ``TEST`` or ``P`` predicate) with the sentence a why-not says when it is false.

    `fails` is filled with the values the rule had bound (``{health}``, ``{target}``...) and `computed`
    (name -> a function of bound names: ``reported=lambda before, factor: before * factor``); for a ``P``
    predicate, ``{actual}`` is the field's value. The predicate itself is returned, unchanged but marked.
    """
    predicate.fails = fails
    predicate.computed = computed
    return predicate


def test(predicate, fails, **computed):
    """``TEST(predicate)`` whose failure a why-not says in words (:func:`holds`):
    ``test(lambda amount, health: amount >= health, fails="the damage read {amount}, less than {target}'s {health} Health")``."""
    from dealt._compat import experta
    return experta.TEST(holds(predicate, fails, **computed))
