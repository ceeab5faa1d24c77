"""The `dealt` command: resolve a scenario, explain why, draw the explanation graph.

Bad input exits 2 with one paragraph naming the file, the place and what is
allowed; nothing is printed half-done and no traceback is shown.
"""
import argparse
import json
import os
import sys

EXIT_BAD_INPUT = 2


def _load(path):
    from dealt.facts.scenario import load_scenario
    from dealt.kb import GAME_MODULES, PLANNED_GAMES, load_game
    from dealt.inference.outcome import resolve
    scenario = load_scenario(path, tuple(GAME_MODULES), PLANNED_GAMES)
    return resolve(load_game(scenario.game), scenario)


def cmd_resolve(args):
    outcome = _load(args.scenario)
    if args.json:
        return json.dumps(outcome.to_json(), indent=2)
    from dealt.viz.report import outcome_text
    return outcome_text(outcome)


def cmd_why(args):
    from dealt.inference.why import explain, render_text
    explanation = explain(_load(args.scenario), args.subject)
    if args.json:
        return json.dumps(explanation, indent=2)
    return render_text(explanation)


def cmd_graph(args):
    from dealt.facts.errors import InputError
    from dealt.viz.graph import FORMATS, explanation_graph, render
    suffix = args.output.rsplit(".", 1)[-1].lower() if "." in args.output else ""
    if suffix not in FORMATS:
        raise InputError(args.output, "", "the output file name must end in a graph format.",
                         allowed=", ".join("." + f for f in FORMATS))
    outcome = _load(args.scenario)
    events = None
    title = f"{outcome.game.title}: {args.scenario}"
    if args.subject:
        from dealt.inference.why import explain
        explanation = explain(outcome, args.subject)
        events = [outcome.event(e["id"]) for e in explanation["events"]]
        title += f" - why {args.subject}"
    try:
        path = render(explanation_graph(outcome, events), args.output, title=title)
    except OSError as exc:
        raise InputError(args.output, "", f"cannot be written ({exc.strerror or exc}).")
    return f"wrote {path}"


def cmd_mechanics(args):
    from dealt.kb import load_game
    game = load_game(args.game)
    return f"{game.title} mechanics (card files name these):\n" + game.registry.describe()


def parser():
    p = argparse.ArgumentParser(prog="dealt", description="Resolve card-game damage and show why.")
    sub = p.add_subparsers(dest="command", required=True)
    r = sub.add_parser("resolve", help="the outcome: final board and each damage event")
    r.add_argument("scenario")
    r.add_argument("--json", action="store_true")
    r.set_defaults(run=cmd_resolve)
    w = sub.add_parser("why", help="the chain of rulings behind an event's or a character's result")
    w.add_argument("scenario")
    w.add_argument("subject", help="an event id (e1), a board id, or the name of a card on the board")
    w.add_argument("--json", action="store_true")
    w.set_defaults(run=cmd_why)
    g = sub.add_parser("graph", help="draw the explanation graph (svg, png, pdf or dot)")
    g.add_argument("scenario")
    g.add_argument("--for", dest="subject", help="only the events of this event, board id or card")
    g.add_argument("-o", "--output", required=True, help="OUT.svg, OUT.png, OUT.pdf or OUT.dot")
    g.set_defaults(run=cmd_graph)
    m = sub.add_parser("mechanics", help="list a game's mechanics and their parameters")
    m.add_argument("game", nargs="?", default="hearthstone")
    m.set_defaults(run=cmd_mechanics)
    return p


def main(argv=None):
    args = parser().parse_args(argv)
    from dealt.facts.errors import InputError
    try:
        text = args.run(args)
    except InputError as exc:
        print(f"dealt: error: {exc.message()}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:         # e.g. `dealt resolve ... | head`: the reader went away
        return 0
    except Exception as exc:  # never a traceback for a user; say what broke
        print(f"dealt: internal error: {type(exc).__name__}: {exc}. Please report it with the scenario file.",
              file=sys.stderr)
        return 1
    try:
        print(text)
        sys.stdout.flush()
    except BrokenPipeError:         # the reader went away: silence the final flush too
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


if __name__ == "__main__":
    sys.exit(main())
