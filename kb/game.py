"""A game as the rest of Dealt sees it: its sequence, mechanics, rules, cards and board builder."""
from dataclasses import dataclass
from functools import cached_property

from dealt.inference.engine import compose_engine, rules_in
from dealt.inference.rule_selection import rules_that_can_fire
from dealt.kb import sequence as shared_sequence
from dealt.kb.cards import load_cards


@dataclass
class Game:
    """Everything one game contributes; the engine class is composed once, on first use."""

    name: str
    title: str
    sequence: object            # dealt.kb.steps.Sequence
    registry: object            # dealt.kb.mechanics.MechanicRegistry
    keywords: frozenset
    rule_modules: tuple
    cards_dir: object
    board_builder: object       # callable(game, scenario) -> dealt.kb.board.Board
    #: what the default rule set is (``rules: default``): the rules text the knowledge base encodes
    rules_text: str = "the rules text"
    #: the kinds a card file may give (``kind``): what the board holds, and what resolves without staying
    card_kinds: tuple = ()
    #: callable(CardDef) -> why no scenario can use that card file ("" when one can): a warning on load
    unusable_card: object = None
    #: what the board shows of each thing in play, besides card, kind, controller, destroyed and keywords
    stats: tuple = ("health", "armor", "attack")
    #: how a resolved event's effect on its target is said: a template over the event's fields
    lost_phrase: str = "Health+Armor went down by {lost}"
    #: ... when the event changed nothing, and the target's state after (over the board's fields)
    unchanged_phrase: str = "Health+Armor unchanged: no triggers"
    board_phrase: str = "now Health {health}, Armor {armor}"
    #: how `why` heads an event (over its fields, ``count`` events in all, ``targets``, ``kind`` of source)
    event_head: str = "{id} (created {created}, resolved {resolved} of {count}): {source} ({kind}) -> {targets}, proposed {proposed}"
    #: how `why` says an event another made (its ``card`` and ``parent`` event)
    parent_phrase: str = "created by {card} to replace {parent}"
    #: whether `why` of a board id explains every event of the scenario (Magic: each event is one step of the
    #: same spell or combat, and a trigger's event follows the one that set it off), not only those it took part in
    explain_every_event: bool = False
    #: how `why` says an event's result: dealt (over the event's fields and ``lost_words``, the lost_phrase
    #: filled) and when nothing was dealt (a prevented event), in the game's own terms
    dealt_phrase: str = "{target} was dealt {dealt} ({lost_words})"
    prevented_phrase: str = "the Damage Event was prevented; {target} was dealt nothing"
    #: how a stat is named in sentences (``health``: "HP"); a stat not listed is said title-cased
    stat_words: tuple = ()
    #: what a thing that is destroyed is said to be, by its kind (a Hearthstone Secret is "used up")
    destroyed_words: tuple = (("secret", "used up"),)
    #: counters a board entry shows besides its stats, read from working memory: (template, key field, value
    #: field, name on the board[, the kinds that show it]) (Sentinels: each hero's hand)
    board_counters: tuple = ()
    #: the templates whose facts are a board id's state (template, the field holding the id)
    state_templates: tuple = (("Entity", "id"),)
    #: titles of the stages of an event outside the game's sequence (name -> title: Magic's spell resolving)
    stage_titles: tuple = ()
    #: what `why` says as a stage of an event ends, for a game that keeps the event's forms (stage -> sentence)
    stage_notes: tuple = ()
    #: whether `why` also lists the rulings about the action itself (targets chosen, bonuses summed, changes)
    explain_action: bool = False
    #: the reader of a game whose facts are not the shared Damage Events (None: the shared one): callable(game,
    #: scenario, board, engine) -> Outcome. Everything after it (why, why-not, the graph) is shared.
    outcome_builder: object = None
    order_alternatives: object = None  # callable(game, scenario) -> (count, iter of (label, choices)) for `dealt orders`
    #: whether any card or mechanic of this game has a random result (what `dealt odds` enumerates)
    random_effects: bool = False
    order_search: object = None      # callable(game, scenario, budget) -> OrdersResult: `dealt orders` by merged search
    #: a sequence of actions (:mod:`dealt.inference.sequence`): who is active after `end_turn`
    #: (callable(scenario, player) -> player; None: the next player in the scenario's order of players) and
    #: the board entries an action puts in play, that later actions may name (callable(scenario, board) -> [entry])
    next_player: object = None
    enters_play: object = None
    #: `dealt orders` of a sequence: callable(game, outcome, action index, its choices) -> [(label, choices)],
    #: every order that action's player may choose (("", choices) when none)
    action_orders: object = None
    #: callable(boards) -> boards: what a game leaves out of a sequence's boards once it sees them all
    #: (bookkeeping that no action of the sequence reads)
    settle_sequence: object = None
    #: template name -> the fields that identify one of its facts across actions (the same thing, whatever its
    #: state); a fact of any other template is identified by its whole content
    identity: tuple = (("Entity", ("id",)), ("Permanent", ("id",)), ("Effect", ("id",)), ("MtgEffect", ("id",)),
                       ("Player", ("name",)), ("MtgPlayer", ("name",)), ("Keyword", ("entity", "name")))
    #: templates recomputed for each action (the step chain and effect slots of its board): replaced, not kept
    recomputed: tuple = ("NextStep", "Slot")

    #: the rule variant this game is seen through (a :class:`GameUnderRules` has one; the game itself: None)
    variant = None

    def stat_word(self, stat):
        """A stat as sentences name it ("Health", "HP", "life")."""
        return dict(self.stat_words).get(stat, stat.replace("_", " ").title())

    def destroyed_word(self, kind):
        return dict(self.destroyed_words).get(kind, "destroyed")

    @cached_property
    def cards(self):
        """The game's card files, validated against its mechanics (by lower-case name)."""
        return load_cards(self.cards_dir, self.registry, self.keywords, kinds=self.card_kinds, game=self.title,
                          unusable=self.unusable_card)

    @cached_property
    def engine_class(self):
        rules = rules_in(shared_sequence, *self.rule_modules)
        return compose_engine(f"{self.name.title()}Engine", rules)

    @cached_property
    def engine(self):
        """This game's engine with every rule, built once and reset for every scenario."""
        return self.engine_class()

    @cached_property
    def variants(self):
        """This game's named rule variants (:mod:`dealt.kb.variants`): name -> Variant, from
        ``kb/<game>/variants/``; the default rule set (the rules text) is not one of them."""
        from dealt.kb.variants import load_variants
        return load_variants(self.name, f"dealt.kb.{self.name}.variants", self.default_rules, self.registry)

    @cached_property
    def default_rules(self):
        """Every rule of the default rule set (the rules text), in definition order."""
        return rules_in(shared_sequence, *self.rule_modules)

    def variant_named(self, name):
        """The Variant called `name`, or None for the default rule set (KeyError for an unknown name)."""
        from dealt.kb.variants import DEFAULT
        if not name or name == DEFAULT:
            return None
        return self.variants[name]

    def rule_set_names(self):
        """The names a scenario's ``rules:`` may give for this game, the default first."""
        from dealt.kb.variants import DEFAULT
        return (DEFAULT, *self.variants)

    def engine_under(self, variant):
        """The engine with every rule of a variant (None: the default rules, :attr:`engine`)."""
        if variant is None:
            return self.engine
        engines = self.__dict__.setdefault("_variant_engines", {})
        if variant.name not in engines:
            engines[variant.name] = compose_engine(f"{self.name.title()}Engine", variant.compose(self.default_rules))()
        return engines[variant.name]

    def engine_for(self, board):
        """The engine for a board: with only the rule modules it needs (the fast path), or every rule.

        Each distinct set of modules (and of given mechanics) is composed once per process and reused;
        a rule module that no mechanic on the board or in the action uses cannot fire, nor can a rule
        asking for a mechanic that no effect or ability here has (:func:`rules_that_can_fire`), and
        leaving them out of the Rete network saves every join they would make.
        """
        if isinstance(board, (list, tuple)):           # a sequence: one engine for every action's board
            board = _union(board)
        variant = self.variant_named(getattr(board, "variant", None))
        if board.modules is None:
            return self.engine_under(variant)
        engines = self.__dict__.setdefault("_engines", {})
        given = frozenset((type(f), name, f[name]) for f in board.facts for name in getattr(f, "given_fields", ()))
        key = (board.modules, given, variant and variant.name)
        if key not in engines:
            load = getattr(self.rule_modules, "load", None)       # RuleModules: import only the needed ones
            modules = load(board.modules) if load else [m for m in self.rule_modules
                                                         if m.__name__.rsplit(".", 1)[-1] in board.modules]
            rules = rules_in(shared_sequence, *modules)
            if variant is not None:             # its rules in place of the default ones (added ones: all offered)
                rules = variant.compose(rules)
            rules = rules_that_can_fire(rules, board.facts)
            cls = compose_engine(f"{self.name.title()}Engine", rules)
            engines[key] = cls()
        return engines[key]

    def rules(self, variant=None):
        """Every rule of this game (of a variant's rule set, given its name): name -> experta Rule."""
        chosen = self.variant_named(variant)
        rules = self.default_rules if chosen is None else chosen.compose(self.default_rules)
        return {r.__name__: r for r in rules}

    def board(self, scenario):
        """Check a scenario against this game and turn it into facts (nothing declared yet), with the card
        table its libraries, inline cards and inline effects make (:mod:`dealt.kb.libraries`)."""
        import copy

        from dealt.kb.libraries import GameWithCards, card_table, sources_in_play
        scenario = copy.copy(scenario)
        scenario.board = [dict(e) for e in scenario.board]
        variant = self.rules_of(scenario)
        game = self if variant is None else GameUnderRules(self, variant)
        table, sources, inline = card_table(game, scenario, scenario.libraries)
        board = self.board_builder(game if table is None else GameWithCards(game, table, inline), scenario)
        board.variant = variant.name if variant else None
        board.sources = sources_in_play(self, scenario, table or self.cards, sources, board.derived)
        board.cards = table
        return board


    def rules_of(self, scenario):
        """The Variant a scenario is resolved under (None: the default rules), checked against this game's."""
        name = getattr(scenario, "rules", "") or ""
        try:
            return self.variant_named(name)
        except KeyError:
            from dealt.facts.errors import InputError
            where = getattr(scenario, "rules_from", "rules")
            problem = (f"{name!r} is not a rule set of {self.title}" +
                       (f"; {self.title} has only its default rules (the rules text)." if not self.variants else "."))
            line = None if where.startswith("--") else scenario.line_of("rules")
            raise InputError(scenario.file, where, problem, line=line,
                             allowed=", ".join(self.rule_set_names()) + " (`dealt variants` lists them)") from None


class GameUnderRules:
    """A game seen through one of its rule variants: its `registry` has the variant's mechanic changes, and
    `variant` is the Variant (for a board builder that allows a choice only one rule set reads)."""

    def __init__(self, game, variant):
        self._game = game
        self.variant = variant
        self.registry = variant.registry(game.registry)

    def __getattr__(self, name):
        return getattr(self._game, name)


def _union(boards):
    """One board standing for a sequence's boards, for :meth:`Game.engine_for`: every fact, every module."""
    from dealt.kb.board import Board
    modules = None if any(b.modules is None for b in boards) else frozenset().union(*(b.modules for b in boards))
    union = Board(facts=[f for b in boards for f in b.facts], entities={}, modules=modules)
    union.variant = getattr(boards[0], "variant", None) if boards else None   # one rule set for the whole sequence
    return union
