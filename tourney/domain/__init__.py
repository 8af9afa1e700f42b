"""The tournament model: structure and clock, entries, tables and seating, button and blinds,
payouts and deals, chip race, events and undo. Standard library and the engine only.
"""
