"""Helpers of the director's window tests: a fake clock, the demo's numbers, what is on disk.

The fixtures (``clock``, ``library``, ``demo``, ``session``, ``window``) are in
the GUI conftest (``tests/gui/conftest.py``).
"""

from __future__ import annotations

from collections.abc import Sequence

from tourney.gui.session import Session
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import OpenTournament

T0 = 1_750_000_000.0
"""The fake "now" the demo is created at (level 4 has run 7 minutes)."""

SIZE_HINTS = "This plugin does not support (propagateSizeHints|raise|grabbing the keyboard)"
"""The offscreen platform's warnings when a main window or a popup is shown (harmless)."""


class FakeClock:
    """A wall clock the test moves by hand."""

    def __init__(self, at: float = T0) -> None:
        self.at = at

    def __call__(self) -> float:
        return self.at

    def advance(self, seconds: float) -> None:
        self.at += seconds


def stored_count(library: Library, session: Session) -> int:
    """How many events of the open tournament are on disk."""
    assert session.tournament is not None
    return library.events.last_seq(session.tournament.tournament_id)


def reopened(library: Library, session: Session) -> OpenTournament:
    """The open tournament read back from disk."""
    assert session.tournament is not None
    return OpenTournament.open(library, session.tournament.tournament_id)


def active_numbers(session: Session) -> list[int]:
    assert session.state is not None
    return [e.number for e in session.state.active()]


def count_chips(dialog: object, chips: Sequence[int] | None = None) -> tuple[int, ...]:
    """Type each player's chips in the deal dialog, as a director counts them at the table.

    By default the chips in play, shared unevenly (the first player the most); returns them.
    """
    from PySide6.QtCore import Qt

    from tourney.gui.payouts.deal_model import DealColumn

    controller = dialog.controller  # type: ignore[attr-defined]
    model = dialog.model  # type: ignore[attr-defined]
    if chips is None:
        count = len(controller.players)
        weights = range(count + 1, 1, -1)
        whole = controller.chips_in_play
        parts = [whole * w // sum(weights) for w in weights]
        parts[0] += whole - sum(parts)
        chips = parts
    for row, amount in enumerate(chips):
        assert model.setData(model.index(row, DealColumn.CHIPS), amount, Qt.ItemDataRole.EditRole)
    return tuple(chips)
