"""The tournament's state as the TV display shows it: one :class:`DisplaySnapshot`.

Figures (players left, entries, average stack, chips in play, the prize pool and what each
place is paid, :attr:`~tourney.domain.figures.Figures.places`: after a deal each player's
amount by name and the money saved for the winner) come from
:func:`~tourney.domain.figures.compute_figures`, as on the Payouts tab and the reports, money
written with the tournament's currency the way the window's language writes it (``1.460,00`` in
Italian and Romanian). The moves are the latest seat moves the players may still be looking
for, newest first ("Ann Miller: table 3 seat 5 → table 1 seat 9"); once the tournament is
finished, the winner and the final results take the clock's place. The clock is not copied:
the snapshot carries the clock's own ``reading``, so the display reads the domain clock at
each repaint.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QCoreApplication

from tourney.domain.figures import PaidKind, PaidPlace, compute_figures, standings
from tourney.domain.levels.clock_events import Now
from tourney.domain.money.money_text import money
from tourney.domain.room.recent_moves import recent_moves
from tourney.domain.state import TournamentState
from tourney.gui.display.snapshot import DisplaySnapshot, FinalResults, MoveNotice, PayoutRow
from tourney.gui.language import current_language

__all__ = ["final_results", "ladder_rows", "move_notices", "payout_rows", "snapshot_of"]


def payout_rows(amounts: Sequence[int], text: Iterable[str] | None = None) -> tuple[PayoutRow, ...]:
    """The payout ladder: places paid the same are one line (``"10–12"``).

    Args:
        amounts: The amount of each place, first place first, in cents.
        text: Each amount as written (default: the plain number of cents).
    """
    written = list(text) if text is not None else [str(a) for a in amounts]
    rows: list[PayoutRow] = []
    start = 0
    for place in range(1, len(amounts) + 1):
        if place < len(amounts) and amounts[place] == amounts[start]:
            continue
        first, last = start + 1, place
        label = str(first) if first == last else f"{first}–{last}"
        rows.append(PayoutRow(label, written[start]))
        start = place
    return tuple(rows)


def ladder_rows(
    places: Sequence[PaidPlace], text: Callable[[int], str] = str
) -> tuple[PayoutRow, ...]:
    """The TV's payout ladder from what each place is paid.

    Consecutive places still played for and paid the same are one line (``"10–12"``); a
    place already decided has its own line with the player's name; tied players have a line
    each with their share; after a deal each player in it still playing has a line with his
    name and amount (his place once the play-off has placed him), and the money saved for the
    play-off a line ``"+"`` for the winner.

    Args:
        places: :func:`~tourney.domain.figures.paid_places`' lines, best first.
        text: How an amount is written (default: the plain number of cents).
    """
    rows: list[PayoutRow] = []
    index = 0
    while index < len(places):
        line = places[index]
        index += 1
        if line.kind is PaidKind.DEAL and not line.finished:  # not a place until the play-off
            rows.append(PayoutRow("", text(line.amount), line.name))
            continue
        if line.kind is PaidKind.SAVED:
            winner = QCoreApplication.translate("DisplayAdapter", "for the winner")
            rows.append(PayoutRow("+", text(line.amount), winner))
            continue
        if line.name:  # decided: the player who finished there
            rows.append(PayoutRow(str(line.place), text(line.amount), line.name))
            continue
        last = line.place
        while (
            line.kind is PaidKind.PLACE
            and index < len(places)
            and places[index].kind is PaidKind.PLACE
            and not places[index].name
            and places[index].amount == line.amount
            and places[index].place == last + 1
        ):
            last = places[index].place
            index += 1
        label = str(line.place) if last == line.place else f"{line.place}–{last}"
        rows.append(PayoutRow(label, text(line.amount)))
    return tuple(rows)


def _seat(where: Sequence[int]) -> str:
    return QCoreApplication.translate("DisplayAdapter", "table {table} seat {seat}").format(
        table=where[0], seat=where[1]
    )


def _move_text(name: str, origin: Sequence[int] | None, target: Sequence[int]) -> str:
    if origin is None:
        return QCoreApplication.translate("DisplayAdapter", "{name} → {to}").format(
            name=name, to=_seat(target)
        )
    return QCoreApplication.translate("DisplayAdapter", "{name}: {origin} → {to}").format(
        name=name, origin=_seat(origin), to=_seat(target)
    )


def move_notices(state: TournamentState, now: Now) -> tuple[MoveNotice, ...]:
    """The seat moves the players may still be looking for, newest first, as the ticker says them.

    Which moves, and for how long, is the room's rule, shared with the phones and the browser
    TV (:func:`~tourney.domain.room.recent_moves.recent_moves`); the display drops the ones
    stale by play time (:class:`~tourney.domain.room.recent_moves.MoveAges`).
    """
    return tuple(
        MoveNotice(move.entry, _move_text(state.name(move.entry), move.origin, move.to), move.at)
        for move in recent_moves(state, now)
    )


def final_results(state: TournamentState) -> FinalResults | None:
    """The winner and every place with its player and prize, once the tournament is finished.

    Prizes come from :func:`~tourney.domain.figures.standings` (the payouts in force or the
    recorded deal), the same figures as the reports.
    """
    if not state.finished:
        return None
    currency = state.setup.currency
    language = current_language()
    rows: list[PayoutRow] = []
    for standing in standings(state):
        if standing.place is None:
            continue
        covers = state.entries[standing.entry].covers if standing.place != 1 else 1
        last = standing.place + covers - 1
        place = str(standing.place) if covers <= 1 else f"{standing.place}–{last}"
        amount = money(standing.prize, currency, language=language) if standing.prize else ""
        rows.append(PayoutRow(place, amount, standing.told_name(language)))
    rows.sort(key=lambda row: int(row.place.split("–")[0]))
    winner = rows[0]
    named = state.name(state.winner.number) if state.winner is not None else winner.name
    return FinalResults(named, winner.amount, tuple(rows))  # the headline: the name alone


def snapshot_of(state: TournamentState | None, now: Now) -> DisplaySnapshot | None:
    """What the display shows for ``state`` at ``now`` (``None`` without a tournament)."""
    if state is None:
        return None
    figures = compute_figures(state, now)
    currency = state.setup.currency
    language = current_language()
    rows = ladder_rows(figures.places, lambda cents: money(cents, currency, language=language))
    return DisplaySnapshot(
        reading=state.clock.reading,
        tournament_name=state.setup.name,
        players_left=figures.players_left,
        entries=figures.entries,
        average_stack=figures.average_stack if figures.players_left else None,
        chips_in_play=figures.chips_in_play,
        prize_pool=money(figures.pool.total, currency, language=language),
        payouts=rows,
        deal=state.deal is not None,
        moves=move_notices(state, now),
        hand_for_hand=state.clock.hand_for_hand,
        results=final_results(state),
        started=state.started,
    )
