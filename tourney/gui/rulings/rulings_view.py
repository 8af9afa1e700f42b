"""The Rulings screen: settle a disputed pot, or rule on a raise.

Two pages in one widget the main window puts in a tab: **Pots and showdown** (the game, the
seats with their chips and cards picked from the deck, and the ruling with its reasons, ready
to print) and **Minimum raise** (to call, minimum and maximum raise, may he re-raise).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from tourney.domain.levels.structure import Level
from tourney.gui.rulings.raise_controller import RaiseController
from tourney.gui.rulings.raise_helper import RaiseHelper
from tourney.gui.rulings.rulings_controller import RulingsController
from tourney.gui.rulings.showdown_page import ShowdownPage

if TYPE_CHECKING:
    from tourney.domain.state import TournamentState

__all__ = ["RulingsView"]


class RulingsView(QWidget):
    """The director's dispute tool.

    Signals:
        print_requested: (dict, dict, dict) Print a ruling slip: the ``tourney settle``
            input document, its answer (``docs/cli/settle.md``) and the names typed by seat.
        print_betting_requested: (dict, dict) Print the betting ruling slip of the Minimum
            raise page: the round and the ruling.
    """

    print_requested = Signal(object, object, object)  # Python dicts: a QVariantMap keeps no int key
    print_betting_requested = Signal(object, object)

    def __init__(
        self,
        controller: RulingsController | None = None,
        raise_controller: RaiseController | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.showdown = ShowdownPage(controller or RulingsController(self))
        self.raise_helper = RaiseHelper(raise_controller or RaiseController(self))
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.showdown, self.tr("Pots and showdown"))
        self.tabs.addTab(self.raise_helper, self.tr("Minimum raise"))
        self.showdown.print_requested.connect(self.print_requested)
        self.raise_helper.print_requested.connect(self.print_betting_requested)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs)

    def follow(self, state: TournamentState, now: float) -> None:
        """Start from the tournament as it stands at ``now``.

        The Minimum raise page from the blinds of the level being played, a new dispute from
        the seats per table and the smallest chip in play (each only until the director types
        his own).
        """
        item = state.clock.structure.items[state.index_at(now)]
        if isinstance(item, Level):
            self.raise_helper.follow_blinds(item.small_blind, item.big_blind)
        self.controller.follow_tournament(
            table_size=state.setup.tables.seats_per_table, chip_unit=state.smallest_chip_at(now)
        )

    @property
    def controller(self) -> RulingsController:
        """The pot dispute's controller."""
        return self.showdown.controller
