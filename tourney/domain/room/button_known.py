"""What Tourney knows of a table's button between the hands it is told about.

A director does not press **Next hand** after every hand at every table: Tourney learns where
a table's button is when the director confirms it — a hand dealt, a button set or drawn, the
seat draw, or a bust-out recorded with the positions of the hand it happened in. Between two
confirmations Tourney cannot know how many hands were played. So:

* a table's button is **confirmed** for :data:`CONFIRMED_FOR_MS` of play after the last
  confirmation (about one hand and a half at a live table; breaks and pauses do not count).
  Then Tourney *expects* the hand after the last one it knows (:func:`knowledge`);
* after that it is **unconfirmed**: Tourney expects nothing and asks;
* the seat a director names as the button of a hand (a click on the table) means the hand
  the dead-button rule reaches with the button there (:func:`hands_ahead`) — a dead button or
  a dead small blind included — or, when the rules reach no such hand, a hand started afresh
  from a button on that player, the next two players posting the blinds
  (:func:`hand_with_button`). :func:`check_hand` refuses any other positions (a button on an
  empty seat the rules never put it on, blinds out of order, a big blind on an empty seat).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from tourney.domain.errors import DomainError, DomainNotAllowedError
from tourney.domain.levels.clock import ClockState
from tourney.domain.levels.clock_events import Now
from tourney.domain.levels.structure import Level
from tourney.domain.room.button import Positions, first_hand, next_hand
from tourney.domain.room.tables import Table

__all__ = [
    "CONFIRMED_FOR_MS",
    "ButtonKnown",
    "check_hand",
    "hand_with_button",
    "hands_ahead",
    "knowledge",
    "play_ms",
]

CONFIRMED_FOR_MS = 3 * 60_000
"""How long a confirmed button stays confirmed: three minutes of play (a hand takes about two)."""


@dataclass(frozen=True, slots=True)
class ButtonKnown:
    """How sure Tourney is of a table's button now.

    Attributes:
        confirmed: Whether the button was confirmed less than :data:`CONFIRMED_FOR_MS` of
            play ago (so the hand being played is, as far as Tourney can tell, the one after
            the last it knows).
        since_ms: The play since the last confirmation, in milliseconds (``None``: never
            confirmed, or the table has no button yet).
        expected: The hand Tourney expects the table to be playing now: the one after the last
            it knows; ``None`` when unconfirmed or when fewer than two players sit there.
    """

    confirmed: bool
    since_ms: int | None
    expected: Positions | None

    @property
    def since_minutes(self) -> int | None:
        """The play since the last confirmation in whole minutes (at least 1), or ``None``."""
        if self.since_ms is None:
            return None
        return max(1, self.since_ms // 60_000)


def play_ms(clock: ClockState, at: Now) -> int:
    """How much level time the tournament had played at ``at``, in milliseconds.

    The time the clock ran in the levels it left (:attr:`ClockState.played_ms`) plus the time
    spent in the current one if it is a level: breaks, pauses, the time before the first
    start and the levels the director jumped over do not count.
    """
    state = clock.advance(at).state
    reading = state.reading(at)
    current = reading.elapsed_ms if isinstance(reading.item, Level) else 0
    return state.played_ms + max(current, 0)


def knowledge(
    table: Table, clock: ClockState, now: Now, *, heads_up_button_bb: bool = False
) -> ButtonKnown:
    """How sure Tourney is of ``table``'s button at ``now``, ``clock`` being the clock now."""
    if table.previous is None and table.button is None:
        return ButtonKnown(confirmed=False, since_ms=None, expected=None)
    since: int | None = None
    if table.confirmed is not None:
        then = play_ms(table.confirmed.clock, table.confirmed.at)
        since = max(0, play_ms(clock, now) - then)
    confirmed = since is not None and since <= CONFIRMED_FOR_MS
    expected = None
    if confirmed and table.count >= 2:
        try:
            expected = table.plan(heads_up_button_bb=heads_up_button_bb).positions
        except DomainError:
            expected = None
    return ButtonKnown(confirmed=confirmed, since_ms=since, expected=expected)


