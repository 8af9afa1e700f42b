"""The Tables tab: every table drawn, the button and blinds, moves, balancing, chip races."""

from tourney.gui.tables.tables_tab import TablesTab

__all__ = ["TablesTab"]
