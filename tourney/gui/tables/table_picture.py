"""What one table looks like right now: seats, names, the button and the next hand's blinds.

:func:`table_picture` reads the tournament's state and the table's next-hand plan
(:func:`tourney.domain.room.actions.hand_plan`) into a frozen :class:`TablePicture`, with how
sure Tourney is of the button (:func:`tourney.domain.room.actions.button_known`);
:func:`hand_picture` draws the table as it was in the hand of a bust-out, with the positions
the director confirms. The :class:`~tourney.gui.tables.table_widget.TableWidget` only paints
them, and tests read them instead of pixels. No widgets here: the only Qt is the translation
of the one sentence the GUI writes itself (a table too short-handed to deal); the rest is
said in ``language``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from PySide6.QtCore import QCoreApplication

from tourney.domain.entries.actions import check_add_on, check_rebuy
from tourney.domain.errors import DomainError
from tourney.domain.levels.clock_events import Now
from tourney.domain.room.actions import button_known, hand_plan
from tourney.domain.room.button import BlindsPlan, Positions
from tourney.domain.room.tables import Table
from tourney.domain.state import TournamentState
from tourney.gui.language import refusal

__all__ = [
    "SeatKind",
    "SeatPicture",
    "TablePicture",
    "hand_picture",
    "table_label",
    "table_picture",
]


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
        busting: The player is being recorded as busting in this hand (the bust-out dialog).
        can_rebuy: The player may rebuy now (the event offers rebuys and they are open to him).
        can_add_on: The player may take the add-on now.
        rebuy_refusal: Why a rebuy would be refused now, in the window's language ("": it
            would not be, or the event offers none).
        add_on_refusal: Why the add-on would be refused now ("": it would not be).
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
    busting: bool = False
    can_rebuy: bool = False
    can_add_on: bool = False
    rebuy_refusal: str = ""
    add_on_refusal: str = ""


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
        confirmed: Whether the button was confirmed recently enough for Tourney to expect
            where it is (see :mod:`tourney.domain.room.button_known`); a table without a
            button yet counts as confirmed (it has nothing to confirm).
        unconfirmed_minutes: Minutes of play since the button was last confirmed, while it is
            unconfirmed (``None``: confirmed, or never confirmed).
        asks_button: Balancing needs who is due the big blind here and the button is
            unconfirmed: the director is asked where it is.
        rebuys: The event offers rebuys (the seat menu shows **Rebuy…**).
        add_ons: The event offers the add-on (the seat menu shows **Add-on**).
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
    confirmed: bool = True
    unconfirmed_minutes: int | None = None
    asks_button: bool = False
    rebuys: bool = False
    add_ons: bool = False

    def seat(self, number: int) -> SeatPicture:
        """The seat numbered ``number``."""
        return self.seats[number - 1]

    @property
    def button_seat(self) -> int | None:
        """The seat the next hand's button is on, or ``None``."""
        return next((s.seat for s in self.seats if s.button), None)


def table_label(table: Table, language: str) -> str:
    """The table's name in ``language``: the director's ("Main table") or "Table 3"."""
    note = table.label_note
    return note if isinstance(note, str) else note.translated(language)


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
    state: TournamentState,
    number: int,
    now: Now,
    *,
    holds: bool = False,
    asks_button: bool = False,
    language: str = "en",
) -> TablePicture:
    """Table ``number`` as it should be drawn at ``now``.

    Args:
        state: The tournament.
        number: The table's number (it must be in play).
        now: The moment (the level in force decides the antes; the play since the button was
            confirmed decides whether it still is).
        holds: Whether the floor's proposal asks this table to hold play.
        asks_button: Whether balancing needs this table's button confirmed.
        language: The language of the table's label and of the next hand's explanation
            (``en``, ``it``, ``ro``).

    Raises:
        DomainNotAllowedError: No such table is in play.
    """
    table = state.room.table(number)
    label = table_label(table, language)
    plan, explanation = _plan(state, table, now, language) if table.count >= 2 else (None, ())
    if table.count < 2:
        explanation = (
            QCoreApplication.translate(
                "TablePicture", "{table} needs at least two players to deal a hand."
            ).format(table=label),
        )
    offers = _Offers(state, now)
    seats = tuple(_seat(state, table, seat, plan, offers) for seat in range(1, table.size + 1))
    known = button_known(state, number, now)
    has_button = table.previous is not None or table.button is not None
    confirmed = known.confirmed or not has_button or table.count < 2
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
        confirmed=confirmed,
        unconfirmed_minutes=None if confirmed else known.since_minutes,
        asks_button=asks_button and not known.confirmed,
        rebuys=offers.rebuys,
        add_ons=offers.add_ons,
    )


