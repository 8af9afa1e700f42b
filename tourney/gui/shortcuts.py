"""The director's keyboard shortcuts: one table, the guard that respects text fields, the sheet.

:data:`SHORTCUTS` declares every shortcut once: the main window binds its actions to these
keys, and the cheat sheet (Help menu, ``?`` or F1, :mod:`tourney.gui.cheat_sheet`) is
generated from the same table.

A shortcut that acts on the tournament or the clock never fires while the keyboard is in a
text field (a line edit, a text box, a spin box, an editable combo box):
:class:`TextFieldGuard` watches Qt's *shortcut override* step, which asks the focused widget
whether it wants a key before any shortcut sees it, and answers yes for a text field. So
Space types a space in the registration box instead of pausing the clock, and Ctrl+Z undoes
the typing there, never a bust-out. Shortcuts that only take the director somewhere
(``navigates``: Ctrl+F to the search, Ctrl+R to the registration box, the tabs, new, open,
print, quit, F1) work from a text field too, except where they are a character typed (``?``).
"""

from __future__ import annotations

from dataclasses import KW_ONLY, dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QKeyCombination, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

__all__ = [
    "SHORTCUTS",
    "Shortcut",
    "TextFieldGuard",
    "is_text_field",
    "key_sequences",
    "shortcut",
]


@dataclass(frozen=True, slots=True)
class Shortcut:
    """One shortcut of the director's window.

    Attributes:
        name: The action it triggers (the main window's name for it).
        keys: Its key sequences in Qt's portable text (``"Ctrl+Z"``); the first is shown first.
        description: What it does, in English (translated when shown).
        navigates: It only takes the director somewhere (a tab, a field, a dialog), so it
            works from a text field too; otherwise it acts, and never from a text field.
    """

    name: str
    keys: tuple[str, ...]
    description: str
    _: KW_ONLY
    navigates: bool = False

    def text(self) -> str:
        """The keys as the cheat sheet shows them: ``"Ctrl+Shift+Z, Ctrl+Y"``."""
        return ", ".join(
            QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText) for key in self.keys
        )

    def translated(self) -> str:
        """The description in the user's language."""
        return QCoreApplication.translate("Shortcuts", self.description)


SHORTCUTS: tuple[Shortcut, ...] = (
    Shortcut(
        "start_pause",
        ("Space",),
        str(QT_TRANSLATE_NOOP("Shortcuts", "Start or pause the clock")),
    ),
    Shortcut(
        "plus_minute",
        ("+", "="),
        str(QT_TRANSLATE_NOOP("Shortcuts", "Add a minute to the level")),
    ),
    Shortcut(
        "minus_minute",
        ("-",),
        str(QT_TRANSLATE_NOOP("Shortcuts", "Take a minute away from the level")),
    ),
    Shortcut(
        "next_level",
        ("Ctrl+Right",),
        str(QT_TRANSLATE_NOOP("Shortcuts", "Go to the next level")),
    ),
    Shortcut(
        "previous_level",
        ("Ctrl+Left",),
        str(QT_TRANSLATE_NOOP("Shortcuts", "Go back to the previous level")),
    ),
    Shortcut(
        "undo",
        ("Ctrl+Z",),
        str(QT_TRANSLATE_NOOP("Shortcuts", "Undo the last action")),
    ),
    Shortcut(
        "redo",
        ("Ctrl+Shift+Z", "Ctrl+Y"),
        str(QT_TRANSLATE_NOOP("Shortcuts", "Redo the action undone")),
    ),
    Shortcut(
        "bust_out",
        ("Ctrl+B",),
        str(QT_TRANSLATE_NOOP("Shortcuts", "Record a bust-out")),
    ),
    Shortcut(
        "rename_player",
        ("F2",),
        str(QT_TRANSLATE_NOOP("Shortcuts", "Correct the selected player's name")),
    ),
    Shortcut(
        "register",
        ("Ctrl+R",),
        str(QT_TRANSLATE_NOOP("Shortcuts", "Type a name to register")),
        navigates=True,
    ),
    Shortcut(
        "search",
        ("Ctrl+F",),
        str(QT_TRANSLATE_NOOP("Shortcuts", "Search the players")),
        navigates=True,
    ),
    Shortcut(
        "tab_players",
        ("Ctrl+1",),
        str(QT_TRANSLATE_NOOP("Shortcuts", "Show the players")),
        navigates=True,
    ),
    Shortcut(
        "tab_tables",
        ("Ctrl+2",),
        str(QT_TRANSLATE_NOOP("Shortcuts", "Show the tables")),
        navigates=True,
    ),
    Shortcut(
        "tab_structure",
        ("Ctrl+3",),
        str(QT_TRANSLATE_NOOP("Shortcuts", "Show the structure")),
        navigates=True,
    ),
    Shortcut(
        "tab_payouts",
        ("Ctrl+4",),
        str(QT_TRANSLATE_NOOP("Shortcuts", "Show the payouts")),
        navigates=True,
    ),
    Shortcut(
        "tab_rulings",
        ("Ctrl+5",),
        str(QT_TRANSLATE_NOOP("Shortcuts", "Show the rulings")),
        navigates=True,
    ),
    Shortcut(
        "display_fullscreen",
        ("F11",),
        str(QT_TRANSLATE_NOOP("Shortcuts", "Clock display full screen, or not")),
        navigates=True,
    ),
    Shortcut(
        "new",
        ("Ctrl+N",),
        str(QT_TRANSLATE_NOOP("Shortcuts", "Create a tournament")),
        navigates=True,
    ),
    Shortcut(
        "open",
        ("Ctrl+O",),
        str(QT_TRANSLATE_NOOP("Shortcuts", "Open a tournament")),
        navigates=True,
    ),
    Shortcut(
        "print",
        ("Ctrl+P",),
        str(QT_TRANSLATE_NOOP("Shortcuts", "Print a report")),
        navigates=True,
    ),
    Shortcut(
        "quit",
        ("Ctrl+Q",),
        str(QT_TRANSLATE_NOOP("Shortcuts", "Quit")),
        navigates=True,
    ),
    Shortcut(
        "cheat_sheet",
        ("?", "F1"),
        str(QT_TRANSLATE_NOOP("Shortcuts", "Show this list of shortcuts")),
        navigates=True,
    ),
)
"""Every shortcut of the director's window, in the order the cheat sheet lists them."""

