"""One table drawn: the felt, its seats with names, the button and the next hand's blinds.

The widget paints a :class:`~tourney.gui.tables.table_picture.TablePicture` and reports
clicks; it decides nothing. A left click on a seat emits :attr:`TableWidget.seat_clicked`
(the controller decides whether that selects, moves or sets the button); a right click opens
the seat's menu (:meth:`TableWidget.context_menu`). A button Tourney is not sure of is drawn
faded, with a BUTTON UNCONFIRMED badge on the felt; players busting in the hand drawn (the
bust-out dialog) have a red plate and their name struck out.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QContextMenuEvent,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QMenu, QSizePolicy, QToolTip, QWidget

from tourney.base.formats import format_chips
from tourney.gui.display.texts import english_plural
from tourney.gui.language import current_language
from tourney.gui.tables import table_style as style
from tourney.gui.tables.table_geometry import TableGeometry, stadium
from tourney.gui.tables.table_picture import SeatKind, SeatPicture, TablePicture

__all__ = ["TableWidget", "name_breaks"]


_CAPTION_SHARE = 0.62
"""The part of the felt's width the caption under the table's name may take."""


def name_breaks(name: str) -> list[list[str]]:
    """Every way of writing ``name`` on two lines: between two words, or after a hyphen.

    >>> name_breaks("Ana Pop-Ene")
    [['Ana', 'Pop-Ene'], ['Ana Pop-', 'Ene']]
    """
    words = name.split()
    text = " ".join(words)
    cuts = [i for i, char in enumerate(text) if char == " "]
    cuts += [i + 1 for i, char in enumerate(text[:-1]) if char == "-" and i > 0]
    return [
        [text[:cut].rstrip(), text[cut:].lstrip()]
        for cut in sorted(cuts)
        if text[:cut].strip() and text[cut:].strip()
    ]


def _widest(metrics: QFontMetricsF, lines: list[str]) -> float:
    return max(metrics.horizontalAdvance(line) for line in lines)


class TableWidget(QWidget):
    """A table seen from above, the dealer at the top and seat 1 on his left.

    Signals:
        seat_clicked(int): A seat was clicked (its number).
        move_requested(int): "Move to…" was chosen for an entry.
        bust_requested(int): "Bust out…" was chosen for an entry.
        button_requested(int): "Set button here" was chosen for a seat.
        rebuy_requested(int): "Rebuy…" was chosen for an entry.
        add_on_requested(int): "Add-on" was chosen for an entry.
    """

    seat_clicked = Signal(int)
    move_requested = Signal(int)
    bust_requested = Signal(int)
    button_requested = Signal(int)
    rebuy_requested = Signal(int)
    add_on_requested = Signal(int)

    def __init__(self, picture: TablePicture, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._picture = picture
        self._selected: int | None = None
        self._button_mode = False
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMinimumSize(380, 250)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    # --- state ---------------------------------------------------------------------------

    @property
    def picture(self) -> TablePicture:
        """What is drawn."""
        return self._picture

    @property
    def selected(self) -> int | None:
        """The selected entry, when it sits here."""
        return self._selected

    @property
    def button_mode(self) -> bool:
        """Whether the next click sets this table's button."""
        return self._button_mode

    def set_picture(self, picture: TablePicture) -> None:
        """Draw ``picture`` from now on."""
        self._picture = picture
        self.setAccessibleName(picture.label)
        self.update()

    def set_selected(self, entry: int | None) -> None:
        """Highlight ``entry``'s seat (``None``: nobody)."""
        self._selected = entry
        self.update()

    def set_button_mode(self, *, on: bool) -> None:
        """Show that the next click puts the button on a seat."""
        self._button_mode = on
        cursor = Qt.CursorShape.CrossCursor if on else Qt.CursorShape.ArrowCursor
        self.setCursor(cursor)
        self.update()

    # --- geometry ------------------------------------------------------------------------

    def geometry_now(self) -> TableGeometry:
        """The layout at the widget's current size."""
        return TableGeometry(len(self._picture.seats), self.width(), self.height())

    def seat_at(self, point: QPointF) -> int | None:
        """The seat whose plate is under ``point``, or ``None``."""
        layout = self.geometry_now()
        for seat in self._picture.seats:
            if layout.seat_rect(seat.seat).adjusted(-4, -4, 4, 4).contains(point):
                return seat.seat
        return None

    def hasHeightForWidth(self) -> bool:
        """The table keeps a wide shape."""
        return True

    def heightForWidth(self, width: int) -> int:
        """About 0.62 of the width, within reason."""
        return max(250, min(460, round(width * 0.62)))

    def sizeHint(self) -> QSize:
        """A table comfortable to click."""
        return QSize(480, 300)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the table's shape as the grid gives it more width."""
        height = self.heightForWidth(self.width())
        if self.minimumHeight() != height:
            self.setMinimumHeight(height)
        super().resizeEvent(event)

    # --- input ---------------------------------------------------------------------------

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """A left click on a seat reports it."""
        if event.button() == Qt.MouseButton.LeftButton:
            seat = self.seat_at(event.position())
            if seat is not None:
                self.seat_clicked.emit(seat)
                event.accept()
                return
        super().mouseReleaseEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """A pointing hand over seats."""
        if not self._button_mode:
            over = self.seat_at(event.position()) is not None
            shape = Qt.CursorShape.PointingHandCursor if over else Qt.CursorShape.ArrowCursor
            self.setCursor(shape)
        super().mouseMoveEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        """The seat's menu."""
        seat = self.seat_at(QPointF(event.pos()))
        menu = self.context_menu(seat) if seat is not None else None
        if menu is not None:
            menu.exec(event.globalPos())
            menu.deleteLater()

    def context_menu(self, seat: int) -> QMenu:
        """The menu for seat ``seat``: move, bust out, rebuy, add-on, set the button here.

        Rebuy and add-on are there only when the event offers them, enabled when the player
        may buy them now; greyed out, their tip says why not.
        """
        picture = self._picture.seat(seat)
        menu = QMenu(self)
        menu.setToolTipsVisible(True)
        if picture.kind is SeatKind.PLAYER and picture.entry is not None:
            entry = picture.entry
            move = menu.addAction(self.tr("Move %1 to…").replace("%1", picture.name))
            move.triggered.connect(lambda: self.move_requested.emit(entry))
            bust = menu.addAction(self.tr("Bust out %1…").replace("%1", picture.name))
            bust.triggered.connect(lambda: self.bust_requested.emit(entry))
            if self._picture.rebuys or self._picture.add_ons:
                menu.addSeparator()
            if self._picture.rebuys:
                rebuy = menu.addAction(self.tr("Rebuy for %1…").replace("%1", picture.name))
                rebuy.setEnabled(picture.can_rebuy)
                _explain(rebuy, picture.rebuy_refusal)
                rebuy.triggered.connect(lambda: self.rebuy_requested.emit(entry))
            if self._picture.add_ons:
                add_on = menu.addAction(self.tr("Add-on for %1").replace("%1", picture.name))
                add_on.setEnabled(picture.can_add_on)
                _explain(add_on, picture.add_on_refusal)
                add_on.triggered.connect(lambda: self.add_on_requested.emit(entry))
            menu.addSeparator()
        button = menu.addAction(self.tr("Set button here"))
        button.setEnabled(picture.kind is SeatKind.PLAYER)
        button.triggered.connect(lambda: self.button_requested.emit(seat))
        return menu

    def event(self, event: QEvent) -> bool:
        """Seat tooltips: the full name and the chips bought."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            seat = self.seat_at(QPointF(event.pos()))
            text = self._tooltip(seat) if seat is not None else ""
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def _tooltip(self, seat: int) -> str:
        picture = self._picture.seat(seat)
        if picture.kind is SeatKind.RESERVED:
            return self.tr("Seat %1: reserved").replace("%1", str(seat))
        if picture.kind is SeatKind.OPEN:
            return self.tr("Seat %1: open").replace("%1", str(seat))
        return (
            self.tr("Seat %1: %2\nEntry %3 · chips bought %4")
            .replace("%1", str(seat))
            .replace("%2", picture.name)
            .replace("%3", str(picture.entry))
            .replace("%4", format_chips(picture.chips, current_language()))
        )

    def caption(self) -> str:
        """The line under the table's name: how many sit there, or what a click does now."""
        if self._button_mode:
            return self.tr("Click the seat that gets the button")
        count = self._picture.players
        return english_plural(self.tr("%n player(s)", "", count), count)

    # --- painting ------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        """Felt, rail, plates and markers."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        layout = self.geometry_now()
        self._paint_felt(painter, layout)
        for seat in self._picture.seats:
            self._paint_plate(painter, layout, seat)
        if not self._picture.confirmed:  # where Tourney last knew it, no more
            painter.setOpacity(0.45)
        for seat in self._picture.seats:
            self._paint_markers(painter, layout, seat)
        painter.end()

    def _font(self, scale: float, *, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, self.font().pointSizeF() * scale))
        font.setBold(bold)
        return font

    def _paint_felt(self, painter: QPainter, layout: TableGeometry) -> None:
        felt = layout.felt
        rail = QPen(style.MODE if self._button_mode else style.RAIL, 9)
        painter.setPen(rail)
        painter.setBrush(style.FELT)
        painter.drawPath(stadium(felt))
        badges = []
        if self._picture.hand_for_hand:
            badges.append((self.tr("HAND-FOR-HAND"), style.HAND_FOR_HAND, QColor("#1a1a1a")))
        if self._picture.holds:
            badges.append((self.tr("HOLD PLAY"), style.HOLD, QColor("#ffffff")))
        if not self._picture.confirmed:
            badges.append((self.tr("BUTTON UNCONFIRMED"), style.UNCONFIRMED, QColor("#8d4000")))
        # the name, the caption and the badges stay on the felt: more than two badges lift
        # them all, so that none runs into the seats at the bottom
        lift = 13 * max(0, len(badges) - 2)
        painter.setPen(style.FELT_TEXT)
        painter.setFont(self._font(1.5, bold=True))
        centre = felt.center() - QPointF(0, lift)
        title = QRectF(felt.left(), centre.y() - 34, felt.width(), 30)
        painter.drawText(title, Qt.AlignmentFlag.AlignCenter, self._picture.label)
        painter.setFont(self._font(1.0))
        # the caption keeps to the felt's middle, between the seats at its ends, on two lines
        # if it must ("Faceți clic pe locul care primește butonul")
        inner = felt.width() * _CAPTION_SHARE
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        space = QRectF(centre.x() - inner / 2, centre.y(), inner, 60)
        needed = painter.boundingRect(space, flags, self.caption())
        painter.drawText(space, flags, self.caption())
        y = centre.y() + max(22.0, needed.height()) + 2
        for text, fill, ink in badges:
            self._pill(painter, QPointF(centre.x(), y + 10), text, fill, ink, font_scale=0.85)
            y += 26

    def _paint_plate(self, painter: QPainter, layout: TableGeometry, seat: SeatPicture) -> None:
        rect = layout.seat_rect(seat.seat)
        selected = seat.entry is not None and seat.entry == self._selected
        if seat.busting:
            painter.setPen(QPen(style.BUSTING, 3))
            painter.setBrush(style.BUSTING_FILL)
        elif seat.kind is SeatKind.PLAYER:
            painter.setPen(
                QPen(style.SELECTED if selected else style.PLATE_BORDER, 3 if selected else 1.2)
            )
            painter.setBrush(style.SELECTED_FILL if selected else style.PLATE)
        elif seat.kind is SeatKind.RESERVED:
            painter.setPen(QPen(style.PLATE_BORDER, 1.2))
            painter.setBrush(style.RESERVED)
        else:
            painter.setPen(QPen(QColor("#90a4ae"), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(style.OPEN)
        painter.drawRoundedRect(rect, 8, 8)
        if seat.kind is SeatKind.RESERVED:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(QColor(255, 255, 255, 110), Qt.BrushStyle.BDiagPattern))
            painter.drawRoundedRect(rect, 8, 8)
        number = QRectF(rect.left() + 4, rect.top() + 3, 22, 16)
        painter.setPen(style.QUIET_TEXT)
        painter.setFont(self._font(0.8, bold=True))
        painter.drawText(
            number, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, str(seat.seat)
        )
        text_rect = rect.adjusted(6, 14, -6, -4)
        if seat.kind is SeatKind.PLAYER:
            painter.setPen(style.QUIET_TEXT if seat.waiting else style.PLATE_TEXT)
            font = self._font(0.95, bold=True)
            font.setItalic(seat.waiting)
            font.setStrikeOut(seat.busting)  # out in this hand
            self._two_lines(painter, text_rect, seat.name, font)
        else:
            painter.setPen(style.QUIET_TEXT)
            painter.setFont(self._font(0.85))
            word = self.tr("reserved") if seat.kind is SeatKind.RESERVED else self.tr("open")
            painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, word)

    def _two_lines(self, painter: QPainter, rect: QRectF, name: str, font: QFont) -> None:
        """The name on one line if it fits, else on two lines broken where they are most even.

        A long name gets a slightly smaller font before it is elided; it breaks between words,
        or after a hyphen ("Stănescu-" over "Vlădulescu").
        """
        width = rect.width()
        base = font.pointSizeF()
        lines = [name]
        for scale in (1.0, 0.9, 0.8):
            font.setPointSizeF(base * scale)
            metrics = QFontMetricsF(font)
            if metrics.horizontalAdvance(name) <= width:
                lines = [name]
                break
            lines = min(name_breaks(name), key=lambda pair: _widest(metrics, pair), default=[name])
            if _widest(metrics, lines) <= width:
                break
        painter.setFont(font)
        text = "\n".join(metrics.elidedText(x, Qt.TextElideMode.ElideRight, width) for x in lines)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_markers(self, painter: QPainter, layout: TableGeometry, seat: SeatPicture) -> None:
        markers: list[tuple[str, QColor, QColor, bool]] = []
        if seat.button:
            markers.append(("D", style.BUTTON, QColor("#1a1a1a"), seat.dead_button))
        if seat.effective_button:
            markers.append((self.tr("last"), style.EFFECTIVE, QColor("#ffffff"), False))
        if seat.small_blind:
            markers.append((self.tr("SB"), style.SB, QColor("#ffffff"), seat.dead_small_blind))
        if seat.big_blind:
            markers.append((self.tr("BB"), style.BB, QColor("#ffffff"), False))
        if seat.waiting:
            markers.append((self.tr("waits"), style.RESERVED, QColor("#1a1a1a"), False))
        if not markers:
            return
        radius = 13.0
        point, along = layout.marker_point(seat.seat, radius=radius)
        metrics = QFontMetricsF(self._font(0.8, bold=True))
        extents = []  # each marker's length along the line they stand on, so none overlap
        for text, *_ in markers:
            width = 2 * radius if text == "D" else metrics.horizontalAdvance(text) + 14
            height = 2 * radius if text == "D" else 20.0
            extents.append(abs(along.x()) * width + abs(along.y()) * height)
        gap = 6.0
        offset = -(sum(extents) + gap * (len(extents) - 1)) / 2
        for extent, (text, fill, ink, dead) in zip(extents, markers, strict=True):
            middle = offset + extent / 2
            offset += extent + gap
            where = QPointF(point.x() + along.x() * middle, point.y() + along.y() * middle)
            if text == "D":
                self._disc(painter, where, radius, dead=dead)
            else:
                self._pill(painter, where, text, fill, ink, dead=dead)

    def _disc(self, painter: QPainter, centre: QPointF, radius: float, *, dead: bool) -> None:
        if dead:
            painter.setPen(QPen(style.BUTTON, 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
        else:
            painter.setPen(QPen(QColor("#263238"), 1.5))
            painter.setBrush(style.BUTTON)
        painter.drawEllipse(centre, radius, radius)
        painter.setPen(style.BUTTON if dead else QColor("#1a1a1a"))
        painter.setFont(self._font(1.0, bold=True))
        box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "D")

    def _pill(
        self,
        painter: QPainter,
        centre: QPointF,
        text: str,
        fill: QColor,
        ink: QColor,
        *,
        dead: bool = False,
        font_scale: float = 0.8,
    ) -> None:
        font = self._font(font_scale, bold=True)
        painter.setFont(font)
        width = QFontMetricsF(font).horizontalAdvance(text) + 14
        box = QRectF(centre.x() - width / 2, centre.y() - 10, width, 20)
        if dead:
            painter.setPen(QPen(fill.lighter(160), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(box, 10, 10)
            painter.setPen(fill.lighter(170))
        else:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRoundedRect(box, 10, 10)
            painter.setPen(ink)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def _explain(action: QAction, refusal: str) -> None:
    """Say on a greyed-out action why it is refused (its tip and the status bar's text)."""
    if refusal:
        action.setToolTip(refusal)
        action.setStatusTip(refusal)
