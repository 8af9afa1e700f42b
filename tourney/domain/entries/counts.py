"""How many entries, players, rebuys and add-ons a tournament has: the counts every screen shows.

:func:`entry_counts` is the one place they are counted. The Players tab's summary reads them
alone; :func:`tourney.domain.figures.compute_figures` puts them beside the chips, the prize
pool and the payouts for the TV, the phones, the reports and ``tourney show``. The Players
tab refreshes after every action, and counting is all it needs: it does not work out the
prize pool and the payouts (nor load their modules) to write four numbers.

>>> import random
>>> from tourney.domain.demo import demo_events
>>> from tourney.domain.log.reducer import replay
>>> entry_counts(replay(demo_events(1_742_000_000.0, random.Random(7))))
EntryCounts(entries=27, unique_players=27, re_entries=0, players_left=22, rebuys=3, addons=4)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tourney.domain.entries.entry import EntryKind

if TYPE_CHECKING:
    from tourney.domain.state import TournamentState

__all__ = ["EntryCounts", "entry_counts"]


@dataclass(frozen=True, slots=True)
class EntryCounts:
    """The counts of a tournament's entries at one moment.

    Attributes:
        entries: Entries sold, re-entries included.
        unique_players: Different players who bought an entry.
        re_entries: Re-entries sold.
        players_left: Entries still playing.
        rebuys: Rebuys sold.
        addons: Add-ons sold.
    """

    entries: int
    unique_players: int
    re_entries: int
    players_left: int
    rebuys: int
    addons: int


def entry_counts(state: TournamentState) -> EntryCounts:
    """Count the entries of ``state``, its players, re-entries, rebuys and add-ons."""
    entries = tuple(state.entries.values())
    return EntryCounts(
        entries=len(entries),
        unique_players=len({entry.player_id for entry in entries}),
        re_entries=sum(1 for entry in entries if entry.kind is EntryKind.RE_ENTRY),
        players_left=state.players_left,
        rebuys=sum(entry.rebuys for entry in entries),
        addons=sum(entry.addons for entry in entries),
    )
