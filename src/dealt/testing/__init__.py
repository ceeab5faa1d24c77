"""Helpers for checking rulings: used by the test suite and by anyone writing a ruling."""
