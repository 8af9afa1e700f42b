"""A stack's depth in big blinds, written the same way on every screen.

The clock panel and the TV (:mod:`tourney.gui.display.texts`), the phones' JSON
(:mod:`tourney.web.room_view`) and ``tourney show``'s text all take the average stack's depth
from :func:`whole_big_blinds`, so that none of them says ``1,133.3 BB`` where the others say
``1,133 BB``.
"""

from __future__ import annotations

__all__ = ["whole_big_blinds"]


def whole_big_blinds(stack: int | None, big_blind: int | None) -> int | None:
    """A stack in whole big blinds, as every screen writes it: rounded down.

    The TV, the phones and ``tourney show``'s text all say ``1,133 BB`` for 1,133.7 big
    blinds (the browser pages apply the same rule to the live level's blind). ``None`` without
    a stack or a blind.

    >>> whole_big_blinds(226_750, 200), whole_big_blinds(None, 200), whole_big_blinds(5_000, 0)
    (1133, None, None)
    """
    if stack is None or not big_blind:
        return None
    return stack // big_blind
