"""What `dealt variants [GAME]` prints: each game's rule sets and where each variant departs from the rules text."""
from textwrap import wrap

from dealt.kb.variants import DEFAULT

_KIND = {"replaces": "in place of rule {default}", "adds": "added", "mechanic": "mechanic {name}",
         "removes": "rule {default} left out"}


def variants_text(games):
    lines = []
    for game in games:
        lines.append(f"{game.title} ({game.name}):")
        lines.append(f"  {DEFAULT}: the rules text, {game.rules_text}")
        if not game.variants:
            lines.append("  (no other rule set)")
        for variant in game.variants.values():
            lines.append(f"  {variant.name}: {variant.title}. {' '.join(variant.summary.split())}")
            for n, d in enumerate(variant.differences(), 1):
                head = _KIND[d.kind].format(name=d.name, default=d.default)
                rule = f"rule {d.name}, " if d.kind in ("replaces", "adds") else ""
                lines += wrap(f"{n}. [{rule}{head}] {d.says}", 112, initial_indent="    ",
                              subsequent_indent="       ")
                if d.source:
                    lines += wrap(f"source: {d.source}", 112, initial_indent="       ", subsequent_indent="       ")
        lines.append("")
    return "\n".join(lines).rstrip("\n")


def variants_json(games):
    return {game.name: {"default": {"name": DEFAULT, "rules_text": game.rules_text},
                        "variants": [v.to_json() for v in game.variants.values()]} for game in games}
