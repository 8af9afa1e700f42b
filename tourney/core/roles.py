"""The roles a paired staff device may have: what each one's phone is for.

Kept apart from :mod:`tourney.core.commands` (which loads every action of the domain) so that
the window's start, which knows about staff devices, does not load the commands with it.
"""

from __future__ import annotations

__all__ = ["DESK", "DIRECTOR", "FLOOR", "ROLES"]

FLOOR = "floor"
"""The floor's phone: bust-outs, rebuys, add-ons, moves and buttons, at the table."""
DESK = "desk"
"""The desk's tablet: registrations, buy-ins, re-entries, at the door."""
DIRECTOR = "director"
"""The director's own phone: everything, the clock and undo included."""
ROLES = (FLOOR, DESK, DIRECTOR)
"""The roles a paired device may have."""
