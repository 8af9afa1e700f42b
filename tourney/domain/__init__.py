"""The tournament model, in the standard library and the engine only.

Structure and clock, entries, tables and seating, button and blinds, payouts and deals, chip
race, events and undo.
"""
