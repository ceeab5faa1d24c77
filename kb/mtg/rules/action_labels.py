"""A later action of a sequence names the players and permanents its own way, as the worked examples of 120.4 do.

"The active player" and "the defending player" name the players in combat only, and whose turn it is changes when
a turn ends; the board of each action says how it names everyone (a ``Labels`` fact), and as that action begins the
players and permanents take those names (a one-action scenario's board named them already).
"""
from dealt.facts.mtg import Labels, MtgPlayer, Permanent
from dealt.inference.salience import COST
from dealt.kb.mtg.rules._common import AS, Rule
from dealt.kb.ruling import housekeeping


@Rule(AS.given << Labels(), salience=COST)
@housekeeping
def the_action_names_the_players_and_permanents_its_own_way(self, given):
    """The players and permanents take the names this action gives them (the active player, the 3/3 creature...)."""
    names = dict(given["names"])
    for template, key in ((MtgPlayer, "name"), (Permanent, "id")):
        for fact in self.find_all(template, record=False):
            if fact[key] in names and fact["label"] != names[fact[key]]:
                self.modify(fact, label=names[fact[key]])
    self.retract(given)
