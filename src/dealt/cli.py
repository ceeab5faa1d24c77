"""The `dealt` command: resolve a scenario, explain why, draw the explanation graph.

Bad input exits 2 with one paragraph naming the file, the place and what is
allowed; nothing is printed half-done and no traceback is shown.
"""
import argparse
import json
import sys

EXIT_BAD_INPUT = 2


def _scenario(args):
    """The scenario file of a command, with the card libraries given by --cards."""
    from dealt.facts.scenario import load_scenario
    from dealt.kb import GAME_MODULES, PLANNED_GAMES
    scenario = load_scenario(args.scenario, tuple(GAME_MODULES), PLANNED_GAMES)
    scenario.libraries = tuple(args.cards or ())
    if getattr(args, "rules", None):             # the command line's rule set over the file's
        scenario.rules, scenario.rules_from = args.rules, "--rules"
    return scenario


def _load(args):
    from dealt.kb import load_game
    from dealt.inference.outcome import resolve
    scenario = _scenario(args)
    return resolve(load_game(scenario.game), scenario)


def cmd_resolve(args):
    outcome = _load(args)
    if args.json:
        return json.dumps(outcome.to_json(), indent=2)
    from dealt.viz.report import outcome_text
    return outcome_text(outcome)


def cmd_why(args):
    from dealt.inference.why import explain
    outcome = _load(args)
    if args.json:
        return json.dumps({**explain(outcome, args.subject), "rules": outcome.rules, "cards": outcome.sources},
                          indent=2)
    from dealt.viz.report import why_text
    return why_text(outcome, args.subject)


def cmd_why_not(args):
    from dealt.inference.why import explain, why_not_part
    outcome = _load(args)
    if args.json:
        part = why_not_part(explain(outcome, args.subject))
        return json.dumps({"subject": part["subject"], "kind": part["kind"], "rules": outcome.rules,
                           "events": part["events"], "not_touched": part["not_touched"]}, indent=2)
    from dealt.viz.report import why_not_output
    return why_not_output(outcome, args.subject)


def cmd_graph(args):
    from dealt.viz.graph import FORMATS, graph_of, graph_title, render
    from dealt.viz.output import check_target, write_file
    fmt = check_target(args.output, FORMATS)      # before any work: a path that can never be written
    outcome = _load(args)
    try:
        data = render(graph_of(outcome, args.subject, args.detail), fmt, title=graph_title(outcome, args.subject))
    except OSError as exc:
        from dealt.viz.output import failure
        raise failure(args.output, exc) from None
    return f"wrote {write_file(args.output, data)}"


def cmd_odds(args):
    from dealt.inference.odds import odds
    from dealt.kb import load_game
    from dealt.viz.odds_report import odds_output_json, odds_output_text
    fmt = None
    if args.plot:
        from dealt.viz.odds_plot import FORMATS
        from dealt.viz.output import check_target
        fmt = check_target(args.plot, FORMATS, kind="plot")     # before any work, as `dealt graph -o`
    scenario = _scenario(args)
    game = load_game(scenario.game)
    result = odds(game, scenario, args.rule or "", _budget(args, "odds"))
    wrote = None
    if fmt:
        from dealt.viz.odds_plot import odds_plot
        from dealt.viz.odds_report import character_names
        from dealt.viz.output import write_file
        board = game.board(scenario)
        wrote = write_file(args.plot, odds_plot(f"{game.title}: {args.scenario}", character_names(scenario, board),
                                                board, result, fmt))
    if args.json:
        return json.dumps({**odds_output_json(game, scenario, result), **({"plot": str(wrote)} if wrote else {})},
                          indent=2)
    text = odds_output_text(game, scenario, result, exact=args.exact)
    return text + (f"\n\nwrote {wrote}" if wrote else "")


def _budget(args, command):
    from dealt.inference.search_budget import SearchBudget
    return SearchBudget(args.scenario, command, args.max_states, args.timeout)


def cmd_orders(args):
    from dealt.inference.order_outcomes import every_order
    from dealt.kb import load_game
    from dealt.viz.orders import orders_output_json, orders_output_text
    scenario = _scenario(args)
    game = load_game(scenario.game)
    result = every_order(game, scenario, _budget(args, "orders"))
    if args.json:
        return json.dumps(orders_output_json(game, scenario, result), indent=2)
    return orders_output_text(game, scenario, result)


