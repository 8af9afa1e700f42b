"""The words and numbers on the clock display, built from a clock reading and a snapshot.

Pure functions (no widgets) so they are easy to test; every phrase goes through Qt's
translation under the ``"Display"`` context. Chip counts use the given :class:`QLocale`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from tourney.domain.levels.clock_events import ClockReading, format_time_left
from tourney.domain.levels.game_names import level_game
from tourney.domain.levels.stack_depth import whole_big_blinds
from tourney.domain.levels.structure import AnteKind, Break, Item, Level
from tourney.gui.language import current_language

__all__ = [
    "ante_text",
    "average_text",
    "blinds_text",
    "chips_text",
    "colour_up_text",
    "current_big_blind",
    "digits_template",
    "digits_text",
    "english_plural",
    "format_elapsed",
    "game_text",
    "join_words",
    "next_text",
    "players_text",
    "title_text",
    "to_break_text",
]

_NO_VALUE = "—"


def english_plural(text: str, count: int) -> str:
    """Finish a ``%n ...(s)`` phrase when no translation has replaced it.

    Qt fills ``%n`` but leaves English's ``(s)`` as written unless an English translation is
    loaded; this picks the right form. Translated phrases have no ``(s)`` and pass unchanged.
    """
    return text.replace("(s)", "" if count == 1 else "s")


class DisplayCounts(QObject):
    """The display's phrases with a count, in their own translation context.

    ``pyside6-lupdate`` marks a phrase as plural (``%n``) only in the ``self.tr(text, "", n)``
    form, not in ``QCoreApplication.translate`` with a variable count, so counted phrases are
    translated through this object.
    """

    def break_minutes(self, minutes: int) -> str:
        """``"Break, 15 minutes"``."""
        return english_plural(self.tr("Break, %n minute(s)", "", minutes), minutes)


def format_elapsed(ms: int) -> str:
    """Time elapsed in whole seconds, rounded down: ``"0:59"``, ``"1:00:00"``."""
    return format_time_left(max(ms, 0) // 1000 * 1000)


def digits_text(reading: ClockReading) -> str:
    """The big digits: time left, or ``"+M:SS"`` counting up in overtime."""
    if reading.in_overtime:
        return "+" + format_elapsed(reading.overtime_ms)
    return reading.time_left_text


def digits_template(text: str) -> str:
    """The widest text of the same shape, to size the digits once per shape, not per second.

    Every digit becomes ``0`` and minutes always count two digits, so ``"9:59"`` and
    ``"12:34"`` get the same font size and the digits never jump.
    """
    shape = "".join("0" if ch.isdigit() else ch for ch in text)
    sign = "+" if shape.startswith("+") else ""
    body = shape.removeprefix("+")
    if body.count(":") == 1 and len(body.split(":")[0]) < 2:
        body = "0" + body
    return sign + body


def title_text(reading: ClockReading) -> str:
    """The item's title: ``"Level 7"`` or ``"Break"``."""
    if reading.level is None:
        return QCoreApplication.translate("Display", "Break")
    return QCoreApplication.translate("Display", "Level {number}").format(number=reading.level)


def game_text(level: Level) -> str:
    """The game and limit in the window's language: ``"No-Limit Hold'em"``."""
    return level_game(level.game, level.limit, current_language())


def blinds_text(level: Level, locale: QLocale) -> str:
    """The blinds: ``"400 / 800"``."""
    return f"{locale.toString(level.small_blind)} / {locale.toString(level.big_blind)}"


def ante_text(level: Level, locale: QLocale) -> str:
    """The ante with its kind, empty without one: ``"Big-blind ante 800"``."""
    if level.ante_kind is AnteKind.NONE or not level.ante:
        return ""
    amount = locale.toString(level.ante)
    if level.ante_kind is AnteKind.BIG_BLIND:
        return QCoreApplication.translate("Display", "Big-blind ante {amount}").format(
            amount=amount
        )
    return QCoreApplication.translate("Display", "Ante {amount}").format(amount=amount)


def join_words(words: Sequence[str]) -> str:
    """Words as a sentence lists them: ``"5, 25 and 100"``."""
    if len(words) <= 1:
        return "".join(words)
    return QCoreApplication.translate("Display", "{first} and {last}").format(
        first=", ".join(words[:-1]), last=words[-1]
    )


def colour_up_text(item: Break, locale: QLocale) -> str:
    """The colour-up notice, empty when nothing is coloured up: ``"Colour up the 25 chips"``."""
    if not item.colour_up:
        return ""
    values = join_words([locale.toString(value) for value in item.colour_up])
    return QCoreApplication.translate("Display", "Colour up the {values} chips").format(
        values=values
    )


def _item_summary(item: Item, number: int | None, locale: QLocale) -> str:
    if isinstance(item, Break):
        minutes = -(-item.seconds // 60)
        return DisplayCounts().break_minutes(minutes)
    text = QCoreApplication.translate("Display", "Level {number}: {blinds}").format(
        number=number, blinds=blinds_text(item, locale)
    )
    ante = ante_text(item, locale)
    return f"{text}, {ante.lower()}" if ante else text


def next_text(reading: ClockReading, locale: QLocale) -> str:
    """What comes next: ``"Next: Level 8: 500 / 1,000, ante 1,000"``; or the last level."""
    if reading.next_item is None:
        return QCoreApplication.translate("Display", "Last level")
    summary = _item_summary(reading.next_item, reading.next_level, locale)
    current = reading.item
    if (
        isinstance(reading.next_item, Level)
        and isinstance(current, Level)
        and (current.game, current.limit) != (reading.next_item.game, reading.next_item.limit)
    ):
        summary += f" — {game_text(reading.next_item)}"
    return QCoreApplication.translate("Display", "Next: {summary}").format(summary=summary)


def to_break_text(reading: ClockReading) -> str:
    """Playing time until the next break, ``"—"`` when no break follows."""
    if reading.to_break_ms is None:
        return _NO_VALUE
    return format_time_left(reading.to_break_ms)


def players_text(players_left: int | None, entries: int | None, locale: QLocale) -> str:
    """Players left out of entries: ``"45 / 120"``."""
    left = _NO_VALUE if players_left is None else locale.toString(players_left)
    if entries is None:
        return left
    return f"{left} / {locale.toString(entries)}"


def average_text(average: int | None, big_blind: int | None, locale: QLocale) -> str:
    """The average stack with its size in big blinds: ``"26,667 (33 BB)"``."""
    if average is None:
        return _NO_VALUE
    text = locale.toString(average)
    depth = whole_big_blinds(average, big_blind)
    if depth is None:
        return text
    blinds = locale.toString(depth)
    return QCoreApplication.translate("Display", "{chips} ({blinds} BB)").format(
        chips=text, blinds=blinds
    )


def chips_text(chips: int | None, locale: QLocale) -> str:
    """A chip count, ``"—"`` when unknown."""
    return _NO_VALUE if chips is None else locale.toString(chips)


def current_big_blind(reading: ClockReading) -> int | None:
    """The big blind that sizes stacks: the current level's, or during a break the next one's."""
    for item in (reading.item, reading.next_item):
        if isinstance(item, Level):
            return item.big_blind
    return None
