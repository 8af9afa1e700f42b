"""The rules engine: cards, decks, hand evaluation per variant, pots and betting rulings.

Standard library only; no Qt, no SQL, no PDF. Time and randomness are never read here.
"""