def cmd_sweep(args):
    """`dealt sweep TEMPLATE`: every generated scenario resolved; the report, or JSON lines as findings arrive."""
    from dealt.sweep import Settings, run_sweep, save_finding
    from dealt.sweep.report import finding_json, report_text
    from dealt.viz.output import write_stdout
    settings = Settings(rules=args.rules or "", against=args.against or "", orders=not args.no_orders,
                        libraries=tuple(args.cards or ()), timeout=args.timeout)
    saved = []

    def found(finding):
        if args.json:
            write_stdout(json.dumps(finding_json(finding), sort_keys=True))
        if args.save:
            saved.append(finding)
    from dealt.batch.local import default_workers
    workers = args.workers or default_workers()
    report = run_sweep(args.template, settings, workers=workers, limit=args.limit, scheduler=args.scheduler,
                       on_finding=found)
    wrote = [str(save_finding(report.template, f, args.save)) for f in sorted(saved, key=lambda f: f["index"])]
    text = json.dumps(report.summary_json(), sort_keys=True) if args.json else report_text(report)
    if wrote and not args.json:
        text += f"\nwrote {len(wrote)} scenario file(s) to {args.save}"
    if args.exit_code and any(report.counts[k] for k in ("order", "variant", "error")):
        write_stdout(text)
        raise SweepFound()
    return text


class SweepFound(Exception):
    """`dealt sweep --exit-code` found an outcome that depends on the order or the rule set, or an error: exit 1."""


def cmd_record(args):
    from dealt.testing.record import record_ruling, write_ruling
    if args.output is None:
        return record_ruling(args.scenario, libraries=tuple(args.cards or ()), rules=args.rules).rstrip("\n")
    return f"wrote {write_ruling(args.scenario, args.output, args.force, tuple(args.cards or ()), args.rules)}"


class _Differs(Exception):
    """`dealt diff --exit-code` found a difference: its text is printed, and the exit code is 1."""

    def __init__(self, text):
        self.text = text


def cmd_diff(args):
    from dealt.facts.errors import InputError
    from dealt.inference.diff import diff_scenario
    from dealt.viz.diff_report import diff_text
    if args.other is None and not args.against:
        raise InputError(args.scenario, "--against", "dealt diff compares two resolutions: a scenario under two rule "
                         "sets needs --against (and --rules, else the file's own rules), or give two scenario files.",
                         allowed="dealt diff SCENARIO --rules A --against B, or dealt diff SCENARIO OTHER")
    diff = diff_scenario(args.scenario, args.rules, args.against, args.other, tuple(args.cards or ()))
    title = f"dealt diff: {args.scenario}" + (f" and {args.other}" if args.other else "")
    text = json.dumps(diff.to_json(), indent=2) if args.json else diff_text(diff, title)
    if args.exit_code and diff.differs:
        raise _Differs(text)
    return text


def cmd_corpus(args):
    from dealt.corpus import corpus_command
    text, code = corpus_command(args)
    if code:
        raise _Differs(text)          # the report, then exit 1 (a ruling failed, a file errored, or --exit-code)
    return text


def cmd_variants(args):
    from dealt.kb import GAME_MODULES, load_game
    from dealt.viz.variants_report import variants_json, variants_text
    games = [load_game(name) for name in ([args.game] if args.game else GAME_MODULES)]
    return json.dumps(variants_json(games), indent=2) if args.json else variants_text(games)


def cmd_mechanics(args):
    from dealt.kb import load_game
    game = load_game(args.game)
    return f"{game.title} mechanics (card files name these):\n" + game.registry.describe()


def cmd_check(args):
    from dealt.check import CheckFailed, check
    problems, files = check(args.paths)
    if problems:
        raise CheckFailed(problems, files)
    return f"checked {files} file(s): no problems"


def cmd_card(args):
    from dealt.card import card_text
    return card_text(args.name, args.game)


