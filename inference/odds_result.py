"""The result of an exact-odds enumeration: the distribution of outcomes and its marginals."""
from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction


@dataclass
class Odds:
    """The exact distribution of outcomes of a scenario."""

    outcomes: dict                    # (health tuple, destroyed tuple, fired, dealt) -> Fraction
    characters: tuple                 # board ids, in the order of the health tuples
    #: what the health tuples hold (the Entity's health field) in the game's words (Game.stat_word)
    stat: str = "Health"
    rule: str = ""                    # the name of what was asked (a rule's or a card's), or ""
    acting: object = None             # that question (dealt.inference.odds_acting.Acting), or None
    engine_runs: int = 0
    states: int = 0
    paths: int = 0
    decisions: int = 0
    memo_hits: int = 0

    def marginals(self):
        health = {c: defaultdict(Fraction) for c in self.characters}
        dies = defaultdict(Fraction)
        total = defaultdict(Fraction)
        fired = Fraction(0)
        for (healths, destroyed, did_fire, dealt), p in self.outcomes.items():
            for c, h in zip(self.characters, healths):
                health[c][h] += p
            for c in destroyed:
                dies[c] += p
            total[dealt] += p
            if did_fire:
                fired += p
        return {"health": {c: dict(sorted(d.items())) for c, d in health.items()},
                "dies": {c: dies[c] for c in self.characters},
                "total_damage": dict(sorted(total.items())), "rule_fires": fired}

    def destroyed_at(self):
        """Board id -> final value -> the probability of ending there destroyed (for the plot's shading)."""
        out = {c: defaultdict(Fraction) for c in self.characters}
        for (healths, destroyed, _, _), p in self.outcomes.items():
            for c, h in zip(self.characters, healths):
                if c in destroyed:
                    out[c][h] += p
        return {c: dict(d) for c, d in out.items()}
