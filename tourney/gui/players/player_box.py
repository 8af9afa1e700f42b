"""The box a player is picked in (the bust-out dialog's "Busted" and "Knocked out by").

An editable list of the players still in, each as ``"Ann Miller — T1 S3 (#12)"``. Typing
offers the players one of whose words starts with what is typed, accents and case ignored
(``jorg`` offers Jörg Müller, ``t1 s3`` the player in that seat, ``12`` entry 12); a click
takes the one clicked, and Enter the one picked in the list, or the only one offered (the box
then shows that player whole, not what was typed). The arrow keys step through the players
only while the box shows one of them: over typing that names nobody they open the players
offered (if any), never put a player the director did not pick in its place.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QCompleter, QWidget

from tourney.domain.state import TournamentState
from tourney.gui.players.players_model import TypedFilter, seat_text
from tourney.persistence.search_text import fold

__all__ = ["PlayerBox", "chosen_entry", "player_label", "starts_a_word"]

_ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)

_WIDEST = 40
"""The most characters a player's box is made wide enough for ("Name — T1 S3 (#12)")."""


def player_label(state: TournamentState, number: int) -> str:
    """How a player is listed: ``"Ann Miller — T1 S3 (#12)"``, the seat as the list writes it."""
    seat = state.seat_of(number)
    where = f" — {seat_text(*seat)}" if seat is not None else ""
    return f"{state.name(number)}{where} (#{number})"


def starts_a_word(needle: str, label: str) -> bool:
    """Whether ``needle`` (folded) begins a word of ``label``.

    "ana" begins one in "Ana Mureșan — T1 S3 (#4)", and so do "12" in "(#12)" and "t1 s3",
    but "ana" begins none in "Ioana Țurcanu".
    """
    return re.search(r"(?:^|[\s(#—-])" + re.escape(needle), fold(label)) is not None


class _WordStarts(TypedFilter):
    """The players whose name, seat or number has a word starting with what is typed."""

    def __init__(self, box: QComboBox) -> None:
        super().__init__(box)
        self.setSourceModel(box.model())

    def filterAcceptsRow(self, row: int, parent: QModelIndex | QPersistentModelIndex) -> bool:
        """Keep a row whose label has a word starting with the typed text."""
        if not self._needle:
            return True
        label = self.sourceModel().index(row, 0, parent).data()
        return isinstance(label, str) and starts_a_word(self._needle, label)


class PlayerBox(QComboBox):
    """An editable list of players that completes what is typed, accents ignored.

    Args:
        state: The tournament, for the players' names and seats.
        optional: Whether the first item is ``nobody`` (no player named).
        nobody: The text of that item.
        parent: The parent widget.
    """

    def __init__(
        self,
        state: TournamentState,
        *,
        optional: bool,
        nobody: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        if optional:
            self.addItem(nobody, None)
        for entry in state.active():
            self.addItem(player_label(state, entry.number), entry.number)
        longest = max((len(self.itemText(i)) for i in range(self.count())), default=0)
        self.setMinimumContentsLength(min(max(24, longest), _WIDEST))  # a name and seat whole
        # The filter decides what is offered (folded word starts), so Enter on "Ana" takes Ana
        # Mureșan, not Ioana Țurcanu seated before her, and "jorg" offers Jörg: the completer
        # shows its rows as they are, filtering nothing itself.
        self.offered = _WordStarts(self)
        line = self.lineEdit()
        assert line is not None  # an editable combo box has one
        line.textEdited.connect(self.offered.set_search)
        line.textEdited.connect(self._offer)
        self.currentIndexChanged.connect(lambda _index: line.setCursorPosition(0))  # its start
        self._completer = QCompleter(self.offered, self)
        self._completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        self.setCompleter(self._completer)
        popup = self._completer.popup()
        assert popup is not None  # made by popup() when the completer has none
        popup.installEventFilter(self)  # after the completer's own filter: sees Enter first

    def _offer(self, text: str) -> None:
        """Show the players the typing offers, or no list when it offers none."""
        popup = self._completer.popup()
        if text.strip() and self.offered.rowCount() > 0:
            self._completer.complete()
        elif popup is not None:
            popup.hide()

    def take_only_offered(self) -> bool:
        """Put the one player the typing offers in the box, if it offers exactly one.

        Nothing happens while the box shows a player already, or when the typing offers
        several or none (the dialog then asks which).
        """
        typed = self.currentText()
        if not typed.strip() or self.findText(typed, Qt.MatchFlag.MatchExactly) >= 0:
            return False
        if self.offered.rowCount() != 1:
            return False
        row = self.offered.mapToSource(self.offered.index(0, 0)).row()
        popup = self._completer.popup()
        if popup is not None:
            popup.hide()
        self.setCurrentIndex(row)
        self.setEditText(self.itemText(row))
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter in the list of players offered, none picked: take the only one offered."""
        if (
            isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.key() in _ENTER_KEYS
            and isinstance(watched, QAbstractItemView)
            and not watched.currentIndex().isValid()
        ):
            self.take_only_offered()  # then the completer closes the list as it does
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Up and Down step through the players only while the box shows one of them.

        Over typed text that names nobody they open the list of the players it offers
        instead (nothing when it offers none): Enter then never takes a player the director
        did not see picked.
        """
        if event.key() in _ENTER_KEYS and self.take_only_offered():
            event.accept()  # the box shows whom Enter took; the next Enter goes on
            return
        stepping = event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down)
        typed = self.currentText()
        if stepping and typed and self.findText(typed, Qt.MatchFlag.MatchExactly) < 0:
            if self.offered.rowCount() > 0:
                self._completer.complete()
            event.accept()
            return
        super().keyPressEvent(event)


def chosen_entry(box: QComboBox) -> int | None:
    """The entry number chosen in ``box``.

    That is its exact item, else the one item with a word starting with the typed text, else
    the one item whose label contains it (accents ignored); ``None`` for nobody, or when no
    single item matches.
    """
    text = box.currentText().strip()
    exact = box.findText(text, Qt.MatchFlag.MatchFixedString)
    if exact >= 0:
        data = box.itemData(exact)
        return data if isinstance(data, int) else None
    needle = fold(text)
    if not needle:
        return None
    players: list[tuple[int, str]] = [
        (box.itemData(i), box.itemText(i))
        for i in range(box.count())
        if isinstance(box.itemData(i), int)
    ]
    found = [number for number, label in players if starts_a_word(needle, label)]
    if not found:  # a part of a word: "rese" of "Mureșan"
        found = [number for number, label in players if needle in fold(label)]
    return found[0] if len(found) == 1 else None
