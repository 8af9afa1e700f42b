"""What the Payouts tab's buttons do: lock and unlock the payouts, as commands.

The tab only lays out; the controller hands :class:`~tourney.core.commands.LockPayouts` and
:class:`~tourney.core.commands.UnlockPayouts` (the commands a paired phone would send) to the
session and gives the tab back why one was refused, to show in place.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from tourney.core.commands import Command, LockPayouts, UnlockPayouts
from tourney.gui.session import Session

__all__ = ["PayoutsController"]


class PayoutsController(QObject):
    """Locks and unlocks the payouts of the open tournament."""

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session

    def lock(self) -> str | None:
        """Keep the payouts as they are now; ``None`` once stored, else why it was refused."""
        return self._perform(LockPayouts())

    def unlock(self) -> str | None:
        """Let the payouts follow the pool again; ``None`` once stored, else why not."""
        return self._perform(UnlockPayouts())

    def _perform(self, command: Command) -> str | None:
        with self.session.refusals_collected() as refused:
            event = self.session.perform(command)
        if event is None:
            return refused[0] if refused else self.tr("The action was refused.")
        return None