def hand_picture(
    state: TournamentState,
    number: int,
    hand: Positions | None,
    *,
    busting: frozenset[int] = frozenset(),
    explanation: tuple[str, ...] = (),
    language: str = "en",
) -> TablePicture:
    """Table ``number`` as it was in the hand of a bust-out, before anyone left.

    Args:
        state: The tournament, before the bust-out.
        number: The table's number (it must be in play).
        hand: The hand's button and blinds, as the director confirms them (``None``: not
            known yet; no marker is drawn).
        busting: The entries busting in this hand (drawn as such).
        explanation: The lines to keep with the picture (what the next hand will be).
        language: The language of the table's label.

    Raises:
        DomainNotAllowedError: No such table is in play.
    """
    table = state.room.table(number)
    label = table_label(table, language)
    offers = _Offers(state, None)
    seats = []
    for seat in range(1, table.size + 1):
        drawn = _seat(state, table, seat, None, offers)
        if drawn.entry is not None and drawn.entry in busting:
            drawn = replace(drawn, busting=True)
        if hand is not None:
            drawn = _marked(drawn, table, hand)
        seats.append(drawn)
    return TablePicture(
        number=table.number,
        label=label,
        seats=tuple(seats),
        players=table.count,
        explanation=explanation,
        has_plan=hand is not None,
        needs_button=False,
        hand_for_hand=state.clock.hand_for_hand,
        holds=False,
    )


def _marked(drawn: SeatPicture, table: Table, hand: Positions) -> SeatPicture:
    """``drawn`` with the markers of ``hand``: a dead button or small blind on an empty seat."""
    seat = drawn.seat
    occupied = table.occupied
    dead = hand.button not in occupied
    before = [s for s in occupied if s < hand.button] or list(occupied)
    return replace(
        drawn,
        button=hand.button == seat,
        dead_button=dead and hand.button == seat,
        effective_button=dead and bool(before) and before[-1] == seat,
        small_blind=hand.sb == seat,
        dead_small_blind=hand.sb == seat and hand.sb not in occupied,
        big_blind=hand.bb == seat,
    )


class _Offers:
    """Whether the event offers rebuys and the add-on, and to whom now (``now``: ``None``)."""

    def __init__(self, state: TournamentState, now: Now | None) -> None:
        self.state = state
        self.now = now
        self.rebuys = state.setup.buyins.rebuy is not None
        self.add_ons = state.setup.buyins.addon is not None

    def rebuy(self, entry: int) -> tuple[bool, str]:
        """Whether ``entry`` may rebuy now, and why not (the refusal's words)."""
        if not self.rebuys or self.now is None:
            return False, ""
        try:
            check_rebuy(self.state, entry, stack=0, now=self.now)
        except DomainError as error:
            return False, refusal(error)
        return True, ""

    def add_on(self, entry: int) -> tuple[bool, str]:
        """Whether ``entry`` may take the add-on now, and why not."""
        if not self.add_ons or self.now is None:
            return False, ""
        try:
            check_add_on(self.state, entry, self.now)
        except DomainError as error:
            return False, refusal(error)
        return True, ""


def _seat(
    state: TournamentState,
    table: Table,
    seat: int,
    plan: BlindsPlan | None,
    offers: _Offers,
) -> SeatPicture:
    player = table.player_at(seat)
    if player is None:
        kind = SeatKind.RESERVED if seat in table.blocked else SeatKind.OPEN
        entry, name, chips = None, "", 0
        (rebuy, rebuy_no), (add_on, add_on_no) = (False, ""), (False, "")
    else:
        kind = SeatKind.PLAYER
        entry = int(player)
        name = state.name(entry)
        chips = state.entry(entry).chips
        (rebuy, rebuy_no), (add_on, add_on_no) = offers.rebuy(entry), offers.add_on(entry)
    drawn = SeatPicture(
        seat,
        kind,
        entry,
        name,
        chips,
        can_rebuy=rebuy,
        can_add_on=add_on,
        rebuy_refusal=rebuy_no,
        add_on_refusal=add_on_no,
    )
    if plan is None:
        return drawn
    return replace(
        drawn,
        button=plan.button == seat,
        dead_button=plan.button == seat and plan.button_dead,
        effective_button=plan.button_dead and plan.effective_button == seat,
        small_blind=plan.sb == seat,
        dead_small_blind=plan.sb == seat and not plan.sb_posted,
        big_blind=plan.bb == seat,
        waiting=seat in plan.waiting,
    )
