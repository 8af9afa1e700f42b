"""The draw for the button: one card to each player, the highest by suit (♠ ♥ ♦ ♣) takes it.

Made when seats are drawn, a table is opened or the final table is redrawn; the cards dealt
are kept in the event's explanation, so the draw can be read back and said in any language.
"""

from __future__ import annotations

import random

from tourney.base.messages import Message, Series, message
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.room.tables import Table
from tourney.engine.decks import STANDARD_52

__all__ = ["draw_for_button"]


def draw_for_button(table: Table, rng: random.Random) -> tuple[Table, tuple[Message, ...]]:
    """Deal one card to each player; the highest card by suit (♠ ♥ ♦ ♣) gets the button.

    Returns:
        The table with its first-hand button, and the explanation listing the cards, kept
        unsaid (say it with :meth:`~tourney.base.messages.Message.translated`; store it with
        :func:`tourney.domain.serialize.notes_to_json`).

    Raises:
        DomainNotAllowedError: Fewer than two players sit at the table.
    """
    seats = table.occupied
    if len(seats) < 2:
        raise DomainNotAllowedError(
            "{table} needs two players to draw for the button", table=table.label_note
        )
    cards = rng.sample(STANDARD_52.cards, len(seats))
    dealt = dict(zip(seats, cards, strict=True))
    winner = max(seats, key=lambda s: dealt[s].code)
    each = tuple(message("seat {seat} {card}", seat=s, card=dealt[s].written) for s in seats)
    notes = (
        message("Cards for the button: {cards}.", cards=Series(each)),
        message(
            "Seat {seat} has the highest card ({card}) and takes the button.",
            seat=winner,
            card=dealt[winner].written,
        ),
    )
    return Table(
        table.number,
        table.seats,
        name=table.name,
        blocked=table.blocked,
        fixed=table.fixed,
        button=winner,
    ), notes