def hands_ahead(table: Table, *, heads_up_button_bb: bool = False) -> tuple[Positions, ...]:
    """The hands the dead-button rule reaches from the last one ``table`` knows, in order.

    The last hand known comes first (a second bust-out in the same hand), then the next hand,
    the one after, and so on for two turns of the button, with the players seated now.
    Nothing before a button is drawn, or with fewer than two players.
    """
    return tuple(_hands_ahead(table, heads_up_button_bb=heads_up_button_bb))


def _hands_ahead(table: Table, *, heads_up_button_bb: bool) -> Iterator[Positions]:
    if table.previous is not None:
        yield table.previous
    live = table.occupied
    if len(live) < 2 or (table.previous is None and table.button is None):
        return
    plan = table.plan(heads_up_button_bb=heads_up_button_bb)
    for _ in range(2 * table.size + 2):
        yield plan.positions
        plan = next_hand(
            live,
            plan.positions,
            table_size=table.size,
            button_posts_big_blind_heads_up=heads_up_button_bb,
        )


def hand_with_button(
    table: Table, seat: int, *, confirmed: bool, heads_up_button_bb: bool = False
) -> Positions:
    """The hand the director means by "the button was on ``seat``" at ``table``.

    While the button is confirmed, the first hand the dead-button rule reaches with the
    button there (:func:`hands_ahead`: the same hand as the last one known, the next, …).
    Otherwise, or when the rules reach none, a hand with the button on the player at ``seat``
    and the blinds on the next two players; a dead button on an empty seat only where the
    rules put it.

    Raises:
        DomainNotAllowedError: Fewer than two players sit at the table, the seat is outside
            it, or nobody sits there and the rules put no dead button there.
    """
    _check_dealt(table)
    _check_seat(table, seat)
    ahead = hands_ahead(table, heads_up_button_bb=heads_up_button_bb)
    if confirmed:
        for hand in ahead:
            if hand.button == seat:
                return hand
    if table.player_at(seat) is not None:
        return _fresh(table, seat, heads_up_button_bb=heads_up_button_bb)
    for hand in ahead:
        if hand.button == seat:
            return hand
    raise _no_dead_button(table, seat)


def check_hand(table: Table, hand: Positions, *, heads_up_button_bb: bool = False) -> None:
    """Refuse positions that cannot be ``table``'s in the hand being played.

    Allowed are the hands the dead-button rule reaches from the last one the table knows
    (:func:`hands_ahead`) and a hand with the button on a player and the blinds on the next
    two players (heads-up, the button posts the small blind).

    Raises:
        DomainNotAllowedError: Fewer than two players, a seat outside the table, a button on
            an empty seat the rules never put it on, or blinds that do not follow the button.
    """
    _check_dealt(table)
    for seat in (hand.button, hand.sb, hand.bb):
        _check_seat(table, seat)
    if hand in hands_ahead(table, heads_up_button_bb=heads_up_button_bb):
        return
    if table.player_at(hand.button) is None:
        raise _no_dead_button(table, hand.button)
    fresh = _fresh(table, hand.button, heads_up_button_bb=heads_up_button_bb)
    if hand != fresh:
        raise DomainNotAllowedError(
            "With the button on seat {button} at {table}, seat {sb} posts the small blind and "
            "seat {bb} the big blind (TDA 32).",
            button=hand.button,
            table=table.label_note,
            sb=fresh.sb,
            bb=fresh.bb,
        )


def _fresh(table: Table, seat: int, *, heads_up_button_bb: bool) -> Positions:
    return first_hand(
        table.occupied,
        seat,
        table_size=table.size,
        button_posts_big_blind_heads_up=heads_up_button_bb,
    ).positions


def _check_dealt(table: Table) -> None:
    if table.count < 2:
        raise DomainNotAllowedError(
            "A hand at {table} needs at least two players.", table=table.label_note
        )


def _check_seat(table: Table, seat: int) -> None:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 1 <= seat <= table.size:
        raise DomainNotAllowedError(
            "{table} has seats 1 to {size}: there is no seat {seat}.",
            table=table.label_note,
            size=table.size,
            seat=seat,
        )


def _no_dead_button(table: Table, seat: int) -> DomainNotAllowedError:
    return DomainNotAllowedError(
        "Nobody sits at seat {seat} at {table}, and the dead-button rule puts no button there: "
        "the button of that hand must be on a player.",
        seat=seat,
        table=table.label_note,
    )
