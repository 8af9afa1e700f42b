"""The button and the blinds of one table, hand after hand, by the dead-button rule.

Seats are numbered ``1..table_size`` clockwise. From the previous hand's button, small blind
and big blind positions and the seats that are live now, :func:`next_hand` finds the next
hand's positions (rules.md §4, TDA 32 and 34, RRoP §4 (b)):

* the big blind is the first live seat clockwise after last hand's big blind, so nobody posts
  it twice in a row and nobody is skipped;
* the small blind position is last hand's big blind seat; when that seat is empty the small
  blind is dead (nobody posts it);
* the button moves onto last hand's small blind seat, even an empty one (a dead button): the
  last live seat before it acts last (the *effective* button);
* heads-up the small blind is the button (TDA 34-B); seed000's house rule, where the button
  posts the big blind, is the option ``button_posts_big_blind_heads_up``.

Players sitting between the button and the small blind (newcomers from a broken table) are
not dealt in until the button passes them (TDA 8-A, 10-A). Every answer explains itself.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import pairwise

from tourney.base.messages import N_, Listing, Message, message
from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError

__all__ = [
    "MAX_SEATS",
    "AnteMode",
    "BlindsPlan",
    "Positions",
    "check_live_seats",
    "first_hand",
    "next_hand",
]

#: No poker table seats more than ten (seed000).
MAX_SEATS = 10


class AnteMode(Enum):
    """Who posts the ante this level."""

    NONE = "none"
    EVERY_PLAYER = "every_player"
    BIG_BLIND = "big_blind"


@dataclass(frozen=True, slots=True)
class Positions:
    """One hand's positions, the state a table keeps between hands.

    Attributes:
        button: The button's seat (possibly empty: a dead button).
        sb: The small blind position (possibly empty: a dead small blind).
        bb: The big blind's seat.
    """

    button: int
    sb: int
    bb: int


@dataclass(frozen=True, slots=True)
class BlindsPlan:
    """Who has the button and who posts what in the next hand, with the reasons.

    Attributes:
        button: The button's seat; it may be an empty seat (``button_dead``).
        button_dead: Whether nobody sits at the button's seat.
        effective_button: The live seat that acts last after the flop.
        sb: The small blind *position*; it may be empty (then ``sb_posted`` is false).
        sb_posted: Whether a player at ``sb`` posts the small blind.
        bb: The seat that posts the big blind.
        heads_up: Whether two players are dealt in.
        dealt_in: The seats dealt into the hand, in seat order.
        waiting: Live seats between the button and the small blind, not dealt in this hand.
        antes: The seats that post an ante (everyone dealt in, the big blind, or nobody).
        explanation: Plain sentences saying why, in the language asked for.
        notes: The same sentences unsaid, for :meth:`explanation_in` another language.
    """

    button: int
    button_dead: bool
    effective_button: int
    sb: int
    sb_posted: bool
    bb: int
    heads_up: bool
    dealt_in: tuple[int, ...]
    waiting: tuple[int, ...]
    antes: tuple[int, ...]
    explanation: tuple[str, ...]
    notes: tuple[Message, ...] = ()

    def explanation_in(self, language: str) -> tuple[str, ...]:
        """The explanation in ``language`` (``"en"``, ``"it"`` or ``"ro"``).

        Raises:
            UnknownLanguageError: Not one of those languages.
        """
        if not self.notes:
            return self.explanation
        return tuple(note.translated(language) for note in self.notes)

    @property
    def positions(self) -> Positions:
        """The positions the table keeps for computing the hand after this one."""
        return Positions(self.button, self.sb, self.bb)


def check_live_seats(seats: Iterable[int], table_size: int) -> tuple[int, ...]:
    """Check the live seats of a table and return them sorted.

    Raises:
        DomainMalformedError: A seat is not a whole number or appears twice.
        DomainNotAllowedError: The table size is not 2..10, a seat is outside the table, or
            fewer than two players are left.
    """
    _check_table_size(table_size)
    live: list[int] = []
    for seat in seats:
        _check_seat(seat, table_size, _Role.SEAT)
        live.append(seat)
    ordered = sorted(live)
    for left, right in pairwise(ordered):
        if left == right:
            raise DomainMalformedError("seat {seat} is listed twice", seat=left)
    if len(ordered) < 2:
        raise DomainNotAllowedError(
            "a hand needs at least two players, not {count}", count=len(ordered)
        )
    return tuple(ordered)


def first_hand(
    seats: Iterable[int],
    button: int,
    *,
    table_size: int = MAX_SEATS,
    ante: AnteMode = AnteMode.NONE,
    button_posts_big_blind_heads_up: bool = False,
    language: str = "en",
) -> BlindsPlan:
    """Positions of a table's first hand, the button having been placed on seat ``button``.

    The next live seats clockwise post the small and the big blind; heads-up the button posts
    the small blind (or the big blind under seed000's house rule). ``language`` (``en``,
    ``it``, ``ro``) is the explanation's.

    Raises:
        DomainNotAllowedError: The button's seat is empty or outside the table.
    """
    live = check_live_seats(seats, table_size)
    _check_seat(button, table_size, _Role.BUTTON)
    if button not in live:
        raise DomainNotAllowedError(
            "the button for a table's first hand must be on a player, and seat {seat} is empty",
            seat=button,
        )
    notes = [message("The button is on seat {button}.", button=button)]  # a first hand or a set one
    if len(live) == 2:
        other = live[0] if live[1] == button else live[1]
        if button_posts_big_blind_heads_up:
            notes.append(_legacy_note(bb=button, other=other))
            return _plan(
                button,
                button,
                other,
                button,
                live,
                (),
                ante,
                notes,
                heads_up=True,
                language=language,
            )
        notes.append(
            message(
                "Heads-up the small blind is the button (TDA 34-B): seat {button} posts the small "
                "blind, seat {other} posts the big blind.",
                button=button,
                other=other,
            )
        )
        return _plan(
            button, button, button, other, live, (), ante, notes, heads_up=True, language=language
        )
    sb = _next_after(button, live)
    bb = _next_after(sb, live)
    notes.append(
        message("Seat {sb} posts the small blind and seat {bb} the big blind.", sb=sb, bb=bb)
    )
    return _plan(button, button, sb, bb, live, (), ante, notes, heads_up=False, language=language)


def next_hand(
    seats: Iterable[int],
    previous: Positions,
    *,
    table_size: int = MAX_SEATS,
    ante: AnteMode = AnteMode.NONE,
    button_posts_big_blind_heads_up: bool = False,
    language: str = "en",
) -> BlindsPlan:
    """Positions of the next hand from last hand's positions and the seats live now.

    Args:
        seats: The live seats for the next hand.
        previous: Last hand's button, small blind position and big blind.
        table_size: Seats at the table (2..10).
        ante: Who posts antes this level.
        button_posts_big_blind_heads_up: seed000's house rule (rules.md §7 row 1).
        language: The explanation's language (``en``, ``it`` or ``ro``).

    Raises:
        DomainMalformedError: The previous positions are not in button, small blind, big
            blind order.
        DomainNotAllowedError: A seat is outside the table or fewer than two players remain.
    """
    live = check_live_seats(seats, table_size)
    _check_positions(previous, table_size)
    occupied = frozenset(live)
    last_bb, last_sb = previous.bb, previous.sb
    bb = _next_after(last_bb, live)
    notes: list[Message] = []
    skipped = [x for x in _seats_between(last_bb, bb, table_size) if x not in occupied]
    if len(live) == 2:
        return _heads_up(live, previous, bb, ante, button_posts_big_blind_heads_up, language)
    if previous.button in (previous.sb, previous.bb) and (
        bb == last_sb or not _strictly_between(last_sb, bb, last_bb, table_size)
    ):  # heads-up last hand: the rule would put the small blind behind the button
        return _after_heads_up(live, bb, ante, language)
    if last_bb in occupied:
        notes.append(
            message("The big blind moves from seat {last} to seat {bb}.", last=last_bb, bb=bb)
        )
        notes.append(
            message("Seat {last}, last hand's big blind, posts the small blind.", last=last_bb)
        )
    else:
        notes.append(
            message(
                "Seat {last} was eliminated in the big blind: the small blind is dead this hand "
                "and seat {bb}, the next player, posts the big blind.",
                last=last_bb,
                bb=bb,
            )
        )
    if len(skipped) == 1:
        notes.append(message("The big blind passes over the empty seat {seat}.", seat=skipped[0]))
    elif skipped:
        notes.append(
            message(
                "The big blind passes over the empty seats {seats}.",
                seats=Listing(tuple(skipped)),
            )
        )
    button = last_sb
    if button in occupied:
        notes.append(message("The button moves to seat {button}.", button=button))
    else:
        notes.append(
            message(
                "The button moves onto seat {button}, last hand's small blind, which is empty: "
                "a dead button.",
                button=button,
            )
        )
    waiting = tuple(x for x in live if _strictly_between(button, last_bb, x, table_size))
    dealt = tuple(x for x in live if x not in waiting)
    effective = _last_at_or_before(button, dealt) if dealt else bb
    if waiting and (effective == bb or bb in waiting):
        # Everyone left sits between the button and the small blind (the big blind among
        # them): waiting would leave no hand to deal, so they are all dealt in.
        notes.append(
            message(
                "Nobody else sits behind the button, so {seats} between the button and the "
                "small blind are dealt in at once.",
                seats=_seat_words(waiting),
            )
        )
        waiting, dealt = (), live
        effective = _last_at_or_before(_seat_before(last_bb, table_size), live)
    elif len(waiting) == 1:
        notes.append(
            message(
                "Seat {seat} between the button and the small blind waits until the button "
                "passes (TDA 8-A, 10-A).",
                seat=waiting[0],
            )
        )
    elif waiting:
        notes.append(
            message(
                "Seats {seats} between the button and the small blind wait until the button "
                "passes (TDA 8-A, 10-A).",
                seats=Listing(waiting),
            )
        )
    if button not in occupied:
        notes.append(
            message("Seat {seat} acts last after the flop (the effective button).", seat=effective)
        )
    return _plan(
        button,
        effective,
        last_bb,
        bb,
        dealt,
        waiting,
        ante,
        notes,
        heads_up=False,
        language=language,
    )


def _after_heads_up(live: tuple[int, ...], bb: int, ante: AnteMode, language: str) -> BlindsPlan:
    """The first hand of three or more after a heads-up hand the dead-button rule cannot follow.

    Heads-up the button posts a blind; when the big blind moving on passes that button's seat
    (the players who arrived sit there), the rule would put the small blind behind the button
    and the next hand could not follow from it. The big blind moves on to the next player, as
    always, so nobody posts it twice in a row; the player before him posts the small blind and
    the one before that has the button.
    """
    sb = _before_in(bb, live)
    button = _before_in(sb, live)
    notes = [
        message(
            "Play is no longer heads-up: seat {bb} posts the big blind, seat {sb} before it the "
            "small blind, and seat {button} has the button.",
            bb=bb,
            sb=sb,
            button=button,
        )
    ]
    return _plan(button, button, sb, bb, live, (), ante, notes, heads_up=False, language=language)


def _before_in(seat: int, live: Sequence[int]) -> int:
    """The live seat just before ``seat`` going clockwise (``seat`` itself is live)."""
    index = live.index(seat)
    return live[index - 1]


def _legacy_note(*, bb: int, other: int) -> Message:
    return message(
        "House rule (seed000): heads-up the button posts the big blind: seat {bb} has the button "
        "and posts the big blind, seat {other} posts the small blind.",
        bb=bb,
        other=other,
    )


def _heads_up(
    live: tuple[int, ...],
    previous: Positions,
    bb: int,
    ante: AnteMode,
    legacy: bool,  # noqa: FBT001 - private helper
    language: str,
) -> BlindsPlan:
    other = live[0] if live[1] == bb else live[1]
    was_heads_up = previous.button in (previous.sb, previous.bb)
    notes: list[Message] = []
    if not was_heads_up:
        notes.append(
            message(
                "Play is now heads-up: the button is placed so that nobody posts the big blind "
                "twice in a row."
            )
        )
    if previous.bb in live:
        template = N_("Seat {bb} posts the big blind (seat {last} posted it last hand).")
    else:
        template = N_(
            "Seat {bb} posts the big blind (the next player after seat {last}, "
            "last hand's big blind)."
        )
    notes.append(message(template, bb=bb, last=previous.bb))
    if legacy:
        notes.append(_legacy_note(bb=bb, other=other))
        return _plan(bb, bb, other, bb, live, (), ante, notes, heads_up=True, language=language)
    notes.append(
        message(
            "Heads-up the small blind is the button (TDA 34-B): seat {other} has the button "
            "and posts the small blind.",
            other=other,
        )
    )
    return _plan(other, other, other, bb, live, (), ante, notes, heads_up=True, language=language)


def _plan(
    button: int,
    effective: int,
    sb: int,
    bb: int,
    dealt: tuple[int, ...],
    waiting: tuple[int, ...],
    ante: AnteMode,
    notes: list[Message],
    *,
    heads_up: bool,
    language: str,
) -> BlindsPlan:
    if ante is AnteMode.EVERY_PLAYER:
        antes = dealt
        notes.append(message("Every player dealt in posts an ante."))
    elif ante is AnteMode.BIG_BLIND:
        antes = (bb,)
        notes.append(
            message(
                "Seat {bb} posts the big-blind ante for the table, big blind first (TDA RP-11).",
                bb=bb,
            )
        )
    else:
        antes = ()
    return BlindsPlan(
        button=button,
        button_dead=button not in dealt,
        effective_button=effective,
        sb=sb,
        sb_posted=sb in dealt,
        bb=bb,
        heads_up=heads_up,
        dealt_in=dealt,
        waiting=waiting,
        antes=antes,
        explanation=tuple(note.translated(language) for note in notes),
        notes=tuple(notes),
    )


def _check_table_size(table_size: object) -> None:
    if isinstance(table_size, bool) or not isinstance(table_size, int):
        raise DomainMalformedError(
            "the table size must be a whole number, not {size!r}", size=table_size
        )
    if not 2 <= table_size <= MAX_SEATS:
        raise DomainNotAllowedError(
            "a table has 2 to {most} seats, so a table of {size} is not allowed",
            most=MAX_SEATS,
            size=table_size,
        )


class _Role(Enum):
    """Whose seat :func:`_check_seat` checks (each has its own sentences)."""

    SEAT = "seat"
    BUTTON = "the button"
    LAST_BUTTON = "last hand's button"
    LAST_SB = "last hand's small blind"
    LAST_BB = "last hand's big blind"


def _check_seat(seat: object, table_size: int, role: _Role) -> None:
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise _not_a_seat(role, seat)
    if not 1 <= seat <= table_size:
        raise _outside(role, seat, table_size)


def _not_a_seat(role: _Role, seat: object) -> DomainMalformedError:
    match role:
        case _Role.SEAT:
            return DomainMalformedError("seat must be a seat number, not {seat!r}", seat=seat)
        case _Role.BUTTON:
            return DomainMalformedError("the button must be a seat number, not {seat!r}", seat=seat)
        case _Role.LAST_BUTTON:
            return DomainMalformedError(
                "last hand's button must be a seat number, not {seat!r}", seat=seat
            )
        case _Role.LAST_SB:
            return DomainMalformedError(
                "last hand's small blind must be a seat number, not {seat!r}", seat=seat
            )
        case _Role.LAST_BB:
            return DomainMalformedError(
                "last hand's big blind must be a seat number, not {seat!r}", seat=seat
            )


def _outside(role: _Role, seat: int, size: int) -> DomainNotAllowedError:
    match role:
        case _Role.SEAT:
            return DomainNotAllowedError(
                "seat {seat} is outside the table (seats 1 to {size})", seat=seat, size=size
            )
        case _Role.BUTTON:
            return DomainNotAllowedError(
                "the button is on seat {seat}, outside the table (seats 1 to {size})",
                seat=seat,
                size=size,
            )
        case _Role.LAST_BUTTON:
            return DomainNotAllowedError(
                "last hand's button is on seat {seat}, outside the table (seats 1 to {size})",
                seat=seat,
                size=size,
            )
        case _Role.LAST_SB:
            return DomainNotAllowedError(
                "last hand's small blind is on seat {seat}, outside the table (seats 1 to {size})",
                seat=seat,
                size=size,
            )
        case _Role.LAST_BB:
            return DomainNotAllowedError(
                "last hand's big blind is on seat {seat}, outside the table (seats 1 to {size})",
                seat=seat,
                size=size,
            )


def _check_positions(previous: Positions, table_size: int) -> None:
    for role, seat in (
        (_Role.LAST_BUTTON, previous.button),
        (_Role.LAST_SB, previous.sb),
        (_Role.LAST_BB, previous.bb),
    ):
        _check_seat(seat, table_size, role)
    button, sb, bb = previous.button, previous.sb, previous.bb
    if sb == bb:
        raise DomainMalformedError(
            "last hand's small and big blind cannot both be seat {seat}", seat=sb
        )
    if button not in (sb, bb) and not _strictly_between(button, bb, sb, table_size):
        raise DomainMalformedError(
            "last hand's positions are out of order: clockwise from the button (seat {button}) "
            "the small blind (seat {sb}) must come before the big blind (seat {bb})",
            button=button,
            sb=sb,
            bb=bb,
        )


def _next_after(seat: int, live: Sequence[int]) -> int:
    index = bisect_right(live, seat)
    return live[index] if index < len(live) else live[0]


def _last_at_or_before(seat: int, live: Sequence[int]) -> int:
    index = bisect_right(live, seat)
    return live[index - 1] if index > 0 else live[-1]


def _seat_before(seat: int, table_size: int) -> int:
    return table_size if seat == 1 else seat - 1


def _strictly_between(start: int, end: int, seat: int, table_size: int) -> bool:
    """Whether ``seat`` lies strictly between ``start`` and ``end``, going clockwise."""
    return 0 < (seat - start) % table_size < (end - start) % table_size


def _seats_between(start: int, end: int, table_size: int) -> list[int]:
    return [(start + k - 1) % table_size + 1 for k in range(1, (end - start) % table_size)]


def _seat_words(seats: Sequence[int]) -> Message:
    if len(seats) == 1:
        return message("seat {seat}", seat=seats[0])
    return message("seats {seats}", seats=Listing(tuple(seats)))
