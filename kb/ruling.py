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
