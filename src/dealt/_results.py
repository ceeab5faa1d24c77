"""What the Python API gives back: an outcome, its explanations and graph, odds, orders and a diff.

Each is a thin view over what the CLI prints: ``text`` (and ``str()``) is the command's text output,
``to_json()`` its ``--json``, so a notebook and a terminal say the same thing. In Jupyter each shows itself:
an outcome as its report (board before and after, events, rulings), an explanation, odds, orders and a diff
as their text, a graph as its drawing (``_repr_html_``, ``_repr_svg_``).
"""
from __future__ import annotations

import html
from fractions import Fraction
from typing import Any

import networkx as nx


def _pre(text: str, title: str = "") -> str:
    """Text output as HTML: escaped, in a <pre> block (what a notebook shows for a text result)."""
    head = f'<div style="font-weight:bold;margin-bottom:4px">{html.escape(title)}</div>' if title else ""
    return (f'<div class="dealt">{head}<pre style="white-space:pre-wrap;font-size:12px;line-height:1.35">'
            f"{html.escape(text)}</pre></div>")


class _Shown:
    """A result that has a text output: ``text``, ``str()``, and a notebook's HTML of that text."""

    text: str
    _title: str = ""

    def __str__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        return _pre(self.text, self._title)


class ExplanationGraph(nx.DiGraph):
    """The explanation graph (a networkx DiGraph whose attributes are Graphviz's), which draws itself.

    ``svg()`` is its drawing as SVG text, ``render(fmt)`` as bytes (svg, png, pdf, dot), ``draw(path)`` writes
    it (the format from the file's extension, as `dealt graph -o`); a notebook shows the SVG.
    """

    title: str = ""

    def render(self, fmt: str = "svg") -> bytes:
        from dealt.viz.graph import render
        return render(self, fmt, title=self.title)

    def svg(self) -> str:
        return self.render("svg").decode("utf-8")

    def draw(self, path: str) -> str:
        """Write the drawing to `path` (.svg, .png, .pdf or .dot) and return the path written."""
        from dealt.viz.graph import FORMATS
        from dealt.viz.output import check_target, write_file
        return str(write_file(path, self.render(check_target(path, FORMATS))))

    def _repr_svg_(self) -> str:
        return self.svg()


class Explanation(_Shown):
    """Why a subject ended as it did (`dealt why`): ``text``, ``to_json()``, and its ``graph()``."""

    def __init__(self, outcome: "Outcome", subject: str):
        from dealt.inference.why import explain
        from dealt.viz.report import why_text
        self._outcome, self.subject = outcome, subject
        self._data = explain(outcome._outcome, subject)
        self.kind: str = self._data["kind"]
        self.text: str = why_text(outcome._outcome, subject)
        self._title = f"why {subject}"

    @property
    def events(self) -> list[dict]:
        """The subject's events, each with its rulings in order (``steps``), what they did and why-nots."""
        return self._data["events"]

    def to_json(self) -> dict:
        """What `dealt why --json` prints."""
        return {**self._data, "rules": self._outcome.rules, "cards": self._outcome.cards}

    def graph(self) -> ExplanationGraph:
        """The explanation graph of this subject's events alone (`dealt graph --for`)."""
        return self._outcome.graph(self.subject)

    def __repr__(self) -> str:
        return f"<dealt.Explanation why {self.subject!r} ({self.kind}, {len(self.events)} event(s))>"


class WhyNot(_Shown):
    """Why the effects that could have acted on a subject's events did not (`dealt why-not`)."""

    def __init__(self, outcome: "Outcome", subject: str):
        from dealt.inference.why import explain, why_not_part
        from dealt.viz.report import why_not_output
        self._outcome, self.subject = outcome, subject
        self._data = why_not_part(explain(outcome._outcome, subject))
        self.kind: str = self._data["kind"]
        self.text: str = why_not_output(outcome._outcome, subject)
        self._title = f"why not: {subject}"

    def to_json(self) -> dict:
        """What `dealt why-not --json` prints."""
        d = self._data
        return {"subject": d["subject"], "kind": d["kind"], "rules": self._outcome.rules, "events": d["events"],
                "not_touched": d["not_touched"]}

    def __repr__(self) -> str:
        return f"<dealt.WhyNot {self.subject!r} ({self.kind})>"


