"""What every layer stands on and that is not poker: languages, messages and refusals.

Beneath the engine: it imports nothing of Tourney's but its resources.
"""