def cmd_coverage(args):
    from dealt.coverage import coverage, coverage_text
    from dealt.kb import load_game
    from dealt.kb.hearthstone.carddb import card_index
    report = coverage(load_game(args.game), card_index())
    return json.dumps(report, indent=2) if args.json else coverage_text(report)


def cmd_new_card(args):
    from dealt.new_card import new_card
    return new_card(args.name, args.game, args.output)


def _count(text):
    """A whole number of at least 1 (an argparse type)."""
    try:
        value = int(text.replace("_", "").replace(",", ""))
    except ValueError:
        value = 0
    if value < 1 or len(text) > 20:
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a whole number of at least 1")
    return value


def _seconds(text):
    """A number of seconds above 0 (an argparse type)."""
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a number of seconds above 0")
    return value


def _budget_options(p, states):
    from dealt.inference.search_budget import DEFAULT_TIMEOUT
    p.add_argument("--max-states", type=_count, metavar="N", help=f"the most {states} to explore; past it, stop with exit 2")
    p.add_argument("--timeout", type=_seconds, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                   help=f"stop (exit 2) after this many seconds (default {DEFAULT_TIMEOUT:g})")


class _Parser(argparse.ArgumentParser):
    """argparse, except that help that cannot be written is said (argparse drops the write's error silently)."""

    def print_help(self, file=None):
        if file is not None:
            return super().print_help(file)
        from dealt.viz.output import write_stdout
        write_stdout(self.format_help().rstrip("\n"))


def _cards_option(p):
    p.add_argument("--cards", action="append", metavar="DIR",
                   help="a card library folder (repeatable): its cards are used before the bundled ones")
    _rules_option(p)


def _rules_option(p, name="--rules", help=None):
    p.add_argument(name, metavar="NAME", help=help or "the rule set to resolve under, over the file's `rules:` "
                   "(default: the rules text; `dealt variants` lists each game's)")


