"""What a sweep found, as it arrives: counts of every kind, and the scenarios worth a look, as text or JSON.

Only the findings are kept (an outcome that depends on the order, on the rule set, or a scenario that fails to
resolve), at most :data:`KEPT` of each kind (their counts stay exact), so the report's memory does not grow
with the sweep.
"""
from dataclasses import dataclass, field

from dealt.sweep.template import said

#: findings of one kind kept for the text report (the JSON lines stream every one)
KEPT = 200
KINDS = (("order", "Outcomes that depend on the order a player chooses"),
         ("variant", "Outcomes that depend on the rule set"),
         ("error", "Scenarios that fail to resolve"))


@dataclass
class SweepReport:
    template: object
    rules: str = ""
    against: str = ""
    orders: bool = True
    limit: int = None
    counts: dict = field(default_factory=lambda: {"scenarios": 0, "resolved": 0, "order": 0, "variant": 0,
                                                  "error": 0})
    findings: dict = field(default_factory=lambda: {kind: [] for kind, _ in KINDS})
    seconds: float = 0.0
    tasks: int = 0

    @property
    def total(self):
        return len(self.template.indexes(self.limit))

    def add(self, task_result):
        """Count one task's scenarios and keep its findings."""
        self.tasks += 1
        for key, n in task_result["counts"].items():
            self.counts[key] += n
        for finding in task_result["findings"]:
            for kind in finding["kinds"]:
                kept = self.findings[kind]
                if len(kept) < KEPT:
                    kept.append(finding)

    def sorted_findings(self, kind):
        return sorted(self.findings[kind], key=lambda f: f["index"])

    def summary_json(self):
        t = self.template
        return {"summary": {"template": t.file, "game": t.game, "rules": self.rules or "default",
                            **({"against": self.against} if self.against else {}),
                            "placeholders": t.sets, "scenarios": self.total, **self.counts,
                            "orders_searched": self.orders, "seconds": round(self.seconds, 3),
                            "scenarios_per_second": round(self.counts["scenarios"] / self.seconds, 1)
                            if self.seconds else None}}


def finding_json(finding):
    """One finding as a JSON line's object."""
    return {k: v for k, v in finding.items() if k != "internal"}


def _order_lines(finding):
    """Each distinct outcome over the orders: how many orders give it, one that does, and what it decided."""
    outcomes = finding["orders"]
    lines = []
    if outcomes and "target_hp" not in outcomes[0]:        # every contested order resolved (Magic): what differs
        boards = [o["board"] for o in outcomes]
        differ = [(i, k) for i in boards[0] for k in boards[0][i]
                  if len({repr(b.get(i, {}).get(k)) for b in boards}) > 1]
    for o in outcomes:
        count = o.get("count", o.get("orders"))
        if "target_hp" in o:                               # a merged search (Sentinels)
            dealt = "; ".join(f"{e['id']} {e['source']} -> {e['target']}: "
                              + ("no damage dealt" if e["prevented"] and not e["dealt"] else f"dealt {e['dealt']}")
                              for e in o["events"])
            lines.append(f"      {count} order(s), e.g. {', '.join(o['example'])}: {dealt}")
        else:
            state = ", ".join(f"{i} {k} {o['board'].get(i, {}).get(k)}" for i, k in differ) or "the same board"
            lines.append(f"      {count} order(s), e.g. {o['orders'][0]}: {state}")
    return lines


def _diff_lines(finding):
    return ["      " + line for line in finding["diff"]["text"].splitlines()[2:] if line.strip()]


def report_text(report):
    """The sweep's report: what it ran, each kind of finding with the placeholders' values, the counts."""
    t, c = report.template, report.counts
    rules = report.rules or "default"
    lines = [f"Sweep: {t.file} ({t.game}; {report.total:,} scenario(s); rules {rules}"
             + (f" against {report.against}" if report.against else "") + ")"]
    from dealt.kb import load_game
    from dealt.viz.rule_set import rule_set_line
    game = load_game(t.game)
    lines += [rule_set_line(game, report.rules or "default")] + (
        [rule_set_line(game, report.against).replace("Rules: ", "Against: ", 1)] if report.against else [])
    for name, s in t.sets.items():
        what = f"the set of {s['same_as']}" if "same_as" in s else (
            f"{len(s['values'])} card(s) where {s['query']}" if "query" in s else f"{len(s['values'])} value(s)")
        lines.append(f"  {{{name}}}: {what}")
    combine = [f for f in t.factors if f.distinct]
    if combine:
        lines.append("  combined: every unordered choice of distinct values of "
                     + ", ".join("{" + "}, {".join(f.names) + "}" for f in combine) + "; the rest in product")
    for kind, title in KINDS:
        if kind == "order" and not report.orders:
            continue
        if kind == "variant" and not report.against:
            continue
        found = report.sorted_findings(kind)
        lines += ["", f"{title}: {c[kind]:,}" + (f" (the first {len(found)} listed)" if c[kind] > len(found) else "")]
        for f in found:
            head = f"  #{f['index']} {said(f['values'])}"
            if kind == "order":
                lines.append(f"{head}: {len(f['orders'])} distinct outcomes")
                lines += _order_lines(f)
            elif kind == "variant":
                lines.append(f"{head}: differs under {rules} and {report.against}")
                lines += _diff_lines(f)
            else:
                lines.append(f"{head}: {f['error']}")
    rate = f"{c['scenarios'] / report.seconds:,.0f} scenarios/s" if report.seconds else ""
    lines += ["", f"{c['scenarios']:,} scenario(s): {c['resolved']:,} resolved, "
                  + (f"{c['order']:,} order-dependent, " if report.orders else "")
                  + (f"{c['variant']:,} differ between rule sets, " if report.against else "")
                  + f"{c['error']:,} fail to resolve; {report.seconds:.1f} s" + (f" ({rate})" if rate else "")]
    return "\n".join(lines)