_BY_NAME = {item.name: item for item in SHORTCUTS}


def shortcut(name: str) -> Shortcut:
    """The shortcut for action ``name``.

    Raises:
        KeyError: No shortcut has that name.
    """
    return _BY_NAME[name]


def key_sequences(name: str) -> list[QKeySequence]:
    """The key sequences of action ``name``, ready for ``QAction.setShortcuts``."""
    return [QKeySequence(key) for key in shortcut(name).keys]


def is_text_field(widget: QWidget | None) -> bool:
    """Whether ``widget`` takes typed text (so shortcuts must leave its keys alone).

    Asked by class name and Qt property, so that the text widgets' Python classes are not
    made at start (each costs the window's start its enumerations).
    """
    if widget is None:
        return False
    if any(widget.inherits(name) for name in ("QLineEdit", "QTextEdit", "QPlainTextEdit")):
        return not widget.property("readOnly")
    if widget.inherits("QComboBox"):
        return bool(widget.property("editable"))
    return widget.inherits("QAbstractSpinBox") or widget.inherits("QKeySequenceEdit")


_COMMAND_MODIFIERS = (
    Qt.KeyboardModifier.ControlModifier
    | Qt.KeyboardModifier.AltModifier
    | Qt.KeyboardModifier.MetaModifier
)


def _typed(combination: QKeyCombination) -> bool:
    """Whether the key is a character a text field types (``?``, Space, ``+``)."""
    return int(combination.key().value) < int(Qt.Key.Key_Escape.value) and not (
        combination.keyboardModifiers() & _COMMAND_MODIFIERS
    )


def _combinations() -> frozenset[int]:
    """The keys a text field keeps: every key of the acting shortcuts, and typed characters."""
    found = set()
    for item in SHORTCUTS:
        for key in item.keys:
            sequence = QKeySequence(key)
            if sequence.count():
                combination = sequence[0]  # type: ignore[index]
                if not item.navigates or _typed(combination):
                    found.add(combination.toCombined())
    return frozenset(found)


class TextFieldGuard(QObject):
    """Keeps the window's shortcuts away from the keys typed into a text field.

    Install it on the window whose shortcuts it guards (``window.installEventFilter(guard)``).
    Qt offers each key to the focused widget first, as a *shortcut override* event that goes
    up through the widget's parents to the window while nobody takes it; the guard answers
    "the field wants this key" there, when the focused widget is a text field, for every key
    of the shortcuts that act and the typed characters of those that navigate. It is not
    installed on the whole application: Python would then see every event of every object,
    which made the window's start a twentieth slower.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._keys = _combinations()

    def wants(self, event: QKeyEvent) -> bool:
        """Whether ``event``'s key is one of the shortcuts (Shift ignored: ``?`` is Shift+/)."""
        key = Qt.Key(event.key())
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        candidates = {QKeyCombination(modifiers, key).toCombined()}
        if modifiers & Qt.KeyboardModifier.ShiftModifier:
            plain = modifiers & ~Qt.KeyboardModifier.ShiftModifier
            candidates.add(QKeyCombination(plain, key).toCombined())
        return not candidates.isdisjoint(self._keys)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Accept the shortcut override of a text field, so its keys stay typing."""
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and is_text_field(QApplication.focusWidget())
            and self.wants(event)
        ):
            event.accept()
        return False
