"""Helpers of the director's window tests: a fake clock, the demo's numbers, what is on disk.

The fixtures (``clock``, ``library``, ``demo``, ``session``, ``window``) are in
the GUI conftest (``tests/gui/conftest.py``).
"""

from __future__ import annotations

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
