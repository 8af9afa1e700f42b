"""What one table looks like right now: seats, names, the button and the next hand's blinds.

:func:`table_picture` reads the tournament's state and the table's next-hand plan
(:func:`tourney.domain.room.actions.hand_plan`) into a frozen :class:`TablePicture`. The
:class:`~tourney.gui.tables.table_widget.TableWidget` only paints it, and tests read it
instead of pixels. No widgets here: the only Qt is the translation of the one sentence the
GUI writes itself (a table too short-handed to deal); the rest is said in ``language``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QCoreApplication

from tourney.domain.errors import DomainError
from tourney.domain.levels.clock_events import Now
from tourney.domain.room.actions import hand_plan
from tourney.domain.room.button import BlindsPlan
from tourney.domain.room.tables import Table
from tourney.domain.state import TournamentState
from tourney.gui.language import refusal

__all__ = ["SeatKind", "SeatPicture", "TablePicture", "table_picture"]


class SeatKind(Enum):
    """What sits at a seat."""

    PLAYER = "player"
    OPEN = "open"
    RESERVED = "reserved"


@dataclass(frozen=True, slots=True)
class SeatPicture:
    """One seat as drawn.

    Attributes:
        seat: The seat number (1 is the dealer's left).
        kind: A player, an open seat or a reserved seat.
        entry: The entry sitting there, or ``None``.
        name: The player's full name ("" for an empty seat).
        chips: The chips the entry bought (starting stack, rebuys, add-ons).
        button: The next hand's button is on this seat.
        dead_button: The button is on this seat and nobody sits here (a dead button).
        effective_button: This seat acts last after the flop while the button is dead.
        small_blind: The small blind position is this seat.
        dead_small_blind: The small blind position is this seat and nobody posts it.
        big_blind: This seat posts the big blind.
        waiting: A newcomer not dealt in until the button passes (TDA 8-A, 10-A).
    """

    seat: int
    kind: SeatKind
    entry: int | None = None
    name: str = ""
    chips: int = 0
    button: bool = False
    dead_button: bool = False
    effective_button: bool = False
    small_blind: bool = False
    dead_small_blind: bool = False
    big_blind: bool = False
    waiting: bool = False


@dataclass(frozen=True, slots=True)
class TablePicture:
    """One table as drawn, with the next hand's positions.

    Attributes:
        number: The table's number.
        label: Its name, or "Table 3" in the picture's language.
        seats: Every seat, in seat order.
        players: How many players sit there.
        explanation: Why the next hand's button and blinds are where they are; or why
            there is no next hand yet (no button, fewer than two players).
        has_plan: Whether the next hand's positions are known.
        needs_button: Nobody has the button yet (no hand dealt and no button drawn).
        hand_for_hand: The room plays hand-for-hand.
        holds: The table holds play until the floor's moves are made (TDA 11-D).
    """

    number: int
    label: str
    seats: tuple[SeatPicture, ...]
    players: int
    explanation: tuple[str, ...]
    has_plan: bool
    needs_button: bool
    hand_for_hand: bool
    holds: bool

    def seat(self, number: int) -> SeatPicture:
        """The seat numbered ``number``."""
        return self.seats[number - 1]

    @property
    def button_seat(self) -> int | None:
        """The seat the next hand's button is on, or ``None``."""
        return next((s.seat for s in self.seats if s.button), None)


def _plan(
    state: TournamentState, table: Table, now: Now, language: str
) -> tuple[BlindsPlan | None, tuple[str, ...]]:
    try:
        plan = hand_plan(state, table.number, now)
    except DomainError as exc:
        return None, (_sentence(refusal(exc)),)
    return plan, plan.explanation_in(language)


def _sentence(message: str) -> str:
    text = message.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def table_picture(
    state: TournamentState, number: int, now: Now, *, holds: bool = False, language: str = "en"
) -> TablePicture:
    """Table ``number`` as it should be drawn at ``now``.

    Args:
        state: The tournament.
        number: The table's number (it must be in play).
        now: The moment (the level in force decides the antes).
        holds: Whether the floor's proposal asks this table to hold play.
        language: The language of the table's label and of the next hand's explanation
            (``en``, ``it``, ``ro``).

    Raises:
        DomainNotAllowedError: No such table is in play.
    """
    table = state.room.table(number)
    note = table.label_note
    label = note if isinstance(note, str) else note.translated(language)
    plan, explanation = _plan(state, table, now, language) if table.count >= 2 else (None, ())
    if table.count < 2:
        explanation = (
            QCoreApplication.translate(
                "TablePicture", "{table} needs at least two players to deal a hand."
            ).format(table=label),
        )
    seats = tuple(_seat(state, table, seat, plan) for seat in range(1, table.size + 1))
    return TablePicture(
        number=table.number,
        label=label,
        seats=seats,
        players=table.count,
        explanation=explanation,
        has_plan=plan is not None,
        needs_button=table.previous is None and table.button is None and table.count >= 2,
        hand_for_hand=state.clock.hand_for_hand,
        holds=holds,
    )


def _seat(state: TournamentState, table: Table, seat: int, plan: BlindsPlan | None) -> SeatPicture:
    player = table.player_at(seat)
    if player is None:
        kind = SeatKind.RESERVED if seat in table.blocked else SeatKind.OPEN
        entry, name, chips = None, "", 0
    else:
        kind = SeatKind.PLAYER
        entry = int(player)
        name = state.name(entry)
        chips = state.entry(entry).chips
    if plan is None:
        return SeatPicture(seat, kind, entry, name, chips)
    return SeatPicture(
        seat,
        kind,
        entry,
        name,
        chips,
        button=plan.button == seat,
        dead_button=plan.button == seat and plan.button_dead,
        effective_button=plan.button_dead and plan.effective_button == seat,
        small_blind=plan.sb == seat,
        dead_small_blind=plan.sb == seat and not plan.sb_posted,
        big_blind=plan.bb == seat,
        waiting=seat in plan.waiting,
    )
