"""A conflict-resolution strategy whose result never depends on hashing.

experta's DepthStrategy orders activations by (salience, newest fact ids);
two rules matching exactly the same facts tie, and the tie is broken by the
order the Rete network happens to produce them in, which varies with
PYTHONHASHSEED. This strategy adds the rule's name as the last key, so a tie
is broken the same way on every run. Dealt's rule modules do not rely on it
for meaning: order comes from steps and slots; this only makes a mistake
reproducible instead of flaky.
"""
import bisect

from dealt._compat import experta  # noqa: F401  (experta must be imported through the shim)
from experta.abstract import Strategy


class StableDepthStrategy(Strategy):
    """Highest salience first, then newest facts first, then rule name."""

    @staticmethod
    def get_key(activation):
        facts = sorted((f["__factid__"] for f in activation.facts), reverse=True)
        return (activation.rule.salience, facts, activation.rule.__name__)

    def _update_agenda(self, agenda, added, removed):
        if removed:
            for act in removed:
                act.key = self.get_key(act)
            removed = set(removed)
            agenda.activations = [a for a in agenda.activations if a not in removed]
        for act in added:
            act.key = self.get_key(act)
            bisect.insort(agenda.activations, act)
