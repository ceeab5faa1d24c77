"""How conclusions are reached and explained: the engine, its trace, and `why`.

Only this package touches experta's internals.
"""