class Outcome(_Shown):
    """A resolved scenario: the board before and after, each damage event, and the rulings behind them."""

    def __init__(self, outcome: Any):
        self._outcome = outcome
        self._text: str | None = None

    @property
    def game(self) -> str:
        """The game's name (hearthstone, riftbound, sentinels, mtg)."""
        return self._outcome.game.name

    @property
    def rules(self) -> str:
        """The rule set it was resolved under: ``default`` (the rules text) or a variant's name."""
        return self._outcome.rules

    @property
    def board(self) -> dict[str, dict]:
        """Each board id's state after resolving (its card, kind, stats, destroyed, keywords...)."""
        return self._outcome.board

    @property
    def before(self) -> dict[str, dict]:
        """Each board id's state as the scenario gave it, before the (first) action."""
        return self._outcome.before

    @property
    def players(self) -> dict[str, dict]:
        """Each player's state after resolving (life, poison, hand... as the game has them)."""
        return self._outcome.players

    @property
    def events(self) -> list[dict]:
        """Each damage event in creation order: source, target, proposed, dealt, lost, prevented, and its
        ledger of rulings (``steps``: rule, card, before and after amounts, citation)."""
        return self.to_json()["events"]

    @property
    def fired(self) -> list[str]:
        """The rules that fired, in firing order (housekeeping left out)."""
        return list(self._outcome.fired)

    @property
    def cards(self) -> list[dict]:
        """Where each modelled card in play came from: {card, from, replaces_bundled}."""
        return self._outcome.sources

    @property
    def unmodelled(self) -> list[dict]:
        """The cards in play whose text Dealt does not fully model, with the part it does not read."""
        return self._outcome.unmodelled

    @property
    def text(self) -> str:
        """What `dealt resolve` prints."""
        if self._text is None:
            from dealt.viz.report import outcome_text
            self._text = outcome_text(self._outcome)
        return self._text

    def why(self, subject: str) -> Explanation:
        """Why `subject` (an event id, a board id, a card or effect, a rule or a player) ended as it did."""
        return Explanation(self, subject)

    def why_not(self, subject: str) -> WhyNot:
        """Why the effects that could have acted on `subject`'s events did not: the condition that failed."""
        return WhyNot(self, subject)

    def graph(self, subject: str | None = None, detail: str = "auto") -> ExplanationGraph:
        """The explanation graph (networkx), of every event or of `subject`'s alone; `detail` as `dealt graph
        --detail` (auto, events, rulings, all)."""
        from dealt.viz.graph import graph_of, graph_title
        drawn = ExplanationGraph(graph_of(self._outcome, subject, detail))
        drawn.title = graph_title(self._outcome, subject)
        return drawn

    def to_json(self) -> dict:
        """What `dealt resolve --json` prints."""
        return self._outcome.to_json()

    def __repr__(self) -> str:
        s = self._outcome.scenario
        return (f"<dealt.Outcome {self.game}: {s.file} (rules: {self.rules}; {len(self._outcome.events)} "
                f"damage event(s))>")


def _fractions(d: dict) -> dict:
    return {k: Fraction(v) for k, v in d.items()}


class Odds(_Shown):
    """The exact probability of every outcome over all random results (`dealt odds`)."""

    def __init__(self, game: Any, scenario: Any, result: Any, exact: bool = False):
        from dealt.viz.odds_report import odds_output_json, odds_output_text
        self._result = result
        self.text: str = odds_output_text(game, scenario, result, exact=exact)
        self._json = odds_output_json(game, scenario, result)
        m = result.marginals()
        #: board id -> final value (Health, HP, ...) -> its exact probability
        self.health: dict[str, dict[int, Fraction]] = {c: _fractions(d) for c, d in m["health"].items()}
        #: board id -> the probability that it is destroyed
        self.destroyed: dict[str, Fraction] = _fractions(m["dies"])
        #: total damage dealt -> its probability
        self.total_damage: dict[int, Fraction] = _fractions(m["total_damage"])
        #: with rule=: the probability that the rule fires (or the card acts); else None
        self.rule_fires: Fraction | None = Fraction(m["rule_fires"]) if result.acting else None
        self._title = "odds"

    def to_json(self) -> dict:
        """What `dealt odds --json` prints: every probability as an exact fraction and a float."""
        return self._json

    def __repr__(self) -> str:
        return f"<dealt.Odds {len(self._result.outcomes)} distinct outcome(s)>"


class Orders(_Shown):
    """Every distinct outcome over the orders a player may choose (`dealt orders`)."""

    def __init__(self, game: Any, scenario: Any, result: Any):
        from dealt.viz.orders import orders_output_json, orders_output_text
        self._result = result
        self.text: str = orders_output_text(game, scenario, result)
        self._json = orders_output_json(game, scenario, result)
        self._title = "orders"

    @property
    def outcomes(self) -> list[dict]:
        """Each distinct outcome, with how many orders give it and one (or every) order that does."""
        return self._json["outcomes"]

    def to_json(self) -> dict:
        """What `dealt orders --json` prints."""
        return self._json

    def __repr__(self) -> str:
        return f"<dealt.Orders {len(self.outcomes)} distinct outcome(s)>"


class Diff(_Shown):
    """Where two resolutions part (`dealt diff`): characters, players, events and the first ruling."""

    def __init__(self, diff: Any, title: str):
        from dealt.viz.diff_report import diff_text
        self._diff = diff
        self.text: str = diff_text(diff, title)
        self._title = title

    @property
    def differs(self) -> bool:
        return self._diff.differs

    def to_json(self) -> dict:
        """What `dealt diff --json` prints."""
        return self._diff.to_json()

    def __repr__(self) -> str:
        return f"<dealt.Diff {'differs' if self.differs else 'no difference'}: {self._title}>"