def parser():
    p = _Parser(prog="dealt", description="Resolve card-game damage and show why.")
    sub = p.add_subparsers(dest="command", required=True)
    r = sub.add_parser("resolve", help="the outcome: final board and each damage event")
    r.add_argument("scenario")
    _cards_option(r)
    r.add_argument("--json", action="store_true")
    r.set_defaults(run=cmd_resolve)
    w = sub.add_parser("why", help="the chain of rulings behind an event's or a character's result")
    w.add_argument("scenario")
    _cards_option(w)
    w.add_argument("subject", help="an event id (e1), a board id, a card or effect in play (also one that never "
                   "acted), the action's card (its events), a rule or a player; case does not matter")
    w.add_argument("--json", action="store_true")
    w.set_defaults(run=cmd_why)
    wn = sub.add_parser("why-not", help="only why the effects in play that could have acted on a subject's events "
                        "did not: the condition of their rules that failed, with its values")
    wn.add_argument("scenario")
    _cards_option(wn)
    wn.add_argument("subject", help="as for why: an event, a board id, a card or effect in play, a rule, a player")
    wn.add_argument("--json", action="store_true")
    wn.set_defaults(run=cmd_why_not)
    g = sub.add_parser("graph", help="draw the explanation graph (svg, png, pdf or dot)")
    g.add_argument("scenario")
    _cards_option(g)
    g.add_argument("--for", dest="subject", help="only the events of this subject (as for why)")
    g.add_argument("-o", "--output", required=True, help="OUT.svg, OUT.png, OUT.pdf or OUT.dot")
    g.add_argument("--detail", choices=("auto", "events", "rulings", "all"), default="auto",
                   help="one box per event (every missile), one box per ruling (a long chain of missiles: one box "
                        "per target), all (every missile, every ruling), or (auto) rulings up to 6 events")
    g.set_defaults(run=cmd_graph)
    o = sub.add_parser("odds", help="the exact probability of every outcome over all random results")
    o.add_argument("scenario")
    _cards_option(o)
    o.add_argument("--rule", help="also give the probability that this rule fires, or that this card acts (a "
                   "ruling of its own fires): a rule's or a card's name, case does not matter")
    o.add_argument("--exact", action="store_true", help="each probability as an exact fraction too")
    o.add_argument("--plot", metavar="OUT.png|svg", help="draw each character's final Health distribution")
    o.add_argument("--json", action="store_true", help="every probability as an exact fraction and a float")
    _budget_options(o, "merged states (default 2,000,000)")
    o.set_defaults(run=cmd_odds)
    d = sub.add_parser("orders", help="every distinct outcome over all the orders a player may choose "
                       "(Sentinels modifiers, Magic replacement effects)")
    d.add_argument("scenario")
    _cards_option(d)
    d.add_argument("--json", action="store_true")
    _budget_options(d, "merged order states (Sentinels, default 2,000,000) or orders resolved (Magic, default 1,000)")
    d.set_defaults(run=cmd_orders)
    c = sub.add_parser("record", help="write a ruling file from the current outcome, for the author to read and correct")
    c.add_argument("scenario")
    c.add_argument("-o", "--output", metavar="RULING.yaml", help="the ruling file to write (default: standard output)")
    c.add_argument("--force", action="store_true", help="replace RULING.yaml if it exists")
    _cards_option(c)
    c.set_defaults(run=cmd_record)
    s = sub.add_parser("sweep", help="a scenario with placeholders expanded over sets of cards: the outcomes that "
                       "depend on the order, on the rule set, or that fail to resolve")
    s.add_argument("template", help="a scenario file with a sweep: section (examples/sweeps/)")
    _cards_option(s)
    s.add_argument("--against", metavar="NAME", help="also resolve under this rule set and list what differs")
    s.add_argument("--workers", type=_count, metavar="N", help="local worker processes (default: the CPUs; 1 runs "
                   "in this process)")
    s.add_argument("--scheduler", metavar="ADDRESS", help="run the tasks on a Dask cluster (its scheduler's address)")
    s.add_argument("--limit", type=_count, metavar="N", help="only the first N generated scenarios")
    s.add_argument("--no-orders", action="store_true", help="do not search the orders a player may choose")
    s.add_argument("--save", metavar="DIR", help="write each listed scenario as a scenario file in DIR")
    s.add_argument("--json", action="store_true", help="JSON lines: each finding as it arrives, then a summary")
    s.add_argument("--exit-code", action="store_true", help="exit 1 when anything is listed")
    s.add_argument("--timeout", type=_seconds, default=30.0, metavar="SECONDS",
                   help="each scenario's order search stops (and is listed as failing) after this long")
    s.set_defaults(run=cmd_sweep)
    from dealt.kb import GAME_MODULES
    df = sub.add_parser("diff", help="resolve a scenario under two rule sets (or two scenarios) and show where "
                        "they part: each character's result, each event's amount, the first ruling that differs")
    df.add_argument("scenario")
    df.add_argument("other", nargs="?", help="a second scenario to compare with the first (instead of --against)")
    df.add_argument("--cards", action="append", metavar="DIR", help="a card library folder (repeatable)")
    _rules_option(df, help="the rule set of A (default: the file's own `rules:`, else the rules text)")
    _rules_option(df, "--against", help="the rule set of B")
    df.add_argument("--json", action="store_true")
    df.add_argument("--exit-code", action="store_true", help="exit 1 when the two differ (as `git diff --exit-code`)")
    df.set_defaults(run=cmd_diff)
    cp = sub.add_parser("corpus", help="run every ruling and scenario file under the paths (rulings pass or fail; "
                        "with --against, the files whose outcome differs between two rule sets), in parallel")
    cp.add_argument("paths", nargs="+", metavar="PATH", help="ruling or scenario files, or folders holding them")
    _rules_option(cp, help="the rule set to run every file under, over each file's `rules:`")
    _rules_option(cp, "--against", help="also resolve each file under this rule set and list those that differ")
    cp.add_argument("--workers", type=_count, metavar="N", help="local worker processes (default: the CPU count)")
    cp.add_argument("--scheduler", metavar="ADDRESS", help="run on the Dask cluster of this scheduler (tcp://HOST:PORT)")
    cp.add_argument("--json", action="store_true", help="one JSON line per file as it completes, then a summary line")
    cp.add_argument("--out", metavar="FILE", help="the journal: every result as a JSON line, written as it arrives "
                    "(default: a file under the cache folder, printed at the end)")
    cp.add_argument("--resume", action="store_true", help="skip the files whose result the journal holds")
    cp.add_argument("--exit-code", action="store_true", help="also exit 1 when some file differs (with --against)")
    cp.set_defaults(run=cmd_corpus)
    va = sub.add_parser("variants", help="each game's rule sets: the default (the rules text) and its named "
                        "variants, with every rule in which each one departs from the text")
    va.add_argument("game", nargs="?", choices=tuple(GAME_MODULES))
    va.add_argument("--json", action="store_true")
    va.set_defaults(run=cmd_variants)
    m = sub.add_parser("mechanics", help="list a game's mechanics and their parameters")
    m.add_argument("game", nargs="?", default="hearthstone", choices=tuple(GAME_MODULES))
    m.set_defaults(run=cmd_mechanics)
    c = sub.add_parser("check", help="check card files and ruling files without running them (every problem at once)")
    c.add_argument("paths", nargs="*", metavar="PATH", help="card or ruling files or folders (default: the bundled "
                   "card files)")
    c.set_defaults(run=cmd_check)
    k = sub.add_parser("card", help="a card as the game's database has it and as Dealt models it")
    k.add_argument("name", help="the card's English name (or a Hearthstone id)")
    k.add_argument("--game", choices=tuple(GAME_MODULES), help="the card's game (default: the first game that has it)")
    k.set_defaults(run=cmd_card)
    v = sub.add_parser("coverage", help="how many of a game's damage cards Dealt models (by hand or derived from "
                       "their text), and the clauses it does not read yet")
    v.add_argument("game", choices=("hearthstone",), help="the game whose card database is counted")
    v.add_argument("--json", action="store_true")
    v.set_defaults(run=cmd_coverage)
    n = sub.add_parser("new", help="write a new file for the author to complete (new card NAME)")
    new = n.add_subparsers(dest="what", required=True)
    nc = new.add_parser("card", help="a card file for a database card, its printed text and the mechanics Dealt "
                        "proposes for it, marked for the author to confirm")
    nc.add_argument("name", help="the card's English name or id")
    nc.add_argument("--game", choices=tuple(GAME_MODULES), default="hearthstone")
    nc.add_argument("-o", "--output", default=".", metavar="DIR",
                    help="the library folder to write into (its <game>/ subfolder unless it is named after the game)")
    nc.set_defaults(run=cmd_new_card)
    return p


