"""Every card the Hearthstone rules text names is in the card data, resolves by name, and matches the database."""
import pytest

from dealt.kb import load_game
from dealt.kb.hearthstone.carddb import card_index

#: the cards named in ../shared/rules-sources/hearthstone-damage-events.txt, in the order they appear
NAMED_IN_THE_TEXT = [
    "Swipe", "Lightning Storm", "Elemental Destruction", "Lightbomb", "Frothing Berserker", "Bouncing Blade",
    "Greater Arcane Missiles", "Cobra Shot", "Arcane Missiles", "Spreading Madness", "Avenging Wrath", "Volcano",
    "Timepiece of Horror", "Prophet Velen", "Multi-Shot", "Forked Lightning", "Cleave", "Explosive Shot",
    "Powershot", "Cone of Cold", "Betrayal", "Water Elemental", "Mistress of Pain", "Magnataur Alpha",
    "Foe Reaper 4000", "Mortal Coil", "Slam", "Holy Nova", "Auchenai Soulpriest", "Embrace the Shadow",
    "Blizzard", "Imp-losion", "Commanding Shout", "Divine Shield", "Arcane Shot", "Eye for an Eye",
    "Wrathguard", "Bolf Ramshield", "Holy Wrath", "Cho'gall", "Seadevil Stinger", "Forbidden Flame",
    "Shield Slam", "Savagery", "Blade Flurry", "Shadowflame", "Sergeant Sally", "Dispatch Kodo", "Knuckles",
    "C'Thun", "Fallen Hero", "Ancient Curse", "Burrowing Mine", "Cursed!", "Arcane Blast", "Animated Armor",
    "Cursed Blade", "Ice Block",
]
KEYWORDS_NOT_CARDS = {"Divine Shield"}      # a keyword the text names; modelled by the core rules


@pytest.mark.parametrize("name", [n for n in NAMED_IN_THE_TEXT if n not in KEYWORDS_NOT_CARDS])
def test_card_named_in_the_rules_text_is_modelled(name):
    game = load_game("hearthstone")
    cards = {c.name.lower(): c for c in game.cards.values()}
    for card in game.cards.values():
        cards.update({a.lower(): card for a in card.aliases})
    card = cards.get(name.lower())
    record = card_index().lookup(card.id if card is not None and card.id else name)
    card = card or cards.get(record.name.lower())
    assert card is not None, f"{name} ({record.id}) has no card file in kb/hearthstone/cards/"
    assert card.mechanics, f"{name}'s card file names no mechanic"
    pinned = card_index().lookup(card.id) if card.id else record
    assert card.text == pinned.text, f"{name}: the card file's text differs from the database's {pinned.id}"
