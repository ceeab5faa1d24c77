"""What `dealt diff` prints: where two resolutions part, side by side."""
from textwrap import wrap

WIDTH = 56


def _value(v):
    if isinstance(v, list):
        return "[" + ", ".join(map(str, v)) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{k}: {_value(x)}" for k, x in v.items()) + "}"
    return "absent" if v is None else str(v)


def _fields(fields):
    if "" in fields:
        a, b = fields[""]
        return f"only under {'the first' if b is None else 'the second'}"
    return "; ".join(f"{k} {_value(a)} | {_value(b)}" for k, (a, b) in fields.items())


def _ruling(r):
    if r is None:
        return "(no more rulings)"
    where = f"{r['event']} " if r.get("event") else ""
    return f"{where}[{r['step']}] " * bool(r["step"]) + r["ruling"] + f" (rule {r['rule']})"


def side_by_side(left, right, heads):
    """Two texts in columns under their heads."""
    la = wrap(left, WIDTH, break_long_words=False) or [""]
    lb = wrap(right, WIDTH, break_long_words=False) or [""]
    rows = [f"  {heads[0]:<{WIDTH}} | {heads[1]}", f"  {'-' * WIDTH}-+-{'-' * WIDTH}"]
    for i in range(max(len(la), len(lb))):
        rows.append(f"  {la[i] if i < len(la) else '':<{WIDTH}} | {lb[i] if i < len(lb) else ''}".rstrip())
    return rows


def diff_text(diff, title):
    a, b = diff.a, diff.b
    lines = [title, f"A: {a.label}   B: {b.label}"]
    if not diff.differs:
        return "\n".join(lines + ["", "No difference: every character, player and event ends the same, and the "
                                      "explanations give the same rulings in the same order."])
    for side in (a, b):
        if side.error:
            lines += ["", f"Under {side.label} it does not resolve:", *wrap(side.error, 112, initial_indent="  ",
                                                                               subsequent_indent="  ")]
    if diff.characters:
        lines += ["", "Characters and things in play (A | B):"]
        lines += [f"  {c['id']}" + (f" ({c['card']})" if c["card"] else "") + f": {_fields(c['fields'])}"
                  for c in diff.characters]
    if diff.players:
        lines += ["", "Players (A | B):"] + [f"  {p['id']}: {_fields(p['fields'])}" for p in diff.players]
    if diff.events:
        lines += ["", "Damage Events (A | B):"] + [f"  {e['id']}: {_fields(e['fields'])}" for e in diff.events]
    p = diff.parting
    if p:
        shared = ("no ruling is shared" if not p["same"] else "the first ruling is the same" if p["same"] == 1
                  else f"the first {p['same']} are the same")
        lines += ["", f"The explanations part at ruling {p['index']} ({shared}"
                      + (f"; the last shared: {_ruling(p['last_shared'])}" if p["last_shared"] else "") + "):"]
        lines += side_by_side(_ruling(p["a"]), _ruling(p["b"]), (f"A: {a.label}", f"B: {b.label}"))
        for x, y in zip(p["a_after"] + [None] * 2, p["b_after"] + [None] * 2):
            if x is None and y is None:
                break
            lines += side_by_side(_ruling(x) if x else "", _ruling(y) if y else "", ("then", "then"))[2:]
    return "\n".join(lines)
