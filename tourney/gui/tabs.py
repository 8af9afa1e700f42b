"""The main window's tabs, declared once: where each lives and how it is built.

Each tab is a widget class in its own package; :func:`build_tab` imports it by name, so the
window still opens (with a plain "not available" page in its place) when a tab's package
cannot be imported.
"""

from __future__ import annotations

import importlib
import logging
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QWidget

from tourney.gui.language import refusal
from tourney.gui.session import Session

__all__ = ["TABS", "TabSpec", "build_tab"]

_log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class TabSpec:
    """One tab of the director's window.

    Attributes:
        key: Its short name (``"players"``); the shortcut ``tab_<key>`` shows it.
        title: Its title in English (translated when shown).
        module: The module defining the widget.
        attribute: The widget class in that module.
        takes_session: Whether the class is built as ``Class(session, parent=...)``
            (otherwise ``Class(parent=...)``).
    """

    key: str
    title: str
    module: str
    attribute: str
    takes_session: bool = True

    def translated_title(self) -> str:
        """The tab's title in the user's language."""
        return QCoreApplication.translate("Tabs", self.title)


TABS: tuple[TabSpec, ...] = (
    TabSpec(
        "players",
        str(QT_TRANSLATE_NOOP("Tabs", "Players")),
        "tourney.gui.players.players_tab",
        "PlayersTab",
    ),
    TabSpec(
        "tables",
        str(QT_TRANSLATE_NOOP("Tabs", "Tables")),
        "tourney.gui.tables.tables_tab",
        "TablesTab",
    ),
    TabSpec(
        "structure",
        str(QT_TRANSLATE_NOOP("Tabs", "Structure")),
        "tourney.gui.structure.structure_tab",
        "StructureTab",
    ),
    TabSpec(
        "payouts",
        str(QT_TRANSLATE_NOOP("Tabs", "Payouts")),
        "tourney.gui.payouts.payouts_tab",
        "PayoutsTab",
    ),
    TabSpec(
        "rulings",
        str(QT_TRANSLATE_NOOP("Tabs", "Rulings")),
        "tourney.gui.rulings.rulings_view",
        "RulingsView",
        takes_session=False,
    ),
)
"""The tabs in the order they are shown."""


def _unavailable(spec: TabSpec, reason: str) -> QWidget:
    text = QCoreApplication.translate("Tabs", "{title}: not available in this build ({reason}).")
    label = QLabel(text.format(title=spec.translated_title(), reason=reason))
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    label.setObjectName(f"unavailable_{spec.key}")
    return label


def build_tab(spec: TabSpec, session: Session, parent: QWidget | None = None) -> QWidget:
    """Build the tab's widget, or a "not available" page when its module cannot be imported."""
    try:
        module = importlib.import_module(spec.module)
        widget_class = getattr(module, spec.attribute)
    except (ImportError, AttributeError) as exc:
        _log.info("The %s tab is not available: %s", spec.key, exc)
        return _unavailable(spec, refusal(exc))
    if spec.takes_session:
        widget: QWidget = widget_class(session, parent=parent)
    else:
        widget = widget_class(parent=parent)
    return widget
