"""A nemesis icon on a board entry: printed on a character card, or given on a plain target (a test double).

Source: Sentinels of the Multiverse rules (Dized), 'Nemeses'
(https://rules.dized.com/game/t5Aef3TwTXuA8DkV7q5UEQ/NIbYeKwMSN-lhb4WwoiiOg/nemeses): 'Any time a target
deals damage to a target of a different type than itself (Hero, Villain, or Environment) that shares its
nemesis icon, that damage is increased by +1.' A plain entry (no card file) may say which icon it bears with
``nemesis_icon: NAME``; a character card's icon is printed, so an entry naming one cannot change it.
"""
import re

from dealt.facts.errors import at

#: how an icon is named (as in the card files: ``nemesis_icon: absolute_zero``)
ICON_NAME = re.compile(r"[a-z][a-z0-9_]*")


def nemesis_icon(scenario, where, raw, kind, character, target_kinds):
    """The nemesis icon of a board entry: its character card's, or the one a plain target gives."""
    printed = character.get("nemesis_icon", "")
    if "nemesis_icon" not in raw:
        return printed
    place = at(where, "nemesis_icon")
    value = raw["nemesis_icon"]
    if kind not in target_kinds:
        raise scenario.error(place, f"only targets bear a nemesis icon; this is {kind}.",
                             allowed=", ".join(target_kinds))
    if printed:
        raise scenario.error(place, f"{raw.get('card')}'s nemesis icon is printed on its character card "
                             f"({printed}); a board entry does not change it.",
                             allowed="no nemesis_icon on a character card's entry")
    if not isinstance(value, str) or not ICON_NAME.fullmatch(value):
        raise scenario.error(place, f"a nemesis icon is named by one lowercase word, not {value!r}.",
                             allowed="nemesis_icon: NAME (letters, digits, _), e.g. legacy, tempest, absolute_zero")
    return value
