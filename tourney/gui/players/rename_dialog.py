"""The name dialog (F2): correct a player's name, or fold a typo's record into the right one.

The director types the right name (completion offers the player database's players, accents
and case ignored). When that name is already somebody's in the database, the dialog says so
and offers the merge — the same person typed twice, the typo's entries going to the right
record — or, for somebody else of the same name, a plain rename. Opened to merge, the dialog
asks for the right player and offers only the merge.

The dialog lays out and collects; the players' controller
(:class:`~tourney.gui.players.players_controller.PlayersController`) finds the record a name
stands for, says beforehand why a merge would be refused (``merge_target``), and performs the
action. A refused action keeps the dialog open with the reason (the caller connects the
session's refusals to :meth:`RenameDialog.show_error`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtWidgets import (
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from tourney.domain.entries.players import Player
from tourney.gui.players.merge_target import MergeTarget
from tourney.gui.players.registration_box import candidate_label
from tourney.gui.text_styles import ERROR_STYLE
from tourney.persistence.players_repo import Player as Candidate

__all__ = ["RenameDialog"]

Search = Callable[[str], list[Candidate]]
Target = Callable[[str, "int | None"], "MergeTarget | None"]
Rename = Callable[[str, str], bool]
Merge = Callable[[int], bool]


class RenameDialog(QDialog):
    """Correct the name of ``player`` (whose entries are ``entries``), or merge it.

    Args:
        player: The player as the tournament knows it.
        entries: The player's entry numbers.
        search: The player database's players matching a text (for completion).
        target: The record a typed name (or a picked player's id) stands for, if any.
        rename: Renames the player (name, nickname); says whether it was recorded.
        merge: Merges the player into a record (its id); says whether it was recorded.
        merging: Open to merge: ask for the right player, offer only the merge.
    """

    def __init__(
        self,
        player: Player,
        entries: Sequence[int],
        *,
        search: Search,
        target: Target,
        rename: Rename,
        merge: Merge,
        merging: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.player = player
        self._search, self._target = search, target
        self._rename, self._merge = rename, merge
        self.merging = merging
        self.target: MergeTarget | None = None
        self._ids: dict[str, int] = {}
        self._names: dict[str, str] = {}
        self.setWindowTitle(
            self.tr("Merge with another record") if merging else self.tr("Correct a name")
        )
        self._build(entries)
        self._changed()

    # ----------------------------------------------------------------- parts

    def _build(self, entries: Sequence[int]) -> None:
        numbers = ", ".join(f"#{n}" for n in entries)
        self.intro = QLabel(
            self.tr("Merge {name} ({entries}) into the right player's record.")
            if self.merging
            else self.tr("Correct the name of {name} ({entries}).")
        )
        self.intro.setText(self.intro.text().format(name=self.player.name, entries=numbers))
        self.intro.setWordWrap(True)
        self.name = QLineEdit(self.player.name if not self.merging else "")
        self.name.setPlaceholderText(self.tr("The right player's name"))
        self.name.setMinimumWidth(420)
        self.suggestions = QStringListModel(self)
        completer = QCompleter(self.suggestions, self)
        completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.activated[str].connect(self._picked)  # type: ignore[index]
        self.name.setCompleter(completer)
        self.name.textEdited.connect(self._suggest)
        self.name.textChanged.connect(lambda _text: self._changed())
        self.nickname = QLineEdit(self.player.nickname)
        self.nickname.textChanged.connect(lambda _text: self._changed())
        form = QFormLayout()
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("Nickname:"), self.nickname)
        self.nickname_label = form.labelForField(self.nickname)

        self.found = QLabel()
        self.found.setWordWrap(True)
        self.merge_choice = QRadioButton()
        self.rename_choice = QRadioButton()
        self.merge_choice.setChecked(True)
        self.merge_choice.toggled.connect(lambda _on: self._changed())
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        for button in self.buttons.buttons():
            button.setMinimumHeight(40)
        self.buttons.accepted.connect(self.record)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.found)
        layout.addWidget(self.merge_choice)
        layout.addWidget(self.rename_choice)
        layout.addWidget(self.note)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.name.setFocus()
        self.name.selectAll()

    @property
    def ok(self) -> QPushButton:
        """The button that records (it says what: Rename or Merge)."""
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    # ----------------------------------------------------------------- typing

    def _suggest(self, text: str) -> None:
        players = [p for p in self._search(text) if p.id != self.player.id] if text.strip() else []
        self._ids = {candidate_label(p): p.id for p in players}
        self._names = {candidate_label(p): p.name for p in players}
        self.suggestions.setStringList(list(self._ids))
        completer = self.name.completer()
        popup = completer.popup()
        if players:
            completer.complete()
        elif popup is not None:
            popup.hide()

    def _picked(self, label: str) -> None:
        self.name.setText(label)

    def typed_name(self) -> str:
        """The name typed (a picked player's name, without the nickname shown beside it)."""
        text = self.name.text().strip()
        return self._names.get(text, text)

    def _changed(self) -> None:
        text = self.name.text().strip()
        self.target = self._target(self.typed_name(), self._ids.get(text)) if text else None
        target = self.target
        self.found.setVisible(target is not None)
        self.merge_choice.setVisible(target is not None)
        self.rename_choice.setVisible(target is not None and not self.merging)
        self.nickname.setVisible(not self.merging)
        if self.nickname_label is not None:
            self.nickname_label.setVisible(not self.merging)
        if target is not None:
            self._describe(target)
        merge = self.merges()
        self.nickname.setEnabled(not merge)
        refused = target.refusal if merge and target is not None else None
        self.error.setText(refused or "")
        self.error.setVisible(refused is not None)
        if merge and target is not None:
            self.ok.setText(self.tr("Merge"))
            self.note.setText(
                self.tr(
                    "The entries of {typo} go to {name}, and the player database keeps one "
                    "record: registration will not offer {typo} again."
                ).format(typo=self.player.name, name=target.record.name)
            )
        else:
            self.ok.setText(self.tr("Merge") if self.merging else self.tr("Rename"))
            self.note.setText(
                self.tr(
                    "Every screen, report and the clock display show the new name, and the "
                    "player database is corrected too. The history of actions keeps the name "
                    "each action was taken under."
                )
            )
        unchanged = (" ".join(text.split()), " ".join(self.nickname.text().split())) == (
            self.player.name,
            self.player.nickname,
        )
        allowed = merge if self.merging else merge or not unchanged
        self.ok.setEnabled(bool(text) and allowed and refused is None)
        self._fit()

    def _fit(self) -> None:
        """Grow (or shrink) to what the dialog says now: wrapped lines never overlap."""
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.adjustSize()

    def _describe(self, target: MergeTarget) -> None:
        record = candidate_label(target.record)
        if target.playing is not None:
            found = self.tr("{name} is in the player database and playing tonight (#{entry}).")
            self.found.setText(found.format(name=record, entry=target.playing))
        elif target.here:
            found = self.tr("{name} is in the player database and in this tournament.")
            self.found.setText(found.format(name=record))
        else:
            self.found.setText(self.tr("{name} is in the player database.").format(name=record))
        self.merge_choice.setText(
            self.tr("The same person: merge {typo} into this record").format(typo=self.player.name)
        )
        self.rename_choice.setText(self.tr("Somebody else of the same name: rename only"))
        # Two players of one name in one tournament cannot be told apart: the domain refuses it.
        self.rename_choice.setEnabled(not target.here)
        if target.here:
            self.merge_choice.setChecked(True)

    def merges(self) -> bool:
        """Whether recording merges (a record was found and the merge is chosen)."""
        return self.target is not None and (self.merging or self.merge_choice.isChecked())

    # ----------------------------------------------------------------- recording

    def show_error(self, text: str) -> None:
        """Show why the change was not recorded."""
        self.error.setText(text)
        self.error.setVisible(bool(text))
        self._fit()

    def record(self) -> None:
        """Rename or merge; close once recorded, stay open with the reason when refused."""
        if not self.ok.isEnabled():
            return
        self.show_error("")
        if self.merges() and self.target is not None:
            done = self._merge(self.target.record.id)
        else:
            done = self._rename(self.typed_name(), self.nickname.text())
        if done:
            self.accept()
