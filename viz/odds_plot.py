"""`dealt odds --plot`: each character's final Health distribution, one small bar chart each (matplotlib).

Only the characters whose result varies get a chart (a certain result is said once, under the charts).
A bar is a final value and its probability; the part of it where the character ends destroyed is
shaded. Where a chart has few bars each is labelled with its exact fraction (and its percentage, said
as the text says it: "<0.1%" for a chance too small to see as a bar). Drawn on matplotlib's Agg canvas
(or its SVG one, its words kept as text): no display is needed. The same odds give the same bytes (no
date, fixed SVG ids).
"""
import io
import math

from dealt.viz.odds_report import SMALLEST, certain_value, count, fraction, labelled, percent

FORMATS = ("png", "svg")
#: a chart with at most this many bars labels each one (its percentage)
LABELLED_BARS = 12
#: ... and with at most this many, each no longer than FRACTION_CHARS, with its exact fraction above it
FRACTION_BARS, FRACTION_CHARS = 6, 9
_ALIVE, _DESTROYED = "#4C72B0", "#C44E52"
_COLUMNS, _PANEL = 3, (3.8, 2.9)      # charts per row; inches per chart


def odds_plot(title, names, board, result, fmt):
    """The figure as bytes in `fmt` (png or svg); `names`: board id -> card (odds_report.character_names)."""
    import matplotlib
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    from matplotlib.patches import Patch

    m = result.marginals()
    destroyed = result.destroyed_at()
    before = {f["id"]: f["health"] for f in board.facts if type(f).__name__ == "Entity"}
    varying = [c for c, d in m["health"].items() if certain_value(d) is None]
    certain = [f"{labelled(c, names)} ends at {certain_value(d)}" for c, d in m["health"].items()
               if certain_value(d) is not None and (certain_value(d) != before.get(c) or m["dies"][c])]
    columns = max(1, min(_COLUMNS, len(varying)))
    rows = max(1, math.ceil(len(varying) / columns))
    with matplotlib.rc_context({"svg.hashsalt": "dealt", "svg.fonttype": "none", "font.size": 8}):
        figure = Figure(figsize=(_PANEL[0] * max(2, columns), _PANEL[1] * rows + 1.0), layout="constrained")
        FigureCanvasAgg(figure)
        figure.suptitle(f"{title}\nfinal {result.stat} over every random result "
                        f"({count(len(result.outcomes), 'distinct outcome')})", fontsize=10)
        if varying:
            axes = figure.subplots(rows, columns, squeeze=False).flat
            for c, ax in zip(varying, axes):         # (in this order, zip takes no axes past the last chart)
                _chart(ax, labelled(c, names), m["health"][c], destroyed[c], result.stat)
            for ax in list(axes):                    # the grid's unused places
                ax.set_axis_off()
        else:
            figure.text(0.5, 0.5, f"No character's final {result.stat} varies over the random results.",
                        ha="center", va="center")
        if any(any(d.values()) for d in destroyed.values()):
            figure.legend(handles=[Patch(color=_ALIVE, label="survives"), Patch(color=_DESTROYED, label="destroyed")],
                          loc="outside upper right", fontsize=7, frameon=False)
        if certain:
            figure.supxlabel("In every outcome: " + "; ".join(certain), fontsize=8, wrap=True)
        out = io.BytesIO()
        figure.savefig(out, format=fmt, dpi=110, metadata={"Date": None} if fmt == "svg" else {"Software": None})
    return out.getvalue()


def _chart(ax, title, dist, destroyed, stat):
    """One character's bars: x the final value, y its probability, the destroyed part shaded."""
    from matplotlib.ticker import MaxNLocator
    values = list(dist)
    alive = [float(dist[v] - destroyed.get(v, 0)) for v in values]
    dead = [float(destroyed.get(v, 0)) for v in values]
    ax.bar(values, alive, width=0.8, color=_ALIVE)
    ax.bar(values, dead, width=0.8, bottom=alive, color=_DESTROYED)
    ax.set_title(title, fontsize=9)
    ax.set_xlabel(f"final {stat}")
    ax.set_ylabel("probability")
    top = float(max(dist.values()))
    ax.set_ylim(0, top * 1.3)                    # room for the labels above the tallest bar
    ax.set_yticks([t for t in MaxNLocator(5).tick_values(0, top) if 0 <= t <= 1])
    if len(values) <= 15:
        ax.set_xticks(values)                    # every possible value is marked, however small its chance
    else:
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
        ax.set_xticks(values, minor=True)
    ax.set_xlim(min(values) - 0.7, max(values) + 0.7)
    if len(values) <= LABELLED_BARS:
        exact = len(values) <= FRACTION_BARS and all(len(fraction(p)) <= FRACTION_CHARS for p in dist.values())
        for v in values:
            p = dist[v]
            ax.annotate(f"{fraction(p)}\n{percent(p)}" if exact else percent(p), (v, float(p)), xytext=(0, 2),
                        textcoords="offset points", ha="center", va="bottom", fontsize=7)
    else:                                        # too many to label: say which bars are too small to see
        small = [v for v in values if dist[v] < SMALLEST]
        if small:
            ax.text(0.02, 0.97, f"below 0.1% each: {_ranges(small)}", transform=ax.transAxes, fontsize=7,
                    va="top")
    ax.spines[["top", "right"]].set_visible(False)


def _ranges(values):
    """Sorted whole numbers as runs: 14-22, 25."""
    runs = []
    for v in values:
        if runs and v == runs[-1][1] + 1:
            runs[-1][1] = v
        else:
            runs.append([v, v])
    return ", ".join(f"{a}" if a == b else f"{a}-{b}" for a, b in runs)
