"""The quick-registration box: type part of a name, pick the player, press Enter.

Completion comes from the library's player database and ignores accents and case
(``lukasz`` offers ``Łukasz Nowak``), so the box filters nothing itself: the list it shows
is the library's answer. Enter asks to register what is typed, with the player's id when it
was picked from the list, or when what is typed is one offered player's name but for accents
and capitals (``jorg muller`` is Jörg Müller). Typing that names nobody while players are
offered ("jorg" offers Jörg Müller) is not taken for a new player at once: the first Enter
says so and shows the list again, and a second Enter registers the new name. Escape clears
the box and gives the keyboard back to the window's shortcuts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QStringListModel, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QCompleter, QLineEdit, QWidget

from tourney.persistence.search_text import fold

if TYPE_CHECKING:  # the player database's module loads when it is first searched
    from tourney.persistence.players_repo import Player

__all__ = ["RegistrationBox", "candidate_label"]

Search = Callable[[str], "list[Player]"]


def candidate_label(player: Player) -> str:
    """How completion lists a player: ``"Jon Smith (Smitty)"``, or the name alone."""
    return f"{player.name} ({player.nickname})" if player.nickname else player.name


class RegistrationBox(QLineEdit):
    """A line edit that completes from the player database.

    Signals:
        register_requested(str, object): Register this name; the object is the picked
            player's id, or ``None`` when the name was typed.
        escaped(): Escape was pressed (the box was cleared).
        nothing_to_undo(): Ctrl+Z was pressed with no typing to undo: in a text field it
            undoes the typing, never a bust-out, so the window says how to undo an action.
        new_name_unconfirmed(str): Enter on a name nobody has while players are offered:
            the sentence that asks to pick one, or to press Enter again for a new player.
    """

    register_requested = Signal(str, object)
    escaped = Signal()
    nothing_to_undo = Signal()
    new_name_unconfirmed = Signal(str)

    def __init__(self, search: Search, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._search = search
        self._ids: dict[str, int] = {}
        self._names: dict[str, str] = {}
        self._asked: str | None = None  # the new name an Enter was asked again for
        self.suggestions = QStringListModel(self)
        completer = QCompleter(self.suggestions, self)
        completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setMaxVisibleItems(10)
        completer.activated[str].connect(self._picked)  # type: ignore[index]
        self.setCompleter(completer)
        self.setClearButtonEnabled(True)
        self.textEdited.connect(self._suggest)
        self.returnPressed.connect(self.submit)

    def suggestion_texts(self) -> list[str]:
        """The names offered now."""
        return self.suggestions.stringList()

    def _suggest(self, text: str) -> None:
        players = self._search(text) if text.strip() else []
        self._ids = {candidate_label(p): p.id for p in players}
        self._names = {candidate_label(p): p.name for p in players}
        self.suggestions.setStringList(list(self._ids))
        completer = self.completer()
        popup = completer.popup()
        if players:
            completer.complete()
        elif popup is not None:
            popup.hide()

    def _picked(self, label: str) -> None:
        self.setText(label)

    def submit(self) -> None:
        """Ask to register what is typed (Enter does the same)."""
        text = self.text().strip()
        if not text:
            return
        player_id = self._ids.get(text)
        if player_id is None and self._ids:
            same = [label for label, name in self._names.items() if fold(name) == fold(text)]
            if len(same) == 1:  # "jorg muller": Jörg Müller, accents and capitals aside
                text = same[0]
                self.setText(text)
                player_id = self._ids[text]
            elif self._asked != text:  # "jorg" while Jörg Müller is offered: not a new player yet
                self._asked = text
                self.new_name_unconfirmed.emit(
                    self.tr(
                        "“{name}” is nobody's name in the player list: pick the player from "
                        "the list, or press Enter again to register “{name}” as a new player."
                    ).format(name=text)
                )
                self.completer().complete()
                return
        self._asked = None
        name = self._names.get(text, text)
        self.register_requested.emit(name, player_id)

    def done(self) -> None:
        """Clear the box after a registration, ready for the next name."""
        self.clear()
        self._ids = {}
        self._names = {}
        self._asked = None
        self.suggestions.setStringList([])

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Escape clears the box and leaves it; Ctrl+Z with nothing typed says so."""
        popup = self.completer().popup()
        if event.key() == Qt.Key.Key_Escape and (popup is None or not popup.isVisible()):
            self.done()
            self.escaped.emit()
            return
        if event.matches(QKeySequence.StandardKey.Undo) and not self.isUndoAvailable():
            self.nothing_to_undo.emit()
        super().keyPressEvent(event)
