"""What the tournament settings dialog decides, apart from its widgets.

Reading what the director typed (a break order ``"3, 2, 1"``, a points table
``"25, 18, 15"``), writing the current values back as text, and storing the new setup as
ONE undoable ``edit_setup`` action through the :class:`~tourney.gui.session.Session`. A field
that cannot be read raises :class:`SettingsError` with a message in the user's language; a
setup the domain refuses comes back as the domain's reason, and nothing changes.

>>> parse_break_order("3, 2 1")
(3, 2, 1)
>>> break_order_text((3, 2, 1))
'3, 2, 1'
>>> parse_points("25; 18, 12.5")
(Decimal('25'), Decimal('18'), Decimal('12.5'))
>>> decimal_text(Decimal("12.50")), decimal_text(Decimal("100"))
('12.5', '100')
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from PySide6.QtCore import QCoreApplication, QObject

from tourney.base.formats import format_decimal
from tourney.core.commands import EditSetup
from tourney.domain.money.league import PointsFormula
from tourney.domain.setup import TournamentSetup
from tourney.gui.language import current_language
from tourney.gui.places import place_text
from tourney.gui.session import Session

__all__ = [
    "SettingsController",
    "SettingsError",
    "break_order_text",
    "decimal_text",
    "parse_break_order",
    "parse_points",
    "points_example",
]

_SEPARATORS = re.compile(r"[\s,;]+")


class SettingsError(ValueError):
    """A typed field cannot be read; the text, in the user's language, says why.

    Attributes:
        field: The name of the dialog's field to put the cursor in (``"break_order"``).
    """

    def __init__(self, text: str, *, field: str = "") -> None:
        super().__init__(text)
        self.field = field


def _words(text: str) -> list[str]:
    return [word for word in _SEPARATORS.split(text.strip()) if word]


def parse_break_order(text: str) -> tuple[int, ...]:
    """Table numbers in the order they break, typed ``"3, 2, 1"`` (commas, spaces or ``;``).

    Empty text is an empty order (highest number first).

    Raises:
        SettingsError: A word is not a table number (a whole number from 1), or a table is
            listed twice.
    """
    order: list[int] = []
    for word in _words(text):
        if not word.isdigit() or int(word) < 1:
            raise SettingsError(
                QCoreApplication.translate(
                    "Tournaments",
                    "“%1” is not a table number: type the tables in the order they break, "
                    "e.g. 3, 2, 1.",
                ).replace("%1", word),
                field="break_order",
            )
        number = int(word)
        if number in order:
            raise SettingsError(
                QCoreApplication.translate(
                    "Tournaments", "Table %1 is listed twice in the break order."
                ).replace("%1", str(number)),
                field="break_order",
            )
        order.append(number)
    return tuple(order)


def break_order_text(order: tuple[int, ...]) -> str:
    """A break order as the director types it."""
    return ", ".join(str(number) for number in order)


def decimal_text(value: Decimal) -> str:
    """A number of points without trailing zeros (``12.5``, ``100``)."""
    return f"{value.normalize():f}"


def parse_points(text: str) -> tuple[Decimal, ...]:
    """League points by place, best first, typed ``"25, 18, 15"`` (a point for decimals).

    Raises:
        SettingsError: Nothing was typed, or a word is not a number.
    """
    words = _words(text)
    if not words:
        raise SettingsError(
            QCoreApplication.translate(
                "Tournaments", "Type the points of each place, best first, e.g. 25, 18, 15."
            ),
            field="fixed_table",
        )
    points: list[Decimal] = []
    for word in words:
        try:
            value = Decimal(word)
        except InvalidOperation:
            value = Decimal("NaN")
        if not value.is_finite():
            raise SettingsError(
                QCoreApplication.translate(
                    "Tournaments", "“%1” is not a number of points."
                ).replace("%1", word),
                field="fixed_table",
            )
        points.append(value)
    return tuple(points)


def _points_text(value: Decimal) -> str:
    return format_decimal(value, current_language(), decimals=2)


def points_example(formula: PointsFormula, entries: int) -> str:
    """What the formula gives in a field of ``entries``: the first three places and the last."""
    places = [place for place in (1, 2, 3) if place < entries] + [entries]
    parts = [
        f"{place_text(place)}: {_points_text(formula.points(place=place, entries=entries))}"
        for place in places
    ]
    return (
        QCoreApplication.translate("Tournaments", "With %1 entries: %2")
        .replace("%1", str(entries))
        .replace("%2", " · ".join(parts))
    )


class SettingsController(QObject):
    """Applies the settings dialog's setup to the open tournament."""

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session

    @property
    def setup(self) -> TournamentSetup | None:
        """The open tournament's setup, ``None`` when none is open."""
        state = self.session.state
        return state.setup if state is not None else None

    def apply(self, setup: TournamentSetup) -> str | None:
        """Store ``setup`` as one undoable :class:`~tourney.core.commands.EditSetup`.

        A setup equal to the current one stores nothing. When the name changes, the
        library's list shows the new one too.

        Returns:
            ``None`` when it is stored (on disk) or nothing changed; otherwise why it was
            refused, and nothing changed.
        """
        current = self.setup
        if current is not None and setup == current:
            return None

        with self.session.refusals_collected() as messages:
            event = self.session.perform(EditSetup(setup=setup))
        if event is None:
            return (
                messages[0]
                if messages
                else QCoreApplication.translate("Tournaments", "The settings were not changed.")
            )
        return None  # a new name reaches the library's list with the action itself
