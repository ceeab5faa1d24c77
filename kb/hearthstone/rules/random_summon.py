"""A random summon of a Cost: "Summon a random 6-Cost minion." (Firelands Portal).

Source: Hearthstone wiki, Random effect (https://hearthstone.gamepedia.com/Random_effect): "Effects which draw
randomly from a pool of cards are influenced by game format, with only cards valid in the current format being
eligible for selection": the pool is the collectible minions of that Cost (Fireplace, ``RandomMinion(cost=N)``,
collectible by default). Which one comes is a random result the scenario gives (``choices: {picks: [<card
name>]}``): the pool is far too large for a seed's draw to say anything (a minion's own text, its Taunt or its
Deathrattle, would decide later damage). It enters at the right end of its controller's side (Hearthstone wiki,
Summon: for spells "the minion is placed at the far right of the battlefield"); on a full side nothing is
summoned and nothing is picked (Board space: "If a minion would be summoned but the board is full, nothing
happens"). A summoned minion comes into play with its stats and keywords only (:mod:`._summoning`), so a pick
whose text does more (a Deathrattle, a trigger) is refused rather than resolved with its text missing.
"""
from dealt.kb.hearthstone.rules._common import MATCH, Rule
from dealt.kb.hearthstone.rules._flow import its_turn
from dealt.kb.hearthstone.rules._summoning import BOARD_LIMIT, room_on_side, summon


def _fits(cost):
    """Why a card name is not a collectible minion of Cost `cost` ("" when it is)."""
    from dealt.kb.hearthstone.carddb import card_index

    def why_not(name):
        printings = card_index().printings(name)
        if not printings:
            return "it is not a Hearthstone card"
        fitting = [p for p in printings if p.type == "MINION" and p.collectible and p.cost == cost]
        if not fitting:
            first = printings[0]
            return f"it is a {first.type.lower()} of Cost {first.cost}, not a collectible minion of Cost {cost}"
        if not _keywords_only(fitting[0]):
            return (f"its text ('{fitting[0].text}') would act on the board, and a minion summoned here comes into "
                    "play with its stats and keywords only (rules/_summoning.py); Dealt does not resolve that pick")
        return ""
    return why_not


def _keywords_only(record):
    """Whether a minion's text is nothing but keywords Dealt applies from its tags or that cannot change damage
    (what :func:`._summoning.summon` gives a summoned minion)."""
    from dealt.kb.hearthstone.db_keywords import KEYWORD_APPLIED, KEYWORD_NO_EFFECT, keyword_lead
    lead, rest = keyword_lead(record)
    return not rest.strip() and all(how in (KEYWORD_APPLIED, KEYWORD_NO_EFFECT) for _, _, how in lead)


@Rule(*its_turn("summon_a_random_minion_of_cost", cost=MATCH.cost))
def card_summons_the_random_minion_of_its_cost(self, ability, card, controller, cost):
    """{card} summons a random {cost}-Cost minion for {controller}: {summoned}.

    Source: Hearthstone wiki, Random effect (https://hearthstone.gamepedia.com/Random_effect): 'Effects which
    draw randomly from a pool of cards ...' (the collectible minions of that Cost; the pick is the scenario's
    choices.picks); Summon: for spells 'the minion is placed at the far right of the battlefield'; Board space:
    'If a minion would be summoned but the board is full, nothing happens.'
    """
    from dealt.kb.hearthstone.carddb import card_index
    if not room_on_side(self, controller):
        self.explain(summoned=f"nothing, its side is full (a side holds at most {BOARD_LIMIT} minions)")
    else:
        what = f"the random {cost}-Cost minion {card} summons"
        name = self.chance.pick_given(
            what, _fits(cost), allowed=f"the name of a collectible minion of Cost {cost}",
            missing=f"{card}'s 'Summon a random {cost}-Cost minion.' needs the minion it summons, a random result: "
                    f"give it in choices.picks (e.g. choices: {{picks: [<a {cost}-Cost minion's name>]}}).")
        record = next(p for p in card_index().printings(name) if p.type == "MINION" and p.collectible and p.cost == cost)
        summoned = summon(self, controller, record, 1)
        self.explain(summoned=f"{record.name} (picked), {', '.join(summoned)}, at the right end of its side")
    self.modify(ability, done=True)
