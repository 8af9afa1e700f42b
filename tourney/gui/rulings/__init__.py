"""The Rulings screen: pot disputes with a card picker, and the minimum-raise helper."""

from tourney.gui.rulings.rulings_view import RulingsView

__all__ = ["RulingsView"]
