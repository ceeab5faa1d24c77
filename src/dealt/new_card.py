"""`dealt new card NAME`: a card file for a card of the database, its printed text and the mechanics
Dealt can propose for it, each marked ``# proposed: confirm`` for the author.

A proposal is the card's text as Dealt reads it (kb/hearthstone/grammar/, stored in the card index): each
clause a template maps to mechanics (Fireball "Deal 6 damage." is ``deal_damage amount 6``, Arcane Explosion
"Deal 1 damage to all enemy minions." is ``deal_damage_to_all``, Kobold Geomancer "Spell Damage +1" is
``spell_damage``); the clauses no template reads are listed for the author; the database's keyword tags Dealt
applies become the file's ``keywords``. ``dealt check`` checks the result.
"""
import json
from pathlib import Path

from dealt.facts.errors import InputError
from dealt.kb import GAME_MODULES, load_game

def proposed_mechanics(record):
    """[(mechanic, {param: value}, the clause it was read from)] for a card record, from its derivation."""
    return [(name, dict(params), reading.clause) for reading in record.derivation().readings
            for name, params in reading.mechanics]


def card_file_text(record, game):
    """The card file for a database `record`, its proposals marked."""
    from dealt.kb.hearthstone.db_keywords import keywords_in_play
    proposals = proposed_mechanics(record)
    keywords = sorted(k for k in keywords_in_play(record) if k in game.keywords)
    lines = [f"# {record.name} ({record.id}, {record.card_set}), from the Hearthstone card database: written by "
             "`dealt new card`.",
             "# Each line marked `# proposed: confirm` is what Dealt read from the text: check it against the",
             "# text and `dealt mechanics hearthstone`, remove the mark, and run `dealt check` on this file.",
             "schema: 1", f"name: {json.dumps(record.name)}", f"id: {record.id}",
             f"text: {json.dumps(record.text, ensure_ascii=False)}"]
    lines += [f"# unread: {json.dumps(clause, ensure_ascii=False)} (no template reads it: model it by hand, or leave "
              "it out if it cannot change damage)" for clause in record.unread]
    if keywords:
        lines.append(f"keywords: [{', '.join(keywords)}]  # proposed: confirm (the database's keyword tags)")
    if proposals:
        lines.append("mechanics:")
        for name, params, phrase in proposals:
            lines.append(f"- mechanic: {name}  # proposed: confirm ({json.dumps(phrase)})")
            lines += [f"  {k}: {v}" for k, v in params.items()]
    else:
        lines.append("mechanics: []  # proposed: none read from the text; name the mechanics that model it "
                     "(dealt mechanics hearthstone)")
    return "\n".join(lines) + "\n"


def new_card(name, game_name, directory):
    """Write the card file for `name` into `directory` (its `<game>/` subfolder unless the folder is named
    after the game); refuse to overwrite one."""
    game_name = game_name or "hearthstone"
    if game_name != "hearthstone":
        raise InputError("--game", "", f"{load_game(game_name).title} has no card database in Dealt to read a "
                         "card from; write its card file by hand (README, Author a new interaction).",
                         allowed="hearthstone")
    from dealt.card import _suggest
    from dealt.facts.scenario import slug
    from dealt.kb.hearthstone.carddb import UnknownCard, card_index
    index = card_index()
    try:
        record = index.lookup(name)
    except UnknownCard:
        raise InputError("", "", f"{name!r} is not a Hearthstone card.{_suggest(name, ['hearthstone'])}",
                         allowed="a card's English name, or its id") from None
    folder = Path(directory)
    if not folder.is_dir():
        raise InputError(folder, "", "no such folder to write the card file into.", allowed="an existing folder")
    if folder.resolve().name not in GAME_MODULES:
        folder = folder / game_name
    path = folder / f"{slug(record.name)}.yaml"
    if path.exists():
        raise InputError(path, "", "a card file is already there; Dealt does not overwrite it.",
                         allowed="another folder (-o DIR), or remove the file first")
    folder.mkdir(exist_ok=True)
    try:
        with path.open("x", encoding="utf-8") as out:
            out.write(card_file_text(record, load_game(game_name)))
    except OSError as exc:
        raise InputError(path, "", f"cannot write the card file: {exc.strerror or exc}.") from None
    return f"wrote {path}"
