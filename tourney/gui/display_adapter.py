"""The tournament's state as the TV display shows it: one :class:`DisplaySnapshot`.

Figures (players left, entries, average stack, chips in play, the prize pool and the
payouts in force) come from :func:`~tourney.domain.figures.compute_figures`, money written
with the tournament's currency the way the window's language writes it (``1.460,00`` in
Italian and Romanian). The messages are the latest seat moves still in effect,
newest first ("Ann Miller: table 3 seat 5 → table 1 seat 9"). The clock is not copied: the
snapshot carries the clock's own ``reading``, so the display reads the domain clock at each
repaint.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication

from tourney.domain.figures import compute_figures
from tourney.domain.levels.clock_events import Now
from tourney.domain.log.events import Event
from tourney.domain.log.payloads import PlayerMoved, ProposalAccepted
from tourney.domain.money.money_text import money
from tourney.domain.state import TournamentState
from tourney.gui.display.snapshot import DisplaySnapshot, PayoutRow
from tourney.gui.language import current_language

__all__ = ["MESSAGES", "move_messages", "payout_rows", "snapshot_of"]

MESSAGES = 4
"""How many recent moves the display lists."""


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


def _seat(where: Sequence[int]) -> str:
    return QCoreApplication.translate("DisplayAdapter", "table {table} seat {seat}").format(
        table=where[0], seat=where[1]
    )


def move_messages(state: TournamentState, *, limit: int = MESSAGES) -> tuple[str, ...]:
    """The latest seat moves still in effect, newest first."""
    events: list[Event] = state.history.in_effect(state.log)
    lines: list[str] = []
    for event in reversed(events):
        payload = event.payload
        moved: list[tuple[int, tuple[int, int] | None, tuple[int, int]]]
        if isinstance(payload, PlayerMoved):
            moved = [(payload.entry, None, payload.to)]
        elif isinstance(payload, ProposalAccepted):
            moved = [(m.entry, m.origin, m.to) for m in payload.moves]
        else:
            continue
        for entry, origin, target in reversed(moved):
            name = state.name(entry) if entry in state.entries else str(entry)
            if origin is None:
                lines.append(
                    QCoreApplication.translate("DisplayAdapter", "{name} → {to}").format(
                        name=name, to=_seat(target)
                    )
                )
            else:
                lines.append(
                    QCoreApplication.translate("DisplayAdapter", "{name}: {origin} → {to}").format(
                        name=name, origin=_seat(origin), to=_seat(target)
                    )
                )
            if len(lines) >= limit:
                return tuple(lines)
    return tuple(lines)


def snapshot_of(state: TournamentState | None, now: Now) -> DisplaySnapshot | None:
    """What the display shows for ``state`` at ``now`` (``None`` without a tournament)."""
    if state is None:
        return None
    figures = compute_figures(state, now)
    currency = state.setup.currency
    language = current_language()
    rows: tuple[PayoutRow, ...] = ()
    if figures.payouts is not None:
        amounts = figures.payouts.payouts.amounts
        rows = payout_rows(amounts, (money(a, currency, language=language) for a in amounts))
    return DisplaySnapshot(
        reading=state.clock.reading,
        tournament_name=state.setup.name,
        players_left=figures.players_left,
        entries=figures.entries,
        average_stack=figures.average_stack if figures.players_left else None,
        chips_in_play=figures.chips_in_play,
        prize_pool=money(figures.pool.total, currency, language=language),
        payouts=rows,
        messages=move_messages(state),
        hand_for_hand=state.clock.hand_for_hand,
    )
