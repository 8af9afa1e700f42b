"""What the bust-out dialog shows of each table in the hand, and what a click there means.

Recording a bust-out is when Tourney learns where a table's button was: the dialog draws each
table where a player busts, as it was in that hand, with the button where Tourney expects it
(the hand after the last one it knows, while that is recent) or nowhere when it is
unconfirmed; one click on a seat says where the button was. :class:`BustHands` decides: which
tables, which hand a clicked seat means (:func:`tourney.domain.room.actions.bust_hand`), and
what the next hand will then be. No widgets here.
"""

from __future__ import annotations

from collections.abc import Iterable

from tourney.domain.levels.clock_events import Now
from tourney.domain.room import actions as tables
from tourney.domain.room.button import Positions, next_hand
from tourney.domain.room.button_known import ButtonKnown
from tourney.domain.state import TournamentState
from tourney.gui.tables.table_picture import TablePicture, hand_picture

__all__ = ["BustHands"]


class BustHands:
    """The tables of one hand's bust-outs, as the dialog shows them.

    Args:
        state: The tournament before the bust-out.
        now: The moment the dialog opened (how long since each button was confirmed).
        language: The language of the tables' labels and of the next hand's explanation.
    """

    def __init__(self, state: TournamentState, now: Now, language: str) -> None:
        self.state = state
        self.now = now
        self.language = language
        self._known: dict[int, ButtonKnown] = {}

    def tables_of(self, entries: Iterable[int | None]) -> tuple[int, ...]:
        """The tables of a hand with two players or more where ``entries`` sit, in order."""
        found: list[int] = []
        for entry in entries:
            seat = None if entry is None else self.state.seat_of(entry)
            if seat is None or seat[0] in found:
                continue
            if self.state.room.table(seat[0]).count >= 2:
                found.append(seat[0])
        return tuple(sorted(found))

    def known(self, table: int) -> ButtonKnown:
        """How sure Tourney is of ``table``'s button (read once per dialog)."""
        known = self._known.get(table)
        if known is None:
            known = self._known[table] = tables.button_known(self.state, table, self.now)
        return known

    def expected(self, table: int) -> Positions | None:
        """The hand Tourney expects ``table`` was playing, or ``None`` (unconfirmed)."""
        return self.known(table).expected

    def choose(self, table: int, seat: int) -> Positions:
        """The hand meant by "the button was on ``seat``" at ``table``.

        Raises:
            DomainNotAllowedError: Nobody sits there and the rules put no dead button there.
        """
        return tables.bust_hand(self.state, table, seat, self.now)

    def picture(self, table: int, hand: Positions | None, busting: Iterable[int]) -> TablePicture:
        """``table`` as it was in the hand, ``busting`` marked, with what comes next."""
        out = frozenset(busting)
        return hand_picture(
            self.state,
            table,
            hand,
            busting=out,
            explanation=self.next_hand(table, hand, out),
            language=self.language,
        )

    def next_hand(
        self, table: int, hand: Positions | None, busting: Iterable[int]
    ) -> tuple[str, ...]:
        """Why the next hand's button and blinds will be where they are, once they have left."""
        if hand is None:
            return ()
        seated = self.state.room.table(table)
        out = set(busting)
        live = [s for s in seated.occupied if seated.player_at(s) not in out]
        if len(live) < 2:
            return ()
        settings = self.state.setup.tables
        plan = next_hand(
            live,
            hand,
            table_size=seated.size,
            button_posts_big_blind_heads_up=settings.button_posts_big_blind_heads_up,
        )
        return plan.explanation_in(self.language)
