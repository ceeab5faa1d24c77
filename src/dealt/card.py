"""`dealt card NAME`: a card as the game's database has it and as Dealt models it.

Hearthstone has a card database (:mod:`dealt.kb.hearthstone.carddb`): the card's id, printings, stats,
text and set, the play requirements and named target read from its text. Every game has card files:
each mechanic with its parameters and what it does (the registry's summary, parameters filled, as
``dealt why`` says it), and the file it comes from. A Hearthstone card with no card file is modelled
from the database only, and what of its text Dealt does not model is said
(:func:`dealt.kb.hearthstone.db_keywords.unmodelled_text`).
"""
import difflib
from pathlib import Path

from dealt.facts.errors import InputError
from dealt.kb import GAME_MODULES, load_game

#: database tags a card file models by a mechanic of another name
TAG_MECHANICS = {"SPELLPOWER": "spell_damage", **{f"SPELLPOWER_{school}": "spell_damage" for school in
                                                 ("ARCANE", "FEL", "FIRE", "FROST", "HOLY", "NATURE", "SHADOW")}}


def find_card_file(game, name):
    """The CardDef of `game` named `name` (or by a former name), else None."""
    key = name.strip().lower()
    cards = game.cards
    if key in cards:
        return cards[key]
    return next((c for c in cards.values() if key in (a.lower() for a in c.aliases)), None)


def where_from(game, card):
    """Where a card file is read from: the installed package's bundled cards, or its path."""
    path = Path(card.file)
    bundled = Path(game.cards_dir).resolve() == path.resolve().parent
    return f"{path}" + (" (bundled with Dealt)" if bundled else "")


def modelled_lines(game, card):
    """What a card file models: each mechanic, its parameters and what it does; its keywords and kind."""
    lines = [f"As Dealt models it: {where_from(game, card)}"]
    for name, params in card.mechanics:
        mechanic = game.registry[name]
        shown = ", ".join(f"{k}={v!r}" for k, v in params.items())
        role = mechanic.role
        if params.get("when") in game.registry.whens:       # a triggered ability of the card in play
            role = f"trigger: {params['when']}, reads '{game.registry.whens[params['when']]}'"
        lines.append(f"  - {name}({shown}) [{role}]: {mechanic.says(params)}")
        if mechanic.source:
            lines.append(f"      source: {mechanic.source}")
    if not card.mechanics:
        lines.append("  - no mechanics: the card's text changes no damage Dealt resolves")
    if card.keywords:
        lines.append(f"  keywords: {', '.join(card.keywords)}")
    if card.kind:
        lines.append(f"  kind: {card.kind}")
    return lines


def _trigger_names():
    from dealt.kb.hearthstone.grammar import triggers
    return frozenset(t.name for t in triggers.TEMPLATES)


def derivation_lines(game, record, by_hand=False):
    """The card's text read clause by clause (kb/hearthstone/grammar/): clause -> template -> mechanic and
    parameters, and the clauses no template reads."""
    from dealt.kb.hearthstone.grammar import templates
    from dealt.kb.hearthstone.printings import quoted
    derivation = record.derivation()
    if not derivation.readings and not derivation.unread:
        return []
    known, trigger_names = templates(), _trigger_names()
    lines = ["  its text, clause by clause" + (" (not used: the card file above wins)" if by_hand else "") + ":"]
    for reading in derivation.readings:
        read = "; ".join(f"{m}(" + ", ".join(f"{k}={v!r}" for k, v in params) + ")" for m, params in reading.mechanics)
        none = ("no mechanic: the rules apply it from the card's tags" if reading.template == "keyword_dealt_applies"
                else "no mechanic: it cannot change damage")
        lines.append(f"    '{reading.clause}' -> {reading.template} -> {read or none}")
        chain = [known[name] for name in reading.template.split(" > ") if name in known]
        if chain and chain[0].name in trigger_names:        # the trigger's own source, then its ability's
            lines.append(f"        trigger: {chain[0].source}")
        if chain:
            lines.append(f"        source: {chain[-1].source}")
        lines += _option_lines(game, reading)
    lines += [f"    '{clause}' -> unread: no template reads it" for clause in derivation.unread]
    if derivation.unread:
        lines.append("  Unmodelled: " + quoted(derivation.unread) + "; without a card file none of its clauses act "
                     "(README, Cards derived from their text: Dealt never resolves with an effect silently missing)")
    return lines


def _option_lines(game, reading):
    """A Choose One reading's options (kb/hearthstone/grammar/choose_one.py), each read clause by clause."""
    from dealt.kb.hearthstone.carddb import card_index
    lines = []
    for mechanic, params in reading.mechanics:
        if mechanic != "one_option_chosen":
            continue
        for number, option in enumerate(dict(params)["options"], 1):
            record = card_index().lookup(option)
            lines.append(f"      option {number} (action: choose: {number}): {record.name} ({record.id}), "
                         f"'{record.text}'")
            lines += ["    " + line for line in derivation_lines(game, record)[1:]]
    return lines


