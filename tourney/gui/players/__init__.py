"""The Players tab: registration with completion, the entries table, rebuys and bust-outs."""

from tourney.gui.players.players_tab import PlayersTab

__all__ = ["PlayersTab"]
