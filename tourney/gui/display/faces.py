"""The two faces of the clock display: the clock while the tournament runs, then the results.

Each face is a transparent layer over the whole window holding its labels; the window shows
one of them and places both from its :class:`~tourney.gui.display.layout.DisplayLayout`. The
window fills the clock face's texts (it reads the clock); the results face fills its own
from the snapshot's :class:`~tourney.gui.display.snapshot.FinalResults`.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, QRect, Qt
from PySide6.QtWidgets import QWidget

from tourney.domain.levels.clock_events import ClockReading
from tourney.domain.levels.structure import Break, Level
from tourney.gui.display import texts
from tourney.gui.display.ladder import Ladder
from tourney.gui.display.layout import DisplayLayout, clear_of
from tourney.gui.display.snapshot import DisplaySnapshot, FinalResults
from tourney.gui.display.theme import Theme
from tourney.gui.display.widgets import FitLabel

__all__ = ["ClockFace", "ResultsFace", "title_row"]

_LEFT = Qt.AlignmentFlag.AlignLeft
_LAST_MINUTE_MS = 60_000


class _Face(QWidget):
    """A transparent layer: clicks go through to the window."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)


class ClockFace(_Face):
    """Level, game, the digits, blinds, ante, what comes next; the stats and the payouts."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.title = FitLabel(self, fill=0.7, capitals=True)
        self.game = FitLabel(self, fill=0.7)
        self.digits = FitLabel(self, fill=1.2, template=texts.digits_template)
        self.blinds = FitLabel(self, fill=0.86)
        self.ante = FitLabel(self, fill=0.66)
        self.next_level = FitLabel(self, fill=0.46, bold=False)
        self.paused_badge = FitLabel(self, fill=0.6, capitals=True)
        self.paused_badge.setText(self.tr("Paused"))
        self.paused_badge.hide()
        captions = (
            self.tr("Next break"),
            self.tr("Players"),
            self.tr("Average stack"),
            self.tr("Chips in play"),
            self.tr("Prize pool"),
        )
        self.stat_captions: list[FitLabel] = []
        self.stat_values: list[FitLabel] = []
        for caption in captions:
            label = FitLabel(self, fill=0.72, align=_LEFT, capitals=True, bold=False)
            label.setText(caption)
            self.stat_captions.append(label)
            self.stat_values.append(FitLabel(self, fill=0.8, align=_LEFT))
        self.payouts_caption = FitLabel(self, fill=0.72, align=_LEFT, capitals=True, bold=False)
        self.payouts_caption.setText(self.tr("Payouts"))
        self.payouts = Ladder(self)

    def show_reading(
        self, reading: ClockReading | None, theme: Theme, locale: QLocale, *, started: bool = True
    ) -> None:
        """Show what the clock says: level, game, time, blinds, ante, what comes next.

        Before the clock's first start (``started`` false) the game line says the tournament
        starts soon and the "Paused" badge stays hidden: nothing has been paused yet.
        """
        if reading is None:
            for part in (self.title, self.game, self.blinds, self.ante, self.next_level):
                part.setText("")
            self.digits.setText("--:--")
            self.digits.set_colours(theme.muted)
            self.paused_badge.hide()
            return
        item = reading.item
        self.title.setText(texts.title_text(reading))
        self.digits.setText(texts.digits_text(reading))
        self.next_level.setText(texts.next_text(reading, locale))
        if isinstance(item, Break):
            self.title.set_colours(theme.break_accent)
            self.game.setText("")
            notice = texts.colour_up_text(item, locale)
            self.blinds.setText(notice)
            self.blinds.set_colours(theme.background, theme.break_accent if notice else None)
            self.ante.setText("")
        else:
            self.title.set_colours(theme.accent)
            if not started:
                self.game.setText(self.tr("Starts soon"))
            else:
                self.game.setText(
                    self.tr("Overtime") if reading.in_overtime else texts.game_text(item)
                )
            self.game.set_colours(theme.danger if reading.in_overtime else theme.muted)
            self.game.set_bold(reading.in_overtime)
            self.blinds.setText(texts.blinds_text(item, locale))
            self.blinds.set_colours(theme.text)
            self.ante.setText(texts.ante_text(item, locale))
        self.digits.set_colours(_digits_colour(reading, theme))
        self.paused_badge.setVisible(started and not reading.running)

    def show_figures(
        self, snapshot: DisplaySnapshot | None, reading: ClockReading | None, locale: QLocale
    ) -> None:
        """Show the stats and the payouts."""
        if snapshot is None:
            for label in self.stat_values:
                label.setText("—")
            self.payouts.set_rows(())
            return
        big_blind = None if reading is None else texts.current_big_blind(reading)
        in_break = reading is not None and reading.level is None and reading.to_break_ms is not None
        self.stat_captions[0].setText(  # in a break the figure is the play still to come
            self.tr("Play to next break") if in_break else self.tr("Next break")
        )
        values = (
            "—" if reading is None else texts.to_break_text(reading),
            texts.players_text(snapshot.players_left, snapshot.entries, locale),
            texts.average_text(snapshot.average_stack, big_blind, locale),
            texts.chips_text(snapshot.chips_in_play, locale),
            snapshot.prize_pool or "—",
        )
        for label, value in zip(self.stat_values, values, strict=True):
            label.setText(value)
        self.payouts_caption.setText(self.tr("Deal") if snapshot.deal else self.tr("Payouts"))
        self.payouts.set_rows(snapshot.payouts)

    def place(self, layout: DisplayLayout) -> None:
        """Put every part where ``layout`` says (the title row is the window's to share)."""
        parts = layout.parts
        self.title.setGeometry(parts["title"])
        self.game.setGeometry(parts["game"])
        self.digits.setGeometry(parts["digits"])
        self.blinds.setGeometry(_notice_rect(parts["blinds"]))
        self.ante.setGeometry(parts["ante"])
        self.next_level.setGeometry(parts["next"])
        for (caption_rect, value_rect), caption, value in zip(
            layout.stats, self.stat_captions, self.stat_values, strict=True
        ):
            caption.setGeometry(caption_rect)
            value.setGeometry(value_rect)
        self.payouts_caption.setGeometry(layout.payouts_caption)
        self.payouts.setGeometry(layout.payouts)
        self.payouts.set_row_height(layout.row_height)
        self.payouts.set_keep_clear(clear_of(layout.code, layout.payouts, layout.margin))

    def apply_theme(self, theme: Theme) -> None:
        """Colour the parts that keep one colour (the window colours the changing ones)."""
        for part in (self.blinds, self.ante, *self.stat_values):
            part.set_colours(theme.text)
        for part in (self.game, self.next_level, *self.stat_captions, self.payouts_caption):
            part.set_colours(theme.muted)
        self.paused_badge.set_colours(theme.warning, theme.overlay)
        self.payouts.set_colours(theme.text, theme.muted)


class ResultsFace(_Face):
    """The winner, the winner's prize, and the final results with names and prizes."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.winner_title = FitLabel(self, fill=0.7, capitals=True)
        self.winner_title.setText(self.tr("Winner"))
        self.winner = FitLabel(self, fill=0.62)
        self.prize = FitLabel(self, fill=0.7)
        self.note = FitLabel(self, fill=0.46, bold=False)
        self.note.setText(self.tr("The tournament is over. Thank you for playing!"))
        self.caption = FitLabel(self, fill=0.72, align=_LEFT, capitals=True, bold=False)
        self.caption.setText(self.tr("Final results"))
        self.ladder = Ladder(self)
        self.hide()

    def show_results(self, results: FinalResults) -> None:
        """Say who won and list the places."""
        self.winner.setText(results.winner)
        self.prize.setText(results.prize)
        self.ladder.set_rows(results.rows, results=True)

    def place(self, layout: DisplayLayout) -> None:
        """Put the winner in the digits' place and the results in the side panel.

        The results take the whole panel; their lines beside the room's code end before it.
        """
        parts = layout.parts
        self.winner_title.setGeometry(parts["title"])
        name = parts["game"].united(parts["digits"])
        self.winner.setGeometry(name.adjusted(0, name.height() // 6, 0, -(name.height() // 6)))
        self.prize.setGeometry(parts["blinds"])
        self.note.setGeometry(parts["next"])
        self.caption.setGeometry(layout.results_caption)
        self.ladder.setGeometry(layout.results)
        self.ladder.set_row_height(layout.row_height)
        self.ladder.set_keep_clear(clear_of(layout.code, layout.results, layout.margin))

    def apply_theme(self, theme: Theme) -> None:
        """Colour the parts."""
        self.winner_title.set_colours(theme.accent)
        self.winner.set_colours(theme.text)
        self.prize.set_colours(theme.accent)
        self.note.set_colours(theme.muted)
        self.caption.set_colours(theme.muted)
        self.ladder.set_colours(theme.text, theme.muted)


def title_row(row: QRect, title: FitLabel, badge: FitLabel, *, paused: bool) -> tuple[QRect, QRect]:
    """The title's and the PAUSED badge's boxes in the title row: side by side, centred.

    The badge never lies over the digits: while the clock runs it has no room at all.
    """
    if not paused:
        return row, QRect(row.center().x(), row.y(), 0, 0)
    gap = row.height() // 3
    badge_h = round(row.height() * 0.78)
    badge_w = min(badge.natural_width(badge_h), (row.width() - gap) // 2)
    title_w = min(title.natural_width(row.height()), row.width() - gap - badge_w)
    left = row.x() + (row.width() - title_w - gap - badge_w) // 2
    title_rect = QRect(left, row.y(), title_w, row.height())
    top = row.y() + (row.height() - badge_h) // 2
    return title_rect, QRect(left + title_w + gap, top, badge_w, badge_h)


def _digits_colour(reading: ClockReading, theme: Theme) -> str:
    """Running, in the last minute, in overtime or paused."""
    if not reading.running:
        return theme.dimmed
    if reading.in_overtime:
        return theme.danger
    if isinstance(reading.item, Level) and reading.time_left_ms <= _LAST_MINUTE_MS:
        return theme.warning
    return theme.text


def _notice_rect(rect: QRect) -> QRect:
    """The blinds line, inset a little so the colour-up notice's background breathes."""
    inset = round(rect.height() * 0.08)
    return rect.adjusted(rect.width() // 14, inset, -(rect.width() // 14), -inset)
