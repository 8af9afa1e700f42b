"""Tournaments in the director's window: the recent list, open, duplicate, and the wizard."""

from tourney.gui.tournaments.open_dialog import OpenTournamentDialog
from tourney.gui.tournaments.wizard import NewTournamentWizard

__all__ = ["NewTournamentWizard", "OpenTournamentDialog"]
