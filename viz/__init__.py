"""Output only: explanation graphs (networkx, drawn by Graphviz through pygraphviz) and text reports."""