def _say(text):
    """One line on stderr; if even stderr cannot be written, there is no one left to tell."""
    try:
        print(text, file=sys.stderr)
    except (OSError, ValueError):
        pass


def main(argv=None):
    from dealt.viz.output import OutputError, write_stdout
    try:
        args = parser().parse_args(argv)
    except OutputError as exc:      # --help could not be written
        _say(f"dealt: error: {exc.message()}")
        return exc.exit_code
    from dealt.facts.errors import InputError
    differs = False
    try:
        text = args.run(args)
    except _Differs as found:             # `dealt diff --exit-code`: the difference, then exit 1
        text, differs = found.text, True
    except InputError as exc:
        _say(f"dealt: error: {exc.message()}")
        return EXIT_BAD_INPUT
    except OutputError as exc:      # the output could not be written: the user's path (2) or the machine (1)
        _say(f"dealt: error: {exc.message()}")
        return exc.exit_code
    except SweepFound:
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:         # e.g. `dealt resolve ... | head`: the reader went away
        return 0
    except MemoryError:             # a last resort: the input limits (README, Limits) should stop it first
        print("dealt: error: out of memory resolving this scenario (the README's Limits give the sizes Dealt "
              "reads). Please report it with the scenario file.", file=sys.stderr)
        return 1
    except Exception as exc:  # never a traceback for a user; say what broke
        _say(f"dealt: internal error: {type(exc).__name__}: {exc}. Please report it with the scenario file.")
        return 1
    try:
        write_stdout(text)
    except OutputError as exc:      # e.g. `dealt resolve ... > /dev/full`
        _say(f"dealt: error: {exc.message()}")
        return exc.exit_code
    return 1 if differs else 0


if __name__ == "__main__":
    sys.exit(main())
