"""The memory of a run: every rule firing and every fact, as a networkx DiGraph.

Nodes are facts (``f<id>``) and firings (``r<seq>``). Edges:
``fact -> firing`` (the firing matched the fact), ``firing -> fact`` (the
firing declared it), ``fact -> fact`` (a modify turned the first into the
second). A fact declared before the run is marked ``given``. Each fact node also says when it was live:
``born`` (the number of firings before it was declared) and ``gone`` (when it was retracted, None while it
stays): it was in working memory for the firings numbered ``born + 1`` to ``gone``.
"""
import networkx as nx


#: the keys experta adds to a fact besides its fields (a declared fact's id, a pattern's binding);
#: no Dealt template has a field named like them (``tests/test_engine.py`` checks)
SPECIAL_KEYS = ("__factid__", "__bind__")


def fact_data(fact):
    """The user-visible fields of an experta fact, as a plain dict."""
    data = dict(fact)
    for key in SPECIAL_KEYS:
        data.pop(key, None)
    return data


def _factid(fact):
    return fact["__factid__"]


class Trace:
    """Records one run of a :class:`~dealt.inference.engine.RulingEngine`."""

    def __init__(self):
        self.graph = nx.DiGraph()
        self.firings = []          # firing node names, in order
        self.current = None        # firing node being executed, or None
        self.action = 1            # the scenario's action being resolved (1, 2, ...): every node says which
        self.given = {}            # action -> fact nodes declared as given when it began

    def fact_node(self, fact):
        return f"f{fact['__factid__']}"

    def declared(self, fact, given=False):
        node = self.fact_node(fact)
        self.graph.add_node(node, kind="fact", template=type(fact).__name__,
                            data=fact_data(fact), given=given and self.current is None,
                            retracted_by=None, action=self.action, born=len(self.firings), gone=None)
        if given and self.current is None:
            self.given.setdefault(self.action, []).append(node)
        if self.current is not None:
            self.graph.add_edge(self.current, node, role="produced")

    def retracted(self, fact):
        node = self.fact_node(fact)
        if node in self.graph:
            self.graph.nodes[node]["retracted_by"] = self.current
            self.graph.nodes[node]["gone"] = len(self.firings)

    def became(self, old, new):
        if new is not None:
            self.graph.add_edge(self.fact_node(old), self.fact_node(new), role="became")

    def fired(self, activation, context):
        """Record a firing of `activation` with its bindings (`context`, without experta's hidden ones)."""
        seq = len(self.firings) + 1
        node = f"r{seq}"
        rule = activation.rule
        self.graph.add_node(node, kind="firing", seq=seq, rule=rule.__name__,
                            salience=rule.salience, doc=rule.__doc__ or "",
                            housekeeping=getattr(rule, "housekeeping", False), values={},
                            context=dict(context), action=self.action)
        self.graph.add_edges_from((f"f{fact['__factid__']}", node, {"role": "matched"})
                                  for fact in sorted(activation.facts, key=_factid))
        self.firings.append(node)
        self.current = node
        return node

    def explain(self, values):
        if self.current is not None:
            self.graph.nodes[self.current]["values"].update(values)

    # --- reading -------------------------------------------------------
    def firing(self, node):
        return self.graph.nodes[node]

    def matched(self, node):
        """Facts a firing matched, oldest first."""
        return [u for u, d in self.graph.pred[node].items() if d["role"] == "matched"]

    def produced(self, node):
        return [v for v, d in self.graph.succ[node].items() if d["role"] == "produced"]

    def producer(self, fact_node):
        """The firing that declared a fact, or None when it was given."""
        for u, d in self.graph.pred[fact_node].items():
            if d["role"] == "produced":
                return u
        return None

    def facts_of(self, template, **fields):
        """Fact nodes of a template whose data has these field values, oldest first."""
        out = []
        for node, d in self.graph.nodes(data=True):
            if d.get("kind") == "fact" and d["template"] == template and all(
                d["data"].get(k) == v for k, v in fields.items()
            ):
                out.append(node)
        return sorted(out, key=lambda n: int(n[1:]))