def _hearthstone_lines(game, name):
    from dealt.kb.hearthstone.carddb import UnknownCard, card_index
    from dealt.kb.hearthstone.printings import derived_card, read_from
    from dealt.kb.hearthstone.db_keywords import keywords_in_play, unmodelled_text
    index = card_index()
    card = find_card_file(game, name)
    printings = index.printings(card.name if card else name)
    if not printings:
        try:
            record = index.lookup(name)
        except UnknownCard:
            return None
        if record.id != name.strip():
            return None
        printings = index.printings(record.name)
        card = card or find_card_file(game, record.name)
        first = record
    else:
        first = next((p for p in printings if card and p.id == card.id), printings[0])
    stats = {"MINION": f"{first.attack}/{first.health}", "WEAPON": f"{first.attack}/{first.durability}",
             "HERO": f"{first.armor} Armor"}.get(first.type, "")
    lines = [f"{first.name} (Hearthstone)",
             f"In the card database: {first.id} (dbf {first.dbf_id}), {first.card_class.lower()} "
             f"{first.type.lower()}, cost {first.cost}" + (f", {stats}" if stats else "")
             + f", {first.rarity.lower()}, set {first.card_set}" + ("" if first.collectible else ", not collectible"),
             f"  text: {first.text or '(none)'}",
             "  printings: " + "; ".join(f"{p.id} ({p.card_set}{'' if p.collectible else ', not collectible'}"
                                         + ("" if p.text == first.text else f", text {p.text!r}") + ")"
                                         for p in printings)]
    if first.mechanics:
        lines.append(f"  keywords (tags): {', '.join(first.mechanics)}")
    if first.requirements:
        lines.append("  play requirements read from the text: "
                     + ", ".join(r if not p else f"{r} {p}" for r, p in first.requirements))
    if first.named_target:
        target, phrase = first.named_target
        lines.append(f"  named target read from the text: {target} ({phrase!r})")
    if card is not None:
        from dealt.kb.hearthstone.db_keywords import APPLIED, DB_KEYWORDS, NO_EFFECT_ON_DAMAGE
        named = set(card.keywords) | {m for m, _ in card.mechanics}
        left = [t for t in first.mechanics if t not in APPLIED and t not in NO_EFFECT_ON_DAMAGE
                and DB_KEYWORDS.get(t) not in named and TAG_MECHANICS.get(t) not in named]
        return lines + modelled_lines(game, card) + derivation_lines(game, first, by_hand=True) + [
            "  not modelled: " + (f"its keywords {', '.join(left)}; " if left else "")
            + "the rest of its text is modelled by the mechanics above, as far as it changes damage"]
    derived = derived_card(first)
    if derived is not None:
        return lines + [f"As Dealt models it: no card file; derived from its text ({read_from(derived)})"] + \
            derivation_lines(game, first) + (modelled_lines(game, derived)[1:] if derived.mechanics else [])
    lines.append("As Dealt models it: no card file; from the database only")
    lines += derivation_lines(game, first)
    kws = sorted(keywords_in_play(first))
    if kws:
        lines.append(f"  keywords in play: {', '.join(kws)}")
    from dealt.kb.hearthstone.db_keywords import mechanics_from_tags
    for mechanic, params in mechanics_from_tags(first):
        lines.append(f"  from its tags: {mechanic} ({', '.join(f'{k}: {v!r}' for k, v in params.items())}): "
                     + game.registry[mechanic].says(params))
    rest = unmodelled_text(first, played_now=True)
    lines.append(f"  not modelled: {rest}" if rest else "  not modelled: nothing (its keywords are applied or "
                 "cannot change damage)")
    return lines


def card_text(name, game_name=None):
    """What `dealt card` prints for `name` (of `game_name`, or the first game that has it)."""
    games = [game_name] if game_name else list(GAME_MODULES)
    for g in games:
        game = load_game(g)
        if g == "hearthstone":
            lines = _hearthstone_lines(game, name)
            if lines:
                return "\n".join(lines)
            continue
        card = find_card_file(game, name)
        if card is not None:
            return "\n".join([f"{card.name} ({game.title})", "Card database: none for this game in Dealt; "
                              "the card file's text", f"  text: {card.text}"] + modelled_lines(game, card))
    raise InputError("", "", f"{name!r} is not a card of {' or '.join(load_game(g).title for g in games)}."
                     + _suggest(name, games), allowed="a card's English name" + (", or a Hearthstone id"
                                                                                 if "hearthstone" in games else ""))


def _suggest(name, games):
    names = []
    for g in games:
        if g == "hearthstone":
            from dealt.kb.hearthstone.carddb import UnknownCard, card_index
            try:
                card_index().lookup(name)
            except UnknownCard as exc:
                names += exc.suggestions
        names += difflib.get_close_matches(name.lower(), list(load_game(g).cards), n=3)
    seen = list(dict.fromkeys(n.title() if n.islower() else n for n in names))
    return f" Did you mean: {', '.join(seen[:5])}?" if seen else ""
