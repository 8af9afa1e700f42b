"""Tourney: a tournament director for live poker."""

__version__ = "0.1.0"
