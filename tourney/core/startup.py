"""Which library and tournament the window opens, decided before any window exists.

``tourney`` with no subcommand opens the library in the user data folder (or the one
``--library`` names) and its most recently changed tournament; ``--demo`` opens a fresh demo
tournament in a library of its own (``demo.sqlite`` beside the real one, earlier demos
pruned), so trying Tourney never touches the real library. This module does it without Qt: the
service is open — and the domain and storage modules it needs are loaded — before the window's
toolkit starts.
"""

from __future__ import annotations

import time
from pathlib import Path

from tourney.core.service import Clock, TournamentService
from tourney.domain.errors import DomainError
from tourney.persistence.errors import PersistenceError
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import OpenTournament

__all__ = ["DEMO_LIBRARY", "library_path", "open_for_window"]

DEMO_LIBRARY = "demo.sqlite"
"""The file name of the demo library, beside the default library."""


def library_path(library: str | None, *, demo: bool) -> Path:
    """The library the window opens: ``library`` if given, else the default (or its demo)."""
    if library:
        return Path(library)
    from tourney.persistence.paths import default_library_path  # platformdirs: only here

    default = default_library_path()
    return default.with_name(DEMO_LIBRARY) if demo else default


def open_for_window(
    path: Path, *, demo: bool, prune: bool, read_only: bool = False, clock: Clock = time.time
) -> TournamentService:
    """Open ``path`` for writing with a fresh demo (``demo``) or its latest tournament, if any.

    With ``prune`` (the demo library), earlier demos are deleted so the file stays small. With
    ``read_only`` the library is watched instead (nothing is written, a demo is not made): the
    read-only window, following the Tourney that writes it.

    Raises:
        PersistenceError: The library cannot be opened.
        DomainError: Its latest tournament does not replay (the message names the event).
    """
    if read_only:
        return TournamentService.open(path, watch=True, clock=clock)
    library = Library.open(path, clock=clock)
    service = TournamentService(library, clock=clock)
    try:
        if demo:
            fresh = service.create_demo()
            if prune:
                from tourney.domain.demo import demo_setup

                name = demo_setup().name
                for info in library.events.tournaments():
                    if info.name == name and info.id != fresh.tournament_id:
                        library.events.delete(info.id)
        else:
            tournaments = library.events.tournaments()
            if tournaments:
                service.adopt(OpenTournament.open(library, tournaments[0].id, clock=clock))
    except (DomainError, PersistenceError):
        library.close()
        raise
    return service
