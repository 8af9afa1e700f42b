"""The ``button_set`` event: the button of a table's next hand, as if it were the table's first."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.base.messages import Message
from tourney.domain.log.payloads import Payload

__all__ = ["ButtonSet"]


@dataclass(frozen=True, slots=True)
class ButtonSet(Payload):
    """The button of a table's next hand, as if it were the table's first.

    Attributes:
        table: The table.
        seat: The button's seat.
        draw: When drawn for, the draw as it was explained (the cards), unsaid.
    """

    KIND: ClassVar[str] = "button_set"
    table: int
    seat: int
    draw: tuple[Message, ...] | None = None
