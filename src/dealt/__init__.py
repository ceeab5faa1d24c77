"""Dealt: a rule-based expert system that resolves card-game damage and shows why."""
__version__ = "0.1.0"
